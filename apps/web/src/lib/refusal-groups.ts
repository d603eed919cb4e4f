// The refusal checks by group that only some pages need (ADR 0055), apart from lib/refusal.ts so
// their code lists stay in those pages' chunks, not in the shell every page loads.
import { CONFLICT_CODES, INVALID_REQUEST_CODES, RATE_LIMIT_CODES } from '@medsupply/contract';
import type { ErrorCode } from '@medsupply/contract';

import type { ApiError } from './api-client';
import { inGroup, isRefusal } from './refusal';

/** The request itself is wrong (400: invalid input, or a key that cannot name anything). */
export function isInvalidRequest(error: unknown): error is ApiError & { code: ErrorCode } {
  return isRefusal(error) && inGroup(INVALID_REQUEST_CODES, error.code);
}

/**
 * A refusal that settles the request for good: not a conflict (a first request with the same key
 * may still be running, or someone changed the state meanwhile) and not a rate limit (the same
 * request may pass later). A write keyed by an Idempotency-Key needs a new key only after one.
 */
export function isFinalRefusal(error: unknown): error is ApiError & { code: ErrorCode } {
  return isRefusal(error) && !inGroup(CONFLICT_CODES, error.code) && !inGroup(RATE_LIMIT_CODES, error.code);
}

/** The state changed under the request (someone else acted meanwhile, or the same key still runs). */
export function isConflict(error: unknown): error is ApiError & { code: ErrorCode } {
  return isRefusal(error) && inGroup(CONFLICT_CODES, error.code);
}
