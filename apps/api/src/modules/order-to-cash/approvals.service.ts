// Approving and rejecting orders (storefront spec §3 "Order approval", ADR 0034 "Approval", issue 33
// and ADR 0047): an order waits for one or more reasons (approval rules, budgets, the contact's
// "every order needs approval"), each decided by its approvers (the contacts a rule names, else any
// administrator of the account). Approving decides the reasons the approver may decide; the order is
// approved when none is left pending, and then becomes a normal order (what it holds stays held).
// Rejecting by any of its approvers rejects the order: its stock, allocation and terms credit are
// given back and its card authorisation released (a reversal settled with the gateway after the
// commit, ADR 0035). The placer hears the outcome by mail and on the bell. Nobody decides their
// own order. A mail's link decides as its approver only, once, before it expires.
import { APPROVAL_MESSAGES, type ApprovalDecisionResponse } from '@medsupply/contract';
import { REJECTED_ORDER_STATUS, baseUnitsOf, mayDecide, orderStatusOf } from '@medsupply/domain';
import type { Buyer } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import { runWorkflow } from '../../core/workflow.ts';
import type { Tx } from '../../db/client.ts';
import type { OrderToCashDeps } from './order-to-cash.service.ts';
import { holdOf, settleHold } from './hold.ts';
import { quantitiesOf } from './lines.ts';
import * as q from './orders.queries.ts';
import { approvalLinkDigest } from './spend-control.service.ts';
import * as spend from './spend-control.queries.ts';
import { settleAfterCommit } from './reversals.ts';
import { orderDecisionMail } from './order-to-cash.mail.ts';
import { approvalScope } from './sales-orders.service.ts';

export const SELF_APPROVAL_MESSAGE =
  'You placed this order: another approver of your account must approve or reject it.';
export const OTHER_APPROVER_MESSAGE =
  'This order waits for another approver: the approval rules of your account name who may decide it.';
export const APPROVAL_LINK_MESSAGE =
  'This approval link cannot be used: it was used already, has expired, or was sent to another approver. Open Approve Orders to decide the order.';

const notFound = () => refuse('ORDER_NOT_FOUND', APPROVAL_MESSAGES.orderNotFound);

interface Pending {
  order: q.OrderHead;
  /** The order's reasons still pending, and those of them this approver may decide. */
  pending: spend.ReasonRow[];
  mine: spend.ReasonRow[];
}

/** The pending order of the approver's account, locked; refusals as the approvals page shows them. */
async function lockPending(tx: Tx, buyer: Buyer, id: number): Promise<Pending> {
  const scope = approvalScope(buyer);
  const order = await q.orderHead(tx, id, { accountIds: scope.accountIds, lock: true });
  if (!order) throw notFound();
  if (order.approval_status !== 'pending') throw refuse('ORDER_NOT_PENDING', APPROVAL_MESSAGES.notPending);
  if (order.placed_by === buyer.user.id) throw refuse('FORBIDDEN', SELF_APPROVAL_MESSAGE);
  const pending = (await spend.reasonsOf(tx, [id])).filter((r) => r.decision === 'pending');
  const who = { userId: buyer.user.id, isAdmin: scope.adminOf(order.account_id) };
  const mine = pending.filter((r) => mayDecide({ approverUserIds: r.approver_user_ids }, who));
  // An order placed before reasons were kept (or whose reasons were all decided) waits for any
  // administrator; otherwise the approver must be one of a pending reason's.
  if (pending.length > 0 && mine.length === 0) throw refuse('FORBIDDEN', OTHER_APPROVER_MESSAGE);
  if (pending.length === 0 && !who.isAdmin) throw refuse('FORBIDDEN', OTHER_APPROVER_MESSAGE);
  return { order, pending, mine };
}

async function tellPlacer(
  tx: Tx,
  deps: Pick<OrderToCashDeps, 'outbox' | 'settings'>,
  order: q.OrderHead,
  decision: 'approved' | 'rejected',
  reason: string | null,
): Promise<void> {
  await deps.outbox.notify(tx, {
    type: decision === 'approved' ? 'orderApproved' : 'orderRejected',
    salesOrderId: order.id,
  });
  if (!order.placed_by_email) return;
  await deps.outbox.mail(
    tx,
    orderDecisionMail(
      deps.settings.letterhead,
      order.placed_by_email,
      { id: order.id, tranId: order.tran_id, accountName: order.account_name },
      decision,
      reason,
    ),
  );
}

