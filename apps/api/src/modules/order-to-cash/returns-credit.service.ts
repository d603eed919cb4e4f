// The credit for returned units (issue 34 point 3, ADR 0051): the returns module hands over which
// order lines came back and how many; this module, the one writer of memos, refunds and invoices,
// credits them in the caller's transaction. Each unit is credited at the price the invoice that
// billed it charged (never more than was invoiced and not yet credited, domain returns.ts), one memo
// per invoice: against a card-paid invoice the memo is paid out at once as a refund to the card (the
// gateway is asked after the commit, as refundPayment does); against a terms invoice it is applied
// to what the invoice still owes, and what is left stays with the account to apply later.
import { creditForReturnedUnits, formatUsd } from '@medsupply/domain';
import type { Actor } from '../../core/actor.ts';
import { audit } from '../../core/audit.ts';
import { refuse } from '../../core/refusals.ts';
import type { Tx } from '../../db/client.ts';
import { writeMemo, type MemoLine } from './credit-memos.service.ts';
import { giveBackCredit } from './credit.queries.ts';
import type { OrderToCashDeps } from './order-to-cash.service.ts';
import * as ledger from './ledger.queries.ts';
import * as rq from './refunds.queries.ts';
import { recordControlledReturn } from './returns.queries.ts';
import { recordReversal, settleAfterCommit, type ReversalRow } from './reversals.ts';

export const RETURN_CREDIT_MESSAGES = {
  notInvoiced: (itemName: string, creditable: number) =>
    creditable === 0
      ? `${itemName} has no invoiced units left to credit.`
      : `${itemName}: only ${creditable} invoiced units can still be credited.`,
  overRefund: (tranId: string, leftCents: number) =>
    `${tranId}: only ${formatUsd(leftCents)} of the card payment is left to refund.`,
} as const;

export interface ReturnedUnits {
  /** The order line's item and unit: invoice lines bill an order's lines by them. */
  salesOrderLineId: number;
  itemId: number;
  unitId: number;
  itemName: string;
  quantity: number;
}

export interface ReturnCredited {
  /** The memos written, one per invoice, in invoice order. */
  memos: Array<{ id: number; tranId: string; invoiceId: number; totalCents: number; refunded: boolean }>;
  /** Credit per returned order line. */
  creditCentsByLine: Map<number, number>;
  /** Refunds to settle with the gateway once the caller committed (settleReturnRefunds). */
  refunds: ReversalRow[];
}

/**
 * Credits returned units of an order in `tx`: memos against the invoices that billed them, applied
 * to what each owes, or refunded to the card that paid it. Refused when a line has fewer invoiced,
 * uncredited units than came back.
 */
