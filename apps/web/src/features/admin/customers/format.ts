// Dates and money on the back office's customer pages, as the storefront writes them (MM/DD/YYYY,
// US dollars), without importing the storefront's format module: an import from here would split
// it off the storefront's first-visit chunks (ADR 0028).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars from the wire as '$1,183.32'. */
export const formatMoney = (dollars: number): string => usd.format(dollars);

/** An ISO day or instant as MM/DD/YYYY (the day in UTC for instants, as the storefront's formatDate). */
export function formatDay(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : new Date(value).toISOString().slice(0, 10);
  const [year, month, date] = day.split('-');
  return `${month ?? ''}/${date ?? ''}/${year ?? ''}`;
}
