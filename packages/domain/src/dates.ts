// Date and time display: MM/DD/YYYY dates and 12-hour AM/PM times (service spec §9, storefront
// spec §2.8 and §9), and the YYYYMMDD dates of notification metadata (storefront spec §3).
//
// Timestamps are stored in UTC (ARCHITECTURE §6) and formatted in UTC unless a time zone is given,
// so the same instant prints the same on the server, in tests and in every browser. Date-only
// values ('2026-11-21', '20261121') are calendar dates, pinned to UTC midnight, so they never
// shift a day whatever the zone of the machine. Formatting invalid input throws a RangeError;
// parsing invalid input returns null.
import { STORE_TIME_ZONE } from './constants.ts';

/** A point in time: a Date, epoch milliseconds, or an ISO 8601 / PostgreSQL timestamp string. */
export type DateInput = Date | number | string;

// '2026-11-21', '2026-11-21T15:04:05Z', '2026-11-21 15:04:05.123+00' (PostgreSQL's text form).
const ISO_DATE_TIME =
  /^(?<date>\d{4}-\d{2}-\d{2})(?:[T ](?<time>\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(?<zone>Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** Parses 'YYYYMMDD' (storefront spec §3 deliveryDate) to UTC midnight; null when not a real date. */
export function parseYyyymmdd(value: string | number): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(String(value).trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-31 over to March; a real date survives the round trip.
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

function parseTimestamp(text: string): Date | null {
  const trimmed = text.trim();
  if (/^\d{8}$/.test(trimmed)) return parseYyyymmdd(trimmed);
  const groups = ISO_DATE_TIME.exec(trimmed)?.groups;
  if (!groups) return null;
  const { date, time, zone } = groups;
  if (date === undefined) return null;
  // Without an offset JavaScript would read a date-time as local time; our timestamps are UTC.
  let offset = 'Z';
  if (zone !== undefined && zone.toUpperCase() !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    offset = `${zone[0] ?? '+'}${digits.slice(0, 2)}:${digits.slice(2, 4) || '00'}`;
  }
  const parsed = new Date(`${date}T${time ?? '00:00'}${offset}`);
  if (Number.isNaN(parsed.getTime())) return null;
  // Reject dates JavaScript would roll over or that have out-of-range parts ('2026-02-30').
  const check = parseYyyymmdd(date.replaceAll('-', ''));
  return check === null ? null : parsed;
}

/** Turns any DateInput into a valid Date, or throws a RangeError. */
export function toDate(input: DateInput): Date {
  const date =
    input instanceof Date
      ? new Date(input.getTime())
      : typeof input === 'number'
        ? new Date(input)
        : parseTimestamp(input);
  if (date === null || Number.isNaN(date.getTime())) {
    throw new RangeError(`Not a valid date: ${String(input)}`);
  }
  return date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

type Fields = { year: number; month: number; day: number; hour: number; minute: number };

function utcFields(date: Date): Fields {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  };
}

const HOUR_MS = 3_600_000;

/** The UTC instant of the `nth` Sunday (1-based) of `month` (0-11) of `year`, at `hourUtc`. */
function nthSundayUtc(year: number, month: number, nth: number, hourUtc: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const day = 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
  return Date.UTC(year, month, day, hourUtc);
}

/**
 * New York's fields by the United States' daylight-saving rule in force since 2007 (from 2:00 on
 * the second Sunday of March to 2:00 on the first Sunday of November, UTC−4, else UTC−5); null
 * for earlier years, which go to the runtime's time-zone data. The store's zone is read on every
 * page that shows a date, and the runtime's first Intl.DateTimeFormat with a zone loads that data:
 * 20 ms on a fast machine, most of a long task on a phone (issue 15). Checked against Intl for
 * every hour around each change and at random instants (dates.test.ts).
 */
function newYorkFields(date: Date): Fields | null {
  const year = date.getUTCFullYear();
  if (year < 2007) return null;
  const time = date.getTime();
  // 2:00 EST is 7:00 UTC; 2:00 EDT is 6:00 UTC.
  const daylight = time >= nthSundayUtc(year, 2, 2, 7) && time < nthSundayUtc(year, 10, 1, 6);
  return utcFields(new Date(time - (daylight ? 4 : 5) * HOUR_MS));
}

/**
 * The calendar and clock fields of `date` in `timeZone` (an IANA zone), as numbers: month 1-12,
 * hour 0-23. Throws a RangeError for an unknown zone.
 */
export function fieldsIn(date: Date, timeZone: string): Fields {
  if (timeZone === 'UTC') return utcFields(date);
  if (timeZone === 'America/New_York') {
    const fields = newYorkFields(date);
    if (fields) return fields;
  }
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of formatter.formatToParts(date)) {
    if (
      part.type === 'year' ||
      part.type === 'month' ||
      part.type === 'day' ||
      part.type === 'hour' ||
      part.type === 'minute'
    ) {
      fields[part.type] = Number(part.value);
    }
  }
  return fields;
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

/**
 * service spec §9: dates are MM/DD/YYYY. `timeZone` is an IANA zone ('America/New_York');
 * UTC by default. Throws a RangeError for an invalid date or zone.
 */
export function formatDate(input: DateInput, timeZone = 'UTC'): string {
  const { year, month, day } = fieldsIn(toDate(input), timeZone);
  return `${pad2(month)}/${pad2(day)}/${String(year).padStart(4, '0')}`;
}

/**
 * A date as the store's calendar has it (issue 20 follow-up): a calendar date ('2026-11-21',
 * '20261121') prints as it is; an instant (a timestamp, a Date, epoch milliseconds) prints the day it
 * was in the store's time zone, so an order placed at 8 PM in New York is dated that day, not the
 * next (UTC). What buyers and staff see on every page.
 */
export function formatStoreDate(input: DateInput, storeTimeZone = STORE_TIME_ZONE): string {
  const calendarDate = typeof input === 'string' && /^\s*(\d{4}-\d{2}-\d{2}|\d{8})\s*$/.test(input);
  return formatDate(input, calendarDate ? 'UTC' : storeTimeZone);
}

function twelveHour(hour: number, minute: number): string {
  const period = hour < 12 ? 'AM' : 'PM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${pad2(minute)} ${period}`;
}

// storefront spec §3: timeOfDelivery is a wall-clock 'HH:MM:SS' (seconds optional here).
const WALL_CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?$/;

/**
 * service spec §9 / storefront spec §2.8: time in 12-hour AM/PM, e.g. '2:05 PM', '12:00 AM'.
 * A wall-clock string 'HH:MM:SS' (or 'HH:MM') is formatted as it is, with no zone applied;
 * any other DateInput is read in `timeZone` (UTC by default). Throws a RangeError when invalid.
 */
export function formatTime12h(input: DateInput, timeZone = 'UTC'): string {
  if (typeof input === 'string') {
    const clock = WALL_CLOCK.exec(input.trim());
    if (clock) {
      const [hour, minute, second] = [Number(clock[1]), Number(clock[2]), Number(clock[3] ?? 0)];
      if (hour > 23 || minute > 59 || second > 59) throw new RangeError(`Not a valid time: ${input}`);
      return twelveHour(hour, minute);
    }
  }
  const { hour, minute } = fieldsIn(toDate(input), timeZone);
  return twelveHour(hour, minute);
}
