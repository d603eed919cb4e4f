// The cart popover (storefront spec §2.7, §4): mounted by the first hover or click on the header's
// cart icon, so it starts open. Hovering opens it after 150 ms; the icon toggles it; an outside
// mousedown, Escape or following one of its links closes it. A click on an icon the hover has just
// opened keeps it open rather than closing it under the pointer.
import { CART_POPOVER_MAX_HEIGHT_PX } from '@medsupply/domain';
import { useState } from 'react';

import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

import { useCart } from '../api/get-cart';
import { CART_TEXTS, cartButtonLabel } from '../constants';

import { CartButtonContent, cartButtonClass, useHoverOpen } from './cart-popover-button';
import { CartPopoverPanel } from './cart-popover-panel';

export interface CartPopoverProps {
  count: number;
  punchout: boolean;
  className?: string;
  openedBy: 'hover' | 'click';
}

export default function CartPopover({ count, punchout, className, openedBy }: CartPopoverProps) {
  const [open, setOpen] = useState(true);
  const [openedByHover, setOpenedByHover] = useState(openedBy === 'hover');
  const query = useCart(true);
  const hover = useHoverOpen(() => {
    if (open) return;
    setOpenedByHover(true);
    setOpen(true);
  });
  const close = () => setOpen(false);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={cartButtonLabel(count)}
        title="Cart"
        className={cartButtonClass(className)}
        onPointerEnter={hover.onPointerEnter}
        onPointerLeave={hover.onPointerLeave}
        onClick={(event) => {
          // Our own toggle instead of Radix's, so a hover-opened popover stays open on the click.
          event.preventDefault();
          hover.cancel();
          if (open && !openedByHover) setOpen(false);
          else setOpen(true);
          setOpenedByHover(false);
        }}
      >
        <CartButtonContent count={count} />
      </PopoverTrigger>
      <PopoverContent
        aria-label={CART_TEXTS.cartLabel}
        className="flex w-[24rem] flex-col p-0"
        style={{
          maxHeight: `min(${CART_POPOVER_MAX_HEIGHT_PX}px, var(--radix-popover-content-available-height, ${CART_POPOVER_MAX_HEIGHT_PX}px))`,
        }}
      >
        <CartPopoverPanel
          cart={query.data}
          loading={query.isPending}
          failed={query.isError}
          punchout={punchout}
          onNavigate={close}
        />
      </PopoverContent>
    </Popover>
  );
}
