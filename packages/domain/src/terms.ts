// Payment terms: when an invoice falls due and how late it is (service spec §3 checkout data
// `terms`; issue 18 point 1: due date and days overdue on the invoice details).
//
// Terms are the account's text as the order system writes it: 'Net 15', 'Net 30', 'Net 45',
// 'Net 60', 'Due on receipt'. 'Net N' means due N calendar days after the invoice date, counted in
// the store's calendar (calendar-days.ts); 'Due on receipt' means due on the invoice date.
import { addCalendarDays, assertIsoDay, daysBetween, type IsoDay } from './calendar-days.ts';

export const DUE_ON_RECEIPT = 'Due on receipt';

// 'Net 30', 'NET30', 'net 30 days': the order systems we know write these variants.
const NET_TERMS = /^net\s*(\d{1,3})(?:\s*days?)?$/i;

/**
 * Days from the invoice date to the due date for `terms`, or null when the terms are not ones we
 * can read (the caller then shows the stored due date and does not guess).
 */
export function termsDays(terms: string): number | null {
  const text = terms.trim().replace(/\s+/g, ' ');
  if (text.toLowerCase() === DUE_ON_RECEIPT.toLowerCase()) return 0;
  const net = NET_TERMS.exec(text);
  return net ? Number(net[1]) : null;
}

/** The due date of an invoice dated `invoiceDay` on `terms`; null when the terms are unreadable. */
export function dueDateFor(invoiceDay: IsoDay, terms: string): IsoDay | null {
  assertIsoDay(invoiceDay, 'invoiceDay');
  const days = termsDays(terms);
  return days === null ? null : addCalendarDays(invoiceDay, days);
}

/**
 * Days an invoice is past due on `asOfDay`: 0 on and before its due date, 1 the day after.
 * Only open invoices are overdue; the caller asks this only of invoices with an amount due.
 */
export function daysOverdue(dueDay: IsoDay, asOfDay: IsoDay): number {
  return Math.max(0, daysBetween(dueDay, asOfDay));
}
