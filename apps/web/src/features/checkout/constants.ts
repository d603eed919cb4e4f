// Texts, paths and timings of the checkout screens (storefront spec §2.4, §9; service spec §2, §9).
// Messages the API answers (CHECKOUT_MESSAGES in the contract) are shown as they come.

export const CHECKOUT_PATHS = {
  cart: '/cart',
  checkout: '/checkout',
  review: '/reviewOrder',
  confirmation: '/orderConfirmation',
  error: '/orderError',
  products: '/products/1',
  salesOrders: '/myaccount/menu/salesorders',
  orderDetails: (id: number) => `/myaccount/menu/orderdetails?id=${id}`,
} as const;

/** storefront spec §2.4 and §9: the loader's sub-texts appear after 3000 ms and 8000 ms. */
export const PROCESSING_STEPS_MS = { first: 3000, second: 8000 } as const;

/** placeOrder's poNumber limit (contract PlaceOrderRequest). */
export const PO_NUMBER_MAX = 45;

/** How many delivery dates the ship-date list offers (getAlternateShippingData numShipDates). */
export const SHIP_DATE_CHOICES = 10;

export const CHECKOUT_TEXTS = {
  checkoutTitle: 'Checkout',
  checkoutDescription: 'Choose where the order goes, when it ships and how you pay.',
  reviewTitle: 'Review Your Order',
  reviewDescription: 'Check everything before you place the order.',
  confirmationTitle: 'Order Confirmation',
  /** What /orderError says until the browser has read the reason. */
  errorTitle: 'Your order was not placed.',
  processingTitle: 'Processing Order',
  // storefront spec §2.4: 'Processing Order', with the sub-text 'Dispatching to warehouse'.
  processingFirst: 'Dispatching to warehouse',
  processingSecond: 'This is taking a little longer than usual. Please keep this page open.',
  shipTo: 'Ship to',
  billTo: 'Bill to',
  shipDate: 'Delivery date',
  poNumber: 'PO number',
  payment: 'Payment',
  orderSummary: 'Order summary',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  tax: 'Tax',
  convenienceFee: 'Convenience fee',
  total: 'Total',
  taxCalculating: 'Calculating...',
  amountUnavailable: 'Unavailable',
  excludedHeading: 'Addresses that cannot receive this order',
  continueToReview: 'Continue to review',
  placeOrder: 'Place order',
  editDetails: 'Edit',
  backToCart: 'Back to cart',
  backToCheckout: 'Back to checkout',
  termsOption: 'Pay on terms',
  newCard: 'New credit card',
  saveCard: 'Save this card for future orders',
  cardFieldsTitle: 'Card details',
  cardNotReady: 'The card form is still loading. Please wait a moment and try again.',
  draftMissing: 'Your checkout details were not found. Please start again from checkout.',
  cartKept: 'Nothing was charged and your cart has been kept, so you can try again.',
  genericError: 'Something went wrong while placing your order. Please try again.',
  pricesHidden: 'Prices are confirmed on your order.',
  // /subscription (issue 21 point 5): the same screen, setting up an item list as a subscription.
  subscriptionTitle: 'Set up a subscription',
  schedule: 'Schedule',
  frequency: 'Frequency',
  firstDate: 'First order on',
  startSubscription: 'Start subscription',
  saveSubscription: 'Save subscription',
  savingSubscription: 'Saving…',
  backToList: 'Back to the list',
  emptyList: 'This list has no items yet.',
  subscriptionTotalsNote: 'Each order is priced, taxed and charged on the day it is placed.',
  noSavedPayment:
    'Subscriptions are paid on terms or by a saved card or bank account. Save one under Payment methods first.',
  pastDate: 'Choose today or a later day for the first order.',
  subscriptionFailed: 'We could not save the subscription. Please try again.',
  overBalance: (total: string, balance: string) =>
    `This order's total of ${total} is more than your available balance of ${balance}. Please pay by card, or pay open invoices first.`,
} as const;
