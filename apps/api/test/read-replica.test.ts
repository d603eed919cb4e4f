// The read replica end to end (issue 27, ADR 0037), on a real primary and streaming replica that
// scripts/pg-pair.sh sets up on two free ports: the catalogue reads the replica (a row written to
// the primary appears only once the replica replays it), a buyer's cart reads the primary, a kept
// answer is never read from a replica that has not replayed the change it was told of, health
// reports the lag, and with the primary stopped the catalogue still answers while writes answer
// 503; once it is started again, writes succeed in the same app. With the replica stopped, the
// catalogue answers from the primary.
//
// It runs in the PostgreSQL pass only (TEST_DATABASE_URL set, the harness's testDb kind
// 'postgres'): like that pass it needs Debian's PostgreSQL binaries, here to run a pair of its own.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '@medsupply/contract';
import { buildApp } from '../src/app.ts';
import { APPLICATION_NAME, openDatabase, type Database } from '../src/db/client.ts';
import { CANNOT_SAVE_MESSAGE } from '../src/http/errors.ts';
import { createAccount, createCatalogItem, createCategory, createLogin, loginAs } from './factories.ts';
import { testConfig } from './harness.ts';

const run = promisify(execFile);
const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts/pg-pair.sh');
const onPostgres = inject('testDb').kind === 'postgres';

