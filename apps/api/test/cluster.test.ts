// Two API processes behind HAProxy on one PostgreSQL (issue 27, docs/scaling.md), started as
// `npm run cluster` starts them (scripts/cluster-lib.ts, deploy/haproxy.cfg). What one process
// counts, keys, runs or changes, the other sees: a login limit reached through one holds on the
// other; one Idempotency-Key sent to both gives one order; a due subscription's job run by both at
// once places one order; a catalogue change made through one (or by an operator in psql) reaches
// the other's kept answers within a second.
// It runs in the PostgreSQL pass (TEST_DATABASE_URL): several processes need a server, and HAProxy
// (Debian's haproxy, which .ci/run installs) like that pass needs Debian's PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminPaths, paths } from '@medsupply/contract';
import { startCluster, type Cluster } from '../../../scripts/cluster-lib.ts';
import { salesOrders } from '../src/db/schema/index.ts';
import { queryRows, type Db } from '../src/db/client.ts';
import { addItemList } from '../src/modules/cart/cart.fixtures.ts';
import { MAX_FAILURES_PER_USERNAME } from '../src/modules/auth/login-limits.ts';
import { createCatalogItem, createCategory, createLogin, createUser, loginAs } from './factories.ts';
import { openTestDatabase, type TestDatabase } from './harness.ts';
import { createClinic, createStockItem, type Clinic } from './order-factories.ts';
import { createStaff, staffLoginAs } from './staff-factories.ts';

