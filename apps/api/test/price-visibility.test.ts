// Price visibility over the whole route table (service spec §6, ARCHITECTURE §7, issue 16): every
// route the app registers is called as a visitor, as a buyer without isPriceVisible and as a buyer
// with it, and the answers are scanned key by key, at any depth. The first two must carry no money
// field at all; the third proves the calls reached data that has money. A route added to the app
// without a request here fails the first test, so a new route is covered the day it is added.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, paths, returnPaths, substitutePaths } from '@medsupply/contract';
import type { z } from 'zod';
import { moneyPlanOf } from '../src/core/price-visibility.ts';
import { numericIdPath } from '../src/http/resource-routes.ts';
import { queryRows } from '../src/db/client.ts';
import { addAddress, addTaxRate } from '../src/modules/cart/cart.fixtures.ts';
import { approvalLinkDigest } from '../src/modules/order-to-cash/spend-control.service.ts';
import {
  createAccount,
  createCatalogItem,
  createContentEntry,
  createCreditMemo,
  createFulfillment,
  createInvoice,
  createLogin,
  createPaymentRecord,
  createPurchase,
  createSalesOrder,
  relateItems,
  setAccountBusinessType,
} from './factories.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { SAMPLE_PDF_BASE64 } from './recall-factories.ts';
import { signedInStaff } from './staff-factories.ts';
import { documentField, samplePdf } from './documents-samples.ts';
import { cardToken } from './payment-tokens.ts';

const PASSWORD = 'price visibility 1';

/**
 * Keys that hold money wherever they appear (today's and the transaction pages' to come). A key
 * named here is allowed to a caller without prices only where `COUNTS` says it is not money.
 */
const MONEY_KEYS = new Set([
  'price',
  'prices',
  'lineTotal',
  'subtotal',
  'shipping',
  'tax',
  'taxRate',
  'total',
  'convenienceFee',
  'convenienceFeeTotal',
  'creditLimit',
  'availableBalance',
  'openBalance',
  'amountDue',
  'amount',
  'amountPaid',
  'amountRemaining',
  'balance',
  'discount',
  'unitPrice',
  'rate',
  'amountOpen',
  // Spend control and reports (issue 33).
  'threshold',
  'spent',
  'merchandise',
  'credits',
]);

/** Keys of a route's answer (dotted paths) that are not money although their name says so. */
const NOT_MONEY: Record<string, string[]> = {
  // A licence's expiry warning: its threshold is in days.
  'POST /api/myaccount/address/licence/upsert': ['licence.expiry.threshold'],
  // The number of results of a listing, facet count or type-ahead.
  'GET /api/shopping/item/paginate': ['total'],
  'POST /api/shopping/item/paginate': ['total'],
  'POST /api/shopping/item/filters': ['total'],
  'GET /api/search/suggestions': ['total'],
  // The number of results of the billing lists (the generic paginate shape).
  'GET /api/myaccount/transaction/invoices/paginate': ['total'],
  'GET /api/myaccount/transaction/payments/paginate': ['total'],
  'GET /api/myaccount/transaction/creditmemos/paginate': ['total'],
  'GET /api/myaccount/transaction/statement/paginate': ['total'],
  'GET /api/myaccount/reorder/paginate': ['total'],
  'GET /api/contacts/paginate': ['total'],
  'GET /api/myaccount/openitems/paginate': ['total'],
  'GET /api/myaccount/estimates/paginate': ['total'],
  'GET /api/myaccount/quotes/paginate': ['total'],
  // A percentage at one of the account's addresses for checkout (docs/decisions/0007-cart-rules.md).
  'POST /api/cart/cart/getTaxRate': ['taxRate'],
};

/**
 * Routes without JSON answers: everything outside /api/ (the storefront's files and pages, which
 * exist once it is built, and generated pictures), the API documentation's static files, and HEAD
 * (a GET without its body).
 */
const NOT_JSON = (method: string, url: string) =>
  method === 'HEAD' ||
  !url.startsWith('/api/') ||
  url.startsWith('/api/docs') ||
  url === paths.transaction.pdf ||
  // Spend reports' CSV (issue 33): the same figures as the report, for isPriceVisible callers only.
  url === paths.spendReport.csv ||
  // The back office answers staff only (who see prices, ADR 0019): every one of its routes refuses
  // visitors and buyers, which test/back-office-gate.test.ts checks route by route.
  url.startsWith('/api/admin/');

interface Answer {
  status: number;
  body: unknown;
}

interface Caller {
  name: 'visitor' | 'no prices' | 'prices';
  get(url: string): Promise<Answer>;
  post(url: string, body?: unknown, extraHeaders?: Record<string, string>): Promise<Answer>;
  patch(url: string, body: unknown): Promise<Answer>;
}

let t: TestContext;
const ids = {
  gloves: 0,
  glovesBox: 0,
  variantParent: 0,
  variant: 0,
  variantUnit: 0,
  alternative: 0,
  correlated: 0,
  backordered: 0,
  childAccount: 0,
  address: 0,
  invoice: 0,
  memo: 0,
  payment: 0,
  toPay: 0,
  account: 0,
  order: 0,
  glovesItemName: '',
};
const usernames = { prices: '', 'no prices': '' };
/** The recall each signed-in caller acknowledges (issue 34 point 4). */
const recallIds: Partial<Record<Caller['name'], number>> = {};
let glovesItemName = '';

/** A value at a dotted path of a JSON answer ('cartDetail.0.id'), or undefined. */
function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => {
    if (Array.isArray(v)) return v[Number(key)];
    if (typeof v === 'object' && v !== null) return (v as Record<string, unknown>)[key];
    return undefined;
  }, value);
}

const numberAt = (value: unknown, path: string): number => {
  const found = at(value, path);
  return typeof found === 'number' ? found : 0;
};

/** Money keys anywhere in `value`, as paths; `allowed` top-level keys are left out. */
function moneyPaths(value: unknown, allowed: readonly string[] = [], prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => moneyPaths(v, allowed, `${prefix}${i}.`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => [
    ...(MONEY_KEYS.has(key) && !allowed.includes(`${prefix}${key}`) ? [`${prefix}${key}`] : []),
    ...moneyPaths(v, allowed, `${prefix}${key}.`),
  ]);
}

