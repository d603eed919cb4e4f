// Credit memos and refunds (ADR 0034, 0035; issue 20 point 3, issue 26): a memo credits an account
// for returned invoice lines (never more of a line than was invoiced less what memos already
// credit) or for an amount (against an invoice, never more than what its memos leave of it); the
// buyer applies it to invoices later. A refund gives the money of a card payment back to the card:
// a memo against the invoice the payment paid, used at once by a refund recorded in the same
// transaction and then asked of the gateway; a gateway that refuses leaves the memo's credit with
// the account. The ledger only grows: new memos and reversals, never edits.
import { CREDIT_MEMO_BODY_MESSAGES } from '@medsupply/contract';
import { dollarsToCents, formatUsd } from '@medsupply/domain';
import type { Actor } from '../../core/actor.ts';
import { audit } from '../../core/audit.ts';
import { refuse } from '../../core/refusals.ts';
import { runWorkflow } from '../../core/workflow.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { OrderToCashDeps } from './order-to-cash.service.ts';
import * as ledger from './ledger.queries.ts';
import { methodLabel } from './ledger.service.ts';
import * as rq from './refunds.queries.ts';
import { recordReversal, settleReversal, type ReversalRow } from './reversals.ts';

export const CREDIT_MEMO_MESSAGES = {
  accountNotFound: 'Account not found.',
  invoiceNotFound: 'Invoice not found.',
  invoiceOfOtherAccount: 'The invoice is not one of this account.',
  invoiceLineNotFound: (id: number) => `Line ${id} is not a line of this invoice.`,
  tooMuchToCredit: (itemName: string, left: number) =>
    left === 0
      ? `${itemName} is already fully credited on this invoice.`
      : `${itemName}: only ${left} can still be credited on this invoice.`,
  overInvoice: (tranId: string, leftCents: number) =>
    `${tranId}: Cannot credit more than ${formatUsd(leftCents)}, what is left of the invoice after its credit memos.`,
  duplicateLine: 'Each invoice line may appear only once.',
  paymentNotFound: 'Payment not found.',
  notRefundable: 'Only a card or bank payment taken through the payment gateway can be refunded to it.',
  overRefund: (tranId: string, leftCents: number) =>
    leftCents === 0
      ? `${tranId} has been refunded in full.`
      : `${tranId}: Cannot refund more than ${formatUsd(leftCents)}, what is left of the payment.`,
  refundRefused: (gatewayMessage: string) =>
    `The payment gateway refused the refund (${gatewayMessage}). The credit stays on the account as a credit memo.`,
} as const;

export interface MemoLine {
  invoiceLineId: number;
  quantity: number;
  unitPriceCents: number;
}

/**
 * Writes a credit memo in the caller's transaction. Against an invoice (locked by the caller), the
 * memos never add up to more than the invoice's total. `appliedCents` is what is used of it at once.
 */
export async function writeMemo(
  tx: Tx,
  input: {
    accountId: number;
    invoice: ledger.LockedInvoice | null;
    lines: readonly MemoLine[];
    totalCents: number;
    appliedCents?: number;
    reason: string;
    now: Date;
    requestKey?: string | null;
  },
): Promise<{ id: number; tranId: string }> {
  if (input.invoice) {
    const leftCents = input.invoice.totalCents - input.invoice.creditedCents;
    if (input.totalCents > leftCents) {
      throw refuse(
        'VALIDATION',
        CREDIT_MEMO_MESSAGES.overInvoice(input.invoice.tranId, Math.max(0, leftCents)),
      );
    }
  }
  return ledger.insertCreditMemo(tx, {
    accountId: input.accountId,
    invoiceId: input.invoice?.id ?? null,
    totalCents: input.totalCents,
    appliedCents: input.appliedCents ?? 0,
    reason: input.reason,
    at: input.now,
    lines: input.lines,
    requestKey: input.requestKey ?? null,
  });
}

/** Returned invoice lines as memo lines, refusing a line not of the invoice or more than is left. */
async function returnedLines(
  tx: Tx,
  invoice: ledger.LockedInvoice,
  wanted: ReadonlyArray<{ invoiceLineId: number; quantity: number }>,
): Promise<MemoLine[]> {
  if (new Set(wanted.map((l) => l.invoiceLineId)).size !== wanted.length) {
    throw refuse('VALIDATION', CREDIT_MEMO_MESSAGES.duplicateLine);
  }
  const creditable = await ledger.creditableLines(tx, [invoice.id]);
  return wanted.map((w) => {
    const line = creditable.find((l) => l.id === w.invoiceLineId);
    if (!line) throw refuse('VALIDATION', CREDIT_MEMO_MESSAGES.invoiceLineNotFound(w.invoiceLineId));
    const left = line.quantity - line.credited;
    if (w.quantity > left) {
      throw refuse('VALIDATION', CREDIT_MEMO_MESSAGES.tooMuchToCredit(line.item_name, Math.max(0, left)));
    }
    return { invoiceLineId: line.id, quantity: w.quantity, unitPriceCents: line.unit_price_cents };
  });
}

