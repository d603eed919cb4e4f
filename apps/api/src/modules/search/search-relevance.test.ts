// Search that forgives (issue 29), as a clinic's buyer types: a committed set of buyer queries
// (typos, units written another way, the trade's words, plain terms, item numbers and MPNs), each
// with what the first five results of the listing must be, run through HTTP against the demo
// catalogue (db/seed, 1,000 items: every product family the queries name, seeded in ~1 s). The
// type-ahead must find something for each of them as well. Prints the set's zero-result rate.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { seedCatalog } from '../../db/seed/catalog.ts';
import { ALL, PLAIN, TRADE_WORDS, TYPOS, UNITS } from '../../../test/buyer-queries.ts';

/** Item numbers and MPNs, read from the seeded catalogue (its most popular listed items). */
interface CodeQuery {
  q: string;
  itemId: number;
}

describe('search that forgives: the buyer query set on the demo catalogue', () => {
  let t: TestContext;
  const codes: CodeQuery[] = [];
  let zeroResults = 0;
  let asked = 0;

  beforeAll(async () => {
    t = await createTestContext();
    await seedCatalog(t.database, { items: 1000, seed: 'meridian' });
    const top = await queryRows<{ id: number; item_name: string; mpn: string }>(
      t.db,
      sql`SELECT id, item_name, mpn FROM items WHERE listed AND NOT is_matrix_parent
        ORDER BY popularity DESC, id LIMIT 3`,
    );
    for (const item of top) {
      codes.push({ q: item.item_name, itemId: item.id }, { q: item.mpn.toLowerCase(), itemId: item.id });
    }
    const [first] = top;
    // The first part of an MPN, as a buyer copies it from a packing slip.
    if (first) codes.push({ q: first.mpn.slice(0, 8), itemId: first.id });
  }, 120_000);

  afterAll(async () => {
    const total = ALL.length + codes.length;
    console.log(
      `search relevance set: ${total} queries, zero-result rate ${((100 * zeroResults) / Math.max(asked, 1)).toFixed(1)}% (${zeroResults}/${asked})`,
    );
    await t.close();
  });

  /** The listing's answer for q; `counted` false keeps a check that is not of the set out of the rate. */
  const paginate = async (q: string, counted = true) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shopping/item/paginate',
      payload: { page: 1, limit: 10, searchTerm: q },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      total: number;
      didYouMean?: string | null;
      categorySuggestions?: Array<{ id: number; name: string; urlComponent: string }>;
      results: Array<{ id: number; displayName: string; siteDisplayName: string | null }>;
    }>();
    if (counted) {
      asked += 1;
      if (body.total === 0) zeroResults += 1;
    }
    return body;
  };

  const suggest = async (q: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search/suggestions?q=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ total: number; hits: Array<{ id: number; displayName: string }> }>();
  };

  it('holds at least 60 queries', () => {
    expect(ALL.length + codes.length).toBeGreaterThanOrEqual(60);
  });

  describe.each([
    ['typos', TYPOS],
    ['units and numbers', UNITS],
    ["the trade's words", TRADE_WORDS],
    ['plain terms', PLAIN],
  ] as const)('%s', (_kind, queries) => {
    it.each(queries)('$q', async ({ q, names, expect: mode = 'each' }) => {
      const body = await paginate(q);
      const top = body.results.slice(0, 5).map((r) => r.siteDisplayName ?? r.displayName);
      expect(top.length, `'${q}' finds something`).toBeGreaterThan(0);
      const wrong = top.filter((name) => !names.test(name));
      if (mode === 'each') expect(wrong, `'${q}': first five ${JSON.stringify(top)}`).toEqual([]);
      else expect(top[0]).toMatch(names);
      const typeahead = await suggest(q);
      expect(typeahead.total, `type-ahead for '${q}'`).toBeGreaterThan(0);
      expect(
        typeahead.hits.some((h) => names.test(h.displayName)),
        `type-ahead for '${q}'`,
      ).toBe(true);
    });
  });

  it('offers the closest term that finds something when a search finds nothing (Did you mean)', async () => {
    // Three typos (three letters too many): beyond the allowance of two, so nothing is found.
    const missed = await paginate('thermommmmeter', false);
    expect(missed.total).toBe(0);
    expect(missed.didYouMean).toBe('thermometer');
    expect((await paginate('thermometer', false)).total).toBeGreaterThan(0);
    // Nothing near: no suggestion.
    const nothing = await paginate('qqxqzzvv', false);
    expect(nothing.total).toBe(0);
    expect(nothing.didYouMean).toBeNull();
    // Found: no suggestion at all.
    expect((await paginate('gauze', false)).didYouMean).toBeUndefined();
  });

  it('suggests the categories a search that found nothing names, its typos forgiven', async () => {
    // 'gause' is forgiven ('gauze'), but no item is also 'qqxqzzvv': nothing found.
    const missed = await paginate('gause qqxqzzvv', false);
    expect(missed.total).toBe(0);
    const names = (missed.categorySuggestions ?? []).map((c) => c.name);
    expect(names[0]).toBe('Gauze & Sponges');
    expect(names.every((name) => /gauze/i.test(name))).toBe(true);
    expect(names.length).toBeLessThanOrEqual(5);
    expect(missed.categorySuggestions?.[0]?.urlComponent).toEqual(expect.any(String));
    // The trade's words too ('bp cuff' is a blood pressure cuff), and nothing for nothing.
    expect((await paginate('syringes qqxqzzvv', false)).categorySuggestions?.[0]?.name).toBe('Syringes');
    expect((await paginate('qqxqzzvv', false)).categorySuggestions).toEqual([]);
    // Found: no suggestions at all.
    expect((await paginate('gauze', false)).categorySuggestions).toBeUndefined();
  });

  it("forgives quick order's item search as the listing does (typos, units)", async () => {
    const itemList = async (search: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/shopping/item/getItemList?search=${encodeURIComponent(search)}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json<Array<{ displayName: string }>>().map((r) => r.displayName);
    };
    for (const [q, names] of [
      ['stethascope', /stethoscope/i],
      ['gause', /gauze/i],
      ['thermomter', /thermometer/i],
      ['5cc syringe', /5 ?ml.*syringe|syringe.*5 ?ml/i],
    ] as const) {
      const found = await itemList(q);
      // Ranked by popularity, as quick order ranks word matches: the kind asked for is among them.
      expect(
        found.some((name) => names.test(name)),
        `'${q}': ${JSON.stringify(found)}`,
      ).toBe(true);
    }
  });

  it('applies a synonym staff add to the next search, without a restart (catalog_changes)', async () => {
    // A word no item has: nothing, and the process now keeps the synonyms it read.
    expect((await paginate('zzscope', false)).total).toBe(0);
    await t.db.execute(sql`INSERT INTO search_synonyms (phrases) VALUES ('{zzscope,stethoscope}')`);
    // The notification reaches the process's change feed asynchronously; until it has, the kept
    // synonyms may still be served, so the search is asked again until it finds (or times out).
    await expect
      .poll(async () => (await paginate('zzscope', false)).results.map((r) => r.displayName), {
        timeout: 5_000,
      })
      .toEqual(expect.arrayContaining([expect.stringMatching(/stethoscope/i)]));
    await t.db.execute(sql`DELETE FROM search_synonyms WHERE 'zzscope' = ANY (phrases)`);
    await expect.poll(async () => (await paginate('zzscope', false)).total, { timeout: 5_000 }).toBe(0);
  });

  it('finds an item by its item number, its MPN and the start of its MPN, first, never by a near code', async () => {
    expect(codes).toHaveLength(7);
    for (const { q, itemId } of codes) {
      const body = await paginate(q);
      expect(body.results[0]?.id, q).toBe(itemId);
    }
    // One digit off is another item or none: codes are never corrected.
    const [firstCode] = codes;
    if (!firstCode) throw new Error('no code');
    const wrongDigit = firstCode.q.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    const body = await paginate(wrongDigit, false);
    expect(body.results.map((r) => r.id)).not.toContain(firstCode.itemId);
  });
});
