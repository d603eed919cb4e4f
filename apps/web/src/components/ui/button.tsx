// Buttons and button-looking links. `buttonStyles` lets router links share the exact look.
import type { ButtonHTMLAttributes, ReactNode } from 'react';

import { cn } from '@/lib/cn';

export type ButtonVariant =
  'primary' | 'secondary' | 'outline' | 'ghost' | 'link' | 'accent' | 'outline-inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary: 'bg-navy-900 text-white shadow-sm hover:bg-navy-800 active:bg-navy-950',
  outline:
    'border border-slate-300 bg-white text-navy-900 shadow-sm hover:border-slate-400 hover:bg-slate-50',
  ghost: 'text-navy-900 hover:bg-slate-100',
  link: 'text-brand-700 underline-offset-4 hover:underline hover:text-brand-800',
  // On navy or photo backgrounds (hero, banners).
  accent: 'bg-brand-300 text-navy-950 shadow-sm hover:bg-brand-200 active:bg-brand-100',
  'outline-inverse': 'border border-white/50 text-white hover:border-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm [&_svg]:size-4',
  md: 'h-10 px-4 text-sm [&_svg]:size-4',
  lg: 'h-12 px-6 text-base [&_svg]:size-5',
};

/** The same sizes as a least height: a label that may be long (a file or lot name) wraps. */
const wrappingSizes: Record<ButtonSize, string> = {
  sm: 'min-h-8 px-3 py-1 text-sm [&_svg]:size-4',
  md: 'min-h-10 px-4 py-1.5 text-sm [&_svg]:size-4',
  lg: 'min-h-12 px-6 py-2 text-base [&_svg]:size-5',
};

export function buttonStyles({
  variant = 'primary',
  size = 'md',
  wrap = false,
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; wrap?: boolean; className?: string } = {}): string {
  const sized = variant === 'link' ? 'h-auto px-0' : (wrap ? wrappingSizes : sizes)[size];
  const lines = wrap ? 'max-w-full text-left [overflow-wrap:anywhere]' : 'whitespace-nowrap';
  return cn(base, variants[variant], sized, lines, className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Lets the label take several lines on a narrow screen instead of running over. */
  wrap?: boolean;
  children: ReactNode;
}

export function Button({ variant, size, wrap, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonStyles({ variant, size, wrap, className })} {...props} />;
}
