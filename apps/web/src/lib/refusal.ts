// What a failed call means, read from its error code (ADR 0055): the API answers every refusal
// with a code of the contract's closed list (packages/contract refusal-codes.ts), and the
// storefront decides by that code, never by the HTTP status (lint forbids comparing a `.status` to
// a number). A call that got no answer has a code of the client's own (NETWORK_ERROR,
// NO_SESSION); a 500 has none.
import { UNAVAILABLE_CODES, isNotFoundCode, isSignInCode } from '@medsupply/contract';
import type { ErrorCode, NotFoundCode, SignInCode } from '@medsupply/contract';

import { ApiError } from './api-client';

// Lists, not module-level Sets: a page that uses none of these checks must not keep them (a
// constructor call at the top of a module survives tree-shaking; the shell's budget is tight).
export const inGroup = (group: readonly ErrorCode[], code: ErrorCode): boolean => group.includes(code);

/** True when the API refused with one of `codes`. */
export function isRefused<C extends ErrorCode>(
  error: unknown,
  ...codes: readonly C[]
): error is ApiError & { code: C } {
  return error instanceof ApiError && error.code !== undefined && codes.some((code) => code === error.code);
}

/**
 * True when the API said no with a code and a sentence for a person: the request was understood
 * and refused, so sending it again as it is gets the same answer. Not a network failure, not an
 * outage the store will recover from, not a server error (which carries no code).
 */
export function isRefusal(error: unknown): error is ApiError & { code: ErrorCode } {
  if (!(error instanceof ApiError) || error.code === undefined) return false;
  if (error.code === 'NETWORK_ERROR' || error.code === 'NO_SESSION') return false;
  return !inGroup(UNAVAILABLE_CODES, error.code);
}

/** The thing asked for does not exist, or is not the caller's to see. */
export function isNotFound(error: unknown): error is ApiError & { code: NotFoundCode } {
  return error instanceof ApiError && isNotFoundCode(error.code);
}

/** No session, or one that ended: sign in (again). */
export function isSignInRequired(error: unknown): error is ApiError & { code: SignInCode } {
  return error instanceof ApiError && isSignInCode(error.code);
}
