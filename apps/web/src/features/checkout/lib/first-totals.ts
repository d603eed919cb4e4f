// What the checkout's totals are asked with, shared by the page's hooks and the route's loader so
// the loader can read the totals of the choices the page starts with under the very keys the page
// reads them by (issue 31 point 4, ADR 0054): the server's markup then carries the totals, and
// Continue to review is enabled in it rather than 'Calculating…' until the browser has asked.
import type { Cart, CheckoutDataResponse, TaxRateResponse } from '@medsupply/contract';
import { dollarsToCents } from '@medsupply/domain';

import { taxAtShipTo } from './order-totals';

/** The cart's items, once each, in order: getTaxRate's itemIds and part of its query key. */
export function cartItemIds(cart: Cart | undefined): number[] {
  return [...new Set((cart?.cartDetail ?? []).map((line) => line.itemId))].sort((a, b) => a - b);
}

/** The ship-to the page starts with when nothing was chosen before: the default, else the first. */
export function startingShipAddressId(checkout: CheckoutDataResponse): number | undefined {
  const ships = checkout.shipAddresses;
  return ships.find((a) => a.defaultShipping)?.id ?? ships[0]?.id;
}

/** What the card fee is asked on (subtotal + shipping + tax, dollars); undefined while unknown. */
export function feeBaseDollars(cart: Cart, tax: number | 'pending' | 'error'): number | undefined {
  return typeof tax === 'number' && cart.total !== undefined
    ? (dollarsToCents(cart.total) + tax) / 100
    : undefined;
}

/**
 * The totals' requests for the page's starting choices (no draft: the default ship-to; terms when
 * the account has them, else a card, whose fee applies unless the account is exempt).
 */
export function startingTotals(checkout: CheckoutDataResponse, cart: Cart) {
  const shipAddressId = startingShipAddressId(checkout);
  const itemIds = cartItemIds(cart);
  if (shipAddressId === undefined || itemIds.length === 0) return null;
  const cardFee = !checkout.invoiceDetails.hasTerms && !checkout.convFeeExempt;
  return {
    shipAddressId,
    itemIds,
    /** The fee's base at `rate`, when a card is the starting payment and its fee applies. */
    feeBase: (rate: TaxRateResponse) => (cardFee ? feeBaseDollars(cart, taxAtShipTo(cart, rate)) : undefined),
  };
}
