// The cleanup jobs delete what no longer decides anything and keep what still does; every process
// working the queues holds their schedules. They run as a worker has them: no route (ADR 0036).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { authFailures, idempotencyKeys, rateLimitEvents, sessions } from '../db/schema/index.ts';
import { createJobsTestContext, createTestContext, type JobsTestContext } from '../../test/harness.ts';
import { createAccount, createUser } from '../../test/factories.ts';
import { cleanupAuthFailuresJob, cleanupIdempotencyKeysJob, cleanupSessionsJob } from './cleanup.ts';

let t: JobsTestContext;
beforeAll(async () => {
  t = await createJobsTestContext();
});
afterAll(async () => t.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('cleanup jobs', () => {
  it('delete failed sign-ins and rate-limit counts that no longer count, and keep recent ones', async () => {
    await t.db.insert(authFailures).values([
      { scope: 'user_ip', key: 'old 127.0.0.1', createdAt: minutesAgo(16) },
      { scope: 'user_ip', key: 'recent 127.0.0.1', createdAt: minutesAgo(1) },
    ]);
    await t.db.insert(rateLimitEvents).values([
      { bucket: 'test:ip', key: 'old', createdAt: minutesAgo(61) },
      { bucket: 'test:ip', key: 'recent', createdAt: minutesAgo(5) },
    ]);
    await t.jobs.enqueue(t.db, cleanupAuthFailuresJob, {});
    expect(await t.jobs.drain()).toBe(1);
    expect((await t.db.select({ key: authFailures.key }).from(authFailures)).map((r) => r.key)).toEqual([
      'recent 127.0.0.1',
    ]);
    expect((await t.db.select({ key: rateLimitEvents.key }).from(rateLimitEvents)).map((r) => r.key)).toEqual(
      ['recent'],
    );
  });

  it('delete sessions ended more than a day ago, and keep live and recently ended ones', async () => {
    const account = await createAccount(t.db);
    const user = await createUser(t.db, { accountId: account.id });
    const base = { userId: user.id, accountId: account.id };
    const rows = await t.db
      .insert(sessions)
      .values([
        { ...base, expiresAt: new Date(Date.now() + 3_600_000), userAgent: 'live' },
        { ...base, expiresAt: minutesAgo(25 * 60), userAgent: 'expired long ago' },
        { ...base, expiresAt: minutesAgo(10), userAgent: 'expired recently' },
        {
          ...base,
          expiresAt: new Date(Date.now() + 3_600_000),
          revokedAt: minutesAgo(25 * 60),
          userAgent: 'revoked long ago',
        },
      ])
      .returning({ id: sessions.id });
    expect(rows).toHaveLength(4);
    await t.jobs.enqueue(t.db, cleanupSessionsJob, {});
    await t.jobs.drain();
    const left = await t.db.select({ userAgent: sessions.userAgent }).from(sessions);
    expect(left.map((r) => r.userAgent).sort()).toEqual(['expired recently', 'live']);
  });

  it('delete expired idempotency keys only', async () => {
    const row = { route: 'POST /x', requestHash: 'h', lockedUntil: new Date() };
    await t.db.insert(idempotencyKeys).values([
      { ...row, scope: 'user:1', key: 'expired', expiresAt: minutesAgo(1) },
      { ...row, scope: 'user:1', key: 'current', expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    await t.jobs.enqueue(t.db, cleanupIdempotencyKeysJob, {});
    await t.jobs.drain();
    expect((await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key)).toEqual(
      ['current'],
    );
  });

  it('are scheduled by a process that works the queues (the API, by default)', async () => {
    const worker = await createTestContext();
    try {
      const schedules = await queryRows<{ name: string; cron: string }>(
        worker.db,
        sql`SELECT name, cron FROM pgboss.schedule WHERE name LIKE 'cleanup.%' ORDER BY name`,
      );
      expect(schedules).toEqual([
        { name: 'cleanup.auth-failures', cron: '*/15 * * * *' },
        { name: 'cleanup.idempotency-keys', cron: '17 * * * *' },
        { name: 'cleanup.sessions', cron: '7 * * * *' },
      ]);
    } finally {
      await worker.close();
    }
  });
});
