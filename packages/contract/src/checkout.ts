// The checkout calls of service spec §7 ("Checkout", prefix /api/checkout/checkout): getCheckoutData,
// getTypes, getAlternateShippingData and placeOrder (issue 17). Money is decimal dollars on the
// wire and marked with Money, so the edge removes it for a caller without isPriceVisible.
//
// Card numbers never come here (ARCHITECTURE §9): a card is a token from the gateway's hosted
// fields, or a saved payment method's id. placeOrder needs an Idempotency-Key header.
import { z } from 'zod';
import { Money } from './money.ts';
import { Id } from './catalog.ts';
import { GatewayToken, PaymentMethod } from './payment-methods.ts';

/** An address as checkout and an order show it. */
export const CheckoutAddress = z.object({
  id: Id,
  label: z.string(),
  addressee: z.string(),
  attention: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  defaultShipping: z.boolean(),
  defaultBilling: z.boolean(),
  /** service spec §3: the controlled-substance licences held at the address, with expiration. */
  controlledSubstance: z.array(
    z.object({
      rxLevel: z.number().int(),
      licenceNumber: z.string(),
      /** 'YYYY-MM-DD'. */
      expiration: z.string(),
      status: z.enum(['pending', 'verified', 'rejected']),
    }),
  ),
});
export type CheckoutAddress = z.infer<typeof CheckoutAddress>;

/** A ship-to left out of checkout and why (storefront spec §5 "Checkout addresses"). */
export const ExcludedShipAddress = z.object({
  address: CheckoutAddress,
  /** One sentence per licence level it does not cover: which licence, expired when. */
  reasons: z.array(z.string()),
});

/** The messages checkout shows (service spec §3 Checkout data errorMessages). */
export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is currently empty.',
  noShipAddress:
    'None of your addresses holds the licenses the items in your cart need. Update a license or remove those items.',
  taxError: 'Tax could not be calculated for this address. Please try again or choose another address.',
  feeError: 'The convenience fee could not be calculated. Please try again.',
  punchout: 'Orders are sent from your procurement system; checkout is not available in punchout mode.',
  approvalNeeded: 'Your orders are reviewed by an administrator of your company before they are processed.',
  itemListNotFound: 'Item list not found',
} as const;

/**
 * GET getCheckoutData?itemListId= (ours, issue 21 point 5): with an item list of the account, the
 * ship-tos are judged against the list's lines instead of the cart's (/subscription).
 */
export const CheckoutDataQuery = z.object({
  itemListId: z.coerce
    .number({ message: 'itemListId must be a number' })
    .int('itemListId must be a whole number')
    .min(1, 'itemListId must be a positive number')
    .max(2_147_483_647, 'itemListId is too large')
    .optional(),
});
export type CheckoutDataQuery = z.infer<typeof CheckoutDataQuery>;

/** GET getCheckoutData. */
export const CheckoutDataResponse = z.object({
  /** service spec §3: hasTerms, terms, availableBalance. */
  invoiceDetails: z.object({
    hasTerms: z.boolean(),
    terms: z.string().nullable(),
    availableBalance: Money.optional(),
  }),
  /** Ship-tos offered: they hold every licence the cart's lines need. */
  shipAddresses: z.array(CheckoutAddress),
  /** Ship-tos left out, each with why. */
  excludedShipAddresses: z.array(ExcludedShipAddress),
  billAddresses: z.array(CheckoutAddress),
  dddShippingCutoffTime: z.string(),
  /** Saved methods that may pay now (expired cards left out), the default first. */
  paymentMethods: z.array(PaymentMethod),
  convFeeExempt: z.boolean(),
  /** Percent (getConvenienceFeeRate). */
  convenienceFeeRate: z.number(),
  submissionDetails: z.object({
    /** The order waits for an administrator (the contact's orders need approval). */
    requiresApproval: z.boolean(),
    /** Punchout logins send orders from their procurement system: no checkout. */
    canPlaceOrder: z.boolean(),
    /** Lines of the cart that would be ordered. */
    lineCount: z.number().int(),
  }),
  errorMessages: z.record(z.string(), z.string()),
  /** The order statuses (service spec §3 Checkout data statuses). */
  statuses: z.array(z.string()),
});
export type CheckoutDataResponse = z.infer<typeof CheckoutDataResponse>;

