// Who may buy what: controlled-substance (Rx) levels, inactive and restricted items, allocation
// limits, and the storefront messages that go with them (service spec §5, §6 and §8,
// storefront spec §2.5, §4, §6 and §8).

// service spec §8 / storefront spec §2.5 and §8: messages, verbatim (spelling included).
export const LICENSE_REQUIRED_MESSAGE = 'This item requires a medical license to purchase';
export const ALLOCATION_MESSAGE = 'This item is on allocation and quantity may be limited';
export const ALLOCATION_CONTACT_MESSAGE = 'Please contact your sales rep for information on allocation.';
export const QUANTITY_ADJUSTED_MESSAGE = 'Item quantites are limited and has been adjusted in your cart';
export const UNAVAILABLE_MESSAGE = 'This product is currently unavailable. Please check back later!';
export const NO_ALLOCATION_MESSAGE = 'You have no more allocation on this product.';
export const CURRENTLY_UNAVAILABLE_LABEL = 'Currently Unavailable';

/** The Rx level of items that need no licence (storefront spec §2.6: licence icon when above 0). */
export const NO_RX_LEVEL = 0;

/** Outcome of the Rx check: allowed, or which of the two service spec §5 conditions failed. */
export type RxCheck = 'ok' | 'license-required' | 'not-sellable';

export interface RxCheckInput {
  /** The item's rxLevel; null or undefined is treated as level 0 (no licence needed). */
  itemRxLevel: number | null | undefined;
  /** The account's rxLevels (service spec §3 account.rxLevels). */
  accountRxLevels: readonly number[];
  /** The store's sellable controlled-substance levels (getSellableControlledSubstances). */
  sellableLevels: readonly number[];
}

/**
 * service spec §5: an item's rxLevel must be allowed for the account and be a sellable
 * controlled-substance level. Level 0 needs neither. The account check comes first, so an item
 * failing both reports 'license-required'; the storefront shows the licence message for either.
 * Levels are matched by membership, not by "at or below": an account holding level 3 does not
 * thereby hold level 2 (the account's list is the licences it has).
 */
export function canPurchaseRxLevel({ itemRxLevel, accountRxLevels, sellableLevels }: RxCheckInput): RxCheck {
  const level = itemRxLevel ?? NO_RX_LEVEL;
  if (level === NO_RX_LEVEL) return 'ok';
  if (!accountRxLevels.includes(level)) return 'license-required';
  if (!sellableLevels.includes(level)) return 'not-sellable';
  return 'ok';
}

/** Why add to cart refuses an item (service spec §5); the API maps each to a typed error. */
export type AddToCartRefusal = 'inactive' | 'restricted' | 'license-required' | 'not-sellable';

export interface AddToCartRefusalInput {
  inactive: boolean;
  restricted: boolean;
  rxCheck: RxCheck;
}

/**
 * service spec §5: add to cart is refused for inactive or restricted items, and for an item whose
 * rxLevel is not allowed for the account or not sellable. Returns null when the item may be added;
 * otherwise the first reason, checked in that order.
 */
export function addToCartRefusal({
  inactive,
  restricted,
  rxCheck,
}: AddToCartRefusalInput): AddToCartRefusal | null {
  if (inactive) return 'inactive';
  if (restricted) return 'restricted';
  return rxCheck === 'ok' ? null : rxCheck;
}

/**
 * What the product page or card shows where the add-to-cart button goes (storefront spec §2.5
 * and §4): the login link for visitors, the call-an-administrator message for restricted items,
 * the licence message when the Rx check fails, a disabled 'Currently Unavailable' button, or the
 * working button.
 */
export type AddToCartControl = 'login' | 'restricted' | 'license-required' | 'unavailable' | 'ready';

export interface AddToCartControlInput {
  authenticated: boolean;
  restricted: boolean;
  rxCheck: RxCheck;
  /** False when the product is not addable or its price is 'N/A' (storefront spec §2.5). */
  available: boolean;
  /** The account's remaining allocation; null when the item is not on allocation. */
  allocationMax: number | null;
  /** True while the allocation is being fetched. */
  allocationLoading: boolean;
}

/**
 * storefront spec §4: disabled as 'Currently Unavailable' for an authenticated user when the item
 * is unavailable, when allocationMax is 0, or while allocation is being fetched; replaced by the
 * licence message when the licence level is insufficient or the level not sellable; a restricted
 * item shows the administrator message instead. Replacements win over the disabled state because
 * they tell the buyer why, whereas 'Currently Unavailable' would suggest waiting.
 */
export function addToCartControl(input: AddToCartControlInput): AddToCartControl {
  // storefront spec §2.5: logged-out visitors get 'Login to View Price' instead of the purchase area.
  if (!input.authenticated) return 'login';
  if (input.restricted) return 'restricted';
  if (input.rxCheck !== 'ok') return 'license-required';
  if (!input.available || input.allocationLoading || input.allocationMax === 0) return 'unavailable';
  return 'ready';
}

export interface AllocationResult {
  /** The quantity that may be added. */
  quantity: number;
  /** True when it is less than requested: the cart response sets addToCartAdjustment. */
  adjusted: boolean;
}

/**
 * Caps a requested quantity by the remaining allocation (service spec §8: 'Server adjusted
 * quantity'). `remaining` null means the item is not on allocation. With nothing left the result
 * is quantity 0, adjusted: the caller refuses the add and shows NO_ALLOCATION_MESSAGE.
 */
export function applyAllocation(requested: number, remaining: number | null): AllocationResult {
  if (!Number.isFinite(requested) || requested < 0) {
    throw new RangeError(`requested must be a non-negative finite number, got ${String(requested)}`);
  }
  if (remaining === null || requested <= remaining) return { quantity: requested, adjusted: false };
  const quantity = Math.max(0, Math.floor(remaining));
  return { quantity, adjusted: quantity < requested };
}
