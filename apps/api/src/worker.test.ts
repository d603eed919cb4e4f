// A worker (worker.ts, ADR 0036) as it is built in process, on the database the suite runs on: every
// module's jobs and not one route; a mail and a notification put on the outbox in a business
// transaction are delivered by its jobs; and every job kind declared anywhere in the API has a
// handler, registered by a module's `jobs` (or, for mail, by the outbox that holds the transport).
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@medsupply/contract';
import type { JobsContext } from './context.ts';
import { createJobRunner } from './core/jobs.ts';
import { sendMailJob } from './core/outbox.ts';
import { accessRequests, notifications } from './db/schema/index.ts';
import type { ApiModule } from './module.ts';
import { modules } from './modules.ts';
import { createJobsTestContext, type JobsTestContext } from '../test/harness.ts';
import { createAccount, createCatalogItem, createPurchase, createUser } from '../test/factories.ts';
import { mailsTo } from '../test/outbox-mail.ts';
import { testLetter } from '../test/letters.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Every `jobKind('name', …)` in the API's source (tests aside): what may ever be enqueued. */
async function declaredJobKinds(): Promise<string[]> {
  const srcRoot = import.meta.dirname;
  const files = (await readdir(srcRoot, { recursive: true })).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const kinds: string[] = [];
  for (const file of files) {
    const text = await readFile(path.join(srcRoot, file), 'utf8');
    for (const match of text.matchAll(/\bjobKind\(\s*'([^']+)'/g)) kinds.push(match[1] ?? '');
  }
  return kinds.sort();
}

describe('a worker-only process', () => {
  let t: JobsTestContext & { ctx: JobsContext };
  /** Modules whose routes were asked for: a worker asks for none. */
  const routesCalled: string[] = [];

  beforeAll(async () => {
    // The real modules, each telling if its routes were ever registered.
    const watched = modules.map((module): ApiModule => {
      const { routes } = module;
      if (!routes) return module;
      return {
        ...module,
        routes: async (app, ctx) => {
          routesCalled.push(module.name);
          await routes(app, ctx);
        },
      };
    });
    t = await createJobsTestContext({ modules: watched });
  });
  afterAll(async () => t.close());

  it('registers every job kind declared in the API, and no route', async () => {
    const declared = await declaredJobKinds();
    expect(declared).toContain(sendMailJob.name);
    expect(declared).toContain('notifications.deliver');
    expect([...t.jobs.kinds()].sort()).toEqual(declared);
    expect(routesCalled).toEqual([]);
  });

  it('delivers a mail and a notification enqueued in a business transaction', async () => {
    const account = await createAccount(t.db);
    const placer = await createUser(t.db, { accountId: account.id });
    const { item, units } = await createCatalogItem(t.db, { displayName: 'Nitrile Gloves' });
    const order = await createPurchase(t.db, {
      accountId: account.id,
      itemId: item.id,
      unitId: units[0]?.id ?? 0,
      placedBy: placer.id,
    });
    await t.db.transaction(async (tx) => {
      await tx.insert(accessRequests).values({
        company: 'Worker Clinic',
        firstName: 'Rae',
        lastName: 'Kim',
        phone: '555-0102',
        email: placer.email,
      });
      await t.outbox.mail(tx, testLetter(placer.email, 'Your order was approved', 'Approved.'));
      await t.outbox.notify(tx, { type: 'orderApproved', salesOrderId: order.id });
      // The same event again is the same job: one notification per recipient and event.
      await t.outbox.notify(tx, { type: 'orderApproved', salesOrderId: order.id });
    });
    const delivered = () => t.db.select().from(notifications).where(eq(notifications.userId, placer.id));
    // Committed, not yet delivered: that is the worker's jobs' work.
    expect(await delivered()).toEqual([]);

    expect(await t.jobs.drain()).toBe(2);
    expect((await mailsTo(t, placer.email)).map((m) => m.subject)).toEqual(['Your order was approved']);
    expect(await delivered()).toEqual([
      expect.objectContaining({
        notificationType: NOTIFICATION_TYPES.orderApproved,
        metaData: { salesOrderId: order.id, tranId: order.tranId },
      }),
    ]);
    // Enqueued again after it ran, the event's job is still the one that ran: nothing new.
    await t.db.transaction((tx) => t.outbox.notify(tx, { type: 'orderApproved', salesOrderId: order.id }));
    expect(await t.jobs.drain()).toBe(0);
    expect(await delivered()).toHaveLength(1);
    expect(routesCalled).toEqual([]);
  });

  it('has each job kind handled by the module that owns it (mail by the outbox)', async () => {
    const owners: Record<string, string> = { [sendMailJob.name]: 'outbox' };
    for (const module of modules) {
      // A runner of its own per module, never started: it only records what the module registers.
      const runner = createJobRunner(t.database, quiet);
      module.jobs?.(runner, t.ctx);
      for (const kind of runner.kinds()) {
        expect(owners[kind], `${kind} is registered twice`).toBeUndefined();
        owners[kind] = module.name;
      }
    }
    expect(Object.keys(owners).sort()).toEqual(await declaredJobKinds());
    expect(owners).toEqual({
      'mail.send': 'outbox',
      'notifications.deliver': 'notifications',
      'punchout.deliver-cxml': 'punchout',
      'auth.password-reset-request': 'auth',
      'payments.settle-reversal': 'order-to-cash',
      'statements.send': 'order-to-cash',
      // Issue 34: lots expired on the shelf leave the stock once a day.
      'lots.quarantine-expired': 'order-to-cash',
      'licences.expiry-warnings': 'addresses',
      'subscriptions.place': 'subscriptions',
      'subscriptions.due': 'subscriptions',
      'cleanup.auth-failures': 'cleanup',
      'cleanup.sessions': 'cleanup',
      'cleanup.idempotency-keys': 'cleanup',
      // Issue 34: each recall notice and reminder, sent once.
      'recalls.notice': 'recalls',
    });
  });
});