export async function creditReturnedUnits(
  tx: Tx,
  deps: Pick<OrderToCashDeps, 'jobs' | 'now'>,
  actor: Actor,
  input: { accountId: number; salesOrderId: number; reason: string; units: readonly ReturnedUnits[] },
): Promise<ReturnCredited> {
  const now = deps.now();
  const invoices = await ledger.lockInvoicesOfOrder(tx, input.salesOrderId);
  const lines = await ledger.creditableLines(
    tx,
    invoices.map((i) => i.id),
  );
  const byInvoice = new Map<number, MemoLine[]>();
  const creditCentsByLine = new Map<number, number>();
  for (const unit of input.units) {
    // One credit per order line: an invoice line already drawn on by an earlier unit counts it.
    const invoiced = lines
      .filter((l) => l.item_id === unit.itemId && l.unit_id === unit.unitId)
      .map((l) => {
        const drawn = [...byInvoice.values()].flat().filter((m) => m.invoiceLineId === l.id);
        return {
          invoiceLineId: l.id,
          unitPriceCents: l.unit_price_cents,
          creditableQuantity: l.quantity - l.credited - drawn.reduce((s, m) => s + m.quantity, 0),
        };
      });
    const credit = creditForReturnedUnits(unit.quantity, invoiced);
    if (!credit.ok)
      throw refuse('VALIDATION', RETURN_CREDIT_MESSAGES.notInvoiced(unit.itemName, credit.creditable));
    creditCentsByLine.set(
      unit.salesOrderLineId,
      (creditCentsByLine.get(unit.salesOrderLineId) ?? 0) + credit.creditCents,
    );
    for (const part of credit.parts) {
      const invoiceId = lines.find((l) => l.id === part.invoiceLineId)?.invoice_id;
      if (invoiceId === undefined) throw new Error('a credit part of no invoice line');
      byInvoice.set(invoiceId, [...(byInvoice.get(invoiceId) ?? []), part]);
    }
  }
  const memos: ReturnCredited['memos'] = [];
  const refunds: ReversalRow[] = [];
  for (const invoice of invoices) {
    const memoLines = byInvoice.get(invoice.id);
    if (!memoLines || memoLines.length === 0) continue;
    const totalCents = memoLines.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0);
    const paymentId = await rq.gatewayPaymentOfInvoice(tx, invoice.id);
    const payment = paymentId === null ? null : await rq.lockRefundablePayment(tx, paymentId);
    if (payment && payment.gateway_reference !== null) {
      const leftCents = payment.amount_cents - payment.refunded_cents;
      if (totalCents > leftCents) {
        throw refuse(
          'PAYMENT_AMOUNT_INVALID',
          RETURN_CREDIT_MESSAGES.overRefund(payment.tran_id, Math.max(0, leftCents)),
        );
      }
      const memo = await writeMemo(tx, {
        accountId: input.accountId,
        invoice,
        lines: memoLines,
        totalCents,
        appliedCents: totalCents,
        reason: input.reason,
        now,
      });
      refunds.push(
        await recordReversal(tx, deps, {
          kind: 'refund',
          accountId: input.accountId,
          salesOrderId: input.salesOrderId,
          paymentId: payment.id,
          creditMemoId: memo.id,
          gatewayReference: payment.gateway_reference,
          amountCents: totalCents,
          idempotencyKey: `return-refund:${memo.id}`,
        }),
      );
      memos.push({ id: memo.id, tranId: memo.tranId, invoiceId: invoice.id, totalCents, refunded: true });
    } else {
      // What the invoice still owes is paid by the memo; the rest stays with the account.
      const appliedCents = Math.min(totalCents, invoice.amountDueCents);
      const memo = await writeMemo(tx, {
        accountId: input.accountId,
        invoice,
        lines: memoLines,
        totalCents,
        appliedCents,
        reason: input.reason,
        now,
      });
      if (appliedCents > 0) {
        if (!(await ledger.settleInvoice(tx, invoice.id, appliedCents))) {
          throw new Error(`invoice ${invoice.id} owes less than ${appliedCents} though it is locked`);
        }
        await ledger.insertCreditMemoApplication(tx, {
          creditMemoId: memo.id,
          invoiceId: invoice.id,
          amountCents: appliedCents,
          paymentId: null,
          at: now,
        });
        // ADR 0034: what invoices owe went down, so the terms credit goes up by it.
        await giveBackCredit(tx, input.accountId, appliedCents);
      }
      memos.push({ id: memo.id, tranId: memo.tranId, invoiceId: invoice.id, totalCents, refunded: false });
    }
  }
  await audit(tx, actor, {
    action: 'return.credit',
    entityType: 'salesOrder',
    entityId: input.salesOrderId,
    after: { reason: input.reason, memos, refunds: refunds.map((r) => r.id) },
  });
  return { memos, creditCentsByLine, refunds };
}

/** Asks the gateway for the refunds a committed return credit recorded (the backstop job retries). */
export async function settleReturnRefunds(
  deps: Pick<OrderToCashDeps, 'db' | 'gateway' | 'now' | 'log'>,
  refunds: readonly ReversalRow[],
): Promise<void> {
  for (const refund of refunds) await settleAfterCommit(deps, refund);
}

/** The controlled-substance record of returned units handled apart, in the return's transaction. */
export { recordControlledReturn };
