// A dialog opened by its own button (focus returns to it on close), whose body is given a `close`:
// the budget and rule forms and the delete confirmations. Radix unmounts the body when closed, so
// each opening starts a fresh form (and a fresh Idempotency-Key).
import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';

import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';

export function ControlDialog({
  trigger,
  title,
  description,
  wide = false,
  children,
}: {
  trigger: ReactElement;
  title: string;
  description?: ReactNode;
  wide?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {/* A form taller than a phone's screen scrolls inside the dialog. */}
      <DialogContent
        title={title}
        description={description}
        wide={wide}
        className="max-h-[calc(100dvh-32px)] overflow-y-auto"
      >
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}
