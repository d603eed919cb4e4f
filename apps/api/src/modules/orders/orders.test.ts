// Sales orders and approvals over HTTP (issue 17 points 5 and 6; service spec §4, §7; storefront
// spec §3 "Order approval", §4): the paginated list with its filters, the status and ship-to lists,
// the parent login's view, order details with shipments and invoices, Reorder, and approving and
// rejecting pending orders, with every other account's id refused.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPROVAL_MESSAGES,
  paths,
  type ApprovalsResponse,
  type SalesOrderDetails,
  type SalesOrderPage,
} from '@medsupply/contract';
import {
  accounts,
  fulfillmentLines,
  fulfillments,
  invoices,
  salesOrderLines,
  salesOrders,
} from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createAccount, createLogin, grantAccountAccess, loginAs } from '../../../test/factories.ts';
import { clientFor } from '../cart/cart.fixtures.ts';
import { cardToken } from '../../../test/payment-tokens.ts';
import {
  addToCart,
  balanceOf,
  contactOf,
  createClinic,
  createStockItem,
  outboxMails,
  placeOrder,
  stockOf,
  type Clinic,
  termsOrder,
} from '../checkout/checkout.fixtures.ts';

let t: TestContext;
let clinic: Clinic;
let other: Clinic;
let item: Awaited<ReturnType<typeof createStockItem>>;

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  clinic = await createClinic(t.db);
  other = await createClinic(t.db);
  item = await createStockItem(t.db);
});
afterAll(async () => t.close());

const terms = termsOrder;

/** Places an order of `quantity` of the item for a contact of `c`, answering its id. */
async function order(
  c: Clinic,
  options: { quantity?: number; poNumber?: string; needsApproval?: boolean; shipAddressId?: number } = {},
) {
  const buyer = await contactOf(t, c.accountId, { needsApproval: options.needsApproval ?? false });
  await addToCart(buyer, item.id, options.quantity ?? 1);
  const res = await placeOrder(
    t,
    buyer,
    terms(c, {
      ...(options.poNumber ? { poNumber: options.poNumber } : {}),
      ...(options.shipAddressId ? { shipAddressId: options.shipAddressId } : {}),
    }),
  );
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return { id: res.body.orderConfirmation.id, tranId: res.body.orderConfirmation.tranId, buyer };
}

