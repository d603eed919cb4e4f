// Pieces the Make a payment steps share: the step list, a block for loading or a failed load, and
// the summary of invoices, credits and the amount to charge.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatUsd } from '@/lib/format';

const STEPS = ['Select invoices', 'Payment method', 'Review', 'Confirmation'] as const;

export function PaymentSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  return (
    <ol aria-label="Payment steps" className="mb-5 flex flex-wrap gap-x-5 gap-y-1 text-sm">
      {STEPS.map((step, index) => (
        <li
          key={step}
          aria-current={index === current ? 'step' : undefined}
          className={index === current ? 'font-semibold text-navy-900' : 'text-slate-500'}
        >
          {index + 1}. {step}
        </li>
      ))}
    </ol>
  );
}

export function LoadingBlock({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
      <p>{message}</p>
      <Button className="mt-3" size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A list's state before it has data: loading, or failed with its message and a retry. */
export function QueryStatus({
  query,
  what,
}: {
  query: { isError: boolean; error: Error | null; refetch: () => unknown };
  /** What is loaded: 'payment methods'. */
  what: string;
}) {
  if (!query.isError) return <LoadingBlock label={`Loading ${what}`} />;
  return (
    <LoadFailed
      message={`We could not load your ${what}. ${query.error?.message ?? ''}`}
      onRetry={() => void query.refetch()}
    />
  );
}

/** What a step shows when the draft it needs is gone (another tab paid, storage cleared). */
export function NoDraft({ createHref }: { createHref: string }) {
  return (
    <p className="rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center text-sm text-slate-700">
      No payment in progress.{' '}
      <Link className="text-brand-700 underline" to={createHref}>
        Select invoices to pay
      </Link>
      .
    </p>
  );
}

export interface SummaryRow {
  term: string;
  cents: number;
  strong?: boolean;
  /** Shown as a deduction (credits). */
  minus?: boolean;
  /**
   * Not known yet: 'calculating' while it is asked for, 'unavailable' when asking failed. Either
   * shows in words instead of an amount, never a $0.00 that reads as real (issue 31 point 2).
   */
  state?: 'calculating' | 'unavailable' | undefined;
}

function SummaryAmount({ row }: { row: SummaryRow }) {
  if (row.state === 'calculating') return <span className="animate-pulse text-slate-600">Calculating…</span>;
  if (row.state === 'unavailable') return <span className="font-medium text-red-700">Unavailable</span>;
  return <>{row.minus && row.cents > 0 ? `−${formatUsd(row.cents)}` : formatUsd(row.cents)}</>;
}

export function PaymentSummary({ rows, children }: { rows: SummaryRow[]; children?: ReactNode }) {
  return (
    <section aria-label="Payment summary" className="rounded-2xl border border-slate-200 bg-white p-5">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className={row.strong ? 'font-semibold text-navy-900' : 'text-slate-700'}>{row.term}</dt>
            <dd
              className={`text-right tabular-nums ${row.strong ? 'font-semibold text-navy-900' : 'text-slate-900'}`}
            >
              <SummaryAmount row={row} />
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
