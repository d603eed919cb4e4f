// The state of one add-to-cart control (storefront spec §2.5, §2.6, §4, §5, §8): the chosen unit
// and quantity, the price of the chosen unit, what the button shows (domain addToCartControl),
// the allocation, and the add itself with its outcomes: the cart cache replaced by the answer, the
// quantity-adjusted warning toast, the no-allocation message, refusals only logged.
import { CART_ERROR_CODES, LOGGED_ONLY_CART_CODES } from '@medsupply/contract';
import type { AddItemRequest, Cart, LevelPrice, UnitDetail } from '@medsupply/contract';
import {
  addToCartControl,
  canPurchaseRxLevel,
  centsToDollars,
  dollarsToCents,
  normalizeAddQuantity,
  unitPriceCents,
} from '@medsupply/domain';
import type { AddToCartControl } from '@medsupply/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { isRefused } from '@/lib/refusal';

import { useAddCartItem } from '../api/add-item';
import { useItemAllocation } from '../api/get-item-allocation';
import { cartKeys } from '../api/keys';
import { useAddToCartEnvironment } from '../components/add-to-cart-environment';
import { ADD_TO_CART_TEXTS } from '../components/add-to-cart-texts';

/** The item a control adds: the product itself, or the chosen variant of a matrix product. */
export interface Purchasable {
  /** The itemId sent to addItem. */
  id: number;
  name: string;
  thumbnailImage: string | null;
  units: readonly UnitDetail[];
  defaultUnitId: number | null;
  /** Present only with price visibility (service spec §6); null = 'N/A'. Price of one base unit. */
  price?: number | null;
  prices?: LevelPrice[];
  isAddableToCart: boolean;
  restricted: boolean;
  rxLevel: number;
  /** 'month' | 'quarter' when the item is on allocation. */
  allocationPeriod: string | null;
}

/** What a successful add did, for the fly-to-cart animation and the checkout interstitial. */
export interface AddedToCart {
  item: Purchasable;
  unit: UnitDetail | undefined;
  quantity: number;
  cart: Cart;
}

function toast(kind: 'warning' | 'error' | 'success', message: string): void {
  // sonner loads with the first toast, not with every page that shows a card.
  void import('@/lib/toast').then(({ toast: show }) => show[kind](message));
}

/** The unit preselected: ?uom= when it is one of the item's, else the default unit, the base unit, the first. */
export function initialUnit(
  units: readonly UnitDetail[],
  defaultUnitId: number | null,
  preselectedUnitId: number | null,
): UnitDetail | undefined {
  return (
    units.find((unit) => unit.id === preselectedUnitId) ??
    units.find((unit) => unit.id === defaultUnitId) ??
    units.find((unit) => unit.baseUnit) ??
    units[0]
  );
}

/** service spec §9: the price of one chosen unit is price × conversion rate (2 decimals). */
export function priceOfUnit(
  item: { price?: number | null; prices?: LevelPrice[] },
  conversionRate: number,
): { price?: number | null; prices?: LevelPrice[] } {
  const scale = (dollars: number) => centsToDollars(unitPriceCents(dollarsToCents(dollars), conversionRate));
  if (!('price' in item) || item.price === undefined) return {};
  return {
    price: item.price === null ? null : scale(item.price),
    ...(item.prices ? { prices: item.prices.map((level) => ({ ...level, price: scale(level.price) })) } : {}),
  };
}

export interface UseAddToCartOptions {
  preselectedUnitId: number | null;
  /** Analytics context of an add from search results (service spec §7 addItem). */
  searchTerm?: string;
  queryID?: string;
  onAdded?: (added: AddedToCart) => void;
}

export function useAddToCart(item: Purchasable, options: UseAddToCartOptions) {
  const environment = useAddToCartEnvironment();
  const queryClient = useQueryClient();
  const addMutation = useAddCartItem();
  const [chosenUnitId, setChosenUnitId] = useState<number | null>(options.preselectedUnitId);
  const [quantity, setQuantity] = useState(1);
  // An add refused with NO_ALLOCATION: nothing is left this period, whatever the cache says.
  const [exhausted, setExhausted] = useState(false);

  // A variant may come with other units: a choice it lacks falls back to its default.
  const unit = initialUnit(item.units, item.defaultUnitId, chosenUnitId);
  const unitPrice = priceOfUnit(item, unit?.conversionRate ?? 1);

  const allocated = environment.authenticated && item.allocationPeriod !== null;
  const allocation = useItemAllocation(item.id, allocated);
  const allocationMax = exhausted ? 0 : allocated ? (allocation.data?.allocationMax ?? null) : null;

  // Until the account's and the store's levels are known, an Rx item waits like an allocation does.
  const rxKnown =
    item.rxLevel === 0 || (environment.accountRxLevels !== null && environment.sellableLevels !== null);
  const rxCheck = rxKnown
    ? canPurchaseRxLevel({
        itemRxLevel: item.rxLevel,
        accountRxLevels: environment.accountRxLevels ?? [],
        sellableLevels: environment.sellableLevels ?? [],
      })
    : 'ok';
  const available = item.isAddableToCart && item.price !== null;
  const control: AddToCartControl = addToCartControl({
    authenticated: environment.authenticated,
    restricted: item.restricted,
    rxCheck,
    available,
    allocationMax,
    allocationLoading: (allocated && allocation.isPending) || !rxKnown,
  });

  async function add(): Promise<void> {
    if (control !== 'ready' || addMutation.isPending) return;
    const request: AddItemRequest = {
      itemId: item.id,
      ...(unit ? { unit: unit.id } : {}),
      // service spec §5: floored to a whole number, at least 1.
      quantity: normalizeAddQuantity(quantity),
      ...(options.searchTerm ? { searchTerm: options.searchTerm } : {}),
      ...(options.queryID ? { queryID: options.queryID } : {}),
    };
    const lineQuantity = (cart: Cart | undefined) =>
      cart?.cartDetail.find((line) => line.itemId === item.id && line.unit === unit?.id)?.quantity ?? 0;
    const before = queryClient.getQueryData<Cart>(cartKeys.cart());
    try {
      const cart = await addMutation.mutateAsync(request);
      // storefront spec §8: 'Item quantites are limited and has been adjusted in your cart'.
      if (cart.addToCartAdjustment) toast('warning', ADD_TO_CART_TEXTS.quantityAdjusted);
      // What was really added: the server may have cut it to the allocation left.
      const added = cart.addToCartAdjustment
        ? lineQuantity(cart) - lineQuantity(before)
        : (request.quantity ?? 1);
      options.onAdded?.({ item, unit, quantity: added, cart });
    } catch (error) {
      if (isRefused(error, CART_ERROR_CODES.noAllocation)) {
        // storefront spec §2.5: allocationMax 0 shows 'You have no more allocation on this product.'
        setExhausted(true);
        queryClient.setQueryData(cartKeys.allocation(item.id), { allocationMax: 0 });
        return;
      }
      // storefront spec §8: inactive, restricted or invalid-Rx items are not added; logged only.
      console.warn('Add to cart refused', error);
      if (!isRefused(error, ...LOGGED_ONLY_CART_CODES)) {
        toast('error', ADD_TO_CART_TEXTS.addFailed);
      }
    }
  }

  return {
    unit,
    setUnitId: (id: number) => setChosenUnitId(id),
    quantity,
    setQuantity,
    unitPrice,
    control,
    allocationMax,
    /** The allocation notice applies (service spec §8 'Item on allocation'). */
    onAllocation: allocated || exhausted,
    adding: addMutation.isPending,
    add,
  };
}