function callerWith(name: Caller['name'], token: string | null): Caller {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const answer = (payload: string, status: number): Answer => ({
    status,
    body: payload === '' ? null : (JSON.parse(payload) as unknown),
  });
  return {
    name,
    get: async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      return answer(res.payload, res.statusCode);
    },
    post: async (url, body, extraHeaders = {}) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...extraHeaders },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      return answer(res.payload, res.statusCode);
    },
    patch: async (url, body) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url,
        headers,
        payload: body as Record<string, unknown>,
      });
      return answer(res.payload, res.statusCode);
    },
  };
}

async function signIn(username: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: paths.auth.login,
    payload: { username, password: PASSWORD },
  });
  const token = at(res.json(), 'token');
  if (typeof token !== 'string') throw new Error(`sign-in of ${username} failed: ${res.body}`);
  return token;
}

/** A fresh session of the same login, for calls that end theirs (logout, switchAccount). */
const freshCaller = async (c: Caller): Promise<Caller> =>
  c.name === 'visitor' ? c : callerWith(c.name, await signIn(usernames[c.name]));

/** The caller's cart line of the gloves (added first), for the calls that name one. */
async function cartLine(c: Caller): Promise<number> {
  const cart = (await c.post(paths.cart.addItem, { itemId: ids.gloves, quantity: 2 })).body;
  const lines = at(cart, 'cartDetail');
  const line: unknown = Array.isArray(lines) ? lines.find((l) => at(l, 'itemId') === ids.gloves) : undefined;
  return numberAt(line, 'id');
}

/** A line of the backordered item (issue 34 point 4: its equivalents are offered under it). */
async function backorderedLine(c: Caller): Promise<number> {
  const cart = (await c.post(paths.cart.addItem, { itemId: ids.backordered, quantity: 1 })).body;
  const lines = at(cart, 'cartDetail');
  const line: unknown = Array.isArray(lines)
    ? lines.find((l) => at(l, 'itemId') === ids.backordered)
    : undefined;
  return numberAt(line, 'id');
}

/** A saved-for-later entry of the caller's. */
async function savedEntry(c: Caller): Promise<number> {
  const saved = await c.post(paths.cart.saveForLater, { item: { id: await cartLine(c) } });
  return numberAt(saved.body, 'saveForLater.0.id');
}

/** A list of the caller's with one line. */
async function listWithLine(c: Caller): Promise<{ listId: number; detailId: number }> {
  const list = await c.post(paths.itemList.createList, { name: `Restock ${c.name} ${Date.now()}` });
  const listId = numberAt(list.body, 'id');
  const line = await c.post(paths.itemList.upsertListDetail, {
    itemListId: listId,
    itemId: ids.gloves,
    unit: ids.glovesBox,
    quantity: 3,
  });
  return { listId, detailId: numberAt(line.body, 'detail.id') };
}

/** A new order of the account waiting for approval. */
async function pendingOrder(): Promise<number> {
  const order = await createSalesOrder(t.db, {
    accountId: ids.account,
    approvalStatus: 'pending',
    status: 'Pending Approval',
  });
  return order.id;
}

const accountBudget = { scope: 'account', period: 'month', amount: 900, hardLimit: false };

/** A line of the account's order with 5 units delivered (issue 34: what a return may take back). */
async function deliveredLine(): Promise<{ orderId: number; lineId: number }> {
  // An item of its own: the gloves' order history drives other routes' answers (time to reorder).
  const item = await createCatalogItem(t.db, { displayName: 'Wombat Returned Gauze' });
  const unitId = item.units[0]?.id ?? 0;
  const [row] = await queryRows<{ order_id: number; line_id: number }>(
    t.db,
    sql`WITH o AS (SELECT ${ids.order}::int AS id),
      l AS (INSERT INTO sales_order_lines (sales_order_id, line_number, item_id, unit_id, quantity, unit_price_cents,
          amount_cents, quantity_fulfilled)
        SELECT o.id, 100 + (SELECT count(*) FROM sales_order_lines WHERE sales_order_id = o.id), ${item.item.id},
          ${unitId}, 5, 1200, 6000, 5 FROM o RETURNING id, sales_order_id),
      f AS (INSERT INTO fulfillments (tran_id, account_id, sales_order_id, status, carrier, tracking_number, shipped_at,
          delivered_at)
        SELECT 'IF-PV-' || l.id, ${ids.account}, l.sales_order_id, 'Delivered', 'UPS', '1ZPV' || l.id, now(), now()
        FROM l RETURNING id),
      fl AS (INSERT INTO fulfillment_lines (fulfillment_id, sales_order_line_id, quantity)
        SELECT f.id, l.id, 5 FROM f, l RETURNING id)
      SELECT l.sales_order_id AS order_id, l.id AS line_id FROM l, fl`,
  );
  if (!row) throw new Error('no delivered line');
  return { orderId: row.order_id, lineId: row.line_id };
}

const returnRequest = async () => {
  const line = await deliveredLine();
  return {
    salesOrderId: line.orderId,
    reason: 'damaged',
    lines: [{ salesOrderLineId: line.lineId, quantity: 1 }],
  };
};

/** A pending order and an approval link to it for the caller (a visitor's is the priced login's). */
async function approvalLinkFor(c: Caller): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const username = c.name === 'visitor' ? usernames.prices : usernames[c.name];
  await t.db.execute(
    sql`INSERT INTO approval_links (sales_order_id, approver_user_id, token_digest, expires_at)
      SELECT ${await pendingOrder()}, id, ${approvalLinkDigest(token)}, now() + interval '1 day'
      FROM users WHERE username = ${username}`,
  );
  return token;
}

/** A new US address for the upsert calls. */
const newAddress = (c: Caller) => ({
  label: `Annex ${c.name}`,
  addressee: 'Annex',
  line1: '2 Side St',
  city: 'Columbus',
  state: 'OH',
  zip: '43219',
});

/** An estimate (or quote) of the caller's, saved from a cart holding the gloves. */
async function estimateId(c: Caller, kind: 'estimates' | 'quotes' = 'estimates'): Promise<number> {
  await cartLine(c);
  const created = await c.post(kind === 'estimates' ? paths.estimates.create : paths.quotes.create, {
    title: `Restock ${c.name}`,
  });
  return numberAt(created.body, 'id') || 1;
}

/** A list of the caller's made a monthly subscription to the account's address. */
async function subscribed(c: Caller) {
  const body = {
    itemListId: (await listWithLine(c)).listId || 1,
    frequency: 'monthly',
    nextDate: '2099-01-01',
    shipAddressId: ids.address,
  };
  await c.post(paths.transactions.upsertSubscription, body);
  return body;
}

