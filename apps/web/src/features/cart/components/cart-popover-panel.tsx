// The cart popover's panel (storefront spec §2.7, §4): 'Your cart is loading...', 'Your cart is
// empty', or '{n} Products' over the lines (image, name, price when visible, quantity, unit, matrix
// details as 'key:value', Remove), then the subtotal when prices are visible, View Cart and
// Checkout (in punchout mode, Return cart to procurement instead). The lines scroll inside the popover's 600 px.
import type { Cart, CartLine } from '@medsupply/contract';
import { dollarsToCents, formatUsd } from '@medsupply/domain';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { useRemoveCartItem } from '../api/remove-item';
import { CART_PATH, CART_TEXTS, CHECKOUT_PATH, SHOP_PATH, productsCount } from '../constants';

import { LineName, LineThumbnail, MatrixDetails, lineName, lineTotalText, unitOf } from './cart-line-parts';
import { ReturnCartAction } from './return-cart-action';

export interface CartPopoverPanelProps {
  cart: Cart | undefined;
  loading: boolean;
  failed: boolean;
  punchout: boolean;
  /** Called when the buyer follows a link out of the popover, so it closes. */
  onNavigate: () => void;
}

function PopoverLine({ line, onNavigate }: { line: CartLine; onNavigate: () => void }) {
  const remove = useRemoveCartItem();
  const name = lineName(line);
  const total = lineTotalText(line.lineTotal);
  const unitName = unitOf(line, line.unit)?.unitName;
  return (
    <li
      aria-label={name}
      aria-busy={remove.isPending}
      className={cn('flex gap-3 py-3', remove.isPending && 'opacity-50')}
    >
      <LineThumbnail line={line} size="sm" onClick={onNavigate} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <LineName line={line} onClick={onNavigate} className="line-clamp-2 min-w-0 text-sm leading-5" />
          {total !== null && (
            <span className="shrink-0 text-sm font-semibold text-navy-900 tabular-nums">{total}</span>
          )}
        </div>
        <MatrixDetails details={line.matrixDetails} className="mt-1" />
        <div className="mt-1 flex items-center justify-between gap-3 text-xs text-slate-600">
          <span>
            Qty: <span className="font-semibold text-slate-800">{line.quantity}</span>
            {unitName && <span> · {unitName}</span>}
          </span>
          <button
            type="button"
            disabled={remove.isPending}
            aria-label={`${CART_TEXTS.remove} ${name}`}
            onClick={() => remove.mutate({ detailId: line.id })}
            className="font-semibold text-red-700 underline-offset-4 hover:underline disabled:opacity-50"
          >
            {CART_TEXTS.remove}
          </button>
        </div>
      </div>
    </li>
  );
}

function PanelMessage({ children, onNavigate }: { children: string; onNavigate: () => void }) {
  return (
    <div className="flex flex-col items-center px-5 py-8 text-center">
      <ShoppingCart className="size-7 text-slate-400" aria-hidden="true" />
      <p className="mt-2 text-sm font-medium text-slate-700">{children}</p>
      <Link
        to={SHOP_PATH}
        onClick={onNavigate}
        className="mt-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {CART_TEXTS.continueShopping}
      </Link>
    </div>
  );
}

export function CartPopoverPanel({ cart, loading, failed, punchout, onNavigate }: CartPopoverPanelProps) {
  if (!cart) {
    if (loading || !failed)
      return (
        <p role="status" className="px-5 py-8 text-center text-sm text-slate-700">
          {CART_TEXTS.popoverLoading}
        </p>
      );
    return <PanelMessage onNavigate={onNavigate}>{CART_TEXTS.loadFailed}</PanelMessage>;
  }
  if (cart.cartDetail.length === 0)
    return <PanelMessage onNavigate={onNavigate}>{CART_TEXTS.popoverEmpty}</PanelMessage>;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <p className="border-b border-slate-200 px-5 py-3 text-sm font-semibold text-navy-900">
        {productsCount(cart.totalItems)}
      </p>
      <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto overscroll-contain px-5">
        {cart.cartDetail.map((line) => (
          <PopoverLine key={line.id} line={line} onNavigate={onNavigate} />
        ))}
      </ul>
      <div className="border-t border-slate-200 px-5 py-4">
        {cart.subtotal !== undefined && (
          <p className="mb-3 flex items-baseline justify-between text-sm">
            <span className="text-slate-600">{CART_TEXTS.subtotal}</span>
            <span className="text-base font-bold text-navy-900 tabular-nums">
              {formatUsd(dollarsToCents(cart.subtotal))}
            </span>
          </p>
        )}
        <div className={cn('grid gap-2', !punchout && 'grid-cols-2')}>
          <Link to={CART_PATH} onClick={onNavigate} className={buttonStyles({ variant: 'outline' })}>
            {CART_TEXTS.viewCart}
          </Link>
          {!punchout && (
            <Link to={CHECKOUT_PATH} onClick={onNavigate} className={buttonStyles({ variant: 'primary' })}>
              {CART_TEXTS.checkout}
            </Link>
          )}
          {punchout && <ReturnCartAction compact />}
        </div>
      </div>
    </div>
  );
}
