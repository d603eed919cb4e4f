// A list's filter form that folds behind a "Filters" button on a phone (issue 31: Sales Orders'
// five fields pushed the first order about 1,200 px down a 375 × 812 screen). From the tablet
// breakpoint up (storefront spec §9: 768 px) the form is always open and the button is gone. CSS
// decides which, so the server's markup is right at every width; applying the filters folds the
// form again on a phone so the results it asked for are what the buyer sees next.
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Button } from './button';

export interface FoldingFiltersProps {
  /** The form (or fields) to fold. */
  children: ReactNode;
  /** The button's text. */
  label?: string;
  /** How many filters are in force; shown on the button so a folded filter is not forgotten. */
  activeCount?: number;
  /** The page's own actions (Make a payment), on the button's line at every width. */
  actions?: ReactNode;
}

export function FoldingFilters({
  children,
  label = 'Filters',
  activeCount = 0,
  actions,
}: FoldingFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="space-y-3" onSubmit={() => setOpen(false)}>
      <div className={cn('flex flex-wrap items-center gap-3', !actions && 'md:hidden')}>
        <Button
          variant="outline"
          // relative: the count's screen-reader words stay inside the button
          className="relative md:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {label}
          {activeCount > 0 && (
            <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white tabular-nums">
              <span className="sr-only">(</span>
              {activeCount}
              <span className="sr-only"> in use)</span>
            </span>
          )}
        </Button>
        {actions && <div className="ml-auto flex flex-wrap gap-3">{actions}</div>}
      </div>
      <div id={panelId} className={cn(!open && 'hidden', 'md:block')}>
        {children}
      </div>
    </div>
  );
}