const quickOrder = () => ({ text: `${ids.glovesItemName},2,Box\nNO-SUCH-ITEM,1` });

/** One request per route, keyed 'METHOD url' as the route table names it. */
const requests: Record<string, (c: Caller) => Promise<Answer>> = {
  'GET /api/health': (c) => c.get(paths.health),
  'GET /api/site/config': (c) => c.get(paths.siteConfig),

  'POST /api/auth/login': (c) =>
    c.post(paths.auth.login, {
      username: c.name === 'visitor' ? usernames.prices : usernames[c.name],
      password: PASSWORD,
    }),
  'GET /api/auth/currentUser': (c) => c.get(paths.auth.currentUser),
  'GET /api/auth/refreshToken': async (c) => (await freshCaller(c)).get(paths.auth.refreshToken),
  'GET /api/auth/logout': async (c) => (await freshCaller(c)).get(paths.auth.logout),
  'POST /api/auth/createResetHash': (c) => c.post(paths.auth.createResetHash, { username: 'nobody-here' }),
  'POST /api/auth/validatePasswordReset': (c) =>
    c.post(paths.auth.validatePasswordReset, { username: 'nobody-here', hash: 'x'.repeat(43) }),
  'POST /api/auth/resetPassword': (c) =>
    c.post(paths.auth.resetPassword, {
      username: 'nobody-here',
      hash: 'x'.repeat(43),
      password: 'A new password 1',
      passwordMatch: 'A new password 1',
    }),
  'POST /api/auth/requestAccess': (c) =>
    c.post(paths.auth.requestAccess, {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.test',
      phone: '555-0100',
      companyName: 'Lee Clinic',
      accountNumber: '123',
    }),
  'GET /api/auth/getRelatedAccounts': (c) => c.get(paths.auth.getRelatedAccounts),
  'POST /api/auth/switchAccount': async (c) =>
    (await freshCaller(c)).post(paths.auth.switchAccount, { accountSwitchId: ids.childAccount }),
  'GET /api/auth/getBusinessTypesandContactRoles': (c) => c.get(paths.auth.getBusinessTypesandContactRoles),
  'POST /api/auth/createAccount': (c) => c.post(paths.auth.createAccount, {}),
  // A wrong current password: answered (and scanned) without changing anything.
  'POST /api/auth/changePassword': async (c) =>
    (await freshCaller(c)).post(paths.auth.changePassword, {
      currentPassword: 'not-the-password',
      password: 'Another!Pass2026',
      passwordMatch: 'Another!Pass2026',
    }),

  'GET /api/myaccount/account/getOverViewData': (c) => c.get(paths.account.getOverViewData),

  'GET /api/shopping/category/getCategories': (c) => c.get(paths.catalog.getCategories),
  'GET /api/shopping/category/getCategoryBySubCategoryUrl': (c) =>
    c.get(`${paths.catalog.getCategoryBySubCategoryUrl}?urlComponent=gone`),
  'GET /api/shopping/item/item': (c) => c.get(`${paths.catalog.item}?id=${ids.variantParent}`),
  'GET /api/shopping/item/alternativeItem': (c) => c.get(`${paths.catalog.alternativeItem}?id=${ids.gloves}`),
  'GET /api/shopping/item/correlatedItems': (c) => c.get(`${paths.catalog.correlatedItems}?id=${ids.gloves}`),
  'GET /api/shopping/item/getItemList': (c) => c.get(`${paths.catalog.getItemList}?search=Wombat`),
  'POST /api/shopping/item/filters': (c) => c.post(paths.catalog.filters, { searchTerm: 'Wombat' }),
  'POST /api/shopping/item/paginate': (c) => c.post(paths.catalog.paginate, { searchTerm: 'Wombat' }),
  'GET /api/shopping/item/paginate': (c) => c.get(`${paths.catalog.paginate}?searchTerm=Wombat`),
  'GET /api/shopping/item/topItems': (c) => c.get(paths.catalog.topItems),
  'GET /api/shopping/item/getSellableControlledSubstances': (c) =>
    c.get(paths.catalog.getSellableControlledSubstances),
  'GET /api/shopping/item/purchaseAgain': (c) => c.get(paths.catalog.purchaseAgain),
  'GET /api/shopping/item/industrySuggestions': (c) => c.get(paths.catalog.industrySuggestions),
  'GET /api/shopping/item/userItems': (c) => c.get(paths.catalog.userItems),
  'GET /api/shopping/item/timeToReorder': (c) => c.get(paths.catalog.timeToReorder),
  'GET /api/shopping/item/recentUserSearchProducts': async (c) => {
    await c.post(paths.search.click, { queryID: 'q1', objectIDs: [ids.gloves], position: 1 });
    return c.get(paths.catalog.recentUserSearchProducts);
  },

  'GET /api/search/suggestions': (c) => c.get(`${paths.search.suggestions}?q=Wombat`),
  'POST /api/search/click': (c) =>
    c.post(paths.search.click, { queryID: 'q2', objectIDs: [ids.gloves], position: 2 }),

  'GET /api/content/website': (c) => c.get(paths.content.website),
  'GET /api/content/shell': (c) => c.get(paths.content.shell),
  // Issue 30: the document shell's one read carries the buyer's cart.
  'GET /api/storefront/shell': async (c) => {
    await cartLine(c);
    return c.get(paths.storefront.shell);
  },
  'GET /api/content/page': (c) => c.get(`${paths.content.page}?path=/about`),

  'GET /api/cart/cart/getCart': async (c) => {
    await cartLine(c);
    return c.get(paths.cart.getCart);
  },
  'GET /api/cart/cart/emptyCart': async (c) => {
    await cartLine(c);
    return c.get(paths.cart.emptyCart);
  },
  'POST /api/cart/cart/emptyCart': async (c) => {
    await cartLine(c);
    return c.post(paths.cart.emptyCart);
  },
  'GET /api/cart/cart/getSaveForLater': async (c) => {
    await savedEntry(c);
    return c.get(paths.cart.getSaveForLater);
  },
  'POST /api/cart/cart/addItem': (c) => c.post(paths.cart.addItem, { itemId: ids.variant, quantity: 1 }),
  'POST /api/cart/cart/editItem': async (c) =>
    c.post(paths.cart.editItem, { detailId: await cartLine(c), quantity: 4, unit: ids.glovesBox }),
  'POST /api/cart/cart/removeItem': async (c) => {
    await c.post(paths.cart.addItem, { itemId: ids.variant, quantity: 1 });
    const line = await cartLine(c);
    return c.post(paths.cart.removeItem, { detailId: line });
  },
  'POST /api/cart/cart/saveForLater': async (c) =>
    c.post(paths.cart.saveForLater, { item: { id: await cartLine(c) } }),
  'POST /api/cart/cart/deleteSaveForLater': async (c) => {
    await cartLine(c);
    return c.post(paths.cart.deleteSaveForLater, { id: await savedEntry(c) });
  },
  'POST /api/cart/cart/moveItemToCart': async (c) =>
    c.post(paths.cart.moveItemToCart, {
      id: await savedEntry(c),
      itemId: ids.gloves,
      unit: ids.glovesBox,
      quantity: 1,
    }),
  'POST /api/cart/cart/clearNotifications': async (c) => {
    await cartLine(c);
    return c.post(paths.cart.clearNotifications, {});
  },
  'POST /api/cart/cart/addItemList': async (c) =>
    c.post(paths.cart.addItemList, { itemListId: (await listWithLine(c)).listId }),
  'POST /api/cart/cart/getTaxRate': (c) =>
    c.post(paths.cart.getTaxRate, { addressId: ids.address, itemIds: [ids.gloves] }),
  'POST /api/cart/cart/getConvenienceFee': (c) => c.post(paths.cart.getConvenienceFee, { total: 100 }),
  'GET /api/cart/cart/getConvenienceFeeRate': (c) => c.get(paths.cart.getConvenienceFeeRate),
  'GET /api/cart/cart/getConvFeeExempt': (c) => c.get(paths.cart.getConvFeeExempt),
  'POST /api/myaccount/allocation/getItemAllocation': (c) =>
    c.post(paths.allocation.getItemAllocation, { itemId: ids.gloves }),

  'GET /api/cart/itemList/getAllLists': (c) => c.get(`${paths.itemList.getAllLists}?showShared=true`),
  'GET /api/cart/itemList/getListDetails': async (c) =>
    c.get(`${paths.itemList.getListDetails}?itemListId=${(await listWithLine(c)).listId}`),
  'GET /api/cart/itemList/getListsByItemId': (c) =>
    c.get(`${paths.itemList.getListsByItemId}?itemId=${ids.gloves}&unit=${ids.glovesBox}`),
  'POST /api/cart/itemList/createList': (c) => c.post(paths.itemList.createList, { name: `New ${c.name}` }),
  'POST /api/cart/itemList/editList': async (c) =>
    c.post(paths.itemList.editList, { id: (await listWithLine(c)).listId, shared: true }),
  'POST /api/cart/itemList/deleteList': async (c) =>
    c.post(paths.itemList.deleteList, { id: (await listWithLine(c)).listId }),
  'POST /api/cart/itemList/upsertListDetail': async (c) => {
    const { listId } = await listWithLine(c);
    return c.post(paths.itemList.upsertListDetail, {
      itemListId: listId,
      itemId: ids.variant,
      unit: ids.variantUnit,
      quantity: 2,
    });
  },
  'POST /api/cart/itemList/deleteListDetail': async (c) =>
    c.post(paths.itemList.deleteListDetail, { id: (await listWithLine(c)).detailId }),
  'POST /api/cart/itemList/deleteListDetailByItemListId': async (c) =>
    c.post(paths.itemList.deleteListDetailByItemListId, {
      itemListId: (await listWithLine(c)).listId,
      itemId: ids.gloves,
      unit: ids.glovesBox,
    }),

  'GET /api/myaccount/transactions/quickOrderProducts': (c) =>
    c.get(`${paths.transactions.quickOrderProducts}?search=Wombat`),
  'POST /api/myaccount/quickorder/check': (c) => c.post(paths.purchasing.quickOrderCheck, quickOrder()),
  'POST /api/myaccount/quickorder/addToCart': (c) =>
    c.post(paths.purchasing.quickOrderAddToCart, quickOrder()),
  'GET /api/myaccount/reorder/paginate': (c) => c.get(`${paths.purchasing.reorderPaginate}?days=90`),
  'POST /api/myaccount/reorder/addToCart': (c) => c.post(paths.purchasing.reorderAddToCart, { days: 90 }),
  'GET /api/myaccount/openitems/paginate': (c) => c.get(paths.purchasing.openItemsPaginate),
  'POST /api/cart/cart/addItems': (c) =>
    c.post(paths.purchasing.addItems, { lines: [{ itemId: ids.gloves, unit: ids.glovesBox, quantity: 1 }] }),
  'GET /api/myaccount/estimates/paginate': async (c) => {
    await estimateId(c);
    return c.get(paths.estimates.paginate);
  },
  'GET /api/myaccount/estimates/:id': async (c) =>
    c.get(paths.estimates.byId.replace(':id', String(await estimateId(c)))),
  'POST /api/myaccount/estimates/create': async (c) => {
    await cartLine(c);
    return c.post(paths.estimates.create, {});
  },
  'POST /api/myaccount/estimates/convertToCart': async (c) =>
    c.post(paths.estimates.convertToCart, { id: await estimateId(c) }),
  'GET /api/myaccount/quotes/paginate': async (c) => {
    await estimateId(c, 'quotes');
    return c.get(paths.quotes.paginate);
  },
  'GET /api/myaccount/quotes/:id': async (c) =>
    c.get(paths.quotes.byId.replace(':id', String(await estimateId(c, 'quotes')))),
  'POST /api/myaccount/quotes/create': async (c) => {
    await cartLine(c);
    return c.post(paths.quotes.create, { memo: 'Best price for 10 boxes?' });
  },
  'GET /api/myaccount/transactions/getUserNotifications': (c) =>
    c.get(paths.transactions.getUserNotifications),
  'POST /api/myaccount/transactions/markNotificationsAsRead': (c) =>
    c.post(paths.transactions.markNotificationsAsRead, {}),
  'GET /api/myaccount/transactions/trackingData': (c) =>
    c.get(`${paths.transactions.trackingData}?trackingNumber=1Z-NOT-OURS`),
  'GET /api/myaccount/transactions/recentFulfillments': (c) => c.get(paths.transactions.recentFulfillments),
  'POST /api/myaccount/transactions/upsertSubscription': async (c) =>
    c.post(paths.transactions.upsertSubscription, await subscribed(c)),
  'POST /api/myaccount/transactions/deleteSubscription': async (c) =>
    c.post(paths.transactions.deleteSubscription, { itemListId: (await subscribed(c)).itemListId }),
  'POST /api/myaccount/transactions/getSubscriptionAddressPaymentDetails': async (c) =>
    c.post(paths.transactions.getSubscriptionAddressPaymentDetails, {
      itemListId: (await subscribed(c)).itemListId,
    }),
  'GET /api/myaccount/transactions/getSubscriptions': async (c) => {
    await subscribed(c);
    return c.get(paths.transactions.getSubscriptions);
  },

  'GET /api/myaccount/paymentmethod/getAll': (c) => c.get(paths.paymentMethod.getAll),
  'GET /api/myaccount/paymentmethod/getTypes': (c) => c.get(paths.paymentMethod.getTypes),
  'POST /api/myaccount/paymentmethod/upsert': (c) =>
    c.post(paths.paymentMethod.upsert, { token: cardToken(t.config.jwtSecret) }),
  'GET /api/checkout/checkout/getCheckoutData': (c) => c.get(paths.checkout.getCheckoutData),
  'GET /api/checkout/checkout/getTypes': (c) => c.get(paths.checkout.getTypes),
  'GET /api/checkout/checkout/getAlternateShippingData': (c) =>
    c.get(`${paths.checkout.getAlternateShippingData}?shipAddressZip=00001&shipCity=Springfield`),
  'POST /api/checkout/checkout/placeOrder': async (c) => {
    // One line of an item no history depends on (ordering the gloves would make them not due for
    // reorder); the calls before this one filled the cart beyond the account's credit.
    await c.get(paths.cart.emptyCart);
    await c.post(paths.cart.addItem, { itemId: ids.alternative, quantity: 1 });
    return c.post(
      paths.checkout.placeOrder,
      { shipAddressId: ids.address, billAddressId: ids.address, payment: { type: 'terms' } },
      { 'idempotency-key': `price-scan-${c.name.replace(' ', '-')}` },
    );
  },
  // A signed-in buyer outside punchout is refused (403, no prices); a punchout session's answer is
  // HTML for the procurement system (punchout.test.ts).
  'POST /api/checkout/checkout/returncart': (c) => c.post(paths.checkout.returnCart, {}),
  'GET /api/myaccount/salesorders/paginate': (c) => c.get(paths.salesOrders.paginate),
  'GET /api/myaccount/salesorders/byId': (c) => c.get(`${paths.salesOrders.byId}?id=${ids.order}`),
  [`GET ${numericIdPath(paths.salesOrders.byPathId)}`]: (c) =>
    c.get(paths.salesOrders.byPathId.replace(':id', String(ids.order))),
  'POST /api/myaccount/salesorders/reorder': (c) => c.post(paths.salesOrders.reorder, { id: ids.order }),
  'GET /api/myaccount/transactions/salesordersForParent': (c) =>
    c.get(paths.salesOrders.salesordersForParent),
  'GET /api/myaccount/transactions/getStatusList': (c) => c.get(paths.salesOrders.getStatusList),
  'GET /api/myaccount/transactions/getShipToList': (c) => c.get(paths.salesOrders.getShipToList),
  'GET /api/myaccount/approvals/getApprovals': async (c) => {
    await pendingOrder();
    return c.get(paths.approvals.getApprovals);
  },
  'POST /api/myaccount/approvals/approve': async (c) =>
    c.post(paths.approvals.approve, { id: await pendingOrder() }),
  'POST /api/myaccount/approvals/reject': async (c) =>
    c.post(paths.approvals.reject, { id: await pendingOrder(), reason: 'Not needed' }),
  // An approval mail's link (issue 33), sent to this caller.
  'GET /api/myaccount/approvals/link': async (c) =>
    c.get(`${paths.approvals.link}?token=${await approvalLinkFor(c)}`),
  'POST /api/myaccount/approvals/link': async (c) =>
    c.post(paths.approvals.link, { token: await approvalLinkFor(c), decision: 'approve' }),

  // Returns (issue 34): the account's returns (one requested first, so the list has lines with
  // prices), an order's returnable lines, a request, and a label (none authorized: refused).
  'GET /api/myaccount/returns': async (c) => {
    await c.post(returnPaths.request, await returnRequest());
    return c.get(returnPaths.list);
  },
  'GET /api/myaccount/returns/returnable': (c) =>
    c.get(`${returnPaths.returnable}?salesOrderId=${ids.order}`),
  'POST /api/myaccount/returns/request': async (c) => c.post(returnPaths.request, await returnRequest()),
  'GET /api/myaccount/returns/label': (c) => c.get(`${returnPaths.label}?id=1`),

  // Recalls (issue 34 point 2): the account's recalls, the acknowledgment of the caller's own
  // recall (both list the recalled item's equivalents with prices, issue 34 point 4), a notice
  // (none: refused), and the banners' reads for an order and an item, which carry no price. Lots: the product page's dating notice.
  'GET /api/myaccount/recalls': (c) => c.get(paths.recalls.list),
  'POST /api/myaccount/recalls/acknowledge': (c) =>
    c.post(paths.recalls.acknowledge, { recallId: recallIds[c.name] ?? 1, unitsOnHand: 0 }),
  'GET /api/myaccount/recalls/notice': (c) => c.get(`${paths.recalls.notice}?id=2147483647`),
  'GET /api/myaccount/recalls/order': (c) => c.get(`${paths.recalls.forOrder}?salesOrderId=${ids.order}`),
  'GET /api/recalls/item': (c) => c.get(`${paths.recalls.forItem}?itemId=${ids.gloves}`),
  'GET /api/shopping/item/dating': (c) => c.get(`${paths.catalog.itemDating}?id=${ids.gloves}`),

  // Substitutes (issue 34 point 4): a backordered item's equivalents with the buyer's prices, the
  // offers under the cart's lines, and the swap of a line (answering the cart).
  'GET /api/shopping/item/substitutes': (c) => c.get(`${substitutePaths.forItem}?id=${ids.backordered}`),
  'GET /api/cart/cart/getSubstitutes': async (c) => {
    await backorderedLine(c);
    return c.get(substitutePaths.forCart);
  },
  'POST /api/cart/cart/swapLine': async (c) =>
    c.post(
      substitutePaths.swapLine,
      { detailId: await backorderedLine(c), fromItemId: ids.backordered, itemId: ids.alternative },
      { 'idempotency-key': `price-visibility-swap-${c.name.replaceAll(' ', '-')}` },
    ),

  // Spend reports and control (issue 33): spend by month and more; the account's budgets and rules,
  // and what the cart would meet.
  'GET /api/myaccount/spend/report': async (c) => {
    await pendingOrder();
    return c.get(`${paths.spendReport.report}?from=2026-01-01&to=2026-12-31`);
  },
  'GET /api/myaccount/spend/controls': async (c) => {
    await c.post(paths.spendControl.saveBudget, accountBudget);
    return c.get(paths.spendControl.controls);
  },
  'POST /api/myaccount/spend/budgets': (c) => c.post(paths.spendControl.saveBudget, accountBudget),
  'POST /api/myaccount/spend/budgets/delete': async (c) => {
    const saved = await c.post(paths.spendControl.saveBudget, {
      scope: 'shipTo',
      shipAddressId: ids.address,
      period: 'quarter',
      amount: 2500,
      hardLimit: true,
    });
    return c.post(paths.spendControl.deleteBudget, { id: numberAt(saved.body, 'id') || 1 });
  },
  'POST /api/myaccount/spend/rules': (c) =>
    c.post(paths.spendControl.saveRule, { kind: 'orderTotalOver', threshold: 5000 }),
  'POST /api/myaccount/spend/rules/delete': async (c) => {
    const saved = await c.post(paths.spendControl.saveRule, { kind: 'controlled' });
    return c.post(paths.spendControl.deleteRule, { id: numberAt(saved.body, 'id') || 1 });
  },
  'POST /api/myaccount/spend/preview': async (c) => {
    await c.post(paths.spendControl.saveBudget, accountBudget);
    return c.post(paths.spendControl.preview, {});
  },

  'POST /api/myaccount/paymentmethod/delete': async (c) => {
    const saved = await c.post(paths.paymentMethod.upsert, { token: cardToken(t.config.jwtSecret) });
    return c.post(paths.paymentMethod.delete, { id: numberAt(saved.body, 'paymentMethod.id') || 1 });
  },

  'GET /api/myaccount/address/getAll': (c) => c.get(paths.address.getAll),
  'POST /api/myaccount/address/upsert': (c) => c.post(paths.address.upsert, newAddress(c)),
  'POST /api/myaccount/address/delete': async (c) => {
    const saved = await c.post(paths.address.upsert, newAddress(c));
    return c.post(paths.address.delete, { id: numberAt(saved.body, 'address.id') || 1 });
  },
  'POST /api/myaccount/address/licence/upsert': (c) =>
    c.post(paths.address.upsertLicence, {
      addressId: ids.address,
      licenceNumber: `PV-${c.name}`,
      issuingAuthority: 'DEA',
      rxLevel: 1,
      expiresOn: '2099-12-31',
      document: documentField(samplePdf),
    }),
  'GET /api/myaccount/profile/get': (c) => c.get(paths.account.getProfile),
  'POST /api/myaccount/profile/edit': (c) =>
    c.post(paths.account.editProfile, { firstName: 'Pat', lastName: 'Price', email: 'pat@clinic.example' }),
  'GET /api/myaccount/settings/get': (c) => c.get(paths.account.getSettings),
  'POST /api/myaccount/settings/edit': (c) =>
    c.post(paths.account.editSettings, {
      statementPreferences: {
        statementFrequency: 'monthly',
        statementMethod: 'email',
        statementIncludeInvoices: true,
      },
      accountPreferences: { approvalsNotification: true },
    }),
  'GET /api/myaccount/deliveryday/getAll': (c) => c.get(paths.account.deliveryDays),

  'POST /api/shopping/item/lookup': (c) =>
    c.post(paths.catalog.lookup, { numbers: [glovesItemName, 'NO-SUCH-ITEM'] }),
  'POST /api/myaccount/contact/submitIssue': (c) =>
    c.post(paths.support.submitIssue, {
      subject: 'Invoice question',
      category: 'Invoice or payment',
      message: 'Why is the total different?',
      name: 'Pat Price',
      email: 'pat@clinic.example',
    }),
  'GET /api/myaccount/contact/getIssues': (c) => c.get(paths.support.getIssues),
  'GET /api/myaccount/contact/getIssue': (c) => c.get(`${paths.support.getIssue}?id=1`),
  'GET /api/informational/getcovidlist': (c) => c.get(paths.support.getcovidlist),

  'GET /api/auth/sessions': (c) => c.get(paths.auth.sessions),
  'POST /api/auth/sessions/signOut': (c) =>
    c.post(paths.auth.signOutSession, { id: '00000000-0000-4000-8000-000000000000' }),
  'POST /api/auth/sessions/signOutOthers': async (c) =>
    (await freshCaller(c)).post(paths.auth.signOutOtherSessions),
  'POST /api/auth/validateInvitation': (c) =>
    c.post(paths.auth.validateInvitation, { username: 'nobody-here', hash: 'x'.repeat(43) }),
  'POST /api/auth/acceptInvitation': (c) =>
    c.post(paths.auth.acceptInvitation, {
      username: 'nobody-here',
      hash: 'x'.repeat(43),
      password: 'A new password 1',
      passwordMatch: 'A new password 1',
    }),

  // Admins only (both signed-in callers are admins): ids no contact has, so no caller deactivates
  // or edits the other and the scan sees the 404s (contacts carry no money anyway).
  'GET /api/contacts/paginate': (c) => c.get(paths.contacts.paginate),
  'GET /api/contacts/:id': (c) => c.get(paths.contacts.byId.replace(':id', '2147483647')),
  'POST /api/contacts/create': (c) => c.post(paths.contacts.create, {}),
  'PATCH /api/contacts/edit': (c) => c.patch(paths.contacts.edit, { id: 2147483647 }),
  'POST /api/contacts/delete': (c) => c.post(paths.contacts.delete, { id: 2147483647 }),

  // Its answer is the document's bytes; an id that is no licence answers JSON to scan.
  'GET /api/myaccount/address/licence/document': (c) =>
    c.get(`${paths.address.licenceDocument}?id=2147483647`),
  'GET /api/myaccount/transaction/invoices/paginate': (c) => c.get(paths.transaction.invoicesPaginate),
  'GET /api/myaccount/transaction/invoices/byId': (c) =>
    c.get(`${paths.transaction.invoicesById}?id=${ids.invoice}`),
  'GET /api/myaccount/transaction/payments/paginate': (c) => c.get(paths.transaction.paymentsPaginate),
  'GET /api/myaccount/transaction/payments/byId': (c) =>
    c.get(`${paths.transaction.paymentsById}?id=${ids.payment}`),
  'GET /api/myaccount/transaction/creditmemos/paginate': (c) => c.get(paths.transaction.creditMemosPaginate),
  'GET /api/myaccount/transaction/creditmemos/byId': (c) =>
    c.get(`${paths.transaction.creditMemosById}?id=${ids.memo}`),
  'GET /api/myaccount/transaction/statement': (c) =>
    c.get(`${paths.transaction.statement}?startDate=2020-01-01&statementDate=2099-12-31`),
  // The spec's generic routes (ADR 0057): /{id} beside each byId, the statement's paginate.
  [`GET ${numericIdPath(paths.transaction.invoicesByPathId)}`]: (c) =>
    c.get(paths.transaction.invoicesByPathId.replace(':id', String(ids.invoice))),
  [`GET ${numericIdPath(paths.transaction.paymentsByPathId)}`]: (c) =>
    c.get(paths.transaction.paymentsByPathId.replace(':id', String(ids.payment))),
  [`GET ${numericIdPath(paths.transaction.creditMemosByPathId)}`]: (c) =>
    c.get(paths.transaction.creditMemosByPathId.replace(':id', String(ids.memo))),
  [`GET ${paths.transaction.statementPaginate}`]: (c) =>
    c.get(`${paths.transaction.statementPaginate}?startDate=2020-01-01&statementDate=2099-12-31`),
  'POST /api/myaccount/transaction/generatePDF': (c) =>
    c.post(paths.transaction.generatePDF, [{ type: 'invoice', transactionId: ids.invoice }]),
  'GET /api/payments/payments/getCreditInfo': (c) => c.get(paths.payments.getCreditInfo),
  // Credits alone settle part of an invoice: no card is charged.
  'POST /api/payments/payments/createPayment': (c) =>
    c.post(
      paths.payments.createPayment,
      { invoices: [{ id: ids.toPay, apply: 1 }], creditMemos: [{ id: ids.memo, apply: 1 }] },
      { 'idempotency-key': `price-visibility-${c.name}` },
    ),
};

