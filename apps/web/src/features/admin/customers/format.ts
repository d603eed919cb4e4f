// Dates and money on the back office's customer pages, as the storefront writes them (MM/DD/YYYY on
// the store's calendar, US dollars) by the domain's formatters, without importing the storefront's format module: an import
// from here would split it off the storefront's first-visit chunks (ADR 0028).
import { dollarsToCents, formatStoreDate, formatUsd } from '@medsupply/domain';

/** Dollars from the wire as '$1,183.32'. */
export const formatMoney = (dollars: number): string => formatUsd(dollarsToCents(dollars));

/** A calendar day ('2026-11-26') as it is; an instant as its day in the store's zone (New York). */
export const formatDay = (value: string): string => formatStoreDate(value);
