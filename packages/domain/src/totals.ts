// Cart and checkout totals as the storefront shows them, including the 'error' states of the tax
// and convenience-fee calls (service spec §4, §8 and §9).
import { assertCents, formatUsd, sumCents } from './money.ts';

/** service spec §4/§8: tax and the convenience fee are stored as 'error' when their call fails. */
export type CentsOrError = number | 'error';

export interface CartTotalsInput {
  /** Every cart line's total in cents (see `linePriceCents`). */
  lineCents: readonly number[];
  shippingCents: number;
  taxCents: CentsOrError;
  convenienceFeeCents: CentsOrError;
}

export interface CartTotals {
  subtotalCents: number;
  shippingCents: number;
  taxCents: CentsOrError;
  convenienceFeeCents: CentsOrError;
  /** subtotal + shipping: the spec's `total`, before tax and fee (service spec §9). */
  totalCents: number;
}

function assertCentsOrError(value: CentsOrError, label: string): void {
  if (value !== 'error') assertCents(value, label);
}

/** Builds the totals block: subtotal = sum of lines, total = subtotal + shipping (service spec §9). */
export function cartTotals({
  lineCents,
  shippingCents,
  taxCents,
  convenienceFeeCents,
}: CartTotalsInput): CartTotals {
  assertCents(shippingCents, 'shippingCents');
  assertCentsOrError(taxCents, 'taxCents');
  assertCentsOrError(convenienceFeeCents, 'convenienceFeeCents');
  const subtotalCents = sumCents(lineCents);
  return {
    subtotalCents,
    shippingCents,
    taxCents,
    convenienceFeeCents,
    totalCents: subtotalCents + shippingCents,
  };
}

/**
 * service spec §9: total shown = total + tax + fee. A tax or fee in the 'error' state adds 0: the
 * failed figure is shown as an error on its own line, and the total stays the best known amount
 * instead of becoming unreadable. Callers must not let a buyer pay a total with an 'error' part.
 */
export function displayTotalCents(
  totals: Pick<CartTotals, 'totalCents' | 'taxCents' | 'convenienceFeeCents'>,
): number {
  assertCents(totals.totalCents, 'totalCents');
  assertCentsOrError(totals.taxCents, 'taxCents');
  assertCentsOrError(totals.convenienceFeeCents, 'convenienceFeeCents');
  const tax = totals.taxCents === 'error' ? 0 : totals.taxCents;
  const fee = totals.convenienceFeeCents === 'error' ? 0 : totals.convenienceFeeCents;
  return totals.totalCents + tax + fee;
}

/** True when the tax or the fee failed, so the displayed total is incomplete. */
export function hasTotalsError(totals: Pick<CartTotals, 'taxCents' | 'convenienceFeeCents'>): boolean {
  return totals.taxCents === 'error' || totals.convenienceFeeCents === 'error';
}

// service spec §9: shipping shows 'Calculating...' while loading and 'FREE' with a subtotal but no shipping.
export const SHIPPING_CALCULATING_LABEL = 'Calculating...';
export const SHIPPING_FREE_LABEL = 'FREE';

/**
 * The shipping figure of the totals block (service spec §9): 'Calculating...' while loading,
 * 'FREE' when there is a subtotal but no shipping, otherwise the amount ('$0.00' for an empty cart).
 */
export function shippingDisplay(subtotalCents: number, shippingCents: number, loading: boolean): string {
  if (loading) return SHIPPING_CALCULATING_LABEL;
  assertCents(subtotalCents, 'subtotalCents');
  assertCents(shippingCents, 'shippingCents');
  if (subtotalCents > 0 && shippingCents === 0) return SHIPPING_FREE_LABEL;
  return formatUsd(shippingCents);
}
