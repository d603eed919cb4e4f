// Search API through HTTP: type-ahead suggestions (3-character minimum, 5 hits, total and query
// id, markup stripped with a security event) and 'Product Clicked' events.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTIONS_TOTAL_CAP } from '@medsupply/contract';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  createAccount,
  createCatalogItem,
  createUser,
  keyPaths,
  loginAs,
  pluck,
} from '../../../test/factories.ts';
import { items, searchEvents, securityEvents } from '../../db/schema/index.ts';

describe('search API', () => {
  let t: TestContext;
  let buyer: Record<string, string>;
  let userId = 0;
  let accountId = 0;
  const sutureIds: number[] = [];
  let scalpelId = 0;

  beforeAll(async () => {
    t = await createTestContext();
    const { db } = t;
    // Seven sutures of falling popularity, so the five best are known.
    for (let i = 0; i < 7; i += 1) {
      const { item } = await createCatalogItem(db, {
        displayName: `Quillon Absorbable Suture ${i + 1}-0`,
        siteDisplayName: i === 0 ? 'Quillon Suture, the original' : null,
        manufacturer: 'Quillon Surgical',
        mpn: `QS-77${i}0-X`,
        thumbnailUrl: `/images/suture-${i}.webp`,
        popularity: 100 - i,
        prices: { 'List Price': 1000 },
      });
      sutureIds.push(item.id);
    }
    scalpelId = (
      await createCatalogItem(db, {
        displayName: 'Disposable Scalpel No. 10',
        manufacturer: 'Bladeworks',
        mpn: 'BW-SC10-559201',
      })
    ).item.id;
    await createCatalogItem(db, { displayName: 'Quillon Retired Suture', inactive: true, popularity: 1000 });
    const account = await createAccount(db);
    const user = await createUser(db, { accountId: account.id });
    userId = user.id;
    accountId = account.id;
    buyer = (await loginAs(db, t.config, user)).headers;
  });

  afterAll(async () => t.close());

  const suggest = (q: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(q)}`, headers });

  describe('suggestions', () => {
    it('answers at most 5 hits, the most relevant and popular first, with the total and a query id', async () => {
      const res = await suggest('quillon');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.hits).toHaveLength(5);
      expect(pluck(body.hits, 'id')).toEqual(sutureIds.slice(0, 5));
      expect(body).toMatchObject({ query: 'quillon', total: 7, exhaustiveTotal: true, hitsPerPage: 5 });
      expect(body.queryID).toMatch(/^[0-9a-f]{32}$/);
      expect(body.hits[0]).toEqual({
        id: sutureIds[0],
        itemName: expect.stringMatching(/^TST-/),
        displayName: 'Quillon Suture, the original',
        thumbnailImage: '/images/suture-0.webp',
        urlComponent: expect.any(String),
      });
      expect(keyPaths(body, 'price')).toEqual([]);
    });

    it(`counts matches up to ${SUGGESTIONS_TOTAL_CAP} and says when it stopped there`, async () => {
      await t.db.insert(items).values(
        Array.from({ length: SUGGESTIONS_TOTAL_CAP + 1 }, (_, i) => ({
          itemName: `ZEPH-${i}`,
          displayName: `Zephyr Tongue Depressor ${i}`,
          urlComponent: `zephyr-tongue-depressor-${i}`,
          manufacturer: 'Zephyr',
          mpn: `ZP-${i}`,
        })),
      );
      const body = (await suggest('zephyr')).json();
      expect(body.hits).toHaveLength(5);
      expect(body).toMatchObject({ total: SUGGESTIONS_TOTAL_CAP, exhaustiveTotal: false });
    });

    it('finds items by a part of their MPN', async () => {
      const body = (await suggest('559')).json();
      expect(pluck(body.hits, 'id')).toEqual([scalpelId]);
      expect(body.total).toBe(1);
    });

    it('ranks code matches by how they match: exact, then starting with the term, then containing it', async () => {
      const { db } = t;
      const code = async (input: Parameters<typeof createCatalogItem>[1]) =>
        (await createCatalogItem(db, input)).item.id;
      const containing = await code({ displayName: 'Kestrel Drape A', mpn: 'XX-KSTR9-01', popularity: 900 });
      const starting = await code({ displayName: 'Kestrel Drape B', mpn: 'KSTR9-02', popularity: 10 });
      // A variant's code finds its matrix item (variants are not listed themselves)…
      const gown = await code({ displayName: 'Kestrel Gown', isMatrixParent: true, popularity: 5 });
      await code({ displayName: 'Kestrel Gown, Large', mpn: 'kstr9', parentId: gown });
      // …but an inactive variant's code does not.
      const cap = await code({ displayName: 'Kestrel Cap', isMatrixParent: true, popularity: 1000 });
      await code({ displayName: 'Kestrel Cap, Small', mpn: 'KSTR9-77', parentId: cap, inactive: true });
      const body = (await suggest('KSTR9')).json();
      expect(pluck(body.hits, 'id')).toEqual([gown, starting, containing]);
      expect(body.total).toBe(3);
    });

    it('needs a trimmed term of at least 3 characters', async () => {
      for (const q of ['qu', '  qu  ', '', '   ', '<b>q</b>']) {
        const body = (await suggest(q)).json();
        expect(body.hits, q).toEqual([]);
        expect(body.total, q).toBe(0);
        expect(body.queryID, q).toBeNull();
      }
      expect((await suggest('  qui ')).json().total).toBe(7);
    });

    it('refuses a missing or overlong term with 400', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/search/suggestions' })).statusCode).toBe(400);
      const long = await suggest('x'.repeat(201));
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toMatch(/q/);
    });

    it('strips markup from the term and logs a security event', async () => {
      const body = (await suggest('<script>alert(1)</script><i>scalp</i>', buyer)).json();
      expect(body.query).toBe('scalp');
      expect(pluck(body.hits, 'id')).toEqual([scalpelId]);
      const events = await t.db
        .select()
        .from(securityEvents)
        .where(and(eq(securityEvents.kind, 'search-markup'), eq(securityEvents.userId, userId)));
      expect(events).toHaveLength(1);
      expect(events[0]?.detail).toMatchObject({ source: 'suggestions', sanitized: 'scalp' });
    });
  });

  describe("'Product Clicked' events", () => {
    const click = (payload: unknown, headers: Record<string, string> = buyer) =>
      t.app.inject({ method: 'POST', url: '/api/search/click', payload: payload as object, headers });

    it('stores the user, query id, object ids and position', async () => {
      const queryID = (await suggest('quillon', buyer)).json().queryID;
      const res = await click({ queryID, objectIDs: [String(sutureIds[2])], position: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        eventName: 'Product Clicked',
        queryID,
        objectIDs: [String(sutureIds[2])],
        position: 1,
      });
      const [event] = await t.db.select().from(searchEvents).where(eq(searchEvents.queryId, queryID));
      expect(event).toMatchObject({
        kind: 'click',
        userId,
        accountId,
        objectIds: [String(sutureIds[2])],
        position: 1,
      });
    });

    it('feeds the recently searched products', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/shopping/item/recentUserSearchProducts',
        headers: buyer,
      });
      expect(pluck(res.json().results, 'id')).toEqual([sutureIds[2]]);
    });

    it('needs a login', async () => {
      const res = await click({ queryID: 'abc', objectIDs: [1], position: 1 }, {});
      expect(res.statusCode).toBe(401);
    });

    it('refuses malformed events with 400', async () => {
      for (const payload of [
        { objectIDs: [1] },
        { queryID: 'q', objectIDs: [] },
        { queryID: 'q', objectIDs: ['abc'] },
        { queryID: 'q', objectIDs: [-1] },
        { queryID: 'q', objectIDs: [1], position: 0 },
      ]) {
        const res = await click(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toMatch(/queryID|objectIDs|position/);
      }
    });
  });
});
