// The billing ledger over HTTP (service spec §7 "Account and transactions"; issue 18 points 1, 2, 4,
// 5, 6, 8): invoices (paginate with filters and the open-invoice fetch, byId), payments, credit
// memos, the statement, generatePDF and its link, with every gate and other accounts' ids refused;
// and the spec's generic routes (ADR 0057): `/{id}` beside byId, the statement's paginate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  paths,
  type CreditMemoDetailsResponse,
  type CreditMemosResponse,
  type GeneratePdfResponse,
  type InvoiceDetailsResponse,
  type InvoicesResponse,
  type OverviewResponse,
  type PaymentDetailsResponse,
  type PaymentsResponse,
  type StatementPage,
  type StatementResponse,
} from '@medsupply/contract';
import { STATEMENT_PERIOD_MESSAGE } from '@medsupply/domain';
import { sql } from 'drizzle-orm';
import { unseal } from '../../core/outbox.ts';
import { queryRows } from '../../db/client.ts';
import { creditMemoApplications, fulfillments, paymentApplications } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  createAccount,
  createCreditMemo,
  createInvoice,
  createPaymentRecord,
  createSalesOrder,
  createUser,
  loginAs,
} from '../../../test/factories.ts';
import { readPdf } from '../../../test/pdf-text.ts';
import { LINK_LIFETIME_SECONDS } from '../order-to-cash/documents-link.service.ts';
import { periodEndingBefore, sendDueStatements } from '../order-to-cash/statements.job.ts';

// The store's clock: 15 May 2026, noon in New York.
const NOW = new Date('2026-05-15T16:00:00Z');
let clock = NOW;
let t: TestContext;

interface Caller {
  accountId: number;
  headers: { authorization: string };
}

async function callerOf(accountId: number, options: { isPriceVisible?: boolean } = {}): Promise<Caller> {
  const user = await createUser(t.db, { accountId, ...options });
  return { accountId, headers: (await loginAs(t.db, t.config, user)).headers };
}

type Answer = Awaited<ReturnType<typeof get>>;
const get = (caller: Caller | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: caller?.headers ?? {} });
const post = (caller: Caller | null, url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: caller?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });

const at = (day: string, hourUtc = 16) => new Date(`${day}T${String(hourUtc).padStart(2, '0')}:00:00Z`);

let admin: Caller;
let noPrices: Caller;
let other: Caller;
const ids = {
  current: 0,
  overdue45: 0,
  paid: 0,
  memo: 0,
  payment: 0,
  order: 0,
  otherInvoice: 0,
  otherMemo: 0,
  otherPayment: 0,
  otherOrder: 0,
};

