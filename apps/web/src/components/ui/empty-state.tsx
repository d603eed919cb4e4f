// A calm, centred message for pages or panels with nothing to show yet.
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

export function EmptyState({ icon, title, children, actions, className }: EmptyStateProps) {
  return (
    <section
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center md:py-16',
        className,
      )}
    >
      {icon && (
        <div
          className="mb-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-7"
          aria-hidden="true"
        >
          {icon}
        </div>
      )}
      <h2 className="text-lg font-semibold text-navy-900">{title}</h2>
      {children && <div className="mt-2 max-w-md text-sm leading-6 text-slate-600">{children}</div>}
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </section>
  );
}