/** GET getTypes: how the account may pay (terms only when it has terms). */
export const CheckoutTypesResponse = z.object({
  types: z.array(
    z.object({
      type: z.enum(['terms', 'card', 'ach']),
      name: z.string(),
    }),
  ),
});
export type CheckoutTypesResponse = z.infer<typeof CheckoutTypesResponse>;

/** GET getAlternateShippingData ?numShipDates&shipAddressZip&shipCity (service spec §7). */
export const AlternateShippingQuery = z.object({
  numShipDates: z.coerce
    .number({ message: 'numShipDates must be a number' })
    .int('numShipDates must be a whole number')
    .min(1, 'numShipDates must be 1 or more')
    .max(60, 'numShipDates must be 60 or less')
    .default(5),
  shipAddressZip: z.string().trim().min(1, 'shipAddressZip is required').max(20),
  shipCity: z.string().trim().min(1, 'shipCity is required').max(100),
});
export type AlternateShippingQuery = z.infer<typeof AlternateShippingQuery>;

export const AlternateShippingResponse = z.object({
  addressId: Id,
  dddShippingCutoffTime: z.string(),
  /** The day an order placed now ships, 'YYYY-MM-DD'. */
  shipDate: z.string(),
  /** ISO 8601: order before this instant to ship on shipDate. */
  orderBy: z.string(),
  /** The next delivery dates, earliest first, 'YYYY-MM-DD'. */
  shipDates: z.array(z.string()),
});
export type AlternateShippingResponse = z.infer<typeof AlternateShippingResponse>;

const IsoDayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');

/** How the order is paid: terms, a new card or bank account (a token), or a saved method. */
export const OrderPayment = z.discriminatedUnion('type', [
  z.object({ type: z.literal('terms') }),
  z.object({
    type: z.literal('token'),
    token: GatewayToken,
    /** Keep the card or account as a payment method of the account. */
    save: z.boolean().optional(),
  }),
  z.object({ type: z.literal('paymentMethod'), paymentMethodId: Id }),
]);
export type OrderPayment = z.infer<typeof OrderPayment>;

/** POST placeOrder. */
export const PlaceOrderRequest = z.object({
  shipAddressId: Id,
  billAddressId: Id,
  poNumber: z.string().trim().max(45, 'poNumber must be at most 45 characters').optional(),
  /** One of getAlternateShippingData's dates; the first delivery date when absent. */
  shipDate: IsoDayText.optional(),
  payment: OrderPayment,
  memo: z.string().trim().max(500, 'memo must be at most 500 characters').optional(),
});
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>;