beforeAll(async () => {
  t = await createTestContext({ now: () => clock });
  const account = await createAccount(t.db);
  admin = await callerOf(account.id);
  noPrices = await callerOf(account.id, { isPriceVisible: false });
  const order = await createSalesOrder(t.db, {
    accountId: account.id,
    tranId: 'SO-T900',
    totalCents: 25_000,
  });
  ids.order = order.id;
  await t.db.insert(fulfillments).values({
    tranId: 'IF-T900',
    accountId: account.id,
    salesOrderId: order.id,
    status: 'Shipped',
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    shippedAt: at('2026-05-01', 14),
  });
  // Invoices: one not yet due, one 45 days past due (31-60), one 100 days past due (over 90), one paid.
  ids.current = (
    await createInvoice(t.db, {
      accountId: account.id,
      tranId: 'INV-T100',
      totalCents: 25_000,
      amountDueCents: 25_000,
      invoiceDate: at('2026-05-01'),
      dueDate: '2026-05-31',
      salesOrderId: order.id,
      poNumber: 'PO-7781',
    })
  ).id;
  ids.overdue45 = (
    await createInvoice(t.db, {
      accountId: account.id,
      tranId: 'INV-T101',
      totalCents: 12_000,
      amountDueCents: 12_000,
      invoiceDate: at('2026-03-01'),
      dueDate: '2026-03-31',
    })
  ).id;
  await createInvoice(t.db, {
    accountId: account.id,
    tranId: 'INV-T102',
    totalCents: 5_000,
    amountDueCents: 5_000,
    invoiceDate: at('2026-01-05'),
    dueDate: '2026-02-04',
  });
  ids.paid = (
    await createInvoice(t.db, {
      accountId: account.id,
      tranId: 'INV-T103',
      status: 'Paid In Full',
      totalCents: 8_000,
      invoiceDate: at('2026-02-10'),
      dueDate: '2026-03-12',
    })
  ).id;
  // INV-T103 was paid by a check of 90.00 (70.00 applied, 20.00 left unapplied) and a credit memo
  // of 30.00 (10.00 applied, 20.00 remaining).
  ids.payment = (
    await createPaymentRecord(t.db, {
      accountId: account.id,
      amountCents: 9_000,
      appliedCents: 7_000,
      paidAt: at('2026-03-10'),
    })
  ).id;
  ids.memo = (
    await createCreditMemo(t.db, {
      accountId: account.id,
      totalCents: 3_000,
      appliedCents: 1_000,
      memoDate: at('2026-04-20'),
    })
  ).id;
  await t.db.insert(paymentApplications).values({
    paymentId: ids.payment,
    invoiceId: ids.paid,
    amountCents: 7_000,
    createdAt: at('2026-03-10'),
  });
  await t.db.insert(creditMemoApplications).values({
    creditMemoId: ids.memo,
    invoiceId: ids.paid,
    amountCents: 1_000,
    createdAt: at('2026-04-20'),
  });

  const otherAccount = await createAccount(t.db);
  other = await callerOf(otherAccount.id);
  ids.otherInvoice = (await createInvoice(t.db, { accountId: otherAccount.id, totalCents: 777 })).id;
  ids.otherMemo = (await createCreditMemo(t.db, { accountId: otherAccount.id, totalCents: 500 })).id;
  ids.otherPayment = (await createPaymentRecord(t.db, { accountId: otherAccount.id, amountCents: 600 })).id;
  ids.otherOrder = (await createSalesOrder(t.db, { accountId: otherAccount.id, totalCents: 900 })).id;
});

afterAll(async () => t.close());

