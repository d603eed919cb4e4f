// getCreditInfo and createPayment over HTTP (service spec §7 "Payments", §3-§5 payment lines; issue
// 18 point 3 and "Reliability"): credits and charges applied in one transaction, bounds refused with
// their messages, the convenience fee on cards only, the Idempotency-Key, other accounts' ids, 20
// concurrent payments that never over-apply, 200 submissions of one key, and no card or account
// number kept anywhere.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  paths,
  type CreatePaymentResponse,
  type CreditInfoResponse,
  type PaymentDetailsResponse,
} from '@medsupply/contract';
import { overBoundMessage, creditsExceedMessage, NO_INVOICE_MESSAGE } from '@medsupply/domain';
import { queryRows } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  createAccount,
  createCreditMemo,
  createInvoice,
  createPaymentRecord,
  createUser,
  loginAs,
} from '../../../test/factories.ts';
import { TEST_CARD_NUMBERS, bankAccountToken, cardToken } from '../../../test/payment-tokens.ts';
import type { Outbox } from '../../core/outbox.ts';
import { buyerOfContact } from '../auth/auth.service.ts';
import { DECLINE_MESSAGES, type PaymentGateway } from './gateway/payment-gateway.ts';
import { SandboxGateway } from './gateway/sandbox-gateway.ts';
import { orderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import { createPayment } from '../order-to-cash/payments.service.ts';

const NOW = new Date('2026-05-15T16:00:00Z');
let t: TestContext;
let secret: string;

beforeAll(async () => {
  t = await createTestContext({ now: () => NOW, workJobs: false });
  secret = t.config.jwtSecret;
});
afterAll(async () => t.close());

interface Caller {
  accountId: number;
  userId: number;
  headers: { authorization: string };
}

async function newAccount(
  options: { isPriceVisible?: boolean; convFeeExempt?: boolean } = {},
): Promise<Caller> {
  const account = await createAccount(t.db, { creditLimitCents: 1_000_000 });
  if (options.convFeeExempt) {
    await t.db.execute(sql`UPDATE accounts SET conv_fee_exempt = true WHERE id = ${account.id}`);
  }
  // Terms credit in use by the open invoices the tests create (docs/order-lifecycle.md).
  await t.db.execute(sql`UPDATE accounts SET available_balance_cents = 500000 WHERE id = ${account.id}`);
  const user = await createUser(t.db, {
    accountId: account.id,
    isPriceVisible: options.isPriceVisible ?? true,
  });
  return { accountId: account.id, userId: user.id, headers: (await loginAs(t.db, t.config, user)).headers };
}

let keyCount = 0;
const newKey = () => `test-key-${++keyCount}-${Date.now()}`;

const pay = (caller: Caller | null, body: unknown, key: string | null = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: paths.payments.createPayment,
    headers: { ...(caller?.headers ?? {}), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body as Record<string, unknown>,
  });

async function invoiceState(id: number) {
  const rows = await queryRows<{ amountDueCents: number; status: string }>(
    t.db,
    sql`SELECT amount_due_cents AS "amountDueCents", status FROM invoices WHERE id = ${id}`,
  );
  return rows[0];
}
async function appliedOf(table: 'credit_memos' | 'payments', id: number): Promise<number> {
  const rows = await queryRows<{ applied: number }>(
    t.db,
    sql`SELECT applied_cents AS applied FROM ${sql.raw(table)} WHERE id = ${id}`,
  );
  return rows[0]?.applied ?? -1;
}

describe('getCreditInfo', () => {
  it('lists memos with a remaining balance and payments not fully applied, with their maxima', async () => {
    const c = await newAccount();
    const memo = await createCreditMemo(t.db, {
      accountId: c.accountId,
      totalCents: 5_000,
      appliedCents: 1_250,
    });
    await createCreditMemo(t.db, { accountId: c.accountId, totalCents: 2_000, appliedCents: 2_000 });
    const check = await createPaymentRecord(t.db, {
      accountId: c.accountId,
      amountCents: 10_000,
      appliedCents: 7_500,
    });
    await createPaymentRecord(t.db, { accountId: c.accountId, amountCents: 3_000, appliedCents: 3_000 });
    const res = await t.app.inject({ method: 'GET', url: paths.payments.getCreditInfo, headers: c.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CreditInfoResponse>();
    expect(body.creditMemos).toEqual([
      expect.objectContaining({ id: memo.id, total: 50, amountPaid: 12.5, maxApply: 37.5 }),
    ]);
    expect(body.unappliedPayments).toEqual([expect.objectContaining({ id: check.id, unappliedPayment: 25 })]);
  });

  it('is gated by isPriceVisible', async () => {
    const c = await newAccount({ isPriceVisible: false });
    expect(
      (await t.app.inject({ method: 'GET', url: paths.payments.getCreditInfo, headers: c.headers }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: paths.payments.getCreditInfo })).statusCode).toBe(401);
  });
});

describe('createPayment', () => {
  it('pays two invoices, part of one with a credit memo, by card with the convenience fee', async () => {
    const c = await newAccount();
    const first = await createInvoice(t.db, { accountId: c.accountId, totalCents: 40_000 });
    const second = await createInvoice(t.db, { accountId: c.accountId, totalCents: 25_000 });
    const memo = await createCreditMemo(t.db, { accountId: c.accountId, totalCents: 6_000 });
    const res = await pay(c, {
      invoices: [
        { id: first.id, apply: 400 },
        { id: second.id, apply: 100 },
      ],
      creditMemos: [{ id: memo.id, apply: 60 }],
      paymentMethod: { token: cardToken(secret) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CreatePaymentResponse>();
    // 500.00 applied, 60.00 from the memo: 440.00 charged, with the 3 % fee on the charge.
    expect(body.charged).toBe(440);
    expect(body.convenienceFee).toBe(13.2);
    expect(body.invoices).toEqual([
      { id: first.id, tranId: first.tranId, status: 'Paid In Full', amountDue: 0 },
      { id: second.id, tranId: second.tranId, status: 'Open', amountDue: 150 },
    ]);
    expect(body.payment).toMatchObject({
      methodLabel: 'Visa ending in 4242',
      amount: 440,
      convenienceFee: 13.2,
      unapplied: 0,
    });
    expect(body.payment?.creditsUsed).toEqual([
      { kind: 'credit-memo', id: memo.id, tranId: memo.tranId, amount: 60 },
    ]);
    expect(body.payment?.invoices.map((i) => [i.id, i.applied, i.amountDue])).toEqual([
      [first.id, 400, 0],
      [second.id, 100, 150],
    ]);
    expect(await invoiceState(first.id)).toEqual({ amountDueCents: 0, status: 'Paid In Full' });
    expect(await appliedOf('credit_memos', memo.id)).toBe(6_000);
    // Terms credit given back for what was applied to the invoices (docs/order-lifecycle.md).
    const [account] = await queryRows<{ available: number }>(
      t.db,
      sql`SELECT available_balance_cents AS available FROM accounts WHERE id = ${c.accountId}`,
    );
    expect(account?.available).toBe(550_000);
    // The payment shows in history with the receipt's figures.
    const details = await t.app.inject({
      method: 'GET',
      url: `${paths.transaction.paymentsById}?id=${body.payment?.id ?? 0}`,
      headers: c.headers,
    });
    expect(details.json<PaymentDetailsResponse>().payment.reference).toMatch(/^sbch_/);
  });

  it('mails a receipt through the outbox', async () => {
    const c = await newAccount();
    const invoice = await createInvoice(t.db, { accountId: c.accountId, totalCents: 12_345 });
    const res = await pay(c, {
      invoices: [{ id: invoice.id, apply: 123.45 }],
      paymentMethod: { token: bankAccountToken(secret) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CreatePaymentResponse>();
    // ACH carries no fee.
    expect(body.convenienceFee).toBe(0);
    const jobs = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send'`,
    );
    expect(jobs[0]?.n ?? 0).toBeGreaterThan(0);
  });

  it('pays by a saved method, and with credits alone charges nothing', async () => {
    const c = await newAccount({ convFeeExempt: true });
    const saved = await t.app.inject({
      method: 'POST',
      url: paths.paymentMethod.upsert,
      headers: c.headers,
      payload: { token: cardToken(secret, { digits: TEST_CARD_NUMBERS.mastercard }) },
    });
    const methodId = saved.json<{ paymentMethod: { id: number } }>().paymentMethod.id;
    const invoice = await createInvoice(t.db, { accountId: c.accountId, totalCents: 10_000 });
    const byCard = await pay(c, {
      invoices: [{ id: invoice.id, apply: 50 }],
      paymentMethod: { id: methodId },
    });
    expect(byCard.statusCode, byCard.body).toBe(200);
    // The account is exempt from the convenience fee.
    expect(byCard.json<CreatePaymentResponse>()).toMatchObject({ charged: 50, convenienceFee: 0 });
    const check = await createPaymentRecord(t.db, { accountId: c.accountId, amountCents: 5_000 });
    const byCredit = await pay(c, {
      invoices: [{ id: invoice.id, apply: 50 }],
      unappliedPayments: [{ id: check.id, apply: 50 }],
    });
    expect(byCredit.statusCode, byCredit.body).toBe(200);
    expect(byCredit.json<CreatePaymentResponse>()).toMatchObject({ payment: null, charged: 0 });
    expect(await invoiceState(invoice.id)).toEqual({ amountDueCents: 0, status: 'Paid In Full' });
    expect(await appliedOf('payments', check.id)).toBe(5_000);
  });

  it('refuses amounts over their bounds with the message for the line, changing nothing', async () => {
    const c = await newAccount();
    const invoice = await createInvoice(t.db, { accountId: c.accountId, totalCents: 10_000 });
    const memo = await createCreditMemo(t.db, {
      accountId: c.accountId,
      totalCents: 3_000,
      appliedCents: 1_000,
    });
    const check = await createPaymentRecord(t.db, {
      accountId: c.accountId,
      amountCents: 4_000,
      appliedCents: 3_000,
    });
    const token = { token: cardToken(secret) };
    const cases: [unknown, string][] = [
      [
        { invoices: [{ id: invoice.id, apply: 100.01 }], paymentMethod: token },
        `${invoice.tranId}: ${overBoundMessage('invoice', 10_000)}`,
      ],
      [
        {
          invoices: [{ id: invoice.id, apply: 100 }],
          creditMemos: [{ id: memo.id, apply: 20.01 }],
          paymentMethod: token,
        },
        `${memo.tranId}: ${overBoundMessage('credit-memo', 2_000)}`,
      ],
      [
        {
          invoices: [{ id: invoice.id, apply: 100 }],
          unappliedPayments: [{ id: check.id, apply: 10.01 }],
          paymentMethod: token,
        },
        `${check.tranId}: ${overBoundMessage('unapplied-payment', 1_000)}`,
      ],
      [
        { invoices: [{ id: invoice.id, apply: 10 }], creditMemos: [{ id: memo.id, apply: 20 }] },
        creditsExceedMessage(1_000, 2_000),
      ],
      [{ invoices: [{ id: invoice.id, apply: 0 }], paymentMethod: token }, NO_INVOICE_MESSAGE],
      [{ invoices: [{ id: invoice.id, apply: 10 }] }, BILLING_MESSAGES.methodRequired],
      [
        { invoices: [{ id: invoice.id, apply: 1.005 }], paymentMethod: token },
        'Invalid body: invoices.0.apply: Enter an amount in dollars and cents, such as 12.50.',
      ],
      [
        { invoices: [{ id: invoice.id, apply: -1 }], paymentMethod: token },
        'Invalid body: invoices.0.apply: Enter an amount of $0.00 or more.',
      ],
      [{ invoices: [] }, 'Invalid body: invoices: Select at least one invoice to pay.'],
    ];
    for (const [body, message] of cases) {
      const res = await pay(c, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect(await invoiceState(invoice.id)).toEqual({ amountDueCents: 10_000, status: 'Open' });
    expect(await appliedOf('credit_memos', memo.id)).toBe(1_000);
    expect(await appliedOf('payments', check.id)).toBe(3_000);
  });

  it('refuses a declined card and an expired saved card, charging nothing', async () => {
    const c = await newAccount();
    const invoice = await createInvoice(t.db, { accountId: c.accountId, totalCents: 10_000 });
    const declined = await pay(c, {
      invoices: [{ id: invoice.id, apply: 100 }],
      paymentMethod: { token: cardToken(secret, { digits: TEST_CARD_NUMBERS.declined }) },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json<{ message: string }>().message).toBe(DECLINE_MESSAGES.card_declined);
    const expired = await pay(c, {
      invoices: [{ id: invoice.id, apply: 100 }],
      paymentMethod: { token: cardToken(secret, { expMonth: 4, expYear: 2026 }) },
    });
    expect(expired.statusCode).toBe(422);
    const forged = await pay(c, {
      invoices: [{ id: invoice.id, apply: 100 }],
      paymentMethod: { token: 'sbtok_forged.x' },
    });
    expect(forged.statusCode).toBe(422);
    expect(await invoiceState(invoice.id)).toEqual({ amountDueCents: 10_000, status: 'Open' });
    const payments = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM payments WHERE account_id = ${c.accountId}`,
    );
    expect(payments[0]?.n).toBe(0);
  });

  it("refuses another account's invoice, memo, payment and saved method as not found", async () => {
    const c = await newAccount();
    const o = await newAccount();
    const mine = await createInvoice(t.db, { accountId: c.accountId, totalCents: 10_000 });
    const theirInvoice = await createInvoice(t.db, { accountId: o.accountId, totalCents: 10_000 });
    const theirMemo = await createCreditMemo(t.db, { accountId: o.accountId, totalCents: 1_000 });
    const theirCheck = await createPaymentRecord(t.db, { accountId: o.accountId, amountCents: 1_000 });
    const saved = await t.app.inject({
      method: 'POST',
      url: paths.paymentMethod.upsert,
      headers: o.headers,
      payload: { token: cardToken(secret) },
    });
    const theirMethod = saved.json<{ paymentMethod: { id: number } }>().paymentMethod.id;
    const token = { token: cardToken(secret) };
    const cases: [unknown, string][] = [
      [
        { invoices: [{ id: theirInvoice.id, apply: 1 }], paymentMethod: token },
        BILLING_MESSAGES.invoiceNotFound,
      ],
      [
        {
          invoices: [{ id: mine.id, apply: 10 }],
          creditMemos: [{ id: theirMemo.id, apply: 1 }],
          paymentMethod: token,
        },
        BILLING_MESSAGES.creditMemoNotFound,
      ],
      [
        {
          invoices: [{ id: mine.id, apply: 10 }],
          unappliedPayments: [{ id: theirCheck.id, apply: 1 }],
          paymentMethod: token,
        },
        BILLING_MESSAGES.paymentNotFound,
      ],
      [
        { invoices: [{ id: mine.id, apply: 10 }], paymentMethod: { id: theirMethod } },
        'Payment method not found',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await pay(c, body);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect(await invoiceState(theirInvoice.id)).toEqual({ amountDueCents: 10_000, status: 'Open' });
    expect(await appliedOf('credit_memos', theirMemo.id)).toBe(0);
  });

  it('requires an Idempotency-Key, isPriceVisible and a login; refuses duplicates in the lists', async () => {
    const c = await newAccount();
    const invoice = await createInvoice(t.db, { accountId: c.accountId, totalCents: 10_000 });
    const body = { invoices: [{ id: invoice.id, apply: 10 }], paymentMethod: { token: cardToken(secret) } };
    const noKey = await pay(c, body, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json<{ code: string }>().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await pay(await newAccount({ isPriceVisible: false }), body)).statusCode).toBe(403);
    expect((await pay(null, body)).statusCode).toBe(401);
    const twice = await pay(c, {
      ...body,
      invoices: [
        { id: invoice.id, apply: 1 },
        { id: invoice.id, apply: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    // The same key with another body is refused; the first answer stays.
    const key = newKey();
    expect((await pay(c, body, key)).statusCode).toBe(200);
    expect((await pay(c, { ...body, invoices: [{ id: invoice.id, apply: 11 }] }, key)).statusCode).toBe(422);
  });

  it('makes one payment of 200 submissions with one Idempotency-Key', async () => {
    const c = await newAccount();
    const invoice = await createInvoice(t.db, { accountId: c.accountId, totalCents: 100_000 });
    const key = newKey();
    const body = { invoices: [{ id: invoice.id, apply: 10 }], paymentMethod: { token: cardToken(secret) } };
    const answers = await Promise.all(Array.from({ length: 200 }, () => pay(c, body, key)));
    const ok = answers.filter((a) => a.statusCode === 200);
    // Repeats that arrive while the first runs may be told to retry (409); none makes a payment.
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(ok.length).toBeGreaterThan(0);
    const ids = new Set(ok.map((a) => a.json<CreatePaymentResponse>().payment?.id));
    expect(ids.size).toBe(1);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM payments WHERE account_id = ${c.accountId}`,
    );
    expect(rows[0]?.n).toBe(1);
    expect(await invoiceState(invoice.id)).toEqual({ amountDueCents: 99_000, status: 'Open' });
  });

  it('never over-applies under 20 concurrent payments against the same invoices and credit memo', async () => {
    const c = await newAccount();
    const a = await createInvoice(t.db, { accountId: c.accountId, totalCents: 10_000 });
    const b = await createInvoice(t.db, { accountId: c.accountId, totalCents: 5_000 });
    const memo = await createCreditMemo(t.db, { accountId: c.accountId, totalCents: 4_000 });
    const check = await createPaymentRecord(t.db, {
      accountId: c.accountId,
      amountCents: 3_000,
      appliedCents: 1_500,
    });
    // Each wants 30.00 of A, 20.00 of B, 15.00 of the memo and 5.00 of the check: only some can.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        pay(c, {
          invoices: [
            { id: a.id, apply: 30 },
            { id: b.id, apply: 20 },
          ],
          creditMemos: [{ id: memo.id, apply: 15 }],
          unappliedPayments: [{ id: check.id, apply: 5 }],
          paymentMethod: { token: cardToken(secret) },
        }),
      ),
    );
    const ok = answers.filter((r) => r.statusCode === 200).length;
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true);
    // B (50.00) takes two payments of 20.00; the third asks for 20.00 of the 10.00 left.
    expect(ok).toBe(2);
    const dueA = (await invoiceState(a.id))?.amountDueCents;
    const dueB = (await invoiceState(b.id))?.amountDueCents;
    expect(dueA).toBe(10_000 - ok * 3_000);
    expect(dueB).toBe(5_000 - ok * 2_000);
    expect(await appliedOf('credit_memos', memo.id)).toBe(ok * 1_500);
    expect(await appliedOf('payments', check.id)).toBe(1_500 + ok * 500);
    // Every payment's applications sum to it; the ledger's columns agree with the rows.
    const sums = await queryRows<{ amount: number; applied: number; rows: number }>(
      t.db,
      sql`SELECT p.amount_cents AS amount, p.applied_cents AS applied,
          (SELECT coalesce(sum(amount_cents), 0)::int FROM payment_applications pa WHERE pa.payment_id = p.id) AS rows
        FROM payments p WHERE p.account_id = ${c.accountId} AND p.id <> ${check.id}`,
    );
    expect(sums).toHaveLength(ok);
    for (const s of sums) expect([s.applied, s.rows]).toEqual([s.amount, s.amount]);
  });

  it('never applies more than is due or available, and every payment is the sum of its applications (property)', async () => {
    const c = await newAccount();
    const ledger = fc.record({
      invoices: fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 3 }),
      memos: fc.array(fc.record({ total: fc.integer({ min: 1, max: 20_000 }), used: fc.nat({ max: 100 }) }), {
        maxLength: 2,
      }),
      checks: fc.array(
        fc.record({ amount: fc.integer({ min: 1, max: 20_000 }), used: fc.nat({ max: 100 }) }),
        { maxLength: 2 },
      ),
      // Each line's apply as a share of its bound: up to 130 % so some plans go over.
      shares: fc.array(fc.integer({ min: 0, max: 130 }), { minLength: 7, maxLength: 7 }),
    });
    await fc.assert(
      fc.asyncProperty(ledger, async ({ invoices, memos, checks, shares }) => {
        const inv = await Promise.all(
          invoices.map((cents) => createInvoice(t.db, { accountId: c.accountId, totalCents: cents })),
        );
        const mem = await Promise.all(
          memos.map((m) =>
            createCreditMemo(t.db, {
              accountId: c.accountId,
              totalCents: m.total,
              appliedCents: Math.floor((m.total * m.used) / 100),
            }),
          ),
        );
        const chk = await Promise.all(
          checks.map((p) =>
            createPaymentRecord(t.db, {
              accountId: c.accountId,
              amountCents: p.amount,
              appliedCents: Math.floor((p.amount * p.used) / 100),
            }),
          ),
        );
        let n = 0;
        const share = (boundCents: number) =>
          Math.floor((boundCents * (shares[n++ % shares.length] ?? 0)) / 100) / 100;
        const body = {
          invoices: inv.map((i) => ({ id: i.id, apply: share(i.amountDueCents) })),
          creditMemos: mem.map((m) => ({ id: m.id, apply: share(m.totalCents - m.appliedCents) })),
          unappliedPayments: chk.map((p) => ({ id: p.id, apply: share(p.amountCents - p.appliedCents) })),
          paymentMethod: { token: cardToken(secret) },
        };
        const res = await pay(c, body);
        expect([200, 400]).toContain(res.statusCode);
        const invoiceRows = await queryRows<{ id: number; due: number; total: number; applied: number }>(
          t.db,
          sql`SELECT i.id, i.amount_due_cents AS due, i.total_cents AS total,
              (coalesce((SELECT sum(amount_cents) FROM payment_applications a WHERE a.invoice_id = i.id), 0)
               + coalesce((SELECT sum(amount_cents) FROM credit_memo_applications a WHERE a.invoice_id = i.id), 0))::int AS applied
            FROM invoices i WHERE i.account_id = ${c.accountId}`,
        );
        for (const row of invoiceRows) {
          expect(row.due).toBeGreaterThanOrEqual(0);
          expect(row.due).toBe(row.total - row.applied);
        }
        const creditRows = await queryRows<{ bound: number; applied: number; rows: number }>(
          t.db,
          sql`SELECT m.total_cents AS bound, m.applied_cents AS applied,
              (SELECT coalesce(sum(amount_cents), 0)::int FROM credit_memo_applications a WHERE a.credit_memo_id = m.id) AS rows
            FROM credit_memos m WHERE m.id = ANY(${sql`ARRAY[${sql.join(
              [0, ...mem.map((m) => m.id)].map((id) => sql`${id}::int`),
              sql`, `,
            )}]`})
            UNION ALL
            SELECT p.amount_cents, p.applied_cents,
              (SELECT coalesce(sum(amount_cents), 0)::int FROM payment_applications a WHERE a.payment_id = p.id)
            FROM payments p WHERE p.account_id = ${c.accountId}`,
        );
        for (const row of creditRows) {
          expect(row.applied).toBeLessThanOrEqual(row.bound);
          // Factory rows start with an applied amount and no rows; what this payment used is on top.
          expect(row.rows).toBeLessThanOrEqual(row.applied);
        }
        if (res.statusCode === 200) {
          const answer = res.json<CreatePaymentResponse>();
          if (answer.payment) {
            // The new payment is fully applied: its own applications sum to it.
            const own = await queryRows<{ sum: number; amount: number }>(
              t.db,
              sql`SELECT (SELECT coalesce(sum(amount_cents), 0)::int FROM payment_applications a
                  WHERE a.payment_id = p.id) AS sum, p.amount_cents AS amount FROM payments p WHERE p.id = ${answer.payment.id}`,
            );
            expect(own[0]?.sum).toBe(own[0]?.amount);
          }
          const appliedToInvoices = body.invoices.reduce((sum, i) => sum + Math.round(i.apply * 100), 0);
          const credits = [...body.creditMemos, ...body.unappliedPayments].reduce(
            (sum, l) => sum + Math.round(l.apply * 100),
            0,
          );
          expect(Math.round((answer.charged ?? 0) * 100)).toBe(appliedToInvoices - credits);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('refunds the charge and keeps nothing when the payment cannot be recorded after charging', async () => {
    const c = await newAccount();
    const invoice = await createInvoice(t.db, { accountId: c.accountId, totalCents: 20_000 });
    const buyer = await buyerOfContact(t.db, c.userId, c.accountId);
    if (!buyer) throw new Error('no buyer');
    // The sandbox, watched: what it charged and refunded.
    const sandbox = new SandboxGateway({ secret, now: () => NOW });
    const refunds: { chargeId: string; amountCents: number }[] = [];
    const charges: string[] = [];
    const gateway: PaymentGateway = {
      describeToken: (token) => sandbox.describeToken(token),
      authorize: (request) => sandbox.authorize(request),
      capture: (request) => sandbox.capture(request),
      voidAuthorization: (request) => sandbox.voidAuthorization(request),
      charge: async (request) => {
        const result = await sandbox.charge(request);
        if (result.status === 'charged') charges.push(result.chargeId);
        return result;
      },
      refund: async (request) => {
        refunds.push({ chargeId: request.chargeId, amountCents: request.amountCents });
        return sandbox.refund(request);
      },
    };
    // The receipt cannot be queued: the last step of the transaction fails after the charge.
    const failingOutbox: Outbox = {
      mail: () => Promise.reject(new Error('outbox unavailable')),
      notify: () => Promise.reject(new Error('outbox unavailable')),
      procurement: () => Promise.reject(new Error('outbox unavailable')),
    };
    const deps = orderToCashDeps(
      { config: t.config, db: t.db, outbox: failingOutbox, gateway, now: () => NOW, log: t.app.log },
      t.jobs,
    );
    await expect(
      createPayment(
        deps,
        buyer,
        {
          invoices: [{ id: invoice.id, apply: 100 }],
          creditMemos: [],
          unappliedPayments: [],
          paymentMethod: { token: cardToken(secret) },
        },
        'refund-test',
      ),
    ).rejects.toThrow('outbox unavailable');
    // 100.00 plus the 3 % fee was charged, then given back in full.
    expect(charges).toHaveLength(1);
    expect(refunds).toEqual([{ chargeId: charges[0], amountCents: 10_300 }]);
    expect(await invoiceState(invoice.id)).toEqual({ amountDueCents: 20_000, status: 'Open' });
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM payments WHERE account_id = ${c.accountId}`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it("records an earlier payment's unapplied amount used in a new payment as that payment's credit", async () => {
    const c = await newAccount();
    const invoice = await createInvoice(t.db, { accountId: c.accountId, totalCents: 30_000 });
    const check = await createPaymentRecord(t.db, {
      accountId: c.accountId,
      amountCents: 12_000,
      appliedCents: 2_000,
    });
    const res = await pay(c, {
      invoices: [{ id: invoice.id, apply: 300 }],
      unappliedPayments: [{ id: check.id, apply: 100 }],
      paymentMethod: { token: bankAccountToken(secret) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { payment } = res.json<CreatePaymentResponse>();
    expect(payment).toMatchObject({ amount: 200, methodLabel: 'Bank account ending in 6789' });
    expect(payment?.creditsUsed).toEqual([
      { kind: 'payment', id: check.id, tranId: check.tranId, amount: 100 },
    ]);
    expect(payment?.invoices).toEqual([
      { id: invoice.id, tranId: invoice.tranId, dueDate: invoice.dueDate, applied: 300, amountDue: 0 },
    ]);
    expect(await appliedOf('payments', check.id)).toBe(12_000);
    // The check's own page shows where its money went, the part used today too.
    const checkPage = await t.app.inject({
      method: 'GET',
      url: `${paths.transaction.paymentsById}?id=${check.id}`,
      headers: c.headers,
    });
    expect(checkPage.json<PaymentDetailsResponse>().payment).toMatchObject({
      unapplied: 0,
      invoices: [{ id: invoice.id, applied: 100, amountDue: 0 }],
    });
  });
});
