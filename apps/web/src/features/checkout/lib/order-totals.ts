// The checkout's totals (service spec §9), worked out from the cart's line totals, the tax rate at
// the chosen ship-to (getTaxRate) and the card fee (getConvenienceFee): Subtotal; Shipping 'FREE'
// with a subtotal and no shipping, 'Calculating...' while loading; Tax, or the 'error' state, which
// blocks placing; the convenience fee on a card unless the account is exempt; Total = total + tax +
// fee. The API computes the same figures again when it places the order (ADR 0023).
import type { Cart, TaxRateResponse } from '@medsupply/contract';
import {
  dollarsToCents,
  displayTotalCents,
  formatUsd,
  shippingDisplay,
  sumCents,
  taxCents as computeTaxCents,
} from '@medsupply/domain';
import type { CentsOrError } from '@medsupply/domain';

import { CHECKOUT_TEXTS } from '../constants';

export interface TotalsLine {
  key: 'subtotal' | 'shipping' | 'tax' | 'convenienceFee' | 'total';
  label: string;
  value: string;
}

/** A figure still being worked out. */
export type Pending = 'pending';

export interface OrderTotals {
  lines: TotalsLine[];
  totalCents: number;
  taxError: boolean;
  feeError: boolean;
  calculating: boolean;
}

/** Tax in cents at the ship-to: rate × (taxable lines' totals, plus shipping if taxed there). */
export function taxAtShipTo(cart: Pick<Cart, 'cartDetail' | 'shipping'>, rate: TaxRateResponse): number {
  const taxable = new Set(rate.items.filter((i) => i.taxable).map((i) => i.itemId));
  const taxableItemsCents = sumCents(
    cart.cartDetail
      .filter((line) => taxable.has(line.itemId))
      .map((line) => dollarsToCents(line.lineTotal ?? 0)),
  );
  return computeTaxCents({
    ratePercent: rate.taxRate,
    taxableItemsCents,
    shippingCents: dollarsToCents(cart.shipping ?? 0),
    shippingTaxable: rate.shippingTaxable,
  });
}

const show = (value: CentsOrError | Pending): string =>
  value === 'pending'
    ? CHECKOUT_TEXTS.taxCalculating
    : value === 'error'
      ? CHECKOUT_TEXTS.amountUnavailable
      : formatUsd(value);

/**
 * The rows, or null without price visibility (the API then sends no money at all, service spec §6).
 * `tax` and `fee`: cents, 'error' when the call failed, 'pending' while it runs; `fee` null when no
 * fee applies (terms, bank account, exempt account).
 */
export function orderTotals(
  cart: Pick<Cart, 'subtotal' | 'shipping' | 'total'>,
  tax: CentsOrError | Pending,
  fee: CentsOrError | Pending | null,
): OrderTotals | null {
  if (cart.subtotal === undefined || cart.total === undefined) return null;
  const subtotalCents = dollarsToCents(cart.subtotal);
  const shippingCents = dollarsToCents(cart.shipping ?? 0);
  const baseCents = dollarsToCents(cart.total);
  const calculating = tax === 'pending' || fee === 'pending';
  const known = (value: CentsOrError | Pending | null): CentsOrError =>
    value === null || value === 'pending' ? 0 : value;
  const totalCents = displayTotalCents({
    totalCents: baseCents,
    taxCents: known(tax),
    convenienceFeeCents: known(fee),
  });
  const lines: TotalsLine[] = [
    { key: 'subtotal', label: CHECKOUT_TEXTS.subtotal, value: formatUsd(subtotalCents) },
    {
      key: 'shipping',
      label: CHECKOUT_TEXTS.shipping,
      value: shippingDisplay(subtotalCents, shippingCents, tax === 'pending'),
    },
    { key: 'tax', label: CHECKOUT_TEXTS.tax, value: show(tax) },
  ];
  if (fee !== null)
    lines.push({ key: 'convenienceFee', label: CHECKOUT_TEXTS.convenienceFee, value: show(fee) });
  lines.push({
    key: 'total',
    label: CHECKOUT_TEXTS.total,
    value: calculating ? CHECKOUT_TEXTS.taxCalculating : formatUsd(totalCents),
  });
  return {
    lines,
    totalCents,
    taxError: tax === 'error',
    feeError: fee === 'error',
    calculating,
  };
}
