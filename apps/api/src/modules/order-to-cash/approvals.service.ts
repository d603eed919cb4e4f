// Approving and rejecting orders (storefront spec §3 "Order approval", ADR 0034 "Approval"): an
// administrator of the account decides a pending order. Approving makes it a normal order (what it
// holds stays held); rejecting gives back its stock, allocation and terms credit, and releases its
// card authorisation (a reversal settled with the gateway after the commit, ADR 0035). The placer
// hears the outcome by mail and on the bell. Nobody approves their own order while their own orders
// need approval: an administrator under that rule would otherwise approve themselves.
import { APPROVAL_MESSAGES, type ApprovalDecisionResponse } from '@medsupply/contract';
import { REJECTED_ORDER_STATUS, baseUnitsOf, orderStatusOf } from '@medsupply/domain';
import type { Buyer } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import { runWorkflow } from '../../core/workflow.ts';
import type { Tx } from '../../db/client.ts';
import type { OrderToCashDeps } from './order-to-cash.service.ts';
import { holdOf, settleHold } from './hold.ts';
import { quantitiesOf } from './lines.ts';
import * as q from './orders.queries.ts';
import { ordersNeedApproval } from './placing.queries.ts';
import { settleAfterCommit } from './reversals.ts';

export const SELF_APPROVAL_MESSAGE =
  'Your own orders need approval by another administrator of your account: you cannot approve or reject them yourself.';

const notFound = () => refuse('ORDER_NOT_FOUND', APPROVAL_MESSAGES.orderNotFound);

/** The pending order of the administrator's account, locked; refusals as the approvals page shows them. */
async function lockPending(tx: Tx, buyer: Buyer, id: number): Promise<q.OrderHead> {
  const order = await q.orderHead(tx, id, { accountIds: [buyer.account.id], lock: true });
  if (!order) throw notFound();
  if (order.approval_status !== 'pending') throw refuse('ORDER_NOT_PENDING', APPROVAL_MESSAGES.notPending);
  // Issue 26: an administrator whose own orders need approval cannot decide them.
  if (order.placed_by === buyer.user.id && (await ordersNeedApproval(tx, buyer.user.id))) {
    throw refuse('FORBIDDEN', SELF_APPROVAL_MESSAGE);
  }
  return order;
}

async function tellPlacer(
  tx: Tx,
  deps: Pick<OrderToCashDeps, 'outbox'>,
  order: q.OrderHead,
  decision: 'approved' | 'rejected',
  reason: string | null,
): Promise<void> {
  await deps.outbox.notify(tx, {
    type: decision === 'approved' ? 'orderApproved' : 'orderRejected',
    salesOrderId: order.id,
  });
  if (!order.placed_by_email) return;
  const text =
    decision === 'approved'
      ? `Your order ${order.tran_id} was approved by an administrator of ${order.account_name} and has been sent to the warehouse.`
      : `Your order ${order.tran_id} was rejected by an administrator of ${order.account_name}.${
          reason ? ` Reason: ${reason}` : ''
        } Nothing will be shipped or charged.`;
  await deps.outbox.mail(tx, {
    to: order.placed_by_email,
    subject: `Order ${order.tran_id} ${decision}`,
    text,
  });
}

/** Approve: the order becomes a normal order (what it holds stays held), the placer is told. */
export async function approve(
  deps: Pick<OrderToCashDeps, 'db' | 'outbox'>,
  buyer: Buyer,
  id: number,
): Promise<ApprovalDecisionResponse> {
  return deps.db.transaction(async (tx) => {
    const order = await lockPending(tx, buyer, id);
    const lines = await q.linesOf(tx, id);
    const status = orderStatusOf(lines.map(quantitiesOf), 'approved', false);
    if (
      !(await q.decide(tx, {
        id,
        approvalStatus: 'approved',
        status,
        decidedBy: buyer.user.id,
        reason: null,
      }))
    ) {
      throw refuse('ORDER_NOT_PENDING', APPROVAL_MESSAGES.notPending);
    }
    await tellPlacer(tx, deps, order, 'approved', null);
    return { id, tranId: order.tran_id, status };
  });
}

/**
 * Reject: status 'Rejected'; the stock, allocation and terms credit it held are given back and a
 * card authorisation is released; the placer is told.
 */
export async function reject(
  deps: OrderToCashDeps,
  buyer: Buyer,
  id: number,
  reason: string | null,
): Promise<ApprovalDecisionResponse> {
  const decided = await runWorkflow('rejectOrder', deps.log, async (flow) =>
    flow.step('record', () =>
      deps.db.transaction(async (tx) => {
        const order = await lockPending(tx, buyer, id);
        const hold = await holdOf(tx, id);
        // The lock order of placing: items (id order), then allocations, then the account.
        await q.lockOrderItems(tx, id);
        for (const line of await q.linesOf(tx, id)) {
          const committed = line.quantity - line.quantity_cancelled - line.quantity_backordered;
          await q.returnStock(tx, line.item_id, baseUnitsOf(committed, line.conversion_rate));
          if (line.allocated) {
            await q.returnAllocation(tx, {
              accountId: order.account_id,
              itemId: line.item_id,
              units: Math.ceil((line.quantity - line.quantity_cancelled) * line.conversion_rate - 1e-9),
              orderDate: order.order_date,
            });
          }
        }
        if (
          !(await q.decide(tx, {
            id,
            approvalStatus: 'rejected',
            status: REJECTED_ORDER_STATUS,
            decidedBy: buyer.user.id,
            reason,
          }))
        ) {
          throw refuse('ORDER_NOT_PENDING', APPROVAL_MESSAGES.notPending);
        }
        const release = await settleHold(tx, deps, hold, { releaseKey: `reject:${id}` });
        if (order.payment_type !== 'terms' && order.payment_authorization_id !== null) {
          await q.setPaymentStatus(tx, id, 'voided');
        }
        await tellPlacer(tx, deps, order, 'rejected', reason);
        return { order, release };
      }),
    ),
  );
  // After the commit: the authorisation is released (the backstop job retries if this fails).
  await settleAfterCommit(deps, decided.release);
  return { id, tranId: decided.order.tran_id, status: REJECTED_ORDER_STATUS };
}
