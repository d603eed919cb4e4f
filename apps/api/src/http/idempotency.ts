// The Idempotency-Key header at the HTTP edge (core/idempotency.ts has the rules). A route wraps
// its service call:
//
//   async (request, reply) => idempotent(ctx.db, request, reply, () => placeOrder(...), { required: true })
//
// The key is scoped to the caller (or, for visitors, the client address) and the route; the
// request's params, query and body are hashed canonically. A repeat gets the first answer again,
// refusals included, with `Idempotent-Replayed: true`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '@medsupply/contract';
import { requestHash, runIdempotent, type IdempotentOutcome } from '../core/idempotency.ts';
import type { Db } from '../db/client.ts';
import { BusinessRefusal } from '../core/refusals.ts';
import { AppError, errorBody, refusalAnswer } from './errors.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/**
 * The key lock of a route whose effect is itself keyed in its own transaction (the fulfilment
 * keeps its request's key; a cancellation, a refund, a received payment and a credit memo theirs):
 * a retry after a crash need not wait a minute for a run that died; after 2 s it runs again and
 * finds what that run committed, if it did (issue 26: the chaos run's card orders).
 */
export const KEYED_EFFECT_LOCK_SECONDS = 2;
/** Visible ASCII, 1 to 255 characters (a UUID is the usual choice). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const idempotencyMessages = {
  required: 'This request needs an Idempotency-Key header (for example a new UUID for each order).',
  invalid: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  reused: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
} as const;

export interface IdempotencyOptions {
  /** Refuse requests without the header (placeOrder and createPayment, ARCHITECTURE §4). */
  required?: boolean;
  /**
   * How long a first run is presumed alive (core/idempotency.ts IDEMPOTENCY_LOCK_SECONDS by
   * default). A route whose effect is itself keyed in its own transaction (placeOrder keeps the key
   * on the order) may take a short lock: a retry after a crash then runs again soon, and finds the
   * first run's result instead of doing it twice.
   */
  lockSeconds?: number;
}

/** Whose keys these are: the signed-in user or staff member, else the client's address. */
function scopeOf(request: FastifyRequest): string {
  if (request.actor.kind === 'staff') return `staff:${request.actor.staffId}`;
  return request.actor.kind === 'buyer' ? `user:${request.actor.user.id}` : `anon:${request.ip}`;
}

/** An error the error mapper answers with its own status and message, stored as that answer. */
function asOutcome(error: AppError): IdempotentOutcome {
  return { status: error.statusCode, body: errorBody(error.statusCode, error.message, error.code) };
}

const KNOWN_CODES: ReadonlySet<unknown> = new Set(ERROR_CODES);
/** A stored answer's code, when it is one of the contract's (an old row may predate the list). */
const isErrorCode = (code: unknown): code is ErrorCode => KNOWN_CODES.has(code);

function replayError(outcome: IdempotentOutcome): never {
  const body = outcome.body as { message?: unknown; code?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : 'Error';
  const code = isErrorCode(body?.code) ? body.code : undefined;
  throw new AppError(outcome.status, message, code ? { code } : {});
}

/**
 * Runs `execute` under the request's Idempotency-Key, if it has one (or refuses it without one
 * when `required`). Answers what the route should return; an error answer is thrown as an AppError.
 */
export async function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  execute: () => Promise<T>,
  options: IdempotencyOptions = {},
): Promise<T> {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) {
    if (options.required) throw AppError.of('IDEMPOTENCY_KEY_REQUIRED', idempotencyMessages.required);
    return execute();
  }
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw AppError.of('IDEMPOTENCY_KEY_INVALID', idempotencyMessages.invalid);
  }

  let thrown: AppError | undefined;
  const result = await runIdempotent(
    db,
    {
      scope: scopeOf(request),
      route: `${request.method} ${request.routeOptions.url ?? request.url}`,
      key: header,
      requestHash: requestHash({ params: request.params, query: request.query, body: request.body }),
    },
    async () => {
      try {
        return { status: reply.statusCode, body: await execute() };
      } catch (error) {
        const answer = error instanceof BusinessRefusal ? refusalAnswer(error) : error;
        if (!(answer instanceof AppError)) throw error;
        thrown = answer;
        return asOutcome(answer);
      }
    },
    undefined,
    options.lockSeconds,
  );
  if (result.kind === 'reused') {
    throw AppError.of('IDEMPOTENCY_KEY_REUSED', idempotencyMessages.reused);
  }
  if (result.kind === 'in-progress') {
    throw AppError.of('IDEMPOTENCY_KEY_IN_PROGRESS', idempotencyMessages.inProgress, { 'retry-after': '1' });
  }
  if (result.kind === 'ran') {
    if (thrown !== undefined) throw thrown;
    return result.outcome.body as T;
  }
  void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (result.outcome.status >= 400) replayError(result.outcome);
  void reply.code(result.outcome.status);
  return result.outcome.body as T;
}

/**
 * The request's Idempotency-Key, for a command that keys what it does outside the database by it
 * (a capture, a refund: ADR 0035); null without one.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  return typeof header === 'string' && KEY_PATTERN.test(header) ? header : null;
}
