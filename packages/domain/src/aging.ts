// Accounts-receivable aging: what an account owes, by how long it has been past due
// (issue 18 points 2 and 8: current, 1–30, 31–60, 61–90 and over 90 days past due, as of a date).
import { assertIsoDay, type IsoDay } from './calendar-days.ts';
import { assertCents } from './money.ts';
import { daysOverdue } from './terms.ts';

export type AgingBucketKey = 'current' | 'days1To30' | 'days31To60' | 'days61To90' | 'over90';

/**
 * The buckets in the order a statement prints them, with the column labels it prints under a
 * heading that says the days are days past due.
 */
export const AGING_BUCKETS: readonly { key: AgingBucketKey; label: string }[] = [
  { key: 'current', label: 'Current' },
  { key: 'days1To30', label: '1-30 Days' },
  { key: 'days31To60', label: '31-60 Days' },
  { key: 'days61To90', label: '61-90 Days' },
  { key: 'over90', label: 'Over 90 Days' },
];

export type AgingSummary = Record<AgingBucketKey, number> & {
  /** The sum of the buckets: everything open on the as-of day. */
  totalCents: number;
};

/** The bucket of an amount `daysPastDue` days past due (0: not yet due, or due that very day). */
export function agingBucketOf(daysPastDue: number): AgingBucketKey {
  if (!Number.isSafeInteger(daysPastDue) || daysPastDue < 0) {
    throw new RangeError(`daysPastDue must be a whole number of 0 or more, got ${daysPastDue}`);
  }
  if (daysPastDue === 0) return 'current';
  if (daysPastDue <= 30) return 'days1To30';
  if (daysPastDue <= 60) return 'days31To60';
  if (daysPastDue <= 90) return 'days61To90';
  return 'over90';
}

/** One open amount: an invoice's amount due (positive) or an unused credit (negative). */
export interface AgingItem {
  /** Invoices: the due date. Credits: ignored (see agingSummary). */
  dueDate: IsoDay;
  /** Signed cents: positive for what the account owes, negative for credit it holds. */
  openCents: number;
}

/**
 * The aging summary on `asOfDay`. An amount owed goes to the bucket of its days past due (an
 * invoice due on the as-of day is current). A credit (a credit memo or payment not yet applied)
 * is not late for anything: it counts as current, where it lowers what is due now, so the buckets
 * still add up to the account's balance. Amounts are summed in cents; nothing is rounded.
 */
export function agingSummary(items: readonly AgingItem[], asOfDay: IsoDay): AgingSummary {
  assertIsoDay(asOfDay, 'asOfDay');
  const summary: AgingSummary = {
    current: 0,
    days1To30: 0,
    days31To60: 0,
    days61To90: 0,
    over90: 0,
    totalCents: 0,
  };
  for (const item of items) {
    assertCents(item.openCents, 'openCents');
    const bucket = item.openCents > 0 ? agingBucketOf(daysOverdue(item.dueDate, asOfDay)) : 'current';
    summary[bucket] += item.openCents;
    summary.totalCents += item.openCents;
  }
  return summary;
}
