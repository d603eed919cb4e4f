// Item-list API through HTTP (service spec §7 "Item lists"): lists and their lines, the updated flag,
// shared lists (read only for other contacts: 403), other accounts' and unshared lists never
// revealed (404), bad payloads (400), anonymous callers (401), price keys only with price
// visibility, the account a parent login acts for, and a subscription going with its list.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ItemList, ListDetailsResponse, UpsertListDetailResponse, paths } from '@medsupply/contract';
import { itemListDetails, itemLists, subscriptions } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createAccount, createCatalogItem, createUser, keyPaths, loginAs } from '../../../test/factories.ts';

type Headers = Record<string, string>;

describe('item-list API', () => {
  let t: TestContext;
  /** Owner, a colleague of the same account, a colleague without prices, someone of another account. */
  let owner: Headers;
  let colleague: Headers;
  let noPrices: Headers;
  let outsider: Headers;
  let ownerId = 0;
  let colleagueId = 0;
  let accountId = 0;
  let parentAccountId = 0;
  let parentUser = { id: 0, accountId: 0 };
  const item = { id: 0, each: 0, box: 0 };
  const other = { id: 0, each: 0 };
  const ids = {
    matrix: 0,
    variant: 0,
    variantUnit: 0,
    inactive: 0,
    inactiveUnit: 0,
    unpriced: 0,
    unpricedUnit: 0,
  };

  beforeAll(async () => {
    t = await createTestContext();
    const { db, config } = t;
    const account = await createAccount(db);
    const otherAccount = await createAccount(db);
    accountId = account.id;
    const ownerRow = await createUser(db, { accountId, firstName: 'Olive' });
    const colleagueRow = await createUser(db, { accountId, firstName: 'Colin' });
    const noPricesRow = await createUser(db, { accountId, isPriceVisible: false });
    const outsiderRow = await createUser(db, { accountId: otherAccount.id });
    ownerId = ownerRow.id;
    colleagueId = colleagueRow.id;
    owner = (await loginAs(db, config, ownerRow)).headers;
    colleague = (await loginAs(db, config, colleagueRow)).headers;
    noPrices = (await loginAs(db, config, noPricesRow)).headers;
    outsider = (await loginAs(db, config, outsiderRow)).headers;

    const parentAccount = await createAccount(db);
    parentAccountId = parentAccount.id;
    const parent = await createUser(db, { accountId: parentAccount.id, isParentLogin: true });
    parentUser = { id: parent.id, accountId: parent.accountId };

    const gloves = await createCatalogItem(db, {
      displayName: 'Nitrile Exam Gloves',
      units: [
        ['Each', 1],
        ['Box of 100', 100],
      ],
      prices: { 'List Price': 15, 'Base Price': 12 },
      thumbnailUrl: '/media/gloves.jpg',
    });
    Object.assign(item, { id: gloves.item.id, each: gloves.units[0]!.id, box: gloves.units[1]!.id });
    const gauze = await createCatalogItem(db, { displayName: 'Gauze Pads' });
    Object.assign(other, { id: gauze.item.id, each: gauze.units[0]!.id });
    const matrix = await createCatalogItem(db, {
      displayName: 'Isolation Gown',
      isMatrixParent: true,
      prices: {},
    });
    const variant = await createCatalogItem(db, {
      displayName: 'Isolation Gown, Large',
      parentId: matrix.item.id,
      matrixDetails: { Size: 'Large' },
    });
    const inactive = await createCatalogItem(db, { displayName: 'Retired Tape', inactive: true });
    const unpriced = await createCatalogItem(db, { displayName: 'Quote Only Monitor', prices: {} });
    Object.assign(ids, {
      matrix: matrix.item.id,
      variant: variant.item.id,
      variantUnit: variant.units[0]!.id,
      inactive: inactive.item.id,
      inactiveUnit: inactive.units[0]!.id,
      unpriced: unpriced.item.id,
      unpricedUnit: unpriced.units[0]!.id,
    });
  });

  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, headers: Headers, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
  /** A GET with query parameters; undefined ones are left out. */
  const get = (url: string, headers: Headers, query: Record<string, string | number | undefined>) =>
    t.app.inject({
      method: 'GET',
      url,
      headers,
      query: Object.fromEntries(
        Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
      ),
    });

  async function createList(headers: Headers, name: string, shared = false) {
    const res = await post(paths.itemList.createList, headers, { name, shared });
    expect(res.statusCode).toBe(200);
    return ItemList.parse(res.json());
  }
  async function upsert(headers: Headers, payload: Record<string, unknown>) {
    const res = await post(paths.itemList.upsertListDetail, headers, payload);
    expect(res.statusCode, res.body).toBe(200);
    return UpsertListDetailResponse.parse(res.json());
  }
  async function details(headers: Headers, itemListId: number) {
    const res = await get(paths.itemList.getListDetails, headers, { itemListId });
    expect(res.statusCode, res.body).toBe(200);
    return ListDetailsResponse.parse(res.json());
  }
  const lineRows = (listId: number) =>
    t.db
      .select({
        id: itemListDetails.id,
        itemId: itemListDetails.itemId,
        unitId: itemListDetails.unitId,
        quantity: itemListDetails.quantity,
      })
      .from(itemListDetails)
      .where(eq(itemListDetails.itemListId, listId))
      .orderBy(itemListDetails.id);
  const listRow = async (listId: number) =>
    (await t.db.select().from(itemLists).where(eq(itemLists.id, listId)))[0];

  describe('every call needs a login', () => {
    const calls: Array<[string, 'GET' | 'POST', Record<string, unknown>]> = [
      [paths.itemList.getAllLists, 'GET', {}],
      [paths.itemList.getListDetails, 'GET', { itemListId: 1 }],
      [paths.itemList.getListsByItemId, 'GET', { itemId: 1, unit: 1 }],
      [paths.itemList.createList, 'POST', { name: 'Mine' }],
      [paths.itemList.editList, 'POST', { id: 1, name: 'Mine' }],
      [paths.itemList.deleteList, 'POST', { id: 1 }],
      [paths.itemList.upsertListDetail, 'POST', { itemListId: 1, itemId: 1, unit: 1, quantity: 1 }],
      [paths.itemList.deleteListDetail, 'POST', { id: 1 }],
      [paths.itemList.deleteListDetailByItemListId, 'POST', { itemListId: 1, itemId: 1, unit: 1 }],
    ];
    it.each(calls)('%s answers 401 without a token', async (url, method, payload) => {
      const res =
        method === 'GET'
          ? await t.app.inject({
              method,
              url,
              query: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])),
            })
          : await t.app.inject({ method, url, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please log in to continue.');
    });
  });

  describe('lists', () => {
    it('creates a list owned by the caller, with a trimmed name', async () => {
      const list = await createList(owner, '   Exam Room Restock  ');
      expect(list).toMatchObject({
        name: 'Exam Room Restock',
        contactId: ownerId,
        isOwner: true,
        shared: false,
        subscription: false,
        itemListDetailCount: 0,
      });
      expect(list.contactName).toMatch(/^Olive Tester/);
      expect(new Date(list.createdAt).getTime()).not.toBeNaN();
      const row = await listRow(list.id);
      expect(row).toMatchObject({ accountId, contactId: ownerId, name: 'Exam Room Restock' });
    });

    it.each([
      [{ name: '   ' }, 'Please enter a list name'],
      [{ name: '' }, 'Please enter a list name'],
      [{ name: 'x'.repeat(101) }, 'List name must be at most 100 characters'],
      [{}, 'name'],
      [{ name: 42 }, 'name'],
      [{ name: 'Fine', shared: 'yes' }, 'shared'],
    ])('refuses a bad createList payload %j with 400', async (payload, message) => {
      const res = await post(paths.itemList.createList, owner, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it('accepts a name of exactly 100 characters', async () => {
      const list = await createList(owner, 'y'.repeat(100));
      expect(list.name).toHaveLength(100);
    });

    it('edits name, sharing and subscription, keeping omitted fields', async () => {
      const list = await createList(owner, 'Front Desk');
      const renamed = await post(paths.itemList.editList, owner, {
        id: list.id,
        name: '  Front Desk Supplies ',
      });
      expect(renamed.statusCode).toBe(200);
      expect(ItemList.parse(renamed.json())).toMatchObject({
        id: list.id,
        name: 'Front Desk Supplies',
        shared: false,
        subscription: false,
      });
      const shared = await post(paths.itemList.editList, owner, {
        id: list.id,
        shared: true,
        subscription: true,
      });
      expect(ItemList.parse(shared.json())).toMatchObject({
        name: 'Front Desk Supplies',
        shared: true,
        subscription: true,
      });
      const off = await post(paths.itemList.editList, owner, { id: list.id, subscription: false });
      expect(ItemList.parse(off.json())).toMatchObject({ shared: true, subscription: false });
      expect(await listRow(list.id)).toMatchObject({ shared: true, isSubscription: false });
    });

    it.each([
      [{ id: 0, name: 'x' }, 'id'],
      [{ id: -3 }, 'id'],
      [{ id: 'abc' }, 'id'],
      [{ id: 1.5 }, 'id'],
      [{ id: 1, name: '  ' }, 'Please enter a list name'],
      [{ id: 1, subscription: 'on' }, 'subscription'],
    ])('refuses a bad editList payload %j with 400', async (payload, message) => {
      const res = await post(paths.itemList.editList, owner, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it('stops the schedule of a list that is no longer a subscription', async () => {
      const list = await createList(owner, 'Monthly Gloves');
      await post(paths.itemList.editList, owner, { id: list.id, subscription: true });
      await t.db
        .insert(subscriptions)
        .values({ itemListId: list.id, intervalWeeks: 4, nextRunOn: '2027-01-04' });
      await post(paths.itemList.editList, owner, { id: list.id, subscription: false });
      const [schedule] = await t.db
        .select({ active: subscriptions.active })
        .from(subscriptions)
        .where(eq(subscriptions.itemListId, list.id));
      expect(schedule?.active).toBe(false);
    });

    it('deletes a list with its lines and its subscription', async () => {
      const list = await createList(owner, 'Doomed');
      await upsert(owner, { itemListId: list.id, itemId: item.id, unit: item.each, quantity: 2 });
      await post(paths.itemList.editList, owner, { id: list.id, subscription: true });
      await t.db
        .insert(subscriptions)
        .values({ itemListId: list.id, intervalWeeks: 2, nextRunOn: '2027-02-01' });

      const res = await post(paths.itemList.deleteList, owner, { id: list.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ updated: true });
      expect(await listRow(list.id)).toBeUndefined();
      expect(await lineRows(list.id)).toEqual([]);
      const schedules = await t.db.select().from(subscriptions).where(eq(subscriptions.itemListId, list.id));
      expect(schedules).toEqual([]);
      const again = await post(paths.itemList.deleteList, owner, { id: list.id });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('Item list not found');
    });

    it('refuses bad deleteList ids with 400', async () => {
      for (const id of [0, -1, 'x', null, 2_147_483_648, 1e20]) {
        const res = await post(paths.itemList.deleteList, owner, { id });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain('id');
      }
    });
  });

  describe('getAllLists and sharing', () => {
    let ownList: ItemList;
    let sharedByColleague: ItemList;
    let privateOfColleague: ItemList;
    let outsiderShared: ItemList;

    beforeAll(async () => {
      ownList = await createList(owner, 'Aardvark Own List');
      sharedByColleague = await createList(colleague, 'Aardvark Shared Kit', true);
      privateOfColleague = await createList(colleague, 'Aardvark Private', false);
      outsiderShared = await createList(outsider, 'Aardvark Other Clinic', true);
      await upsert(colleague, {
        itemListId: sharedByColleague.id,
        itemId: item.id,
        unit: item.box,
        quantity: 3,
      });
      await upsert(colleague, {
        itemListId: sharedByColleague.id,
        itemId: other.id,
        unit: other.each,
        quantity: 1,
      });
    });

    const listsOf = async (headers: Headers, query: { showShared?: string } = {}) => {
      const res = await get(paths.itemList.getAllLists, headers, query);
      expect(res.statusCode, res.body).toBe(200);
      return ItemList.array().parse(res.json());
    };

    it("answers only the caller's own lists by default", async () => {
      for (const query of [{}, { showShared: 'false' }]) {
        const lists = await listsOf(owner, query);
        const listIds = lists.map((l) => l.id);
        expect(listIds).toContain(ownList.id);
        expect(listIds).not.toContain(sharedByColleague.id);
        expect(listIds).not.toContain(privateOfColleague.id);
        expect(listIds).not.toContain(outsiderShared.id);
        expect(lists.every((l) => l.isOwner && l.contactId === ownerId)).toBe(true);
      }
    });

    it("adds the account's shared lists of other contacts with showShared=true, marked not owned", async () => {
      const lists = await listsOf(owner, { showShared: 'true' });
      const listIds = lists.map((l) => l.id);
      expect(listIds).toContain(ownList.id);
      expect(listIds).not.toContain(privateOfColleague.id);
      expect(listIds).not.toContain(outsiderShared.id);
      const shared = lists.find((l) => l.id === sharedByColleague.id);
      expect(shared).toMatchObject({
        isOwner: false,
        shared: true,
        contactId: colleagueId,
        itemListDetailCount: 2,
      });
      expect(shared?.contactName).toMatch(/^Colin Tester/);
      // Own lists come first.
      const firstShared = lists.findIndex((l) => !l.isOwner);
      expect(lists.slice(firstShared).every((l) => !l.isOwner)).toBe(true);
    });

    it('refuses a showShared that is not true or false', async () => {
      const res = await get(paths.itemList.getAllLists, owner, { showShared: 'yes' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("showShared must be 'true' or 'false'");
    });

    it('lets another contact of the account read a shared list, not a private one', async () => {
      const body = await details(owner, sharedByColleague.id);
      expect(body.list).toMatchObject({ id: sharedByColleague.id, isOwner: false });
      expect(body.details.map((d) => d.itemId)).toEqual([item.id, other.id]);
      const hidden = await get(paths.itemList.getListDetails, owner, { itemListId: privateOfColleague.id });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe('Item list not found');
    });

    it('answers 403 to another contact changing a shared list, and leaves it unchanged', async () => {
      const before = await lineRows(sharedByColleague.id);
      const line = before[0]!;
      const attempts = [
        post(paths.itemList.editList, owner, { id: sharedByColleague.id, name: 'Hijacked', shared: false }),
        post(paths.itemList.deleteList, owner, { id: sharedByColleague.id }),
        post(paths.itemList.upsertListDetail, owner, {
          itemListId: sharedByColleague.id,
          itemId: item.id,
          unit: item.each,
          quantity: 9,
        }),
        post(paths.itemList.upsertListDetail, owner, {
          id: line.id,
          itemListId: sharedByColleague.id,
          itemId: line.itemId,
          unit: line.unitId,
          quantity: 9,
        }),
        post(paths.itemList.deleteListDetail, owner, { id: line.id }),
        post(paths.itemList.deleteListDetailByItemListId, owner, {
          itemListId: sharedByColleague.id,
          itemId: line.itemId,
          unit: line.unitId,
        }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Only the contact who created this list can change it.');
      }
      expect(await lineRows(sharedByColleague.id)).toEqual(before);
      expect(await listRow(sharedByColleague.id)).toMatchObject({
        name: 'Aardvark Shared Kit',
        shared: true,
      });
    });

    it('answers 404 for a list of another account on every call that takes a list id', async () => {
      for (const [listId, headers] of [
        [outsiderShared.id, owner],
        [privateOfColleague.id, owner],
        [ownList.id, outsider],
        [2_000_000_000, owner],
      ] as const) {
        const calls = [
          get(paths.itemList.getListDetails, headers, { itemListId: listId }),
          post(paths.itemList.editList, headers, { id: listId, name: 'Mine now' }),
          post(paths.itemList.deleteList, headers, { id: listId }),
          post(paths.itemList.upsertListDetail, headers, {
            itemListId: listId,
            itemId: item.id,
            unit: item.each,
            quantity: 1,
          }),
          post(paths.itemList.deleteListDetailByItemListId, headers, {
            itemListId: listId,
            itemId: item.id,
            unit: item.box,
          }),
        ];
        for (const res of await Promise.all(calls)) {
          expect(res.statusCode).toBe(404);
          expect(res.json().message).toBe('Item list not found');
        }
      }
      expect(await listRow(outsiderShared.id)).toMatchObject({ name: 'Aardvark Other Clinic' });
      expect(await listRow(ownList.id)).toMatchObject({ name: 'Aardvark Own List' });
      expect(await lineRows(sharedByColleague.id)).toHaveLength(2);
    });

    it("answers updated: false for a line of another account's list and keeps it", async () => {
      const [line] = await lineRows(sharedByColleague.id);
      const res = await post(paths.itemList.deleteListDetail, outsider, { id: line!.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ updated: false });
      expect(await lineRows(sharedByColleague.id)).toHaveLength(2);
    });

    it("shows a list to the account the session acts for, not the login's own account", async () => {
      const atHome = await loginAs(t.db, t.config, parentUser);
      const actingForChild = await loginAs(t.db, t.config, { id: parentUser.id, accountId });
      const homeList = await createList(atHome.headers, 'Parent Office');
      const childList = await createList(actingForChild.headers, 'Child Clinic Restock');
      expect(await listRow(childList.id)).toMatchObject({ accountId, contactId: parentUser.id });
      expect(await listRow(homeList.id)).toMatchObject({ accountId: parentAccountId });

      const childLists = (await listsOf(actingForChild.headers, { showShared: 'true' })).map((l) => l.id);
      expect(childLists).toContain(childList.id);
      expect(childLists).toContain(sharedByColleague.id);
      expect(childLists).not.toContain(homeList.id);
      const missing = await get(paths.itemList.getListDetails, actingForChild.headers, {
        itemListId: homeList.id,
      });
      expect(missing.statusCode).toBe(404);
      const homeLists = (await listsOf(atHome.headers, { showShared: 'true' })).map((l) => l.id);
      expect(homeLists).toEqual([homeList.id]);
    });
  });

  describe('list lines', () => {
    it('adds a line, then sets the quantity of the same item and unit (updated false, then true)', async () => {
      const list = await createList(owner, 'Lines');
      const added = await upsert(owner, {
        itemListId: list.id,
        itemId: item.id,
        unit: item.box,
        quantity: 2,
      });
      expect(added.updated).toBe(false);
      expect(added.detail).toMatchObject({
        itemListId: list.id,
        itemId: item.id,
        unit: item.box,
        quantity: 2,
        displayName: 'Nitrile Exam Gloves',
        thumbnailImage: '/media/gloves.jpg',
        isAddableToCart: true,
        restricted: false,
        rxLevel: 0,
        // 12 cents a glove × 100 a box × 2 boxes (service spec §9).
        price: 0.12,
        lineTotal: 24,
      });
      expect(added.detail.units.map((u) => u.unitName)).toEqual(['Each', 'Box of 100']);

      const set = await upsert(owner, { itemListId: list.id, itemId: item.id, unit: item.box, quantity: 5 });
      expect(set.updated).toBe(true);
      expect(set.detail).toMatchObject({ id: added.detail.id, quantity: 5, lineTotal: 60 });

      const each = await upsert(owner, {
        itemListId: list.id,
        itemId: item.id,
        unit: item.each,
        quantity: 1,
      });
      expect(each.updated).toBe(false);
      expect(each.detail.id).not.toBe(added.detail.id);
      expect(await lineRows(list.id)).toEqual([
        { id: added.detail.id, itemId: item.id, unitId: item.box, quantity: 5 },
        { id: each.detail.id, itemId: item.id, unitId: item.each, quantity: 1 },
      ]);
      const body = await details(owner, list.id);
      expect(body.list.itemListDetailCount).toBe(2);
      expect(body.details.map((d) => [d.unit, d.quantity])).toEqual([
        [item.box, 5],
        [item.each, 1],
      ]);
    });

    it.each([
      [2.7, 2],
      [0, 1],
      [-5, 1],
      [0.4, 1],
    ])('floors quantity %d to %d (at least 1)', async (quantity, expected) => {
      const list = await createList(owner, `Quantities ${quantity}`);
      const res = await upsert(owner, { itemListId: list.id, itemId: other.id, unit: other.each, quantity });
      expect(res.detail.quantity).toBe(expected);
    });

    it('edits a line by id: quantity and unit change in place', async () => {
      const list = await createList(owner, 'Edit In Place');
      const added = await upsert(owner, {
        itemListId: list.id,
        itemId: item.id,
        unit: item.each,
        quantity: 4,
      });
      const edited = await upsert(owner, {
        id: added.detail.id,
        itemListId: list.id,
        itemId: item.id,
        unit: item.box,
        quantity: 3,
      });
      expect(edited.updated).toBe(true);
      expect(edited.detail).toMatchObject({ id: added.detail.id, unit: item.box, quantity: 3 });
      expect(await lineRows(list.id)).toEqual([
        { id: added.detail.id, itemId: item.id, unitId: item.box, quantity: 3 },
      ]);
    });

    it('merges an edited line into the line that already holds the new unit', async () => {
      const list = await createList(owner, 'Merge');
      const eachLine = await upsert(owner, {
        itemListId: list.id,
        itemId: item.id,
        unit: item.each,
        quantity: 4,
      });
      const boxLine = await upsert(owner, {
        itemListId: list.id,
        itemId: item.id,
        unit: item.box,
        quantity: 2,
      });
      const merged = await upsert(owner, {
        id: eachLine.detail.id,
        itemListId: list.id,
        itemId: item.id,
        unit: item.box,
        quantity: 3,
      });
      expect(merged.updated).toBe(true);
      expect(merged.detail).toMatchObject({ id: boxLine.detail.id, unit: item.box, quantity: 5 });
      expect(await lineRows(list.id)).toEqual([
        { id: boxLine.detail.id, itemId: item.id, unitId: item.box, quantity: 5 },
      ]);
    });

    it('refuses to edit by id a line of another list, or with another item', async () => {
      const list = await createList(owner, 'Edit Guard');
      const elsewhere = await createList(owner, 'Edit Guard Elsewhere');
      const line = await upsert(owner, {
        itemListId: elsewhere.id,
        itemId: item.id,
        unit: item.each,
        quantity: 1,
      });
      const wrongList = await post(paths.itemList.upsertListDetail, owner, {
        id: line.detail.id,
        itemListId: list.id,
        itemId: item.id,
        unit: item.each,
        quantity: 7,
      });
      expect(wrongList.statusCode).toBe(404);
      expect(wrongList.json().message).toBe('Item list line not found');
      const wrongItem = await post(paths.itemList.upsertListDetail, owner, {
        id: line.detail.id,
        itemListId: elsewhere.id,
        itemId: other.id,
        unit: other.each,
        quantity: 7,
      });
      expect(wrongItem.statusCode).toBe(400);
      expect(wrongItem.json().message).toContain('itemId');
      expect(await lineRows(elsewhere.id)).toEqual([
        { id: line.detail.id, itemId: item.id, unitId: item.each, quantity: 1 },
      ]);
      expect(await lineRows(list.id)).toEqual([]);
    });

    it('validates the item and unit of a line', async () => {
      const list = await createList(owner, 'Validation');
      const base = { itemListId: list.id, quantity: 1 };
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [{ ...base, itemId: 1_999_999_999, unit: item.each }, 404, 'Item not found'],
        [{ ...base, itemId: item.id, unit: other.each }, 400, 'unit'],
        [
          { ...base, itemId: ids.matrix, unit: item.each },
          422,
          'Please choose a size or variant before adding this item to a list.',
        ],
        [
          { ...base, itemId: ids.inactive, unit: ids.inactiveUnit },
          422,
          'This product is currently unavailable. Please check back later!',
        ],
        [{ ...base, itemId: item.id, unit: item.each, quantity: '3' }, 400, 'quantity must be a number'],
        [{ ...base, itemId: item.id, unit: item.each, quantity: null }, 400, 'quantity'],
        [{ itemListId: list.id, itemId: item.id, unit: item.each }, 400, 'quantity'],
        [{ ...base, itemId: item.id, unit: item.each, quantity: 1_000_001 }, 400, 'quantity'],
        [{ ...base, itemId: 0, unit: item.each }, 400, 'itemId'],
        [{ ...base, itemId: item.id, unit: -1 }, 400, 'unit'],
        [{ ...base, itemListId: 'one', itemId: item.id, unit: item.each }, 400, 'itemListId'],
        [{ ...base, id: 0, itemId: item.id, unit: item.each }, 400, 'id'],
        [{ ...base, itemId: 2_147_483_648, unit: item.each }, 400, 'itemId'],
        [{ ...base, itemListId: 2_147_483_648, itemId: item.id, unit: item.each }, 400, 'itemListId'],
      ];
      for (const [payload, status, message] of cases) {
        const res = await post(paths.itemList.upsertListDetail, owner, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        expect(res.json().message).toContain(message);
      }
      expect(await lineRows(list.id)).toEqual([]);
      const variant = await upsert(owner, { ...base, itemId: ids.variant, unit: ids.variantUnit });
      expect(variant.detail).toMatchObject({ itemId: ids.variant, matrixDetails: { Size: 'Large' } });
    });

    it('shows an unpriced item with null price and line total', async () => {
      const list = await createList(owner, 'Unpriced');
      const res = await upsert(owner, {
        itemListId: list.id,
        itemId: ids.unpriced,
        unit: ids.unpricedUnit,
        quantity: 2,
      });
      expect(res.detail.price).toBeNull();
      expect(res.detail.lineTotal).toBeNull();
    });

    it('deletes a line by id: updated true, then false when it is gone', async () => {
      const list = await createList(owner, 'Delete By Id');
      const line = await upsert(owner, {
        itemListId: list.id,
        itemId: item.id,
        unit: item.each,
        quantity: 1,
      });
      const first = await post(paths.itemList.deleteListDetail, owner, { id: line.detail.id });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ updated: true });
      expect(await lineRows(list.id)).toEqual([]);
      const second = await post(paths.itemList.deleteListDetail, owner, { id: line.detail.id });
      expect(second.json()).toEqual({ updated: false });
      const bad = await post(paths.itemList.deleteListDetail, owner, { id: -1 });
      expect(bad.statusCode).toBe(400);
    });

    it('deletes a line by list, item and unit: updated true, then false', async () => {
      const list = await createList(owner, 'Delete By Key');
      await upsert(owner, { itemListId: list.id, itemId: item.id, unit: item.each, quantity: 1 });
      await upsert(owner, { itemListId: list.id, itemId: item.id, unit: item.box, quantity: 1 });
      const payload = { itemListId: list.id, itemId: item.id, unit: item.each };
      const first = await post(paths.itemList.deleteListDetailByItemListId, owner, payload);
      expect(first.json()).toEqual({ updated: true });
      expect((await lineRows(list.id)).map((l) => l.unitId)).toEqual([item.box]);
      const second = await post(paths.itemList.deleteListDetailByItemListId, owner, payload);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ updated: false });
      const bad = await post(paths.itemList.deleteListDetailByItemListId, owner, { ...payload, unit: 'box' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('unit');
    });

    it('answers which own lists hold an item in a unit', async () => {
      const a = await createList(owner, 'Holder A');
      const b = await createList(owner, 'Holder B');
      const colleaguesShared = await createList(colleague, 'Colleague Holder', true);
      const lineA = await upsert(owner, {
        itemListId: a.id,
        itemId: other.id,
        unit: other.each,
        quantity: 3,
      });
      await upsert(owner, { itemListId: b.id, itemId: item.id, unit: item.box, quantity: 1 });
      await upsert(colleague, {
        itemListId: colleaguesShared.id,
        itemId: other.id,
        unit: other.each,
        quantity: 8,
      });

      const res = await get(paths.itemList.getListsByItemId, owner, { itemId: other.id, unit: other.each });
      expect(res.statusCode).toBe(200);
      const mine = res
        .json<Array<{ itemListId: number }>>()
        .filter((r) => [a.id, b.id, colleaguesShared.id].includes(r.itemListId));
      expect(mine).toEqual([{ itemListId: a.id, detailId: lineA.detail.id, quantity: 3 }]);

      for (const query of [{ itemId: 'x', unit: 1 }, { itemId: 1 }, { itemId: 0, unit: 1 }]) {
        const bad = await get(paths.itemList.getListsByItemId, owner, query);
        expect(bad.statusCode).toBe(400);
      }
    });

    it('keeps one line when the same item and unit are added concurrently', async () => {
      const list = await createList(owner, 'Concurrent');
      const quantities = [1, 2, 3, 4, 5];
      const results = await Promise.all(
        quantities.map((quantity) =>
          upsert(owner, { itemListId: list.id, itemId: other.id, unit: other.each, quantity }),
        ),
      );
      expect(results.filter((r) => !r.updated)).toHaveLength(1);
      expect(new Set(results.map((r) => r.detail.id)).size).toBe(1);
      const lines = await lineRows(list.id);
      expect(lines).toHaveLength(1);
      expect(quantities).toContain(lines[0]?.quantity);
    });

    it('reads a list with a fixed number of statements, whatever its length', async () => {
      const short = await createList(owner, 'Short');
      const long = await createList(owner, 'Long');
      await upsert(owner, { itemListId: short.id, itemId: item.id, unit: item.each, quantity: 1 });
      for (const [itemId, unit] of [
        [item.id, item.each],
        [item.id, item.box],
        [other.id, other.each],
        [ids.variant, ids.variantUnit],
        [ids.unpriced, ids.unpricedUnit],
      ] as const) {
        await upsert(owner, { itemListId: long.id, itemId, unit, quantity: 2 });
      }
      const statementsFor = async (run: () => Promise<unknown>) => {
        const spy = vi.spyOn(t.db, 'execute');
        try {
          await run();
          return spy.mock.calls.length;
        } finally {
          spy.mockRestore();
        }
      };
      const shortCount = await statementsFor(() => details(owner, short.id));
      const longCount = await statementsFor(async () => {
        expect((await details(owner, long.id)).details).toHaveLength(5);
      });
      expect(shortCount).toBeGreaterThan(0);
      expect(longCount).toBe(shortCount);
      const allLists = await statementsFor(() =>
        get(paths.itemList.getAllLists, owner, { showShared: 'true' }),
      );
      expect(allLists).toBe(1);
    });

    it('refuses bad getListDetails ids with 400', async () => {
      for (const itemListId of ['abc', '0', '-2', '1.5', '99999999999']) {
        const res = await get(paths.itemList.getListDetails, owner, { itemListId });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain('itemListId');
      }
    });
  });

  it('documents every item-list call in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const documented = res.json().paths as Record<string, Record<string, unknown>>;
    for (const path of Object.values(paths.itemList)) {
      expect(Object.keys(documented[path] ?? {}), path).toHaveLength(1);
    }
  });

  describe('price visibility', () => {
    it('leaves price and lineTotal out entirely for a contact without price visibility', async () => {
      const list = await createList(noPrices, 'No Prices');
      const added = await post(paths.itemList.upsertListDetail, noPrices, {
        itemListId: list.id,
        itemId: item.id,
        unit: item.box,
        quantity: 2,
      });
      expect(added.statusCode).toBe(200);
      const listed = await get(paths.itemList.getListDetails, noPrices, { itemListId: list.id });
      for (const body of [added.json(), listed.json()]) {
        expect(keyPaths(body, 'price')).toEqual([]);
        expect(keyPaths(body, 'lineTotal')).toEqual([]);
        expect(keyPaths(body, 'prices')).toEqual([]);
      }
      expect(listed.json().details[0]).toMatchObject({ itemId: item.id, unit: item.box, quantity: 2 });

      // The same list seen by a colleague with prices, once shared, carries them.
      await post(paths.itemList.editList, noPrices, { id: list.id, shared: true });
      const priced = await get(paths.itemList.getListDetails, owner, { itemListId: list.id });
      expect(keyPaths(priced.json(), 'price')).toEqual(['details.0.price']);
      expect(priced.json().details[0].lineTotal).toBe(24);
    });
  });
});
