// Pieces the Make a payment steps share: the step list, what a step shows without its draft, and
// the summary of invoices, credits and the amount to charge.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
