// What an order holds of the buyer's money, and giving back what it no longer holds (ADR 0034
// "Credit and authorisation"). A command reads the hold before and after its change; the
// difference goes back to the account's terms credit, or is released from the card authorisation
// (recorded as a reversal in the same transaction, settled with the gateway after the commit).
// An account's available balance is its limit − what its invoices owe − what its terms orders
// hold, so a command that also changes what invoices owe passes that change too.
import { orderHoldCents } from '@medsupply/domain';
import type { Tx } from '../../db/client.ts';
import { giveBackCredit, takeCreditAnyway } from './credit.queries.ts';
import type { OrderToCashDeps } from './order-to-cash.service.ts';
import * as q from './hold.queries.ts';
import { recordReversal, type ReversalRow } from './reversals.ts';

export interface Hold {
  order: q.HoldRow;
  cents: number;
}

/** The order's hold as it stands in `tx`. */
export async function holdOf(tx: Tx, orderId: number): Promise<Hold> {
  const order = await q.holdRow(tx, orderId);
  if (!order) throw new Error(`order ${orderId} vanished inside its own transaction`);
  const cents = orderHoldCents({
    status: order.status,
    totalCents: order.total_cents,
    billedCents: order.invoiced_cents + order.captured_fee_cents,
    lines: order.lines,
  });
  return { order, cents };
}

/**
 * Settles the change of an order's hold from `before` to now. Terms: the account's available
 * balance moves by (before − after) − `owedCents` (what the command added to what invoices owe,
 * e.g. the shipment's invoice); a shipment may take credit beyond the limit, never refuse. Card:
 * what the order no longer holds and did not capture (`capturedCents`) is released from its
 * authorisation; the reversal is answered for the caller to settle after the commit.
 */
export async function settleHold(
  tx: Tx,
  deps: Pick<OrderToCashDeps, 'jobs' | 'now'>,
  before: Hold,
  change: { owedCents?: number; capturedCents?: number; releaseKey?: string | null } = {},
): Promise<ReversalRow | null> {
  const after = await holdOf(tx, before.order.id);
  const order = after.order;
  if (order.payment_type === 'terms') {
    const delta = before.cents - after.cents - (change.owedCents ?? 0);
    if (delta > 0) await giveBackCredit(tx, order.account_id, delta);
    else if (delta < 0) await takeCreditAnyway(tx, order.account_id, -delta);
    return null;
  }
  const release = before.cents - after.cents - (change.capturedCents ?? 0);
  if (release <= 0 || order.payment_authorization_id === null) return null;
  return recordReversal(tx, deps, {
    kind: 'release',
    accountId: order.account_id,
    salesOrderId: order.id,
    paymentId: null,
    creditMemoId: null,
    gatewayReference: order.payment_authorization_id,
    amountCents: release,
    idempotencyKey: change.releaseKey ?? null,
  });
}
