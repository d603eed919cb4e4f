// The demo catalogue: deterministic for a seed, three category levels, variant families, the special
// items the demo relies on, prices for every level, units with conversion rates, and media URLs that
// the media routes can serve.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectivePriceDrift } from '../../../test/effective-prices.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import {
  parseCategoryImageKey,
  parseDocumentName,
  parseItemImageKey,
} from '../../modules/media/media-keys.ts';
import { queryRows, type Database } from '../client.ts';
import { items as itemsTable } from '../schema/index.ts';
import { seedCatalog, withEffectivePricesFilledAfter, type CatalogSummary } from './catalog.ts';

const ITEMS = 300;
const SEED = 'catalog-test';

/** Ordered rows of every catalogue table, hashed per table. */
async function catalogDigest(database: Database): Promise<Record<string, string>> {
  const tables: [string, string][] = [
    ['rx_levels', 'id'],
    ['price_levels', 'id'],
    ['unit_types', 'id'],
    ['units', 'id'],
    ['categories', 'id'],
    ['items', 'id'],
    ['item_prices', 'item_id, price_level_id'],
    ['item_effective_prices', 'item_id, price_level_id'],
    ['item_images', 'id'],
    ['item_files', 'id'],
    ['item_relations', 'item_id, kind, related_item_id'],
  ];
  const digest: Record<string, string> = {};
  for (const [table, order] of tables) {
    const [row] = await queryRows<{ rows: number; md5: string }>(
      database.db,
      sql.raw(
        `SELECT count(*)::int AS rows, md5(string_agg(t::text, E'\\n' ORDER BY ${order})) AS md5 FROM ${table} t`,
      ),
    );
    digest[table] = `${row?.rows ?? 0}:${row?.md5 ?? ''}`;
  }
  return digest;
}

async function seeded(
  items: number,
  seed: string,
): Promise<{ database: Database; summary: CatalogSummary; drop: () => Promise<void> }> {
  const { database, drop } = await openTestDatabase();
  const summary = await seedCatalog(database, { items, seed });
  return { database, summary, drop };
}

let database: Database;
let summary: CatalogSummary;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  ({ database, summary, drop: dropDatabase } = await seeded(ITEMS, SEED));
});

afterAll(async () => {
  await database.close();
  await dropDatabase();
});

const rows = <T>(query: string) => queryRows<T>(database.db, sql.raw(query));

