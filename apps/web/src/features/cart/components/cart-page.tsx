// The /cart page (storefront spec §2.2, §3, §8; service spec §4, §9): the cart's lines, its
// notifications with a Clear action, the totals block, Proceed to checkout (hidden in punchout
// mode), Empty cart with a confirmation, the Saved for later section, and the empty state
// 'Your cart is currently empty.' with a way back to the shop.
import type { Cart, CartNotification } from '@medsupply/contract';
import { Info, ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { PageFrame } from '@/components/page-frame';
import { Button, buttonStyles } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, loadFailedMessage } from '@/components/ui/query-view';
import { Skeleton } from '@/components/ui/skeleton';

import { useClearCartNotifications } from '../api/clear-notifications';
import { useEmptyCart } from '../api/empty-cart';
import { useCart } from '../api/get-cart';
import { useCartSubstitutes } from '../api/substitutes';
import { CART_TEXTS, SHOP_PATH, productsCount } from '../constants';

import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { SavedItems } from './saved-items';

export interface CartPageProps {
  /** storefront spec §6: punchout users get a mode that hides checkout. */
  punchout: boolean;
  /** Under the totals when the cart has lines: what other features do with a cart (save as estimate…). */
  cartActions?: ReactNode;
}

function CartNotifications({ notifications }: { notifications: CartNotification[] }) {
  const clear = useClearCartNotifications();
  if (notifications.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-6 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <ul className="flex-1 space-y-1">
        {notifications.map((notification) => (
          <li key={notification.id}>{notification.message}</li>
        ))}
      </ul>
      <Button
        variant="ghost"
        size="sm"
        className="-my-1 shrink-0 text-amber-950 hover:bg-amber-100"
        disabled={clear.isPending}
        aria-label={`${CART_TEXTS.clearNotifications} cart messages`}
        onClick={() => clear.mutate(undefined)}
      >
        {CART_TEXTS.clearNotifications}
      </Button>
    </div>
  );
}

function EmptyCartAction({ cart }: { cart: Cart }) {
  const [open, setOpen] = useState(false);
  const empty = useEmptyCart();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={buttonStyles({ variant: 'ghost', className: 'w-full text-slate-700' })}>
        <Trash2 aria-hidden="true" />
        {CART_TEXTS.emptyCart}
      </DialogTrigger>
      <DialogContent
        title={CART_TEXTS.emptyCartConfirmTitle}
        description={`All ${productsCount(cart.totalItems).toLowerCase()} will be removed from your cart. Items saved for later stay saved.`}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose className={buttonStyles({ variant: 'outline' })}>Keep my cart</DialogClose>
          <Button
            variant="secondary"
            disabled={empty.isPending}
            onClick={() => empty.mutate(undefined, { onSuccess: () => setOpen(false) })}
          >
            {CART_TEXTS.emptyCart}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function CartSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-hidden="true">
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-5">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex gap-4 py-5">
            <Skeleton className="size-20 md:size-24" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-32" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

export function CartPage({ punchout, cartActions }: CartPageProps) {
  const query = useCart(true);
  const cart = query.data;
  // Issue 34 point 4: the equivalents of backordered or recalled lines, read again when the lines change.
  const lineIds = cart?.cartDetail.map((l) => `${l.id}:${l.itemId}:${l.unit}:${l.quantity}`).join(',') ?? '';
  const offers = useCartSubstitutes(lineIds !== '', lineIds).data;
  const description = cart && cart.totalItems > 0 ? productsCount(cart.totalItems) : undefined;

  return (
    <PageFrame title={CART_TEXTS.pageTitle} description={description}>
      {query.isPending && (
        <>
          <p className="sr-only" role="status">
            {CART_TEXTS.popoverLoading}
          </p>
          <CartSkeleton />
        </>
      )}
      {query.isError && !cart && (
        <LoadFailed message={loadFailedMessage('cart', query.error)} onRetry={() => void query.refetch()} />
      )}
      {cart && (
        <>
          <CartNotifications notifications={cart.notifications} />
          {cart.cartDetail.length === 0 ? (
            <EmptyState
              icon={<ShoppingCart />}
              title={CART_TEXTS.pageEmpty}
              actions={
                <Link to={SHOP_PATH} className={buttonStyles({ variant: 'primary' })}>
                  {CART_TEXTS.continueShopping}
                </Link>
              }
            >
              Browse the catalog or reorder from your order history.
            </EmptyState>
          ) : (
            <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
              <section
                aria-label="Cart items"
                className="rounded-xl border border-slate-200 bg-white px-4 md:px-5"
              >
                <div
                  aria-hidden="true"
                  className="hidden grid-cols-[6rem_minmax(0,1fr)_9rem_9rem_6.5rem] gap-x-4 border-b border-slate-200 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase xl:grid"
                >
                  <span className="col-span-2">Product</span>
                  <span>Unit</span>
                  <span>Quantity</span>
                  <span className="text-right">Total</span>
                </div>
                <ul className="divide-y divide-slate-200">
                  {cart.cartDetail.map((line) => (
                    <CartLine
                      key={line.id}
                      line={line}
                      offer={offers?.lines.find((o) => o.detailId === line.id && o.itemId === line.itemId)}
                    />
                  ))}
                </ul>
              </section>
              <div className="space-y-4">
                <CartTotals
                  cart={cart}
                  punchout={punchout}
                  emptyCartAction={<EmptyCartAction cart={cart} />}
                />
                {cartActions}
              </div>
            </div>
          )}
          <SavedItems items={cart.saveForLater} />
        </>
      )}
    </PageFrame>
  );
}