/** Routes gated by isPriceVisible (service spec §2): a buyer without prices is refused with 403. */
const PRICE_GATED = new Set([
  'GET /api/myaccount/salesorders/paginate',
  'GET /api/myaccount/transactions/salesordersForParent',
  'GET /api/myaccount/transactions/getStatusList',
  'GET /api/myaccount/transactions/getShipToList',
  // Billing (issue 18): Invoices, Statement and Make Payment are isPriceVisible pages.
  `GET ${paths.transaction.invoicesPaginate}`,
  `GET ${paths.transaction.invoicesById}`,
  `GET ${numericIdPath(paths.transaction.invoicesByPathId)}`,
  `GET ${paths.transaction.statement}`,
  `GET ${paths.transaction.statementPaginate}`,
  `POST ${paths.transaction.generatePDF}`,
  `GET ${paths.payments.getCreditInfo}`,
  `POST ${paths.payments.createPayment}`,
  // Spend reports (issue 33): account admins and parent logins who see prices.
  `GET ${paths.spendReport.report}`,
]);

const routeKeys = () =>
  t.app.routeTable.filter((r) => !NOT_JSON(r.method, r.url)).map((r) => `${r.method} ${r.url}`);

/** The route's success schema (to tell whether it can carry money at all). */
function successSchema(key: string): z.core.$ZodType | null {
  const route = t.app.routeTable.find((r) => `${r.method} ${r.url}` === key);
  const response = (route?.schema?.response ?? {}) as Record<string, unknown>;
  const schema = response['200'];
  return typeof schema === 'object' && schema !== null && '_zod' in schema
    ? (schema as z.core.$ZodType)
    : null;
}

