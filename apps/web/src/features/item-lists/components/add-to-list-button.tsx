// The Add to List trigger for the product page and product cards (storefront spec §2.5, §2.6). The
// dialog's code loads on intent (hover, focus, touch) or on the first click, so pages that never
// open it do not download it. Shown only to logged-in buyers: the app composes it in for them.
import { ListPlus } from 'lucide-react';
import { Suspense, useState } from 'react';

import { buttonStyles } from '@/components/ui/button';
import { iconButtonStyles } from '@/components/ui/icon-button';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

import { MESSAGES } from '../constants';

import type { AddToListProps } from './add-to-list-types';

const AddToListDialog = lazyWithPreload(() => import('./add-to-list-dialog'));

export interface AddToListButtonProps extends AddToListProps {
  /** 'button' with its words (product page), or 'icon' for the compact product card. */
  appearance?: 'button' | 'icon';
  className?: string;
}

export function AddToListButton({ appearance = 'button', className, ...props }: AddToListButtonProps) {
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
            ? iconButtonStyles(className)
            : buttonStyles({ variant: 'outline', size: 'sm', className })
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
