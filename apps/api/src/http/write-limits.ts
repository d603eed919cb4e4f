// Rate limits of the calls anyone may make without signing in that write something or send mail
// (issue 16 point 6): createResetHash, validatePasswordReset, requestAccess and createAccount; and
// the support form (issue 19).
// Each is counted per client address and per target (the username or e-mail it is about), in
// PostgreSQL (core/rate-limits.ts), and refused with 429 and Retry-After when over. A refusal says
// nothing about whether the target exists: an unknown username is counted like a known one.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { countRequest, type RateLimit } from '../core/rate-limits.ts';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';

const QUARTER_HOUR = 15 * 60;

export interface WriteLimit {
  perAddress: RateLimit;
  perTarget: RateLimit;
}

const limit = (name: string, perAddress: number, perTarget: number): WriteLimit => ({
  perAddress: { bucket: `${name}:ip`, max: perAddress, windowSeconds: QUARTER_HOUR },
  perTarget: { bucket: `${name}:target`, max: perTarget, windowSeconds: QUARTER_HOUR },
});

/**
 * Per 15 minutes. Generous for a person (an office shares one address; the reset page checks its
 * link on every load), tight for a script.
 */
export const writeLimits = {
  createResetHash: limit('createResetHash', 20, 10),
  validatePasswordReset: limit('validatePasswordReset', 30, 20),
  requestAccess: limit('requestAccess', 10, 5),
  createAccount: limit('createAccount', 10, 5),
  // Issue 19 point 7: the support form mails the store and the submitter.
  submitIssue: limit('submitIssue', 20, 10),
} as const;

export const tooManyRequestsMessage = (retryAfterSeconds: number) =>
  `Too many requests. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`;

/** preHandler: counts the request against its address and its target, or refuses it with 429. */
export function limitWrites(
  db: Db,
  limits: WriteLimit,
  targetOf: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  return async function limitWritesHandler(request) {
    const verdict = await countRequest(db, [
      { limit: limits.perAddress, key: request.ip },
      { limit: limits.perTarget, key: targetOf(request).trim().toLowerCase() },
    ]);
    if (!verdict.allowed) {
      throw AppError.of('TOO_MANY_REQUESTS', tooManyRequestsMessage(verdict.retryAfterSeconds), {
        'retry-after': String(verdict.retryAfterSeconds),
      });
    }
  };
}
