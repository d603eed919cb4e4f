// GET /api/storefront/shell (issue 30, ADR 0043) through HTTP: a visitor gets the site config and
// the shell content; a signed-in buyer also gets their part, each entry the very answer of the route
// the browser asks for it (currentUser, getRelatedAccounts, getCart, getAllLists, the bell, the
// sellable Rx levels), read in one statement; a buyer without isPriceVisible gets no money field;
// nothing of another contact or account shows.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths, type StorefrontShellResponse } from '@medsupply/contract';
import { notifications } from '../../db/schema/index.ts';
import {
  createAccount,
  createContentEntry,
  createItem,
  createUser,
  grantAccountAccess,
  keyPaths,
  loginAs,
} from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

type Headers = Record<string, string>;

const MONEY_KEYS = [
  'price',
  'lineTotal',
  'subtotal',
  'shipping',
  'tax',
  'taxRate',
  'total',
  'convenienceFee',
];

describe('the document shell in one read', () => {
  let t: TestContext;
  const who = {
    buyer: {} as Headers,
    noPrices: {} as Headers,
    colleague: {} as Headers,
    parent: {} as Headers,
  };
  const ids = { item: 0, unit: 0, otherItem: 0, otherUnit: 0, childAccount: 0, buyer: 0 };

  const get = async (url: string, headers: Headers = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json<unknown>() };
  };
  const post = async (url: string, headers: Headers, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(res.statusCode).toBe(200);
    return res.json<unknown>();
  };
  const shell = async (headers: Headers = {}) => {
    const res = await get(paths.storefront.shell, headers);
    expect(res.status).toBe(200);
    return res.body as StorefrontShellResponse;
  };

  beforeAll(async () => {
    t = await createTestContext({ workJobs: false });
    const account = await createAccount(t.db, { priceLevel: 'Base Price' });
    const other = await createAccount(t.db, { priceLevel: 'Base Price' });
    const child = await createAccount(t.db, { parentId: account.id });
    ids.childAccount = child.id;
    const buyer = await createUser(t.db, { accountId: account.id });
    const noPrices = await createUser(t.db, { accountId: account.id, isPriceVisible: false });
    const colleague = await createUser(t.db, { accountId: account.id });
    const outsider = await createUser(t.db, { accountId: other.id });
    const parent = await createUser(t.db, { accountId: account.id, isParentLogin: true });
    await grantAccountAccess(t.db, parent.id, other.id);
    ids.buyer = buyer.id;
    who.buyer = (await loginAs(t.db, t.config, buyer)).headers;
    who.noPrices = (await loginAs(t.db, t.config, noPrices)).headers;
    who.colleague = (await loginAs(t.db, t.config, colleague)).headers;
    who.parent = (await loginAs(t.db, t.config, parent)).headers;
    const outsiderHeaders = (await loginAs(t.db, t.config, outsider)).headers;

    const item = await createItem(t.db, { prices: { 'List Price': 1500, 'Base Price': 1250 } });
    const otherItem = await createItem(t.db, { prices: { 'List Price': 900, 'Base Price': 800 } });
    Object.assign(ids, {
      item: item.item.id,
      unit: item.units[0]?.id ?? 0,
      otherItem: otherItem.item.id,
      otherUnit: otherItem.units[0]?.id ?? 0,
    });
    await createContentEntry(t.db, {
      kind: 'alertBanner',
      data: { enabled: true, tone: 'info', html: '<p>Closed Monday</p>' },
    });

    // The buyer's own cart, list and notification, and the others' (which must not show).
    await post(paths.cart.addItem, who.buyer, { itemId: ids.item, unit: ids.unit, quantity: 3 });
    await post(paths.cart.addItem, who.noPrices, { itemId: ids.item, unit: ids.unit, quantity: 2 });
    await post(paths.cart.addItem, who.colleague, {
      itemId: ids.otherItem,
      unit: ids.otherUnit,
      quantity: 7,
    });
    await post(paths.cart.addItem, outsiderHeaders, {
      itemId: ids.otherItem,
      unit: ids.otherUnit,
      quantity: 9,
    });
    await post(paths.itemList.createList, who.buyer, { name: 'Exam room' });
    await post(paths.itemList.createList, who.colleague, { name: 'Colleague shared', shared: true });
    await post(paths.itemList.createList, outsiderHeaders, { name: 'Outsider list' });
    await t.db.insert(notifications).values([
      { userId: buyer.id, notificationType: 'Item Back in Stock', metaData: { itemId: ids.item } },
      { userId: buyer.id, notificationType: 'Backorder Ready', metaData: {}, unread: false },
      { userId: colleague.id, notificationType: 'Item Back in Stock', metaData: { itemId: ids.otherItem } },
      { userId: outsider.id, notificationType: 'Backorder Ready', metaData: {} },
    ]);
  });

  afterAll(async () => t.close());

  it('answers a visitor the site config and shell content, and no buyer part', async () => {
    const answer = await shell();
    expect(answer.siteConfig).toEqual((await get(paths.siteConfig)).body);
    expect(answer.content).toEqual((await get(paths.content.shell)).body);
    expect(answer.content?.alertBanner?.html).toContain('Closed Monday');
    expect(answer.buyer).toBeNull();
  });

  it('reads an invalid token as a visitor, like every public route', async () => {
    const answer = await shell({ authorization: 'Bearer not-a-token' });
    expect(answer.buyer).toBeNull();
  });

  it("answers a buyer each part exactly as that part's own route does", async () => {
    const answer = await shell(who.buyer);
    expect(answer.siteConfig).toEqual((await get(paths.siteConfig)).body);
    expect(answer.content).toEqual((await get(paths.content.shell)).body);
    const part = answer.buyer;
    expect(part?.currentUser).toEqual((await get(paths.auth.currentUser, who.buyer)).body);
    expect(part?.cart).toEqual((await get(paths.cart.getCart, who.buyer)).body);
    expect(part?.itemLists).toEqual(
      (await get(`${paths.itemList.getAllLists}?showShared=false`, who.buyer)).body,
    );
    expect(part?.notifications).toEqual((await get(paths.transactions.getUserNotifications, who.buyer)).body);
    expect(part?.sellableControlledSubstances).toEqual(
      (await get(paths.catalog.getSellableControlledSubstances)).body,
    );
    // Not a parent login: nothing to switch to, so the switcher's query is left alone.
    expect(part?.relatedAccounts).toBeNull();
    // What the header shows: the cart's count with the buyer's price, the bell's unread count.
    expect(part?.cart).toMatchObject({ totalQuantity: 3, subtotal: 37.5 });
    expect(part?.cart?.cartDetail).toHaveLength(1);
    expect(part?.notifications?.filter((n) => n.userNotificationStatus.unread)).toHaveLength(1);
    expect(part?.itemLists?.map((l) => l.name)).toEqual(['Exam room']);
  });

  it("shows nothing of another contact's or account's cart, lists or notifications", async () => {
    const part = (await shell(who.buyer)).buyer;
    expect(part?.currentUser?.user.id).toBe(ids.buyer);
    expect(part?.cart?.contactId).toBe(ids.buyer);
    expect(part?.cart?.cartDetail.map((l) => l.itemId)).toEqual([ids.item]);
    expect(part?.itemLists?.every((l) => l.contactId === ids.buyer)).toBe(true);
    expect(part?.notifications).toHaveLength(2);
    expect(part?.notifications?.map((n) => n.notificationType).sort()).toEqual([
      'Backorder Ready',
      'Item Back in Stock',
    ]);
    expect(part?.notifications?.some((n) => n.metaData['itemId'] === ids.otherItem)).toBe(false);
    // The colleague's own answer is theirs.
    const colleague = (await shell(who.colleague)).buyer;
    expect(colleague?.cart?.cartDetail.map((l) => [l.itemId, l.quantity])).toEqual([[ids.otherItem, 7]]);
    expect(colleague?.itemLists?.map((l) => l.name)).toEqual(['Colleague shared']);
  });

  it('carries no money field for a buyer without isPriceVisible, and the cart still counts', async () => {
    const answer = await shell(who.noPrices);
    expect(answer.buyer?.cart?.totalQuantity).toBe(2);
    expect(answer.buyer?.cart?.cartDetail).toHaveLength(1);
    expect(MONEY_KEYS.flatMap((key) => keyPaths(answer, key))).toEqual([]);
    expect(answer.buyer?.currentUser?.user.permissions.isPriceVisible).toBe(false);
    // The same cart as its own route answers that buyer.
    expect(answer.buyer?.cart).toEqual((await get(paths.cart.getCart, who.noPrices)).body);
    // And the money is there for a buyer who may see it (the check above can fail).
    const priced = await shell(who.buyer);
    expect(keyPaths(priced, 'subtotal')).toEqual(['buyer.cart.subtotal']);
  });

  it("answers a parent login its accounts once for both the user and the switcher's query", async () => {
    const part = (await shell(who.parent)).buyer;
    const related = (await get(paths.auth.getRelatedAccounts, who.parent)).body;
    expect(part?.relatedAccounts).toEqual(related);
    expect(part?.currentUser).toEqual((await get(paths.auth.currentUser, who.parent)).body);
    expect(part?.currentUser?.user.account.relatedAccounts).toEqual(part?.relatedAccounts?.relatedAccounts);
    expect(part?.relatedAccounts?.relatedAccounts.map((a) => a.id)).toContain(ids.childAccount);
  });

  it("reads the buyer's part in one statement, besides the session", async () => {
    const statements = vi.spyOn(t.db._.session, 'prepareQuery');
    try {
      const answer = await shell(who.buyer);
      expect(answer.buyer?.cart?.cartDetail).toHaveLength(1);
      // The bearer token's session, then the one read (the content is kept until it changes).
      expect(statements.mock.calls).toHaveLength(2);
    } finally {
      statements.mockRestore();
    }
  });
});
