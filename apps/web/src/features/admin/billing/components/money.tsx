// Money and dates as the back office's billing pages show them (US dollars, MM/DD/YYYY).
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
export const centsOf = (dollars: number | undefined): number => Math.round((dollars ?? 0) * 100);

/** An ISO instant or day as MM/DD/YYYY (store days are shown as they are). */
export const day = (value: string | null): string => (value ? formatStoreDate(value) : '—');

/** Today in the browser's calendar as YYYY-MM-DD (the default of date fields). */
export function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