describe('seedCatalog', () => {
  it('writes identical rows for the same seed and size, and different rows for another seed', async () => {
    const first = await catalogDigest(database);
    const again = await seeded(ITEMS, SEED);
    try {
      expect(await catalogDigest(again.database)).toEqual(first);
      expect(again.summary).toEqual(summary);
    } finally {
      await again.database.close();
      await again.drop();
    }
    const other = await seeded(ITEMS, 'another-seed');
    try {
      const digest = await catalogDigest(other.database);
      expect(digest['items']).not.toBe(first['items']);
      // Reference data does not depend on the seed.
      expect(digest['categories']).toBe(first['categories']);
    } finally {
      await other.database.close();
      await other.drop();
    }
  });

  it('honours the requested size: at least that many items some licensed account can buy', async () => {
    const [row] = await rows<{ sellable: number; items: number }>(`
      SELECT count(*) FILTER (WHERE NOT i.is_matrix_parent AND NOT i.inactive AND NOT i.restricted AND r.sellable)::int AS sellable,
             count(*)::int AS items
      FROM items i JOIN rx_levels r ON r.id = i.rx_level`);
    expect(row?.sellable).toBeGreaterThanOrEqual(ITEMS);
    expect(row?.sellable).toBe(summary.counts.sellableItems);
    expect(row?.items).toBe(summary.counts.items);
  });

  it('builds at least 12 top categories, each with subcategories and sub-subcategories', async () => {
    const tops = await rows<{ name: string; subs: number; leaves: number; image_url: string }>(`
      SELECT t.name, t.image_url,
        (SELECT count(*) FROM categories s WHERE s.parent_id = t.id)::int AS subs,
        (SELECT count(*) FROM categories s JOIN categories l ON l.parent_id = s.id WHERE s.parent_id = t.id)::int AS leaves
      FROM categories t WHERE t.parent_id IS NULL ORDER BY t.sort_order`);
    expect(tops.length).toBeGreaterThanOrEqual(12);
    for (const top of tops) {
      expect(top.subs, top.name).toBeGreaterThan(0);
      expect(top.leaves, top.name).toBeGreaterThan(0);
    }
    expect(tops.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'Exam Gloves',
        'Needles & Syringes',
        'Wound Care',
        'Prescription Pharmaceuticals',
      ]),
    );
    const [depth] = await rows<{ max: number; bad: number; slugs: number; total: number }>(`
      SELECT max(c.depth)::int AS max, count(DISTINCT c.url_component)::int AS slugs, count(*)::int AS total,
        count(*) FILTER (WHERE c.parent_id IS NOT NULL AND c.depth <> p.depth + 1)::int AS bad
      FROM categories c LEFT JOIN categories p ON p.id = c.parent_id`);
    expect(depth).toMatchObject({ max: 3, bad: 0 });
    expect(depth?.slugs).toBe(depth?.total);
    for (const category of await rows<{ url_component: string; image_url: string }>(
      'SELECT url_component, image_url FROM categories',
    )) {
      expect(category.url_component).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const key = /^\/media\/categories\/([^.]+)\.svg\?w=\d+$/.exec(category.image_url)?.[1] ?? '';
      expect(parseCategoryImageKey(key), category.image_url).not.toBeNull();
    }
  });

  it('files items under leaf categories with the names of the category chain as their path', async () => {
    const misfiled = await rows<{ id: number }>(`
      SELECT i.id FROM items i
      JOIN categories l ON l.id = i.category_id JOIN categories s ON s.id = l.parent_id JOIN categories t ON t.id = s.parent_id
      WHERE i.category_path <> t.name || ' > ' || s.name || ' > ' || l.name`);
    expect(misfiled).toEqual([]);
    const [unfiled] = await rows<{ n: number }>(
      'SELECT count(*)::int AS n FROM items WHERE category_id IS NULL',
    );
    expect(unfiled?.n).toBe(0);
  });

  it('makes variant families: a matrix parent whose children carry their own number, MPN, prices and stock', async () => {
    const gloves = await rows<{
      id: number;
      parent_id: number | null;
      item_name: string;
      mpn: string;
      url_component: string;
      matrix_details: Record<string, string> | null;
      quantity_available: number;
    }>(
      `SELECT id, parent_id, item_name, mpn, url_component, matrix_details, quantity_available
       FROM items WHERE id = ${summary.gloveFamilyParentId} OR parent_id = ${summary.gloveFamilyParentId} ORDER BY id`,
    );
    const [parent, ...children] = gloves;
    expect(parent?.parent_id).toBeNull();
    expect(children.map((c) => c.matrix_details)).toEqual([
      { Size: 'X-Small' },
      { Size: 'Small' },
      { Size: 'Medium' },
      { Size: 'Large' },
      { Size: 'X-Large' },
    ]);
    expect(children.find((c) => c.matrix_details?.['Size'] === 'Medium')?.id).toBe(summary.mediumGloveId);
    for (const child of children) {
      expect(child.item_name.startsWith(`${parent?.item_name ?? '?'}-`)).toBe(true);
      expect(child.mpn.startsWith(`${parent?.mpn ?? '?'}-`)).toBe(true);
      expect(child.url_component).not.toBe(parent?.url_component);
    }
    const [flags] = await rows<{
      parents: number;
      orphan_parents: number;
      gauge_families: number;
      nested: number;
    }>(`
      SELECT count(*) FILTER (WHERE is_matrix_parent)::int AS parents,
        count(*) FILTER (WHERE is_matrix_parent AND NOT EXISTS (SELECT 1 FROM items c WHERE c.parent_id = i.id))::int AS orphan_parents,
        count(DISTINCT parent_id) FILTER (WHERE matrix_details ? 'Gauge')::int AS gauge_families,
        count(*) FILTER (WHERE parent_id IS NOT NULL AND (is_matrix_parent OR matrix_details IS NULL))::int AS nested
      FROM items i`);
    expect(flags?.parents).toBe(summary.counts.matrixParents);
    expect(flags?.orphan_parents).toBe(0);
    expect(flags?.nested).toBe(0);
    expect(flags?.gauge_families).toBeGreaterThan(0);
  });

  it('has the notable items: Rx, controlled, Schedule II, allocated, restricted, inactive, out of stock, special order', async () => {
    const byId = async (id: number) =>
      (
        await rows<{
          rx_level: number;
          sellable: boolean;
          controlled: boolean;
          allocation_period: string | null;
          allocation_default_max: number | null;
          restricted: boolean;
          inactive: boolean;
          quantity_available: number;
          special_order: boolean;
        }>(
          `SELECT i.*, r.sellable, r.is_controlled_substance AS controlled FROM items i JOIN rx_levels r ON r.id = i.rx_level WHERE i.id = ${id}`,
        )
      )[0];
    expect(await byId(summary.rxItemId)).toMatchObject({ rx_level: 1, sellable: true, controlled: false });
    expect(await byId(summary.controlledItemId)).toMatchObject({
      rx_level: 4,
      sellable: true,
      controlled: true,
    });
    expect(await byId(summary.scheduleIIItemId)).toMatchObject({
      rx_level: 2,
      sellable: false,
      controlled: true,
    });
    expect(summary.allocatedItemIds.length).toBeGreaterThanOrEqual(2);
    for (const id of summary.allocatedItemIds) {
      const item = await byId(id);
      expect(['month', 'quarter']).toContain(item?.allocation_period);
      expect(item?.allocation_default_max).toBeGreaterThan(0);
      expect(item?.quantity_available).toBeGreaterThan(0);
    }
    expect(await byId(summary.restrictedItemId)).toMatchObject({ restricted: true, inactive: false });
    expect(await byId(summary.inactiveItemId)).toMatchObject({ inactive: true });
    expect(await byId(summary.outOfStockItemId)).toMatchObject({
      quantity_available: 0,
      special_order: false,
      inactive: false,
    });
    expect(await byId(summary.specialOrderItemId)).toMatchObject({ special_order: true });
    const levels = await rows<{ id: number; name: string; sellable: boolean }>(
      'SELECT id, name, sellable FROM rx_levels ORDER BY id',
    );
    expect(levels.map((l) => [l.id, l.name, l.sellable])).toEqual([
      [0, 'None', true],
      [1, 'Rx (legend)', true],
      [2, 'Schedule II', false],
      [3, 'Schedule III', true],
      [4, 'Schedule IV', true],
      [5, 'Schedule V', true],
    ]);
    const [mostly] = await rows<{ plain: number; total: number }>(
      'SELECT count(*) FILTER (WHERE rx_level = 0)::int AS plain, count(*)::int AS total FROM items',
    );
    expect((mostly?.plain ?? 0) / (mostly?.total ?? 1)).toBeGreaterThan(0.6);
  });

  it('prices every item at every level in cents, with List Price the highest', async () => {
    const levels = await rows<{ id: number; name: string }>(
      'SELECT id, name FROM price_levels ORDER BY sort_order',
    );
    expect(levels.map((l) => l.name)).toEqual([
      'List Price',
      'Base Price',
      'Tier 1',
      'Tier 2',
      'Hospital GPO',
    ]);
    expect(summary.priceLevelIds['List Price']).toBe(levels[0]?.id);
    const [coverage] = await rows<{ missing: number; not_highest: number; non_positive: number }>(`
      SELECT
        (SELECT count(*) FROM items i CROSS JOIN price_levels l
          WHERE NOT EXISTS (SELECT 1 FROM item_prices p WHERE p.item_id = i.id AND p.price_level_id = l.id))::int AS missing,
        (SELECT count(*) FROM item_prices p JOIN item_prices lp ON lp.item_id = p.item_id
           JOIN price_levels ll ON ll.id = lp.price_level_id AND ll.name = 'List Price'
          WHERE p.price_level_id <> lp.price_level_id AND p.price_cents >= lp.price_cents)::int AS not_highest,
        (SELECT count(*) FROM item_prices WHERE price_cents <= 0)::int AS non_positive`);
    expect(coverage).toEqual({ missing: 0, not_highest: 0, non_positive: 0 });
  });

  it('fills item_effective_prices with the price rule, one row per listed item and level, and turns its triggers back on', async () => {
    // The seed loads with the effective-price triggers off and fills the table once at the end.
    expect(await effectivePriceDrift(database.db)).toEqual([]);
    const [count] = await rows<{ rows: number; expected: number; priced: number }>(
      `SELECT (SELECT count(*)::int FROM item_effective_prices) AS rows,
         (SELECT count(price_cents)::int FROM item_effective_prices) AS priced,
         (SELECT count(*)::int FROM items WHERE listed) * (SELECT count(*)::int FROM price_levels) AS expected`,
    );
    expect(count?.rows).toBe(count?.expected);
    expect(count?.priced).toBe(count?.expected);
    // Every trigger is enabled again, firing in every replication role as migration 0008 made it.
    const triggers = await rows<{ name: string; enabled: string }>(
      `SELECT tgname AS name, tgenabled AS enabled FROM pg_trigger
       WHERE tgfoid IN ('item_effective_prices_items'::regproc, 'item_effective_prices_item_prices'::regproc,
         'item_effective_prices_levels'::regproc)
       ORDER BY tgname`,
    );
    expect(triggers).toHaveLength(10);
    expect(triggers.filter((t) => t.enabled !== 'A')).toEqual([]);
    // And they keep the table from here on: a listed item's price changed (then put back).
    const itemId = summary.gloveFamilyParentId;
    const priceAt = async () =>
      (
        await rows<{ price_cents: number }>(
          `SELECT price_cents FROM item_effective_prices WHERE item_id = ${itemId} AND price_level_id = 1`,
        )
      )[0]?.price_cents;
    const before = await priceAt();
    await database.exec(`UPDATE item_prices SET price_cents = price_cents + 7 WHERE item_id = ${itemId}`);
    expect(await priceAt()).toBe((before ?? 0) + 7);
    await database.exec(`UPDATE item_prices SET price_cents = price_cents - 7 WHERE item_id = ${itemId}`);
    expect(await priceAt()).toBe(before);
    expect(await effectivePriceDrift(database.db)).toEqual([]);
  });

  it('turns the effective-price triggers back on when the load fails, and fills the table when it succeeds', async () => {
    const triggerStates = () =>
      rows<{ enabled: string }>(
        `SELECT tgenabled AS enabled FROM pg_trigger
         WHERE tgfoid IN ('item_effective_prices_items'::regproc, 'item_effective_prices_item_prices'::regproc,
           'item_effective_prices_levels'::regproc)`,
      );
    const failing = withEffectivePricesFilledAfter(database, async () => {
      expect((await triggerStates()).every((t) => t.enabled === 'D')).toBe(true);
      throw new Error('load failed');
    });
    await expect(failing).rejects.toThrow('load failed');
    expect((await triggerStates()).map((t) => t.enabled)).toEqual(Array(10).fill('A'));

    // A write while the triggers are off is picked up by the fill at the end.
    const itemId = summary.gloveFamilyParentId;
    await withEffectivePricesFilledAfter(database, () =>
      database.exec(`UPDATE item_prices SET price_cents = price_cents + 3 WHERE item_id = ${itemId}`),
    );
    expect(await effectivePriceDrift(database.db)).toEqual([]);
    await database.exec(`UPDATE item_prices SET price_cents = price_cents - 3 WHERE item_id = ${itemId}`);
    expect(await effectivePriceDrift(database.db)).toEqual([]);
  });

  it('packs items in unit types whose units convert to a flagged base unit', async () => {
    const units = await rows<{
      unit_type_id: number;
      unit_name: string;
      conversion_rate: number;
      base_unit: boolean;
    }>(
      'SELECT unit_type_id, unit_name, conversion_rate::float8 AS conversion_rate, base_unit FROM units ORDER BY unit_type_id, sort_order',
    );
    const byType = new Map<number, typeof units>();
    for (const unit of units) byType.set(unit.unit_type_id, [...(byType.get(unit.unit_type_id) ?? []), unit]);
    for (const list of byType.values()) {
      expect(list.filter((u) => u.base_unit).map((u) => u.conversion_rate)).toEqual([1]);
      expect(list.every((u) => u.conversion_rate >= 1)).toBe(true);
    }
    expect(units).toContainEqual(
      expect.objectContaining({ unit_name: 'Case of 10 Boxes', conversion_rate: 10 }),
    );
    expect(units).toContainEqual(expect.objectContaining({ unit_name: 'Box of 100', conversion_rate: 100 }));
    const [wrong] = await rows<{ n: number }>(`
      SELECT count(*)::int AS n FROM items i LEFT JOIN units u ON u.id = i.default_unit_id
      WHERE i.unit_type_id IS NULL OR u.unit_type_id IS DISTINCT FROM i.unit_type_id`);
    expect(wrong?.n).toBe(0);
  });

  it('fills the storefront fields: unique numbers and MPNs, slugs, HTML descriptions, tags and keywords', async () => {
    const [stats] = await rows<Record<string, number>>(`
      SELECT count(*)::int AS items, count(DISTINCT item_name)::int AS names, count(DISTINCT mpn)::int AS mpns,
        count(DISTINCT url_component)::int AS urls, count(DISTINCT manufacturer)::int AS makers,
        count(*) FILTER (WHERE item_name !~ '^MER-[0-9]{6}(-[A-Z0-9]+)?$')::int AS bad_numbers,
        count(*) FILTER (WHERE mpn !~ '^[A-Z]{3}-[0-9]{4}-[0-9]{3}(-[A-Z0-9]+)?$')::int AS bad_mpns,
        count(*) FILTER (WHERE url_component !~ '^[a-z0-9]+(-[a-z0-9]+)*$')::int AS bad_slugs,
        count(*) FILTER (WHERE description_html NOT LIKE '<p>%' OR description_html NOT LIKE '%<ul><li>%')::int AS bad_html,
        count(*) FILTER (WHERE coalesce(meta_tag, '') = '' OR coalesce(title_tag, '') = '' OR coalesce(h1_tag, '') = ''
          OR coalesce(site_display_name, '') = '' OR search_keywords = '' OR thumbnail_url IS NULL)::int AS empty_fields,
        count(*) FILTER (WHERE popularity <= 0)::int AS no_popularity
      FROM items`);
    expect(stats?.names).toBe(stats?.items);
    expect(stats?.mpns).toBe(stats?.items);
    expect(stats?.urls).toBe(stats?.items);
    expect(stats?.makers).toBeGreaterThanOrEqual(20);
    expect(stats).toMatchObject({
      bad_numbers: 0,
      bad_mpns: 0,
      bad_slugs: 0,
      bad_html: 0,
      empty_fields: 0,
      no_popularity: 0,
    });
    const [gloves] = await rows<{ display_name: string }>(
      `SELECT display_name FROM items WHERE id = ${summary.gloveFamilyParentId}`,
    );
    expect(gloves?.display_name).toMatch(/^Nitrile Exam Gloves, Powder-Free, /);
  });

  it('gives every item 1 to 4 images and top-level items documents, all at URLs the media routes serve', async () => {
    const [counts] = await rows<{ without: number; too_many: number }>(`
      SELECT count(*) FILTER (WHERE n = 0)::int AS without, count(*) FILTER (WHERE n > 4)::int AS too_many
      FROM (SELECT i.id, count(m.id) AS n FROM items i LEFT JOIN item_images m ON m.item_id = i.id GROUP BY i.id) x`);
    expect(counts).toEqual({ without: 0, too_many: 0 });
    const images = await rows<{ url: string; large_url: string; index: number }>(
      'SELECT url, large_url, index FROM item_images',
    );
    for (const image of images) {
      for (const url of [image.url, image.large_url]) {
        const key = /^\/media\/items\/([^.]+)\.svg\?w=\d+$/.exec(url)?.[1] ?? '';
        expect(parseItemImageKey(key), url).not.toBeNull();
      }
    }
    const files = await rows<{ url: string; name: string }>('SELECT url, name FROM item_files');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const name = /^\/media\/files\/([^/]+)\.pdf$/.exec(file.url)?.[1] ?? '';
      expect(parseDocumentName(name), file.url).not.toBeNull();
    }
    const [topLevel] = await rows<{ without: number }>(`
      SELECT count(*)::int AS without FROM items i
      WHERE i.parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM item_files f WHERE f.item_id = i.id)`);
    expect(topLevel?.without).toBe(0);
  });

  it('relates items to related and alternative items, never to themselves or to inactive items', async () => {
    const [relations] = await rows<{
      correlated: number;
      alternative: number;
      self: number;
      inactive: number;
    }>(`
      SELECT count(*) FILTER (WHERE kind = 'correlated')::int AS correlated,
        count(*) FILTER (WHERE kind = 'alternative')::int AS alternative,
        count(*) FILTER (WHERE r.item_id = r.related_item_id)::int AS self,
        count(*) FILTER (WHERE i.inactive)::int AS inactive
      FROM item_relations r JOIN items i ON i.id = r.related_item_id`);
    expect(relations?.correlated).toBeGreaterThan(0);
    expect(relations?.alternative).toBeGreaterThan(0);
    expect(relations).toMatchObject({ self: 0, inactive: 0 });
  });

  it('leaves the identity sequences past the seeded ids and the search indexes in place', async () => {
    const [created] = await database.db
      .insert(itemsTable)
      .values({
        itemName: 'TEST-1',
        displayName: 'Test',
        urlComponent: 'test-1',
        manufacturer: 'Test',
        mpn: 'T-1',
      })
      .returning({ id: itemsTable.id });
    expect(created?.id).toBe(summary.counts.items + 1);
    await database.exec(`DELETE FROM items WHERE id = ${created?.id ?? 0}`);
    const indexes = await rows<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE tablename = 'items'",
    );
    expect(indexes.map((i) => i.indexname)).toEqual(
      expect.arrayContaining([
        'items_search_idx',
        'items_item_name_trgm',
        'items_item_name_uq',
        'items_url_uq',
      ]),
    );
  });

  it('refuses a size that is not a positive whole number', async () => {
    await expect(seedCatalog(database, { items: 0, seed: SEED })).rejects.toThrow(RangeError);
    await expect(seedCatalog(database, { items: 2.5, seed: SEED })).rejects.toThrow(RangeError);
  });
});
