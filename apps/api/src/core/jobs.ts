// The job runner (ARCHITECTURE §1 "jobs", docs/decisions/0017): pg-boss on the API's own database,
// PGlite or PostgreSQL. A job is enqueued inside the caller's transaction, so it exists exactly
// when the business change it belongs to commits (the transactional outbox); the API process works
// the queues, with retries and exponential backoff; periodic jobs run on a cron schedule that every
// process may hold, and pg-boss fires each occurrence once. Tests drain the queues in-line.
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgBoss, fromDrizzle, type DrizzleTransactionLike, type Job, type JobResult } from 'pg-boss';
import type { z } from 'zod';
import { queryRows, type Database, type Db, type DbOrTx } from '../db/client.ts';
import { safeErrorMessage } from './safe-errors.ts';

/** Where handlers log: Fastify's logger, or anything with the same two levels. */
export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * A kind of job: its queue name, the shape of its payload (checked when it is enqueued and again
 * when it runs, so a payload written by an older release fails loudly, not half-way) and its retry
 * policy. Declared once, beside its handler, and used by both sides.
 */
export interface JobKind<P> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  /** Attempts after the first; each waits retryDelaySeconds × 2^attempt (with jitter). */
  readonly retryLimit: number;
  readonly retryDelaySeconds: number;
  /** A run that has not finished after this long is taken to have died and is retried. */
  readonly expireInSeconds: number;
  /** How long a finished job's row stays (payloads of mail are sealed, but need not linger). */
  readonly keepFinishedSeconds: number;
}

export function jobKind<P>(
  name: string,
  payload: z.ZodType<P>,
  options: Partial<Omit<JobKind<P>, 'name' | 'payload'>> = {},
): JobKind<P> {
  return {
    name,
    payload,
    retryLimit: options.retryLimit ?? 8,
    retryDelaySeconds: options.retryDelaySeconds ?? 5,
    expireInSeconds: options.expireInSeconds ?? 5 * 60,
    keepFinishedSeconds: options.keepFinishedSeconds ?? 24 * 60 * 60,
  };
}

export interface JobContext {
  jobId: string;
  /** 0 on the first run, 1 on the first retry… */
  attempt: number;
  log: JobLog;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this moment. */
  runAt?: Date;
  /**
   * At most one job of this kind with this key, for as long as its row is kept: a second enqueue
   * with the same key is a no-op answering null (e.g. 'subscription:12:2026-03-01').
   */
  dedupeKey?: string;
}

export interface JobRunner {
  /** Adds a job inside `tx` (or alone, given the database): it exists only if `tx` commits. */
  enqueue<P>(tx: DbOrTx, kind: JobKind<P>, payload: P, options?: EnqueueOptions): Promise<string | null>;
  /** The handler of a kind; every kind enqueued anywhere must be registered before start(). */
  register<P>(kind: JobKind<P>, handler: JobHandler<P>): void;
  /** The names of the registered kinds, in the order they were registered. */
  kinds(): string[];
  /** Runs a payload-less kind on a cron schedule (UTC), e.g. '*\/10 * * * *'. */
  every(kind: JobKind<Record<string, never>>, cron: string): void;
  /** Creates the queues; with `work`, also polls them and keeps the schedules (the API process). */
  start(options: { work: boolean }): Promise<void>;
  /** Runs every job that is due now, here and now, until none is left; answers how many ran. */
  drain(): Promise<number>;
  /** Waits (up to a few seconds) for running handlers, then stops. */
  stop(): Promise<void>;
}

