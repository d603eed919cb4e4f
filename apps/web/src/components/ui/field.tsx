// Labelled form controls: a text input and a select, each with hint and error wired to the control
// (aria-describedby, aria-invalid) so screen readers announce them with the field.
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Skeleton } from './skeleton';

const controlClass =
  'block h-11 w-full rounded-lg border bg-white px-3 text-[15px] text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'focus-visible:outline-brand-600 disabled:bg-slate-100';

interface FieldShellProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}

function FieldShell({ id, label, hint, error, optional, className, children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-navy-900">
        {label}
        {optional && <span className="ml-1 font-normal text-slate-600">(optional)</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  containerClassName?: string;
}

export function TextField({
  label,
  hint,
  error,
  optional,
  containerClassName,
  className,
  type = 'text',
  ...props
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      className={containerClassName}
    >
      <input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(controlClass, error ? 'border-red-600' : 'border-slate-300', className)}
        {...props}
      />
    </FieldShell>
  );
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  containerClassName?: string;
  /**
   * Its options are still being read (a query of their own): a skeleton stands in for the control.
   * A select without its options shows its first one, 'Choose…', as if it were the value, and
   * keeps showing it when they arrive: a placeholder read as real (issue 31 point 2). Mounted with
   * its options, the control takes the form's value (react-hook-form sets it on mount).
   */
  loading?: boolean;
  children: ReactNode;
}

export function SelectField({
  label,
  hint,
  error,
  containerClassName,
  className,
  loading = false,
  children,
  ...props
}: SelectFieldProps) {
  const id = useId();
  if (loading)
    return (
      <FieldShell id={id} label={label} hint={hint} className={containerClassName}>
        <span role="status" aria-label={`Loading ${label}`} className="block">
          <Skeleton className="h-11 w-full rounded-lg" />
        </span>
      </FieldShell>
    );
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={containerClassName}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(controlClass, 'pr-8', error ? 'border-red-600' : 'border-slate-300', className)}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  containerClassName?: string;
}

export function TextAreaField({
  label,
  hint,
  error,
  optional,
  containerClassName,
  className,
  rows = 5,
  ...props
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      className={containerClassName}
    >
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(
          controlClass,
          'h-auto py-2.5',
          error ? 'border-red-600' : 'border-slate-300',
          className,
        )}
        {...props}
      />
    </FieldShell>
  );
}

/** A message above a form: the server's answer, a failure, or a confirmation. */
export function FormNotice({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-4 py-3 text-sm font-medium',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-emerald-200 bg-emerald-50 text-emerald-900',
      )}
    >
      {children}
    </div>
  );
}
