// Groups of error codes (refusal-codes.ts) that only some callers act on, in their own module so a
// storefront page that uses none of them does not carry their lists (a bundler places a module,
// with every export some page uses, in one chunk; ADR 0055). Their statuses are kept by the API's
// status table like the other groups'.
import type { ErrorCode } from './refusal-codes.ts';

/** Too many requests or attempts for now (429, with Retry-After): the same request may succeed later. */
export const RATE_LIMIT_CODES = ['TOO_MANY_ATTEMPTS', 'TOO_MANY_REQUESTS'] as const;
export type RateLimitCode = (typeof RATE_LIMIT_CODES)[number];

/**
 * The stored state changed under the request (409): someone else decided, shipped or swapped it
 * meanwhile, or a first request with the same key is still running. Reloading shows why.
 */
export const CONFLICT_CODES = [
  'ESTIMATE_NOT_CONVERTIBLE',
  'ORDER_NOT_PENDING',
  'CART_CHANGED',
  'ADDRESS_IN_USE',
  'USERNAME_TAKEN',
  'ORDER_NOT_SHIPPABLE',
  'QUANTITY_NOT_SHIPPABLE',
  'LOT_STOCK_SHORT',
  'ALREADY_DECIDED',
  'QUANTITY_NOT_CANCELLABLE',
  'PRICE_MISMATCH',
  'RETURN_STATE_CHANGED',
  'RECALL_NOT_DRAFT',
  'RECALL_NOT_PUBLISHED',
  'RECALL_ALREADY_ACKNOWLEDGED',
  'RECALL_NOTHING_TO_REMIND',
  'CART_LINE_CHANGED',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
] as const satisfies readonly ErrorCode[];
export type ConflictCode = (typeof CONFLICT_CODES)[number];

/**
 * The request itself is wrong (400): it cannot name anything, or its input breaks a rule, so
 * sending it again as it is fails again.
 */
export const INVALID_REQUEST_CODES = [
  'VALIDATION',
  'INVALID_UNIT',
  'ITEM_MISMATCH',
  'INVALID_PASSWORD',
  'CURRENT_PASSWORD_WRONG',
  'RESET_LINK_INVALID',
  'UNKNOWN_BUSINESS_TYPE',
  'UNKNOWN_CONTACT_ROLE',
  'PAYMENT_AMOUNT_INVALID',
  'DOCUMENT_INVALID',
  'LICENCE_INVALID',
  'INVITATION_INVALID',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_INVALID',
  'INVALID_ORIGIN',
  'INVALID_CARD',
  'INVALID_BANK_ACCOUNT',
  'CART_LINES_REFUSED',
  'INVALID_JSON',
  'BAD_REQUEST',
] as const satisfies readonly ErrorCode[];
export type InvalidRequestCode = (typeof INVALID_REQUEST_CODES)[number];
