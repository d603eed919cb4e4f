// Catalogue API through HTTP: categories, the product entity, related items, quick-order search,
// Rx levels, top items, personalised groups, price visibility and 404/400 answers. (The product
// and category pages' heads are the storefront's: apps/web features/catalog/lib/page-head.)
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  byId,
  createAccount,
  createCatalogItem,
  createCategory,
  createPurchase,
  createUser,
  keyPaths,
  pluck,
  loginAs,
  relateItems,
  setAccountBusinessType,
} from '../../../test/factories.ts';

const PRICES = { 'List Price': 1500, 'Base Price': 1200, 'Tier 1': 999 };
const DAY_MS = 86_400_000;
const lastBought = new Date(Math.floor((Date.now() - 100 * DAY_MS) / 1000) * 1000);
const firstBought = new Date(lastBought.getTime() - 100 * DAY_MS);

/** Every price key in a response, wherever it is nested. */
const priceKeys = (body: unknown) => [...keyPaths(body, 'price'), ...keyPaths(body, 'prices')];

describe('catalogue API', () => {
  let t: TestContext;
  let anonymous: Record<string, string>;
  let buyer: Record<string, string>;
  let noPrices: Record<string, string>;
  let peerBuyer: Record<string, string>;
  const ids = {} as Record<
    | 'root'
    | 'child'
    | 'grandchild'
    | 'other'
    | 'gloves'
    | 'matrix'
    | 'small'
    | 'large'
    | 'alternative'
    | 'inactiveAlternative'
    | 'correlated'
    | 'restricted'
    | 'inactive'
    | 'unpriced',
    number
  >;
  let glovesSlug = '';
  let boxUnitId = 0;

  beforeAll(async () => {
    t = await createTestContext();
    const { db } = t;
    const root = await createCategory(db, 'Exam Room');
    const child = await createCategory(db, 'Gloves', root.id);
    const grandchild = await createCategory(db, 'Nitrile Gloves', child.id);
    const other = await createCategory(db, 'Wound Care');
    Object.assign(ids, { root: root.id, child: child.id, grandchild: grandchild.id, other: other.id });

    const gloves = await createCatalogItem(db, {
      displayName: 'Nitrile Exam Gloves, Powder-Free',
      siteDisplayName: 'Aurelia Nitrile Exam Gloves',
      manufacturer: 'Aurelia Gloves',
      mpn: 'AUR-NX-2041',
      categoryId: grandchild.id,
      prices: PRICES,
      descriptionHtml:
        '<ul><li>Textured fingertips</li></ul><script>alert(1)</script><p onclick="x()">Latex-free</p>',
      titleTag: 'Aurelia Nitrile Exam Gloves | Buy by the case',
      metaTag: 'Powder-free nitrile exam gloves with textured fingertips.',
      searchKeywords: 'nitrile, exam gloves, powder-free',
      thumbnailUrl: '/images/gloves-thumb.webp',
      images: [
        { url: '/images/gloves-1.webp', largeUrl: '/images/gloves-1-large.webp' },
        { url: '/images/gloves-2.webp', largeUrl: '/images/gloves-2-large.webp' },
      ],
      files: [{ name: 'Safety data sheet', url: '/files/gloves-sds.pdf' }],
      attributes: { Material: 'Nitrile' },
      popularity: 900,
    });
    ids.gloves = gloves.item.id;
    glovesSlug = gloves.item.urlComponent;
    boxUnitId = gloves.units[1]?.id ?? 0;

    const matrix = await createCatalogItem(db, {
      displayName: 'Isolation Gown',
      manufacturer: 'Halyard Health',
      categoryId: child.id,
      isMatrixParent: true,
      prices: {},
      popularity: 500,
    });
    ids.matrix = matrix.item.id;
    const large = await createCatalogItem(db, {
      displayName: 'Isolation Gown, Large',
      parentId: matrix.item.id,
      matrixDetails: { Size: 'Large' },
      prices: { 'List Price': 800, 'Tier 1': 650 },
    });
    const small = await createCatalogItem(db, {
      displayName: 'Isolation Gown, Small',
      parentId: matrix.item.id,
      matrixDetails: { Size: 'Small' },
      prices: { 'List Price': 700, 'Tier 1': 600 },
      quantityAvailable: 0,
    });
    ids.large = large.item.id;
    ids.small = small.item.id;

    ids.alternative = (
      await createCatalogItem(db, { displayName: 'Vinyl Exam Gloves', categoryId: child.id, prices: PRICES })
    ).item.id;
    ids.inactiveAlternative = (
      await createCatalogItem(db, { displayName: 'Retired Latex Gloves', inactive: true, prices: PRICES })
    ).item.id;
    ids.correlated = (
      await createCatalogItem(db, { displayName: 'Hand Sanitizer Gel', categoryId: other.id, prices: PRICES })
    ).item.id;
    ids.restricted = (
      await createCatalogItem(db, {
        displayName: 'Restricted Lidocaine',
        restricted: true,
        rxLevel: 1,
        prices: PRICES,
        popularity: 10,
      })
    ).item.id;
    ids.inactive = ids.inactiveAlternative;
    ids.unpriced = (await createCatalogItem(db, { displayName: 'Sample Kit', prices: {} })).item.id;
    await relateItems(db, ids.gloves, [ids.inactiveAlternative, ids.alternative], 'alternative');
    await relateItems(db, ids.gloves, [ids.correlated], 'correlated');

    const account = await createAccount(db, { priceLevel: 'Tier 1' });
    const user = await createUser(db, { accountId: account.id, isPriceVisible: true });
    const hidden = await createUser(db, { accountId: account.id, isPriceVisible: false });
    await setAccountBusinessType(db, account.id, 'Urgent Care');
    await createPurchase(db, {
      accountId: account.id,
      itemId: ids.gloves,
      unitId: boxUnitId,
      quantity: 3,
      orderDate: lastBought,
    });
    await createPurchase(db, {
      accountId: account.id,
      itemId: ids.gloves,
      unitId: gloves.units[0]?.id ?? 0,
      orderDate: firstBought,
    });
    // A peer of the same business type buys the gown, which this account never bought.
    const peer = await createAccount(db, { priceLevel: 'Base Price' });
    await setAccountBusinessType(db, peer.id, 'Urgent Care');
    await createPurchase(db, { accountId: peer.id, itemId: ids.small, unitId: small.units[0]?.id ?? 0 });
    const peerUser = await createUser(db, { accountId: peer.id });

    anonymous = {};
    buyer = (await loginAs(db, t.config, user)).headers;
    noPrices = (await loginAs(db, t.config, hidden)).headers;
    peerBuyer = (await loginAs(db, t.config, peerUser)).headers;
  });

  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = anonymous) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('categories', () => {
    it('answers the tree in three levels with isParent', async () => {
      const res = await get('/api/shopping/category/getCategories');
      expect(res.statusCode).toBe(200);
      const tree = res.json();
      const root = byId(tree, ids.root);
      expect(root).toMatchObject({ name: 'Exam Room', isParent: true, imageUrl: null });
      const child = byId(root.children, ids.child);
      expect(child).toMatchObject({ name: 'Gloves', isParent: true });
      expect(byId(child.children, ids.grandchild)).toMatchObject({
        id: ids.grandchild,
        isParent: false,
        children: [],
      });
      expect(pluck(tree, 'id')).not.toContain(ids.grandchild);
    });

    it('answers edits to the categories on later calls, and the same tree compressed (ADR 0013)', async () => {
      const url = '/api/shopping/category/getCategories';
      /** The tree once `check` holds for it: the edit reaches the kept answer when its notice arrives. */
      const treeWhen = async (check: (tree: Array<{ id: number }>) => boolean) => {
        const until = Date.now() + 10_000;
        for (;;) {
          const tree = (await get(url)).json<Array<{ id: number }>>();
          if (check(tree) || Date.now() > until) return tree;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      await get(url);
      const added = await createCategory(t.db, 'Sterilization');
      expect(pluck(await treeWhen((tree) => pluck(tree, 'id').includes(added.id)), 'id')).toContain(added.id);
      await t.db.delete(categories).where(eq(categories.id, added.id));
      expect(pluck(await treeWhen((tree) => !pluck(tree, 'id').includes(added.id)), 'id')).not.toContain(
        added.id,
      );

      const plain = await get(url);
      const br = await get(url, { ...anonymous, 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    });

    it('answers a subcategory with its parent, breadcrumbs and children', async () => {
      const category = (await get(`/api/shopping/category/getCategories`)).json()[0];
      expect(category).toBeDefined();
      const child = await get(`/api/shopping/category/getCategoryBySubCategoryUrl?urlComponent=${ids.child}`);
      expect(child.statusCode).toBe(200);
      const body = child.json();
      expect(body).toMatchObject({ id: ids.child, name: 'Gloves', depth: 2, isParent: true });
      expect(body.parent).toMatchObject({ id: ids.root, name: 'Exam Room' });
      expect(pluck(body.breadcrumbs, 'name')).toEqual(['Exam Room', 'Gloves']);
      expect(pluck(body.children, 'id')).toEqual([ids.grandchild]);

      const bySlug = await get(
        `/api/shopping/category/getCategoryBySubCategoryUrl?urlComponent=${encodeURIComponent(body.children[0].urlComponent)}`,
      );
      expect(pluck(bySlug.json().breadcrumbs, 'name')).toEqual(['Exam Room', 'Gloves', 'Nitrile Gloves']);
    });

    it('answers 404 for an unknown category and 400 for a malformed key', async () => {
      const missing = await get(
        '/api/shopping/category/getCategoryBySubCategoryUrl?urlComponent=no-such-thing',
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Category not found');
      const bad = await get('/api/shopping/category/getCategoryBySubCategoryUrl?urlComponent=%3Cscript%3E');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/urlComponent/);
      const absent = await get('/api/shopping/category/getCategoryBySubCategoryUrl');
      expect(absent.statusCode).toBe(400);
    });
  });

  describe('product entity', () => {
    it('answers every field of the product by id and by urlComponent', async () => {
      const res = await get(`/api/shopping/item/item?id=${ids.gloves}`);
      expect(res.statusCode).toBe(200);
      const item = res.json();
      expect(item).toMatchObject({
        id: ids.gloves,
        itemId: ids.gloves,
        displayName: 'Nitrile Exam Gloves, Powder-Free',
        siteDisplayName: 'Aurelia Nitrile Exam Gloves',
        urlComponent: glovesSlug,
        manufacturer: 'Aurelia Gloves',
        mpn: 'AUR-NX-2041',
        quantityAvailable: 100,
        isInStock: true,
        isAddableToCart: true,
        specialOrder: false,
        rxLevel: 0,
        restricted: false,
        inactive: false,
        allocationPeriod: null,
        thumbnailImage: '/images/gloves-thumb.webp',
        itemFile: [{ name: 'Safety data sheet', url: '/files/gloves-sds.pdf' }],
        attributes: { Material: 'Nitrile' },
        titleTag: 'Aurelia Nitrile Exam Gloves | Buy by the case',
        metaTag: 'Powder-free nitrile exam gloves with textured fingertips.',
        searchKeywords: 'nitrile, exam gloves, powder-free',
        latestPurchase: null,
        children: [],
        parentId: null,
      });
      expect(item.itemImage).toEqual([
        { index: 0, url: '/images/gloves-1.webp', largeUrl: '/images/gloves-1-large.webp' },
        { index: 1, url: '/images/gloves-2.webp', largeUrl: '/images/gloves-2-large.webp' },
      ]);
      expect(item.unit.details).toEqual([
        { id: expect.any(Number), unitName: 'Each', conversionRate: 1, baseUnit: true },
        { id: boxUnitId, unitName: 'Box of 100', conversionRate: 100, baseUnit: false },
      ]);
      expect(item.category).toMatchObject({
        id: ids.grandchild,
        name: 'Nitrile Gloves',
        parent: { id: ids.child, name: 'Gloves' },
      });
      const bySlug = await get(`/api/shopping/item/item?id=${glovesSlug}`);
      expect(bySlug.json().id).toBe(ids.gloves);
      const byParam = await get(`/api/shopping/item/item?urlComponent=${glovesSlug}`);
      expect(byParam.json().id).toBe(ids.gloves);
    });

    it('sanitizes the description HTML', async () => {
      const item = (await get(`/api/shopping/item/item?id=${ids.gloves}`)).json();
      expect(item.description).toBe('<ul><li>Textured fingertips</li></ul><p>Latex-free</p>');
    });

    it('carries no price field for anonymous visitors, anywhere', async () => {
      for (const id of [ids.gloves, ids.matrix, ids.unpriced]) {
        const body = (await get(`/api/shopping/item/item?id=${id}`)).json();
        expect(body.id).toBe(id);
        expect(priceKeys(body)).toEqual([]);
        expect('price' in body).toBe(false);
      }
    });

    it('carries no price field for a user without isPriceVisible', async () => {
      const body = (await get(`/api/shopping/item/item?id=${ids.matrix}`, noPrices)).json();
      expect(body.children).toHaveLength(2);
      expect(priceKeys(body)).toEqual([]);
    });

    it("shows a price-visible buyer their level's price and the List Price", async () => {
      const item = (await get(`/api/shopping/item/item?id=${ids.gloves}`, buyer)).json();
      expect(item.price).toBe(9.99);
      expect(item.prices).toEqual([
        { level: 'List Price', price: 15 },
        { level: 'Tier 1', price: 9.99 },
      ]);
      const unpriced = (await get(`/api/shopping/item/item?id=${ids.unpriced}`, buyer)).json();
      expect(unpriced.price).toBeNull();
      expect(unpriced.prices).toEqual([]);
    });

    it("falls back to the List Price when the buyer's level has no price", async () => {
      const res = await get(`/api/shopping/item/item?id=${ids.gloves}`, peerBuyer);
      // The peer's level is Base Price, which this item has.
      expect(res.json().price).toBe(12);
      const gown = (await get(`/api/shopping/item/item?id=${ids.small}`, peerBuyer)).json();
      expect(gown.price).toBe(7);
      expect(gown.prices).toEqual([{ level: 'List Price', price: 7 }]);
    });

    it('answers a matrix item with its variants in size order, priced per variant', async () => {
      const item = (await get(`/api/shopping/item/item?id=${ids.matrix}`, buyer)).json();
      expect(pluck(pluck(item.children, 'matrixDetails'), 'Size')).toEqual(['Small', 'Large']);
      expect(item.children[0]).toMatchObject({
        id: ids.small,
        quantityAvailable: 0,
        isInStock: false,
        price: 6,
        prices: [
          { level: 'List Price', price: 7 },
          { level: 'Tier 1', price: 6 },
        ],
      });
      // The parent has no price of its own: its cheapest variant's.
      expect(item.price).toBe(6);
      expect(item.isAddableToCart).toBe(true);
      const variant = (await get(`/api/shopping/item/item?id=${ids.large}`, buyer)).json();
      expect(variant).toMatchObject({ parentId: ids.matrix, matrixDetails: { Size: 'Large' }, price: 6.5 });
    });

    it('answers restricted items as not addable and inactive items as inactive', async () => {
      const restricted = (await get(`/api/shopping/item/item?id=${ids.restricted}`, buyer)).json();
      expect(restricted).toMatchObject({ restricted: true, isAddableToCart: false, rxLevel: 1 });
      const inactive = (await get(`/api/shopping/item/item?id=${ids.inactive}`)).json();
      expect(inactive).toMatchObject({ inactive: true, isAddableToCart: false });
    });

    it("gives a logged-in buyer the account's latest purchase with its unit", async () => {
      const item = (await get(`/api/shopping/item/item?id=${ids.gloves}`, buyer)).json();
      expect(item.latestPurchase).toEqual({
        date: lastBought.toISOString(),
        unit: boxUnitId,
        unitDetails: { id: boxUnitId, unitName: 'Box of 100', conversionRate: 100, baseUnit: false },
      });
      const other = (await get(`/api/shopping/item/item?id=${ids.gloves}`, peerBuyer)).json();
      expect(other.latestPurchase).toBeNull();
    });

    it('answers 404 for unknown items and 400 for malformed ids', async () => {
      for (const url of ['/api/shopping/item/item?id=99999999', '/api/shopping/item/item?id=no-such-item']) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Item not found');
      }
      for (const url of [
        '/api/shopping/item/item?id=-5',
        '/api/shopping/item/item?id=0',
        '/api/shopping/item/item?id=%3Cb%3E',
        '/api/shopping/item/item?id=99999999999',
        '/api/shopping/item/item',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message, url).toMatch(/id/);
      }
    });
  });

  describe('related products', () => {
    it('lists active alternatives only, with prices for a price-visible buyer', async () => {
      const res = await get(`/api/shopping/item/alternativeItem?id=${ids.gloves}`, buyer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          id: ids.alternative,
          thumbnailImage: null,
          urlComponent: expect.any(String),
          manufacturer: 'Testwell Medical',
          displayName: 'Vinyl Exam Gloves',
          price: 9.99,
          prices: [
            { level: 'List Price', price: 15 },
            { level: 'Tier 1', price: 9.99 },
          ],
        },
      ]);
    });

    it('wraps each related item in correlatedItem', async () => {
      const res = await get(`/api/shopping/item/correlatedItems?id=${glovesSlug}`, buyer);
      expect(res.json()).toEqual([
        {
          correlatedItem: expect.objectContaining({
            id: ids.correlated,
            displayName: 'Hand Sanitizer Gel',
            price: 9.99,
          }),
        },
      ]);
    });

    it('carries no price fields for anonymous or no-permission callers', async () => {
      for (const headers of [anonymous, noPrices]) {
        const alternatives = (
          await get(`/api/shopping/item/alternativeItem?id=${ids.gloves}`, headers)
        ).json();
        const correlated = (await get(`/api/shopping/item/correlatedItems?id=${ids.gloves}`, headers)).json();
        expect(alternatives).toHaveLength(1);
        expect(correlated).toHaveLength(1);
        expect(priceKeys(alternatives)).toEqual([]);
        expect(priceKeys(correlated)).toEqual([]);
      }
    });

    it('answers 404 for an unknown item and 400 for a bad id', async () => {
      expect((await get('/api/shopping/item/alternativeItem?id=424242424')).statusCode).toBe(404);
      expect((await get('/api/shopping/item/correlatedItems?id=424242424')).statusCode).toBe(404);
      expect((await get('/api/shopping/item/correlatedItems?id=-1')).statusCode).toBe(400);
      expect((await get('/api/shopping/item/alternativeItem')).statusCode).toBe(400);
    });
  });

  describe('quick-order item search (getItemList)', () => {
    it('finds orderable items, variants included and matrix parents not', async () => {
      const res = await get('/api/shopping/item/getItemList?search=isolation%20gown', buyer);
      expect(res.statusCode).toBe(200);
      const found = pluck(res.json(), 'id');
      expect(found).toEqual(expect.arrayContaining([ids.small, ids.large]));
      expect(found).not.toContain(ids.matrix);
      expect(res.json()[0].unit.details.length).toBeGreaterThan(0);
      expect(res.json()[0].price).toEqual(expect.any(Number));
    });

    it('finds an item by part of its MPN, without prices for anonymous callers', async () => {
      const res = await get('/api/shopping/item/getItemList?search=NX-20');
      expect(pluck(res.json(), 'id')).toEqual([ids.gloves]);
      expect(priceKeys(res.json())).toEqual([]);
    });

    it('answers an empty list for terms under 3 characters and 400 without a term', async () => {
      expect((await get('/api/shopping/item/getItemList?search=is')).json()).toEqual([]);
      expect((await get('/api/shopping/item/getItemList?search=%20%20')).json()).toEqual([]);
      expect((await get('/api/shopping/item/getItemList')).statusCode).toBe(400);
    });
  });

  describe('Rx levels and top items', () => {
    it('lists the sellable Rx levels, not level 0 and not unsellable ones', async () => {
      const res = await get('/api/shopping/item/getSellableControlledSubstances');
      expect(res.statusCode).toBe(200);
      const levels = pluck(res.json(), 'id');
      expect(levels).toEqual([1, 3, 4, 5]);
      expect(res.json()[1]).toEqual({ id: 3, name: 'Schedule III', isControlledSubstance: true });
    });

    it('answers the most ordered items as cards, without inactive items or prices for visitors', async () => {
      const res = await get('/api/shopping/item/topItems');
      const cards = res.json();
      expect(cards[0].id).toBe(ids.gloves);
      expect(cards[1].id).toBe(ids.matrix);
      expect(pluck(cards, 'id')).not.toContain(ids.inactive);
      expect(pluck(cards, 'id')).not.toContain(ids.small);
      expect(priceKeys(cards)).toEqual([]);
      const priced = (await get('/api/shopping/item/topItems', buyer)).json();
      expect(priced[0].price).toBe(9.99);
    });
  });

  describe('personalised groups', () => {
    it('need a login', async () => {
      for (const url of [
        '/api/shopping/item/purchaseAgain',
        '/api/shopping/item/industrySuggestions',
        '/api/shopping/item/userItems',
        '/api/shopping/item/timeToReorder',
        '/api/shopping/item/recentUserSearchProducts',
      ]) {
        expect((await get(url)).statusCode, url).toBe(401);
      }
    });

    it("answer purchase-again from the account's orders, with the latest purchase", async () => {
      const cards = (await get('/api/shopping/item/purchaseAgain', buyer)).json();
      expect(pluck(cards, 'id')).toEqual([ids.gloves]);
      expect(cards[0].latestPurchase.unit).toBe(boxUnitId);
    });

    it('suggest what accounts of the same business type buy, merged after purchase-again', async () => {
      const suggestions = (await get('/api/shopping/item/industrySuggestions', buyer)).json();
      // The peer bought a variant of the gown: the gown is suggested, as its matrix item.
      expect(pluck(suggestions, 'id')).toEqual([ids.matrix]);
      const merged = (await get('/api/shopping/item/userItems', buyer)).json();
      expect(pluck(merged, 'id')).toEqual([ids.gloves, ids.matrix]);
      // The peer already buys the gown, so it is not suggested back to them.
      const peers = (await get('/api/shopping/item/industrySuggestions', peerBuyer)).json();
      expect(pluck(peers, 'id')).toEqual([ids.gloves]);
    });

    it('lists items whose usual reorder interval has passed', async () => {
      // Bought 200 and 100 days ago: due again about now.
      const cards = (await get('/api/shopping/item/timeToReorder', buyer)).json();
      expect(pluck(cards, 'id')).toEqual([ids.gloves]);
      // A single purchase gives no interval.
      expect((await get('/api/shopping/item/timeToReorder', peerBuyer)).json()).toEqual([]);
    });

    it('carry no price fields for a user without isPriceVisible', async () => {
      const cards = (await get('/api/shopping/item/userItems', noPrices)).json();
      expect(cards.length).toBe(2);
      expect(priceKeys(cards)).toEqual([]);
    });
  });

  it('lists the catalogue operations in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/shopping/category/getCategories',
        '/api/shopping/category/getCategoryBySubCategoryUrl',
        '/api/shopping/item/item',
        '/api/shopping/item/paginate',
        '/api/shopping/item/filters',
        '/api/shopping/item/purchaseAgain',
      ]),
    );
  });
});
