// Listings read two tables that triggers on items keep (docs/decisions/0011): item_facet_counts
// (the counts of listings without a search term) and item_search (the narrow copy of the listed
// items that searches read). These tests write items the way any code path might (single rows,
// multi-row statements, variants, deletes) and check that the listings, and both tables, stay
// equal to what the items say.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { effectivePriceDrift } from '../../../test/effective-prices.ts';
import { createCatalogItem, createCategory, ensurePriceLevel } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { items } from '../../db/schema/index.ts';

interface Filters {
  manufacturer: Array<{ value: string; count: number }>;
  rxLevel: Array<{ value: number; name: string; count: number }>;
  availability: Array<{ value: string; count: number }>;
  total: number;
}

describe('facet counts kept by the database', () => {
  let t: TestContext;
  let category = { id: 0, urlComponent: '' };
  let otherCategory = { id: 0, urlComponent: '' };
  const ids: Record<string, number> = {};

  const filtersOf = async (payload: Record<string, unknown>): Promise<Filters> => {
    const res = await t.app.inject({ method: 'POST', url: '/api/shopping/item/filters', payload });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  /**
   * The facets of `payload` once `check` holds: the answer is kept by the API until the write
   * before it is heard (a notification after the commit, ADR 0046), milliseconds later.
   */
  const filtersOnceHeard = async (payload: Record<string, unknown>, check: (f: Filters) => boolean) => {
    const until = Date.now() + 10_000;
    for (;;) {
      const found = await filtersOf(payload);
      if (check(found) || Date.now() > until) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  /** The rows of item_facet_counts that differ from counting the listed items now. */
  const drift = () =>
    queryRows<Record<string, unknown>>(
      t.db,
      sql`(SELECT category_id, manufacturer, rx_level, in_stock, items FROM item_facet_counts
          EXCEPT
          SELECT category_id, manufacturer, rx_level, quantity_available > 0, count(*)::int
          FROM items WHERE listed GROUP BY 1, 2, 3, 4)
        UNION ALL
        (SELECT category_id, manufacturer, rx_level, quantity_available > 0, count(*)::int
          FROM items WHERE listed GROUP BY 1, 2, 3, 4
          EXCEPT
          SELECT category_id, manufacturer, rx_level, in_stock, items FROM item_facet_counts)`,
    );

  /** The rows of item_search that differ from the listed items now. */
  const searchDrift = () =>
    queryRows<Record<string, unknown>>(
      t.db,
      sql`WITH expected AS (
          -- The vector holds the normalized words of the item and its active variants too, and the
          -- normalized name is kept beside (migration 0033, search_normalize).
          SELECT id, strip(search_vector || coalesce((SELECT x.extra FROM item_search_extra(ARRAY[l.id]) x), ''))
              AS search_vector, lower(coalesce(site_display_name, display_name)) AS name_lower,
            manufacturer, rx_level, quantity_available > 0 AS in_stock, category_id, popularity, created_at,
            -- Its own and its active variants' item numbers and MPNs, lower-cased, between newlines.
            (SELECT E'\n' || string_agg(DISTINCT lower(c.code), E'\n' ORDER BY lower(c.code)) || E'\n'
              FROM items v, LATERAL (VALUES (v.item_name), (v.mpn)) AS c(code)
              WHERE (v.id = l.id OR v.parent_id = l.id) AND NOT v.inactive AND c.code <> '') AS codes,
            search_normalize(coalesce(site_display_name, display_name)) AS name_normalized
          FROM items l WHERE listed),
        actual AS (
          SELECT id, search_vector, name_lower, manufacturer, rx_level, in_stock, category_id, popularity,
            created_at, codes, name_normalized
          FROM item_search)
        (SELECT 'missing' AS drift, id FROM (SELECT * FROM expected EXCEPT SELECT * FROM actual) e)
        UNION ALL
        (SELECT 'extra', id FROM (SELECT * FROM actual EXCEPT SELECT * FROM expected) a)`,
    );

  const search = async (searchTerm: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shopping/item/paginate',
      payload: { page: 1, searchTerm },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{
      total: number;
      results: Array<{ id: number }>;
      facets: { availability: Array<{ value: string; count: number }> };
    }>();
  };

  /**
   * The search of `searchTerm` once `check` holds. A search's answer, its counts and its page of
   * results, is kept by the API until a catalog table's change is heard (a notification, delivered
   * after the commit: ADR 0013, 0046), so it may lag a write by that long (milliseconds).
   */
  const searchOnceHeard = async (
    searchTerm: string,
    check: (body: Awaited<ReturnType<typeof search>>) => boolean,
  ) => {
    const until = Date.now() + 10_000;
    for (;;) {
      const body = await search(searchTerm);
      if (check(body) || Date.now() > until) return body;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  beforeAll(async () => {
    t = await createTestContext();
    category = await createCategory(t.db, 'Facet Counts');
    otherCategory = await createCategory(t.db, 'Facet Counts Other');
    const item = async (key: string, input: Parameters<typeof createCatalogItem>[1]) => {
      ids[key] = (await createCatalogItem(t.db, { categoryId: category.id, ...input })).item.id;
    };
    await item('gauze', { manufacturer: 'Acme Medical', quantityAvailable: 5 });
    await item('tape', { manufacturer: 'Acme Medical', quantityAvailable: 0 });
    await item('vial', { manufacturer: 'Bexel Labs', rxLevel: 1, quantityAvailable: 3 });
    await item('gown', { manufacturer: 'Bexel Labs', isMatrixParent: true, quantityAvailable: 0 });
    // A variant is listed through its parent, never counted itself.
    await item('gownSmall', { manufacturer: 'Bexel Labs', parentId: ids.gown, quantityAvailable: 9 });
  });

  afterAll(async () => {
    await t.close();
  });

  it('counts the listed items of a category, variants and inactive items left out', async () => {
    await createCatalogItem(t.db, { categoryId: category.id, manufacturer: 'Acme Medical', inactive: true });
    expect(await filtersOf({ category: category.urlComponent })).toEqual({
      manufacturer: [
        { value: 'Acme Medical', count: 2 },
        { value: 'Bexel Labs', count: 2 },
      ],
      rxLevel: [
        { value: 0, name: 'None', count: 3 },
        { value: 1, name: 'Rx (legend)', count: 1 },
      ],
      availability: [
        { value: 'inStock', count: 2 },
        { value: 'outOfStock', count: 2 },
      ],
      total: 4,
    });
    expect(await drift()).toEqual([]);
  });

  it('follows stock, manufacturer and Rx level changes', async () => {
    await t.db
      .update(items)
      .set({ quantityAvailable: 12 })
      .where(eq(items.id, ids.tape ?? 0));
    await t.db
      .update(items)
      .set({ quantityAvailable: 0 })
      .where(eq(items.id, ids.vial ?? 0));
    await t.db
      .update(items)
      .set({ manufacturer: 'Dyna Care', rxLevel: 2 })
      .where(eq(items.id, ids.gauze ?? 0));
    const counts = await filtersOnceHeard(
      { category: category.urlComponent },
      (f) =>
        f.manufacturer.some((m) => m.value === 'Dyna Care') &&
        f.availability.some((a) => a.value === 'outOfStock' && a.count === 2),
    );
    expect(counts.manufacturer).toEqual([
      { value: 'Bexel Labs', count: 2 },
      { value: 'Acme Medical', count: 1 },
      { value: 'Dyna Care', count: 1 },
    ]);
    expect(counts.rxLevel).toEqual([
      { value: 0, name: 'None', count: 2 },
      { value: 1, name: 'Rx (legend)', count: 1 },
      { value: 2, name: 'Schedule II', count: 1 },
    ]);
    expect(counts.availability).toEqual([
      { value: 'inStock', count: 2 },
      { value: 'outOfStock', count: 2 },
    ]);
    expect(await drift()).toEqual([]);
  });

  it("counts each group under the other groups' selections", async () => {
    const counts = await filtersOf({
      category: category.urlComponent,
      facets: { manufacturer: 'Bexel Labs', availability: 'outOfStock' },
    });
    expect(counts.total).toBe(2);
    expect(counts.rxLevel).toEqual([
      { value: 0, name: 'None', count: 1 },
      { value: 1, name: 'Rx (legend)', count: 1 },
    ]);
    // Bexel Labs has nothing in stock here: an empty choice is not offered.
    expect(counts.availability).toEqual([{ value: 'outOfStock', count: 2 }]);
  });

  it('follows items deactivated, moved to another category and deleted', async () => {
    await t.db
      .update(items)
      .set({ inactive: true })
      .where(eq(items.id, ids.gauze ?? 0));
    await t.db
      .update(items)
      .set({ categoryId: otherCategory.id })
      .where(eq(items.id, ids.vial ?? 0));
    await t.db.delete(items).where(eq(items.id, ids.gownSmall ?? 0));
    expect((await filtersOnceHeard({ category: category.urlComponent }, (f) => f.total === 2)).total).toBe(2);
    expect(
      await filtersOnceHeard({ category: otherCategory.urlComponent }, (f) => f.total === 1),
    ).toMatchObject({
      manufacturer: [{ value: 'Bexel Labs', count: 1 }],
      total: 1,
    });
    await t.db.delete(items).where(eq(items.id, ids.tape ?? 0));
    const left = await filtersOnceHeard({ category: category.urlComponent }, (f) => f.total === 1);
    expect(left.manufacturer).toEqual([{ value: 'Bexel Labs', count: 1 }]);
    expect(left.total).toBe(1);
    expect(await drift()).toEqual([]);
    // A combination nobody holds any more is gone, not kept at 0.
    const empty = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM item_facet_counts WHERE items <= 0`,
    );
    expect(empty[0]?.n).toBe(0);
  });

  it('applies a multi-row statement as one change and matches the whole catalogue listing', async () => {
    const created = [];
    for (let i = 0; i < 6; i++) {
      created.push(
        (
          await createCatalogItem(t.db, {
            categoryId: i % 2 === 0 ? category.id : otherCategory.id,
            manufacturer: i % 3 === 0 ? 'Acme Medical' : 'Corvane Laboratories',
            quantityAvailable: i,
          })
        ).item.id,
      );
    }
    // One statement moving some items out of stock, another bringing them back, a third a no-op.
    await t.db.update(items).set({ quantityAvailable: 0 }).where(inArray(items.id, created));
    await t.db
      .update(items)
      .set({ quantityAvailable: sql`${items.id} % 2` })
      .where(inArray(items.id, created));
    await t.db.update(items).set({ popularity: 7 }).where(inArray(items.id, created));
    expect(await drift()).toEqual([]);

    const [listed] = await queryRows<{ total: number; in_stock: number }>(
      t.db,
      sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE quantity_available > 0)::int AS in_stock
        FROM items WHERE listed`,
    );
    const whole = await filtersOnceHeard(
      {},
      (f) =>
        f.total === listed?.total &&
        (f.availability.find((a) => a.value === 'inStock')?.count ?? 0) === listed.in_stock,
    );
    expect(whole.total).toBe(listed?.total);
    expect(whole.availability.find((a) => a.value === 'inStock')?.count ?? 0).toBe(listed?.in_stock);
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/shopping/item/paginate',
      payload: { page: 1 },
    });
    expect(page.json().total).toBe(listed?.total);
  });

  it('keeps the search copy equal to the listed items through every kind of write', async () => {
    expect(await searchDrift()).toEqual([]);
    const { item } = await createCatalogItem(t.db, {
      categoryId: category.id,
      displayName: 'Zephyrine Suction Catheter',
      quantityAvailable: 4,
    });
    const found = await search('zephyrine');
    expect(found.results.map((r) => r.id)).toEqual([item.id]);
    expect(found.facets.availability).toEqual([{ value: 'inStock', count: 1 }]);

    await t.db.update(items).set({ displayName: 'Quorvane Suction Catheter' }).where(eq(items.id, item.id));
    expect((await searchOnceHeard('zephyrine', (b) => b.results.length === 0)).results).toEqual([]);
    expect((await searchOnceHeard('zephyrine', (b) => b.total === 0)).total).toBe(0);
    expect((await searchOnceHeard('quorvane', (b) => b.total === 1)).results.map((r) => r.id)).toEqual([
      item.id,
    ]);

    await t.db.update(items).set({ quantityAvailable: 0 }).where(eq(items.id, item.id));
    const outOfStock = [{ value: 'outOfStock', count: 1 }];
    const heard = await searchOnceHeard(
      'quorvane',
      (b) => JSON.stringify(b.facets.availability) === JSON.stringify(outOfStock),
    );
    expect(heard.facets.availability).toEqual(outOfStock);

    await t.db.update(items).set({ inactive: true }).where(eq(items.id, item.id));
    expect((await searchOnceHeard('quorvane', (b) => b.results.length === 0)).results).toEqual([]);
    expect((await searchOnceHeard('quorvane', (b) => b.total === 0)).total).toBe(0);
    await t.db.update(items).set({ inactive: false }).where(eq(items.id, item.id));
    expect(
      (await searchOnceHeard('quorvane', (b) => b.results.length === 1)).results.map((r) => r.id),
    ).toEqual([item.id]);
    expect((await searchOnceHeard('quorvane', (b) => b.total === 1)).total).toBe(1);
    expect(await searchDrift()).toEqual([]);

    await t.db.delete(items).where(eq(items.id, item.id));
    expect((await searchOnceHeard('quorvane', (b) => b.results.length === 0)).results).toEqual([]);
    expect((await searchOnceHeard('quorvane', (b) => b.total === 0)).total).toBe(0);
    expect(await searchDrift()).toEqual([]);
  });

  it("keeps a listed item's codes (its own and its active variants' numbers and MPNs) through variants' writes", async () => {
    // The ids a search finds once the write before it is heard (kept answers, ADR 0046).
    const idsOf = async (term: string, expected: number[]) =>
      (
        await searchOnceHeard(
          term,
          (b) => JSON.stringify(b.results.map((r) => r.id)) === JSON.stringify(expected),
        )
      ).results.map((r) => r.id);
    const { item: parent } = await createCatalogItem(t.db, {
      categoryId: category.id,
      displayName: 'Vellichor Exam Table Paper',
      mpn: 'VLC-PARENT',
      isMatrixParent: true,
    });
    const { item: other } = await createCatalogItem(t.db, {
      categoryId: category.id,
      displayName: 'Vellichor Headrest Covers',
      mpn: 'VLC-OTHER',
      isMatrixParent: true,
    });
    // A variant added: its parent is found by part of the variant's MPN.
    const { item: variant } = await createCatalogItem(t.db, {
      categoryId: category.id,
      mpn: 'QZX-5512-W',
      parentId: parent.id,
    });
    expect(await idsOf('5512-w', [parent.id])).toEqual([parent.id]);
    expect(await searchDrift()).toEqual([]);

    // Its MPN changed, then the variant deactivated, reactivated, moved to another parent, deleted.
    await t.db.update(items).set({ mpn: 'QZX-7781-W' }).where(eq(items.id, variant.id));
    expect(await idsOf('5512-w', [])).toEqual([]);
    expect(await idsOf('7781-w', [parent.id])).toEqual([parent.id]);
    await t.db.update(items).set({ inactive: true }).where(eq(items.id, variant.id));
    expect(await idsOf('7781-w', [])).toEqual([]);
    await t.db.update(items).set({ inactive: false }).where(eq(items.id, variant.id));
    expect(await idsOf('7781-w', [parent.id])).toEqual([parent.id]);
    await t.db.update(items).set({ parentId: other.id }).where(eq(items.id, variant.id));
    expect(await idsOf('7781-w', [other.id])).toEqual([other.id]);
    expect(await searchDrift()).toEqual([]);
    // An exact item number ranks first, before items whose numbers only contain the term.
    expect((await searchOnceHeard('vlc-other', (b) => b.results[0]?.id === other.id)).results[0]?.id).toBe(
      other.id,
    );
    await t.db.delete(items).where(eq(items.id, variant.id));
    expect(await idsOf('7781-w', [])).toEqual([]);
    expect(await searchDrift()).toEqual([]);
  });
});

// item_effective_prices (migration 0008): a buyer's price of each listed item at each level, as the
// price sort reads it. Written through items, item_prices and price_levels, it must always equal
// the rule evaluated from scratch.
describe('effective prices kept by the database', () => {
  let t: TestContext;

  const priceDrift = () => effectivePriceDrift(t.db);

  const priceOf = async (itemId: number, levelId: number) =>
    (
      await queryRows<{ price_cents: number | null }>(
        t.db,
        sql`SELECT price_cents FROM item_effective_prices WHERE item_id = ${itemId} AND price_level_id = ${levelId}`,
      )
    )[0]?.price_cents;

  beforeAll(async () => {
    t = await createTestContext();
  });

  afterAll(async () => {
    await t.close();
  });

  it('follows prices, variants, activity, deletes and new or renamed levels', async () => {
    const category = await createCategory(t.db, 'Effective Prices');
    const tier = await ensurePriceLevel(t.db, 'Tier Effective');
    const list = await ensurePriceLevel(t.db, 'List Price');
    expect(await priceDrift()).toEqual([]);

    // Own level, else list price.
    const { item: plain } = await createCatalogItem(t.db, {
      categoryId: category.id,
      prices: { 'List Price': 1500, 'Tier Effective': 900 },
    });
    const { item: listOnly } = await createCatalogItem(t.db, {
      categoryId: category.id,
      prices: { 'List Price': 700 },
    });
    expect(await priceOf(plain.id, tier)).toBe(900);
    expect(await priceOf(listOnly.id, tier)).toBe(700);
    expect(await priceOf(plain.id, list)).toBe(1500);

    // A matrix parent without prices: its cheapest active variant at the level.
    const { item: parent } = await createCatalogItem(t.db, {
      categoryId: category.id,
      isMatrixParent: true,
      prices: {},
    });
    const { item: small } = await createCatalogItem(t.db, {
      categoryId: category.id,
      parentId: parent.id,
      prices: { 'Tier Effective': 400 },
    });
    const { item: large } = await createCatalogItem(t.db, {
      categoryId: category.id,
      parentId: parent.id,
      prices: { 'Tier Effective': 300 },
    });
    expect(await priceOf(parent.id, tier)).toBe(300);
    expect(await priceOf(small.id, tier)).toBeUndefined(); // variants are not listed
    await t.db.update(items).set({ inactive: true }).where(eq(items.id, large.id));
    expect(await priceOf(parent.id, tier)).toBe(400);
    await t.db.execute(sql`UPDATE item_prices SET price_cents = 250 WHERE item_id = ${small.id}`);
    expect(await priceOf(parent.id, tier)).toBe(250);
    await t.db.execute(sql`DELETE FROM item_prices WHERE item_id = ${small.id}`);
    expect(await priceOf(parent.id, tier)).toBeNull();
    expect(await priceDrift()).toEqual([]);

    // Prices changed in one multi-row statement, an item deactivated and deleted.
    await t.db.execute(
      sql`UPDATE item_prices SET price_cents = price_cents + 1 WHERE item_id IN (${plain.id}, ${listOnly.id})`,
    );
    expect(await priceOf(plain.id, tier)).toBe(901);
    await t.db.execute(sql`DELETE FROM item_prices WHERE item_id = ${plain.id} AND price_level_id = ${tier}`);
    expect(await priceOf(plain.id, tier)).toBe(1501);
    await t.db.update(items).set({ inactive: true }).where(eq(items.id, listOnly.id));
    expect(await priceOf(listOnly.id, tier)).toBeUndefined();
    await t.db.update(items).set({ inactive: false }).where(eq(items.id, listOnly.id));
    expect(await priceOf(listOnly.id, tier)).toBe(701);
    expect(await priceDrift()).toEqual([]);

    // A new level gives every listed item its price; renaming 'List Price' changes the fallback.
    const added = await ensurePriceLevel(t.db, 'Tier Added');
    expect(await priceOf(plain.id, added)).toBe(1501);
    await t.db.execute(sql`UPDATE price_levels SET name = 'Old List' WHERE id = ${list}`);
    expect(await priceOf(plain.id, added)).toBeNull();
    await t.db.execute(sql`UPDATE price_levels SET name = 'List Price' WHERE id = ${list}`);
    expect(await priceDrift()).toEqual([]);

    await t.db.delete(items).where(inArray(items.id, [small.id, large.id]));
    await t.db.delete(items).where(eq(items.id, parent.id));
    expect(await priceOf(parent.id, tier)).toBeUndefined();
    expect(await priceDrift()).toEqual([]);
  });

  it('follows prices added later, upserts, variants moved or split off, multi-row writes and removed levels', async () => {
    const category = await createCategory(t.db, 'Effective Prices Moves');
    const tier = await ensurePriceLevel(t.db, 'Tier Effective');
    const list = await ensurePriceLevel(t.db, 'List Price');

    // A price at the buyer's own level added after the item: it wins over the list price.
    const { item: later } = await createCatalogItem(t.db, {
      categoryId: category.id,
      prices: { 'List Price': 2000 },
    });
    expect(await priceOf(later.id, tier)).toBe(2000);
    await t.db.execute(
      sql`INSERT INTO item_prices (item_id, price_level_id, price_cents) VALUES (${later.id}, ${tier}, 1800)`,
    );
    expect(await priceOf(later.id, tier)).toBe(1800);
    // An upsert: INSERT … ON CONFLICT DO UPDATE changes an existing price and adds a new one.
    await t.db.execute(
      sql`INSERT INTO item_prices (item_id, price_level_id, price_cents)
          VALUES (${later.id}, ${tier}, 1700), (${later.id}, ${list}, 2100)
          ON CONFLICT (item_id, price_level_id) DO UPDATE SET price_cents = excluded.price_cents`,
    );
    expect(await priceOf(later.id, tier)).toBe(1700);
    expect(await priceOf(later.id, list)).toBe(2100);
    expect(await priceDrift()).toEqual([]);

    // Two matrix parents; a variant moved from one to the other changes both.
    const { item: first } = await createCatalogItem(t.db, {
      categoryId: category.id,
      isMatrixParent: true,
      prices: {},
    });
    const { item: second } = await createCatalogItem(t.db, {
      categoryId: category.id,
      isMatrixParent: true,
      prices: {},
    });
    const { item: cheap } = await createCatalogItem(t.db, {
      categoryId: category.id,
      parentId: first.id,
      prices: { 'Tier Effective': 100 },
    });
    await createCatalogItem(t.db, {
      categoryId: category.id,
      parentId: first.id,
      prices: { 'Tier Effective': 600 },
    });
    await createCatalogItem(t.db, {
      categoryId: category.id,
      parentId: second.id,
      prices: { 'Tier Effective': 500 },
    });
    expect(await priceOf(first.id, tier)).toBe(100);
    expect(await priceOf(second.id, tier)).toBe(500);
    await t.db.update(items).set({ parentId: second.id }).where(eq(items.id, cheap.id));
    expect(await priceOf(first.id, tier)).toBe(600);
    expect(await priceOf(second.id, tier)).toBe(100);
    // Split off: a variant without a parent is a listed item of its own, at its own price.
    await t.db.update(items).set({ parentId: null }).where(eq(items.id, cheap.id));
    expect(await priceOf(cheap.id, tier)).toBe(100);
    expect(await priceOf(second.id, tier)).toBe(500);
    expect(await priceDrift()).toEqual([]);

    // Writes that do not touch the rule's columns change nothing.
    await t.db.execute(
      sql`UPDATE items SET quantity_available = quantity_available - 1, popularity = popularity + 1
          WHERE id IN (${first.id}, ${second.id}, ${cheap.id})`,
    );
    expect(await priceDrift()).toEqual([]);

    // One statement writing many rows: several items inserted at once (one a variant of an existing
    // parent), all their prices inserted at once, then deactivated at once.
    const inserted = await queryRows<{ id: number }>(
      t.db,
      sql`INSERT INTO items (item_name, display_name, url_component, manufacturer, mpn, category_id, parent_id)
          SELECT 'EFF-MULTI-' || n || '-' || ${later.id}, 'Multi ' || n, 'eff-multi-' || n || '-' || ${later.id},
            'Testwell Medical', 'EFF-' || n || '-' || ${later.id}, ${category.id},
            CASE WHEN n = 3 THEN ${second.id}::int END
          FROM generate_series(1, 3) AS n
          RETURNING id`,
    );
    const multiIds = inserted.map((row) => row.id);
    expect(multiIds).toHaveLength(3);
    for (const id of multiIds.slice(0, 2)) expect(await priceOf(id, tier)).toBeNull();
    await t.db.execute(
      sql`INSERT INTO item_prices (item_id, price_level_id, price_cents)
          SELECT i.id, ${tier}::int, 50 + i.id % 7 FROM items i WHERE i.id IN ${multiIds}`,
    );
    expect(await priceOf(second.id, tier)).toBe(50 + ((multiIds[2] ?? 0) % 7));
    expect(await priceDrift()).toEqual([]);
    await t.db.update(items).set({ inactive: true }).where(inArray(items.id, multiIds));
    expect(await priceOf(second.id, tier)).toBe(500);
    expect(await priceDrift()).toEqual([]);

    // A level removed (one without prices or accounts): its rows go.
    const removed = await ensurePriceLevel(t.db, 'Tier Removed');
    expect(await priceOf(later.id, removed)).toBe(2100);
    await t.db.execute(sql`DELETE FROM price_levels WHERE id = ${removed}`);
    expect(await priceOf(later.id, removed)).toBeUndefined();
    expect(await priceDrift()).toEqual([]);
  });

  it('follows a truncate of item_prices', async () => {
    await t.db.execute(sql`TRUNCATE item_prices`);
    expect(await priceDrift()).toEqual([]);
    const [row] = await queryRows<{ priced: number; rows: number }>(
      t.db,
      sql`SELECT count(price_cents)::int AS priced, count(*)::int AS rows FROM item_effective_prices`,
    );
    expect(row?.priced).toBe(0);
    expect(row?.rows).toBeGreaterThan(0);
  });
});