/** What a credit asks for: returned lines (of an invoice) or an amount, never both or neither. */
export interface CreditAsked {
  lines?: ReadonlyArray<{ invoiceLineId: number; quantity: number }> | undefined;
  amount?: number | undefined;
  reason: string;
}

function assertLinesOrAmount(body: CreditAsked, invoiceNamed: boolean): void {
  const hasLines = body.lines !== undefined && body.lines.length > 0;
  if (hasLines === (body.amount !== undefined))
    throw refuse('VALIDATION', CREDIT_MEMO_BODY_MESSAGES.linesOrAmount);
  if (hasLines && !invoiceNamed) throw refuse('VALIDATION', CREDIT_MEMO_BODY_MESSAGES.invoiceForLines);
}

async function linesAndTotal(tx: Tx, invoice: ledger.LockedInvoice | null, body: CreditAsked) {
  const lines =
    body.lines && body.lines.length > 0 && invoice ? await returnedLines(tx, invoice, body.lines) : [];
  const totalCents =
    lines.length > 0
      ? lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0)
      : dollarsToCents(body.amount ?? 0);
  return { lines, totalCents };
}

/**
 * A credit memo for returned invoice lines or an amount; the buyer sees it under Credit Memos and
 * applies it. Answers the memo's id.
 */
export async function issueCreditMemo(
  deps: Pick<OrderToCashDeps, 'db' | 'now'>,
  actor: Actor,
  body: CreditAsked & { accountId: number; invoiceId?: number | undefined },
  requestKey: string | null = null,
): Promise<number> {
  assertLinesOrAmount(body, body.invoiceId !== undefined);
  // Kept with the memo, as a received payment keeps its key: a retry after a crash finds it.
  const key = requestKey === null ? null : `memo:${body.accountId}:${requestKey}`;
  return deps.db.transaction(async (tx) => {
    if (key !== null) {
      await ledger.lockRequestKey(tx, key);
      const done = await ledger.creditMemoByRequestKey(tx, key);
      if (done !== null) return done;
    }
    if (!(await ledger.accountExists(tx, body.accountId))) {
      throw refuse('ACCOUNT_NOT_FOUND', CREDIT_MEMO_MESSAGES.accountNotFound);
    }
    let invoice: ledger.LockedInvoice | null = null;
    if (body.invoiceId !== undefined) {
      invoice = await ledger.lockInvoice(tx, body.invoiceId);
      if (!invoice) throw refuse('NOT_FOUND', CREDIT_MEMO_MESSAGES.invoiceNotFound);
      if (invoice.accountId !== body.accountId)
        throw refuse('VALIDATION', CREDIT_MEMO_MESSAGES.invoiceOfOtherAccount);
    }
    const { lines, totalCents } = await linesAndTotal(tx, invoice, body);
    const memo = await writeMemo(tx, {
      accountId: body.accountId,
      invoice,
      lines,
      totalCents,
      reason: body.reason,
      now: deps.now(),
      requestKey: key,
    });
    await audit(tx, actor, {
      action: 'creditMemo.issue',
      entityType: 'account',
      entityId: body.accountId,
      before: invoice ? { invoiceId: invoice.id, creditedCents: invoice.creditedCents } : null,
      after: {
        creditMemoId: memo.id,
        invoiceId: invoice?.id ?? null,
        totalCents,
        reason: body.reason,
        lines,
      },
    });
    return memo.id;
  });
}

/** ADR 0035: only money the gateway took goes back through it; a check or ACH the store recorded cannot. */
function isRefundable<P extends Pick<rq.RefundablePayment, 'kind' | 'gateway_reference'>>(
  payment: P,
): payment is P & { gateway_reference: string } {
  return payment.kind !== 'received' && payment.gateway_reference !== null;
}

export interface RefundablePosition {
  /** What is left of the payment after its refunds pending or done. */
  remainingCents: number;
  methodLabel: string;
  /** The one invoice it paid (a refund of returned lines credits its lines), or null. */
  invoice: { id: number; tranId: string } | null;
}

/**
 * Of these payments, those a refund may give back, and what of each (the ledger's Refund action),
 * by the rules refundPayment applies; the others are left out.
 */
export async function refundablePositions(
  db: DbOrTx,
  paymentIds: readonly number[],
): Promise<Map<number, RefundablePosition>> {
  const positions = new Map<number, RefundablePosition>();
  for (const p of await rq.refundPositions(db, paymentIds)) {
    if (!isRefundable(p)) continue;
    positions.set(p.id, {
      remainingCents: Math.max(0, p.amount_cents - p.refunded_cents),
      methodLabel: methodLabel(p.method, p.last4),
      invoice:
        p.invoice_id !== null && p.invoice_tran_id !== null
          ? { id: p.invoice_id, tranId: p.invoice_tran_id }
          : null,
    });
  }
  return positions;
}

