// Cart error codes without zod (see auth-rules.ts for the same reason): the storefront's add-to-cart
// code needs them on every page, and its initial JavaScript budget has no room for the schemas.
// Each is a code of the closed list (refusal-codes.ts), checked by the compiler.
import type { RefusalCode } from './refusal-codes.ts';

/**
 * Error codes of refused cart calls (the body's `code`; HTTP 422 unless noted). The storefront logs
 * these without a message to the user (storefront spec §8), except NO_ALLOCATION, which it shows as
 * 'You have no more allocation on this product.'
 */
export const CART_ERROR_CODES = {
  itemInactive: 'ITEM_INACTIVE',
  itemRestricted: 'ITEM_RESTRICTED',
  licenseRequired: 'LICENSE_REQUIRED',
  notSellable: 'NOT_SELLABLE',
  noAllocation: 'NO_ALLOCATION',
  /** 404: unknown item, or a cart line / saved entry that is not the caller's. */
  notFound: 'NOT_FOUND',
  /** 400: the unit does not belong to the item's unit type. */
  invalidUnit: 'INVALID_UNIT',
  /** A matrix parent (an item with variants): a variant must be chosen. */
  variantRequired: 'VARIANT_REQUIRED',
  /** getTaxRate: no tax rate is known for the address's state (the storefront stores tax 'error'). */
  taxRateUnavailable: 'TAX_RATE_UNAVAILABLE',
} as const satisfies Record<string, RefusalCode>;
export type CartErrorCode = (typeof CART_ERROR_CODES)[keyof typeof CART_ERROR_CODES];

/**
 * storefront spec §8: an add refused because the item is inactive, restricted, needs a licence or
 * is not sold online is only logged, with no message to the buyer (every other refusal shows the
 * API's sentence, NO_ALLOCATION's included).
 */
export const LOGGED_ONLY_CART_CODES = [
  CART_ERROR_CODES.itemInactive,
  CART_ERROR_CODES.itemRestricted,
  CART_ERROR_CODES.licenseRequired,
  CART_ERROR_CODES.notSellable,
] as const satisfies readonly RefusalCode[];
