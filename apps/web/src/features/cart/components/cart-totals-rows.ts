// The figures of the cart's totals block (service spec §9): Subtotal; Shipping 'FREE' when there is
// a subtotal but no shipping and 'Calculating...' while loading; Tax (an estimate until checkout);
// the convenience fee when there is one; Total = total + tax + fee. A tax or fee whose call failed
// ('error', service spec §8) reads 'Unavailable', and the total then says it is incomplete.
import type { AmountOrError, Cart } from '@medsupply/contract';
import {
  dollarsToCents,
  displayTotalCents,
  formatUsd,
  hasTotalsError,
  shippingDisplay,
} from '@medsupply/domain';
import type { CentsOrError } from '@medsupply/domain';

import { CART_TEXTS } from '../constants';

export interface TotalsRow {
  key: 'subtotal' | 'shipping' | 'tax' | 'convenienceFee' | 'total';
  label: string;
  value: string;
  /** Said under the row: the total leaves out a tax or fee that could not be worked out. */
  note?: string;
}

function toCentsOrError(amount: AmountOrError | undefined): CentsOrError {
  if (amount === undefined) return 0;
  return amount === 'error' ? 'error' : dollarsToCents(amount);
}

function showCents(value: CentsOrError): string {
  return value === 'error' ? CART_TEXTS.amountUnavailable : formatUsd(value);
}

/**
 * The rows of the totals block, or null without price visibility (the server then sends no money
 * fields at all, service spec §6). `calculating`: a change of the cart is in flight.
 */
export function cartTotalsRows(
  cart: Pick<Cart, 'subtotal' | 'shipping' | 'tax' | 'total' | 'convenienceFee'>,
  calculating: boolean,
): TotalsRow[] | null {
  if (cart.subtotal === undefined || cart.total === undefined) return null;
  const subtotalCents = dollarsToCents(cart.subtotal);
  const shippingCents = dollarsToCents(cart.shipping ?? 0);
  const taxCents = toCentsOrError(cart.tax);
  const convenienceFeeCents = toCentsOrError(cart.convenienceFee);
  const totalCents = displayTotalCents({
    totalCents: dollarsToCents(cart.total),
    taxCents,
    convenienceFeeCents,
  });
  const rows: TotalsRow[] = [
    { key: 'subtotal', label: CART_TEXTS.subtotal, value: formatUsd(subtotalCents) },
    {
      key: 'shipping',
      label: CART_TEXTS.shipping,
      value: shippingDisplay(subtotalCents, shippingCents, calculating),
    },
    { key: 'tax', label: CART_TEXTS.tax, value: showCents(taxCents) },
  ];
  // The fee applies to card payments and is worked out at checkout: shown here only when known.
  if (convenienceFeeCents !== 0)
    rows.push({
      key: 'convenienceFee',
      label: CART_TEXTS.convenienceFee,
      value: showCents(convenienceFeeCents),
    });
  const incomplete = hasTotalsError({ taxCents, convenienceFeeCents });
  rows.push({
    key: 'total',
    label: CART_TEXTS.total,
    value: formatUsd(totalCents),
    ...(incomplete ? { note: CART_TEXTS.totalIncomplete } : {}),
  });
  return rows;
}
