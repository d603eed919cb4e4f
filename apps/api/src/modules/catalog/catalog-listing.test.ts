// The listing through HTTP: POST/GET paginate and POST filters: category with descendants, full-text
// and partial item-number/MPN search, facet counts, sorts, pagination, price visibility on cards,
// markup stripping with its security event, blank searches and bad input.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  byId,
  createAccount,
  createCatalogItem,
  createCategory,
  createUser,
  keyPaths,
  pluck,
  loginAs,
} from '../../../test/factories.ts';
import { searchEvents, securityEvents } from '../../db/schema/index.ts';
import { queryRows } from '../../db/client.ts';
import { buildSearchQuery, matchListed } from '../search/search.service.ts';
import { listingRows, type ListingFilter } from './listing.queries.ts';

const priceKeys = (body: unknown) => [...keyPaths(body, 'price'), ...keyPaths(body, 'prices')];
const idsOf = (body: { results: Array<{ id: number }> }) => body.results.map((r) => r.id);

describe('catalogue listing', () => {
  let t: TestContext;
  let buyer: Record<string, string>;
  let noPrices: Record<string, string>;
  let buyerUserId = 0;
  const ids: Record<string, number> = {};
  let rootSlug = '';

  beforeAll(async () => {
    t = await createTestContext();
    const { db } = t;
    const root = await createCategory(db, 'Listing Root');
    const child = await createCategory(db, 'Listing Child', root.id);
    const grand = await createCategory(db, 'Listing Grandchild', child.id);
    const other = await createCategory(db, 'Listing Other');
    Object.assign(ids, { root: root.id, child: child.id, grand: grand.id, other: other.id });
    rootSlug = root.urlComponent;
    const day = 86_400_000;
    const made = (daysAgo: number) => new Date(Date.now() - daysAgo * day);

    const item = async (key: string, input: Parameters<typeof createCatalogItem>[1]) => {
      ids[key] = (await createCatalogItem(db, input)).item.id;
    };
    await item('alpha', {
      displayName: 'Alpha Nitrile Exam Gloves',
      manufacturer: 'Acme Medical',
      mpn: 'ACM-1001',
      categoryId: grand.id,
      quantityAvailable: 10,
      prices: { 'List Price': 2000, 'Tier 2': 1500 },
      popularity: 50,
      createdAt: made(30),
    });
    await item('bravo', {
      displayName: 'Bravo Safety Syringe 3 mL',
      manufacturer: 'Bexel Labs',
      mpn: 'BX-2002',
      categoryId: child.id,
      rxLevel: 3,
      quantityAvailable: 0,
      prices: { 'List Price': 500, 'Tier 2': 400 },
      popularity: 40,
      createdAt: made(1),
    });
    await item('charlie', {
      displayName: 'Charlie Sterile Gauze Pads',
      manufacturer: 'Acme Medical',
      mpn: 'ACM-3003',
      categoryId: root.id,
      quantityAvailable: 5,
      prices: { 'List Price': 1000, 'Tier 2': 900 },
      popularity: 30,
      searchKeywords: 'sponges dressing',
      createdAt: made(10),
    });
    await item('delta', {
      displayName: 'Delta Adhesive Bandages',
      manufacturer: 'Dyna Care',
      mpn: 'DY-4004',
      categoryId: other.id,
      prices: { 'List Price': 300 },
      popularity: 60,
    });
    await item('echo', {
      displayName: 'Echo Retired Gloves',
      manufacturer: 'Acme Medical',
      categoryId: root.id,
      inactive: true,
      popularity: 999,
    });
    await item('foxtrot', {
      displayName: 'Foxtrot Restricted Ketamine',
      manufacturer: 'Bexel Labs',
      mpn: 'QX-4471982-B',
      categoryId: root.id,
      restricted: true,
      rxLevel: 3,
      quantityAvailable: 3,
      prices: { 'List Price': 7000, 'Tier 2': 6500 },
      popularity: 20,
      createdAt: made(5),
    });
    await item('gown', {
      displayName: 'Golf Isolation Gown',
      manufacturer: 'Dyna Care',
      mpn: 'GOWN-PARENT',
      categoryId: root.id,
      isMatrixParent: true,
      quantityAvailable: 12,
      prices: {},
      popularity: 10,
      createdAt: made(20),
    });
    await item('gownLarge', {
      displayName: 'Golf Isolation Gown, Large',
      mpn: 'ZZV-880155',
      parentId: ids.gown,
      matrixDetails: { Size: 'Large' },
      prices: { 'List Price': 1200, 'Tier 2': 1100 },
    });

    const account = await createAccount(db, { priceLevel: 'Tier 2' });
    const user = await createUser(db, { accountId: account.id });
    const hidden = await createUser(db, { accountId: account.id, isPriceVisible: false });
    buyerUserId = user.id;
    buyer = (await loginAs(db, t.config, user)).headers;
    noPrices = (await loginAs(db, t.config, hidden)).headers;
  });

  afterAll(async () => t.close());

  const paginate = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/shopping/item/paginate', payload: body, headers });

  describe('by category', () => {
    it('lists the category and its descendants, never inactive items, most popular first', async () => {
      const res = await paginate({ page: 1, category: rootSlug });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(idsOf(body)).toEqual([ids.alpha, ids.bravo, ids.charlie, ids.foxtrot, ids.gown]);
      expect(body).toMatchObject({
        page: 1,
        limit: 10,
        pages: 1,
        total: 5,
        sort: 'relevance',
        searchTerm: null,
        queryID: null,
        category: { id: ids.root, name: 'Listing Root', urlComponent: rootSlug },
      });
      const child = (await paginate({ category: ids.child })).json();
      expect(idsOf(child)).toEqual([ids.alpha, ids.bravo]);
      const leaf = (await paginate({ category: String(ids.grand) })).json();
      expect(idsOf(leaf)).toEqual([ids.alpha]);
    });

    it('lists restricted items as not addable and offers a matrix item with its variants', async () => {
      const body = (await paginate({ category: rootSlug })).json();
      const restricted = byId(body.results, ids.foxtrot);
      expect(restricted).toMatchObject({ restricted: true, isAddableToCart: false, rxLevel: 3 });
      const gown = byId(body.results, ids.gown);
      expect(gown.children).toEqual([
        expect.objectContaining({ id: ids.gownLarge, matrixDetails: { Size: 'Large' }, mpn: 'ZZV-880155' }),
      ]);
    });

    it('answers cards with the card fields only', async () => {
      const card = (await paginate({ category: ids.grand }, buyer)).json().results[0];
      expect(Object.keys(card).sort()).toEqual(
        [
          'id',
          'itemName',
          'displayName',
          'siteDisplayName',
          'urlComponent',
          'manufacturer',
          'mpn',
          'thumbnailImage',
          'quantityAvailable',
          'isInStock',
          'isAddableToCart',
          'restricted',
          'rxLevel',
          'allocationPeriod',
          'matrixDetails',
          'unit',
          'children',
          'latestPurchase',
          'price',
          'prices',
        ].sort(),
      );
      expect(pluck(card.unit.details, 'unitName')).toEqual(['Each', 'Box of 100']);
    });

    it('answers 404 for an unknown category', async () => {
      const res = await paginate({ category: 'no-such-category' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Category not found');
      expect((await paginate({ category: 987654 })).statusCode).toBe(404);
    });
  });

  describe('facets', () => {
    it('counts manufacturers, Rx levels and availability over the listing', async () => {
      const body = (await paginate({ category: rootSlug })).json();
      expect(body.facets.manufacturer).toEqual([
        { value: 'Acme Medical', count: 2 },
        { value: 'Bexel Labs', count: 2 },
        { value: 'Dyna Care', count: 1 },
      ]);
      expect(body.facets.rxLevel).toEqual([
        { value: 0, name: 'None', count: 3 },
        { value: 3, name: 'Schedule III', count: 2 },
      ]);
      expect(body.facets.availability).toEqual([
        { value: 'inStock', count: 4 },
        { value: 'outOfStock', count: 1 },
      ]);
    });

    it('filters by a selection and counts each group under the other groups only', async () => {
      const body = (await paginate({ category: rootSlug, facets: { manufacturer: 'Bexel Labs' } })).json();
      expect(idsOf(body)).toEqual([ids.bravo, ids.foxtrot]);
      expect(body.total).toBe(2);
      // Manufacturers are still counted over all of them, so the buyer can switch.
      expect(pluck(body.facets.manufacturer, 'value')).toEqual(['Acme Medical', 'Bexel Labs', 'Dyna Care']);
      expect(body.facets.rxLevel).toEqual([{ value: 3, name: 'Schedule III', count: 2 }]);
      expect(body.facets.availability).toEqual([
        { value: 'inStock', count: 1 },
        { value: 'outOfStock', count: 1 },
      ]);

      const inStock = (
        await paginate({
          category: rootSlug,
          facets: { manufacturer: 'Bexel Labs', availability: 'inStock' },
        })
      ).json();
      expect(idsOf(inStock)).toEqual([ids.foxtrot]);
      const rx0 = (await paginate({ category: rootSlug, facets: { rxLevel: 0 } })).json();
      expect(idsOf(rx0)).toEqual([ids.alpha, ids.charlie, ids.gown]);
      const outOfStock = (
        await paginate({ category: rootSlug, facets: { availability: 'outOfStock' } })
      ).json();
      expect(idsOf(outOfStock)).toEqual([ids.bravo]);
    });

    it('answers the same counts from POST filters', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/shopping/item/filters',
        payload: { category: rootSlug, facets: { manufacturer: 'Bexel Labs' } },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        manufacturer: [
          { value: 'Acme Medical', count: 2 },
          { value: 'Bexel Labs', count: 2 },
          { value: 'Dyna Care', count: 1 },
        ],
        rxLevel: [{ value: 3, name: 'Schedule III', count: 2 }],
        availability: [
          { value: 'inStock', count: 1 },
          { value: 'outOfStock', count: 1 },
        ],
        total: 2,
      });
      const search = await t.app.inject({
        method: 'POST',
        url: '/api/shopping/item/filters',
        payload: { searchTerm: 'gloves' },
      });
      expect(search.json().manufacturer).toEqual([{ value: 'Acme Medical', count: 1 }]);
    });

    it('refuses malformed selections with 400', async () => {
      for (const facets of [
        { availability: 'soon' },
        { rxLevel: -1 },
        { rxLevel: 'x' },
        { manufacturer: '' },
      ]) {
        const res = await paginate({ category: rootSlug, facets });
        expect(res.statusCode, JSON.stringify(facets)).toBe(400);
        expect(res.json().message).toMatch(/facets/);
      }
    });
  });

  describe('sorting and pages', () => {
    it('sorts by name both ways', async () => {
      const asc = (await paginate({ category: rootSlug, sort: 'name-asc' })).json();
      expect(idsOf(asc)).toEqual([ids.alpha, ids.bravo, ids.charlie, ids.foxtrot, ids.gown]);
      const desc = (await paginate({ category: rootSlug, sort: 'name-desc' })).json();
      expect(idsOf(desc)).toEqual([ids.gown, ids.foxtrot, ids.charlie, ids.bravo, ids.alpha]);
    });

    it("sorts by the buyer's price (a matrix item by its cheapest variant)", async () => {
      const asc = (await paginate({ category: rootSlug, sort: 'price-asc' }, buyer)).json();
      expect(asc.sort).toBe('price-asc');
      expect(idsOf(asc)).toEqual([ids.bravo, ids.charlie, ids.gown, ids.alpha, ids.foxtrot]);
      expect(pluck(asc.results, 'price')).toEqual([4, 9, 11, 15, 65]);
      const desc = (await paginate({ category: rootSlug, sort: 'price-desc' }, buyer)).json();
      expect(idsOf(desc)).toEqual([ids.foxtrot, ids.alpha, ids.gown, ids.charlie, ids.bravo]);
    });

    it('does not sort by price for callers who cannot see prices', async () => {
      for (const headers of [{}, noPrices]) {
        const body = (await paginate({ category: rootSlug, sort: 'price-asc' }, headers)).json();
        expect(body.sort).toBe('relevance');
        expect(idsOf(body)).toEqual([ids.alpha, ids.bravo, ids.charlie, ids.foxtrot, ids.gown]);
      }
    });

    it('sorts newest first', async () => {
      const body = (await paginate({ category: rootSlug, sort: 'newest' })).json();
      expect(idsOf(body)).toEqual([ids.bravo, ids.foxtrot, ids.charlie, ids.gown, ids.alpha]);
    });

    it('pages through the results', async () => {
      const second = (await paginate({ category: rootSlug, page: 2, limit: 2 })).json();
      expect(second).toMatchObject({ page: 2, limit: 2, pages: 3, total: 5 });
      expect(idsOf(second)).toEqual([ids.charlie, ids.foxtrot]);
      const beyond = (await paginate({ category: rootSlug, page: 9, limit: 2 })).json();
      expect(beyond).toMatchObject({ page: 9, pages: 3, total: 5, results: [] });
    });

    it('answers 400 with a message for bad pages, limits and sorts', async () => {
      for (const body of [
        { page: 0 },
        { page: -1 },
        { page: 'abc' },
        { page: 1.5 },
        { limit: 0 },
        { limit: 1000 },
        { sort: 'cheapest' },
      ]) {
        const res = await paginate(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message, JSON.stringify(body)).toMatch(/page|limit|sort/);
      }
      for (const query of ['page=0', 'page=abc', 'page=-3', 'limit=abc', 'rxLevel=x', 'category=-4']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/shopping/item/paginate?${query}` });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message, query).toMatch(/page|limit|rxLevel|category/);
      }
    });

    it('answers the same listing from GET paginate query parameters', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/shopping/item/paginate?category=${rootSlug}&manufacturer=Acme%20Medical&sort=name-desc&page=1&limit=10`,
      });
      expect(res.statusCode).toBe(200);
      expect(idsOf(res.json())).toEqual([ids.charlie, ids.alpha]);
    });
  });

  describe('search', () => {
    it('finds an item by the middle five characters of its MPN', async () => {
      const body = (await paginate({ searchTerm: '47198' })).json();
      expect(idsOf(body)).toEqual([ids.foxtrot]);
      expect(body.searchTerm).toBe('47198');
      expect(body.queryID).toMatch(/^[0-9a-f]{32}$/);
    });

    it('finds a matrix item through part of a variant MPN', async () => {
      expect(idsOf((await paginate({ searchTerm: 'v-8801' })).json())).toEqual([ids.gown]);
    });

    it('matches word prefixes, stems and keywords', async () => {
      expect(idsOf((await paginate({ searchTerm: 'nitri glove' })).json())).toEqual([ids.alpha]);
      expect(idsOf((await paginate({ searchTerm: 'Syringes' })).json())).toEqual([ids.bravo]);
      expect(idsOf((await paginate({ searchTerm: 'sponges' })).json())).toEqual([ids.charlie]);
      expect(idsOf((await paginate({ searchTerm: 'gloves for the exam' })).json())).toEqual([ids.alpha]);
    });

    it('ranks an exact item number or MPN first', async () => {
      const body = (await paginate({ searchTerm: 'acm-3003' })).json();
      expect(idsOf(body)[0]).toBe(ids.charlie);
      const acme = (await paginate({ searchTerm: 'ACM' })).json();
      expect(idsOf(acme)).toEqual(expect.arrayContaining([ids.alpha, ids.charlie]));
    });

    it("answers a search's new facet counts once an item it finds goes out of stock or changes maker", async () => {
      // The counts are kept by the API until item_search changes (ADR 0011, session 9): a search
      // asked again right after a change may still see the old counts until the change is heard,
      // so the test asks until the new ones come (they must within seconds).
      const category = await createCategory(t.db, 'Listing Dugong');
      const dugong = (displayName: string) =>
        createCatalogItem(t.db, {
          displayName,
          manufacturer: 'Acme Medical',
          categoryId: category.id,
          quantityAvailable: 5,
        });
      const { item: first } = await dugong('Dugong Swab Stick');
      await dugong('Dugong Swab Pad');
      const facets = async () => {
        const listing = (await paginate({ searchTerm: 'dugong' })).json();
        const counts = (
          await t.app.inject({
            method: 'POST',
            url: '/api/shopping/item/filters',
            payload: { searchTerm: 'dugong' },
          })
        ).json();
        return { listing: listing.facets, counts };
      };
      const settles = async (expected: (f: Awaited<ReturnType<typeof facets>>) => boolean) => {
        const until = Date.now() + 10_000;
        for (;;) {
          const now = await facets();
          if (expected(now)) return now;
          if (Date.now() > until) throw new Error(`facets did not follow the change: ${JSON.stringify(now)}`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      };
      const before = await facets();
      expect(before.listing.availability).toEqual([{ value: 'inStock', count: 2 }]);
      expect(before.counts.availability).toEqual([{ value: 'inStock', count: 2 }]);
      expect((await facets()).listing).toEqual(before.listing); // asked again: the same

      await t.db.execute(sql`UPDATE items SET quantity_available = 0 WHERE id = ${first.id}`);
      const out = await settles(
        (f) =>
          JSON.stringify(f.listing.availability) === JSON.stringify(f.counts.availability) &&
          f.listing.availability.length === 2,
      );
      expect(out.listing.availability).toEqual([
        { value: 'inStock', count: 1 },
        { value: 'outOfStock', count: 1 },
      ]);

      await t.db.execute(sql`UPDATE items SET manufacturer = 'Bexel Labs' WHERE id = ${first.id}`);
      const moved = await settles(
        (f) => f.listing.manufacturer.length === 2 && f.counts.manufacturer.length === 2,
      );
      expect(moved.listing.manufacturer).toEqual([
        { value: 'Acme Medical', count: 1 },
        { value: 'Bexel Labs', count: 1 },
      ]);
    });

    it('cuts a relevance page from the most popular items first exactly as from every match', async () => {
      // popularWindowPage: the page from the `window` most popular listed items when that window
      // holds enough top-score matches (or the whole catalogue), else from every match. Windows of
      // every size from 1 item up to the whole catalogue must answer what window 0 (every match)
      // answers, for terms, selections and pages where each branch is taken.
      const category = await createCategory(t.db, 'Listing Wombat');
      const names = [
        ['Wombat Bilby Pad', 95, 'Acme Medical'],
        ['Bilby Roll (wombat fold)', 90, 'Bexel Labs'],
        ['Wombat Bilby Sponge', 60, 'Acme Medical'],
        ['Sterile Wombat Bilby', 40, 'Bexel Labs'],
        ['Wombat Quoll', 99, 'Acme Medical'],
        ['Wombat Quoll Wide', 10, 'Acme Medical'],
        ['Wombats Bilby Strip', 70, 'Bexel Labs'],
        ['Bilby Wombat', 5, 'Acme Medical'],
      ] as const;
      for (const [displayName, popularity, manufacturer] of names) {
        await createCatalogItem(t.db, { displayName, popularity, manufacturer, categoryId: category.id });
      }
      const [counted] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM item_search`);
      const n = counted?.n ?? 0;
      const listing = async (
        term: string,
        selections: Partial<ListingFilter>,
        page: number,
        limit: number,
        window: number,
      ) => {
        const query = buildSearchQuery(term);
        return listingRows(
          t.db,
          {
            search: query ? await matchListed(t.db, query) : null,
            categoryIds: null,
            manufacturer: undefined,
            rxLevel: undefined,
            availability: undefined,
            ...selections,
          },
          {
            sort: 'relevance',
            offset: (page - 1) * limit,
            limit,
            scope: null,
            withPage: true,
            relevanceWindow: window,
          },
        );
      };
      for (const term of ['wombat', 'wombat bilby', 'bilby wombat', 'quoll']) {
        for (const selections of [{}, { manufacturer: 'Acme Medical' }, { categoryIds: [category.id] }]) {
          for (const [page, limit] of [
            [1, 10],
            [1, 2],
            [2, 2],
            [3, 2],
            [1, 1],
            [4, 1],
          ] as const) {
            const every = await listing(term, selections, page, limit, 0);
            for (const window of [1, 2, 3, 4, 6, n - 1, n, n + 1, 500]) {
              const case_ = JSON.stringify({ term, selections, page, limit, window });
              expect((await listing(term, selections, page, limit, window)).ids, case_).toEqual(every.ids);
            }
          }
        }
      }
      // The window answered some of those pages itself: the two most popular 'wombat bilby' items
      // with the whole term in their names are a page of 2 found in the first 3 of the catalogue.
      const first = await listing('wombat bilby', {}, 1, 2, 0);
      expect(first.ids).toHaveLength(2);
    });

    it('ranks items found by their code among their word matches, page after page', async () => {
      // Word, keyword and code matches (item_search.codes) scored together: the order one item per
      // page must equal the order of one page of all of them.
      const category = await createCategory(t.db, 'Listing Quokka');
      const quokka = async (
        key: string,
        displayName: string,
        mpn: string,
        popularity: number,
        searchKeywords = '',
      ) => {
        const input = {
          displayName,
          mpn,
          manufacturer: 'Quokka Co',
          categoryId: category.id,
          popularity,
          searchKeywords,
        };
        ids[key] = (await createCatalogItem(t.db, input)).item.id;
      };
      await quokka('qPopular', 'Quokka Cotton Roll', 'QR-100', 90); // words only
      await quokka('qSecond', 'Quokka Cotton Pad', 'QR-200', 80); // words only
      await quokka('qCoded', 'Quokka Tray', 'QUOKKA-7', 1); // words and code: 2 + 4
      await quokka('qCodeOnly', 'Wallaby Tray', 'XQUOKKA-9', 70); // code alone: 2 + 0
      await quokka('qKeyword', 'Kangaroo Splint', 'QR-300', 95, 'quokka'); // words (keyword) only: 0
      const expected = [ids.qCoded, ids.qPopular, ids.qSecond, ids.qCodeOnly, ids.qKeyword];
      const all = (await paginate({ searchTerm: 'quokka', category: category.id })).json();
      expect(idsOf(all)).toEqual(expected);
      expect(all.total).toBe(5);
      const paged: number[] = [];
      for (let page = 1; page <= 5; page += 1) {
        const one = (await paginate({ searchTerm: 'quokka', category: category.id, page, limit: 1 })).json();
        expect(one.total).toBe(5);
        paged.push(...idsOf(one));
      }
      expect(paged).toEqual(expected);
    });

    it('combines a search with a category and never lists inactive items', async () => {
      expect(idsOf((await paginate({ searchTerm: 'gloves', category: ids.other })).json())).toEqual([]);
      expect(idsOf((await paginate({ searchTerm: 'gloves', category: rootSlug })).json())).toEqual([
        ids.alpha,
      ]);
      expect(idsOf((await paginate({ searchTerm: 'retired' })).json())).toEqual([]);
    });

    it('strips markup from the search text and logs a security event', async () => {
      const before = await t.db.select().from(securityEvents).where(eq(securityEvents.kind, 'search-markup'));
      const res = await paginate(
        { searchTerm: '<img src=x onerror=alert(1)>gauze<script>alert(2)</script>' },
        buyer,
      );
      const body = res.json();
      expect(body.searchTerm).toBe('gauze');
      expect(idsOf(body)).toEqual([ids.charlie]);
      const after = await t.db.select().from(securityEvents).where(eq(securityEvents.kind, 'search-markup'));
      expect(after.length).toBe(before.length + 1);
      const event = after.at(-1);
      expect(event).toMatchObject({
        userId: buyerUserId,
        detail: { source: 'paginate', sanitized: 'gauze' },
      });
      expect(String(event?.detail.original)).toContain('<script>');
      // Clean text logs nothing.
      await paginate({ searchTerm: 'gauze' });
      const unchanged = await t.db
        .select()
        .from(securityEvents)
        .where(eq(securityEvents.kind, 'search-markup'));
      expect(unchanged.length).toBe(after.length);
    });

    it('ignores a blank search', async () => {
      for (const searchTerm of ['   ', '<b> </b>', '', null]) {
        const body = (await paginate({ searchTerm, category: rootSlug })).json();
        expect(body.searchTerm).toBeNull();
        expect(body.queryID).toBeNull();
        expect(body.total).toBe(5);
      }
    });

    it('answers nothing for a term with nothing searchable in it', async () => {
      const body = (await paginate({ searchTerm: '--' })).json();
      expect(body).toMatchObject({ total: 0, results: [], searchTerm: '--' });
    });

    it('stores a search event with the user, the query id and the result count', async () => {
      const body = (await paginate({ searchTerm: 'bandages' }, buyer)).json();
      // Written after the answer (ADR 0058): settled first, as the store's own readers do.
      await t.app.searchEvents.settled();
      const [event] = await t.db.select().from(searchEvents).where(eq(searchEvents.queryId, body.queryID));
      expect(event).toMatchObject({
        kind: 'search',
        userId: buyerUserId,
        query: 'bandages',
        resultCount: 1,
      });
      // Later pages of the same search are not counted again.
      const page2 = (await paginate({ searchTerm: 'bandages', page: 2 }, buyer)).json();
      expect(await t.db.select().from(searchEvents).where(eq(searchEvents.queryId, page2.queryID))).toEqual(
        [],
      );
    });

    it('lists recent searches for the user', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/shopping/item/recentUserSearchProducts',
        headers: buyer,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().searches[0]).toMatchObject({ query: 'bandages' });
    });
  });

  describe('price visibility on cards', () => {
    it('shows a price-visible buyer their prices on cards and variants', async () => {
      const body = (await paginate({ category: rootSlug }, buyer)).json();
      const gown = byId(body.results, ids.gown);
      expect(gown.children).toMatchObject([
        {
          price: 11,
          prices: [
            { level: 'List Price', price: 12 },
            { level: 'Tier 2', price: 11 },
          ],
        },
      ]);
      expect(body.results[0]).toMatchObject({ id: ids.alpha, price: 15 });
    });

    it('carries no price field for anonymous or no-permission callers, anywhere', async () => {
      for (const headers of [{}, noPrices]) {
        const body = (await paginate({ category: rootSlug }, headers)).json();
        expect(body.results).toHaveLength(5);
        expect(priceKeys(body)).toEqual([]);
      }
    });
  });
});