describe('sales orders', () => {
  it('pages the account’s orders newest first, 10 a page, and never another account’s', async () => {
    const fresh = await createClinic(t.db);
    for (let i = 0; i < 12; i += 1) await order(fresh, { poNumber: `PO-PAGE-${i}` });
    await order(other, { poNumber: 'PO-FOREIGN' });
    const admin = await contactOf(t, fresh.accountId);
    const first = (await admin.get(paths.salesOrders.paginate)).body as SalesOrderPage;
    expect(first).toMatchObject({ limit: 10, page: 1, pages: 2, total: 12 });
    expect(first.results).toHaveLength(10);
    expect(first.results[0]?.poNumber).toBe('PO-PAGE-11');
    expect(first.results.every((r) => r.accountId === fresh.accountId)).toBe(true);
    expect(first.results[0]?.total).toBe(12.75);
    const second = (await admin.get(`${paths.salesOrders.paginate}?page=2`)).body as SalesOrderPage;
    expect(second.results.map((r) => r.poNumber)).toEqual(['PO-PAGE-1', 'PO-PAGE-0']);
  });

  it('filters by search, status, ship-to and dates', async () => {
    const fresh = await createClinic(t.db);
    const a = await order(fresh, { poNumber: 'ALPHA-1' });
    await order(fresh, { poNumber: 'BETA-2', shipAddressId: fresh.unlicensed });
    await t.db.update(salesOrders).set({ status: 'Billed' }).where(eq(salesOrders.id, a.id));
    const admin = await contactOf(t, fresh.accountId);
    const list = async (query: string) =>
      ((await admin.get(`${paths.salesOrders.paginate}?${query}`)).body as SalesOrderPage).results.map(
        (r) => r.poNumber,
      );
    expect(await list('search=alpha')).toEqual(['ALPHA-1']);
    expect(await list(`search=${a.tranId}`)).toEqual(['ALPHA-1']);
    expect(await list('status=Billed')).toEqual(['ALPHA-1']);
    expect(await list(`address=${fresh.unlicensed}`)).toEqual(['BETA-2']);
    expect(await list('fromDate=2000-01-01&toDate=2000-12-31')).toEqual([]);
    expect((await list('fromDate=2000-01-01')).length).toBe(2);
    const billed = (await admin.get(`${paths.salesOrders.paginate}?status=Billed`)).body as SalesOrderPage;
    expect(billed.results[0]).toMatchObject({ status: 'Billed', statusLabel: 'Fulfilled' });
    const bad = await admin.get(`${paths.salesOrders.paginate}?fromDate=yesterday`);
    expect(bad.status).toBe(400);
  });

  it('is refused to a contact without price visibility and to a visitor', async () => {
    const buyer = await contactOf(t, clinic.accountId, { isPriceVisible: false });
    for (const url of [
      paths.salesOrders.paginate,
      paths.salesOrders.getStatusList,
      paths.salesOrders.getShipToList,
      paths.salesOrders.salesordersForParent,
    ]) {
      expect((await buyer.get(url)).status).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('lists every status with its label, and the account’s own ship-tos', async () => {
    const admin = await contactOf(t, clinic.accountId);
    const statuses = (await admin.get(paths.salesOrders.getStatusList)).body as {
      results: Array<{ status: string; label: string }>;
    };
    expect(statuses.results).toContainEqual({ status: 'Partially Billed', label: 'Partially Fulfilled' });
    expect(statuses.results).toContainEqual({ status: 'Rejected', label: 'Rejected' });
    // The order system's name stays the value sent back as a filter; people read it in US English.
    expect(statuses.results).toContainEqual({ status: 'Cancelled', label: 'Canceled' });
    const shipTos = (await admin.get(paths.salesOrders.getShipToList)).body as {
      results: Array<{ id: number }>;
    };
    expect(shipTos.results.map((r) => r.id).sort()).toEqual(
      [clinic.licensed, clinic.unlicensed, clinic.expired].sort(),
    );
  });
});

describe('salesordersForParent', () => {
  /** A parent login of a parent account with one child clinic. */
  async function parentWithChild() {
    const parent = await createAccount(t.db);
    const child = await createClinic(t.db);
    await t.db.execute(
      // The child belongs to the parent account (a parent login's related accounts).
      sql`UPDATE accounts SET parent_id = ${parent.id} WHERE id = ${child.accountId}`,
    );
    const login = await createLogin(t.db, { accountId: parent.id, password: 'x', isParentLogin: true });
    await grantAccountAccess(t.db, login.id, child.accountId);
    const { headers } = await loginAs(t.db, t.config, login);
    const client = clientFor(t.app, headers, { userId: login.id, accountId: parent.id });
    return { parent, child, client };
  }

  it('shows a parent login the orders of its accounts, one of them on request, and no other', async () => {
    const { child, client } = await parentWithChild();
    const placed = await order(child, { poNumber: 'CHILD-1' });
    await order(other, { poNumber: 'NOT-MINE' });
    const all = (await client.get(paths.salesOrders.salesordersForParent)).body as SalesOrderPage;
    expect(all.results.map((r) => r.poNumber)).toEqual(['CHILD-1']);
    const one = await client.get(`${paths.salesOrders.salesordersForParent}?accountId=${child.accountId}`);
    expect((one.body as SalesOrderPage).total).toBe(1);
    const foreign = await client.get(
      `${paths.salesOrders.salesordersForParent}?accountId=${other.accountId}`,
    );
    expect(foreign.status).toBe(403);
    // Details of a related account's order open for the parent login.
    expect((await client.get(`${paths.salesOrders.byId}?id=${placed.id}`)).status).toBe(200);
    const notParent = await contactOf(t, clinic.accountId);
    expect((await notParent.get(paths.salesOrders.salesordersForParent)).status).toBe(403);
  });

  it('lists the ship-tos of one of a parent login’s accounts or of all of them, and no other’s', async () => {
    const { parent, child, client } = await parentWithChild();
    type ShipTos = { results: Array<{ id: number; accountId: number; accountName: string }> };
    const shipTos = async (query: string) =>
      ((await client.get(`${paths.salesOrders.getShipToList}${query}`)).body as ShipTos).results;
    const childIds = [child.licensed, child.unlicensed, child.expired].sort((a, b) => a - b);
    expect((await shipTos('')).every((r) => r.accountId === parent.id)).toBe(true);
    const ofChild = await shipTos(`?accountId=${child.accountId}`);
    expect(ofChild.map((r) => r.id).sort((a, b) => a - b)).toEqual(childIds);
    const [childAccount] = await t.db.select().from(accounts).where(eq(accounts.id, child.accountId));
    expect(new Set(ofChild.map((r) => r.accountName))).toEqual(new Set([childAccount?.accountName]));
    const all = await shipTos('?allAccounts=true');
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining(childIds));
    expect(all.every((r) => r.accountId === parent.id || r.accountId === child.accountId)).toBe(true);
    // Another account's addresses are refused, to a parent login and to a contact alike.
    const foreign = `${paths.salesOrders.getShipToList}?accountId=${other.accountId}`;
    expect((await client.get(foreign)).status).toBe(403);
    const contact = await contactOf(t, clinic.accountId);
    expect((await contact.get(foreign)).status).toBe(403);
    expect((await contact.get(`${paths.salesOrders.getShipToList}?allAccounts=true`)).status).toBe(403);
    const bad = await client.get(`${paths.salesOrders.getShipToList}?accountId=abc`);
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toMatch(/accountId must be an id/);
  });
});

describe('order details and reorder', () => {
  it('shows lines with ordered, fulfilled and backordered quantities, shipments with tracking links and invoices', async () => {
    const low = await createStockItem(t.db, { stock: 5 });
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, low.id, 8);
    const placed = await placeOrder(t, buyer, terms(clinic));
    const id = placed.body.orderConfirmation.id;
    const [line] = await t.db.select().from(salesOrderLines).where(eq(salesOrderLines.salesOrderId, id));
    if (!line) throw new Error('no line');
    await t.db
      .update(salesOrderLines)
      .set({ quantityFulfilled: 5, quantityBilled: 5 })
      .where(eq(salesOrderLines.id, line.id));
    const [shipment] = await t.db
      .insert(fulfillments)
      .values({
        tranId: `IF-T${id}`,
        accountId: clinic.accountId,
        salesOrderId: id,
        status: 'Shipped',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        shippedAt: new Date(),
      })
      .returning();
    await t.db
      .insert(fulfillmentLines)
      .values({ fulfillmentId: shipment?.id ?? 0, salesOrderLineId: line.id, quantity: 5 });
    await t.db.insert(invoices).values({
      tranId: `INV-T${id}`,
      accountId: clinic.accountId,
      salesOrderId: id,
      status: 'Open',
      invoiceDate: new Date(),
      dueDate: '2099-01-01',
      subtotalCents: 6000,
      totalCents: 6375,
      amountDueCents: 6375,
    });
    const res = await buyer.get(`${paths.salesOrders.byId}?id=${id}`);
    expect(res.status).toBe(200);
    const details = res.body as SalesOrderDetails;
    expect(details.lines[0]).toMatchObject({ quantity: 8, quantityFulfilled: 5, quantityBackordered: 3 });
    expect(details.shipments[0]).toMatchObject({
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      lines: [{ salesOrderLineId: line.id, quantity: 5 }],
    });
    expect(details.invoices[0]).toMatchObject({
      tranId: `INV-T${id}`,
      status: 'Open',
      total: 63.75,
      amountDue: 63.75,
    });
  });

  it("refuses another account's order in details and reorder", async () => {
    const foreign = await order(other);
    const buyer = await contactOf(t, clinic.accountId);
    const details = await buyer.get(`${paths.salesOrders.byId}?id=${foreign.id}`);
    expect(details.status).toBe(404);
    expect((details.body as { message: string }).message).toBe('Order not found');
    expect((await buyer.post(paths.salesOrders.reorder, { id: foreign.id })).status).toBe(404);
  });

  describe("the spec's generic GET /{id} (ADR 0057)", () => {
    const byPath = (id: string | number) => paths.salesOrders.byPathId.replace(':id', String(id));

    it('answers exactly what byId?id= answers, to any contact of the account', async () => {
      const placed = await order(clinic, { poNumber: 'PO-GENERIC' });
      const contact = await contactOf(t, clinic.accountId, { isPriceVisible: false });
      for (const caller of [placed.buyer, contact]) {
        const generic = await caller.get(byPath(placed.id));
        const alias = await caller.get(`${paths.salesOrders.byId}?id=${placed.id}`);
        expect(generic.status).toBe(200);
        expect(generic.body).toEqual(alias.body);
        expect(generic.body).toMatchObject({ id: placed.id, poNumber: 'PO-GENERIC' });
      }
    });

    it("answers another account's order and an unknown id with byId's not-found", async () => {
      const foreign = await order(other);
      const buyer = await contactOf(t, clinic.accountId);
      for (const id of [foreign.id, 2_147_483_647]) {
        const generic = await buyer.get(byPath(id));
        expect([id, generic.status]).toEqual([id, 404]);
        expect(generic.body).toEqual((await buyer.get(`${paths.salesOrders.byId}?id=${id}`)).body);
        expect(generic.body).toMatchObject({ message: 'Order not found' });
      }
    });

    it('answers a word as no route (JSON 404), never a 5xx, and a visitor 401', async () => {
      const buyer = await contactOf(t, clinic.accountId);
      for (const segment of ['abc', '12a', '-3']) {
        const res = await buyer.get(byPath(segment));
        expect([segment, res.status]).toEqual([segment, 404]);
        expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
      }
      const zero = await buyer.get(byPath(0));
      expect(zero.status).toBe(400);
      const placed = await order(clinic);
      const visitor = await t.app.inject({ method: 'GET', url: byPath(placed.id) });
      expect(visitor.statusCode).toBe(401);
    });

    it('never takes a static sub-path: paginate and byId answer theirs, GET reorder stays no route', async () => {
      const buyer = await contactOf(t, clinic.accountId);
      const page = await buyer.get(`${paths.salesOrders.paginate}?limit=1`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ limit: 1, page: 1 });
      expect((await buyer.get(`${paths.salesOrders.byId}?id=abc`)).status).toBe(400);
      const reorder = await buyer.get(paths.salesOrders.reorder);
      expect(reorder.status).toBe(404);
      expect(reorder.body).toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  it('reorders: the order’s lines go back to the cart', async () => {
    const placed = await order(clinic, { quantity: 4 });
    const res = await placed.buyer.post(paths.salesOrders.reorder, { id: placed.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ added: 1, addToCartAdjustment: false, refused: [] });
    const cart = (await placed.buyer.get(paths.cart.getCart)).body as {
      cartDetail: Array<{ itemId: number; quantity: number }>;
    };
    expect(cart.cartDetail.map((l) => [l.itemId, l.quantity])).toEqual([[item.id, 4]]);
  });
});

describe('approvals', () => {
  it('is an administrator’s page', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    expect((await buyer.get(paths.approvals.getApprovals)).status).toBe(403);
    expect((await buyer.post(paths.approvals.approve, { id: 1 })).status).toBe(403);
    expect((await buyer.post(paths.approvals.reject, { id: 1 })).status).toBe(403);
  });

  it('approves a pending order into a normal order and tells the placer; a second decision is refused', async () => {
    const admin = await contactOf(t, clinic.accountId, { isAdmin: true });
    const pending = await order(clinic, { needsApproval: true });
    const list = (await admin.get(paths.approvals.getApprovals)).body as ApprovalsResponse;
    const shown = list.pending.find((o) => o.id === pending.id);
    expect(shown).toMatchObject({ status: 'Pending Approval', tranId: pending.tranId });
    expect(shown?.lines[0]?.quantity).toBe(1);
    const res = await admin.post(paths.approvals.approve, { id: pending.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: pending.id, tranId: pending.tranId, status: 'Pending Fulfillment' });
    const again = await admin.post(paths.approvals.approve, { id: pending.id });
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe(APPROVAL_MESSAGES.notPending);
    const mails = await outboxMails(t);
    expect(
      mails.some((m) => m.to === pending.buyer.email && m.subject === `Order ${pending.tranId} approved`),
    ).toBe(true);
  });

  it('rejects a pending order: Rejected, moved to the rejected list, stock and credit given back, placer told', async () => {
    const admin = await contactOf(t, clinic.accountId, { isAdmin: true });
    const stock = await stockOf(t.db, item.id);
    const balance = await balanceOf(t.db, clinic.accountId);
    const pending = await order(clinic, { needsApproval: true, quantity: 3 });
    expect(await stockOf(t.db, item.id)).toBe(stock - 3);
    expect(await balanceOf(t.db, clinic.accountId)).toBe(balance - 3_825);
    const res = await admin.post(paths.approvals.reject, { id: pending.id, reason: 'Over budget' });
    expect(res.body).toEqual({ id: pending.id, tranId: pending.tranId, status: 'Rejected' });
    expect(await stockOf(t.db, item.id)).toBe(stock);
    expect(await balanceOf(t.db, clinic.accountId)).toBe(balance);
    const list = (await admin.get(paths.approvals.getApprovals)).body as ApprovalsResponse;
    expect(list.pending.some((o) => o.id === pending.id)).toBe(false);
    expect(list.rejected.find((o) => o.id === pending.id)).toMatchObject({
      status: 'Rejected',
      rejectionReason: 'Over budget',
    });
    const mails = await outboxMails(t);
    const told = mails.find(
      (m) => m.to === pending.buyer.email && m.subject === `Order ${pending.tranId} rejected`,
    );
    expect(told?.text).toContain('Reason: Over budget');
  });

  it("voids a rejected card order's authorisation", async () => {
    const admin = await contactOf(t, clinic.accountId, { isAdmin: true });
    const buyer = await contactOf(t, clinic.accountId, { needsApproval: true });
    await addToCart(buyer, item.id, 1);
    const placed = await placeOrder(t, buyer, {
      shipAddressId: clinic.licensed,
      billAddressId: clinic.licensed,
      payment: { type: 'token', token: cardToken(t.config.jwtSecret) },
    });
    expect(placed.body.status).toBe('Pending Approval');
    const balance = await balanceOf(t.db, clinic.accountId);
    const id = placed.body.orderConfirmation.id;
    expect((await admin.post(paths.approvals.reject, { id })).status).toBe(200);
    const [row] = await t.db.select().from(salesOrders).where(eq(salesOrders.id, id));
    expect(row).toMatchObject({ status: 'Rejected', approvalStatus: 'rejected', paymentStatus: 'voided' });
    // A card order took no terms credit, so none comes back.
    expect(await balanceOf(t.db, clinic.accountId)).toBe(balance);
  });

  it("refuses another account's order for approve and reject", async () => {
    const admin = await contactOf(t, clinic.accountId, { isAdmin: true });
    const foreign = await order(other, { needsApproval: true });
    expect((await admin.post(paths.approvals.approve, { id: foreign.id })).status).toBe(404);
    expect((await admin.post(paths.approvals.reject, { id: foreign.id })).status).toBe(404);
    const [row] = await t.db.select().from(salesOrders).where(eq(salesOrders.id, foreign.id));
    expect(row?.status).toBe('Pending Approval');
  });
});
