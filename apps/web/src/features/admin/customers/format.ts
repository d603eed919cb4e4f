// Dates and money on the back office's customer pages, as the storefront writes them (MM/DD/YYYY on
// the store's calendar, US dollars), without importing the storefront's format module: an import
// from here would split it off the storefront's first-visit chunks (ADR 0028).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const storeDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Dollars from the wire as '$1,183.32'. */
export const formatMoney = (dollars: number): string => usd.format(dollars);

/** A calendar day ('2026-11-26') as it is; an instant as its day in the store's zone (New York). */
export function formatDay(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[2] ?? ''}/${day[3] ?? ''}/${day[1] ?? ''}`;
  return storeDay.format(new Date(value));
}