export interface Refunded {
  creditMemoId: number;
  refund: ReversalRow;
}

/**
 * Refunds a card (or ACH) payment taken through the gateway: a memo against the invoice it paid
 * (returned lines or an amount), paid out at once to the card. `requestKey` (the request's
 * Idempotency-Key) makes a retry after a crash find its first run's refund instead of writing a
 * second one; the gateway's own key follows it.
 */
export async function refundPayment(
  deps: OrderToCashDeps,
  actor: Actor,
  paymentId: number,
  body: CreditAsked,
  requestKey: string | null = null,
): Promise<Refunded> {
  const key = requestKey === null ? null : `refund:${paymentId}:${requestKey}`;
  if (key !== null) {
    const done = await rq.refundByKey(deps.db, key);
    if (done?.credit_memo_id != null) {
      return { creditMemoId: done.credit_memo_id, refund: (await settleReversal(deps, done.id)) ?? done };
    }
  }
  return runWorkflow('refundPayment', deps.log, async (flow) => {
    const recorded = await flow.step(
      'record',
      () => deps.db.transaction((tx) => recordRefund(tx, deps, actor, paymentId, body, key)),
      // The gateway refused: the refund is failed and its memo's credit stays with the account.
      async (r) => {
        await rq.failRefund(deps.db, r.refund.id, 'refused by the payment gateway', deps.now());
      },
    );
    const settled = await flow.step('refund', async () => {
      const row = await settleReversal(deps, recorded.refund.id);
      if (row?.status === 'failed') {
        throw refuse(
          'PAYMENT_DECLINED',
          CREDIT_MEMO_MESSAGES.refundRefused(row.failure ?? 'no reason given'),
        );
      }
      return row ?? recorded.refund;
    });
    return { creditMemoId: recorded.creditMemoId, refund: settled };
  });
}

async function recordRefund(
  tx: Tx,
  deps: OrderToCashDeps,
  actor: Actor,
  paymentId: number,
  body: CreditAsked,
  key: string | null,
): Promise<Refunded> {
  const payment = await rq.lockRefundablePayment(tx, paymentId);
  if (!payment) throw refuse('NOT_FOUND', CREDIT_MEMO_MESSAGES.paymentNotFound);
  if (key !== null) {
    // The same request running twice (a retry once the first run's key lock passed, while that
    // run was still alive): the first to commit wrote the refund, the other answers it.
    const done = await rq.refundByKey(tx, key);
    if (done?.credit_memo_id != null) return { creditMemoId: done.credit_memo_id, refund: done };
  }
  if (!isRefundable(payment)) throw refuse('VALIDATION', CREDIT_MEMO_MESSAGES.notRefundable);
  const invoice = payment.invoice_id === null ? null : await ledger.lockInvoice(tx, payment.invoice_id);
  assertLinesOrAmount(body, invoice !== null);
  const { lines, totalCents } = await linesAndTotal(tx, invoice, body);
  const leftCents = payment.amount_cents - payment.refunded_cents;
  if (totalCents > leftCents) {
    throw refuse(
      'PAYMENT_AMOUNT_INVALID',
      CREDIT_MEMO_MESSAGES.overRefund(payment.tran_id, Math.max(0, leftCents)),
    );
  }
  const memo = await writeMemo(tx, {
    accountId: payment.account_id,
    invoice,
    lines,
    totalCents,
    appliedCents: totalCents,
    reason: body.reason,
    now: deps.now(),
  });
  const refund = await recordReversal(tx, deps, {
    kind: 'refund',
    accountId: payment.account_id,
    salesOrderId: payment.sales_order_id,
    paymentId,
    creditMemoId: memo.id,
    gatewayReference: payment.gateway_reference,
    amountCents: totalCents,
    idempotencyKey: key,
  });
  await audit(tx, actor, {
    action: 'payment.refund',
    entityType: 'account',
    entityId: payment.account_id,
    before: { paymentId, refundedCents: payment.refunded_cents },
    after: {
      refundId: refund.id,
      tranId: refund.tran_id,
      creditMemoId: memo.id,
      amountCents: totalCents,
      reason: body.reason,
      lines,
    },
  });
  return { creditMemoId: memo.id, refund };
}

/** An invoice's lines with what memos have credited of each (the credit-memo form's returned lines). */
export const creditableLinesOf = (db: DbOrTx, invoiceId: number): Promise<ledger.CreditableLine[]> =>
  ledger.creditableLines(db, [invoiceId]);
