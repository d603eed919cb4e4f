// The delivery dates a ship-to can be offered: checkout's getAlternateShippingData (service spec §7
// Checkout: numShipDates, shipAddressZip, shipCity) and the delivery-day page (storefront spec §2.2).
// A ship-to (an account's address list, storefront spec §3 "Address") carries its delivery weekdays
// and dddShippingCutoffTime, an 'HH:MM' wall-clock time on the store's clock (Eastern time: the
// store keeps support hours in EST, storefront spec §1 and §9).
import { STORE_TIME_ZONE } from './constants.ts';
import { fieldsIn } from './dates.ts';

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The most dates one call computes (a quarter of a year of daily deliveries). */
export const MAX_DELIVERY_DATES = 60;

/** A weekday from its name, any case, full or three letters ('Monday', 'mon'); null otherwise. */
export function parseWeekday(name: string): Weekday | null {
  const wanted = name.trim().toLowerCase();
  if (wanted.length < 3) return null;
  return (
    WEEKDAYS.find((day) => day.toLowerCase() === wanted || day.slice(0, 3).toLowerCase() === wanted) ?? null
  );
}

/** Seconds after midnight of a cut-off written 'HH:MM' (or 'HH:MM:SS', as PostgreSQL prints times); null when invalid. */
export function parseCutoffTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return hour * 3600 + minute * 60 + second;
}

/** A calendar date as UTC midnight, so day arithmetic never meets a time-zone change. */
type CalendarDay = Date;

const calendarDay = (year: number, month: number, day: number): CalendarDay =>
  new Date(Date.UTC(year, month - 1, day));
const addDays = (day: CalendarDay, days: number): CalendarDay =>
  new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + days));
const isoDate = (day: CalendarDay): string => day.toISOString().slice(0, 10);

/** The `n`th (1-based) `weekday` of a month, or with n = -1 its last. */
function weekdayOfMonth(year: number, month: number, weekday: number, n: number): CalendarDay {
  if (n === -1) {
    const last = calendarDay(year, month + 1, 0);
    return addDays(last, -((last.getUTCDay() - weekday + 7) % 7));
  }
  const first = calendarDay(year, month, 1);
  return addDays(first, ((weekday - first.getUTCDay() + 7) % 7) + 7 * (n - 1));
}

/**
 * The days the warehouses close (the store's shipping policy page): New Year's Day, Memorial Day,
 * Independence Day, Labor Day, Thanksgiving Day and Christmas Day, on the day itself (one on a
 * weekend closes nothing more), as 'YYYY-MM-DD'.
 */
export function warehouseHolidays(year: number): string[] {
  return holidaysOf(year).map(isoDate);
}

function holidaysOf(year: number): CalendarDay[] {
  return [
    calendarDay(year, 1, 1),
    weekdayOfMonth(year, 5, 1, -1),
    calendarDay(year, 7, 4),
    weekdayOfMonth(year, 9, 1, 1),
    weekdayOfMonth(year, 11, 4, 4),
    calendarDay(year, 12, 25),
  ];
}

/**
 * Each year's holidays as UTC-midnight times, worked out once per year: every delivery-date
 * answer (checkout, each placed order) walks the calendar day by day, and building the year's
 * list again for each day cost more than the rest of placing's arithmetic (issue 30).
 */
const holidayTimes = new Map<number, ReadonlySet<number>>();

function isHoliday(day: CalendarDay): boolean {
  const year = day.getUTCFullYear();
  let times = holidayTimes.get(year);
  if (!times) {
    times = new Set(holidaysOf(year).map((holiday) => holiday.getTime()));
    holidayTimes.set(year, times);
  }
  return times.has(day.getTime());
}

/** A business day: Monday to Friday, not a warehouse holiday. Goods ship and travel on these. */
function isBusinessDay(day: CalendarDay): boolean {
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isHoliday(day);
}

