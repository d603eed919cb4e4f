// The Add to List trigger for the product page and product cards (storefront spec §2.5, §2.6). The
// dialog's code loads on intent (hover, focus, touch) or on the first click, so pages that never
// open it do not download it. Shown only to logged-in buyers: the app composes it in for them.
import { ListPlus } from 'lucide-react';
import { Suspense, useState } from 'react';

import { buttonStyles } from '@/components/ui/button';
import type { ButtonSize } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

import { MESSAGES } from '../constants';

import type { AddToListProps } from './add-to-list-types';

// The card's compact button: an outlined square as tall as the card's small Add to cart button.
const iconOutline =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-navy-900 ' +
  'shadow-sm transition-colors hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&_svg]:size-4';

const AddToListDialog = lazyWithPreload(() => import('./add-to-list-dialog'));

export interface AddToListButtonProps extends AddToListProps {
  /** 'button' with its words (product page), or 'icon' for the compact product card. */
  appearance?: 'button' | 'icon';
  /** The button's size beside the add-to-cart control it sits with. */
  size?: ButtonSize;
  className?: string;
}

export function AddToListButton({
  appearance = 'button',
  size = 'sm',
  className,
  ...props
}: AddToListButtonProps) {
  const [open, setOpen] = useState(false);
  // Counts the opens: each open starts the dialog afresh from the unit and quantity chosen on the
  // page at that moment (0: never opened, nothing mounted or downloaded yet).
  const [opens, setOpens] = useState(0);
  const preload = () => void AddToListDialog.preload().catch(() => undefined);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={appearance === 'icon' ? `${MESSAGES.addToList}: ${props.item.name}` : undefined}
        title={appearance === 'icon' ? MESSAGES.addToList : undefined}
        className={
          appearance === 'icon'
            ? cn(iconOutline, className)
            : buttonStyles({ variant: 'outline', size, className })
        }
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          setOpens((count) => count + 1);
          setOpen(true);
        }}
      >
        <ListPlus aria-hidden="true" />
        {appearance === 'button' && MESSAGES.addToList}
      </button>
      {opens > 0 && (
        <Suspense fallback={null}>
          <AddToListDialog key={opens} open={open} onOpenChange={setOpen} {...props} />
        </Suspense>
      )}
    </>
  );
}
