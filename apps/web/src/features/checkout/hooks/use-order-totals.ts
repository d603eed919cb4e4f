// The checkout's totals for a cart, a ship-to and a way of paying: asks getTaxRate at the ship-to
// and, for a card of a non-exempt account, getConvenienceFee on subtotal + shipping + tax.
import type { Cart } from '@medsupply/contract';
import { dollarsToCents } from '@medsupply/domain';
import { useMemo } from 'react';

import { useConvenienceFee, useTaxRate } from '../api/checkout';
import { cartItemIds, feeBaseDollars } from '../lib/first-totals';
import { orderTotals, taxAtShipTo } from '../lib/order-totals';
import type { OrderTotals } from '../lib/order-totals';

export function useOrderTotals(
  cart: Cart | undefined,
  shipAddressId: number | undefined,
  paymentKind: 'terms' | 'card' | 'ach' | undefined,
  convFeeExempt: boolean,
): OrderTotals | null {
  const itemIds = useMemo(() => cartItemIds(cart), [cart]);
  const rate = useTaxRate(shipAddressId, itemIds);
  const tax = rate.isError ? 'error' : rate.data && cart ? taxAtShipTo(cart, rate.data) : 'pending';
  const feeApplies = paymentKind === 'card' && !convFeeExempt;
  const base = cart ? feeBaseDollars(cart, tax) : undefined;
  const fee = useConvenienceFee(feeApplies ? base : undefined);
  if (!cart) return null;
  const feeValue = !feeApplies
    ? null
    : fee.isError
      ? 'error'
      : fee.data?.convenienceFeeTotal !== undefined
        ? dollarsToCents(fee.data.convenienceFeeTotal)
        : tax === 'error'
          ? 'error'
          : 'pending';
  return orderTotals(cart, tax, feeValue);
}
