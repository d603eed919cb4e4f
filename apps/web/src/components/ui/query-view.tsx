// What a page shows while it reads (issue 32 point 3): loading, failed with a retry, empty, or the
// data. Every read of the web goes through QueryView, or through LoadingBlock and LoadFailed where
// what is awaited is not one query (a draft in storage, two queries at once).
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { isNotFound } from '@/lib/refusal';

/** The part of a TanStack query result QueryView reads. */
export interface ReadState<T> {
  data: T | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export type LoadingShape = 'rows' | 'panel' | 'line';

/** Placeholders standing in for the data while it loads, announced by their label. */
export function LoadingBlock({
  label,
  shape = 'rows',
  className,
}: {
  /** Read to assistive technology: 'Loading invoices'. */
  label: string;
  /** Three table rows, a panel (a card and a block), or one line of text. */
  shape?: LoadingShape;
  className?: string;
}) {
  return (
    <div
      role="status"
      aria-label={label}
      className={cn(shape === 'panel' ? 'space-y-3' : 'space-y-2', className)}
    >
      {shape === 'rows' && (
        <>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </>
      )}
      {shape === 'panel' && (
        <>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </>
      )}
      {shape === 'line' && <Skeleton className="h-5 w-48" />}
    </div>
  );
}

/** A read that failed: what could not be loaded, the server's words, and Try again. */
export function LoadFailed({
  message,
  onRetry,
  className,
}: {
  message: string;
  /** Absent when trying again cannot help (the record does not exist). */
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn('rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800', className)}
    >
      <p>{message}</p>
      {onRetry && (
        <Button className="mt-3" size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** A list or panel with nothing to show: one calm line. EmptyState is the larger, page-sized one. */
export function EmptyLine({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cn(
        'rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center text-sm text-slate-600',
        className,
      )}
    >
      {children}
    </p>
  );
}

/** Whose records a page reads: a buyer's own ('your invoices'), or the store's in the back office ('the orders'). */
export type Owner = 'your' | 'the';

/** The sentence a failed read shows: 'We could not load your invoices. <the server's words>'. */
export function loadFailedMessage(what: string, error: Error | null, owner: Owner = 'your'): string {
  const reason = error?.message ? ` ${error.message}` : '';
  return `We could not load ${owner} ${what}.${reason}`;
}

export interface QueryViewProps<T> {
  query: ReadState<T>;
  /** What is read, in the plural a buyer would say: 'invoices', 'payment methods'. */
  what: string;
  /** 'the' in the back office and for the store's own pages (catalogue, content); 'your' by default. */
  owner?: Owner;
  loading?: LoadingShape;
  /** Kept data counts as empty when this says so; `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  /** What an empty answer shows (a string becomes an EmptyLine). */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Loading, failed with a retry (none when the record is not found), empty, or the data, for one query. Kept data wins over a failed
 * refetch, so a page that has shown its list keeps it when a background refresh fails.
 */
export function QueryView<T>({
  query,
  what,
  owner = 'your',
  loading = 'rows',
  isEmpty,
  empty,
  children,
}: QueryViewProps<T>) {
  if (query.data === undefined) {
    if (query.isError) {
      // A record that does not exist will not appear on a second try: no Try again then.
      return (
        <LoadFailed
          message={loadFailedMessage(what, query.error, owner)}
          onRetry={isNotFound(query.error) ? undefined : () => void query.refetch()}
        />
      );
    }
    return <LoadingBlock label={`Loading ${what}`} shape={loading} />;
  }
  if (isEmpty?.(query.data)) {
    return typeof empty === 'string' ? <EmptyLine>{empty}</EmptyLine> : <>{empty}</>;
  }
  return <>{children(query.data)}</>;
}
