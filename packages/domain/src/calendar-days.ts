// Calendar days for billing: due dates, days overdue, aging and statement periods are counted in
// whole days of the store's calendar, written as ISO days ('2026-03-01').
//
// Why ISO day strings and not Dates: an invoice dated 9 PM in New York is dated the next day in
// UTC. Billing asks "which day was it at the store", so an instant is turned into the store's
// calendar day once (isoDayIn), and from then on only days are compared and added. ISO days sort
// as strings, and their arithmetic is done at UTC midnight, where no day is 23 or 25 hours long.
import { STORE_TIME_ZONE } from './constants.ts';
import { formatDate, parseYyyymmdd, type DateInput } from './dates.ts';

/** A calendar day, 'YYYY-MM-DD'. */
export type IsoDay = string;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** UTC midnight of a real ISO day; null when the text is not one ('2026-02-30', '2026-3-1'). */
function utcMidnight(day: string): Date | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  return parseYyyymmdd(`${match[1] ?? ''}${match[2] ?? ''}${match[3] ?? ''}`);
}

/** True when `value` is a real calendar day written 'YYYY-MM-DD'. */
export function isIsoDay(value: unknown): value is IsoDay {
  return typeof value === 'string' && utcMidnight(value) !== null;
}

/** Throws a RangeError unless `value` is a real 'YYYY-MM-DD' day. */
export function assertIsoDay(value: string, label = 'day'): void {
  midnightOf(value, label);
}

function midnightOf(day: IsoDay, label: string): Date {
  const date = utcMidnight(day);
  if (date === null) throw new RangeError(`${label} must be a day written YYYY-MM-DD, got ${day}`);
  return date;
}

/**
 * The calendar day an instant falls on in `timeZone` (the store's by default):
 * '2026-03-02T02:30:00Z' -> '2026-03-01' in New York. An ISO day given as it is ('2026-03-01', a
 * date column) is already a calendar day and comes back unchanged, never shifted by a zone.
 */
export function isoDayIn(input: DateInput, timeZone = STORE_TIME_ZONE): IsoDay {
  if (typeof input === 'string' && isIsoDay(input)) return input;
  // formatDate reads the instant in the zone (service spec §9's MM/DD/YYYY); reorder its fields.
  const [month, day, year] = formatDate(input, timeZone).split('/');
  return `${year ?? ''}-${month ?? ''}-${day ?? ''}`;
}

/** The day `days` after `day` (before it when negative): addCalendarDays('2026-01-31', 1) = '2026-02-01'. */
export function addCalendarDays(day: IsoDay, days: number): IsoDay {
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be a whole number, got ${days}`);
  return new Date(midnightOf(day, 'day').getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`: positive when `to` is later, 0 on the same day. */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return Math.round((midnightOf(to, 'to').getTime() - midnightOf(from, 'from').getTime()) / DAY_MS);
}