const answers: Record<Caller['name'], Map<string, Answer>> = {
  visitor: new Map(),
  'no prices': new Map(),
  prices: new Map(),
};

beforeAll(async () => {
  t = await createTestContext();
  const { db } = t;
  const account = await createAccount(db, { priceLevel: 'Tier 1', rxLevels: [1] });
  ids.childAccount = (await createAccount(db, { parentId: account.id, priceLevel: 'Tier 1' })).id;
  for (const [name, isPriceVisible] of [
    ['prices', true],
    ['no prices', false],
  ] as const) {
    const login = await createLogin(db, {
      accountId: account.id,
      password: PASSWORD,
      isPriceVisible,
      isParentLogin: true,
      // Approve Orders is an administrator's page.
      isAdmin: true,
    });
    usernames[name] = login.username;
  }
  await addTaxRate(db, { state: 'T9', ratePercent: 7.25 });
  ids.address = await addAddress(db, account.id, { state: 'T9', defaultShipping: true });

  const prices = { 'List Price': 1500, 'Tier 1': 1200 };
  const gloves = await createCatalogItem(db, {
    displayName: 'Wombat Nitrile Gloves',
    prices,
    popularity: 90,
  });
  ids.gloves = gloves.item.id;
  glovesItemName = gloves.item.itemName;
  ids.glovesItemName = gloves.item.itemName;
  ids.glovesBox = gloves.units[1]?.id ?? 0;
  const parent = await createCatalogItem(db, {
    displayName: 'Wombat Gown',
    isMatrixParent: true,
    prices: {},
    popularity: 80,
  });
  ids.variantParent = parent.item.id;
  const variant = await createCatalogItem(db, {
    displayName: 'Wombat Gown Large',
    parentId: parent.item.id,
    matrixDetails: { Size: 'L' },
    prices,
  });
  ids.variant = variant.item.id;
  ids.variantUnit = variant.units[0]?.id ?? 0;
  ids.alternative = (await createCatalogItem(db, { displayName: 'Wombat Vinyl Gloves', prices })).item.id;
  ids.correlated = (await createCatalogItem(db, { displayName: 'Wombat Sharps Box', prices })).item.id;
  await relateItems(db, ids.gloves, [ids.alternative], 'alternative');
  await relateItems(db, ids.gloves, [ids.correlated], 'correlated');
  const backordered = await createCatalogItem(db, {
    displayName: 'Wombat Latex Gloves',
    prices,
    quantityAvailable: 0,
  });
  ids.backordered = backordered.item.id;
  await relateItems(db, ids.backordered, [ids.alternative], 'alternative');

  // Purchases for purchase-again and time-to-reorder (bought twice, a month apart), a peer of the
  // same business type for industry suggestions, orders and invoices for the dashboard.
  const day = 86_400_000;
  for (const daysAgo of [60, 30]) {
    await createPurchase(db, {
      accountId: account.id,
      itemId: ids.gloves,
      unitId: ids.glovesBox,
      orderDate: new Date(Date.now() - daysAgo * day),
    });
  }
  const peer = await createAccount(db, { priceLevel: 'Tier 1' });
  await setAccountBusinessType(db, account.id, 'Dental');
  await setAccountBusinessType(db, peer.id, 'Dental');
  await createPurchase(db, { accountId: peer.id, itemId: ids.correlated, unitId: ids.variantUnit });
  ids.account = account.id;
  ids.order = (await createSalesOrder(db, { accountId: account.id, totalCents: 4_200 })).id;
  ids.invoice = (
    await createInvoice(db, { accountId: account.id, totalCents: 9_900, amountDueCents: 9_900 })
  ).id;
  ids.toPay = (
    await createInvoice(db, { accountId: account.id, totalCents: 5_000, amountDueCents: 5_000 })
  ).id;
  ids.memo = (await createCreditMemo(db, { accountId: account.id, totalCents: 3_000 })).id;
  // Issue 34 point 4: two recalls of the latex gloves reach the account (they were shipped to it),
  // so its recall page lists their equivalents with prices, and each caller acknowledges its own.
  const shipped = await createPurchase(db, {
    accountId: account.id,
    itemId: ids.backordered,
    unitId: backordered.units[0]?.id ?? 0,
    quantityFulfilled: 1,
  });
  await createFulfillment(db, { accountId: account.id, salesOrderId: shipped.id });
  const { headers: compliance } = await signedInStaff(t.app, db, ['compliance']);
  for (const name of ['no prices', 'prices'] as const) {
    const drafted = await t.app.inject({
      method: 'POST',
      url: adminPaths.recalls,
      headers: compliance,
      payload: {
        recallClass: 'III',
        title: `Latex gloves mislabeled (${name})`,
        reason: 'The box says powder-free.',
        instructions: 'Keep the boxes apart for return.',
        scope: [{ itemId: ids.backordered, lotId: null }],
        notice: { fileName: 'notice.pdf', data: SAMPLE_PDF_BASE64 },
      },
    });
    recallIds[name] = numberAt(JSON.parse(drafted.payload), 'id');
    await t.app.inject({
      method: 'POST',
      url: adminPaths.recallPublish.replace(':id', String(recallIds[name])),
      headers: compliance,
    });
  }
  ids.payment = (await createPaymentRecord(db, { accountId: account.id, amountCents: 2_000 })).id;
  await createContentEntry(db, { kind: 'infectionControl', data: { itemIds: [ids.gloves] } });
  await createContentEntry(db, {
    kind: 'homePage',
    data: {
      hero: {
        heading: 'Supplies',
        subheading: 'Contract pricing.',
        cta: { label: 'Shop', href: '/shop' },
        imageUrl: '/images/home/hero.webp',
        imageAlt: 'A supply room',
      },
      sections: [
        {
          type: 'productCarousel',
          heading: 'Best sellers',
          source: { kind: 'items', itemIds: [ids.gloves] },
        },
      ],
    },
  });

  const callers = [
    callerWith('visitor', null),
    callerWith('no prices', await signIn(usernames['no prices'])),
    callerWith('prices', await signIn(usernames.prices)),
  ];
  // Signing out the caller's other sessions ends the session the scan calls with: it goes last.
  const endsSessions = (key: string) => key === 'POST /api/auth/sessions/signOutOthers';
  const ordered = Object.entries(requests).sort(
    ([a], [b]) => Number(endsSessions(a)) - Number(endsSessions(b)),
  );
  for (const caller of callers) {
    for (const [key, request] of ordered) answers[caller.name].set(key, await request(caller));
  }
});

