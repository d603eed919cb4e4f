// Spend control over HTTP (issue 33, ADR 0047): an account's administrators set budgets and
// approval rules (others may not, nor for another account), every change recorded; an order over a
// hard budget is refused and over another waits with the reason; rules hold orders with their
// reasons, each decided by its own approvers, nobody deciding their own order; approvers hear it on
// the bell and by a mail whose link decides once, as its approver only, before it expires; twenty
// orders at once against one hard budget never exceed it. Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL (where the concurrent orders really race).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPaths,
  paths,
  UserNotificationsResponse,
  type ApprovalsResponse,
  type SpendControlsResponse,
  type SpendPreviewResponse,
} from '@medsupply/contract';
import { queryRows } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  createAccount,
  createCategory,
  createUser,
  grantAccountAccess,
  loginAs,
} from '../../../test/factories.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import {
  addToCart,
  contactOf,
  createClinic,
  createStockItem,
  outboxMails,
  placeOrder,
  termsOrder,
  type Clinic,
} from '../checkout/checkout.fixtures.ts';
import { clientFor, type Client } from '../cart/cart.fixtures.ts';
import { approvalLinkDigest } from '../order-to-cash/spend-control.service.ts';
import { SELF_APPROVAL_MESSAGE, OTHER_APPROVER_MESSAGE } from '../order-to-cash/approvals.service.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
});
afterAll(async () => t.close());

/** A clinic of its own (budgets and rules are per account), with its first administrator. */
async function newClinic(): Promise<{ clinic: Clinic; admin: Client & { email: string } }> {
  const clinic = await createClinic(t.db, { creditCents: 100_000_000, hasTerms: true });
  return { clinic, admin: await contactOf(t, clinic.accountId, { isAdmin: true }) };
}

const keyed = (client: Client, url: string, body: unknown) =>
  t.app
    .inject({
      method: 'POST',
      url,
      headers: { ...client.headers, 'idempotency-key': randomUUID() },
      payload: body as Record<string, unknown>,
    })
    .then((res) => ({ status: res.statusCode, body: res.json<Record<string, unknown>>() }));

