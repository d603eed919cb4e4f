// Display formatting for the storefront, from @medsupply/domain so the web, the API's e-mails and
// documents format money and dates identically (storefront spec §9: US dollars, MM/DD/YYYY,
// 12-hour AM/PM; the sidebar and list-name truncations).
import { dollarsToCents, formatUsd } from '@medsupply/domain';

export { formatStoreDate, formatTime12h, formatUsd, truncate } from '@medsupply/domain';

/** A wire money field (dollars, service spec §6) as US dollars: '$1,183.32'. */
export function formatDollarsUsd(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}
