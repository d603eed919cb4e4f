// The one table from error codes to HTTP (ARCHITECTURE §4, ADR 0055): services refuse with a code
// (core/refusals.ts) and never know a status; the edge answers its own codes (validation, rate
// limits, idempotency keys, an outage); the error mapper (errors.ts) answers each code with the
// status below. A code added to the contract's list (packages/contract refusal-codes.ts) does not
// compile until it has a row here, and a code of one of the contract's groups (not found, sign in,
// rate limit, conflict, unavailable) does not compile with another status than its group's
// (not found, invalid request, sign in, rate limit, conflict, unavailable).
import type {
  ConflictCode,
  ErrorCode,
  InvalidRequestCode,
  NotFoundCode,
  RateLimitCode,
  SignInCode,
  UnavailableCode,
} from '@medsupply/contract';
import type { Refusal } from '../core/refusals.ts';

/** What the table must satisfy: a status for every code, the group's status for a group's codes. */
type StatusTable = Record<ErrorCode, number> &
  Record<NotFoundCode, 404> &
  Record<InvalidRequestCode, 400> &
  Record<SignInCode, 401> &
  Record<RateLimitCode, 429> &
  Record<ConflictCode, 409> &
  Record<UnavailableCode, 503>;

const ERROR_STATUS = {
  NOT_FOUND: 404,
  ITEM_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  ITEM_LIST_NOT_FOUND: 404,
  ITEM_LIST_LINE_NOT_FOUND: 404,
  PAGE_NOT_FOUND: 404,
  ACCOUNT_NOT_FOUND: 404,

  VALIDATION: 400,
  INVALID_UNIT: 400,
  ITEM_MISMATCH: 400,
  INVALID_PASSWORD: 400,
  CURRENT_PASSWORD_WRONG: 400,
  RESET_LINK_INVALID: 400,
  UNKNOWN_BUSINESS_TYPE: 400,
  UNKNOWN_CONTACT_ROLE: 400,

  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  USER_INACTIVE: 403,
  ACCOUNT_PENDING_APPROVAL: 403,
  ACCOUNT_INACTIVE: 403,
  NOT_PARENT_LOGIN: 403,
  ACCOUNT_NOT_RELATED: 403,
  NOT_LIST_OWNER: 403,
  TOO_MANY_ATTEMPTS: 429,

  // service spec §5: an add the rules refuse is well-formed but cannot be done.
  ITEM_INACTIVE: 422,
  ITEM_UNAVAILABLE: 422,
  ITEM_RESTRICTED: 422,
  LICENSE_REQUIRED: 422,
  NOT_SELLABLE: 422,
  VARIANT_REQUIRED: 422,
  NO_ALLOCATION: 422,
  TAX_RATE_UNAVAILABLE: 422,
  ESTIMATE_NOT_CONVERTIBLE: 409,

  PAYMENT_METHOD_NOT_FOUND: 404,
  // A card past its expiry month, a token the gateway cannot read, one method too many: the
  // request is well-formed, the stored state says no.
  PAYMENT_METHOD_EXPIRED: 422,
  PAYMENT_DETAILS_INVALID: 422,
  PAYMENT_METHODS_LIMIT: 422,
  // service spec §5: an amount over its bound is bad input for the payment (issue 18: 400).
  PAYMENT_AMOUNT_INVALID: 400,
  DOCUMENT_LINK_INVALID: 403,

  ORDER_NOT_FOUND: 404,
  ADDRESS_NOT_FOUND: 404,
  // The order was decided by someone else meanwhile.
  ORDER_NOT_PENDING: 409,
  // What the cart, the ship-to, stock or credit allow: well-formed, the stored state says no.
  CART_EMPTY: 422,
  // The cart or its prices changed between the card's authorisation and the order's transaction.
  CART_CHANGED: 409,
  SHIP_TO_NOT_LICENSED: 422,
  INSUFFICIENT_STOCK: 422,
  TERMS_UNAVAILABLE: 422,
  CREDIT_LIMIT: 422,
  // The card or bank declined: 402 Payment Required, with the gateway's sentence.
  PAYMENT_DECLINED: 402,
  // As http/idempotency.ts answers a reused key.
  IDEMPOTENCY_KEY_REUSED: 422,
  LICENCE_NOT_FOUND: 404,
  CONTACT_NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  ISSUE_NOT_FOUND: 404,
  // Open orders or subscriptions ship or bill to it: the state conflicts with the delete.
  ADDRESS_IN_USE: 409,
  ADDRESSES_LIMIT: 422,
  // An upload of the wrong type, too large or broken; a licence past its expiry or of an unknown
  // level; a link that is not (or no longer) valid: bad input.
  DOCUMENT_INVALID: 400,
  LICENCE_INVALID: 400,
  INVITATION_INVALID: 400,
  USERNAME_TAKEN: 409,
  // An admin removing their own admin right, or the account's last admin (domain contacts.ts).
  CONTACT_CHANGE_REFUSED: 422,
  // The back office (issue 20): another staff member shipped it meanwhile, or the order is not open.
  FULFILLMENT_NOT_FOUND: 404,
  ORDER_NOT_SHIPPABLE: 409,
  QUANTITY_NOT_SHIPPABLE: 409,
  LOT_STOCK_SHORT: 409,
  LOT_NOT_SHIPPABLE: 422,
  ALREADY_DECIDED: 409,
  QUANTITY_NOT_CANCELLABLE: 409,
  // A start link is one use and minutes long: whoever holds a used or stale one may not sign in.
  PUNCHOUT_LINK_INVALID: 403,
  // The procurement system's price is not ours (beyond its tolerance): the state conflicts.
  PRICE_MISMATCH: 409,
  BUDGET_EXCEEDED: 422,
  BUDGET_NOT_FOUND: 404,
  APPROVAL_RULE_NOT_FOUND: 404,
  APPROVAL_LINK_INVALID: 403,
  RETURN_NOT_FOUND: 404,
  RETURN_NOT_RETURNABLE: 422,
  CONTROLLED_RETURN_REFUSED: 422,
  RETURN_STATE_CHANGED: 409,
  RECALL_NOT_FOUND: 404,
  RECALL_NOT_DRAFT: 409,
  RECALL_NOT_PUBLISHED: 409,
  RECALL_ALREADY_ACKNOWLEDGED: 409,
  RECALL_NOTHING_TO_REMIND: 409,
  NOT_A_SUBSTITUTE: 422,
  // The line changed since the offer was shown (the other press of a double click swapped it).
  CART_LINE_CHANGED: 409,
  SUBSTITUTE_RECALLED: 422,

  // The edge's own answers (http/, packages/contract EDGE_CODES).
  TOO_MANY_REQUESTS: 429,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  IDEMPOTENCY_KEY_INVALID: 400,
  // The first request with this key still runs: the state conflicts with a second run.
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  DATABASE_UNAVAILABLE: 503,
  INVALID_ORIGIN: 400,
  INVALID_CARD: 400,
  INVALID_BANK_ACCOUNT: 400,
  CART_LINES_REFUSED: 400,
  INVALID_JSON: 400,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BAD_REQUEST: 400,
} as const satisfies StatusTable;

/** The status of every code the API answers with, business refusals and the edge's own. */
export const REFUSAL_STATUS: Readonly<Record<ErrorCode, number>> = ERROR_STATUS;

/** The headers a refusal's details ask for. */
export function refusalHeaders(refusal: Refusal): Record<string, string> {
  return refusal.code === 'TOO_MANY_ATTEMPTS' ? { 'retry-after': String(refusal.retryAfterSeconds) } : {};
}
