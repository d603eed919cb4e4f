// The calls of the checkout screens (service spec §7 "Checkout", prefix /api/checkout/checkout, and
// the cart's tax and fee calls it reuses): checkout data, the ship-to's delivery dates, the tax rate
// at the chosen ship-to, the card convenience fee, placing the order (with its Idempotency-Key),
// and the placed order for the confirmation.
import { cartPaths, checkoutPaths, salesOrdersPaths, spendControlPaths } from '@medsupply/contract';
import type { PlaceOrderRequest, PlaceOrderResponse } from '@medsupply/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { SHIP_DATE_CHOICES } from '../constants';

export const checkoutKeys = {
  all: ['checkout'] as const,
  /** The cart's checkout data, or with an item list the data of /subscription for that list. */
  data: (itemListId?: number) =>
    itemListId === undefined
      ? ([...checkoutKeys.all, 'data'] as const)
      : ([...checkoutKeys.all, 'data', itemListId] as const),
  shipDates: (zip: string, city: string) => [...checkoutKeys.all, 'ship-dates', zip, city] as const,
  taxRate: (addressId: number, itemIds: readonly number[]) =>
    [...checkoutKeys.all, 'tax-rate', addressId, itemIds] as const,
  fee: (totalDollars: number) => [...checkoutKeys.all, 'fee', totalDollars] as const,
  order: (id: number) => [...checkoutKeys.all, 'order', id] as const,
  spend: (addressId: number | 'default', cartSignature: string) =>
    [...checkoutKeys.all, 'spend', addressId, cartSignature] as const,
};

/**
 * What an order of the cart to this ship-to would meet (issue 33): the reasons it would wait for
 * approval, a hard budget it would go over, and what its budgets have left. `cartSignature` names
 * the cart's lines and quantities, so a changed cart asks again.
 */
export function useSpendPreview(addressId: number | 'default' | undefined, cartSignature: string) {
  return useQuery({
    queryKey: checkoutKeys.spend(addressId ?? 'default', cartSignature),
    queryFn: ({ signal }) =>
      call('POST', spendControlPaths.preview, {
        body: addressId === 'default' ? {} : { shipAddressId: addressId },
        signal,
      }),
    enabled: addressId !== undefined,
  });
}

export const checkoutDataQueryOptions = (itemListId?: number) =>
  queryOptions({
    queryKey: checkoutKeys.data(itemListId),
    queryFn: ({ signal }) =>
      call('GET', checkoutPaths.getCheckoutData, {
        query: { itemListId },
        signal,
      }),
  });

export function useCheckoutData(itemListId?: number) {
  return useQuery(checkoutDataQueryOptions(itemListId));
}

/** The next delivery dates of the chosen ship-to (its cut-off and delivery days). */
export function useShipDates(address: { zip: string; city: string } | undefined) {
  return useQuery({
    queryKey: checkoutKeys.shipDates(address?.zip ?? '', address?.city ?? ''),
    queryFn: ({ signal }) =>
      call('GET', checkoutPaths.getAlternateShippingData, {
        query: {
          numShipDates: SHIP_DATE_CHOICES,
          shipAddressZip: address?.zip ?? '',
          shipCity: address?.city ?? '',
        },
        signal,
      }),
    enabled: address !== undefined,
  });
}

/** service spec §7 getTaxRate {addressId, itemIds}: the rate at the ship-to and which items it taxes. */
export function useTaxRate(addressId: number | undefined, itemIds: readonly number[]) {
  return useQuery({
    queryKey: checkoutKeys.taxRate(addressId ?? 0, itemIds),
    queryFn: ({ signal }) =>
      call('POST', cartPaths.getTaxRate, {
        body: { addressId: addressId ?? 0, itemIds: [...itemIds] },
        signal,
      }),
    enabled: addressId !== undefined && itemIds.length > 0,
    retry: false,
  });
}

/** service spec §7 getConvenienceFee {total}: the card fee on subtotal + shipping + tax. */
export function useConvenienceFee(totalDollars: number | undefined) {
  return useQuery({
    queryKey: checkoutKeys.fee(totalDollars ?? 0),
    queryFn: ({ signal }) =>
      call('POST', cartPaths.getConvenienceFee, { body: { total: totalDollars ?? 0 }, signal }),
    enabled: totalDollars !== undefined,
    retry: false,
  });
}

export interface PlaceOrderInput {
  body: PlaceOrderRequest;
  /** One per review (ADR 0023): a double click or a retry places the order once. */
  idempotencyKey: string;
}

export function placeOrder({ body, idempotencyKey }: PlaceOrderInput): Promise<PlaceOrderResponse> {
  return call('POST', checkoutPaths.placeOrder, { body, idempotencyKey });
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}

/** The placed order, for the confirmation (the sales order's own call). */
export const placedOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: checkoutKeys.order(id),
    queryFn: ({ signal }) => call('GET', salesOrdersPaths.byId, { query: { id }, signal }),
  });

export function usePlacedOrder(id: number) {
  return useQuery(placedOrderQueryOptions(id));
}
