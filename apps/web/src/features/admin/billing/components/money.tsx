// Money and dates as the back office's billing pages show them (US dollars, MM/DD/YYYY).
import { dollarsToCents } from '@medsupply/domain';

import { formatDollarsUsd, formatStoreDate } from '@/lib/format';

/** A wire money field; '—' when the API left it out. */
export const usd = (dollars: number | undefined): string =>
  dollars === undefined ? '—' : formatDollarsUsd(dollars);

/** Dollars typed by a person ('1,200.5') as a number, or null. */
export function dollarsOf(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Wire dollars as whole cents, to compare and add money without floating-point noise. */
export const centsOf = (dollars: number | undefined): number => dollarsToCents(dollars ?? 0);

/** An ISO instant or day as MM/DD/YYYY (store days are shown as they are). */
export const day = (value: string | null): string => (value ? formatStoreDate(value) : '—');
