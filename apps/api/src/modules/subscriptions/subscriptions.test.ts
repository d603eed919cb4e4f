// Subscriptions through HTTP and the job (issue 21 point 5): an own list set up with frequency,
// next date, ship-to and payment; the job places each due order through placeOrder from the list
// once per subscription and date, also when two runs race or a run dies after its order; a
// refused order is the date's result, mailed, and the schedule moves on; other accounts' lists,
// addresses and payment methods are not found; a colleague cannot change someone else's list.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  CheckoutDataResponse,
  DeleteSubscriptionResponse,
  Subscription,
  SubscriptionAddressPaymentDetails,
  SubscriptionsResponse,
  paths,
} from '@medsupply/contract';
import { queryRows } from '../../db/client.ts';
import { salesOrderLines, salesOrders } from '../../db/schema/index.ts';
import { buildApp } from '../../app.ts';
import { createJobRunner } from '../../core/jobs.ts';
import { createUser } from '../../../test/factories.ts';
import { createTestContext, databaseForChild, testConfig, type TestContext } from '../../../test/harness.ts';
import { buyerOfContact } from '../auth/auth.service.ts';
import { SandboxGateway } from '../payments/gateway/sandbox-gateway.ts';
import { addItemList } from '../cart/cart.fixtures.ts';
import {
  contactOf,
  createClinic,
  createStockItem,
  outboxMails,
  type Clinic,
} from '../checkout/checkout.fixtures.ts';
import {
  enqueueDue,
  runSubscription,
  upsertSubscription,
  subscriptionDeps,
  type SubscriptionDeps,
} from './subscriptions.service.ts';

const NOW = new Date('2026-03-10T15:00:00Z');
const TODAY = '2026-03-10';