function nextBusinessDayAfter(day: CalendarDay): CalendarDay {
  let next = addDays(day, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
}

/** The instant at which the wall clock of `timeZone` shows `secondsOfDay` on `day`. */
function zonedInstant(day: CalendarDay, secondsOfDay: number, timeZone: string): Date {
  const wall = day.getTime() + secondsOfDay * 1000;
  // The zone's offset at an instant: its wall clock read as if it were UTC, minus the instant.
  const offsetAt = (instant: number): number => {
    const f = fieldsIn(new Date(instant), timeZone);
    const minuteStart = instant - (((instant % 60_000) + 60_000) % 60_000);
    return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute) - minuteStart;
  };
  // Twice, so a wall time just after a DST change takes the offset in force at that time.
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

export interface DeliveryScheduleInput {
  /** The ship-to's delivery weekdays by name ('Monday'…); none means every business day. */
  deliveryDays: readonly string[];
  /** dddShippingCutoffTime, 'HH:MM' on the store's clock. */
  cutoffTime: string;
  now: Date;
  /** How many delivery dates (numShipDates), 0 to MAX_DELIVERY_DATES. */
  count: number;
  /** IANA zone of the cut-off; the store's (America/New_York) by default. */
  timeZone?: string;
}

export interface DeliverySchedule {
  /** The day an order placed `now` ships, 'YYYY-MM-DD'. */
  shipDate: string;
  /** The instant by which an order must be placed to ship on `shipDate` (its cut-off). */
  orderBy: Date;
  /** The next `count` dates the ship-to can receive that order, 'YYYY-MM-DD', earliest first. */
  deliveryDates: string[];
}

/**
 * The next delivery dates of a ship-to, by this rule (the specs name the inputs, not the rule; the
 * store's shipping policy page says "orders placed by the cut-off on a business day ship the same
 * day"):
 *
 * 1. Business days are Monday to Friday except the warehouse holidays (`warehouseHolidays`).
 *    Nothing ships on other days.
 * 2. Ship date: today (on the store's clock, `timeZone`) when today is a business day and the
 *    order is placed before the cut-off (strictly: at 14:00:00 a 14:00 cut-off has passed);
 *    otherwise the next business day. So an order after the cut-off, or on a weekend or holiday,
 *    misses that day's shipping and ships the next business day.
 * 3. Transit takes at least one business day: the earliest delivery is the first business day
 *    after the ship date (shipped Friday, delivered Monday at the earliest).
 * 4. Delivery dates are the days from that earliest day on that are one of the ship-to's delivery
 *    weekdays (every business weekday when it lists none) and not a warehouse holiday. A listed
 *    Saturday or Sunday is a delivery day (a route may run then), though nothing ships on it.
 *
 * The clock is read in `timeZone` for the instant `now`, so a daylight-saving change moves the
 * cut-off with the wall clock (14:00 is 19:00 UTC in winter, 18:00 UTC in summer). Throws a
 * RangeError for an unknown weekday name, a malformed cut-off or a count outside 0..60.
 */
export function nextDeliveryDates(input: DeliveryScheduleInput): DeliverySchedule {
  const { now, count } = input;
  const timeZone = input.timeZone ?? STORE_TIME_ZONE;
  if (!Number.isInteger(count) || count < 0 || count > MAX_DELIVERY_DATES) {
    throw new RangeError(
      `count must be a whole number from 0 to ${MAX_DELIVERY_DATES}, got ${String(count)}`,
    );
  }
  if (Number.isNaN(now.getTime())) throw new RangeError('now is not a valid date');
  const cutoffSeconds = parseCutoffTime(input.cutoffTime);
  if (cutoffSeconds === null) throw new RangeError(`Not a cut-off time (HH:MM): ${input.cutoffTime}`);
  const weekdays = new Set<number>();
  for (const name of input.deliveryDays) {
    const weekday = parseWeekday(name);
    if (weekday === null) throw new RangeError(`Not a weekday: ${name}`);
    weekdays.add(WEEKDAYS.indexOf(weekday));
  }
  if (weekdays.size === 0) for (const weekday of [1, 2, 3, 4, 5]) weekdays.add(weekday);

  const clock = fieldsIn(now, timeZone);
  const today = calendarDay(clock.year, clock.month, clock.day);
  // Offsets of real zones are whole minutes, so the seconds are those of UTC.
  const nowSeconds = clock.hour * 3600 + clock.minute * 60 + now.getUTCSeconds();
  const shipDay = isBusinessDay(today) && nowSeconds < cutoffSeconds ? today : nextBusinessDayAfter(today);

  const deliveryDates: string[] = [];
  // Ends: every week has a delivery weekday, and at most six days a year are holidays.
  for (let day = nextBusinessDayAfter(shipDay); deliveryDates.length < count; day = addDays(day, 1)) {
    if (weekdays.has(day.getUTCDay()) && !isHoliday(day)) deliveryDates.push(isoDate(day));
  }
  return {
    shipDate: isoDate(shipDay),
    orderBy: zonedInstant(shipDay, cutoffSeconds, timeZone),
    deliveryDates,
  };
}