/**
 * Approve: the reasons this approver may decide are approved; when none is left pending the order
 * becomes a normal order (what it holds stays held) and the placer is told.
 */
export async function approve(
  deps: Pick<OrderToCashDeps, 'db' | 'outbox' | 'now' | 'settings'>,
  buyer: Buyer,
  id: number,
  note: string | null = null,
): Promise<ApprovalDecisionResponse> {
  return deps.db.transaction((tx) => approveIn(tx, deps, buyer, id, note));
}

async function approveIn(
  tx: Tx,
  deps: Pick<OrderToCashDeps, 'outbox' | 'now' | 'settings'>,
  buyer: Buyer,
  id: number,
  note: string | null,
): Promise<ApprovalDecisionResponse> {
  const { order, pending, mine } = await lockPending(tx, buyer, id);
  await spend.decideReasons(tx, {
    ids: mine.map((r) => r.id),
    decision: 'approved',
    by: buyer.user.id,
    note,
    now: deps.now(),
  });
  if (mine.length < pending.length) {
    // Other reasons wait for their own approvers: the order stays pending.
    return { id, tranId: order.tran_id, status: order.status };
  }
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
  return rejectWith(deps, (tx) => rejectIn(tx, deps, buyer, id, reason));
}

async function rejectWith(
  deps: OrderToCashDeps,
  record: (tx: Tx) => Promise<Awaited<ReturnType<typeof rejectIn>>>,
): Promise<ApprovalDecisionResponse> {
  const decided = await runWorkflow('rejectOrder', deps.log, async (flow) =>
    flow.step('record', () => deps.db.transaction(record)),
  );
  // After the commit: the authorisation is released (the backstop job retries if this fails).
  await settleAfterCommit(deps, decided.release);
  return { id: decided.order.id, tranId: decided.order.tran_id, status: REJECTED_ORDER_STATUS };
}

async function rejectIn(tx: Tx, deps: OrderToCashDeps, buyer: Buyer, id: number, reason: string | null) {
  const { order, mine } = await lockPending(tx, buyer, id);
  await spend.decideReasons(tx, {
    ids: mine.map((r) => r.id),
    decision: 'rejected',
    by: buyer.user.id,
    note: reason,
    now: deps.now(),
  });
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
}

/**
 * The order an approval mail's link is for, when the link works for this contact: its own
 * approver's, unused, unexpired, of the account the contact acts for. A forwarded link does not
 * decide as someone else; a used or stale one decides nothing.
 */
async function lockLink(tx: Tx, buyer: Buyer, token: string, now: Date): Promise<spend.ApprovalLinkRow> {
  const link = await spend.lockApprovalLink(tx, approvalLinkDigest(token), now);
  if (!link || link.used || link.expired || link.approver_user_id !== buyer.user.id) {
    throw refuse('APPROVAL_LINK_INVALID', APPROVAL_LINK_MESSAGE);
  }
  return link;
}

/** Which order a link opens (nothing is used up by looking). */
export async function orderOfLink(
  deps: Pick<OrderToCashDeps, 'db' | 'now'>,
  buyer: Buyer,
  token: string,
): Promise<{ id: number }> {
  return deps.db.transaction(async (tx) => {
    const link = await lockLink(tx, buyer, token, deps.now());
    return { id: link.sales_order_id };
  });
}

/** Decide from a mail's link: the link is used up in the decision's own transaction. */
export async function decideByLink(
  deps: OrderToCashDeps,
  buyer: Buyer,
  input: { token: string; decision: 'approve' | 'reject'; note: string | null },
): Promise<ApprovalDecisionResponse> {
  const take = async (tx: Tx) => {
    const now = deps.now();
    const link = await lockLink(tx, buyer, input.token, now);
    await spend.useApprovalLink(tx, link.id, now);
    return link.sales_order_id;
  };
  if (input.decision === 'approve') {
    return deps.db.transaction(async (tx) => approveIn(tx, deps, buyer, await take(tx), input.note));
  }
  return rejectWith(deps, async (tx) => rejectIn(tx, deps, buyer, await take(tx), input.note));
}
