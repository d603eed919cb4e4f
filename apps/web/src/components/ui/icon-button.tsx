// A square button that shows only an icon; `label` is its accessible name and tooltip.
import type { ButtonHTMLAttributes, ReactNode } from 'react';

import { cn } from '@/lib/cn';

export const iconButtonStyles = (className?: string) =>
  cn(
    'relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-navy-900 transition-colors',
    'hover:bg-slate-100 active:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2',
    'focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5',
    className,
  );

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  label: string;
  children: ReactNode;
}

export function IconButton({ label, className, type = 'button', title, ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={title ?? label}
      className={iconButtonStyles(className)}
      {...props}
    />
  );
}