/** An order's line as confirmation, details and approvals show it. */
export const OrderLine = z.object({
  id: Id,
  lineNumber: z.number().int(),
  itemId: Id,
  itemName: z.string(),
  displayName: z.string(),
  urlComponent: z.string(),
  thumbnailImage: z.string().nullable(),
  unit: Id,
  unitName: z.string(),
  rxLevel: z.number().int(),
  quantity: z.number().int(),
  quantityFulfilled: z.number().int(),
  quantityBackordered: z.number().int(),
  quantityCancelled: z.number().int(),
  quantityBilled: z.number().int(),
  /** Price of one of the line's unit when ordered. */
  price: Money.optional(),
  amount: Money.optional(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const OrderAddress = z.object({
  addressee: z.string(),
  attention: z.string().nullable().optional(),
  line1: z.string(),
  line2: z.string().nullable().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});

/** The order as placed: header, snapshotted addresses, payment, lines and totals. */
export const OrderConfirmation = z.object({
  id: Id,
  tranId: z.string(),
  /** The status as stored (see statusLabel for what to show). */
  status: z.string(),
  /** service spec §4: custom statuses shown ('Billed' → 'Fulfilled'). */
  statusLabel: z.string(),
  orderDate: z.string(),
  shipDate: z.string().nullable(),
  poNumber: z.string().nullable(),
  memo: z.string().nullable(),
  placedBy: z.string().nullable(),
  shipAddress: OrderAddress,
  billAddress: OrderAddress,
  paymentType: z.enum(['terms', 'card', 'ach']),
  /** 'Visa ending 4242', 'Net 30'. */
  paymentDescription: z.string(),
  lines: z.array(OrderLine),
  subtotal: Money.optional(),
  shipping: Money.optional(),
  tax: Money.optional(),
  convenienceFee: Money.optional(),
  total: Money.optional(),
  /** What happens next, in a sentence or two. */
  nextSteps: z.string(),
  /** Why it waits or waited for approval (issue 33): each rule or budget that held it, and its decision. */
  approvalReasons: z.array(
    z.object({ reason: z.string(), decision: z.enum(['pending', 'approved', 'rejected']) }),
  ),
});
export type OrderConfirmation = z.infer<typeof OrderConfirmation>;

/** service spec §3: orderConfirmation, status, subscriptionItemList. */
export const PlaceOrderResponse = z.object({
  orderConfirmation: OrderConfirmation,
  status: z.string(),
  /** Lists set up as subscriptions from this checkout (/subscription); empty for an order. */
  subscriptionItemList: z.array(Id),
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponse>;

/** returncart (issue 28): the sentences a punchout buyer reads when the cart cannot go back. */
export const RETURN_CART_MESSAGES = {
  notPunchout: 'Only a punchout session returns its cart to a procurement system.',
  inspectOnly: 'Your procurement system opened this cart to look at it; it cannot be returned.',
  emptyCart: 'Your cart is empty.',
  pricesHidden:
    'Your procurement contact cannot see prices, so the cart cannot go back with them. Please ask your administrator.',
  linesRefused: 'Some lines of your cart cannot be ordered. Change or remove them, then return the cart.',
  sessionEnded: 'Your punchout session has ended. Please start again from your procurement system.',
  notReturned: 'Your cart was not returned',
  backToCart: 'Back to your cart',
} as const;

/**
 * returncart's body. `check`: only judge the cart (the storefront asks before it hands the cart
 * over). `token`: the session's bearer token, when the storefront posts returncart as an HTML form
 * (a top-level navigation, so the answer's form may post on to the procurement system); a
 * cross-site page cannot know it, so it also stands as the form's CSRF proof.
 */
export const ReturnCartRequest = z.object({
  check: z.boolean().optional(),
  token: z.string().max(4096).optional(),
});
export type ReturnCartRequest = z.infer<typeof ReturnCartRequest>;

/** returncart with `check`: every line would go back. Nothing was sent; the session goes on. */
export const ReturnCartReadyResponse = z.object({
  ready: z.literal(true),
  lineCount: z.number().int(),
});
export type ReturnCartReadyResponse = z.infer<typeof ReturnCartReadyResponse>;

/** A cart line returncart refused, with the refusal placing would give it. */
export const ReturnCartRefusedLine = z.object({
  lineId: z.number().int(),
  itemId: z.number().int(),
  itemName: z.string(),
  code: z.string(),
  message: z.string(),
});
export type ReturnCartRefusedLine = z.infer<typeof ReturnCartRefusedLine>;

/** returncart's 400 when lines would be refused: each line and why (nothing goes back). */
export const ReturnCartRefusedResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.literal('CART_LINES_REFUSED'),
  lines: z.array(ReturnCartRefusedLine),
});
export type ReturnCartRefusedResponse = z.infer<typeof ReturnCartRefusedResponse>;
