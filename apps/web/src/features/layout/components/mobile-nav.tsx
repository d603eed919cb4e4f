// The hamburger button of the mobile header (up to 767 px). The slide-in navigation behind it is
// code-split: it loads on intent or on the first tap, then opens.
import { Menu } from 'lucide-react';
import { Suspense, useState } from 'react';

import { iconButtonStyles } from '@/components/ui/icon-button';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

import type { MobileNavProps, MobileNavSheetProps } from './mobile-nav-sheet';

const MobileNavSheet = lazyWithPreload<MobileNavSheetProps>(() => import('./mobile-nav-sheet'));

export function MobileNav({ preloadAccount, ...props }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  // On intent: the sheet, the account section it shows and the categories it lists, together.
  const preload = () => {
    void MobileNavSheet.preload();
    void preloadAccount?.();
    props.onCategoriesWanted?.();
  };

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={iconButtonStyles('-ml-2 md:hidden')}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          preload();
          setMounted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileNavSheet {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
