// Texts and limits of the cart screens, verbatim from the specs where they give them (storefront
// spec §2.7, §8, §9; service spec §8, §9). The quantity-adjusted warning and the allocation message
// live in @medsupply/domain (rx.ts) because the API and the add-to-cart controls share them.
import { CART_HOVER_DELAY_MS, CART_POPOVER_MAX_HEIGHT_PX } from '@medsupply/domain';

export { CART_HOVER_DELAY_MS, CART_POPOVER_MAX_HEIGHT_PX };

export const CART_TEXTS = {
  // storefront spec §2.7 and §8: the popover's two states and the page's empty message.
  popoverLoading: 'Your cart is loading...',
  popoverEmpty: 'Your cart is empty',
  pageEmpty: 'Your cart is currently empty.',
  pageTitle: 'Your Cart',
  cartLabel: 'Cart',
  viewCart: 'View Cart',
  checkout: 'Checkout',
  proceedToCheckout: 'Proceed to checkout',
  continueShopping: 'Continue shopping',
  remove: 'Remove',
  saveForLater: 'Save for later',
  moveToCart: 'Move to cart',
  delete: 'Delete',
  savedForLater: 'Saved for later',
  emptyCart: 'Empty cart',
  emptyCartConfirmTitle: 'Empty your cart?',
  clearNotifications: 'Clear',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  tax: 'Tax (estimated)',
  convenienceFee: 'Convenience fee',
  total: 'Total',
  orderSummary: 'Order summary',
  /** A tax or fee whose calculation failed (service spec §8: stored as 'error'). */
  amountUnavailable: 'Unavailable',
  totalIncomplete: 'Does not include amounts we could not calculate yet.',
  updating: 'Updating…',
  loadFailed: 'We could not load your cart.',
  noPrice: 'N/A',
  // Our words for failed changes; the server's own message is preferred when it sends one.
  editFailed: 'We could not update this item. Please try again.',
  removeFailed: 'We could not remove this item. Please try again.',
  saveFailed: 'We could not save this item for later. Please try again.',
  moveFailed: 'We could not move this item to your cart. Please try again.',
  deleteSavedFailed: 'We could not delete this saved item. Please try again.',
  emptyFailed: 'We could not empty your cart. Please try again.',
  clearFailed: 'We could not clear these messages. Please try again.',
  // issue 28: punchout mode's action in place of checkout.
  returnCart: 'Return cart to procurement',
  returningCart: 'Returning your cart…',
  returnCartHint:
    'Your procurement system receives these lines as a requisition; you finish the order there.',
  returnCartFailed: 'We could not return your cart. Please try again.',
} as const;

/** storefront spec §2.7: '{n} Products' above the popover's lines. */
export function productsCount(count: number): string {
  return `${count} ${count === 1 ? 'Product' : 'Products'}`;
}

export { cartButtonLabel } from './cart-button-label';

/** storefront spec §2.7: matrix details shown as 'key:value'. */
export function matrixDetailTexts(details: Record<string, string> | null | undefined): string[] {
  return details ? Object.entries(details).map(([key, value]) => `${key}:${value}`) : [];
}

/** The product page of a cart line (storefront spec §2.1: /product/{id or urlComponent}). */
export function productPath(line: { urlComponent: string; itemId: number }): string {
  return `/product/${encodeURIComponent(line.urlComponent || String(line.itemId))}`;
}

export const CHECKOUT_PATH = '/checkout';
export const CART_PATH = '/cart';
export const SHOP_PATH = '/products/1';
