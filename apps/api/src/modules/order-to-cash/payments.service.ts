// Paying invoices (service spec §7 "Payments", §3 "Payment lines", §5; issue 18 point 3; ADR 0024,
// 0034, 0035): the buyer's createPayment pays invoices with credit memos, earlier payments'
// unapplied amounts and a charge to a card or bank account; the store's staff record a check or
// ACH they received and apply it. Both apply money the same way: each invoice never beyond what it
// owes, each credit never beyond what is left of it, by conditional updates in one transaction that
// also gives terms credit back (what invoices owe went down) and writes the receipt to the outbox.
//
// createPayment is a workflow (ADR 0035): the plan is checked against the rows as they are, the
// rest is charged through the gateway keyed by the request's Idempotency-Key, then one
// transaction locks the invoices and credits, checks the plan again and records it. If that
// transaction refuses (an invoice paid meanwhile) or fails (even at its commit), the charge is
// refunded. A retry after a crash gets the gateway's first charge and finds its payment recorded.
import {
  allocatePayment,
  centsToDollars,
  convenienceFeeCents,
  creditMemoPaymentLine,
  dollarsToCents,
  formatUsd,
  invoicePaymentLine,
  isoDayIn,
  STORE_TIME_ZONE,
  unappliedPaymentLine,
  validatePaymentPlan,
  type PaymentAllocation,
  type PaymentLine,
} from '@medsupply/domain';
import { BILLING_MESSAGES, type CreatePaymentRequest, type CreatePaymentResponse } from '@medsupply/contract';
import type { Actor, Buyer } from '../../core/actor.ts';
import { audit } from '../../core/audit.ts';
import { refuse } from '../../core/refusals.ts';
import { runWorkflow } from '../../core/workflow.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  describeToken,
  isExpired,
  methodForPayment,
  saveDescribedMethod,
} from '../payments/payment-methods.service.ts';
import { giveBackCredit } from './credit.queries.ts';
import type { OrderToCashDeps } from './order-to-cash.service.ts';
import * as ledger from './ledger.queries.ts';
import { paymentDetails } from './ledger.service.ts';
import * as q from './payments.queries.ts';
import { receiptMail } from './order-to-cash.mail.ts';

export const PAYMENT_MESSAGES = {
  duplicateLine: 'Each invoice, credit memo and payment may appear only once.',
  duplicateInvoice: 'Each invoice may appear only once.',
  accountNotFound: 'Account not found.',
  invoiceNotFound: 'Invoice not found.',
  overApplied: (appliedCents: number, amountCents: number) =>
    `The applications add up to ${formatUsd(appliedCents)}, more than the payment of ${formatUsd(amountCents)}.`,
  overDue: (tranId: string, dueCents: number) =>
    dueCents === 0
      ? `${tranId}: This invoice is paid in full.`
      : `${tranId}: Cannot apply more than ${formatUsd(dueCents)}, what the invoice owes.`,
  futureReceipt: 'The date received cannot be later than today.',
  planChanged:
    'An invoice or credit changed while the payment was being made. Nothing was charged; please review and pay again.',
} as const;

function assertDistinct(lines: readonly { id: number }[]): void {
  if (new Set(lines.map((line) => line.id)).size !== lines.length)
    throw refuse('VALIDATION', PAYMENT_MESSAGES.duplicateLine);
}

interface PlanRows {
  invoices: ledger.LockedInvoice[];
  memos: ledger.LockedCredit[];
  payments: ledger.LockedCredit[];
}

/** The plan from the request and the rows as read; an id the account does not hold is not found. */
function planLines(request: CreatePaymentRequest, rows: PlanRows): PaymentLine[] {
  const find = <T extends { id: number }>(list: readonly T[], id: number, message: string): T => {
    const row = list.find((r) => r.id === id);
    if (!row) throw refuse('NOT_FOUND', message);
    return row;
  };
  const checked = (line: PaymentLine, apply: number): PaymentLine => ({
    ...line,
    applyCents: dollarsToCents(apply),
    checked: true,
  });
  return [
    ...request.invoices.map((line) => {
      const row = find(rows.invoices, line.id, BILLING_MESSAGES.invoiceNotFound);
      return checked(
        invoicePaymentLine({ id: row.id, number: row.tranId, amountDueCents: row.amountDueCents }),
        line.apply,
      );
    }),
    ...request.creditMemos.map((line) => {
      const row = find(rows.memos, line.id, BILLING_MESSAGES.creditMemoNotFound);
      const memo = creditMemoPaymentLine({
        id: row.id,
        number: row.tranId,
        totalCents: row.remainingCents,
        amountPaidCents: 0,
      });
      return checked(memo, line.apply);
    }),
    ...request.unappliedPayments.map((line) => {
      const row = find(rows.payments, line.id, BILLING_MESSAGES.paymentNotFound);
      return checked(
        unappliedPaymentLine({ id: row.id, number: row.tranId, unappliedPaymentCents: row.remainingCents }),
        line.apply,
      );
    }),
  ];
}

