// Idempotency keys (issue 16 point 4, ARCHITECTURE §4): a request repeated with the same key runs
// once. The first to claim a key runs; a repeat of the same request gets the first answer again; a
// different request under the same key is refused; a repeat that arrives while the first still runs
// waits for its answer. Keys are scoped per actor and route and expire after 24 hours (a cleanup job
// deletes them, jobs/cleanup.ts). No HTTP here: http/idempotency.ts reads the header and answers.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

/** A key is honoured for 24 hours after its first use. */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;
/** A first run that has not finished after this long is taken to have died: a repeat may run. */
export const IDEMPOTENCY_LOCK_SECONDS = 60;
/** How long a repeat waits for the first run's answer before it is told to retry later. */
export const IDEMPOTENCY_WAIT_MS = 15_000;

export interface IdempotentRequest {
  /** Whose key: 'user:12', 'staff:3', 'anon:203.0.113.9'. */
  scope: string;
  /** e.g. 'POST /api/checkout/placeOrder'. */
  route: string;
  key: string;
  /** requestHash() of what the request asks. */
  requestHash: string;
}

/** An answer worth giving again: its status and body as the handler produced them. */
export interface IdempotentOutcome {
  status: number;
  body: unknown;
}

export type IdempotentResult =
  { kind: 'ran' | 'replayed'; outcome: IdempotentOutcome } | { kind: 'reused' } | { kind: 'in-progress' };

/** JSON with object keys sorted at every depth, so equal requests hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims the key, in one statement: a new key, or one whose row expired, or one whose first run
 * died (its lock passed) for the same request. Answers the lock it holds, or null.
 */
async function claim(db: Db, request: IdempotentRequest, lockSeconds: number): Promise<Date | null> {
  const lockedUntil = new Date(Date.now() + lockSeconds * 1000);
  const expiresAt = new Date(Date.now() + IDEMPOTENCY_KEY_TTL_SECONDS * 1000);
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...request, state: 'running', lockedUntil, expiresAt })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.route, idempotencyKeys.key],
      set: {
        requestHash: request.requestHash,
        state: 'running',
        responseStatus: null,
        responseBody: null,
        lockedUntil,
        createdAt: sql`now()`,
        expiresAt,
      },
      setWhere: sql`${idempotencyKeys.expiresAt} <= now()
        OR (${idempotencyKeys.state} = 'running' AND ${idempotencyKeys.lockedUntil} <= now()
            AND ${idempotencyKeys.requestHash} = ${request.requestHash})`,
    })
    .returning({ lockedUntil: idempotencyKeys.lockedUntil });
  return rows[0]?.lockedUntil ?? null;
}

const ours = (request: IdempotentRequest, lockedUntil: Date) =>
  and(
    eq(idempotencyKeys.scope, request.scope),
    eq(idempotencyKeys.route, request.route),
    eq(idempotencyKeys.key, request.key),
    eq(idempotencyKeys.state, 'running'),
    eq(idempotencyKeys.lockedUntil, lockedUntil),
  );

/** Whether an answer is kept for repeats: 5xx and 429 say "try again", so the key is freed instead. */
const isFinal = (status: number) => status < 500 && status !== 429;

/**
 * Runs `execute` once per key. `execute` answers the outcome (a refusal included); if it throws,
 * the key is freed so the request may be tried again, and the error goes on to the caller.
 */
export async function runIdempotent(
  db: Db,
  request: IdempotentRequest,
  execute: () => Promise<IdempotentOutcome>,
  waitMs = IDEMPOTENCY_WAIT_MS,
  lockSeconds = IDEMPOTENCY_LOCK_SECONDS,
): Promise<IdempotentResult> {
  const deadline = Date.now() + waitMs;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const lockedUntil = await claim(db, request, lockSeconds);
    if (lockedUntil) {
      let outcome: IdempotentOutcome;
      try {
        outcome = await execute();
      } catch (error) {
        await db.delete(idempotencyKeys).where(ours(request, lockedUntil));
        throw error;
      }
      if (isFinal(outcome.status)) {
        await db
          .update(idempotencyKeys)
          .set({ state: 'done', responseStatus: outcome.status, responseBody: outcome.body ?? null })
          .where(ours(request, lockedUntil));
      } else {
        await db.delete(idempotencyKeys).where(ours(request, lockedUntil));
      }
      return { kind: 'ran', outcome };
    }

    const [row] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        state: idempotencyKeys.state,
        responseStatus: idempotencyKeys.responseStatus,
        responseBody: idempotencyKeys.responseBody,
      })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.scope, request.scope),
          eq(idempotencyKeys.route, request.route),
          eq(idempotencyKeys.key, request.key),
        ),
      );
    if (row) {
      if (row.requestHash !== request.requestHash) return { kind: 'reused' };
      if (row.state === 'done' && row.responseStatus !== null) {
        return { kind: 'replayed', outcome: { status: row.responseStatus, body: row.responseBody } };
      }
    }
    // Running elsewhere (or freed a moment ago): wait and look again.
    if (Date.now() >= deadline) return { kind: 'in-progress' };
    await sleep(pause);
  }
}