describe('subscriptions', () => {
  let t: TestContext;
  let deps: SubscriptionDeps;
  let clinic: Clinic;
  let otherClinic: Clinic;
  let owner: Awaited<ReturnType<typeof contactOf>>;
  let colleague: Awaited<ReturnType<typeof contactOf>>;
  let outsider: Awaited<ReturnType<typeof contactOf>>;
  let gauze: Awaited<ReturnType<typeof createStockItem>>;
  let lidocaine: Awaited<ReturnType<typeof createStockItem>>;

  beforeAll(async () => {
    t = await createTestContext({ workJobs: false, now: () => NOW });
    deps = subscriptionDeps(
      {
        config: t.config,
        db: t.db,
        outbox: t.outbox,
        gateway: t.app.gateway,
        now: () => NOW,
        log: t.app.log,
      },
      t.jobs,
    );
    clinic = await createClinic(t.db);
    otherClinic = await createClinic(t.db);
    owner = await contactOf(t, clinic.accountId);
    colleague = await contactOf(t, clinic.accountId);
    outsider = await contactOf(t, otherClinic.accountId);
    gauze = await createStockItem(t.db, { stock: 500 });
    lidocaine = await createStockItem(t.db, { stock: 500, rxLevel: 1 });
  });
  afterAll(async () => t.close());

  const newList = (lines: Array<{ itemId: number; unitId: number; quantity: number }>, shared = false) =>
    addItemList(t.db, { accountId: clinic.accountId, contactId: owner.userId, shared, lines });

  const monthly = (itemListId: number, extra: Record<string, unknown> = {}) => ({
    itemListId,
    frequency: 'monthly',
    nextDate: TODAY,
    shipAddressId: clinic.licensed,
    ...extra,
  });

  const ordersOfList = async (itemListId: number) =>
    t.db
      .select({ id: salesOrders.id, tranId: salesOrders.tranId, totalCents: salesOrders.totalCents })
      .from(salesOrders)
      .where(eq(salesOrders.subscriptionItemListId, itemListId));

  it("judges /subscription's ship-tos by the list's lines, not the cart's; other accounts' lists are not found", async () => {
    const listId = await newList([{ itemId: lidocaine.id, unitId: lidocaine.eachUnit, quantity: 2 }]);
    const res = await owner.get(`${paths.checkout.getCheckoutData}?itemListId=${listId}`);
    expect(res.status).toBe(200);
    const data = CheckoutDataResponse.parse(res.body);
    expect(data.shipAddresses.map((a) => a.id)).toEqual([clinic.licensed]);
    expect(data.excludedShipAddresses.map((e) => e.address.id)).toContain(clinic.unlicensed);
    expect(data.submissionDetails.lineCount).toBe(1);
    const outside = await outsider.get(`${paths.checkout.getCheckoutData}?itemListId=${listId}`);
    expect(outside.status).toBe(404);
    expect((outside.body as { message: string }).message).toBe(CHECKOUT_MESSAGES.itemListNotFound);
    const bad = await owner.get(`${paths.checkout.getCheckoutData}?itemListId=abc`);
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toContain('itemListId must be a number');
  });

  // Issue 26: a colleague's private list answered its line count here while the list answered 404.
  it("refuses a colleague's private list on /subscription as the list itself does; a shared one is read", async () => {
    const privateList = await newList([{ itemId: gauze.id, unitId: gauze.eachUnit, quantity: 1 }]);
    const listRead = await colleague.get(`${paths.itemList.getListDetails}?itemListId=${privateList}`);
    expect(listRead.status).toBe(404);
    const hidden = await colleague.get(`${paths.checkout.getCheckoutData}?itemListId=${privateList}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({
      code: (listRead.body as { code: string }).code,
      message: (listRead.body as { message: string }).message,
    });

    const sharedList = await newList([{ itemId: gauze.id, unitId: gauze.eachUnit, quantity: 1 }], true);
    const shared = await colleague.get(`${paths.checkout.getCheckoutData}?itemListId=${sharedList}`);
    expect(shared.status).toBe(200);
    expect(CheckoutDataResponse.parse(shared.body).submissionDetails.lineCount).toBe(1);
  });

  it('makes an own list a monthly subscription on terms, and shows where and how it orders', async () => {
    const listId = await newList([{ itemId: gauze.id, unitId: gauze.eachUnit, quantity: 3 }]);
    const res = await owner.post(
      paths.transactions.upsertSubscription,
      monthly(listId, { poNumber: 'PO-SUB' }),
    );
    expect(res.status).toBe(200);
    expect(Subscription.parse(res.body)).toMatchObject({
      itemListId: listId,
      frequency: 'monthly',
      nextDate: TODAY,
      shipAddressId: clinic.licensed,
      billAddressId: clinic.licensed,
      paymentType: 'terms',
      poNumber: 'PO-SUB',
      active: true,
      lastResult: null,
    });
    const lists = await owner.get(`${paths.itemList.getAllLists}?showShared=false`);
    expect(lists.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: listId, subscription: true })]),
    );
    const details = SubscriptionAddressPaymentDetails.parse(
      (await owner.post(paths.transactions.getSubscriptionAddressPaymentDetails, { itemListId: listId }))
        .body,
    );
    expect(details.shipAddress).toMatchObject({ id: clinic.licensed, label: 'Main' });
    expect(details.paymentMethod).toBeNull();
    const mine = SubscriptionsResponse.parse((await owner.get(paths.transactions.getSubscriptions)).body);
    expect(mine.map((s) => s.itemListId)).toContain(listId);
  });

  it('refuses what is not the caller’s: lists, addresses, payment methods; and past dates', async () => {
    const listId = await newList([{ itemId: gauze.id, unitId: gauze.eachUnit, quantity: 1 }], true);
    // A colleague sees the shared list but cannot change its subscription.
    expect((await colleague.post(paths.transactions.upsertSubscription, monthly(listId))).status).toBe(403);
    // Another account's contact does not see it at all.
    const foreign = await outsider.post(
      paths.transactions.upsertSubscription,
      monthly(listId, { shipAddressId: otherClinic.licensed }),
    );
    expect(foreign.status).toBe(404);
    expect(
      (
        await owner.post(
          paths.transactions.upsertSubscription,
          monthly(listId, { shipAddressId: otherClinic.licensed }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await owner.post(paths.transactions.upsertSubscription, monthly(listId, { paymentMethodId: 999_999 })))
        .status,
    ).toBe(404);
    const past = await owner.post(
      paths.transactions.upsertSubscription,
      monthly(listId, { nextDate: '2026-03-09' }),
    );
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ message: 'nextDate must be today or later' });
    for (const bad of [
      { ...monthly(listId), frequency: 'daily' },
      { ...monthly(listId), nextDate: '10/03/2026' },
      {},
    ]) {
      expect((await owner.post(paths.transactions.upsertSubscription, bad)).status).toBe(400);
    }
    expect(
      (await outsider.post(paths.transactions.getSubscriptionAddressPaymentDetails, { itemListId: listId }))
        .status,
    ).toBe(404);
    expect((await outsider.post(paths.transactions.deleteSubscription, { itemListId: listId })).status).toBe(
      404,
    );
  });

  it('places the due order from the list through placeOrder, once, and moves to the next month', async () => {
    const listId = await newList([
      { itemId: gauze.id, unitId: gauze.eachUnit, quantity: 4 },
      { itemId: lidocaine.id, unitId: lidocaine.eachUnit, quantity: 1 },
    ]);
    await owner.post(paths.transactions.upsertSubscription, monthly(listId));
    await enqueueDue(t.db, t.jobs, NOW);
    await enqueueDue(t.db, t.jobs, NOW); // a second sweep before the job ran adds nothing
    await t.jobs.drain();
    const orders = await ordersOfList(listId);
    expect(orders).toHaveLength(1);
    const lines = await t.db
      .select({ itemId: salesOrderLines.itemId, quantity: salesOrderLines.quantity })
      .from(salesOrderLines)
      .where(eq(salesOrderLines.salesOrderId, orders[0]!.id));
    expect(lines).toEqual([
      { itemId: gauze.id, quantity: 4 },
      { itemId: lidocaine.id, quantity: 1 },
    ]);
    const details = SubscriptionAddressPaymentDetails.parse(
      (await owner.post(paths.transactions.getSubscriptionAddressPaymentDetails, { itemListId: listId }))
        .body,
    );
    expect(details.subscription).toMatchObject({
      nextDate: '2026-04-10',
      lastResult: { runOn: TODAY, status: 'placed', salesOrderId: orders[0]!.id, tranId: orders[0]!.tranId },
    });
    // The same date again, by a rerun or a late job: nothing new.
    expect(await runSubscription(deps, await subscriptionIdOf(listId), TODAY)).toEqual({
      status: 'placed',
      salesOrderId: orders[0]!.id,
    });
    await enqueueDue(t.db, t.jobs, NOW);
    await t.jobs.drain();
    expect(await ordersOfList(listId)).toHaveLength(1);
    // The placer was mailed the order by placeOrder.
    expect(
      (await outboxMails(t)).some((m) => m.to === owner.email && m.subject.includes(orders[0]!.tranId)),
    ).toBe(true);
  });

  async function subscriptionIdOf(listId: number): Promise<number> {
    const rows = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM subscriptions WHERE item_list_id = ${listId}`,
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('no subscription');
    return id;
  }

  const subscriptionOf = async (listId: number) =>
    SubscriptionsResponse.parse((await owner.get(paths.transactions.getSubscriptions)).body).find(
      (s) => s.itemListId === listId,
    );

  it('places one order when two runs of the same date race', async () => {
    const listId = await newList([{ itemId: gauze.id, unitId: gauze.eachUnit, quantity: 2 }]);
    await owner.post(paths.transactions.upsertSubscription, monthly(listId));
    const id = await subscriptionIdOf(listId);
    const outcomes = await Promise.all([runSubscription(deps, id, TODAY), runSubscription(deps, id, TODAY)]);
    const orders = await ordersOfList(listId);
    expect(orders).toHaveLength(1);
    expect(outcomes).toEqual([
      { status: 'placed', salesOrderId: orders[0]!.id },
      { status: 'placed', salesOrderId: orders[0]!.id },
    ]);
    const runs = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM subscription_runs WHERE subscription_id = ${id}`,
    );
    expect(runs[0]?.n).toBe(1);
  });

  it('places one order when a run dies after its order and the job runs it again', async () => {
    const listId = await newList([{ itemId: gauze.id, unitId: gauze.eachUnit, quantity: 5 }]);
    await owner.post(paths.transactions.upsertSubscription, monthly(listId));
    const id = await subscriptionIdOf(listId);
    const died = new Error('process killed');
    await expect(
      runSubscription(deps, id, TODAY, {
        afterOrder: () => Promise.reject(died),
      }),
    ).rejects.toBe(died);
    // The order was committed, its run not recorded, the schedule not moved: what a crash leaves.
    expect(await ordersOfList(listId)).toHaveLength(1);
    expect(await subscriptionOf(listId)).toMatchObject({ nextDate: TODAY, lastResult: null });
    await enqueueDue(t.db, t.jobs, NOW);
    await t.jobs.drain();
    const orders = await ordersOfList(listId);
    expect(orders).toHaveLength(1);
    const after = await subscriptionOf(listId);
    expect(after).toMatchObject({
      nextDate: '2026-04-10',
      lastResult: { status: 'placed', salesOrderId: orders[0]!.id },
    });
  });

  it('records a refused order as the date’s result, mails the reason and moves on', async () => {
    const listId = await newList([{ itemId: lidocaine.id, unitId: lidocaine.eachUnit, quantity: 1 }]);
    // The Annex holds no licence for the Rx item: placeOrder refuses the ship-to.
    await owner.post(
      paths.transactions.upsertSubscription,
      monthly(listId, { shipAddressId: clinic.unlicensed, frequency: 'weekly' }),
    );
    const id = await subscriptionIdOf(listId);
    const outcome = await runSubscription(deps, id, TODAY);
    expect(outcome.status).toBe('failed');
    expect(await ordersOfList(listId)).toEqual([]);
    const after = await subscriptionOf(listId);
    expect(after).toMatchObject({
      nextDate: '2026-03-17',
      lastResult: { status: 'failed', salesOrderId: null },
    });
    expect(after?.lastResult?.message).toContain('This order cannot ship to Annex');
    const mails = (await outboxMails(t)).filter((m) => m.subject.includes('could not be placed'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: owner.email });
    expect(mails[0]?.text).toContain('This order cannot ship to Annex');
    // Run again for the same date: nothing more, no second mail.
    await runSubscription(deps, id, TODAY);
    expect((await outboxMails(t)).filter((m) => m.subject.includes('could not be placed'))).toHaveLength(1);
  });

  it('ends a subscription: the list stays, the job no longer orders it', async () => {
    const listId = await newList([{ itemId: gauze.id, unitId: gauze.eachUnit, quantity: 1 }], true);
    await owner.post(paths.transactions.upsertSubscription, monthly(listId));
    expect((await colleague.post(paths.transactions.deleteSubscription, { itemListId: listId })).status).toBe(
      403,
    );
    const res = await owner.post(paths.transactions.deleteSubscription, { itemListId: listId });
    expect(DeleteSubscriptionResponse.parse(res.body)).toEqual({ updated: true });
    expect(
      DeleteSubscriptionResponse.parse(
        (await owner.post(paths.transactions.deleteSubscription, { itemListId: listId })).body,
      ),
    ).toEqual({ updated: false });
    await enqueueDue(t.db, t.jobs, NOW);
    await t.jobs.drain();
    expect(await ordersOfList(listId)).toEqual([]);
    expect(
      (await owner.post(paths.transactions.getSubscriptionAddressPaymentDetails, { itemListId: listId }))
        .status,
    ).toBe(404);
    expect((await owner.post(paths.transactions.deleteSubscription, { itemListId: 'x' })).status).toBe(400);
  });
});

describe('a subscription run killed after its order', () => {
  const child = path.resolve(import.meta.dirname, '../../../test/subscription-crash-child.ts');

  it('places the date’s order once when the job runs again after the process died', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-subscription-crash-'));
    const config = testConfig({}, dataDir);
    const target = await databaseForChild();
    try {
      // The store as the dead process found it: a due monthly subscription on terms.
      const setup = await target.open();
      const clinic = await createClinic(setup.db);
      const contact = await createUser(setup.db, { accountId: clinic.accountId });
      const item = await createStockItem(setup.db, { stock: 100 });
      const listId = await addItemList(setup.db, {
        accountId: clinic.accountId,
        contactId: contact.id,
        lines: [{ itemId: item.id, unitId: item.eachUnit, quantity: 3 }],
      });
      const buyer = await buyerOfContact(setup.db, contact.id, clinic.accountId);
      if (!buyer) throw new Error('no buyer');
      const setupJobs = createJobRunner(setup, { info: () => undefined, error: () => undefined });
      await upsertSubscription(
        subscriptionDeps(
          {
            config,
            db: setup.db,
            gateway: new SandboxGateway({ secret: config.jwtSecret }),
            // Setting a subscription up sends nothing.
            outbox: {
              mail: () => Promise.resolve(),
              notify: () => Promise.resolve(),
              procurement: () => Promise.resolve(),
            },
            now: () => NOW,
            log: { info: () => undefined, warn: () => undefined, error: () => undefined },
          },
          setupJobs,
        ),
        buyer,
        { itemListId: listId, frequency: 'monthly', nextDate: TODAY, shipAddressId: clinic.licensed },
      );
      const [subscription] = await queryRows<{ id: number }>(
        setup.db,
        sql`SELECT id FROM subscriptions WHERE item_list_id = ${listId}`,
      );
      await setup.close();

      const { signal, stdout } = await new Promise<{ signal: string | null; stdout: string }>((resolve) => {
        const running = spawn(process.execPath, [child], {
          env: {
            PATH: process.env['PATH'] ?? '',
            ...target.env,
            CHILD_SECRET: config.jwtSecret,
            CHILD_DATA_DIR: dataDir,
            CHILD_NOW: NOW.toISOString(),
            CHILD_SUBSCRIPTION_ID: String(subscription?.id),
            CHILD_RUN_ON: TODAY,
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        running.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        running.on('exit', (_code, killedBy) => resolve({ signal: killedBy, stdout: out }));
      });
      expect(stdout).toBe('ordered\n');
      expect(signal).toBe('SIGKILL');

      // Restarted: the sweep finds the date still due, the job runs it, and finds its order.
      const database = await target.open();
      const app = await buildApp({ config, database, logger: false, workJobs: false, now: () => NOW });
      try {
        const orders = () =>
          queryRows<{ id: number }>(
            database.db,
            sql`SELECT id FROM sales_orders WHERE subscription_item_list_id = ${listId}`,
          );
        expect(await orders()).toHaveLength(1);
        await enqueueDue(database.db, app.jobs, NOW);
        await app.jobs.drain();
        const placed = await orders();
        expect(placed).toHaveLength(1);
        const runs = await queryRows<{ status: string; sales_order_id: number; next: string }>(
          database.db,
          sql`SELECT r.status, r.sales_order_id, s.next_run_on::text AS next FROM subscription_runs r
            JOIN subscriptions s ON s.id = r.subscription_id WHERE s.item_list_id = ${listId}`,
        );
        expect(runs).toEqual([{ status: 'placed', sales_order_id: placed[0]?.id, next: '2026-04-10' }]);
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      await target.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the browser journeys’ hook (TEST_HOOKS, ADR 0026)', () => {
  it('does not exist unless TEST_HOOKS is on', async () => {
    const t = await createTestContext({ workJobs: false, now: () => NOW });
    try {
      const res = await t.app.inject({ method: 'POST', url: paths.testHooks.runDueSubscriptions });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('places the due orders now, once however often it is called', async () => {
    const t = await createTestContext({ workJobs: false, now: () => NOW, env: { TEST_HOOKS: 'true' } });
    try {
      const clinic = await createClinic(t.db);
      const owner = await contactOf(t, clinic.accountId);
      const gauze = await createStockItem(t.db, { stock: 500 });
      const listId = await addItemList(t.db, {
        accountId: clinic.accountId,
        contactId: owner.userId,
        shared: false,
        lines: [{ itemId: gauze.id, unitId: gauze.eachUnit, quantity: 2 }],
      });
      const upsert = await owner.post(paths.transactions.upsertSubscription, {
        itemListId: listId,
        frequency: 'monthly',
        nextDate: TODAY,
        shipAddressId: clinic.licensed,
      });
      expect(upsert.status).toBe(200);
      const first = await t.app.inject({ method: 'POST', url: paths.testHooks.runDueSubscriptions });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ enqueued: 1 });
      const again = await t.app.inject({ method: 'POST', url: paths.testHooks.runDueSubscriptions });
      expect(again.json()).toMatchObject({ enqueued: 0 });
      const orders = await t.db
        .select({ id: salesOrders.id })
        .from(salesOrders)
        .where(eq(salesOrders.subscriptionItemListId, listId));
      expect(orders).toHaveLength(1);
      const mine = SubscriptionsResponse.parse((await owner.get(paths.transactions.getSubscriptions)).body);
      expect(mine.find((s) => s.itemListId === listId)).toMatchObject({
        nextDate: '2026-04-10',
        lastResult: { status: 'placed', salesOrderId: orders[0]?.id, runOn: TODAY },
      });
    } finally {
      await t.close();
    }
  });
});
