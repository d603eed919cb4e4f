// Cancelling order lines (ADR 0034 "Cancelling"; issue 20 point 2): only unshipped units are
// cancelled, backordered ones first (they hold no stock), then committed ones, whose stock goes
// back; the allocation follows; what the order no longer holds goes back to the account's terms
// credit or is released from its card authorisation (settled with the gateway after the commit,
// ADR 0035). Cancelling a whole line also credits its billed part with a credit memo. The order's
// status is derived again; one transaction under the order's lock, as shipping takes it. Each
// cancellation is recorded with the request's Idempotency-Key in that transaction, so a retry after
// a crash between the commit and the key's answer finds it instead of cancelling again.
import {
  baseUnitsOf,
  cancelSplit,
  orderStatusIs,
  orderStatusLabel,
  orderStatusOf,
  unshippedOf,
} from '@medsupply/domain';
import type { Actor } from '../../core/actor.ts';
import { audit } from '../../core/audit.ts';
import { refuse } from '../../core/refusals.ts';
import { runWorkflow } from '../../core/workflow.ts';
import type { Tx } from '../../db/client.ts';
import { writeMemo, type MemoLine } from './credit-memos.service.ts';
import type { OrderToCashDeps } from './order-to-cash.service.ts';
import { holdOf, settleHold } from './hold.ts';
import { quantitiesOf } from './lines.ts';
import * as ledger from './ledger.queries.ts';
import * as q from './orders.queries.ts';
import { settleAfterCommit, type ReversalRow } from './reversals.ts';
import { reversalById } from './reversals.queries.ts';

export const CANCEL_MESSAGES = {
  orderNotFound: 'Order not found.',
  lineNotFound: 'Line not found on this order.',
  notCancellable: (status: string) =>
    `Lines of this order cannot be canceled: it is ${orderStatusLabel(status)}.`,
  tooMuchToCancel: (lineNumber: number, unshipped: number) =>
    unshipped === 0
      ? `Line ${lineNumber} has nothing left unshipped to cancel.`
      : `Line ${lineNumber} has only ${unshipped} left unshipped to cancel.`,
  nothingToCancel: (lineNumber: number) => `Line ${lineNumber} has nothing left to cancel or credit.`,
} as const;

/**
 * The billed part of a line not yet credited, as memo lines: the order's invoice lines of the
 * line's item and unit, oldest invoice first, each up to what it invoiced less what is credited.
 */
function billedToCredit(
  creditable: readonly ledger.CreditableLine[],
  line: q.LineRow,
): Array<MemoLine & { invoiceId: number }> {
  let left = line.quantity_billed;
  const out: Array<MemoLine & { invoiceId: number }> = [];
  for (const il of creditable) {
    if (left === 0) break;
    if (il.item_id !== line.item_id || il.unit_id !== line.unit_id) continue;
    const take = Math.min(left, il.quantity - il.credited);
    if (take <= 0) continue;
    out.push({
      invoiceId: il.invoice_id,
      invoiceLineId: il.id,
      quantity: take,
      unitPriceCents: il.unit_price_cents,
    });
    left -= take;
  }
  return out;
}

export interface Cancelled {
  quantityCancelled: number;
  creditMemoId: number | null;
  /** The part of the card authorisation released, if any. */
  release: ReversalRow | null;
}

/**
 * Cancels unshipped units of a line. With a quantity: that many. Without: every unshipped unit,
 * and the billed part is credited by a credit memo (a line cancelled after part of it was invoiced).
 * `requestKey` is the request's Idempotency-Key: a retry after a crash finds the cancellation its
 * first run committed (and settles its release, if the crash came before) instead of cancelling
 * again.
 */
export async function cancelLine(
  deps: OrderToCashDeps,
  actor: Actor,
  orderId: number,
  lineId: number,
  body: { quantity?: number | undefined; reason: string },
  requestKey: string | null = null,
): Promise<Cancelled> {
  const cancelled = await runWorkflow('cancelLine', deps.log, async (flow) =>
    flow.step('record', () =>
      deps.db.transaction((tx) => recordCancel(tx, deps, actor, orderId, lineId, body, requestKey)),
    ),
  );
  // After the commit: the part of the authorisation the order no longer holds is released.
  return { ...cancelled, release: await settleAfterCommit(deps, cancelled.release) };
}

