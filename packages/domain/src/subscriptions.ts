// Subscriptions' schedule (issue 21 point 5): an item list ordered weekly, every two weeks, monthly
// or quarterly. Months are calendar months: the 31st falls on the month's last day, and the next
// date after that keeps the day asked for first (the anchor), not the shortened one.
import { addCalendarDays, type IsoDay } from './calendar-days.ts';

export const SUBSCRIPTION_FREQUENCIES = ['weekly', 'biweekly', 'monthly', 'quarterly'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];

/** Weeks nearest to each frequency (the subscriptions table's older interval_weeks column). */
export const FREQUENCY_WEEKS: Record<SubscriptionFrequency, number> = {
  weekly: 1,
  biweekly: 2,
  monthly: 4,
  quarterly: 13,
};

function addMonths(day: IsoDay, months: number, anchorDay: number): IsoDay {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const target = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(anchorDay, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The date after `day` on the schedule; `anchorDay` is the day of month the subscription was set
 * up for (defaults to `day`'s).
 */
export function nextSubscriptionDate(
  day: IsoDay,
  frequency: SubscriptionFrequency,
  anchorDay?: number,
): IsoDay {
  const anchor = anchorDay ?? Number(day.slice(8, 10));
  switch (frequency) {
    case 'weekly':
      return addCalendarDays(day, 7);
    case 'biweekly':
      return addCalendarDays(day, 14);
    case 'monthly':
      return addMonths(day, 1, anchor);
    case 'quarterly':
      return addMonths(day, 3, anchor);
  }
}
