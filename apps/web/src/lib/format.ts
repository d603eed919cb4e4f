// Display formatting for the storefront, from @medsupply/domain so the web, the API's e-mails and
// documents format money and dates identically (storefront spec §9: US dollars, MM/DD/YYYY,
// 12-hour AM/PM; the sidebar and list-name truncations).
import {
  STORE_TIME_ZONE,
  dollarsToCents,
  formatStoreDate,
  formatTime12h,
  formatUsd,
} from '@medsupply/domain';

export { formatStoreDate, formatTime12h, formatUsd, truncate } from '@medsupply/domain';

/** A wire money field (dollars, service spec §6) as US dollars: '$1,183.32'. */
export function formatDollarsUsd(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}

/** A moment on the store's clock, the zone named: '12/05/2026 1:05 PM ET' (ARCHITECTURE §6). */
export function formatStoreDateTime(at: string): string {
  return `${formatStoreDate(at)} ${formatStoreTime(at)} ET`;
}

/** The time of day of a moment on the store's clock: '1:05 PM'. */
export function formatStoreTime(at: string): string {
  return formatTime12h(at, STORE_TIME_ZONE);
}
