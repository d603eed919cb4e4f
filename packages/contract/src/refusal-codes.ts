// The closed list of error codes the API answers with (issue 32, ADR 0055): every business refusal a
// service may give (apps/api core/refusals.ts) and every code the HTTP edge answers by itself
// (validation, rate limits, idempotency keys, an unknown route, an outage). ErrorResponse.code is
// typed with it, the API's one status table (http/refusal-status.ts) is exhaustive over it, and the
// storefront decides what a failed call means by its code, never by its HTTP status.
// No zod here: the storefront's shell imports the types and the small groups below, and its initial
// JavaScript budget has no room for the schemas (site.ts builds the z.enum).

/** Every code a service may refuse with (core/refusals.ts throws them). */
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
  // Checkout and orders (issue 17, docs/order-lifecycle.md).
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

/** Codes the HTTP edge answers by itself, before or around a service (apps/api src/http). */
export const EDGE_CODES = [
  // A rate limit over writes or the payment fields (http/write-limits.ts; sign-in has its own,
  // TOO_MANY_ATTEMPTS above), or @fastify/rate-limit.
  'TOO_MANY_REQUESTS',
  // The Idempotency-Key header (http/idempotency.ts; a key reused for another body is
  // IDEMPOTENCY_KEY_REUSED above).
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  // ADR 0037: the database cannot be reached; the same request succeeds once it is back.
  'DATABASE_UNAVAILABLE',
  // The sandbox gateway's hosted fields: a parent page of another origin, card or bank details
  // that do not check out (with the problem of each field).
  'INVALID_ORIGIN',
  'INVALID_CARD',
  'INVALID_BANK_ACCOUNT',
  // returncart (punchout): lines the procurement system cannot take, listed in the body.
  'CART_LINES_REFUSED',
  // Fastify's own client errors: a body that is not JSON, a method the route lacks, a body too
  // large or of a type no parser reads, anything else the request got wrong.
  'INVALID_JSON',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_REQUEST',
] as const;

export type EdgeCode = (typeof EDGE_CODES)[number];

/** Every code an error body may carry. A 500 carries none: nothing in it is for the caller. */
// A pure call, not a spread at the top of the module: a bundler keeps a top-level spread (it may
// run an iterator), and with it the whole list in every page that imports one group (ADR 0055).
export const ERROR_CODES = /* @__PURE__ */ joinCodes(REFUSAL_CODES, EDGE_CODES);

function joinCodes<const A extends readonly string[], const B extends readonly string[]>(
  first: A,
  second: B,
): readonly [...A, ...B] {
  return [...first, ...second];
}

export type ErrorCode = RefusalCode | EdgeCode;

// ---- groups the storefront acts on ---------------------------------------------------------------
// Each group has one status at the edge; the API's status table is typed so a code of a group
// cannot get another status, and a test there checks that no code of that status is left out.

/** Something the caller may not see or that does not exist (404): its name ends in NOT_FOUND. */
export type NotFoundCode = Extract<ErrorCode, 'NOT_FOUND' | `${string}_NOT_FOUND`>;

/** True for a not-found code (404), by the naming rule the status table enforces. */
export function isNotFoundCode(code: string | undefined): code is NotFoundCode {
  return code !== undefined && (code === 'NOT_FOUND' || code.endsWith('_NOT_FOUND'));
}

/**
 * No session, or one that ended (401): service spec §4, refresh the token once and retry, else
 * sign in again. Wrong credentials at login (INVALID_CREDENTIALS, also 401) are not in it: that
 * answer is for the form, not for the session.
 */
export const SIGN_IN_CODES = ['UNAUTHORIZED', 'TOKEN_EXPIRED'] as const;
export type SignInCode = (typeof SIGN_IN_CODES)[number];

/**
 * service spec §8: what a refused sign-in shows, and what a current-user load that fails shows.
 * Here rather than only in authMessages (auth-rules.ts) so the storefront's shell, which shows it
 * when the signed-in user cannot be loaded, does not carry every auth message and the validators
 * they import (ARCHITECTURE §11 budget).
 */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';

/** True for a code that asks the caller to sign in (again). */
export function isSignInCode(code: string | undefined): code is SignInCode {
  return code === 'UNAUTHORIZED' || code === 'TOKEN_EXPIRED';
}

/** The store cannot serve the request now (503, ADR 0037); nothing is wrong with it. */
export const UNAVAILABLE_CODES = ['DATABASE_UNAVAILABLE'] as const;
export type UnavailableCode = (typeof UNAVAILABLE_CODES)[number];
