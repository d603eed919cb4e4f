// Sales tax on a cart or order: rate percent applied to the taxable items, plus shipping where the
// ship-to address taxes shipping (service spec §7 getTaxRate, §9).
import { assertCents, roundHalfAwayFromZero } from './money.ts';

export interface TaxInput {
  /** Tax rate in percent, e.g. 8.25 for 8.25 %. */
  ratePercent: number;
  /** Sum of the line totals of the taxable items, in cents. */
  taxableItemsCents: number;
  shippingCents: number;
  /** Whether shipping is taxed at the ship-to address (getTaxRate's shippingTaxable). */
  shippingTaxable: boolean;
}

/** Throws unless `ratePercent` is a finite, non-negative percentage. Shared with the fee. */
export function assertRatePercent(ratePercent: number): void {
  if (!Number.isFinite(ratePercent) || ratePercent < 0) {
    throw new RangeError(`ratePercent must be a non-negative finite number, got ${String(ratePercent)}`);
  }
}

/**
 * service spec §9: tax = taxRate percent × (taxable item totals, plus shipping if
 * shippingTaxable), to 2 decimals, i.e. rounded to cents half away from zero.
 */
export function taxCents({
  ratePercent,
  taxableItemsCents,
  shippingCents,
  shippingTaxable,
}: TaxInput): number {
  assertRatePercent(ratePercent);
  assertCents(taxableItemsCents, 'taxableItemsCents');
  assertCents(shippingCents, 'shippingCents');
  const taxableCents = taxableItemsCents + (shippingTaxable ? shippingCents : 0);
  return roundHalfAwayFromZero((taxableCents * ratePercent) / 100);
}

/**
 * service spec §9 and docs/decisions/0007-cart-rules.md: an Rx item (level above 0) is untaxed in a
 * state that exempts Rx items; every other item is taxable at the state's rate.
 */
export function isItemTaxable(itemRxLevel: number, stateExemptsRxItems: boolean): boolean {
  return !(itemRxLevel > 0 && stateExemptsRxItems);
}
