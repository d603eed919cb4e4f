// Kept catalogue answers (issue 30, ADR 0046) over HTTP on a real database: an answer is kept (a
// change that does not notify is not seen), dropped within a second when an item's price, stock,
// name or category changes or content is published, never given to another audience (two price
// levels, a visitor, a buyer without prices), and a buyer's own latest purchases are laid over it.
import { sql } from 'drizzle-orm';
import { paths } from '@medsupply/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createTestContext, type TestContext } from './harness.ts';
import {
  createAccount,
  createCatalogItem,
  createCategory,
  createContentEntry,
  createPurchase,
  createUser,
  keyPaths,
  loginAs,
} from './factories.ts';

const PRICES = { 'List Price': 1500, 'Base Price': 1200, 'Tier 1': 999 };

/** Asks `probe` until it holds; fails after `ms`. The milliseconds it took. */
async function within(ms: number, what: string, probe: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await probe()) return performance.now() - started;
    if (performance.now() - started > ms) throw new Error(`${what}: not seen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('kept catalogue answers', () => {
  let t: TestContext;
  let tier1: Record<string, string>;
  let base: Record<string, string>;
  let hidden: Record<string, string>;
  let other: Record<string, string>;
  let itemId = 0;
  let slug = '';
  let categorySlug = '';
  let categoryId = 0;
  let otherCategoryId = 0;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const listing = (headers: Record<string, string> = {}, body: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: paths.catalog.paginate,
      headers,
      payload: { category: categorySlug, page: 1, ...body },
    });
  const detail = async (headers: Record<string, string> = {}) => {
    const res = await get(`${paths.catalog.item}?id=${slug}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, unknown>>();
  };
  const card = async (headers: Record<string, string> = {}) => {
    const res = await listing(headers);
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results as Array<Record<string, unknown>>;
    return results.find((r) => r.id === itemId);
  };

  beforeAll(async () => {
    t = await createTestContext();
    const { db } = t;
    const category = await createCategory(db, 'Kept Wound Care');
    const elsewhere = await createCategory(db, 'Kept Elsewhere');
    categorySlug = category.urlComponent;
    categoryId = category.id;
    otherCategoryId = elsewhere.id;
    const made = await createCatalogItem(db, {
      displayName: 'Kept Foam Dressing',
      categoryId: category.id,
      prices: PRICES,
      quantityAvailable: 40,
      searchKeywords: 'foam dressing',
    });
    itemId = made.item.id;
    slug = made.item.urlComponent;
    await createCatalogItem(db, { displayName: 'Kept Gauze Roll', categoryId: category.id, prices: PRICES });

    const tier1Account = await createAccount(db, { priceLevel: 'Tier 1' });
    const baseAccount = await createAccount(db, { priceLevel: 'Base Price' });
    const otherTier1 = await createAccount(db, { priceLevel: 'Tier 1' });
    const login = async (accountId: number, isPriceVisible = true) =>
      (await loginAs(db, t.config, await createUser(db, { accountId, isPriceVisible }))).headers;
    tier1 = await login(tier1Account.id);
    base = await login(baseAccount.id);
    hidden = await login(tier1Account.id, false);
    other = await login(otherTier1.id);
    // The Tier 1 clinic bought the dressing; the other Tier 1 clinic did not.
    await createPurchase(db, {
      accountId: tier1Account.id,
      itemId,
      unitId: made.units[0]?.id ?? 0,
      quantity: 2,
      orderDate: new Date('2026-10-01T12:00:00Z'),
    });
  });

  afterAll(async () => t.close());

  it('keeps an answer: a change that does not notify is not seen, one that does is within a second', async () => {
    expect((await detail()).displayName).toBe('Kept Foam Dressing');
    // A write the feed does not hear of (its trigger off for this statement) leaves the kept copy.
    // (The name is also in item_search, kept by items' triggers: its notifications are off too.)
    const notifying = [
      ['items', 'items_notify_update'],
      ['item_search', 'item_search_notify_insert'],
      ['item_search', 'item_search_notify_update'],
      ['item_search', 'item_search_notify_delete'],
    ] as const;
    for (const [table, trigger] of notifying) {
      await t.db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`));
    }
    try {
      await t.db.execute(sql`UPDATE items SET display_name = 'Silent Dressing' WHERE id = ${itemId}`);
    } finally {
      for (const [table, trigger] of notifying) {
        await t.db.execute(sql.raw(`ALTER TABLE ${table} ENABLE ALWAYS TRIGGER ${trigger}`));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await detail()).displayName).toBe('Kept Foam Dressing');
    // The name changed again, heard this time.
    await t.db.execute(sql`UPDATE items SET display_name = 'Kept Foam Dressing' WHERE id = ${itemId}`);
    await t.db.execute(sql`UPDATE items SET display_name = 'Renamed Foam Dressing' WHERE id = ${itemId}`);
    const took = await within(1000, 'the new name', async () => {
      return (await detail()).displayName === 'Renamed Foam Dressing';
    });
    expect(took).toBeLessThan(1000);
    expect((await card())?.displayName).toBe('Renamed Foam Dressing');
  });

  it("drops kept answers when an item's stock changes (an order, a receipt)", async () => {
    expect((await detail()).quantityAvailable).toBe(40);
    expect((await card())?.quantityAvailable).toBe(40);
    await t.db.execute(
      sql`UPDATE items SET quantity_available = quantity_available - 3 WHERE id = ${itemId}`,
    );
    await within(1000, 'the new stock on the detail', async () => (await detail()).quantityAvailable === 37);
    await within(1000, 'the new stock on the card', async () => (await card())?.quantityAvailable === 37);
  });

  it("drops kept answers when an item's price changes, each level its own", async () => {
    expect((await detail(tier1)).price).toBe(9.99);
    expect((await detail(base)).price).toBe(12);
    await t.db.execute(sql`UPDATE item_prices SET price_cents = 899
      WHERE item_id = ${itemId} AND price_level_id = (SELECT id FROM price_levels WHERE name = 'Tier 1')`);
    await within(1000, 'the new Tier 1 price', async () => (await detail(tier1)).price === 8.99);
    await within(1000, 'the new Tier 1 card price', async () => (await card(tier1))?.price === 8.99);
    expect((await detail(base)).price).toBe(12);
  });

  it("drops kept answers when an item's category changes", async () => {
    const ids = async () =>
      ((await listing()).json().results as Array<{ id: number }>).map((r) => r.id).includes(itemId);
    expect(await ids()).toBe(true);
    await t.db.execute(sql`UPDATE items SET category_id = ${otherCategoryId} WHERE id = ${itemId}`);
    try {
      await within(1000, 'the item gone from its old category', async () => !(await ids()));
    } finally {
      await t.db.execute(sql`UPDATE items SET category_id = ${categoryId} WHERE id = ${itemId}`);
    }
    await within(1000, 'the item back in its category', ids);
  });

  it('drops the kept home page when content is published', async () => {
    await createContentEntry(t.db, {
      kind: 'alertBanner',
      data: { enabled: true, tone: 'info', html: '<p>Open Monday.</p>' },
    });
    await within(
      1000,
      'the banner',
      async () => (await get(paths.content.website)).json().alertBanner?.html === '<p>Open Monday.</p>',
    );
    await t.db.execute(
      sql`UPDATE content_entries SET data = jsonb_set(data, '{html}', '"<p>Closed Friday.</p>"')
        WHERE kind = 'alertBanner' AND published`,
    );
    await within(
      1000,
      'the published banner',
      async () => (await get(paths.content.website)).json().alertBanner?.html === '<p>Closed Friday.</p>',
    );
  });

  it("never gives one audience another's answer: levels, visitors, buyers without prices", async () => {
    // Asked in turns, so each would find the other's copy if audiences were mixed up.
    for (let round = 0; round < 2; round += 1) {
      const [visitor, levelOne, levelBase, noPrices] = [
        await detail(),
        await detail(tier1),
        await detail(base),
        await detail(hidden),
      ];
      expect(keyPaths(visitor, 'price')).toEqual([]);
      expect(keyPaths(noPrices, 'price')).toEqual([]);
      expect(keyPaths(noPrices, 'prices')).toEqual([]);
      expect(levelOne.price).not.toBe(levelBase.price);
      const visitorList = await listing();
      expect(keyPaths(visitorList.json(), 'price')).toEqual([]);
      const levelList = await listing(tier1);
      expect(keyPaths(levelList.json(), 'price').length).toBeGreaterThan(0);
    }
  });

  it("lays each buyer's own latest purchase over the kept answer, and nobody else's", async () => {
    const mine = await detail(tier1);
    expect(mine.latestPurchase).toMatchObject({ date: '2026-10-01T12:00:00.000Z' });
    // Same level, same kept answer: another clinic that never bought it.
    expect((await detail(other)).latestPurchase).toBeNull();
    expect((await detail()).latestPurchase).toBeNull();
    expect((await card(tier1))?.latestPurchase).toMatchObject({ date: '2026-10-01T12:00:00.000Z' });
    expect((await card(other))?.latestPurchase).toBeNull();
    expect((await detail(hidden)).latestPurchase).toMatchObject({ date: '2026-10-01T12:00:00.000Z' });
  });

  it('gives each search its own query id while the answer is kept', async () => {
    const search = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: paths.catalog.paginate,
        payload: { searchTerm: 'foam dressing', page: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ queryID: string | null; total: number }>();
    };
    const [first, second] = [await search(), await search()];
    expect(first.total).toBeGreaterThan(0);
    expect(first.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(second.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(second.queryID).not.toBe(first.queryID);
    // Each search is counted (analytics, recent searches), the kept one too: written after the
    // answers (ADR 0058), so settled first, as the store's own readers do.
    await t.app.searchEvents.settled();
    const [counted] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM search_events WHERE query_id IN (${first.queryID}, ${second.queryID})`,
    );
    expect(counted?.n).toBe(2);
  });

  it('answers the kept bytes compressed as the client accepts', async () => {
    const plain = await listing();
    const br = await t.app.inject({
      method: 'POST',
      url: paths.catalog.paginate,
      headers: { 'accept-encoding': 'br' },
      payload: { category: categorySlug, page: 1 },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.headers['x-robots-tag']).toBe('noindex');
  });
});
