// The back office's billing operations over HTTP (issue 20 points 2 and 3; order lifecycle "Cancelling a
// line", ADR 0030): a check payment applied to open invoices (never beyond what they owe, one
// payment per Idempotency-Key) that the buyer sees in Payment History; credit memos for returned
// lines or an amount, bounded by the invoice, that the buyer sees and applies; cancelling a line
// (backordered first, stock and credit back, the billed part credited); each with its audit row;
// the ledger's refundable payments (what is left of each, the invoice it paid) and their refunds.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paths,
  type AdminOrderDetails,
  type AuditPage,
  type CancelLineResponse,
  type CreatePaymentResponse,
  type CreditMemoResponse,
  type InvoiceLinesResponse,
  type CreditMemosResponse,
  type InvoiceDetailsResponse,
  type LedgerResponse,
  type PaymentsResponse,
  type RecordPaymentResponse,
  type RefundPaymentResponse,
  type ShipOrderResponse,
  adminPaths,
} from '@medsupply/contract';
import { isoDayIn } from '@medsupply/domain';
import { queryRows } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { cardToken } from '../../../test/payment-tokens.ts';
import { checkCardBooks } from '../../../test/card-books.ts';
import { cardCycle, type CardCycleSetup, type Send } from '../../../test/card-cycle.ts';
import { createAccount, createInvoice } from '../../../test/factories.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import {
  addToCart,
  balanceOf,
  contactOf,
  createClinic,
  createStockItem,
  placeOrder,
  stockOf,
  type Clinic,
} from '../checkout/checkout.fixtures.ts';
import type { Client } from '../cart/cart.fixtures.ts';

type Headers = { authorization: string };
let t: TestContext;
let clinic: Clinic;
let desk: { headers: Headers };
let ar: { headers: Headers };
let admin: { headers: Headers };

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  clinic = await createClinic(t.db, { creditCents: 100_000_000, hasTerms: true });
  await t.db.update(accounts).set({ terms: 'Net 30' }).where(eq(accounts.id, clinic.accountId));
  desk = await signedInStaff(t.app, t.db, ['order_desk']);
  ar = await signedInStaff(t.app, t.db, ['accounts_receivable']);
  admin = await signedInStaff(t.app, t.db, ['administrator']);
});
afterAll(async () => t.close());