/** Refuses a plan the domain's rules refuse, with the message next to the first bad line. */
function checkedAllocation(lines: readonly PaymentLine[]): PaymentAllocation {
  const check = validatePaymentPlan(lines);
  if (!check.valid) {
    const bad = check.lines.find((line) => line.error !== undefined);
    const message =
      bad?.error !== undefined
        ? `${bad.number}: ${bad.error}`
        : (check.planError ?? 'The payment is not valid.');
    throw refuse('PAYMENT_AMOUNT_INVALID', message);
  }
  return allocatePayment(lines);
}

/** The payment plan's rows, read (`lock`: row-locked in id order, invoices, memos, then payments). */
async function planRows(
  db: DbOrTx,
  accountId: number,
  request: CreatePaymentRequest,
  tx: Tx | null,
): Promise<PlanRows> {
  const ids = (lines: readonly { id: number }[]) => lines.map((l) => l.id);
  if (tx !== null) {
    return {
      invoices: await ledger.lockInvoices(tx, accountId, ids(request.invoices)),
      memos: await ledger.lockCreditMemos(tx, accountId, ids(request.creditMemos)),
      payments: await ledger.lockPayments(tx, accountId, ids(request.unappliedPayments)),
    };
  }
  return {
    invoices: await ledger.invoicesOf(db, accountId, ids(request.invoices)),
    memos: await ledger.creditsOf(db, 'credit_memos', accountId, ids(request.creditMemos)),
    payments: await ledger.creditsOf(db, 'payments', accountId, ids(request.unappliedPayments)),
  };
}

interface ChargeMethod {
  token: string;
  kind: 'card' | 'ach';
  type: string;
  last4: string;
  paymentMethodId: number | null;
  /** A new token to keep as a payment method once the payment is recorded. */
  save: Awaited<ReturnType<typeof describeToken>> | null;
}

/** The method the rest is charged to: a saved one of the account, or a token just entered. */
async function chargeMethod(
  deps: OrderToCashDeps,
  buyer: Buyer,
  choice: NonNullable<CreatePaymentRequest['paymentMethod']>,
  now: Date,
): Promise<ChargeMethod> {
  if ('id' in choice) {
    const { method, token } = await methodForPayment(deps.db, buyer.account.id, choice.id, now);
    return {
      token,
      kind: method.kind,
      type: method.type,
      last4: method.last4,
      paymentMethodId: method.id,
      save: null,
    };
  }
  const description = await describeToken(deps.gateway, choice.token);
  if (isExpired(description, now)) throw refuse('PAYMENT_METHOD_EXPIRED', 'Your card has expired.');
  return {
    token: choice.token,
    kind: description.kind,
    type: description.type,
    last4: description.last4,
    paymentMethodId: null,
    save: choice.save === true ? description : null,
  };
}

/** Applies an allocation's lines to invoices in `tx`; answers what each invoice got. */
async function applyAllocation(
  tx: Tx,
  accountId: number,
  allocation: PaymentAllocation,
  paymentId: number | null,
  at: Date,
): Promise<{ byInvoice: Map<number, number>; creditsCents: number }> {
  const byInvoice = new Map<number, number>();
  let creditsCents = 0;
  for (const { source, invoiceId, amountCents } of allocation.applications) {
    if (!(await ledger.settleInvoice(tx, invoiceId, amountCents))) {
      throw new Error(`invoice ${invoiceId} owes less than ${amountCents} though it is locked`);
    }
    byInvoice.set(invoiceId, (byInvoice.get(invoiceId) ?? 0) + amountCents);
    if (source.kind === 'charge') {
      if (paymentId === null) throw new Error('a charge application without a payment');
      await ledger.insertPaymentApplication(tx, {
        paymentId,
        invoiceId,
        amountCents,
        appliedInPaymentId: null,
        at,
      });
    } else if (source.kind === 'credit-memo') {
      creditsCents += amountCents;
      if (!(await ledger.useCreditMemo(tx, accountId, source.id, amountCents))) {
        throw new Error(`credit memo ${source.id} has less than ${amountCents} though it is locked`);
      }
      await ledger.insertCreditMemoApplication(tx, {
        creditMemoId: source.id,
        invoiceId,
        amountCents,
        paymentId,
        at,
      });
    } else {
      creditsCents += amountCents;
      if (!(await ledger.usePayment(tx, accountId, source.id, amountCents))) {
        throw new Error(`payment ${source.id} has less than ${amountCents} unapplied though it is locked`);
      }
      await ledger.insertPaymentApplication(tx, {
        paymentId: source.id,
        invoiceId,
        amountCents,
        appliedInPaymentId: paymentId,
        at,
      });
    }
  }
  // ADR 0034: what invoices owe went down by what was applied, so the terms credit goes up by it.
  await giveBackCredit(
    tx,
    accountId,
    [...byInvoice.values()].reduce((sum, cents) => sum + cents, 0),
  );
  return { byInvoice, creditsCents };
}

