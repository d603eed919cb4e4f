// Texts, limits and timings of the catalogue screens, verbatim from storefront spec §2.5, §2.6, §8, §9.
// The contract's runtime values live beside its zod schemas: importing one would put zod on the
// page (see vite.config.ts), so the few the screens need are restated here, typed by the contract
// so that a change there fails the typecheck here.
import type { Availability, ItemSort } from '@medsupply/contract';
import { DEFAULT_PAGE_SIZE } from '@medsupply/domain';

/** storefront spec §3: the strike-through price level (contract LIST_PRICE_LEVEL). */
export const LIST_PRICE_LEVEL = 'List Price';

/** The listing's sorts and availabilities, in the contract's order (ITEM_SORTS, AVAILABILITIES). */
export const ITEM_SORTS = [
  'relevance',
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
  'newest',
] as const satisfies readonly ItemSort[];
export const AVAILABILITIES = ['inStock', 'outOfStock'] as const satisfies readonly Availability[];

/** storefront spec §9: default page size. */
export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const MESSAGES = {
  /** storefront spec §2.5 and §8. */
  unavailable: 'This product is currently unavailable. Please check back later!',
  noAllocation: 'You have no more allocation on this product.',
  loginToViewPrice: 'Login to View Price',
  /** storefront spec §2.6 (cards) and §2.5 (carousel tiles). */
  loginToSeePrice: 'Login to see price',
  logInToSeePrice: 'Log in to see price',
  licenseRequired: 'This item requires a medical license to purchase',
  inStock: 'In Stock',
  outOfStock: 'Out of Stock',
  noPrice: 'N/A',
} as const;

/** storefront spec §2.5: #pd, #rp and #ap select the details, related or alternative section. */
export const PRODUCT_SECTIONS = { pd: 'details', rp: 'related', ap: 'alternatives' } as const;

/** storefront spec §9: carousel resize debounce and per-view limits. */
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 200;
export const RELATED_PER_VIEW_MAX = 5;
export const DOWNLOADS_PER_VIEW_MAX = 3;
export const ALTERNATIVES_PER_VIEW_MAX = 3;
/** storefront spec §9: the carousel is 1 item per view below 650 px. */
export const CAROUSEL_SINGLE_BELOW_PX = 650;
/** storefront spec §2.6: home carousel 8 slides on wide screens, down to 2 by breakpoint. */
export const HOME_CAROUSEL_SLIDES = { wide: 8, desktop: 5, tablet: 3, mobile: 2 } as const;