const today = () => isoDayIn(new Date());
const post = (url: string, payload: unknown, headers: Record<string, string> = ar.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const get = (url: string, headers: Record<string, string> = ar.headers) =>
  t.app.inject({ method: 'GET', url, headers });
const cancelUrl = (orderId: number, lineId: number) =>
  adminPaths.cancelOrderLine.replace(':id', String(orderId)).replace(':lineId', String(lineId));

async function auditOf(action: string, entityId: number): Promise<AuditPage> {
  const res = await get(`${adminPaths.audit}?action=${action}&entityId=${entityId}`, admin.headers);
  expect(res.statusCode).toBe(200);
  return res.json<AuditPage>();
}

async function orderOf(buyer: Client, lines: Array<[number, number]>) {
  for (const [itemId, quantity] of lines) await addToCart(buyer, itemId, quantity);
  const res = await placeOrder(t, buyer, {
    shipAddressId: clinic.licensed,
    billAddressId: clinic.licensed,
    payment: { type: 'terms' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const details = await get(
    adminPaths.order.replace(':id', String(res.body.orderConfirmation.id)),
    desk.headers,
  );
  return details.json<AdminOrderDetails>();
}

/** An order paid by card; `save` keeps the card on the account (its payments then name it). */
async function cardOrder(buyer: Client, lines: Array<[number, number]>, save = false) {
  for (const [itemId, quantity] of lines) await addToCart(buyer, itemId, quantity);
  const res = await placeOrder(t, buyer, {
    shipAddressId: clinic.licensed,
    billAddressId: clinic.licensed,
    payment: { type: 'token', token: cardToken(t.config.jwtSecret), ...(save ? { save } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const details = await get(
    adminPaths.order.replace(':id', String(res.body.orderConfirmation.id)),
    desk.headers,
  );
  return details.json<AdminOrderDetails>();
}

async function ship(orderId: number, lines: Array<{ lineId: number; quantity: number }>) {
  const res = await post(
    adminPaths.shipOrder.replace(':id', String(orderId)),
    { carrier: 'UPS', trackingNumber: `1Z${Date.now()}`, shipDate: today(), lines },
    desk.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ShipOrderResponse>();
}

async function paymentsCount(accountId: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    t.db,
    sql`SELECT count(*)::int AS n FROM payments WHERE account_id = ${accountId}`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * What a store process killed right after a command committed leaves behind: the key still
 * 'running' under the lock the route took, no answer kept (a retry must find what the dead run did).
 */
async function crashAfterCommit(key: string): Promise<void> {
  await t.db.execute(
    sql`UPDATE idempotency_keys SET state = 'running', response_status = NULL, response_body = NULL
      WHERE key = ${key}`,
  );
}

describe('recording a check or ACH payment received', () => {
  it('applies a check to open invoices, the buyer sees it, and credit comes back', async () => {
    const account = await createAccount(t.db, { creditLimitCents: 500_000 });
    await t.db.update(accounts).set({ availableBalanceCents: 100_000 }).where(eq(accounts.id, account.id));
    const a = await createInvoice(t.db, { accountId: account.id, totalCents: 10_000 });
    const b = await createInvoice(t.db, { accountId: account.id, totalCents: 5_000 });
    const key = randomUUID();
    const body = {
      accountId: account.id,
      method: 'check',
      amount: 130,
      receivedOn: today(),
      reference: '10442',
      applications: [
        { invoiceId: a.id, amount: 100 },
        { invoiceId: b.id, amount: 20 },
      ],
    };
    const res = await post(adminPaths.receivedPayments, body, { ...ar.headers, 'idempotency-key': key });
    expect(res.statusCode, res.body).toBe(200);
    const recorded = res.json<RecordPaymentResponse>();
    expect(recorded.payment).toMatchObject({
      method: 'check',
      amount: 130,
      applied: 120,
      unapplied: 10,
      memo: 'Check #10442',
    });
    expect(recorded.payment.tranId).toBe(`PAY-${100000 + recorded.payment.id}`);
    expect(recorded.invoices).toEqual([
      { id: a.id, tranId: a.tranId, status: 'Paid In Full', amountDue: 0 },
      { id: b.id, tranId: b.tranId, status: 'Open', amountDue: 30 },
    ]);
    expect(await balanceOf(t.db, account.id)).toBe(112_000);

    // A double submit with the same key is the same payment.
    const again = await post(adminPaths.receivedPayments, body, { ...ar.headers, 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json<RecordPaymentResponse>().payment.id).toBe(recorded.payment.id);
    expect(await paymentsCount(account.id)).toBe(1);

    // The buyer's Payment History and invoice.
    const buyer = await contactOf(t, account.id);
    const history = await buyer.get(paths.transaction.paymentsPaginate);
    expect(history.status).toBe(200);
    expect((history.body as PaymentsResponse).results[0]).toMatchObject({
      id: recorded.payment.id,
      methodLabel: 'Check',
      amount: 130,
      unapplied: 10,
      memo: 'Check #10442',
    });
    const invoice = await buyer.get(`${paths.transaction.invoicesById}?id=${a.id}`);
    expect((invoice.body as InvoiceDetailsResponse).invoice).toMatchObject({
      status: 'Paid In Full',
      amountDue: 0,
    });

    const audited = await auditOf('payment.record', account.id);
    expect(audited.results[0]?.after).toMatchObject({ paymentId: recorded.payment.id, amountCents: 13_000 });

    // The ledger shows it, newest first, with the invoices.
    const ledger = await get(adminPaths.accountLedger.replace(':id', String(account.id)));
    expect(ledger.statusCode, ledger.body).toBe(200);
    const l = ledger.json<LedgerResponse>();
    expect(l.entries.map((e) => e.tranId)).toEqual(
      expect.arrayContaining([a.tranId, b.tranId, recorded.payment.tranId]),
    );
    expect(l.entries.find((e) => e.type === 'payment')).toMatchObject({ amount: -130, open: -10 });
    expect(l.aging.total).toBe(30 - 10);
  });

  it('records a payment once when its request is retried after a crash that followed the commit', async () => {
    const account = await createAccount(t.db, { creditLimitCents: 500_000 });
    const invoice = await createInvoice(t.db, { accountId: account.id, totalCents: 10_000 });
    const key = randomUUID();
    const body = {
      accountId: account.id,
      method: 'ach',
      amount: 60,
      receivedOn: today(),
      reference: 'ACH-77',
      applications: [{ invoiceId: invoice.id, amount: 60 }],
    };
    const headers = { ...ar.headers, 'idempotency-key': key };
    const first = await post(adminPaths.receivedPayments, body, headers);
    expect(first.statusCode, first.body).toBe(200);
    await crashAfterCommit(key);
    const started = Date.now();
    let again = await post(adminPaths.receivedPayments, body, headers);
    // The dead run's lock passes within seconds; until then the retry hears 409.
    while (again.statusCode === 409 && Date.now() - started < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      again = await post(adminPaths.receivedPayments, body, headers);
    }
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<RecordPaymentResponse>().payment.id).toBe(
      first.json<RecordPaymentResponse>().payment.id,
    );
    expect(await paymentsCount(account.id)).toBe(1);
    const [applied] = await queryRows<{ cents: number }>(
      t.db,
      sql`SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM payment_applications WHERE invoice_id = ${invoice.id}`,
    );
    expect(applied?.cents).toBe(6_000);
  });

  it('never applies more than an invoice owes or than the payment, and changes nothing then', async () => {
    const account = await createAccount(t.db);
    const other = await createAccount(t.db);
    const a = await createInvoice(t.db, { accountId: account.id, totalCents: 10_000, amountDueCents: 2_500 });
    const foreign = await createInvoice(t.db, { accountId: other.id, totalCents: 10_000 });
    const base = { accountId: account.id, method: 'ach', receivedOn: today(), reference: 'ACH-771' };

    const overDue = await post(adminPaths.receivedPayments, {
      ...base,
      amount: 30,
      applications: [{ invoiceId: a.id, amount: 30 }],
    });
    expect(overDue.statusCode).toBe(400);
    expect(overDue.json().message).toBe(`${a.tranId}: Cannot apply more than $25.00, what the invoice owes.`);

    const overPayment = await post(adminPaths.receivedPayments, {
      ...base,
      amount: 10,
      applications: [{ invoiceId: a.id, amount: 20 }],
    });
    expect(overPayment.statusCode).toBe(400);
    expect(overPayment.json().message).toBe(
      'The applications add up to $20.00, more than the payment of $10.00.',
    );

    const foreignInvoice = await post(adminPaths.receivedPayments, {
      ...base,
      amount: 10,
      applications: [{ invoiceId: foreign.id, amount: 10 }],
    });
    expect(foreignInvoice.statusCode).toBe(404);

    const future = await post(adminPaths.receivedPayments, {
      ...base,
      receivedOn: '2999-01-01',
      amount: 10,
      applications: [{ invoiceId: a.id, amount: 10 }],
    });
    expect(future.statusCode).toBe(400);
    expect(await paymentsCount(account.id)).toBe(0);
    const [row] = await queryRows<{ due: number }>(
      t.db,
      sql`SELECT amount_due_cents AS due FROM invoices WHERE id = ${a.id}`,
    );
    expect(row?.due).toBe(2_500);
  });

  it('two payments racing for one invoice never take it below zero', async () => {
    const account = await createAccount(t.db);
    const a = await createInvoice(t.db, { accountId: account.id, totalCents: 5_000 });
    const pay = () =>
      post(adminPaths.receivedPayments, {
        accountId: account.id,
        method: 'check',
        amount: 40,
        receivedOn: today(),
        reference: randomUUID().slice(0, 8),
        applications: [{ invoiceId: a.id, amount: 40 }],
      });
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await paymentsCount(account.id)).toBe(1);
  });

  it('is accounts receivable’s: the order desk is refused', async () => {
    const res = await post(
      adminPaths.receivedPayments,
      { accountId: 1, method: 'check', amount: 1, receivedOn: today(), reference: '1', applications: [] },
      desk.headers,
    );
    expect(res.statusCode).toBe(403);
    expect((await get(adminPaths.accountLedger.replace(':id', '1'), desk.headers)).statusCode).toBe(403);
  });
});

describe('credit memos', () => {
  it('credits returned invoice lines up to what was invoiced; the buyer sees and applies the memo', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const gloves = await createStockItem(t.db, { stock: 100 });
    const order = await orderOf(buyer, [[gloves.id, 4]]);
    const line = order.lines[0];
    if (!line) throw new Error('no line');
    const shipped = await ship(order.id, [{ lineId: line.id, quantity: 4 }]);
    const invoiceId = shipped.invoice?.id;
    if (invoiceId === undefined) throw new Error('not invoiced');
    const [invoiceLine] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM invoice_lines WHERE invoice_id = ${invoiceId}`,
    );
    if (!invoiceLine) throw new Error('no invoice line');

    const res = await post(adminPaths.creditMemos, {
      accountId: clinic.accountId,
      invoiceId,
      lines: [{ invoiceLineId: invoiceLine.id, quantity: 3 }],
      reason: 'Returned: box crushed',
    });
    expect(res.statusCode, res.body).toBe(200);
    const memo = res.json<CreditMemoResponse>().creditMemo;
    expect(memo).toMatchObject({
      total: 36,
      remaining: 36,
      reason: 'Returned: box crushed',
      invoice: { id: invoiceId },
      lines: [{ invoiceLineId: invoiceLine.id, quantity: 3, price: 12, amount: 36 }],
    });
    expect(memo.tranId).toBe(`CM-${100000 + memo.id}`);

    const tooMany = await post(adminPaths.creditMemos, {
      accountId: clinic.accountId,
      invoiceId,
      lines: [{ invoiceLineId: invoiceLine.id, quantity: 2 }],
      reason: 'Returned again',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(`${line.displayName}: only 1 can still be credited on this invoice.`);

    // The form's lines say what each line has had credited, at the invoiced price.
    const linesUrl = adminPaths.invoiceLines.replace(':id', String(invoiceId));
    const lines = await get(linesUrl);
    expect(lines.statusCode, lines.body).toBe(200);
    expect(lines.json<InvoiceLinesResponse>()).toEqual({
      invoice: { id: invoiceId, tranId: expect.any(String), accountId: clinic.accountId },
      lines: [{ id: invoiceLine.id, itemName: line.displayName, quantity: 4, credited: 3, unitPrice: 12 }],
    });
    expect((await get(adminPaths.invoiceLines.replace(':id', '999999999'))).statusCode).toBe(404);
    expect((await get(adminPaths.invoiceLines.replace(':id', 'abc'))).statusCode).toBe(400);
    // The order desk (no billing area) may not read them.
    expect((await get(linesUrl, desk.headers)).statusCode).toBe(403);

    // The buyer sees it under Credit Memos and applies it to the invoice as they do today.
    const memos = await buyer.get(`${paths.transaction.creditMemosPaginate}?status.value=open`);
    expect(memos.status).toBe(200);
    expect((memos.body as CreditMemosResponse).results).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: memo.id, total: 36, remaining: 36 })]),
    );
    const applied = await t.app.inject({
      method: 'POST',
      url: paths.payments.createPayment,
      headers: { ...buyer.headers, 'idempotency-key': randomUUID() },
      payload: { invoices: [{ id: invoiceId, apply: 36 }], creditMemos: [{ id: memo.id, apply: 36 }] },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await buyer.get(`${paths.transaction.creditMemosById}?id=${memo.id}`);
    expect(after.body).toMatchObject({ creditMemo: { remaining: 0 } });

    const audited = await auditOf('creditMemo.issue', clinic.accountId);
    expect(audited.results.some((r) => (r.after as { creditMemoId?: number }).creditMemoId === memo.id)).toBe(
      true,
    );
  });

  it('issues a memo once when its request is retried after a crash that followed the commit', async () => {
    const account = await createAccount(t.db);
    const invoice = await createInvoice(t.db, { accountId: account.id, totalCents: 5_000 });
    const key = randomUUID();
    const headers = { ...ar.headers, 'idempotency-key': key };
    const body = { accountId: account.id, invoiceId: invoice.id, amount: 30, reason: 'Damaged in transit' };
    const first = await post(adminPaths.creditMemos, body, headers);
    expect(first.statusCode, first.body).toBe(200);
    await crashAfterCommit(key);
    const started = Date.now();
    let again = await post(adminPaths.creditMemos, body, headers);
    while (again.statusCode === 409 && Date.now() - started < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      again = await post(adminPaths.creditMemos, body, headers);
    }
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<CreditMemoResponse>().creditMemo.id).toBe(
      first.json<CreditMemoResponse>().creditMemo.id,
    );
    const [memos] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM credit_memos WHERE account_id = ${account.id}`,
    );
    expect(memos?.n).toBe(1);
  });

  it('credits an amount against an invoice never beyond what its memos leave, or on the account', async () => {
    const account = await createAccount(t.db);
    const invoice = await createInvoice(t.db, { accountId: account.id, totalCents: 5_000 });
    const first = await post(adminPaths.creditMemos, {
      accountId: account.id,
      invoiceId: invoice.id,
      amount: 30,
      reason: 'Price correction',
    });
    expect(first.statusCode, first.body).toBe(200);
    const over = await post(adminPaths.creditMemos, {
      accountId: account.id,
      invoiceId: invoice.id,
      amount: 20.01,
      reason: 'Price correction',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      `${invoice.tranId}: Cannot credit more than $20.00, what is left of the invoice after its credit memos.`,
    );
    const onAccount = await post(adminPaths.creditMemos, {
      accountId: account.id,
      amount: 15,
      reason: 'Goodwill',
    });
    expect(onAccount.statusCode).toBe(200);
    expect(onAccount.json<CreditMemoResponse>().creditMemo).toMatchObject({
      invoice: null,
      total: 15,
      lines: [],
    });

    const neither = await post(adminPaths.creditMemos, { accountId: account.id, reason: 'Nothing' });
    expect(neither.statusCode, neither.body).toBe(400);
    expect(neither.json().message).toContain('Give either the invoice lines returned or an amount.');
    const other = await createAccount(t.db);
    const foreign = await post(adminPaths.creditMemos, {
      accountId: other.id,
      invoiceId: invoice.id,
      amount: 1,
      reason: 'x',
    });
    expect(foreign.statusCode).toBe(400);
  });

  // Issue 26: 1e-308 is more than 0 but rounds to 0 cents, which the memo table refuses (500).
  it('refuses with 400 a memo or a payment of less than a cent', async () => {
    const account = await createAccount(t.db);
    const invoice = await createInvoice(t.db, { accountId: account.id, totalCents: 5_000 });
    for (const amount of [1e-308, 5e-9]) {
      const memo = await post(adminPaths.creditMemos, { accountId: account.id, amount, reason: 'Goodwill' });
      expect(memo.statusCode, memo.body).toBe(400);
      expect(memo.json().message).toContain('amount: Enter an amount of $0.01 or more.');
      const payment = await post(
        adminPaths.receivedPayments,
        {
          accountId: account.id,
          method: 'check',
          amount,
          receivedOn: today(),
          reference: '10443',
          applications: [{ invoiceId: invoice.id, amount }],
        },
        { ...ar.headers, 'idempotency-key': randomUUID() },
      );
      expect(payment.statusCode, payment.body).toBe(400);
      expect(payment.json().message).toContain('amount: Enter an amount of $0.01 or more.');
    }
    expect(await paymentsCount(account.id)).toBe(0);
  });
});

describe('cancelling an order line', () => {
  it('cancels backordered units first, then committed ones whose stock and credit come back', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 2 });
    const order = await orderOf(buyer, [[item.id, 5]]);
    const line = order.lines[0];
    if (!line) throw new Error('no line');
    expect(line).toMatchObject({ quantityBackordered: 3, quantityToShip: 2 });
    const balance = await balanceOf(t.db, clinic.accountId);

    const res = await post(
      cancelUrl(order.id, line.id),
      { quantity: 4, reason: 'Customer changed the order' },
      desk.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json<CancelLineResponse>();
    expect(cancelled.quantityCancelled).toBe(4);
    expect(cancelled.creditMemo).toBeNull();
    expect(cancelled.order.lines[0]).toMatchObject({
      quantityCancelled: 4,
      quantityBackordered: 0,
      quantityToShip: 1,
    });
    expect(cancelled.order.status).toBe('Pending Fulfillment');
    expect(await stockOf(t.db, item.id)).toBe(1);
    expect(await balanceOf(t.db, clinic.accountId)).toBe(balance + 4 * 1200);

    const tooMuch = await post(cancelUrl(order.id, line.id), { quantity: 2, reason: 'x' }, desk.headers);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(`Line ${line.lineNumber} has only 1 left unshipped to cancel.`);

    // The last unit: the order is cancelled.
    const last = await post(cancelUrl(order.id, line.id), { reason: 'Not needed' }, desk.headers);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json<CancelLineResponse>().order.status).toBe('Cancelled');
    expect(await stockOf(t.db, item.id)).toBe(2);
    const audited = await auditOf('orderLine.cancel', order.id);
    expect(audited.total).toBe(2);
  });

  it('cancelling a whole line once part was billed credits the billed part with a memo', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 50 });
    const order = await orderOf(buyer, [[item.id, 4]]);
    const line = order.lines[0];
    if (!line) throw new Error('no line');
    const shipped = await ship(order.id, [{ lineId: line.id, quantity: 3 }]);

    const res = await post(cancelUrl(order.id, line.id), { reason: 'Recalled lot' }, desk.headers);
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json<CancelLineResponse>();
    expect(cancelled.quantityCancelled).toBe(1);
    expect(cancelled.order.status).toBe('Billed');
    expect(cancelled.creditMemo).toMatchObject({
      total: 36,
      invoice: { id: shipped.invoice?.id },
      lines: [{ quantity: 3, price: 12 }],
    });
    expect(cancelled.creditMemo?.reason).toContain('Recalled lot');

    // Nothing is left to cancel or credit: refused, nothing written.
    const again = await post(cancelUrl(order.id, line.id), { reason: 'Recalled lot' }, desk.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Line ${line.lineNumber} has nothing left to cancel or credit.`);
  });

  it('refuses lines of other orders and the billing role', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 5 });
    const order = await orderOf(buyer, [[item.id, 1]]);
    const other = await orderOf(buyer, [[item.id, 1]]);
    const otherLine = other.lines[0];
    if (!otherLine) throw new Error('no line');
    expect((await post(cancelUrl(order.id, otherLine.id), { reason: 'x' }, desk.headers)).statusCode).toBe(
      404,
    );
    expect((await post(cancelUrl(order.id, otherLine.id), { reason: 'x' }, ar.headers)).statusCode).toBe(403);
    expect(
      (await post(cancelUrl(order.id, otherLine.id), { quantity: 0, reason: 'x' }, desk.headers)).statusCode,
    ).toBe(400);
  });
});

describe('card orders at shipment', () => {
  it('captures each shipment on the authorisation and invoices it as paid, the fee with the first', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 50 });
    const order = await cardOrder(buyer, [[item.id, 3]]);
    const line = order.lines[0];
    if (!line) throw new Error('no line');
    expect(order.paymentType).toBe('card');

    const first = await ship(order.id, [{ lineId: line.id, quantity: 2 }]);
    expect(first.invoice).toMatchObject({ status: 'Paid In Full', amountDue: 0 });
    expect(first.order.lines[0]).toMatchObject({ quantityFulfilled: 2, quantityBilled: 2 });
    const second = await ship(order.id, [{ lineId: line.id, quantity: 1 }]);
    expect(second.invoice).toMatchObject({ status: 'Paid In Full', total: 12 });
    expect(second.order.status).toBe('Billed');

    const captured = await queryRows<{ amount: number; fee: number; ref: string | null; status: string }>(
      t.db,
      sql`SELECT p.amount_cents AS amount, p.convenience_fee_cents AS fee, p.gateway_reference AS ref,
          o.payment_status AS status
        FROM payments p JOIN payment_applications pa ON pa.payment_id = p.id
          JOIN invoices i ON i.id = pa.invoice_id JOIN sales_orders o ON o.id = i.sales_order_id
        WHERE o.id = ${order.id} ORDER BY p.id`,
    );
    expect(captured).toHaveLength(2);
    expect(captured.every((c) => c.ref !== null && c.status === 'captured')).toBe(true);
    const [orderRow] = await queryRows<{ total: number; fee: number }>(
      t.db,
      sql`SELECT total_cents AS total, convenience_fee_cents AS fee FROM sales_orders WHERE id = ${order.id}`,
    );
    // Everything shipped: the captures add up to the order's total, its fee on the first.
    expect(captured.reduce((sum, c) => sum + c.amount + c.fee, 0)).toBe(orderRow?.total);
    expect(captured[0]?.fee).toBe(orderRow?.fee);
    expect(captured[1]?.fee).toBe(0);
  });

  it('refuses the shipment when the gateway refuses the capture, and ships nothing', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 50 });
    const order = await cardOrder(buyer, [[item.id, 2]]);
    const line = order.lines[0];
    if (!line) throw new Error('no line');
    await t.db.execute(
      sql`UPDATE sales_orders SET payment_authorization_id = 'sbau_forged' WHERE id = ${order.id}`,
    );
    const res = await post(
      adminPaths.shipOrder.replace(':id', String(order.id)),
      {
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        shipDate: today(),
        lines: [{ lineId: line.id, quantity: 2 }],
      },
      desk.headers,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^The card payment could not be captured \(.+\)\. Nothing was shipped\.$/,
    );
    const after = await get(adminPaths.order.replace(':id', String(order.id)), desk.headers);
    expect(after.json<AdminOrderDetails>()).toMatchObject({
      status: 'Pending Fulfillment',
      fulfillments: [],
      invoices: [],
      lines: [expect.objectContaining({ quantityFulfilled: 0, quantityBilled: 0 })],
    });
  });
});

describe('refunds from the ledger', () => {
  const ledgerOf = async (accountId: number) => {
    const res = await get(adminPaths.accountLedger.replace(':id', String(accountId)));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LedgerResponse>();
  };
  const refund = (paymentId: number, body: unknown) =>
    post(adminPaths.refundPayment.replace(':id', String(paymentId)), body, {
      ...ar.headers,
      'idempotency-key': randomUUID(),
    });

  it('says which payments can be refunded, what is left of each and the invoice it paid', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 50 });
    const order = await cardOrder(buyer, [[item.id, 2]], true);
    const line = order.lines[0];
    if (!line) throw new Error('no line');
    const shipped = await ship(order.id, [{ lineId: line.id, quantity: 2 }]);
    const invoice = shipped.invoice;
    if (!invoice) throw new Error('not invoiced');
    // A card payment of two terms invoices at once: refundable, by an amount only.
    const a = await createInvoice(t.db, { accountId: clinic.accountId, totalCents: 4_000 });
    const b = await createInvoice(t.db, { accountId: clinic.accountId, totalCents: 6_000 });
    const paid = await t.app.inject({
      method: 'POST',
      url: paths.payments.createPayment,
      headers: { ...buyer.headers, 'idempotency-key': randomUUID() },
      payload: {
        invoices: [
          { id: a.id, apply: 40 },
          { id: b.id, apply: 60 },
        ],
        paymentMethod: { token: cardToken(t.config.jwtSecret) },
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const c = await createInvoice(t.db, { accountId: clinic.accountId, totalCents: 2_000 });
    const check = await post(
      adminPaths.receivedPayments,
      {
        accountId: clinic.accountId,
        method: 'check',
        amount: 20,
        receivedOn: today(),
        reference: '55120',
        applications: [{ invoiceId: c.id, amount: 20 }],
      },
      { ...ar.headers, 'idempotency-key': randomUUID() },
    );
    expect(check.statusCode, check.body).toBe(200);

    const before = await ledgerOf(clinic.accountId);
    const [capture] = await queryRows<{ id: number; amount: number }>(
      t.db,
      sql`SELECT p.id, p.amount_cents AS amount FROM payments p
        JOIN payment_applications pa ON pa.payment_id = p.id WHERE pa.invoice_id = ${invoice.id}`,
    );
    if (!capture) throw new Error('not captured');
    const entryOf = (ledger: LedgerResponse, type: string, id: number) =>
      ledger.entries.find((e) => e.type === type && e.id === id);
    expect(entryOf(before, 'payment', capture.id)?.refundable).toEqual({
      remaining: capture.amount / 100,
      methodLabel: 'Visa ending in 4242',
      invoice: { id: invoice.id, tranId: invoice.tranId },
    });
    const charge = entryOf(before, 'payment', paid.json<CreatePaymentResponse>().payment?.id ?? 0);
    expect(charge?.refundable).toMatchObject({ methodLabel: 'Visa ending in 4242', invoice: null });
    const recorded = check.json<RecordPaymentResponse>().payment;
    expect(entryOf(before, 'payment', recorded.id)?.refundable).toBeNull();
    expect(entryOf(before, 'invoice', invoice.id)?.refundable).toBeNull();

    // A refund of $5.00: what is left goes down, and the refund and its memo show in the ledger.
    const res = await refund(capture.id, { amount: 5, reason: 'Returned: one box damaged' });
    expect(res.statusCode, res.body).toBe(200);
    const refunded = res.json<RefundPaymentResponse>();
    expect(refunded.refund).toMatchObject({ status: 'done', amount: 5, paymentId: capture.id });
    const after = await ledgerOf(clinic.accountId);
    expect(entryOf(after, 'payment', capture.id)?.refundable?.remaining).toBe((capture.amount - 500) / 100);
    expect(entryOf(after, 'refund', refunded.refund.id)).toMatchObject({
      tranId: refunded.refund.tranId,
      status: 'Refunded',
      memo: `Refund of PAY-${100000 + capture.id}`,
      amount: 5,
      refundable: null,
    });
    expect(entryOf(after, 'creditMemo', refunded.creditMemo.id)).toMatchObject({
      tranId: refunded.creditMemo.tranId,
      amount: -5,
      open: 0,
    });

    // Refunded in full: nothing is left, and the API refuses more.
    const rest = await refund(capture.id, {
      amount: (capture.amount - 500) / 100,
      reason: 'Returned: the whole shipment',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(entryOf(await ledgerOf(clinic.accountId), 'payment', capture.id)?.refundable?.remaining).toBe(0);
    const more = await refund(capture.id, { amount: 0.01, reason: 'Once more' });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe(`PAY-${100000 + capture.id} has been refunded in full.`);
  });
});

describe('a card order shipped, cancelled and refunded in part (issue 26, ADR 0035)', () => {
  /** A clinic of its own (its books are checked whole), a buyer, two items and a staff member. */
  async function cycleSetup(): Promise<{ send: Send; setup: CardCycleSetup; accountId: number }> {
    const own = await createClinic(t.db, { creditCents: 100_000_000, hasTerms: true });
    const buyer = await contactOf(t, own.accountId);
    const first = await createStockItem(t.db, { stock: 50 });
    const second = await createStockItem(t.db, { stock: 50 });
    const staff = await signedInStaff(t.app, t.db, ['order_desk', 'accounts_receivable']);
    const send: Send = async (r) => {
      const res = await t.app.inject({
        method: r.method,
        url: r.url,
        headers: {
          authorization: r.authorization,
          ...(r.idempotencyKey === undefined ? {} : { 'idempotency-key': r.idempotencyKey }),
        },
        ...(r.body === undefined ? {} : { payload: r.body as Record<string, unknown> }),
      });
      return { status: res.statusCode, body: res.body };
    };
    const setup: CardCycleSetup = {
      buyer: buyer.headers['authorization'] ?? '',
      staff: staff.headers.authorization,
      cardToken: cardToken(t.config.jwtSecret),
      shipTo: own.licensed,
      items: { first: first.id, second: second.id },
      capturePayment: async (orderId) => {
        const [row] = await queryRows<{ id: number; amount_cents: number }>(
          t.db,
          sql`SELECT id, amount_cents FROM payments WHERE sales_order_id = ${orderId} AND kind = 'capture'`,
        );
        return row ? { id: row.id, amountCents: row.amount_cents } : null;
      },
    };
    return { send, setup, accountId: own.accountId };
  }

  it("keeps the gateway's books equal to the order, its invoice and the refund's memo", async () => {
    const { send, setup, accountId } = await cycleSetup();
    const done = await cardCycle(send, setup, `cycle-${randomUUID()}`, 0);
    const other = await cardCycle(send, setup, `cycle-${randomUUID()}`, 1);
    expect(other.orderId).not.toBe(done.orderId);
    const books = await checkCardBooks(t.db, [accountId], { cycle: true });
    expect(books.mismatches).toEqual([]);
    expect(books.violations).toEqual([]);
    expect(books.orders).toBe(2);
    // Each authorisation is captured, released, refunded in part and still holds the rest.
    expect(books.capturedCents).toBeGreaterThan(0);
    expect(books.voidedCents).toBe(2 * 1200);
    expect(books.refundedCents).toBeGreaterThan(0);
    expect(books.authorisedCents).toBe(books.capturedCents + books.voidedCents + books.heldCents);
  });

  it('does nothing twice when every step is retried after a crash that followed its commit', async () => {
    const { send, setup, accountId } = await cycleSetup();
    const key = `cycle-${randomUUID()}`;
    const first = await cardCycle(send, setup, key, 0);
    for (const step of ['', '-ship', '-cancel', '-refund']) await crashAfterCommit(`${key}${step}`);
    const started = Date.now();
    const again = await cardCycle(send, setup, key, 0);
    // The dead runs' locks pass within seconds (a minute would leave the staff waiting: 409s).
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(again).toEqual(first);
    const books = await checkCardBooks(t.db, [accountId], { cycle: true });
    expect(books.mismatches).toEqual([]);
    expect(books.violations).toEqual([]);
    const [cancellations] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM line_cancellations WHERE sales_order_id = ${first.orderId}`,
    );
    expect(cancellations?.n).toBe(1);
  });
});
