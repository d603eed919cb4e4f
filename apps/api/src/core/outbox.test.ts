// The transactional outbox on the database the suite runs on (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): a mail enqueued in a transaction that rolls back is never sent; one that
// committed is sent exactly once, even when the process that committed it is killed before sending.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { queryRows } from '../db/client.ts';
import { accessRequests } from '../db/schema/index.ts';
import { createTestContext, databaseForChild, testConfig, type TestContext } from '../../test/harness.ts';
import { startMailServer, type MailServer } from '../../test/mail-server.ts';
import { seal, unseal } from './outbox.ts';
import { testLetter } from '../../test/letters.ts';

let smtp: MailServer;
beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => smtp.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a mail put on the outbox in a transaction', () => {
  let t: TestContext;
  beforeAll(async () => {
    // This process does not work the queue on its own: each test drains it when it chooses.
    t = await createTestContext({ env: { SMTP_URL: smtp.url }, workJobs: false });
  });
  afterAll(async () => t.close());

  it('is never sent when the transaction rolls back', async () => {
    const to = 'rolled-back@clinic.example';
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(accessRequests).values({
          company: 'Rollback Clinic',
          firstName: 'Ana',
          lastName: 'Lee',
          phone: '555-0101',
          email: to,
        });
        await t.outbox.mail(tx, testLetter(to, 'Must never arrive', 'Rolled back.'));
        throw new Error('the business change fails after the mail was queued');
      }),
    ).rejects.toThrow('the business change fails');

    expect(await t.jobs.drain()).toBe(0);
    await sleep(300);
    expect(smtp.messages.filter((m) => m.to.includes(to))).toEqual([]);
    expect(await t.db.select().from(accessRequests).where(eq(accessRequests.email, to))).toEqual([]);
  });

  it('is sent once when the transaction commits', async () => {
    const to = 'committed@clinic.example';
    await t.db.transaction(async (tx) => {
      await t.outbox.mail(tx, testLetter(to, 'Committed', 'Sent once.'));
    });
    expect(smtp.messages.filter((m) => m.to.includes(to))).toEqual([]);
    expect(await t.jobs.drain()).toBe(1);
    expect((await smtp.waitFor((m) => m.to.includes(to))).subject).toBe('Committed');
    expect(await t.jobs.drain()).toBe(0);
    expect(smtp.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('stores the message sealed: neither the address nor the text is readable in the queue', async () => {
    const to = 'sealed-reader@clinic.example';
    const link = 'https://store.example/login?reset=s3cr3t-link-value';
    await t.db.transaction(async (tx) => t.outbox.mail(tx, testLetter(to, 'Reset', link)));
    const rows = await queryRows<{ data: unknown }>(
      t.db,
      sql`SELECT data FROM pgboss.job WHERE name = 'mail.send' AND state = 'created'`,
    );
    const stored = JSON.stringify(rows);
    expect(rows.length).toBeGreaterThan(0);
    expect(stored).not.toContain('sealed-reader');
    expect(stored).not.toContain('s3cr3t-link-value');
    await t.jobs.drain();
    expect((await smtp.waitFor((m) => m.to.includes(to))).text).toContain(link);
  });

  it('is retried with backoff when the mail server is down, and not sent twice', async () => {
    const down = await createTestContext({ env: { SMTP_URL: 'smtp://127.0.0.1:9' }, workJobs: false });
    try {
      await down.db.transaction(async (tx) =>
        down.outbox.mail(tx, testLetter('later@clinic.example', 'Later', 'Retried.')),
      );
      expect(await down.jobs.drain()).toBe(1);
      const [job] = await queryRows<{ state: string; retryCount: number; waitSeconds: number }>(
        down.db,
        sql`SELECT state, retry_count AS "retryCount",
                   extract(epoch FROM (start_after - now()))::int AS "waitSeconds"
            FROM pgboss.job WHERE name = 'mail.send'`,
      );
      expect(job?.state).toBe('retry');
      expect(job?.waitSeconds).toBeGreaterThan(0);
      // Not due yet: a drain now runs nothing.
      expect(await down.jobs.drain()).toBe(0);
    } finally {
      await down.close();
    }
  });
});

describe('sealing', () => {
  it('opens only with the secret it was sealed with', () => {
    const message = { to: 'a@b.example', subject: 'S', text: 'T', html: '<p>T</p>' };
    const sealed = seal('secret-one-secret-one-secret-one-1', message);
    expect(unseal('secret-one-secret-one-secret-one-1', sealed)).toEqual(message);
    expect(() => unseal('secret-two-secret-two-secret-two-2', sealed)).toThrow();
  });
});

describe('a process killed between commit and send', () => {
  const child = path.resolve(import.meta.dirname, '../../test/outbox-crash-child.ts');

  it('sends the committed mail exactly once after the restart', async () => {
    const to = 'after-crash@clinic.example';
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-crash-data-'));
    const config = testConfig({ SMTP_URL: smtp.url }, dataDir);
    const target = await databaseForChild();
    try {
      const { signal, stdout } = await new Promise<{ signal: string | null; stdout: string }>((resolve) => {
        const running = spawn(process.execPath, [child], {
          env: {
            PATH: process.env['PATH'] ?? '',
            ...target.env,
            CHILD_SMTP_URL: smtp.url,
            CHILD_SECRET: config.jwtSecret,
            CHILD_DATA_DIR: dataDir,
            CHILD_MAIL_TO: to,
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        running.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        running.on('exit', (_code, killedBy) => resolve({ signal: killedBy, stdout: out }));
      });
      expect(stdout).toBe('committed\n');
      expect(signal).toBe('SIGKILL');
      expect(smtp.messages.filter((m) => m.to.includes(to))).toEqual([]);

      // The restarted API process works the queue on its own and finds the mail.
      const database = await target.open();
      const app = await buildApp({ config, database, logger: false });
      try {
        expect(
          await database.db.select().from(accessRequests).where(eq(accessRequests.email, to)),
        ).toHaveLength(1);
        const mail = await smtp.waitFor((m) => m.to.includes(to), 20_000);
        expect(mail.subject).toBe('Committed before the crash');
      } finally {
        await app.close();
        await database.close();
      }
      // Started once more, nothing is left to send.
      const again = await target.open();
      const second = await buildApp({ config, database: again, logger: false, workJobs: false });
      expect(await second.jobs.drain()).toBe(0);
      await second.close();
      await again.close();
      expect(smtp.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
    } finally {
      await target.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
