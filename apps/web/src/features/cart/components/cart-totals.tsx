// The totals block of the /cart page (service spec §9, storefront spec §2.7), shown only with price
// visibility, and the cart's actions under it: Proceed to checkout (in punchout mode, storefront
// spec §6, Return cart to procurement instead) and Empty cart.
import type { Cart } from '@medsupply/contract';
import { useIsMutating } from '@tanstack/react-query';
import { ArrowRight, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { cartMutationKey } from '../api/cart-mutation';
import { CART_TEXTS, CHECKOUT_PATH } from '../constants';

import { cartTotalsRows } from './cart-totals-rows';
import { ReturnCartAction } from './return-cart-action';

export interface CartTotalsProps {
  cart: Cart;
  punchout: boolean;
  /** The Empty cart action, composed by the page (it owns the confirmation). */
  emptyCartAction?: ReactNode;
}

export function CartTotals({ cart, punchout, emptyCartAction }: CartTotalsProps) {
  const calculating = useIsMutating({ mutationKey: cartMutationKey }) > 0;
  const rows = cartTotalsRows(cart, calculating);

  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-6"
    >
      <h2 id="cart-summary-heading" className="text-lg font-semibold text-navy-900">
        {CART_TEXTS.orderSummary}
      </h2>
      {rows && (
        <dl className="mt-4 space-y-2.5 text-sm" aria-busy={calculating}>
          {rows.map((row) => (
            <div
              key={row.key}
              className={cn(
                'flex items-baseline justify-between gap-4',
                row.key === 'total' && 'mt-3 border-t border-slate-200 pt-3',
              )}
            >
              <dt
                className={row.key === 'total' ? 'text-base font-semibold text-navy-900' : 'text-slate-600'}
              >
                {row.label}
              </dt>
              <dd
                className={cn(
                  'text-right tabular-nums',
                  row.key === 'total' ? 'text-xl font-bold text-navy-900' : 'font-medium text-slate-900',
                  row.value === 'FREE' && 'font-semibold text-emerald-700',
                )}
                data-testid={`cart-${row.key}`}
              >
                {row.value}
                {row.note && (
                  <span className="mt-1 block text-xs font-normal text-slate-600">{row.note}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {!rows && (
        <p className="mt-2 text-sm text-slate-600">
          {cart.totalItems} {cart.totalItems === 1 ? 'product' : 'products'}, {cart.totalQuantity}{' '}
          {cart.totalQuantity === 1 ? 'unit' : 'units'} in total. Prices are confirmed on your order.
        </p>
      )}
      <div className="mt-5 grid gap-3">
        {punchout && <ReturnCartAction />}
        {!punchout && (
          <Link
            to={CHECKOUT_PATH}
            className={buttonStyles({ variant: 'primary', size: 'lg', className: 'w-full' })}
          >
            {CART_TEXTS.proceedToCheckout}
            <ArrowRight aria-hidden="true" />
          </Link>
        )}
        {emptyCartAction}
      </div>
      {!punchout && rows && (
        <p className="mt-4 flex items-center gap-2 text-xs text-slate-600">
          <Lock className="size-3.5 shrink-0" aria-hidden="true" />
          Tax is estimated for your default shipping address and confirmed at checkout.
        </p>
      )}
    </section>
  );
}
