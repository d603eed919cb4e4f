// Texts and timings of the add-to-cart controls. The spec's verbatim messages (licence, allocation,
// unavailable, quantity adjusted) live in @medsupply/domain (rx.ts), shared with the API.
import {
  ALLOCATION_CONTACT_MESSAGE,
  ALLOCATION_MESSAGE,
  CURRENTLY_UNAVAILABLE_LABEL,
  LICENSE_REQUIRED_MESSAGE,
  NO_ALLOCATION_MESSAGE,
  QUANTITY_ADJUSTED_MESSAGE,
  UNAVAILABLE_MESSAGE,
} from '@medsupply/domain';

export const ADD_TO_CART_TEXTS = {
  addToCart: 'Add to cart',
  adding: 'Adding…',
  /** storefront spec §4 "Add-to-cart button". */
  currentlyUnavailable: CURRENTLY_UNAVAILABLE_LABEL,
  /** storefront spec §6 and §8. */
  licenseRequired: LICENSE_REQUIRED_MESSAGE,
  /** service spec §8. */
  allocation: ALLOCATION_MESSAGE,
  allocationContact: ALLOCATION_CONTACT_MESSAGE,
  noAllocation: NO_ALLOCATION_MESSAGE,
  /** storefront spec §2.5 and §8. */
  unavailable: UNAVAILABLE_MESSAGE,
  /** storefront spec §8 (spelling as the spec has it). */
  quantityAdjusted: QUANTITY_ADJUSTED_MESSAGE,
  /** storefront spec §4 "Variant selection" and §8. */
  variantFailed: 'Unable to load this size. Please try again.',
  /** Our words: the spec says a restricted item tells the user to phone an administrator. */
  restrictedLead: 'This item is restricted. Please call an administrator at',
  restrictedTail: 'to order it.',
  restrictedNoPhone: 'This item is restricted. Please call an administrator to order it.',
  // Our words for what the spec leaves open.
  addFailed: 'We could not add this item to your cart. Please try again.',
  added: 'Added to cart',
  quantity: 'Quantity',
  unit: 'Unit of measure',
  soldBy: 'Sold By',
  increase: 'Increase quantity',
  decrease: 'Decrease quantity',
  /** The checkout interstitial (storefront spec §2.6, §9). */
  interstitialTitle: 'Added to your cart',
  viewCart: 'View Cart',
  continueShopping: 'Continue Shopping',
  checkout: 'Checkout',
  relatedProducts: 'Related Products',
  alternativeProducts: 'Alternative Products',
} as const;

/** storefront spec §2.6: the interstitial's note on the added item. */
export function addedNote(quantity: number): string {
  return `Added: ${quantity}`;
}

/** storefront spec §4 and §8: the variant-failure message shows for 3 seconds. */
export const VARIANT_ERROR_MS = 3000;
/** storefront spec §9: the fly-to-cart animation, about 2.2 s, only at widths of 1000 px or more. */
export const FLY_TO_CART_MS = 2200;
export const FLY_TO_CART_MIN_WIDTH_PX = 1000;
/** storefront spec §9: the upsell modal shows up to 3 items per section. */
export const UPSELL_ITEMS_PER_SECTION = 3;
/** storefront spec §2.6 and service spec §9: card maximum width in the interstitial. */
export const INTERSTITIAL_CARD_MAX_WIDTH_PX = 255;

export const CART_PAGE_PATH = '/cart';
export const CHECKOUT_PAGE_PATH = '/checkout';