/** What a createPayment is, once its plan is checked and its charge (if any) taken. */
interface PaymentToRecord {
  buyer: Buyer;
  request: CreatePaymentRequest;
  payer: NonNullable<Awaited<ReturnType<typeof q.payerFacts>>>;
  planned: PaymentAllocation;
  method: ChargeMethod | null;
  feeCents: number;
  charge: Charge | null;
}

/**
 * createPayment's transaction: the plan checked again under the rows' locks, the payment (with a
 * new method saved, if asked) and its applications, terms credit back, and the receipt mail. A
 * retry whose first run committed finds the payment of the gateway's first charge and answers it.
 */
async function recordPayment(
  tx: Tx,
  deps: OrderToCashDeps,
  p: PaymentToRecord,
): Promise<{ paymentId: number | null; byInvoice: Map<number, number> | null }> {
  const { buyer, request, payer, method, feeCents, charge } = p;
  const accountId = buyer.account.id;
  const now = deps.now();
  if (charge !== null) {
    const earlier = await ledger.paymentOfCharge(tx, charge.chargeId);
    if (earlier) return { paymentId: earlier.id, byInvoice: null };
  }
  const allocation = checkedAllocation(planLines(request, await planRows(tx, accountId, request, tx)));
  if (allocation.chargeCents !== p.planned.chargeCents) {
    throw refuse('PAYMENT_AMOUNT_INVALID', PAYMENT_MESSAGES.planChanged);
  }
  let paymentId: number | null = null;
  if (charge !== null && method !== null) {
    let paymentMethodId = method.paymentMethodId;
    if (method.save) {
      const owner = { accountId, userId: buyer.user.id };
      paymentMethodId = (await saveDescribedMethod(tx, owner, method.token, method.save, {}, now)).id;
    }
    paymentId = (
      await ledger.insertPayment(tx, {
        id: charge.paymentId,
        accountId,
        userId: buyer.user.id,
        paymentMethodId,
        method: method.type,
        last4: method.last4,
        amountCents: allocation.chargeCents,
        convenienceFeeCents: feeCents,
        appliedCents: allocation.chargeCents,
        gatewayReference: charge.chargeId,
        salesOrderId: null,
        kind: 'charge',
        memo: request.memo ?? null,
        paidAt: now,
      })
    ).id;
  }
  const applied = await applyAllocation(tx, accountId, allocation, paymentId, now);
  const after = await ledger.invoiceStates(tx, [...applied.byInvoice.keys()]);
  const number = paymentId === null ? '' : ledger.numberOf('PAY', paymentId);
  await deps.outbox.mail(
    tx,
    receiptMail(
      deps.settings.letterhead,
      { email: payer.email, firstName: payer.firstName, accountName: payer.accountName },
      {
        number,
        lines: after.map((invoice) => ({
          tranId: invoice.tranId,
          appliedCents: applied.byInvoice.get(invoice.id) ?? 0,
        })),
        chargeCents: allocation.chargeCents,
        feeCents,
        creditsCents: applied.creditsCents,
      },
    ),
  );
  return { paymentId, byInvoice: applied.byInvoice };
}

export interface InvoicesPaid {
  paymentId: number | null;
  chargedCents: number;
  feeCents: number;
  invoices: ledger.InvoiceState[];
}

interface Charge {
  paymentId: number;
  chargeId: string;
  /** What the gateway took: the charge and its fee. */
  totalCents: number;
}

/**
 * createPayment. `idempotencyKey` is the request's Idempotency-Key (the edge requires it and
 * replays a repeated request's answer); the gateway charge is keyed by it too.
 */
