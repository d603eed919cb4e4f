// Tables of the API's core machinery (apps/api/src/core/): idempotency keys and the counters of
// the rate limits kept in PostgreSQL (ARCHITECTURE §12). The job queue and outbox are pg-boss's own
// tables in the `pgboss` schema, installed by Database.migrate (docs/decisions/0017).
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './_columns.ts';

/**
 * One row per Idempotency-Key of one actor on one route (core/idempotency.ts). `state` is
 * 'running' while the first request executes (a crashed process leaves it until `locked_until`),
 * then 'done' with the answer that every repeat of the same request is given again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    // Whose key: 'user:12', 'staff:3', 'anon:203.0.113.9' (keys of different actors never meet).
    scope: text('scope').notNull(),
    // The route's method and URL pattern, e.g. 'POST /api/checkout/placeOrder'.
    route: text('route').notNull(),
    key: text('key').notNull(),
    // SHA-256 of the canonical JSON of the request's params, query and body.
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] })
      .notNull()
      .default('running'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.route, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);

/** One row per counted request of a rate limit kept in the database (core/rate-limits.ts). */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: id(),
    // Which limit: e.g. 'createResetHash:ip', 'createResetHash:target'.
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rate_limit_events_key_idx').on(t.bucket, t.key, t.createdAt),
    index('rate_limit_events_created_idx').on(t.createdAt),
  ],
);
