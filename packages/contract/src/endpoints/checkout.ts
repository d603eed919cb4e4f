// Checkout's calls (service spec §7 "Checkout", /api/checkout/checkout/*; issue 17). placeOrder
// requires an Idempotency-Key (ARCHITECTURE §4, ADR 0023): a retry answers the first result,
// another body under the same key is refused. returncart, on the same path prefix, is punchout's
// (endpoints/punchout.ts).
import {
  AlternateShippingQuery,
  AlternateShippingResponse,
  CheckoutDataQuery,
  CheckoutDataResponse,
  CheckoutTypesResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '../checkout.ts';
import { endpoint, endpointGroup } from '../endpoint.ts';
import { BUY_RULE_REFUSALS } from './cart.ts';
import { checkoutPaths } from '../paths/checkout.ts';

/**
 * What placing refuses (the order-to-cash module's placing): the session, the cart or list, the
 * ship-to, every line under the buy rule, stock and allocation, budgets, the payment, the credit
 * left, and a key reused for another body.
 */
const PLACE_ORDER_REFUSALS = [
  'FORBIDDEN',
  'ACCOUNT_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'ITEM_LIST_NOT_FOUND',
  'CART_EMPTY',
  'CART_CHANGED',
  'SHIP_TO_NOT_LICENSED',
  'NOT_FOUND',
  ...BUY_RULE_REFUSALS,
  'INSUFFICIENT_STOCK',
  'TAX_RATE_UNAVAILABLE',
  'BUDGET_EXCEEDED',
  'TERMS_UNAVAILABLE',
  'CREDIT_LIMIT',
  'PAYMENT_METHOD_NOT_FOUND',
  'PAYMENT_METHOD_EXPIRED',
  'PAYMENT_DETAILS_INVALID',
  'PAYMENT_DECLINED',
  'IDEMPOTENCY_KEY_REUSED',
] as const;

export const checkoutEndpoints = endpointGroup('checkout', {
  getCheckoutData: endpoint({
    method: 'GET',
    path: checkoutPaths.getCheckoutData,
    auth: 'buyer',
    summary:
      'Terms and available balance, ship-tos offered (and left out, with why), bill-tos, payment methods, submission details',
    query: CheckoutDataQuery,
    response: CheckoutDataResponse,
    refusals: ['ACCOUNT_NOT_FOUND', 'ITEM_LIST_NOT_FOUND'],
  }),
  getTypes: endpoint({
    method: 'GET',
    path: checkoutPaths.getTypes,
    auth: 'buyer',
    summary: 'How the account may pay: terms (when it has terms), card, bank account',
    response: CheckoutTypesResponse,
    refusals: ['ACCOUNT_NOT_FOUND'],
  }),
  getAlternateShippingData: endpoint({
    method: 'GET',
    path: checkoutPaths.getAlternateShippingData,
    auth: 'buyer',
    summary:
      "The next delivery dates of the account's ship-to with that zip and city (cut-off, delivery days)",
    query: AlternateShippingQuery,
    response: AlternateShippingResponse,
    refusals: ['ACCOUNT_NOT_FOUND', 'ADDRESS_NOT_FOUND'],
  }),
  placeOrder: endpoint({
    method: 'POST',
    path: checkoutPaths.placeOrder,
    auth: 'buyer',
    summary:
      "Places the cart as an order in one transaction (terms, a new card's token or a saved method); Idempotency-Key required",
    body: PlaceOrderRequest,
    response: PlaceOrderResponse,
    refusals: PLACE_ORDER_REFUSALS,
    idempotency: 'required',
  }),
});