async function recordCancel(
  tx: Tx,
  deps: OrderToCashDeps,
  actor: Actor,
  orderId: number,
  lineId: number,
  body: { quantity?: number | undefined; reason: string },
  requestKey: string | null,
): Promise<Cancelled> {
  const order = await q.orderHead(tx, orderId, { lock: true });
  if (!order) throw refuse('ORDER_NOT_FOUND', CANCEL_MESSAGES.orderNotFound);
  if (requestKey !== null) {
    // A retry whose first run committed: its cancellation, as it was answered.
    const done = await q.cancellationByKey(tx, orderId, lineId, requestKey);
    if (done) {
      return {
        quantityCancelled: done.quantity,
        creditMemoId: done.credit_memo_id,
        release: done.reversal_id === null ? null : await reversalById(tx, done.reversal_id),
      };
    }
  }
  if (!orderStatusIs('cancellable', order.status) || order.approval_status === 'rejected') {
    throw refuse('ORDER_NOT_SHIPPABLE', CANCEL_MESSAGES.notCancellable(order.status));
  }
  const hold = await holdOf(tx, orderId);
  await q.lockOrderItems(tx, orderId);
  const line = (await q.linesOf(tx, orderId)).find((l) => l.id === lineId);
  if (!line) throw refuse('NOT_FOUND', CANCEL_MESSAGES.lineNotFound);
  const wholeLine = body.quantity === undefined;
  const toCancel = body.quantity ?? unshippedOf(quantitiesOf(line));

  let split = { fromBackordered: 0, fromCommitted: 0 };
  if (toCancel > 0) {
    const s = cancelSplit(quantitiesOf(line), toCancel);
    if (!s.ok)
      throw refuse(
        'QUANTITY_NOT_CANCELLABLE',
        CANCEL_MESSAGES.tooMuchToCancel(line.line_number, s.unshipped),
      );
    split = s;
    if (!(await q.cancelLine(tx, line.id, s.fromBackordered, s.fromCommitted))) {
      throw refuse('QUANTITY_NOT_CANCELLABLE', CANCEL_MESSAGES.tooMuchToCancel(line.line_number, 0));
    }
    await q.returnStock(tx, line.item_id, baseUnitsOf(s.fromCommitted, line.conversion_rate));
    if (line.allocated) {
      await q.returnAllocation(tx, {
        accountId: order.account_id,
        itemId: line.item_id,
        units: Math.ceil(toCancel * line.conversion_rate - 1e-9),
        orderDate: order.order_date,
      });
    }
  }

  let memo: { id: number; lines: Array<MemoLine & { invoiceId: number }> } | null = null;
  if (wholeLine && line.quantity_billed > 0) {
    const invoices = await ledger.lockInvoicesOfOrder(tx, orderId);
    const memoLines = billedToCredit(
      await ledger.creditableLines(
        tx,
        invoices.map((i) => i.id),
      ),
      line,
    );
    if (memoLines.length > 0) {
      const invoiceIds = [...new Set(memoLines.map((l) => l.invoiceId))];
      const onlyInvoice = invoiceIds.length === 1 ? invoices.find((i) => i.id === invoiceIds[0]) : undefined;
      const written = await writeMemo(tx, {
        accountId: order.account_id,
        invoice: onlyInvoice ?? null,
        lines: memoLines,
        totalCents: memoLines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0),
        reason: `Line ${line.line_number} of ${order.tran_id} canceled: ${body.reason}`,
        now: deps.now(),
      });
      memo = { id: written.id, lines: memoLines };
    }
  }
  if (toCancel === 0 && memo === null) {
    throw refuse('QUANTITY_NOT_CANCELLABLE', CANCEL_MESSAGES.nothingToCancel(line.line_number));
  }

  const after = await q.linesOf(tx, orderId);
  const status = orderStatusOf(after.map(quantitiesOf), order.approval_status, false);
  await q.setStatus(tx, orderId, status);
  const release = await settleHold(tx, deps, hold);
  await q.insertCancellation(tx, {
    orderId,
    lineId,
    quantity: toCancel,
    creditMemoId: memo?.id ?? null,
    reversalId: release?.id ?? null,
    requestKey,
  });
  if (status === 'Cancelled' && order.payment_type !== 'terms' && order.payment_authorization_id !== null) {
    await q.setPaymentStatus(tx, orderId, 'voided');
  }
  await audit(tx, actor, {
    action: 'orderLine.cancel',
    entityType: 'salesOrder',
    entityId: orderId,
    before: {
      status: order.status,
      line: {
        lineId,
        quantityCancelled: line.quantity_cancelled,
        quantityBackordered: line.quantity_backordered,
      },
    },
    after: {
      status,
      line: {
        lineId,
        quantityCancelled: line.quantity_cancelled + toCancel,
        quantityBackordered: line.quantity_backordered - split.fromBackordered,
      },
      reason: body.reason,
      creditMemo: memo,
      released: release === null ? null : { reversalId: release.id, amountCents: release.amount_cents },
    },
  });
  return { quantityCancelled: toCancel, creditMemoId: memo?.id ?? null, release };
}
