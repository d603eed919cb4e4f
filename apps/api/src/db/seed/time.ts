import { allocationPeriodOf, isoDayIn } from '@medsupply/domain';

// Calendar helpers for the demo history. Everything is UTC and derived from the seed's `now`, never
// from the clock, so the same seed and `now` give the same timestamps.

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const pad2 = (value: number): string => String(value).padStart(2, '0');

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * HOUR_MS);
}

/** Midnight UTC of the day `date` falls on. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The day `days` before `now`, at the given UTC wall-clock time. */
export function dayAt(now: Date, daysAgo: number, hour: number, minute: number, second = 0): Date {
  const day = addDays(startOfUtcDay(now), -daysAgo);
  return new Date(day.getTime() + ((hour * 60 + minute) * 60 + second) * 1000);
}

/** 'YYYY-MM-DD' of a UTC date (date columns). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 'YYYYMMDD' (storefront spec §3: notification deliveryDate). */
export function yyyymmdd(date: Date): string {
  return isoDate(date).replaceAll('-', '');
}

/** 'HH:MM:SS' in UTC (storefront spec §3: notification timeOfDelivery). */
export function hhmmss(date: Date): string {
  return `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}:${pad2(date.getUTCSeconds())}`;
}

/** First and last day of the month (or quarter) that `now` falls in, as date strings. */
export function periodBounds(now: Date, period: 'month' | 'quarter'): { start: string; end: string } {
  // The store's calendar, as checkout takes allocations.
  return allocationPeriodOf(period, isoDayIn(now));
}