/** A port nothing listens on at the moment (the OS's choice of a free one). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!onPostgres)('read replica (issue 27, ADR 0037)', () => {
  let pairDir = '';
  let pairStarted = false;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let replicaUrl = '';
  const buyer = { headers: {} as Record<string, string>, username: '', password: 'Replica-Pass-2024' };
  const seeded = { itemId: 0, unitId: 0, categorySlug: '' };
  /** The app's log (warnings and above). */
  const logLines: string[] = [];

  const pair = (command: string, ...args: string[]) =>
    run('bash', [script, command, pairDir, ...args], { timeout: 120_000 });
  const theApp = () => {
    if (!app) throw new Error('the app is built in beforeAll');
    return app;
  };
  const theDatabase = () => {
    if (!database) throw new Error('the database is opened in beforeAll');
    return database;
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    theApp().inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    theApp().inject({ method: 'POST', url, headers, payload });
  /** A statement on the replica, on a connection of the test's own (the replica may have restarted). */
  const replicaSql = async <T extends pg.QueryResultRow>(text: string) => {
    const client = new pg.Client({ connectionString: replicaUrl });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  };
  /** The store's reading pool's sessions on the replica (db/client.ts APPLICATION_NAME). */
  const replicaSessions = async () =>
    (
      await replicaSql<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = '${APPLICATION_NAME.replica}'`,
      )
    )[0]?.n ?? 0;
  const replicaCaughtUp = async () => {
    const link = theDatabase().replica;
    if (!link) throw new Error('the database has a replica');
    const lsn = await link.primaryLsn();
    await eventually(() => link.replayedTo(lsn), 'the replica replays the primary');
  };

  beforeAll(async () => {
    // A directory the script creates and hands to the postgres user (initdb refuses root).
    pairDir = path.join(os.tmpdir(), `medsupply-pair-${randomBytes(6).toString('hex')}`);
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    pairStarted = true;
    await pair('start', String(primaryPort), String(replicaPort));
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
    database = await openDatabase({ databaseUrl: primaryUrl, replicaUrl, poolSize: 4 });
    await database.migrate();

    const { db } = database;
    const account = await createAccount(db);
    buyer.username = `replica-${randomBytes(3).toString('hex')}@clinic.example`;
    const user = await createLogin(db, {
      accountId: account.id,
      username: buyer.username,
      password: buyer.password,
    });
    buyer.headers = (await loginAs(db, { jwtSecret: testConfig().jwtSecret }, user)).headers;
    const category = await createCategory(db, 'Replica Dressings');
    seeded.categorySlug = category.urlComponent;
    const { item, units } = await createCatalogItem(db, {
      displayName: 'Replica Otter Gauze',
      categoryId: category.id,
      quantityAvailable: 500,
    });
    seeded.itemId = item.id;
    seeded.unitId = units[0]?.id ?? 0;

    const config = testConfig({
      DATABASE_URL: primaryUrl,
      DATABASE_REPLICA_URL: replicaUrl,
      LOG_LEVEL: 'warn',
    });
    app = await buildApp({
      config,
      database,
      logStream: { write: (line) => logLines.push(line) },
      workJobs: false,
    });
    await app.ready();
    await replicaCaughtUp();
  });

  afterAll(async () => {
    // Whatever failed above: resume replay, close what was opened, and take the pair down.
    if (replicaUrl) await replicaSql('SELECT pg_wal_replay_resume()').catch(() => undefined);
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    if (pairStarted) await pair('destroy');
  });

  it('reads the catalogue from the replica and the cart from the primary, and keeps no answer the replica had not replayed', async () => {
    const before = await get(paths.catalog.getCategories);
    expect(before.statusCode).toBe(200);

    // The replica stops replaying: what the primary writes now, only the primary shows.
    await replicaSql('SELECT pg_wal_replay_pause()');
    const { db } = theDatabase();
    const category = await createCategory(db, 'Replica Pending Splints');
    const { item, units } = await createCatalogItem(db, { displayName: 'Replica Pending Walrus Splint' });
    // The categories' notification arrives from the primary; the feed must not vouch for a tree
    // read from the paused replica now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pendingTree = await get(paths.catalog.getCategories);
    expect(pendingTree.statusCode).toBe(200);
    expect(pendingTree.body).not.toContain(category.urlComponent);

    expect((await get(`${paths.catalog.item}?id=${item.id}`)).statusCode).toBe(404);
    const search = await post(paths.catalog.paginate, { searchTerm: 'Walrus Splint', page: 1, limit: 10 });
    expect(search.statusCode).toBe(200);
    expect(search.json().total).toBe(0);

    // The buyer's cart is the primary's: the item the replica has not seen is added and listed.
    const added = await post(
      paths.cart.addItem,
      { itemId: item.id, unit: units[0]?.id, quantity: 2 },
      buyer.headers,
    );
    expect(added.statusCode, added.body).toBe(200);
    const cart = await get(paths.cart.getCart, buyer.headers);
    expect(cart.statusCode).toBe(200);
    const { cartDetail } = cart.json<{ cartDetail: Array<{ itemId: number }> }>();
    expect(cartDetail.map((line) => line.itemId)).toContain(item.id);

    // Health tells the replica is behind.
    const lagging = (await get(paths.health)).json();
    expect(lagging.replica.ok).toBe(true);
    expect(lagging.replica.lagBytes).toBeGreaterThan(0);
    expect(lagging.replica.lagSeconds).toBeGreaterThan(0);

    await replicaSql('SELECT pg_wal_replay_resume()');
    await eventually(
      async () => (await get(`${paths.catalog.item}?id=${item.id}`)).statusCode === 200,
      'the replica shows the new item',
    );
    // The tree read while the replica lagged was not kept: the new category appears.
    await eventually(
      async () => (await get(paths.catalog.getCategories)).body.includes(category.urlComponent),
      'the category tree shows the new category',
    );
    await eventually(async () => (await get(paths.health)).json().replica.lagBytes === 0, 'the lag is 0');
    expect((await get(paths.health)).json()).toMatchObject({
      status: 'ok',
      database: { ok: true, kind: 'postgres' },
      replica: { ok: true, lagSeconds: 0, lagBytes: 0 },
    });

    // And the replica's sessions are the store's reading pool.
    expect(await replicaSessions()).toBeGreaterThan(0);
    // The metrics see both pools (ops/metrics.ts labels them main and replica).
    const pools = theDatabase().poolStats();
    expect(pools.main.max).toBe(4);
    expect(pools.replica?.total).toBeGreaterThan(0);
  });

  it('keeps the catalogue answering from the replica while the primary is stopped, and answers writes 503', async () => {
    await replicaCaughtUp();
    await pair('stop-primary');

    const product = await get(`${paths.catalog.item}?id=${seeded.itemId}`);
    expect(product.statusCode).toBe(200);
    expect(product.json().displayName).toBe('Replica Otter Gauze');
    // A signed-in buyer's session is read from the replica: the page still carries their price.
    const signedIn = await get(`${paths.catalog.item}?id=${seeded.itemId}`, buyer.headers);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().price).toBe(12);
    const listing = await post(paths.catalog.paginate, { category: seeded.categorySlug, page: 1, limit: 10 });
    expect(listing.statusCode).toBe(200);
    expect(listing.json().total).toBe(1);
    // A search records an event on the primary; it cannot, and the search still answers.
    logLines.length = 0;
    const search = await post(
      paths.catalog.paginate,
      { searchTerm: 'Otter Gauze', page: 1, limit: 10 },
      buyer.headers,
    );
    expect(search.statusCode).toBe(200);
    expect(search.json().total).toBe(1);
    // Written after the answer (ADR 0058): settled first, then the failure is in the log.
    await app?.searchEvents.settled();
    expect(logLines.some((line) => line.includes('search events not recorded'))).toBe(true);
    expect((await get(`${paths.search.suggestions}?q=otter`)).json().hits).toHaveLength(1);
    expect((await get(paths.catalog.getCategories)).statusCode).toBe(200);
    expect((await get(paths.content.website)).statusCode).toBe(200);

    const add = await post(
      paths.cart.addItem,
      { itemId: seeded.itemId, unit: seeded.unitId, quantity: 1 },
      buyer.headers,
    );
    expect(add.statusCode).toBe(503);
    expect(add.headers['retry-after']).toBe('30');
    expect(add.json().message).toBe(CANNOT_SAVE_MESSAGE);
    const login = await post(paths.auth.login, { username: buyer.username, password: buyer.password });
    expect(login.statusCode).toBe(503);
    expect(login.json().message).toBe(CANNOT_SAVE_MESSAGE);

    // The load balancer keeps the process: it still serves the catalogue.
    const health = await get(paths.health);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'degraded',
      database: { ok: false },
      replica: { ok: true, lagSeconds: null },
    });
  });

  it('takes writes again once the primary is back, without a new app', async () => {
    await pair('start-primary');
    let added = await post(
      paths.cart.addItem,
      { itemId: seeded.itemId, unit: seeded.unitId, quantity: 1 },
      buyer.headers,
    );
    // The pool's first connections may still be the ones the stop cut; it opens new ones.
    await eventually(async () => {
      if (added.statusCode === 200) return true;
      added = await post(
        paths.cart.addItem,
        { itemId: seeded.itemId, unit: seeded.unitId, quantity: 1 },
        buyer.headers,
      );
      return added.statusCode === 200;
    }, 'a write succeeds');
    const login = await post(paths.auth.login, { username: buyer.username, password: buyer.password });
    expect(login.statusCode).toBe(200);
    const health = await get(paths.health);
    expect(health.statusCode).toBe(200);
    expect(health.json().database.ok).toBe(true);
  });

  it('reads the catalogue from the primary while the replica is stopped, and the replica again once it is back', async () => {
    await pair('stop-replica');
    const product = await get(`${paths.catalog.item}?id=${seeded.itemId}`, buyer.headers);
    expect(product.statusCode).toBe(200);
    expect(product.json().price).toBe(12);
    const search = await post(paths.catalog.paginate, { searchTerm: 'Otter Gauze', page: 1, limit: 10 });
    expect(search.json().total).toBe(1);
    expect((await get(paths.catalog.getCategories)).statusCode).toBe(200);
    const health = await get(paths.health);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'degraded',
      database: { ok: true },
      replica: { ok: false },
    });

    await pair('start-replica');
    await eventually(async () => (await get(paths.health)).json().replica.ok === true, 'the replica answers');
    // Reads are the replica's again: its store sessions come back.
    await eventually(async () => {
      await get(`${paths.catalog.item}?id=${seeded.itemId}`);
      return (await replicaSessions()) > 0;
    }, 'the store reads the replica again');
  });
});
