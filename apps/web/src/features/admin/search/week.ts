// The weeks of search analytics (issue 29 §5): weeks start on Monday, UTC, as the API counts them
// (date_trunc('week')); a week is named by its Monday, YYYY-MM-DD, in the URL and to the API.
import { SEARCH_ANALYTICS_WEEKS_MAX } from '@medsupply/contract';

const DAY_MS = 86_400_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The Monday of the week holding `day` (YYYY-MM-DD or a Date). */
export function mondayOf(day: string | Date): string {
  const date = typeof day === 'string' ? new Date(`${day}T00:00:00Z`) : new Date(day.getTime());
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return isoDay(
    new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - sinceMonday)),
  );
}

/** The Monday `weeks` weeks after (or before, negative) the Monday `week`. */
export function addWeeks(week: string, weeks: number): string {
  return isoDay(new Date(new Date(`${week}T00:00:00Z`).getTime() + weeks * 7 * DAY_MS));
}

/** The weeks the picker offers: this one and the ones before it, newest first. */
export function recentWeeks(today: Date, count = SEARCH_ANALYTICS_WEEKS_MAX): string[] {
  const current = mondayOf(today);
  return Array.from({ length: count }, (_, index) => addWeeks(current, -index));
}

/** A week from the URL: a valid day within the offered weeks (its Monday), else this week. */
export function chosenWeek(value: string | null, today: Date): string {
  const weeks = recentWeeks(today);
  if (value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    const monday = mondayOf(value);
    if (weeks.includes(monday)) return monday;
  }
  return weeks[0] ?? mondayOf(today);
}

/**
 * Monday to Sunday, the year once when both days share it: '03/09 – 03/15/2026', and
 * '12/29/2025 – 01/04/2026' across a new year.
 */
export function weekLabel(week: string): string {
  const mdy = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
  const sunday = isoDay(new Date(new Date(`${week}T00:00:00Z`).getTime() + 6 * DAY_MS));
  const start = week.slice(0, 4) === sunday.slice(0, 4) ? mdy(week).slice(0, 5) : mdy(week);
  return `${start} – ${mdy(sunday)}`;
}
