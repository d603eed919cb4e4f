// Rate limits kept in PostgreSQL (ARCHITECTURE §12), so every API process counts the same
// requests: one row per counted request in rate_limit_events, by bucket (which limit) and key (an
// address, a username, an e-mail). A request over any of its limits is refused and not counted,
// so a refusal ends when the window has passed. Two requests at the same instant may both pass the
// last free slot; a limit is a brake on floods, not an exact quota.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema/index.ts';

export interface RateLimit {
  /** Names the counter, e.g. 'createResetHash:ip'. */
  bucket: string;
  max: number;
  windowSeconds: number;
}

/** Counts are kept this long (the longest window of any limit); a cleanup job deletes older ones. */
export const RATE_LIMIT_KEEP_SECONDS = 60 * 60;

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request against every (limit, key) pair, unless one of them is already full: then
 * nothing is counted and the answer says how long until the fullest one frees a slot.
 */
export async function countRequest(
  db: DbOrTx,
  checks: Array<{ limit: RateLimit; key: string }>,
): Promise<RateLimitVerdict> {
  let retryAfterSeconds = 0;
  for (const { limit, key } of checks) {
    if (limit.windowSeconds > RATE_LIMIT_KEEP_SECONDS) throw new Error(`${limit.bucket}: window too long`);
    // The max-th newest event inside the window: while it is there the limit is full.
    const rows = await queryRows<{ secondsLeft: number }>(
      db,
      sql`
        SELECT ceil(extract(epoch FROM (created_at + make_interval(secs => ${limit.windowSeconds}) - now())))::int
          AS "secondsLeft"
        FROM rate_limit_events
        WHERE bucket = ${limit.bucket} AND key = ${key}
          AND created_at > now() - make_interval(secs => ${limit.windowSeconds})
        ORDER BY created_at DESC
        OFFSET ${limit.max - 1} LIMIT 1`,
    );
    const full = rows[0];
    if (full) retryAfterSeconds = Math.max(retryAfterSeconds, full.secondsLeft, 1);
  }
  if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
  await db.insert(rateLimitEvents).values(checks.map(({ limit, key }) => ({ bucket: limit.bucket, key })));
  return { allowed: true };
}