afterAll(async () => t.close());

describe('price visibility over the route table', () => {
  it('has a request for every route the app registers, and none for a route it does not', () => {
    const keys = routeKeys();
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter((key) => !(key in requests))).toEqual([]);
    expect(Object.keys(requests).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('answers visitors without any money field', () => {
    const leaks = [...answers.visitor].flatMap(([key, a]) =>
      moneyPaths(a.body, NOT_MONEY[key]).map((path) => `${key}: ${path}`),
    );
    expect(leaks).toEqual([]);
  });

  it('answers a buyer without isPriceVisible without any money field, on every route', () => {
    const leaks = [...answers['no prices']].flatMap(([key, a]) =>
      moneyPaths(a.body, NOT_MONEY[key]).map((path) => `${key}: ${path}`),
    );
    expect(leaks).toEqual([]);
    // The calls did reach the data: the buyer's answers are the same calls' successes.
    const failed = [...answers['no prices']].filter(([, a]) => a.status >= 500).map(([key]) => key);
    expect(failed).toEqual([]);
  });

  it('shows money to a buyer with isPriceVisible on every route whose answer can carry it', () => {
    const missing = [...answers.prices]
      .filter(([key]) => {
        const schema = successSchema(key);
        return schema !== null && moneyPlanOf(schema) !== null;
      })
      .filter(([key, a]) => a.status !== 200 || moneyPaths(a.body, NOT_MONEY[key]).length === 0)
      .map(([key, a]) => `${key} (${String(a.status)})`);
    expect(missing).toEqual([]);
    // The same routes answered the buyer without prices too, with the money left out.
    const notAnswered = [...answers.prices]
      .filter(([key, a]) => a.status === 200 && answers['no prices'].get(key)?.status !== 200)
      .filter(([key]) => !PRICE_GATED.has(key))
      .map(([key]) => key);
    expect(notAnswered).toEqual([]);
    const gated = [...PRICE_GATED].map((key) => [
      key,
      answers['no prices'].get(key)?.status,
      answers.prices.get(key)?.status,
    ]);
    expect(gated).toEqual([...PRICE_GATED].map((key) => [key, 403, 200]));
  });
});
