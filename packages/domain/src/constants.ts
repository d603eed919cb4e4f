// Store-wide limits, page sizes, timings and breakpoints from the specs, in one place so the API
// and the storefront cannot drift apart (service spec §9, storefront spec §2, §9).
// Search constants (TYPEAHEAD_*) live in search-text.ts, beside the rules that use them.

// service spec §9 / storefront spec §3: default page size 10; contacts and reorders 100.
export const DEFAULT_PAGE_SIZE = 10;
export const CONTACTS_PAGE_SIZE = 100;
export const REORDERS_PAGE_SIZE = 100;

// service spec §7 and §9: the open-invoice fetch asks for up to 10000 invoices.
export const OPEN_INVOICE_LIMIT = 10000;

// storefront spec §5 and §9: item-list names show truncated to 23 characters.
export const ITEM_LIST_NAME_MAX = 23;
// storefront spec §2.3: the sidebar truncates the first name to 11 and the account name to 20.
export const SIDEBAR_FIRST_NAME_MAX = 11;
export const SIDEBAR_ACCOUNT_NAME_MAX = 20;

// service spec §9: token expiry is checked every 600000 ms (10 minutes).
export const TOKEN_CHECK_INTERVAL_MS = 600_000;
// storefront spec §2.7 / §9: the cart popover opens on hover after 150 ms; max height 600 px.
export const CART_HOVER_DELAY_MS = 150;
export const CART_POPOVER_MAX_HEIGHT_PX = 600;
// storefront spec §2.5 / §9: a resize rebuilds the carousel after 200 ms.
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 200;
// storefront spec §2.5 / §9: the carousel shows one item per view below 650 px.
export const CAROUSEL_SINGLE_ITEM_MAX_WIDTH = 649;
// storefront spec §4 / §8: a failed variant load reverts and shows its message for 3 seconds.
export const VARIANT_ERROR_DISPLAY_MS = 3000;
// service spec §9 / storefront spec §2.4: loader sub-texts appear after 3000 ms and 8000 ms.
export const LOADER_SUBTEXT_DELAYS_MS = [3000, 8000] as const;

// service spec §9 / storefront spec §9: mobile up to 767 px, tablet up to 991 px, desktop from 992 px.
export const BREAKPOINTS = { mobileMax: 767, tabletMax: 991, desktopMin: 992 } as const;
// service spec §9 / storefront spec §9: the fly-to-cart animation (about 2.2 s) runs at 1000 px or wider.
export const FLY_TO_CART_MIN_WIDTH = 1000;
export const FLY_TO_CART_DURATION_MS = 2200;
// service spec §9 / storefront spec §2.6: card max width 255 px on the checkout interstitial or in a modal.
export const PRODUCT_CARD_MAX_WIDTH_PX = 255;

// service spec §9 / storefront spec §9: reorder window options, 90 days by default.
export const REORDER_WINDOW_DAYS = [15, 30, 60, 90, 180] as const;
export const DEFAULT_REORDER_WINDOW_DAYS = 90;
// service spec §9: the reorder source is Order History (default) or Estimates.
export const REORDER_SOURCES = ['Order History', 'Estimates'] as const;
export const DEFAULT_REORDER_SOURCE = 'Order History';

// service spec §3 and §9: the card types a payment method may have.
export const CARD_TYPES = ['visa', 'amex', 'discover', 'mastercard', 'ach'] as const;
export type CardType = (typeof CARD_TYPES)[number];

// storefront spec §1 and §9: support hours are EST, so the store keeps Eastern time. Shipping cut-offs
// (dddShippingCutoffTime) and card expiry months are judged on this clock.
export const STORE_TIME_ZONE = 'America/New_York';