export async function payInvoices(
  deps: OrderToCashDeps,
  buyer: Buyer,
  request: CreatePaymentRequest,
  idempotencyKey: string,
): Promise<InvoicesPaid> {
  assertDistinct(request.invoices);
  assertDistinct(request.creditMemos);
  assertDistinct(request.unappliedPayments);
  const accountId = buyer.account.id;
  const now = deps.now();
  const payer = await q.payerFacts(deps.db, accountId, buyer.user.id);
  if (!payer) throw refuse('ACCOUNT_NOT_FOUND', PAYMENT_MESSAGES.accountNotFound);
  // The plan as the rows stand now: refused here, nothing is charged.
  const planned = checkedAllocation(planLines(request, await planRows(deps.db, accountId, request, null)));
  let method: ChargeMethod | null = null;
  let feeCents = 0;
  if (planned.chargeCents > 0) {
    if (request.paymentMethod === undefined) throw refuse('VALIDATION', BILLING_MESSAGES.methodRequired);
    method = await chargeMethod(deps, buyer, request.paymentMethod, now);
    // service spec §9: the convenience fee applies to cards, as at checkout; ACH carries none.
    feeCents =
      method.kind === 'card'
        ? convenienceFeeCents({
            ratePercent: deps.settings.convenienceFeeRatePercent,
            subtotalCents: planned.chargeCents,
            shippingCents: 0,
            taxCents: 0,
            exempt: payer.convFeeExempt,
          })
        : 0;
  }
  const gatewayKey = `payment:${buyer.user.id}:${idempotencyKey}`;

  const recorded = await runWorkflow('payInvoices', deps.log, async (flow) => {
    let charge: Charge | null = null;
    if (method !== null) {
      const chargeWith = method;
      charge = await flow.step(
        'charge',
        async () => {
          // Its number is known before the gateway is asked, so the charge names it.
          const paymentId = await q.reservePaymentId(deps.db);
          const charged = await deps.gateway.charge({
            token: chargeWith.token,
            amountCents: planned.chargeCents + feeCents,
            reference: ledger.numberOf('PAY', paymentId),
            idempotencyKey: gatewayKey,
          });
          if (charged.status === 'declined') throw refuse('PAYMENT_DECLINED', charged.message);
          if (charged.status === 'refused') throw refuse('PAYMENT_DETAILS_INVALID', charged.message);
          return { paymentId, chargeId: charged.chargeId, totalCents: charged.amountCents };
        },
        // The charge went through but the payment was not recorded: give the money back.
        async (made) => {
          const refund = await deps.gateway.refund({
            chargeId: made.chargeId,
            amountCents: made.totalCents,
            idempotencyKey: `payment-refund:${buyer.user.id}:${idempotencyKey}`,
          });
          if (refund.status !== 'refunded')
            throw new Error(`the charge could not be refunded: ${refund.message}`);
        },
      );
    }
    return flow.step('record', () =>
      deps.db.transaction((tx) =>
        recordPayment(tx, deps, { buyer, request, payer, planned, method, feeCents, charge }),
      ),
    );
  });
  // The invoices the payment went to (a replayed one: those the request named).
  const invoiceIds = recorded.byInvoice ? [...recorded.byInvoice.keys()] : request.invoices.map((l) => l.id);
  return {
    paymentId: recorded.paymentId,
    chargedCents: planned.chargeCents,
    feeCents,
    invoices: await ledger.invoiceStates(deps.db, invoiceIds),
  };
}