/** pg-boss wants a UUID for a job id: a dedupe key becomes one, the same for the same kind and key. */
export function dedupeJobId(kindName: string, dedupeKey: string): string {
  const hex = createHash('sha256').update(`${kindName}\u0000${dedupeKey}`).digest('hex');
  // Shaped as a version-4, variant-1 UUID so every tool reads it as one.
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** pg-boss's statements through our handle: both drivers answer `{ rows }` (client.ts queryRows). */
function inTransaction(tx: DbOrTx): DrizzleTransactionLike {
  return { execute: async (query) => (await tx.execute(query as SQL)) as { rows: unknown[] } };
}

/** Polling is the floor; NOTIFY wakes a worker as soon as a job commits. */
const POLL_SECONDS = 2;
const WORK_BATCH = 10;

/** What a failed job keeps as its output: the message only (no stack, no SQL parameters). */
const failureOutput = (error: unknown) => ({ message: safeErrorMessage(error) });
const STOP_TIMEOUT_MS = 5_000;

interface Registered {
  kind: JobKind<unknown>;
  handler: JobHandler<unknown>;
}

export function createJobRunner(database: Database, log: JobLog): JobRunner {
  const boss = new PgBoss({
    ...database.jobStore,
    // The schema is installed by Database.migrate; a process never changes it on its own.
    migrate: false,
    createSchema: false,
    useListenNotify: true,
    instanceName: 'api',
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const registered = new Map<string, Registered>();
  const schedules = new Map<string, string>();
  let started: 'no' | 'queues' | 'working' = 'no';

  async function run(entry: Registered, job: Job<unknown>): Promise<void> {
    const context: JobContext = { jobId: job.id, attempt: job.retryCount, log };
    const payload = entry.kind.payload.parse(job.data);
    try {
      await entry.handler(payload, context);
    } catch (error) {
      log.error({ err: error, job: entry.kind.name, jobId: job.id, attempt: job.retryCount }, 'job failed');
      throw error;
    }
  }

  async function ensureQueue(kind: JobKind<unknown>): Promise<void> {
    const options = {
      retryLimit: kind.retryLimit,
      retryDelay: kind.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 60 * 60,
      expireInSeconds: kind.expireInSeconds,
      deleteAfterSeconds: kind.keepFinishedSeconds,
      notify: true,
    };
    if (await boss.getQueue(kind.name)) await boss.updateQueue(kind.name, options);
    else await boss.createQueue(kind.name, options);
  }

  return {
    async enqueue(tx, kind, payload, options = {}) {
      if (!registered.has(kind.name)) throw new Error(`job kind ${kind.name} has no handler registered`);
      if (started === 'no') throw new Error('the job runner has not started');
      const data = kind.payload.parse(payload);
      return boss.send(kind.name, data as object, {
        db: fromDrizzle(inTransaction(tx), sql),
        ...(options.runAt ? { startAfter: options.runAt } : {}),
        ...(options.dedupeKey ? { id: dedupeJobId(kind.name, options.dedupeKey) } : {}),
      });
    },

    register(kind, handler) {
      if (registered.has(kind.name)) throw new Error(`job kind ${kind.name} is registered twice`);
      registered.set(kind.name, {
        kind,
        handler: handler as JobHandler<unknown>,
      });
    },

    kinds() {
      return [...registered.keys()];
    },

    every(kind, cron) {
      schedules.set(kind.name, cron);
    },

    async start({ work }) {
      await boss.start();
      for (const entry of registered.values()) await ensureQueue(entry.kind);
      started = 'queues';
      if (!work) return;
      for (const entry of registered.values()) {
        const options = {
          batchSize: WORK_BATCH,
          // Settled one by one: a failing job is retried alone, the others of its batch are done.
          perJobResults: true,
          burstWhenBatchFull: true,
          pollingIntervalSeconds: POLL_SECONDS,
          // One NOTIFY may stand for several jobs (PostgreSQL merges a transaction's equal
          // notifications), so the poll after a wake-up stays short too.
          notifyPollingIntervalSeconds: POLL_SECONDS,
        } as const;
        await boss.work(entry.kind.name, options, async (jobs) => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              await run(entry, job);
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              results.push({ id: job.id, status: 'failed', output: failureOutput(error) });
            }
          }
          return results;
        });
      }
      for (const [name, cron] of schedules) {
        if (!registered.has(name)) throw new Error(`scheduled job kind ${name} has no handler registered`);
        await boss.schedule(name, cron, {}, { tz: 'UTC' });
      }
      started = 'working';
    },

    async drain() {
      let ran = 0;
      for (let more = true; more;) {
        more = false;
        for (const entry of registered.values()) {
          const jobs = await boss.fetch(entry.kind.name, { batchSize: 20 });
          for (const job of jobs) {
            more = true;
            ran += 1;
            try {
              await run(entry, job);
              await boss.complete(entry.kind.name, job.id);
            } catch (error) {
              await boss.fail(entry.kind.name, job.id, failureOutput(error));
            }
          }
        }
      }
      return ran;
    },

    async stop() {
      if (started === 'no') return;
      started = 'no';
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: true });
    },
  };
}

/** One queue's jobs that have not finished, as the metrics read them (issue 27). */
export interface QueueBacklog {
  queue: string;
  /** Due now and not started: the depth a worker has yet to take. */
  waiting: number;
  /** Not due yet: scheduled later, or waiting out a retry's backoff. */
  deferred: number;
  active: number;
  /** Given up after their last retry (kept until pg-boss deletes them). */
  failed: number;
  /** Seconds since the oldest waiting job became due; 0 when none waits. */
  oldestWaitingSeconds: number;
  /** Seconds since the oldest job not yet done (waiting, deferred or running) was enqueued. */
  oldestUnfinishedSeconds: number;
}

/**
 * The backlog of `queues`, one row each (zeros for a queue with nothing pending), in one statement
 * on pg-boss's job table. It reads pending and failed rows only: pg-boss's partial indexes cover
 * state < 'active', and finished rows, the bulk of the table, are passed over.
 */
export async function readQueueBacklog(db: Db, queues: readonly string[]): Promise<QueueBacklog[]> {
  return queryRows<QueueBacklog>(
    db,
    sql`
      SELECT q.name AS queue,
        coalesce(j.waiting, 0)::int AS waiting,
        coalesce(j.deferred, 0)::int AS deferred,
        coalesce(j.active, 0)::int AS active,
        coalesce(j.failed, 0)::int AS failed,
        coalesce(j.oldest_waiting, 0)::float8 AS "oldestWaitingSeconds",
        coalesce(j.oldest_unfinished, 0)::float8 AS "oldestUnfinishedSeconds"
      FROM unnest(ARRAY[${sql.join(
        queues.map((name) => sql`${name}`),
        sql`, `,
      )}]::text[]) AS q(name)
      LEFT JOIN (
        SELECT name,
          count(*) FILTER (WHERE state < 'active' AND start_after <= now()) AS waiting,
          count(*) FILTER (WHERE state < 'active' AND start_after > now()) AS deferred,
          count(*) FILTER (WHERE state = 'active') AS active,
          count(*) FILTER (WHERE state = 'failed') AS failed,
          extract(epoch FROM now() - min(greatest(created_on, start_after))
            FILTER (WHERE state < 'active' AND start_after <= now())) AS oldest_waiting,
          extract(epoch FROM now() - min(created_on) FILTER (WHERE state <= 'active')) AS oldest_unfinished
        FROM pgboss.job
        WHERE state <= 'active' OR state = 'failed'
        GROUP BY name
      ) j ON j.name = q.name
      ORDER BY q.name`,
  );
}
