// Spend reports (issue 33 point 3): what counts as spend, the report's date range and the period
// it is compared with, its months, and the "top N + Other" cut of a breakdown. Pure: the API sums
// orders and credit memos with SQL and uses these for the ranges and the shape; the storefront uses
// the same range rules for its date fields and prints SPEND_DEFINITION in the page's small print.
//
// Spend = placed orders (pending approval included, rejected excluded) by order date in the store's
// calendar (America/New_York), counted as merchandise: each line's amount net of its cancelled
// quantity, round(amount × (quantity − cancelled) / quantity), less credit memos by memo date. A
// memo issued against an invoice counts for that invoice's order's ship-to and placer; a memo
// without one counts for the account only. Category and item breakdowns show merchandise only.
import { addCalendarDays, daysBetween, isIsoDay, type IsoDay } from './calendar-days.ts';
import { roundHalfAwayFromZero } from './money.ts';

/** The definition the report page prints in its small print (and the API's header comment says). */
export const SPEND_DEFINITION =
  'Spend is what your placed orders came to (orders awaiting approval included, rejected orders excluded), ' +
  'by order date in the store’s calendar (Eastern Time): the merchandise on each line less any canceled ' +
  'quantity, before shipping, tax and fees, less credit memos by their date. A credit memo for an invoice ' +
  'counts for that order’s location and contact. Spend by category and by item shows merchandise only, ' +
  'without credit memos.';

/** At most three years of days in one report (one of them may hold a leap day). */
export const SPEND_REPORT_MAX_DAYS = 3 * 365 + 1;
/** How many items the item breakdown names before it sums the rest as "Other". */
export const SPEND_TOP_ITEMS = 20;

export const SPEND_RANGE_MESSAGES = {
  from: 'from must be a date written YYYY-MM-DD',
  to: 'to must be a date written YYYY-MM-DD',
  order: 'from must be on or before to',
  tooLong: 'The date range can be at most 3 years.',
} as const;

/** Why a report range cannot be read, or null when it can. */
export function spendRangeProblem(from: string, to: string): string | null {
  if (!isIsoDay(from)) return SPEND_RANGE_MESSAGES.from;
  if (!isIsoDay(to)) return SPEND_RANGE_MESSAGES.to;
  if (from > to) return SPEND_RANGE_MESSAGES.order;
  if (daysBetween(from, to) + 1 > SPEND_REPORT_MAX_DAYS) return SPEND_RANGE_MESSAGES.tooLong;
  return null;
}

/**
 * The report's range when none is chosen: the last 12 months of the store's calendar, the current
 * month included (the first day of the month 11 months back up to today), so every bar is a month.
 */
export function defaultSpendRange(today: IsoDay): { from: IsoDay; to: IsoDay } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 11;
  const start = month <= 0 ? { year: year - 1, month: month + 12 } : { year, month };
  return { from: `${start.year}-${String(start.month).padStart(2, '0')}-01`, to: today };
}

/** The period a range is compared with: as many days, ending the day before it starts. */
export function previousSpendRange(from: IsoDay, to: IsoDay): { from: IsoDay; to: IsoDay } {
  const days = daysBetween(from, to) + 1;
  return { from: addCalendarDays(from, -days), to: addCalendarDays(from, -1) };
}

/** The months ('YYYY-MM') a range touches, in order. */
export function monthsOf(from: IsoDay, to: IsoDay): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Jan 2026' for '2026-01'. */
export function monthLabel(month: string): string {
  return `${MONTH_SHORT[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
}

/** A line's merchandise net of its cancelled quantity, in cents: the amount pro rata, rounded. */
export function netLineCents(amountCents: number, quantity: number, quantityCancelled: number): number {
  if (quantity <= 0) return 0;
  return roundHalfAwayFromZero((amountCents * (quantity - quantityCancelled)) / quantity);
}

export interface SpendRow {
  spentCents: number;
}

/**
 * The first `top` rows (already in order) and, when there are more, one `other` row with the sum
 * of the rest, so the breakdown still adds up to the total.
 */
export function topWithOther<T extends SpendRow>(
  rows: readonly T[],
  top: number,
  other: (spentCents: number) => T,
): T[] {
  if (rows.length <= top) return [...rows];
  const rest = rows.slice(top).reduce((sum, row) => sum + row.spentCents, 0);
  return [...rows.slice(0, top), other(rest)];
}

/** Change from the last period to this one in percent (one decimal); null when the last was 0. */
export function spendChangePercent(thisCents: number, lastCents: number): number | null {
  if (lastCents === 0) return null;
  return Math.round(((thisCents - lastCents) / Math.abs(lastCents)) * 1000) / 10;
}

/**
 * Who may open spend reports: an account administrator or a parent login, seeing prices (the
 * report is money). The API refuses the rest; the storefront's menu and page hide it from them.
 */
export function mayReadSpendReports(login: {
  permissions: { isPriceVisible: boolean; isAdmin: boolean };
  isParentLogin: boolean;
}): boolean {
  return login.permissions.isPriceVisible && (login.permissions.isAdmin || login.isParentLogin);
}