async function saveBudget(client: Client, body: Record<string, unknown>) {
  const res = await keyed(client, paths.spendControl.saveBudget, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function saveRule(client: Client, body: Record<string, unknown>) {
  const res = await keyed(client, paths.spendControl.saveRule, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** An order of `quantity` of `itemId` on terms to the clinic's licensed ship-to. */
async function order(clinic: Clinic, buyer: Client, itemId: number, quantity: number) {
  await addToCart(buyer, itemId, quantity);
  return placeOrder(t, buyer, termsOrder(clinic));
}

async function subtotalOf(tranId: string): Promise<number> {
  const [row] = await queryRows<{ subtotal_cents: number }>(
    t.db,
    sql`SELECT subtotal_cents FROM sales_orders WHERE tran_id = ${tranId}`,
  );
  return row?.subtotal_cents ?? Number.NaN;
}

describe('budgets and rules are set by the account’s administrators, every change recorded', () => {
  it('an administrator sets a ship-to budget; the page shows it with this period’s spend and the change', async () => {
    const { clinic, admin } = await newClinic();
    const budget = await saveBudget(admin, {
      scope: 'shipTo',
      shipAddressId: clinic.licensed,
      period: 'month',
      amount: 750,
      hardLimit: false,
    });
    expect(budget).toMatchObject({
      scope: 'shipTo',
      targetName: 'Main',
      amount: 750,
      spent: 0,
      remaining: 750,
    });

    // Saving the same target again changes that budget (one per target).
    const again = await saveBudget(admin, {
      scope: 'shipTo',
      shipAddressId: clinic.licensed,
      period: 'quarter',
      amount: 2000,
      hardLimit: true,
    });
    expect(again['id']).toBe(budget['id']);

    const page = await admin.get(paths.spendControl.controls);
    expect(page.status).toBe(200);
    const controls = page.body as SpendControlsResponse;
    expect(controls.budgets).toHaveLength(1);
    expect(controls.budgets[0]).toMatchObject({ period: 'quarter', amount: 2000, hardLimit: true });
    expect(controls.budgets[0]?.periodLabel).toMatch(/^Q[1-4] \d{4}$/);
    expect(controls.changes.map((c) => [c.subject, c.action])).toEqual([
      ['budget', 'updated'],
      ['budget', 'created'],
    ]);
    expect(controls.changes[0]?.summary).toBe('Budget updated: Quarterly $2,000.00 for Main (hard limit)');

    const [recorded] = await queryRows<{ before: { amount_cents: number }; after: { amount_cents: number } }>(
      t.db,
      sql`SELECT before, after FROM spend_control_changes
        WHERE account_id = ${clinic.accountId} AND action = 'updated'`,
    );
    expect(recorded?.before.amount_cents).toBe(75_000);
    expect(recorded?.after.amount_cents).toBe(200_000);
    // The record is append-only.
    const edit = await t.db
      .execute(
        sql`UPDATE spend_control_changes SET action = 'created' WHERE account_id = ${clinic.accountId}`,
      )
      .then(
        () => 'updated',
        (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
      );
    expect(edit).toMatch(/spend_control_changes is append-only: UPDATE refused/);
  });

  it('refuses a contact who is not an administrator, another account’s id, and names not the account’s', async () => {
    const { clinic, admin } = await newClinic();
    const buyer = await contactOf(t, clinic.accountId);
    expect((await buyer.get(paths.spendControl.controls)).status).toBe(403);
    const refused = await keyed(buyer, paths.spendControl.saveBudget, {
      scope: 'account',
      period: 'month',
      amount: 100,
      hardLimit: false,
    });
    expect(refused.status).toBe(403);

    const other = await createAccount(t.db, {});
    expect((await admin.get(`${paths.spendControl.controls}?accountId=${other.id}`)).status).toBe(404);
    const foreignShipTo = await createClinic(t.db, {});
    const wrong = await keyed(admin, paths.spendControl.saveBudget, {
      scope: 'shipTo',
      shipAddressId: foreignShipTo.licensed,
      period: 'month',
      amount: 100,
      hardLimit: false,
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: 'Choose one of the account’s ship-to locations.' },
    });
    const notAnApprover = await keyed(admin, paths.spendControl.saveRule, {
      kind: 'orderTotalOver',
      threshold: 500,
      approverUserIds: [buyer.userId],
    });
    expect(notAnApprover).toMatchObject({
      status: 400,
      body: { message: 'Approvers must be administrators of the account or its parent login.' },
    });
    const bad = await keyed(admin, paths.spendControl.saveRule, { kind: 'orderTotalOver' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Enter the order total above which orders wait.');
    const cents = await keyed(admin, paths.spendControl.saveBudget, {
      scope: 'account',
      period: 'month',
      amount: 10.005,
      hardLimit: false,
    });
    expect(cents.status).toBe(400);
  });

  it('staff read an account’s budgets and rules, read only', async () => {
    const { clinic, admin } = await newClinic();
    await saveRule(admin, { kind: 'controlled' });
    const staff = await signedInStaff(t.app, t.db, ['accounts_receivable']);
    const res = await t.app.inject({
      method: 'GET',
      url: adminPaths.customerSpendControls.replace(':id', String(clinic.accountId)),
      headers: staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const controls = res.json<SpendControlsResponse>();
    expect(controls.canEdit).toBe(false);
    expect(controls.rules.map((r) => r.description)).toEqual([
      'Orders with controlled substances need approval by any administrator.',
    ]);
  });
});

describe('orders over a budget', () => {
  it('a hard limit refuses the order that would go over it, to the cent; the preview says so first', async () => {
    const { clinic, admin } = await newClinic();
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 1_000 });
    const first = await order(clinic, buyer, item.id, 2);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const unit = (await subtotalOf(first.body.orderConfirmation.tranId)) / 2;
    // Five units' worth this month, two spent: three more fit, four do not.
    await saveBudget(admin, {
      scope: 'shipTo',
      shipAddressId: clinic.licensed,
      period: 'month',
      amount: (5 * unit) / 100,
      hardLimit: true,
    });
    await addToCart(buyer, item.id, 4);
    const preview = await buyer.post(paths.spendControl.preview, { shipAddressId: clinic.licensed });
    const seen = preview.body as SpendPreviewResponse;
    expect(seen.refusal).toMatch(
      /^This order is \$[\d.,]+ over the monthly budget of Main \(\$[\d.,]+ left\)\./,
    );
    expect(seen.budgets[0]?.remaining).toBe((3 * unit) / 100);

    const refused = await placeOrder(t, buyer, termsOrder(clinic));
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('BUDGET_EXCEEDED');
    expect(refused.body.message).toBe(seen.refusal);

    await t.db.execute(
      sql`DELETE FROM cart_lines WHERE cart_id IN (SELECT id FROM carts WHERE user_id = ${buyer.userId})`,
    );
    const fits = await order(clinic, buyer, item.id, 3);
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    expect(fits.body.status).not.toBe('Pending Approval');
  });

  it('over a budget without a hard limit the order waits for approval with the reason', async () => {
    const { clinic, admin } = await newClinic();
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 1_000 });
    await saveBudget(admin, {
      scope: 'contact',
      userId: buyer.userId,
      period: 'month',
      amount: 1,
      hardLimit: false,
    });
    const placed = await order(clinic, buyer, item.id, 1);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.status).toBe('Pending Approval');
    const list = (await admin.get(paths.approvals.getApprovals)).body as ApprovalsResponse;
    const waiting = list.pending.find((o) => o.tranId === placed.body.orderConfirmation.tranId);
    expect(waiting?.reasons.map((r) => r.reason)).toEqual([
      expect.stringMatching(
        /^This order is \$[\d.,]+ over the monthly budget of Pat Tester\d+ \(\$1\.00 left\)\.$/,
      ),
    ]);
    expect(waiting?.mayDecide).toBe(true);
  });

  it('twenty orders at once against one hard budget never spend more than it', async () => {
    const { clinic, admin } = await newClinic();
    const item = await createStockItem(t.db, { stock: 10_000 });
    const probe = await contactOf(t, clinic.accountId);
    const first = await order(clinic, probe, item.id, 1);
    const unit = await subtotalOf(first.body.orderConfirmation.tranId);
    // Room for exactly 8 more single-unit orders this month.
    await saveBudget(admin, { scope: 'account', period: 'month', amount: (9 * unit) / 100, hardLimit: true });
    const buyers = [];
    for (let i = 0; i < 20; i += 1) {
      const buyer = await contactOf(t, clinic.accountId);
      await addToCart(buyer, item.id, 1);
      buyers.push(buyer);
    }
    const results = await Promise.all(buyers.map((b) => placeOrder(t, b, termsOrder(clinic))));
    const placed = results.filter((r) => r.status === 200);
    expect(placed).toHaveLength(8);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.code === 'BUDGET_EXCEEDED')).toBe(
      true,
    );
    const [spent] = await queryRows<{ cents: number | string }>(
      t.db,
      sql`SELECT sum(subtotal_cents) AS cents FROM sales_orders WHERE account_id = ${clinic.accountId}`,
    );
    expect(Number(spent?.cents)).toBe(9 * unit);
  });
});

describe('approval rules', () => {
  it('orders over an amount wait with the reason; the placer cannot decide, another administrator approves', async () => {
    const { clinic, admin } = await newClinic();
    const buyer = await contactOf(t, clinic.accountId, { isAdmin: true });
    const item = await createStockItem(t.db, { stock: 1_000 });
    const rule = await saveRule(admin, { kind: 'orderTotalOver', threshold: 100 });
    expect(rule['description']).toBe('Orders over $100.00 need approval by any administrator.');

    const small = await order(clinic, buyer, item.id, 1);
    expect(small.body.status).not.toBe('Pending Approval');
    const big = await order(clinic, buyer, item.id, 20);
    expect(big.body.status).toBe('Pending Approval');
    // The confirmation says why it waits.
    expect(big.body.orderConfirmation.approvalReasons).toEqual([
      {
        reason: expect.stringMatching(/^The order total of \$[\d.,]+ is over \$100\.00\.$/),
        decision: 'pending',
      },
    ]);

    const own = (await buyer.get(paths.approvals.getApprovals)).body as ApprovalsResponse;
    const mine = own.pending.find((o) => o.id === big.body.orderConfirmation.id);
    expect(mine?.mayDecide).toBe(false);
    expect(mine?.reasons[0]?.reason).toMatch(/^The order total of \$[\d.,]+ is over \$100\.00\.$/);
    const self = await buyer.post(paths.approvals.approve, { id: big.body.orderConfirmation.id });
    expect(self).toMatchObject({ status: 403, body: { message: SELF_APPROVAL_MESSAGE } });

    const approved = await admin.post(paths.approvals.approve, {
      id: big.body.orderConfirmation.id,
      note: 'Flu season',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((approved.body as { status: string }).status).not.toBe('Pending Approval');
    const [reason] = await queryRows<{ decision: string; note: string; decided_by: number }>(
      t.db,
      sql`SELECT decision, note, decided_by FROM order_approval_reasons WHERE sales_order_id = ${big.body.orderConfirmation.id}`,
    );
    expect(reason).toEqual({ decision: 'approved', note: 'Flu season', decided_by: admin.userId });
  });

  it('each reason is decided by its own approvers; the order is approved when none is left', async () => {
    const { clinic, admin } = await newClinic();
    const finance = await contactOf(t, clinic.accountId, { isAdmin: true });
    const pharmacist = await contactOf(t, clinic.accountId, { isAdmin: true });
    const buyer = await contactOf(t, clinic.accountId);
    const drugs = await createCategory(t.db, `Pharmaceuticals ${randomUUID().slice(0, 6)}`);
    const item = await createStockItem(t.db, { stock: 1_000 });
    await t.db.execute(sql`UPDATE items SET category_id = ${drugs.id} WHERE id = ${item.id}`);
    await saveRule(admin, { kind: 'orderTotalOver', threshold: 50, approverUserIds: [finance.userId] });
    await saveRule(admin, {
      kind: 'categories',
      categoryIds: [drugs.id],
      approverUserIds: [pharmacist.userId],
    });

    const placed = await order(clinic, buyer, item.id, 10);
    expect(placed.body.status).toBe('Pending Approval');
    const id = placed.body.orderConfirmation.id;

    // The account's first administrator is named by neither rule.
    const outsider = await admin.post(paths.approvals.approve, { id });
    expect(outsider).toMatchObject({ status: 403, body: { message: OTHER_APPROVER_MESSAGE } });

    const half = await finance.post(paths.approvals.approve, { id });
    expect(half.status).toBe(200);
    expect((half.body as { status: string }).status).toBe('Pending Approval');
    const again = await finance.post(paths.approvals.approve, { id });
    expect(again).toMatchObject({ status: 403, body: { message: OTHER_APPROVER_MESSAGE } });

    const done = await pharmacist.post(paths.approvals.approve, { id });
    expect((done.body as { status: string }).status).not.toBe('Pending Approval');
    const list = (await pharmacist.get(paths.approvals.getApprovals)).body as ApprovalsResponse;
    expect(list.pending.some((o) => o.id === id)).toBe(false);
  });

  it('a first order to a ship-to and controlled substances hold an order; each reason is listed', async () => {
    const { clinic, admin } = await newClinic();
    const buyer = await contactOf(t, clinic.accountId);
    await t.db.execute(sql`UPDATE rx_levels SET is_controlled_substance = true WHERE id = 1`);
    const controlled = await createStockItem(t.db, { stock: 100, rxLevel: 1 });
    await saveRule(admin, { kind: 'newShipTo' });
    await saveRule(admin, { kind: 'controlled' });
    await saveRule(admin, { kind: 'rxLevels', rxLevels: [1] });
    await addToCart(buyer, controlled.id, 1);
    const preview = (await buyer.post(paths.spendControl.preview, { shipAddressId: clinic.licensed }))
      .body as SpendPreviewResponse;
    expect(preview.reasons).toEqual([
      'This is the first order to Main.',
      'The order holds controlled substances.',
      'The order holds items of Rx level 1.',
    ]);
    const placed = await placeOrder(t, buyer, termsOrder(clinic));
    expect(placed.body.status).toBe('Pending Approval');
    const list = (await admin.get(paths.approvals.getApprovals)).body as ApprovalsResponse;
    expect(
      list.pending.find((o) => o.id === placed.body.orderConfirmation.id)?.reasons.map((r) => r.reason),
    ).toEqual(preview.reasons);
    await t.db.execute(sql`UPDATE rx_levels SET is_controlled_substance = false WHERE id = 1`);
  });

  it('a parent login named by a child account’s rule sees and approves its order without switching', async () => {
    const { clinic, admin } = await newClinic();
    const group = await createAccount(t.db, {});
    const parentUser = await createUser(t.db, { accountId: group.id, isAdmin: true, isParentLogin: true });
    await grantAccountAccess(t.db, parentUser.id, clinic.accountId);
    const parent = {
      ...clientFor(t.app, (await loginAs(t.db, t.config, parentUser)).headers, {
        userId: parentUser.id,
        accountId: group.id,
      }),
    };
    // The child's administrator names the group's parent login as the approver.
    const controls = (await admin.get(paths.spendControl.controls)).body as SpendControlsResponse;
    expect(controls.approvers.map((a) => a.id)).toContain(parentUser.id);
    await saveRule(admin, { kind: 'orderTotalOver', threshold: 1, approverUserIds: [parentUser.id] });
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 100 });
    const placed = await order(clinic, buyer, item.id, 1);
    const id = placed.body.orderConfirmation.id;

    const list = (await parent.get(paths.approvals.getApprovals)).body as ApprovalsResponse;
    const theirs = list.pending.find((o) => o.id === id);
    expect(theirs?.mayDecide).toBe(true);
    expect(theirs?.accountName).toBe(controls.accountName);
    // The child's own administrator is not the rule's approver.
    expect((await admin.post(paths.approvals.approve, { id })).status).toBe(403);
    const approved = await parent.post(paths.approvals.approve, { id });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((approved.body as { status: string }).status).not.toBe('Pending Approval');

    // A parent login of another group sees nothing of it.
    const stranger = await createUser(t.db, {
      accountId: (await createAccount(t.db, {})).id,
      isAdmin: true,
      isParentLogin: true,
    });
    const strangerClient = clientFor(t.app, (await loginAs(t.db, t.config, stranger)).headers, {
      userId: stranger.id,
      accountId: stranger.accountId,
    });
    const none = (await strangerClient.get(paths.approvals.getApprovals)).body as ApprovalsResponse;
    expect(none.pending.concat(none.rejected).some((o) => o.id === id)).toBe(false);
  });

  it("the contact's flag is the rule 'every order of this contact'", async () => {
    const { clinic } = await newClinic();
    const buyer = await contactOf(t, clinic.accountId, { needsApproval: true });
    const item = await createStockItem(t.db, { stock: 100 });
    const placed = await order(clinic, buyer, item.id, 1);
    expect(placed.body.status).toBe('Pending Approval');
    const [reason] = await queryRows<{ kind: string; reason: string }>(
      t.db,
      sql`SELECT kind, reason FROM order_approval_reasons WHERE sales_order_id = ${placed.body.orderConfirmation.id}`,
    );
    expect(reason?.kind).toBe('contact');
    expect(reason?.reason).toMatch(/^Every order of Pat Tester\d+ needs approval\.$/);
  });
});

describe('approvers hear it: the bell, and a mail whose link is theirs, works once and expires', () => {
  it('mails each approver a link of their own; a forwarded, used or expired link decides nothing', async () => {
    const { clinic, admin } = await newClinic();
    const second = await contactOf(t, clinic.accountId, { isAdmin: true });
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 100 });
    await saveRule(admin, { kind: 'orderTotalOver', threshold: 1 });
    const placed = await order(clinic, buyer, item.id, 1);
    const id = placed.body.orderConfirmation.id;
    const tranId = placed.body.orderConfirmation.tranId;

    const mails = (await outboxMails(t)).filter((m) => m.subject === `Order ${tranId} needs your approval`);
    expect(mails.map((m) => m.to).sort()).toEqual([admin.email, second.email].sort());
    const tokenOf = (to: string) => {
      const text = mails.find((m) => m.to === to)?.text ?? '';
      expect(text).toContain('It waits for approval because:');
      return /approvals\?link=([\w-]+)/.exec(text)?.[1] ?? '';
    };
    const adminToken = tokenOf(admin.email);
    const secondToken = tokenOf(second.email);
    expect(adminToken).not.toBe(secondToken);

    // The bell: each approver hears it, the placer does not.
    await t.jobs.drain();
    const bellOf = async (c: Client) =>
      UserNotificationsResponse.parse((await c.get(paths.transactions.getUserNotifications)).body).map(
        (n) => [n.notificationType, n.metaData['tranId']],
      );
    expect(await bellOf(admin)).toEqual([['Approval Needed', tranId]]);
    expect(await bellOf(second)).toEqual([['Approval Needed', tranId]]);
    expect(await bellOf(buyer)).toEqual([]);

    // Forwarded: the second administrator presents the first's link.
    const forwarded = await second.post(paths.approvals.link, { token: adminToken, decision: 'approve' });
    expect(forwarded.status).toBe(403);
    expect((forwarded.body as { code: string }).code).toBe('APPROVAL_LINK_INVALID');
    const look = await admin.get(`${paths.approvals.link}?token=${adminToken}`);
    expect(look).toMatchObject({ status: 200, body: { id } });

    const decided = await admin.post(paths.approvals.link, { token: adminToken, decision: 'approve' });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const reused = await admin.post(paths.approvals.link, { token: adminToken, decision: 'reject' });
    expect(reused.status).toBe(403);

    // Expired: the other approver's link, a week and a moment later.
    await t.db.execute(
      sql`UPDATE approval_links SET expires_at = now() - interval '1 second' WHERE token_digest = ${approvalLinkDigest(secondToken)}`,
    );
    const stale = await second.post(paths.approvals.link, { token: secondToken, decision: 'reject' });
    expect(stale.status).toBe(403);
  });

  it('a rejection from the link gives back what the order held and tells the placer', async () => {
    const { clinic, admin } = await newClinic();
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 10 });
    await saveRule(admin, { kind: 'orderTotalOver', threshold: 1 });
    const placed = await order(clinic, buyer, item.id, 4);
    const tranId = placed.body.orderConfirmation.tranId;
    const mail = (await outboxMails(t)).find((m) => m.subject === `Order ${tranId} needs your approval`);
    const token = /approvals\?link=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const res = await admin.post(paths.approvals.link, {
      token,
      decision: 'reject',
      note: 'Over our order size',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as { status: string }).status).toBe('Rejected');
    const [stock] = await queryRows<{ quantity_available: number }>(
      t.db,
      sql`SELECT quantity_available FROM items WHERE id = ${item.id}`,
    );
    expect(stock?.quantity_available).toBe(10);
    const told = (await outboxMails(t)).find((m) => m.subject === `Order ${tranId} rejected`);
    expect(told?.text).toContain('Reason: Over our order size');
  });
});
