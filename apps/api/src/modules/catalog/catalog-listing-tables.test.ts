// Listings read two tables that triggers on items keep (docs/decisions/0011): item_facet_counts
// (the counts of listings without a search term) and item_search (the narrow copy of the listed
// items that searches read). These tests write items the way any code path might (single rows,
// multi-row statements, variants, deletes) and check that the listings, and both tables, stay
// equal to what the items say.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createCatalogItem, createCategory } from '../../../test/factories.ts';
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
          SELECT id, strip(search_vector) AS search_vector, lower(coalesce(site_display_name, display_name)) AS name_lower,
            manufacturer, rx_level, quantity_available > 0 AS in_stock, category_id, popularity, created_at
          FROM items WHERE listed),
        actual AS (
          SELECT id, search_vector, name_lower, manufacturer, rx_level, in_stock, category_id, popularity,
            created_at
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
    const counts = await filtersOf({ category: category.urlComponent });
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
    expect((await filtersOf({ category: category.urlComponent })).total).toBe(2);
    expect(await filtersOf({ category: otherCategory.urlComponent })).toMatchObject({
      manufacturer: [{ value: 'Bexel Labs', count: 1 }],
      total: 1,
    });
    await t.db.delete(items).where(eq(items.id, ids.tape ?? 0));
    const left = await filtersOf({ category: category.urlComponent });
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

    const whole = await filtersOf({});
    const [listed] = await queryRows<{ total: number; in_stock: number }>(
      t.db,
      sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE quantity_available > 0)::int AS in_stock
        FROM items WHERE listed`,
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
    expect((await search('zephyrine')).total).toBe(0);
    expect((await search('quorvane')).results.map((r) => r.id)).toEqual([item.id]);

    await t.db.update(items).set({ quantityAvailable: 0 }).where(eq(items.id, item.id));
    expect((await search('quorvane')).facets.availability).toEqual([{ value: 'outOfStock', count: 1 }]);

    await t.db.update(items).set({ inactive: true }).where(eq(items.id, item.id));
    expect((await search('quorvane')).total).toBe(0);
    await t.db.update(items).set({ inactive: false }).where(eq(items.id, item.id));
    expect((await search('quorvane')).total).toBe(1);
    expect(await searchDrift()).toEqual([]);

    await t.db.delete(items).where(eq(items.id, item.id));
    expect((await search('quorvane')).total).toBe(0);
    expect(await searchDrift()).toEqual([]);
  });
});
