// Business refusals (ARCHITECTURE §4, STYLE "A refusal, from the rule to the screen"): what a
// service answers instead of a result when a rule says no: an unknown or foreign id, an item that
// cannot be bought, an owner-only change, too many attempts. A refusal is a code the client can act
// on, the message a person reads (the spec's wording where it has one) and typed details. Services
// throw it (refuse()) or return it (buyRefusal); they never pick an HTTP status: the one table at
// the edge (http/refusal-status.ts) does, so a job or the back office gets the same refusal.

/** Details some refusals carry, by code; codes not listed carry none. */
export interface RefusalDetails {
  /** Refused for a while: how long until the next attempt may succeed (429 + Retry-After at the edge). */
  TOO_MANY_ATTEMPTS: { retryAfterSeconds: number };
}

/** Every code a service may refuse with. The edge maps each to exactly one status. */
export const REFUSAL_CODES = [
  // The request names something the caller may not see, or that does not exist: answered alike,
  // so ids of other accounts cannot be probed (ARCHITECTURE §7).
  'NOT_FOUND',
  'ITEM_NOT_FOUND',
  'CATEGORY_NOT_FOUND',
  'ITEM_LIST_NOT_FOUND',
  'ITEM_LIST_LINE_NOT_FOUND',
  'PAGE_NOT_FOUND',
  'ACCOUNT_NOT_FOUND',
  // Input the contract cannot check alone (it depends on stored data).
  'VALIDATION',
  'INVALID_UNIT',
  'ITEM_MISMATCH',
  'INVALID_PASSWORD',
  'CURRENT_PASSWORD_WRONG',
  'RESET_LINK_INVALID',
  'UNKNOWN_BUSINESS_TYPE',
  'UNKNOWN_CONTACT_ROLE',
  // Who is asking.
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'USER_INACTIVE',
  'ACCOUNT_PENDING_APPROVAL',
  'ACCOUNT_INACTIVE',
  'NOT_PARENT_LOGIN',
  'ACCOUNT_NOT_RELATED',
  'NOT_LIST_OWNER',
  'TOO_MANY_ATTEMPTS',
  // What may be bought (service spec §5; core/buy-rule.ts) and what can be computed.
  'ITEM_INACTIVE',
  'ITEM_UNAVAILABLE',
  'ITEM_RESTRICTED',
  'LICENSE_REQUIRED',
  'NOT_SELLABLE',
  'VARIANT_REQUIRED',
  'NO_ALLOCATION',
  'TAX_RATE_UNAVAILABLE',
  // Estimates and quotes (issue 21): only an open, unexpired one goes into the cart, once; an
  // estimate needs a cart with lines (CART_EMPTY, below with checkout's).
  'ESTIMATE_NOT_CONVERTIBLE',
  // Payment methods (issue 18 point 7): a saved card or bank account of the caller's account.
  'PAYMENT_METHOD_NOT_FOUND',
  'PAYMENT_METHOD_EXPIRED',
  'PAYMENT_DETAILS_INVALID',
  'PAYMENT_METHODS_LIMIT',
  // Billing (issue 18): a payment line over its bound or a plan the rules refuse, a document link
  // that is altered, expired or another account's (a declined charge is PAYMENT_DECLINED below).
  'PAYMENT_AMOUNT_INVALID',
  'DOCUMENT_LINK_INVALID',
  // Checkout and orders (issue 17, ADR 0020).
  'ORDER_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'ORDER_NOT_PENDING',
  'CART_EMPTY',
  'CART_CHANGED',
  'SHIP_TO_NOT_LICENSED',
  'INSUFFICIENT_STOCK',
  'TERMS_UNAVAILABLE',
  'CREDIT_LIMIT',
  'PAYMENT_DECLINED',
  'IDEMPOTENCY_KEY_REUSED',
  // The company pages (issue 19): ids of the caller's account only, and the rules of each page.
  'LICENCE_NOT_FOUND',
  'CONTACT_NOT_FOUND',
  'SESSION_NOT_FOUND',
  'ISSUE_NOT_FOUND',
  'ADDRESS_IN_USE',
  'ADDRESSES_LIMIT',
  'DOCUMENT_INVALID',
  'LICENCE_INVALID',
  'USERNAME_TAKEN',
  'CONTACT_CHANGE_REFUSED',
  'INVITATION_INVALID',
  // The back office (issue 20): a fulfilment of another order or none, an order that cannot ship
  // (waiting for approval, rejected, cancelled), more of a line than is left to ship.
  'FULFILLMENT_NOT_FOUND',
  'ORDER_NOT_SHIPPABLE',
  'QUANTITY_NOT_SHIPPABLE',
  // Lots (issue 34): too few units of lots that may ship (expired, stopped, quarantined units never
  // do), or staff's choice of lots that cannot ship.
  'LOT_STOCK_SHORT',
  'LOT_NOT_SHIPPABLE',
  // An access request or licence another staff member decided meanwhile.
  'ALREADY_DECIDED',
  // Billing operations (H3): more of a line than is left unshipped to cancel.
  'QUANTITY_NOT_CANCELLABLE',
  // Punchout (issue 28): a start link used or expired, an OrderRequest price beyond the tolerance.
  'PUNCHOUT_LINK_INVALID',
  'PRICE_MISMATCH',
  // Spend control (issue 33): an order over a hard budget; a budget or rule of another account or
  // none; an approval link used, expired or meant for another approver.
  'BUDGET_EXCEEDED',
  'BUDGET_NOT_FOUND',
  'APPROVAL_RULE_NOT_FOUND',
  'APPROVAL_LINK_INVALID',
  // Returns (issue 34): a return of another account or none; more than can be returned; a
  // controlled substance the store does not take back; a return another staff member moved on.
  'RETURN_NOT_FOUND',
  'RETURN_NOT_RETURNABLE',
  'CONTROLLED_RETURN_REFUSED',
  'RETURN_STATE_CHANGED',
  // Recalls (issue 34 point 2, ADR 0050): a recall of no one's or another account's; a change to a
  // recall already published; an acknowledgment given before; a reminder with nobody to remind.
  'RECALL_NOT_FOUND',
  'RECALL_NOT_DRAFT',
  'RECALL_NOT_PUBLISHED',
  'RECALL_ALREADY_ACKNOWLEDGED',
  'RECALL_NOTHING_TO_REMIND',
  // Substitutes (issue 34 point 4, ADR 0053): a swap for an item the catalogue does not name as an
  // alternative of the line's, of a line that no longer holds the item (a second press), or for a
  // substitute that is itself recalled.
  'NOT_A_SUBSTITUTE',
  'CART_LINE_CHANGED',
  'SUBSTITUTE_RECALLED',
] as const;

export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** Codes that carry no details. */
export type PlainRefusalCode = Exclude<RefusalCode, keyof RefusalDetails>;

/** Any refusal: its code, the message a person reads, and the code's details when it has any. */
export type Refusal =
  | { code: PlainRefusalCode; message: string }
  | ({ code: 'TOO_MANY_ATTEMPTS'; message: string } & RefusalDetails['TOO_MANY_ATTEMPTS']);

/** A refusal thrown by a service; the transaction it was thrown in rolls back. */
export class BusinessRefusal extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.message);
    this.name = 'BusinessRefusal';
    this.refusal = refusal;
  }
}

/** A refusal to throw: `throw refuse('NOT_LIST_OWNER', NOT_LIST_OWNER)`; with details, `new BusinessRefusal({…})`. */
export const refuse = (code: PlainRefusalCode, message: string): BusinessRefusal =>
  new BusinessRefusal({ code, message });

/** True when `error` is a refusal, of one of `codes` when given. */
export function isRefusal(error: unknown, ...codes: RefusalCode[]): error is BusinessRefusal {
  return error instanceof BusinessRefusal && (codes.length === 0 || codes.includes(error.refusal.code));
}
