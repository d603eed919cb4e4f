// The card convenience fee: a percentage of what the buyer pays, unless the account is exempt
// (service spec §7 getConvenienceFee / getConvenienceFeeRate / getConvFeeExempt, §9).
import { assertCents, roundHalfAwayFromZero } from './money.ts';
import { assertRatePercent } from './tax.ts';

export interface ConvenienceFeeInput {
  /** Fee rate in percent (getConvenienceFeeRate's convenienceFeeRate), e.g. 3 for 3 %. */
  ratePercent: number;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  /** The account's convFeeExempt flag. */
  exempt: boolean;
}

/**
 * service spec §9: the convenience fee is computed on subtotal + shipping + tax, to 2 decimals
 * (rounded to cents half away from zero), when it applies; exemption via convFeeExempt gives 0.
 */
export function convenienceFeeCents({
  ratePercent,
  subtotalCents,
  shippingCents,
  taxCents,
  exempt,
}: ConvenienceFeeInput): number {
  assertRatePercent(ratePercent);
  assertCents(subtotalCents, 'subtotalCents');
  assertCents(shippingCents, 'shippingCents');
  assertCents(taxCents, 'taxCents');
  if (exempt) return 0;
  return roundHalfAwayFromZero(((subtotalCents + shippingCents + taxCents) * ratePercent) / 100);
}
