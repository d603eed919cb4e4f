// The header's cart icon for a signed-in buyer (storefront spec §2.4, §2.7): the total quantity in
// a badge, and the cart popover, which opens on hover after 150 ms and on click or keyboard. The
// popover's code loads on intent (pointer over the icon, focus) or on the first activation, so it
// stays out of the first page load; the hover delay covers the load.
import { CART_HOVER_DELAY_MS } from '@medsupply/domain';
import { ShoppingCart } from 'lucide-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { PointerEvent } from 'react';

import { CountBadge } from '@/components/ui/badge';
import { iconButtonStyles } from '@/components/ui/icon-button';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// Not from ../constants: that module carries the cart screens' texts (cart-button-label.ts).
import { cartButtonLabel } from '../cart-button-label';

import type { CartPopoverProps } from './cart-popover';

const CartPopover = lazyWithPreload<CartPopoverProps>(() => import('./cart-popover'));

export function cartButtonClass(className?: string): string {
  return iconButtonStyles(className);
}

export function CartButtonContent({ count }: { count: number }) {
  return (
    <>
      <ShoppingCart aria-hidden="true" />
      <CountBadge count={count} />
    </>
  );
}

/**
 * storefront spec §2.7 / §9: hovering with a mouse opens after 150 ms; leaving before then cancels.
 * Touch and pen pointers open on the tap instead.
 */
export function useHoverOpen(open: () => void, delayMs: number = CART_HOVER_DELAY_MS) {
  const timer = useRef<number | undefined>(undefined);
  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);
  return {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      cancel();
      timer.current = window.setTimeout(open, delayMs);
    },
    onPointerLeave: cancel,
    cancel,
  };
}

export interface HeaderCartButtonProps {
  /** Total quantity of the cart's lines (the badge). */
  count: number;
  punchout: boolean;
  className?: string;
}

export function HeaderCartButton({ count, punchout, className }: HeaderCartButtonProps) {
  const [activation, setActivation] = useState<'hover' | 'click' | null>(null);
  const hover = useHoverOpen(() => setActivation('hover'));

  const placeholder = (
    <button
      type="button"
      aria-label={cartButtonLabel(count)}
      title="Cart"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={cartButtonClass(className)}
      onPointerEnter={(event) => {
        void CartPopover.preload();
        hover.onPointerEnter(event);
      }}
      onPointerLeave={hover.onPointerLeave}
      onFocus={() => void CartPopover.preload()}
      onClick={() => {
        hover.cancel();
        setActivation('click');
      }}
    >
      <CartButtonContent count={count} />
    </button>
  );
  if (activation === null) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CartPopover count={count} punchout={punchout} className={className} openedBy={activation} />
    </Suspense>
  );
}