describe('invoices', () => {
  it('pages the invoices newest first, 10 a page by default, with days overdue', async () => {
    const res = await get(admin, paths.transaction.invoicesPaginate);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<InvoicesResponse>();
    expect(body).toMatchObject({ limit: 10, page: 1, pages: 1, total: 4 });
    expect(body.results.map((i) => i.tranId)).toEqual(['INV-T100', 'INV-T101', 'INV-T103', 'INV-T102']);
    const overdue = body.results.find((i) => i.tranId === 'INV-T101');
    expect(overdue).toMatchObject({ daysOverdue: 45, amountDue: 120, total: 120, dueDate: '2026-03-31' });
    expect(body.results[0]).toMatchObject({
      daysOverdue: 0,
      salesOrder: { tranId: 'SO-T900' },
      poNumber: 'PO-7781',
    });
  });

  it('answers the open-invoice fetch oldest first (limit=10000, status.value=open, orderBy=asc)', async () => {
    const res = await get(
      admin,
      `${paths.transaction.invoicesPaginate}?limit=10000&status.value=open&orderBy=asc`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<InvoicesResponse>().results.map((i) => i.tranId)).toEqual([
      'INV-T102',
      'INV-T101',
      'INV-T100',
    ]);
  });

  it('filters by paid status, date range and search, and pages', async () => {
    const paid = await get(admin, `${paths.transaction.invoicesPaginate}?status.value=paid`);
    expect(paid.json<InvoicesResponse>().results.map((i) => i.tranId)).toEqual(['INV-T103']);
    const range = await get(
      admin,
      `${paths.transaction.invoicesPaginate}?fromDate=2026-02-01&toDate=2026-03-31`,
    );
    expect(range.json<InvoicesResponse>().results.map((i) => i.tranId)).toEqual(['INV-T101', 'INV-T103']);
    const search = await get(admin, `${paths.transaction.invoicesPaginate}?search=po-778`);
    expect(search.json<InvoicesResponse>().results.map((i) => i.tranId)).toEqual(['INV-T100']);
    const wildcard = await get(admin, `${paths.transaction.invoicesPaginate}?search=%25`);
    expect(wildcard.json<InvoicesResponse>().total).toBe(0);
    const second = await get(admin, `${paths.transaction.invoicesPaginate}?limit=3&page=2`);
    expect(second.json<InvoicesResponse>()).toMatchObject({ page: 2, pages: 2, total: 4 });
    expect(second.json<InvoicesResponse>().results).toHaveLength(1);
  });

  it('refuses bad filters with 400 and a message', async () => {
    for (const query of ['status.value=late', 'fromDate=2026-02-30', 'limit=10001', 'orderBy=up', 'page=0']) {
      const res = await get(admin, `${paths.transaction.invoicesPaginate}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message.length).toBeGreaterThan(5);
    }
  });

  it('shows an invoice with its order, shipments, applications, due date and days overdue', async () => {
    const res = await get(admin, `${paths.transaction.invoicesById}?id=${ids.current}`);
    expect(res.statusCode, res.body).toBe(200);
    const { invoice } = res.json<InvoiceDetailsResponse>();
    expect(invoice).toMatchObject({
      tranId: 'INV-T100',
      dueDate: '2026-05-31',
      daysOverdue: 0,
      amountDue: 250,
      amountPaid: 0,
      salesOrder: { id: ids.order, tranId: 'SO-T900' },
      terms: 'Net 30',
    });
    expect(invoice.lines).toEqual([]);
    expect(invoice.shipments).toEqual([
      expect.objectContaining({
        tranId: 'IF-T900',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        shippedAt: '2026-05-01T14:00:00.000Z',
        deliveredAt: null,
      }),
    ]);
    expect(invoice.shipments[0]?.trackingUrl).toContain('1Z999AA10123456784');
  });

  it('is gated by isPriceVisible and refuses visitors', async () => {
    expect((await get(noPrices, paths.transaction.invoicesPaginate)).statusCode).toBe(403);
    expect((await get(noPrices, `${paths.transaction.invoicesById}?id=${ids.current}`)).statusCode).toBe(403);
    expect((await get(null, paths.transaction.invoicesPaginate)).statusCode).toBe(401);
  });

  it("answers another account's invoice as not found", async () => {
    const res = await get(admin, `${paths.transaction.invoicesById}?id=${ids.otherInvoice}`);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(BILLING_MESSAGES.invoiceNotFound);
    const list = await get(other, paths.transaction.invoicesPaginate);
    expect(list.json<InvoicesResponse>().results.map((i) => i.id)).toEqual([ids.otherInvoice]);
  });
});

describe('payments and credit memos', () => {
  it('pages the payment history with what is unapplied, and hides amounts without isPriceVisible', async () => {
    const res = await get(admin, paths.transaction.paymentsPaginate);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PaymentsResponse>().results[0]).toMatchObject({
      id: ids.payment,
      methodLabel: 'Check',
      amount: 90,
      unapplied: 20,
    });
    const hidden = await get(noPrices, paths.transaction.paymentsPaginate);
    expect(hidden.statusCode).toBe(200);
    const row = hidden.json<PaymentsResponse>().results[0];
    expect(row?.id).toBe(ids.payment);
    expect(row && 'amount' in row).toBe(false);
  });

  it("shows a payment by id and refuses another account's", async () => {
    const res = await get(admin, `${paths.transaction.paymentsById}?id=${ids.payment}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PaymentDetailsResponse>().payment).toMatchObject({
      id: ids.payment,
      invoices: [{ id: ids.paid, tranId: 'INV-T103', applied: 70, amountDue: 0 }],
      creditsUsed: [],
    });
    const foreign = await get(admin, `${paths.transaction.paymentsById}?id=${ids.otherPayment}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe(BILLING_MESSAGES.paymentNotFound);
  });

  it('lists credit memos with their remaining balance, open only on request', async () => {
    const res = await get(admin, `${paths.transaction.creditMemosPaginate}?status.value=open`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CreditMemosResponse>().results).toEqual([
      expect.objectContaining({ id: ids.memo, total: 30, amountPaid: 10, remaining: 20 }),
    ]);
    const details = await get(admin, `${paths.transaction.creditMemosById}?id=${ids.memo}`);
    expect(details.json<CreditMemoDetailsResponse>().creditMemo).toMatchObject({
      remaining: 20,
      applications: [
        { invoice: { id: ids.paid, tranId: 'INV-T103' }, payment: null, date: '2026-04-20', amount: 10 },
      ],
    });
    const foreign = await get(admin, `${paths.transaction.creditMemosById}?id=${ids.otherMemo}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe(BILLING_MESSAGES.creditMemoNotFound);
  });

  it('gates credit memos by hasCreditMemoAccess: a child account without isPriceVisible is refused', async () => {
    const parent = await createAccount(t.db);
    const child = await createAccount(t.db, { parentId: parent.id });
    const childNoPrices = await callerOf(child.id, { isPriceVisible: false });
    expect((await get(childNoPrices, paths.transaction.creditMemosPaginate)).statusCode).toBe(403);
    // A parent account's contact has access even without prices (service spec §6), amounts removed.
    const parentNoPrices = await callerOf(parent.id, { isPriceVisible: false });
    expect((await get(parentNoPrices, paths.transaction.creditMemosPaginate)).statusCode).toBe(200);
  });
});

describe('statement', () => {
  const url = (query: string) => `${paths.transaction.statement}?${query}`;

  it('answers opening balance, lines, closing balance and aging, with lastUpdated', async () => {
    const res = await get(admin, url('startDate=2026-03-01&statementDate=2026-05-15'));
    expect(res.statusCode, res.body).toBe(200);
    const { statementData, lastUpdated } = res.json<StatementResponse>();
    expect(lastUpdated).toBe(NOW.toISOString());
    // Before March: INV-T102 (50.00) and INV-T103 (80.00).
    expect(statementData.openingBalance).toBe(130);
    expect(statementData.lines.map((l) => [l.kind, l.posted, l.balance])).toEqual([
      ['invoice', 120, 250],
      ['payment', -90, 160],
      ['credit-memo', -30, 130],
      ['invoice', 250, 380],
    ]);
    expect(statementData.closingBalance).toBe(380);
    // The aging adds up to what is open: invoices less the unused check and memo (current).
    expect(statementData.aging).toEqual({
      current: 210,
      days1To30: 0,
      days31To60: 120,
      days61To90: 0,
      over90: 50,
      total: 380,
    });
  });

  it('lists only what is still open with openTransactionsOnly, closing on the aging total', async () => {
    const res = await get(
      admin,
      url('startDate=2026-03-01&statementDate=2026-05-15&openTransactionsOnly=true'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { statementData } = res.json<StatementResponse>();
    // Open from before March: INV-T102 (50.00); INV-T103 is paid.
    expect(statementData.openingBalance).toBe(50);
    expect(statementData.lines.map((l) => [l.kind, l.posted])).toEqual([
      ['invoice', 120],
      ['payment', -20],
      ['credit-memo', -20],
      ['invoice', 250],
    ]);
    expect(statementData.closingBalance).toBe(380);
    expect(statementData.aging.total).toBe(380);
    expect(
      (await get(admin, url('startDate=2026-03-01&statementDate=2026-05-15&openTransactionsOnly=yes')))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a period whose start is after its end, and bad dates', async () => {
    const res = await get(admin, url('startDate=2026-05-02&statementDate=2026-05-01'));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(STATEMENT_PERIOD_MESSAGE);
    expect((await get(admin, url('startDate=2026-13-01&statementDate=2026-05-01'))).statusCode).toBe(400);
    expect((await get(noPrices, url('startDate=2026-01-01&statementDate=2026-05-01'))).statusCode).toBe(403);
  });
});

describe("the spec's generic routes (ADR 0057)", () => {
  const resources = [
    {
      name: 'invoices',
      byId: paths.transaction.invoicesById,
      byPathId: paths.transaction.invoicesByPathId,
      mine: () => ids.current,
      foreign: () => ids.otherInvoice,
    },
    {
      name: 'payments',
      byId: paths.transaction.paymentsById,
      byPathId: paths.transaction.paymentsByPathId,
      mine: () => ids.payment,
      foreign: () => ids.otherPayment,
    },
    {
      name: 'credit memos',
      byId: paths.transaction.creditMemosById,
      byPathId: paths.transaction.creditMemosByPathId,
      mine: () => ids.memo,
      foreign: () => ids.otherMemo,
    },
  ];
  const byPath = (template: string, id: string | number) => template.replace(':id', String(id));
  const refusalOf = (res: Answer) => {
    const body = res.json<{ message: string }>();
    return { ...body, message: body.message.replace(/^Invalid (params|querystring): /, '') };
  };

  for (const resource of resources) {
    describe(resource.name, () => {
      it('answers /{id} exactly as byId?id= answers', async () => {
        const generic = await get(admin, byPath(resource.byPathId, resource.mine()));
        const alias = await get(admin, `${resource.byId}?id=${resource.mine()}`);
        expect(generic.statusCode, generic.body).toBe(200);
        expect(generic.json()).toEqual(alias.json());
        expect(generic.body).toContain(`"id":${resource.mine()}`);
      });

      it("answers another account's id and an unknown id with byId's not-found, so ids cannot be probed", async () => {
        for (const id of [resource.foreign(), 2_147_483_647]) {
          const generic = await get(admin, byPath(resource.byPathId, id));
          const alias = await get(admin, `${resource.byId}?id=${id}`);
          expect([id, generic.statusCode]).toEqual([id, 404]);
          expect(generic.json()).toEqual(alias.json());
        }
      });

      it('refuses ids that are numbers but no id as byId does, and answers a word with a JSON 404, never a 5xx', async () => {
        for (const id of ['0', '2147483648', '00']) {
          const generic = await get(admin, byPath(resource.byPathId, id));
          const alias = await get(admin, `${resource.byId}?id=${id}`);
          expect([id, generic.statusCode]).toEqual([id, 400]);
          // The same refusal; only where the id was read differs (params, querystring).
          expect(refusalOf(generic)).toEqual(refusalOf(alias));
        }
        for (const segment of ['abc', '1x', '-1', '1.5', '%20']) {
          const res = await get(admin, byPath(resource.byPathId, segment));
          expect([segment, res.statusCode]).toEqual([segment, 404]);
          expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
        }
        // The alias refuses a word in its query with 400, as before.
        expect((await get(admin, `${resource.byId}?id=abc`)).statusCode).toBe(400);
      });

      it('asks a visitor to sign in', async () => {
        const res = await get(null, byPath(resource.byPathId, resource.mine()));
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual((await get(null, `${resource.byId}?id=${resource.mine()}`)).json());
      });
    });
  }

  it('keeps the gates of byId on /{id}: invoices need isPriceVisible, payments a login', async () => {
    expect((await get(noPrices, byPath(paths.transaction.invoicesByPathId, ids.current))).statusCode).toBe(
      403,
    );
    const payment = await get(noPrices, byPath(paths.transaction.paymentsByPathId, ids.payment));
    expect(payment.statusCode).toBe(200);
    expect(payment.json()).toEqual(
      (await get(noPrices, `${paths.transaction.paymentsById}?id=${ids.payment}`)).json(),
    );
    expect(payment.json<PaymentDetailsResponse>().payment).not.toHaveProperty('amount');
  });

  it('leaves the static sub-paths to their own routes', async () => {
    const page = await get(admin, `${paths.transaction.invoicesPaginate}?limit=2`);
    expect(page.json<InvoicesResponse>()).toMatchObject({ limit: 2, total: 4 });
    const alias = await get(admin, `${paths.transaction.creditMemosById}?id=${ids.memo}`);
    expect(alias.json<CreditMemoDetailsResponse>().creditMemo.id).toBe(ids.memo);
  });
});

describe('statement/paginate', () => {
  const period = 'startDate=2026-03-01&statementDate=2026-05-15';
  const url = (query: string) => `${paths.transaction.statementPaginate}?${query}`;
  type Row = StatementPage['results'][number];
  const rows = (res: Answer) => res.json<StatementPage>().results.map((l: Row) => [l.tranId, l.balance]);

  it("pages the statement's lines in date order, 10 a page, with the statement's running balances", async () => {
    const whole = (await get(admin, `${paths.transaction.statement}?${period}`)).json<StatementResponse>();
    const res = await get(admin, url(period));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StatementPage>()).toMatchObject({ limit: 10, page: 1, pages: 1, total: 4 });
    expect(res.json<StatementPage>().results).toEqual(whole.statementData.lines);
    const second = await get(admin, url(`${period}&limit=3&page=2`));
    expect(second.json<StatementPage>()).toMatchObject({ limit: 3, page: 2, pages: 2, total: 4 });
    expect(rows(second)).toEqual([[whole.statementData.lines[3]?.tranId, 380]]);
  });

  it('orders newest first on orderBy=desc, searches a transaction number, and keeps openTransactionsOnly', async () => {
    const whole = (await get(admin, `${paths.transaction.statement}?${period}`)).json<StatementResponse>();
    const desc = await get(admin, url(`${period}&orderBy=desc`));
    expect(desc.json<StatementPage>().results).toEqual(whole.statementData.lines.toReversed());
    const search = await get(admin, url(`${period}&search=inv-t10`));
    expect(search.json<StatementPage>().results.map((l: Row) => l.tranId)).toEqual(['INV-T101', 'INV-T100']);
    const none = await get(admin, url(`${period}&search=INV-T999`));
    expect(none.json<StatementPage>()).toMatchObject({ total: 0, pages: 0, results: [] });
    const open = await get(admin, url(`${period}&openTransactionsOnly=true`));
    expect(open.json<StatementPage>().results.map((l: Row) => [l.kind, l.posted])).toEqual([
      ['invoice', 120],
      ['payment', -20],
      ['credit-memo', -20],
      ['invoice', 250],
    ]);
  });

  it("refuses bad filters with 400 and the statement's own messages", async () => {
    const backwards = await get(admin, url('startDate=2026-05-02&statementDate=2026-05-01'));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ message: string }>().message).toBe(STATEMENT_PERIOD_MESSAGE);
    for (const query of [
      '',
      'startDate=2026-03-01',
      `${period}&limit=101`,
      `${period}&page=0`,
      `${period}&orderBy=up`,
    ]) {
      const res = await get(admin, url(query));
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json<{ message: string }>().message.length).toBeGreaterThan(5);
    }
  });

  it('is gated as the statement is: isPriceVisible, and a login', async () => {
    expect((await get(noPrices, url(period))).statusCode).toBe(403);
    expect((await get(null, url(period))).statusCode).toBe(401);
    // Another account's statement has its own lines, never these.
    const theirs = await get(other, url('startDate=2000-01-01&statementDate=2099-12-31'));
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json<StatementPage>().results.map((l: Row) => l.tranId)).not.toContain('INV-T100');
  });
});