/** POST createPayment's answer: the payment with what it paid, the charge and fee, the invoices after. */
export async function createPayment(
  deps: OrderToCashDeps,
  buyer: Buyer,
  request: CreatePaymentRequest,
  idempotencyKey: string,
): Promise<CreatePaymentResponse> {
  const paid = await payInvoices(deps, buyer, request, idempotencyKey);
  return {
    payment: paid.paymentId === null ? null : await paymentDetails(deps.db, buyer.account.id, paid.paymentId),
    charged: centsToDollars(paid.chargedCents),
    convenienceFee: centsToDollars(paid.feeCents),
    invoices: paid.invoices.map((invoice) => ({
      id: invoice.id,
      tranId: invoice.tranId,
      status: invoice.status,
      amountDue: centsToDollars(invoice.amountDueCents),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// A payment the store received (staff)
// ---------------------------------------------------------------------------------------------

export interface ReceivedPayment {
  accountId: number;
  method: 'check' | 'ach';
  /** Dollars, as the request says them. */
  amount: number;
  /** The store's calendar day it was received. */
  receivedOn: string;
  reference: string;
  applications: ReadonlyArray<{ invoiceId: number; amount: number }>;
}

/** When a payment dated `day` was received: now when that is today, else noon of that day (UTC). */
function receivedAt(day: string, now: Date): Date {
  return day === isoDayIn(now, STORE_TIME_ZONE) ? now : new Date(`${day}T12:00:00.000Z`);
}

/**
 * A check or ACH payment received, applied to the account's open invoices (each never beyond what
 * it owes; the applications never beyond the payment). What is not applied stays on the payment
 * as unapplied, for the buyer to use later. Applied amounts give terms credit back.
 */
export async function recordReceivedPayment(
  deps: Pick<OrderToCashDeps, 'db' | 'now'>,
  actor: Actor,
  body: ReceivedPayment,
  requestKey: string | null = null,
): Promise<{
  paymentId: number;
  tranId: string;
  memo: string;
  paidAt: Date;
  appliedCents: number;
  invoices: ledger.InvoiceState[];
}> {
  const now = deps.now();
  if (body.receivedOn > isoDayIn(now, STORE_TIME_ZONE))
    throw refuse('VALIDATION', PAYMENT_MESSAGES.futureReceipt);
  const ids = body.applications.map((a) => a.invoiceId);
  if (new Set(ids).size !== ids.length) throw refuse('VALIDATION', PAYMENT_MESSAGES.duplicateInvoice);
  const amountCents = dollarsToCents(body.amount);
  const applications = body.applications.map((a) => ({
    invoiceId: a.invoiceId,
    cents: dollarsToCents(a.amount),
  }));
  const appliedCents = applications.reduce((sum, a) => sum + a.cents, 0);
  if (appliedCents > amountCents) {
    throw refuse('PAYMENT_AMOUNT_INVALID', PAYMENT_MESSAGES.overApplied(appliedCents, amountCents));
  }
  // The request's Idempotency-Key, kept with the payment: a retry after a crash (the key's own
  // record lost with the process) finds the payment its first run wrote instead of a second one.
  const key = requestKey === null ? null : `received:${body.accountId}:${requestKey}`;
  const recorded = await deps.db.transaction(async (tx) => {
    if (key !== null) {
      await ledger.lockRequestKey(tx, key);
      const done = await ledger.paymentByRequestKey(tx, key);
      if (done) {
        return {
          paymentId: done.id,
          tranId: done.tran_id,
          memo: done.memo ?? '',
          paidAt: new Date(done.paid_at),
        };
      }
    }
    if (!(await ledger.accountExists(tx, body.accountId)))
      throw refuse('ACCOUNT_NOT_FOUND', PAYMENT_MESSAGES.accountNotFound);
    const locked = await ledger.lockInvoices(tx, body.accountId, ids);
    for (const a of applications) {
      const invoice = locked.find((i) => i.id === a.invoiceId);
      if (!invoice) throw refuse('NOT_FOUND', PAYMENT_MESSAGES.invoiceNotFound);
      if (a.cents > invoice.amountDueCents) {
        throw refuse(
          'PAYMENT_AMOUNT_INVALID',
          PAYMENT_MESSAGES.overDue(invoice.tranId, invoice.amountDueCents),
        );
      }
    }
    const memo = body.method === 'check' ? `Check #${body.reference}` : `ACH ${body.reference}`;
    const paidAt = receivedAt(body.receivedOn, now);
    const payment = await ledger.insertPayment(tx, {
      id: await ledger.nextPaymentId(tx),
      accountId: body.accountId,
      userId: null,
      paymentMethodId: null,
      method: body.method,
      last4: null,
      amountCents,
      convenienceFeeCents: 0,
      appliedCents,
      gatewayReference: body.reference,
      salesOrderId: null,
      kind: 'received',
      memo,
      paidAt,
      requestKey: key,
    });
    // The received money is the payment's own, as a charge is createPayment's.
    const allocation: PaymentAllocation = {
      chargeCents: appliedCents,
      applications: applications.map((a) => ({
        source: { kind: 'charge' as const },
        invoiceId: a.invoiceId,
        amountCents: a.cents,
      })),
    };
    await applyAllocation(tx, body.accountId, allocation, payment.id, paidAt);
    await audit(tx, actor, {
      action: 'payment.record',
      entityType: 'account',
      entityId: body.accountId,
      before: { invoices: locked.map((i) => ({ id: i.id, amountDueCents: i.amountDueCents })) },
      after: {
        paymentId: payment.id,
        tranId: payment.tranId,
        method: body.method,
        reference: body.reference,
        amountCents,
        applications,
      },
    });
    return { paymentId: payment.id, tranId: payment.tranId, memo, paidAt };
  });
  return { ...recorded, appliedCents, invoices: await ledger.invoiceStates(deps.db, ids) };
}