const SECRET = 'cluster-test-secret-cluster-test-secret-0123';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(
  base: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Asks `probe` until it holds; the milliseconds it took. */
async function within(ms: number, what: string, probe: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await probe()) return performance.now() - started;
    if (performance.now() - started > ms) throw new Error(`${what}: not seen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The store's day (America/New_York), as the subscription rules judge "due". */
const storeToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

describe.runIf(inject('testDb').kind === 'postgres')(
  'two API processes behind HAProxy on one PostgreSQL',
  () => {
    let opened: TestDatabase;
    let db: Db;
    let cluster: Cluster;
    let api1: string;
    let api2: string;
    let clinic: Clinic;
    let buyer: { authorization: string };

    /** What beforeAll opened, closed in reverse order even when it failed halfway. */
    const cleanups: Array<() => Promise<unknown>> = [];

    beforeAll(async () => {
      opened = await openTestDatabase();
      cleanups.push(
        () => opened.drop(),
        () => opened.database.close(),
      );
      db = opened.database.db;
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-cluster-test-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      clinic = await createClinic(db);
      const user = await createUser(db, { accountId: clinic.accountId });
      buyer = (await loginAs(db, { jwtSecret: SECRET }, user)).headers;
      cluster = await startCluster({
        databaseUrl: opened.url ?? '',
        processes: 2,
        worker: false,
        port: 0,
        dataDir,
        jwtSecret: SECRET,
        seedDemo: false,
        restart: false,
        env: { LOG_LEVEL: 'warn', TEST_HOOKS: 'true' },
      });
      cleanups.push(() => cluster.stop());
      api1 = cluster.apis[0]?.url ?? '';
      api2 = cluster.apis[1]?.url ?? '';
    }, 180_000);

    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('serves through HAProxy from both processes', async () => {
      const health = await call(cluster.url, 'GET', paths.health);
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ status: 'ok', database: { kind: 'postgres' } });
      expect(api1).not.toBe(api2);
    });

    it('holds a login limit reached through one process on the other and through the load balancer', async () => {
      const login = await createLogin(db, { accountId: clinic.accountId, password: 'Right-Password-1' });
      // The client's address, as the load balancer forwards it (TRUSTED_PROXIES=127.0.0.1).
      const from = { 'x-forwarded-for': '198.51.100.27' };
      for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i += 1) {
        const wrong = await call(api1, 'POST', paths.auth.login, {
          body: { username: login.username, password: `wrong ${i}` },
          headers: from,
        });
        expect(wrong.status).toBe(401);
      }
      const right = { body: { username: login.username, password: login.password }, headers: from };
      const onOther = await call(api2, 'POST', paths.auth.login, right);
      expect(onOther.status).toBe(429);
      expect(onOther.body['message']).toMatch(
        /^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/,
      );
      expect((await call(cluster.url, 'POST', paths.auth.login, right)).status).toBe(429);
      // Another address is not held back, on either process.
      const elsewhere = { ...right, headers: { 'x-forwarded-for': '198.51.100.28' } };
      expect((await call(api2, 'POST', paths.auth.login, elsewhere)).status).toBe(200);
    });

    it('gives one order for one Idempotency-Key sent to both processes at once', async () => {
      const item = await createStockItem(db, { stock: 100 });
      const added = await call(api1, 'POST', paths.cart.addItem, {
        body: { itemId: item.id, quantity: 3 },
        headers: buyer,
      });
      expect(added.status).toBe(200);
      const place = async (base: string): Promise<number> => {
        for (;;) {
          const res = await call(base, 'POST', paths.checkout.placeOrder, {
            body: {
              shipAddressId: clinic.licensed,
              billAddressId: clinic.licensed,
              payment: { type: 'terms' },
            },
            headers: { ...buyer, 'idempotency-key': 'cluster-one-order' },
          });
          // 409: the other process holds the key's lock; its answer is replayed once it lets go.
          if (res.status === 409) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            continue;
          }
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          return (res.body['orderConfirmation'] as { id: number }).id;
        }
      };
      const ids = await Promise.all([place(api1), place(api2), place(cluster.url)]);
      expect(new Set(ids).size).toBe(1);
      const orders = await db
        .select({ id: salesOrders.id })
        .from(salesOrders)
        .where(eq(salesOrders.idempotencyKey, 'cluster-one-order'));
      expect(orders).toEqual([{ id: ids[0] }]);
      const [stock] = await queryRows<{ quantity_available: number }>(
        db,
        sql`SELECT quantity_available FROM items WHERE id = ${item.id}`,
      );
      expect(stock?.quantity_available).toBe(97);
    });

    it("runs a due subscription's job once when both processes run the due jobs at the same moment", async () => {
      const owner = await createUser(db, { accountId: clinic.accountId });
      const ownerHeaders = (await loginAs(db, { jwtSecret: SECRET }, owner)).headers;
      const gauze = await createStockItem(db, { stock: 100 });
      const listId = await addItemList(db, {
        accountId: clinic.accountId,
        contactId: owner.id,
        shared: false,
        lines: [{ itemId: gauze.id, unitId: gauze.eachUnit, quantity: 2 }],
      });
      const subscribed = await call(api1, 'POST', paths.transactions.upsertSubscription, {
        body: {
          itemListId: listId,
          frequency: 'monthly',
          nextDate: storeToday(),
          shipAddressId: clinic.licensed,
        },
        headers: ownerHeaders,
      });
      expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
      // Each process sweeps the due subscriptions and works the queue, as both would on their schedule.
      const runs = await Promise.all(
        [api1, api2, api1, api2].map((base) => call(base, 'POST', paths.testHooks.runDueSubscriptions)),
      );
      for (const run of runs) expect(run.status).toBe(200);
      // Every sweep may find the subscription due; its job, sent under one key, runs once.
      expect(runs.reduce((sum, run) => sum + Number(run.body['ran']), 0)).toBeGreaterThanOrEqual(1);
      const orders = await db
        .select({ id: salesOrders.id })
        .from(salesOrders)
        .where(eq(salesOrders.subscriptionItemListId, listId));
      expect(orders).toHaveLength(1);
      const recorded = await queryRows<{ status: string }>(
        db,
        sql`SELECT r.status FROM subscription_runs r JOIN subscriptions s ON s.id = r.subscription_id
          WHERE s.item_list_id = ${listId}`,
      );
      expect(recorded).toEqual([{ status: 'placed' }]);
    });

    it('shows a category renamed in PostgreSQL through both processes within a second', async () => {
      const category = await createCategory(db, 'Cluster Wound Care');
      const names = async (base: string) =>
        JSON.stringify((await call(base, 'GET', paths.catalog.getCategories)).body);
      // Both processes keep the tree now (and would answer it from memory).
      expect(await names(api1)).toContain('Cluster Wound Care');
      expect(await names(api2)).toContain('Cluster Wound Care');
      // An operator (or the ERP's sync) renames it on a connection of its own.
      await db.execute(sql`UPDATE categories SET name = 'Cluster Wound Dressings' WHERE id = ${category.id}`);
      const [first, second] = await Promise.all(
        [api1, api2].map((base) =>
          within(1000, `the new name through ${base}`, async () =>
            (await names(base)).includes('Cluster Wound Dressings'),
          ),
        ),
      );
      expect(first).toBeLessThan(1000);
      expect(second).toBeLessThan(1000);
    });

    it("drops an item made inactive through one process's back office from the other's listing within a second", async () => {
      const category = await createCategory(db, 'Cluster Gauze');
      const { item } = await createCatalogItem(db, {
        displayName: 'Cluster Gauze Pad',
        categoryId: category.id,
        quantityAvailable: 5,
      });
      await createCatalogItem(db, {
        displayName: 'Cluster Gauze Roll',
        categoryId: category.id,
        quantityAvailable: 5,
      });
      const staff = await createStaff(db, { roles: ['order_desk'] });
      const staffHeaders = (await staffLoginAs(db, { jwtSecret: SECRET }, staff)).headers;
      const listing = { category: category.urlComponent, page: 1 };
      const countOn = async (base: string) => {
        const counts = await call(base, 'POST', paths.catalog.filters, { body: listing });
        expect(counts.status).toBe(200);
        return JSON.stringify(counts.body['availability']);
      };
      // api2 keeps the category's facet counts.
      expect(await countOn(api2)).toBe(JSON.stringify([{ value: 'inStock', count: 2 }]));
      const changed = await call(api1, 'PATCH', adminPaths.item.replace(':id', String(item.id)), {
        body: { inactive: true },
        headers: staffHeaders,
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const took = await within(
        1000,
        "api2's counts",
        async () => (await countOn(api2)) === JSON.stringify([{ value: 'inStock', count: 1 }]),
      );
      expect(took).toBeLessThan(1000);
    });

    it("shows an item's new price and stock through both processes' kept answers within a second", async () => {
      const category = await createCategory(db, 'Cluster Splints');
      const { item } = await createCatalogItem(db, {
        displayName: 'Cluster Finger Splint',
        categoryId: category.id,
        quantityAvailable: 12,
        prices: { 'List Price': 1500, 'Base Price': 1200 },
      });
      const seen = async (base: string) => {
        const detail = await call(base, 'GET', `${paths.catalog.item}?id=${item.id}`, { headers: buyer });
        const page = await call(base, 'POST', paths.catalog.paginate, {
          body: { category: category.urlComponent, page: 1 },
          headers: buyer,
        });
        const card = (page.body['results'] as Array<Record<string, unknown>>)[0] ?? {};
        return [
          detail.body['price'],
          detail.body['quantityAvailable'],
          card['price'],
          card['quantityAvailable'],
        ];
      };
      // Both processes keep the detail and the listing now.
      expect(await seen(api1)).toEqual([12, 12, 12, 12]);
      expect(await seen(api2)).toEqual([12, 12, 12, 12]);
      await db.execute(sql`UPDATE item_prices SET price_cents = 1100 WHERE item_id = ${item.id}
        AND price_level_id = (SELECT id FROM price_levels WHERE name = 'Base Price')`);
      await db.execute(sql`UPDATE items SET quantity_available = 9 WHERE id = ${item.id}`);
      const took = await Promise.all(
        [api1, api2].map((base) =>
          within(
            1000,
            `the new price and stock through ${base}`,
            async () => JSON.stringify(await seen(base)) === JSON.stringify([11, 9, 11, 9]),
          ),
        ),
      );
      for (const ms of took) expect(ms).toBeLessThan(1000);
    });

    it("names each request through HAProxy with the load balancer's request id, answered back", async () => {
      const res = await fetch(`${cluster.url}${paths.health}`);
      // deploy/haproxy.cfg's unique-id-format: hexadecimal, kept by the API (http/observability.ts).
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9A-F]{16,64}$/);
      const own = await fetch(`${cluster.url}${paths.health}`, {
        headers: { 'x-request-id': 'clinic-trace-42' },
      });
      expect(own.headers.get('x-request-id')).toBe('clinic-trace-42');
    });

    // Last: it stops api1 for good (restart: false).
    it('keeps answering through HAProxy while a process drains after SIGTERM, and its request in flight finishes', async () => {
      const slow = fetch(`${api1}${paths.testHooks.wait}?ms=1500`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const first = cluster.apis[0];
      if (!first) throw new Error('no api1');
      const exited = new Promise<number | null>((resolve) => first.child()?.once('exit', resolve));
      first.kill('SIGTERM');
      const statuses: number[] = [];
      const until = Date.now() + 3000;
      while (Date.now() < until) {
        const res = await fetch(`${cluster.url}${paths.catalog.getCategories}`);
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      expect((await slow).status).toBe(200);
      expect(await exited).toBe(0);
      expect(statuses.length).toBeGreaterThan(10);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    });
  },
);
