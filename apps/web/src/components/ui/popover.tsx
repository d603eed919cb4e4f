// Radix popover with the store's panel styling. Radix closes it on outside pointer-down and Escape
// (storefront spec §4: popovers toggle on their button and close on an outside mousedown).
import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;

export function PopoverContent({
  className,
  sideOffset = 8,
  align = 'end',
  children,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={12}
        className={cn(
          'z-50 w-80 max-w-[calc(100vw-24px)] animate-fade-in rounded-xl border border-slate-200 bg-white p-5 text-slate-800 shadow-popover',
          'focus-visible:outline-none',
          className,
        )}
        {...props}
      >
        {children}
        <PopoverPrimitive.Arrow
          className="fill-white drop-shadow-[0_1px_0_rgb(226_232_240)]"
          width={14}
          height={7}
        />
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}
