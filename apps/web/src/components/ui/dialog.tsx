// Radix dialog in two shapes: a centred Dialog and a Sheet that slides in from the side (mobile
// navigation). Both trap focus, close on Escape and on the overlay, need a title, and give the
// focus back to what had it when they opened.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef } from 'react';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { iconButtonStyles } from './icon-button';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

function Overlay() {
  return (
    <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-navy-950/50 backdrop-blur-[1px]" />
  );
}

type AutoFocusHandler = (event: Event) => void;

/**
 * Focus goes back to the element that had it when the dialog opened. Radix returns it only to a
 * <DialogTrigger>; most of our dialogs are opened by a plain button setting state (or by a menu
 * item), and on close a keyboard user was left on <body>, at the top of the page. A caller's own
 * onCloseAutoFocus still decides first (preventDefault keeps Radix's and ours out).
 */
function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Radix calls this before it moves the focus in: the active element is still the opener.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}

function CloseButton({ className }: { className?: string }) {
  return (
    <DialogPrimitive.Close className={iconButtonStyles(className)} aria-label="Close">
      <X aria-hidden="true" />
    </DialogPrimitive.Close>
  );
}

export function DialogContent({
  title,
  description,
  wide = false,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  title: string;
  description?: ReactNode;
  /** Room for a table (a form over an invoice's lines), scrolling when taller than the screen. */
  wide?: boolean;
}) {
  const returnFocus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <Overlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-32px)] -translate-x-1/2 -translate-y-1/2 animate-fade-in',
          'rounded-2xl bg-white p-6 shadow-popover focus-visible:outline-none',
          wide ? 'max-h-[calc(100dvh-32px)] max-w-3xl overflow-y-auto' : 'max-w-lg',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        {...returnFocus}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <DialogPrimitive.Title className="text-lg font-semibold text-navy-900">
            {title}
          </DialogPrimitive.Title>
          <CloseButton className="-mt-2 -mr-2" />
        </div>
        {description && (
          <DialogPrimitive.Description className="mb-4 text-sm text-slate-600">
            {description}
          </DialogPrimitive.Description>
        )}
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetContent({
  title,
  header,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: string; header?: ReactNode }) {
  const returnFocus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <Overlay />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-[min(88vw,360px)] animate-sheet-in flex-col bg-white shadow-popover focus-visible:outline-none',
          className,
        )}
        {...props}
        {...returnFocus}
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-3 border-b border-slate-200 px-4">
          {header ?? <span />}
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          <CloseButton />
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