describe('the dashboard', () => {
  it('adds the aging and the credit available to the overview, from the same ledger', async () => {
    const res = await get(admin, paths.account.getOverViewData);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<OverviewResponse>();
    expect(body.openInvoices).toMatchObject({ count: 3, amountDue: 420 });
    expect(body.aging).toMatchObject({ current: 210, days31To60: 120, over90: 50, total: 380 });
    expect(body.credit.availableCredits).toBe(40);
  });
});

describe('generatePDF and the link', () => {
  async function link(caller: Caller, body: unknown): Promise<string> {
    const res = await post(caller, paths.transaction.generatePDF, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<GeneratePdfResponse>().pdfUrl;
  }

  it('renders an invoice PDF that opens inline in the browser', async () => {
    const url = await link(admin, [{ type: 'invoice', transactionId: ids.overdue45 }]);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="INV-T101.pdf"');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pages[0]).toContain('INV-T101');
    expect(pdf.pages[0]).toContain('$120.00');
    expect(pdf.pages[0]).toContain('Page 1 of 1');
  });

  it('puts several documents in one PDF, each with its own page numbers', async () => {
    const url = await link(admin, [
      { type: 'invoice', transactionId: ids.current },
      { type: 'creditMemo', transactionId: ids.memo },
      { type: 'paymentReceipt', transactionId: ids.payment },
      { type: 'salesOrder', transactionId: ids.order },
    ]);
    const pdf = await readPdf((await t.app.inject({ method: 'GET', url })).rawPayload);
    expect(pdf.pages).toHaveLength(4);
    expect(pdf.pages[0]).toContain('INV-T100');
    expect(pdf.pages[1]).toContain('CREDIT MEMO');
    expect(pdf.pages[1]).toContain('$20.00');
    expect(pdf.pages[2]).toContain('PAYMENT RECEIPT');
    expect(pdf.pages[3]).toContain('SO-T900');
    // The order is still to ship (the factory's 'Pending Fulfillment'): its invoice follows.
    expect(pdf.pages[3]).toContain('an invoice follows when the order ships');
    for (const page of pdf.pages) expect(page).toContain('Page 1 of 1');
  });

  it('renders a statement with its aging', async () => {
    const url = await link(admin, {
      type: 'statement',
      startDate: '2026-03-01',
      statementDate: '2026-05-15',
      openTransactionsOnly: false,
    });
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['content-disposition']).toBe('inline; filename="statement-2026-05-15.pdf"');
    const text = (await readPdf(res.rawPayload)).pages.join(' ');
    expect(text).toContain('STATEMENT');
    expect(text).toContain('INV-T101');
    expect(text).toContain('$120.00');
    expect(text).toContain('Over 90 Days');
    // The aging row: current, 1-30, 31-60, 61-90, over 90, total.
    expect(text).toMatch(/\$210\.00 \$0\.00 \$120\.00 \$0\.00 \$50\.00 \$380\.00/);
  });

  it("refuses another account's documents when asked, and its link to a caller of another account", async () => {
    for (const body of [
      [{ type: 'invoice', transactionId: ids.otherInvoice }],
      [{ type: 'creditMemo', transactionId: ids.otherMemo }],
      [{ type: 'paymentReceipt', transactionId: ids.otherPayment }],
      [{ type: 'salesOrder', transactionId: ids.otherOrder }],
      [
        { type: 'invoice', transactionId: ids.current },
        { type: 'invoice', transactionId: ids.otherInvoice },
      ],
    ]) {
      expect((await post(admin, paths.transaction.generatePDF, body)).statusCode).toBe(404);
    }
    const url = await link(admin, [{ type: 'invoice', transactionId: ids.current }]);
    // A contact of the same account without isPriceVisible cannot open it either.
    expect((await t.app.inject({ method: 'GET', url, headers: noPrices.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);
    const foreign = await t.app.inject({ method: 'GET', url, headers: other.headers });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<{ message: string }>().message).toBe(BILLING_MESSAGES.linkInvalid);
  });

  it('refuses an altered link and an expired one', async () => {
    const url = await link(admin, [{ type: 'invoice', transactionId: ids.current }]);
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    const [body = '', mac = ''] = token.split('.');
    const forged = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { a: number };
    forged.a = other.accountId;
    const altered = `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${mac}`;
    expect(
      (await t.app.inject({ method: 'GET', url: `${paths.transaction.pdf}?token=${altered}` })).statusCode,
    ).toBe(403);
    clock = new Date(NOW.getTime() + (LINK_LIFETIME_SECONDS + 1) * 1000);
    try {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    } finally {
      clock = NOW;
    }
  });

  it('is gated: isPriceVisible for documents, hasCreditMemoAccess for memos; bad bodies are 400', async () => {
    expect(
      (await post(noPrices, paths.transaction.generatePDF, [{ type: 'invoice', transactionId: ids.current }]))
        .statusCode,
    ).toBe(403);
    for (const body of [
      [],
      [{ type: 'quote', transactionId: 1 }],
      { type: 'statement', startDate: 'x' },
      {},
    ]) {
      expect((await post(admin, paths.transaction.generatePDF, body)).statusCode).toBe(400);
    }
  });
});

describe('the statement job', () => {
  it('knows which period ended the day before it runs', () => {
    expect(periodEndingBefore('weekly', '2026-05-11')).toEqual({
      startDate: '2026-05-04',
      statementDate: '2026-05-10',
    });
    expect(periodEndingBefore('weekly', '2026-05-12')).toBeNull();
    expect(periodEndingBefore('monthly', '2026-01-01')).toEqual({
      startDate: '2025-12-01',
      statementDate: '2025-12-31',
    });
    expect(periodEndingBefore('monthly', '2026-05-02')).toBeNull();
    expect(periodEndingBefore('quarterly', '2026-04-01')).toEqual({
      startDate: '2026-01-01',
      statementDate: '2026-03-31',
    });
    expect(periodEndingBefore('quarterly', '2026-05-01')).toBeNull();
  });

  it("mails a monthly statement by the account's preferences, once, with its figures and transactions", async () => {
    await t.db.execute(
      sql`UPDATE accounts SET email = 'ap@northside.example', statement_frequency = 'monthly',
        statement_method = 'email', statement_include_invoices = true WHERE id = ${admin.accountId}`,
    );
    const settings = { ...t.config.store, name: 'Test Store', publicUrl: 'http://localhost:3000' };
    const mailsBefore = await mailJobs();
    expect(await sendDueStatements(t.db, t.outbox, settings, '2026-05-01')).toBeGreaterThanOrEqual(1);
    // A second run the same day sends nothing again.
    expect(await sendDueStatements(t.db, t.outbox, settings, '2026-05-01')).toBe(0);
    const runs = await queryRows<{ startDate: string; statementDate: string; sentTo: string }>(
      t.db,
      sql`SELECT start_date::text AS "startDate", statement_date::text AS "statementDate", sent_to AS "sentTo"
        FROM statement_runs WHERE account_id = ${admin.accountId}`,
    );
    expect(runs).toEqual([
      { startDate: '2026-04-01', statementDate: '2026-04-30', sentTo: 'ap@northside.example' },
    ]);
    const mails = (await mailJobs()).filter(
      (m) => !mailsBefore.some((b) => b.to === m.to && b.text === m.text),
    );
    const mail = mails.find((m) => m.to === 'ap@northside.example');
    // April: the credit memo of 04-20 (30.00); before it, 130.00 + 120.00 - 90.00 = 160.00 owed.
    expect(mail?.subject).toBe('Test Store statement 04/30/2026: $130.00');
    expect(mail?.text).toContain('Opening balance: $160.00');
    expect(mail?.text).toContain('Closing balance: $130.00');
    expect(mail?.text).toContain('1-30 Days: $120.00');
    expect(mail?.text).toContain('61-90 Days: $50.00');
    expect(mail?.text).toContain('04/20/2026');
    expect(mail?.text).toContain('http://localhost:3000/myaccount/menu/statements');
  });

  it('leaves out accounts that asked for statements by post, or on another schedule', async () => {
    const byPost = await createAccount(t.db);
    await t.db.execute(
      sql`UPDATE accounts SET email = 'post@example.test', statement_method = 'mail' WHERE id = ${byPost.id}`,
    );
    const weekly = await createAccount(t.db);
    await t.db.execute(
      sql`UPDATE accounts SET email = 'weekly@example.test', statement_frequency = 'weekly' WHERE id = ${weekly.id}`,
    );
    await sendDueStatements(t.db, t.outbox, t.config.store, '2026-07-01');
    const runs = await queryRows<{ accountId: number }>(
      t.db,
      sql`SELECT account_id AS "accountId" FROM statement_runs WHERE account_id IN (${byPost.id}, ${weekly.id})`,
    );
    expect(runs).toEqual([]);
  });
});

async function mailJobs(): Promise<{ to: string; subject: string; text: string }[]> {
  const rows = await queryRows<{ sealed: string }>(
    t.db,
    sql`SELECT data->>'sealed' AS sealed FROM pgboss.job WHERE name = 'mail.send'`,
  );
  return rows.map((row) => unseal(t.config.jwtSecret, row.sealed));
}
