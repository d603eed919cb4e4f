// Periodic cleanup (issue 16 point 5): rows that no longer decide anything are deleted by jobs on a
// schedule, so the tables that every sign-in and retried request reads stay small. Each delete is
// bounded by a cutoff the database computes, so every process working the queues may run them and
// they agree. Their descriptor (cleanupJobs) is the core's own entry in the module list (ADR 0036):
// jobs, no routes.
import { lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { jobKind, type JobRunner } from '../core/jobs.ts';
import type { Db } from '../db/client.ts';
import type { ApiModule } from '../module.ts';
import { authFailures, idempotencyKeys, rateLimitEvents, sessions } from '../db/schema/index.ts';
import { LOGIN_WINDOW_SECONDS } from '../modules/auth/login-limits.ts';
import { RATE_LIMIT_KEEP_SECONDS } from '../core/rate-limits.ts';

const noPayload = z.object({}).strict();

export const cleanupAuthFailuresJob = jobKind('cleanup.auth-failures', noPayload, { retryLimit: 2 });
export const cleanupSessionsJob = jobKind('cleanup.sessions', noPayload, { retryLimit: 2 });
export const cleanupIdempotencyKeysJob = jobKind('cleanup.idempotency-keys', noPayload, { retryLimit: 2 });

/** An ended session is kept a day after it ended, so a late refresh with its token is still recognised. */
export const ENDED_SESSION_KEEP_SECONDS = 24 * 60 * 60;

const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

export async function deleteOldAuthFailures(db: Db): Promise<number> {
  const failures = await db
    .delete(authFailures)
    .where(lt(authFailures.createdAt, secondsAgo(LOGIN_WINDOW_SECONDS)))
    .returning({ id: authFailures.id });
  const events = await db
    .delete(rateLimitEvents)
    .where(lt(rateLimitEvents.createdAt, secondsAgo(RATE_LIMIT_KEEP_SECONDS)))
    .returning({ id: rateLimitEvents.id });
  return failures.length + events.length;
}

export async function deleteEndedSessions(db: Db): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, secondsAgo(ENDED_SESSION_KEEP_SECONDS)),
        lt(sessions.revokedAt, secondsAgo(ENDED_SESSION_KEEP_SECONDS)),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

export async function deleteExpiredIdempotencyKeys(db: Db): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, sql`now()`))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

/** Registers the cleanup jobs and their schedules (UTC cron). */
export function registerCleanupJobs(jobs: JobRunner, db: Db): void {
  jobs.register(cleanupAuthFailuresJob, async (_payload, { log }) => {
    log.info(
      { deleted: await deleteOldAuthFailures(db) },
      'old failed sign-ins and rate-limit counts deleted',
    );
  });
  jobs.register(cleanupSessionsJob, async (_payload, { log }) => {
    log.info({ deleted: await deleteEndedSessions(db) }, 'ended sessions deleted');
  });
  jobs.register(cleanupIdempotencyKeysJob, async (_payload, { log }) => {
    log.info({ deleted: await deleteExpiredIdempotencyKeys(db) }, 'expired idempotency keys deleted');
  });
  jobs.every(cleanupAuthFailuresJob, '*/15 * * * *');
  jobs.every(cleanupSessionsJob, '7 * * * *');
  jobs.every(cleanupIdempotencyKeysJob, '17 * * * *');
}

export const cleanupJobs: ApiModule = {
  name: 'cleanup',
  jobs: (runner, ctx) => registerCleanupJobs(runner, ctx.db),
};
