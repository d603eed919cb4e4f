// Sales orders as the buyer reads them (issue 17 points 5 and 6; service spec §4, §7; storefront
// spec §3 "Order approval", §4): the Sales Orders pages (paginate with its filters, the parent
// login's view, the status and ship-to lists), one order's details with shipments and invoices,
// Reorder, and the approvals page's lists (deciding is approvals.service.ts). Money is answered as
// it is; the edge hides it from callers without isPriceVisible. Placing answers its confirmation
// through confirmationOf.
import {
  ORDER_STATUSES,
  STORE_TIME_ZONE,
  centsToDollars,
  approvalAccountsOf,
  mayDecide,
  salesOrderStatusLabel,
  trackingUrl,
} from '@medsupply/domain';
import {
  APPROVAL_MESSAGES,
  pageCount,
  type ApprovalOrder,
  type ApprovalsResponse,
  type OrderConfirmation,
  type OrderLine,
  type ParentSalesOrderFilters,
  type ReorderResponse,
  type SalesOrderDetails,
  type SalesOrderFilters,
  type SalesOrderPage,
  type SalesOrderSummary,
  type ShipToListQuery,
  type ShipToListResponse,
  type StatusListResponse,
} from '@medsupply/contract';
import type { Buyer } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { typeName } from '../payments/payment-methods.service.ts';
import { addLines } from '../cart/cart.service.ts';
import type { CardType } from '@medsupply/domain';
import { historyLineItem } from '../../core/history-line.ts';
import { quantitiesOf } from './lines.ts';
import * as q from './sales-orders.queries.ts';
import * as spend from './spend-control.queries.ts';

/** service spec §4: custom statuses are enabled in this store ('Billed' shows 'Fulfilled'). */
export const CUSTOM_STATUSES_ENABLED = true;

export const ORDER_NOT_FOUND_MESSAGE = APPROVAL_MESSAGES.orderNotFound;
export const NOT_PARENT_LOGIN_MESSAGE = 'Only a parent login sees the orders of its related accounts.';
export const ACCOUNT_NOT_RELATED_MESSAGE = 'That account is not one of yours.';

const label = (status: string) => salesOrderStatusLabel(status, CUSTOM_STATUSES_ENABLED);
const iso = (value: Date | string) => new Date(value).toISOString();
const notFound = () => refuse('ORDER_NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);

/** Accounts whose orders `buyer` may open: its own, and a parent login's related accounts. */
export function visibleAccounts(buyer: Buyer): number[] {
  return [...new Set([buyer.account.id, ...(buyer.user.isParentLogin ? buyer.relatedAccountIds : [])])];
}

export function paymentDescription(row: {
  payment_type: 'terms' | 'card' | 'ach';
  terms: string | null;
  method_type: string | null;
  method_last4: string | null;
}): string {
  if (row.payment_type === 'terms') return `Terms (${row.terms ?? 'on account'})`;
  if (row.method_type && row.method_last4) {
    return `${typeName(row.method_type as CardType)} ending ${row.method_last4}`;
  }
  return row.payment_type === 'ach' ? 'Bank account' : 'Credit card';
}

function lineView(l: q.OrderLineRow): OrderLine {
  return {
    id: l.id,
    lineNumber: l.line_number,
    ...historyLineItem(l),
    rxLevel: l.rx_level,
    ...quantitiesOf(l),
    price: centsToDollars(l.unit_price_cents),
    amount: centsToDollars(l.amount_cents),
  };
}

function nextSteps(row: q.OrderRow, lines: readonly q.OrderLineRow[]): string {
  switch (row.approval_status) {
    case 'pending':
      return `Your order is waiting for approval by an administrator of ${row.account_name}. You will receive an email when it is approved or rejected.`;
    case 'rejected':
      return 'This order was rejected by an administrator of your company and will not be processed.';
    default: {
      const backordered = lines.some((l) => l.quantity_backordered > 0);
      const ship = row.ship_date
        ? ` for delivery on ${row.ship_date.slice(5, 7)}/${row.ship_date.slice(8, 10)}/${row.ship_date.slice(0, 4)}`
        : '';
      return `We have received your order and sent it to the warehouse${ship}. A confirmation email is on its way; you can follow the order under Sales Orders.${
        backordered ? ' Backordered items ship as soon as they are back in stock.' : ''
      }`;
    }
  }
}

function confirmationView(
  row: q.OrderRow,
  lines: readonly q.OrderLineRow[],
  reasons: readonly spend.ReasonRow[],
): OrderConfirmation {
  return {
    id: row.id,
    tranId: row.tran_id,
    status: row.status,
    statusLabel: label(row.status),
    orderDate: iso(row.order_date),
    shipDate: row.ship_date,
    poNumber: row.po_number,
    memo: row.memo,
    placedBy: row.placed_by_name,
    shipAddress: row.ship_address,
    billAddress: row.bill_address,
    paymentType: row.payment_type,
    paymentDescription: paymentDescription(row),
    lines: lines.map(lineView),
    subtotal: centsToDollars(row.subtotal_cents),
    shipping: centsToDollars(row.shipping_cents),
    tax: centsToDollars(row.tax_cents),
    convenienceFee: centsToDollars(row.convenience_fee_cents),
    total: centsToDollars(row.total_cents),
    nextSteps: nextSteps(row, lines),
    approvalReasons: reasons.map((r) => ({ reason: r.reason, decision: r.decision })),
  };
}

/** The order as placed (checkout's confirmation), for an order of one of `accountIds`. */
export async function confirmationOf(
  db: DbOrTx,
  accountIds: readonly number[],
  id: number,
): Promise<OrderConfirmation> {
  const row = await q.orderOf(db, accountIds, id);
  if (!row) throw notFound();
  const [lines, reasons] = await Promise.all([q.orderLines(db, [id]), spend.reasonsOf(db, [id])]);
  return confirmationView(row, lines, reasons);
}

// ---------------------------------------------------------------------------------------------
// Sales Orders (isPriceVisible)
// ---------------------------------------------------------------------------------------------

function summaryView(row: q.OrderRow): SalesOrderSummary {
  return {
    id: row.id,
    tranId: row.tran_id,
    accountId: row.account_id,
    accountName: row.account_name,
    orderDate: iso(row.order_date),
    status: row.status,
    statusLabel: label(row.status),
    poNumber: row.po_number,
    shipDate: row.ship_date,
    shipAddress: row.ship_address,
    placedBy: row.placed_by_name,
    total: centsToDollars(row.total_cents),
  };
}

async function page(db: Db, filters: q.OrderFilters, query: SalesOrderFilters): Promise<SalesOrderPage> {
  const [total, rows] = await Promise.all([
    q.countOrders(db, filters, STORE_TIME_ZONE),
    q.pageOfOrders(db, filters, STORE_TIME_ZONE, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
  ]);
  return {
    limit: query.limit,
    page: query.page,
    pages: pageCount(total, query.limit),
    total,
    results: rows.map(summaryView),
  };
}

const filtersOf = (query: SalesOrderFilters, accountIds: readonly number[]): q.OrderFilters => ({
  accountIds,
  fromDate: query.fromDate,
  toDate: query.toDate,
  search: query.search,
  shipAddressId: query.address,
  status: query.status,
});

/** The generic paginate of the account's orders, newest first, 10 a page by default. */
export async function paginate(db: Db, buyer: Buyer, query: SalesOrderFilters): Promise<SalesOrderPage> {
  return page(db, filtersOf(query, [buyer.account.id]), query);
}

/** salesordersForParent: a parent login's orders across its accounts (or one of them). */
export async function salesordersForParent(
  db: Db,
  buyer: Buyer,
  query: ParentSalesOrderFilters,
): Promise<SalesOrderPage> {
  if (!buyer.user.isParentLogin) throw refuse('NOT_PARENT_LOGIN', NOT_PARENT_LOGIN_MESSAGE);
  const accounts = visibleAccounts(buyer);
  if (query.accountId !== undefined && !accounts.includes(query.accountId)) {
    throw refuse('ACCOUNT_NOT_RELATED', ACCOUNT_NOT_RELATED_MESSAGE);
  }
  return page(db, filtersOf(query, query.accountId === undefined ? accounts : [query.accountId]), query);
}

/** getStatusList: every status an order can have, with the label the store shows. */
export function statusList(): StatusListResponse {
  return { results: ORDER_STATUSES.map((status) => ({ status, label: label(status) })) };
}

/**
 * getShipToList: the session's account's ship-tos; for a parent login, those of one of its accounts
 * or of all of them (the Sales Orders filter follows the account picker).
 */
export async function shipToList(db: Db, buyer: Buyer, query: ShipToListQuery): Promise<ShipToListResponse> {
  const all = query.allAccounts === 'true';
  if (!all && (query.accountId === undefined || query.accountId === buyer.account.id)) {
    return { results: await q.shipToList(db, [buyer.account.id]) };
  }
  if (!buyer.user.isParentLogin) throw refuse('NOT_PARENT_LOGIN', NOT_PARENT_LOGIN_MESSAGE);
  const accounts = visibleAccounts(buyer);
  if (query.accountId !== undefined && !accounts.includes(query.accountId)) {
    throw refuse('ACCOUNT_NOT_RELATED', ACCOUNT_NOT_RELATED_MESSAGE);
  }
  return { results: await q.shipToList(db, all ? accounts : [query.accountId ?? buyer.account.id]) };
}

/** One order with its lines, shipments (tracking links) and invoices. */
export async function details(db: Db, buyer: Buyer, id: number): Promise<SalesOrderDetails> {
  const row = await q.orderOf(db, visibleAccounts(buyer), id);
  if (!row) throw notFound();
  const [lines, shipments, invoices, reasons] = await Promise.all([
    q.orderLines(db, [id]),
    q.shipmentsOf(db, id),
    q.invoicesOf(db, id),
    spend.reasonsOf(db, [id]),
  ]);
  return {
    ...confirmationView(row, lines, reasons),
    accountId: row.account_id,
    approvalStatus: row.approval_status,
    shipments: shipments.map((s) => ({
      id: s.id,
      tranId: s.tran_id,
      status: s.status,
      carrier: s.carrier,
      trackingNumber: s.tracking_number,
      trackingUrl: trackingUrl(s.carrier, s.tracking_number),
      shippedAt: iso(s.shipped_at),
      deliveredAt: s.delivered_at === null ? null : iso(s.delivered_at),
      lines: s.lines,
    })),
    invoices: invoices.map((i) => ({
      id: i.id,
      tranId: i.tran_id,
      status: i.status,
      invoiceDate: iso(i.invoice_date),
      dueDate: i.due_date,
      total: centsToDollars(i.total_cents),
      amountDue: centsToDollars(i.amount_due_cents),
    })),
  };
}

/** Reorder: the order's lines (of the session's account) go to the cart under the add rules. */
export async function reorder(db: Db, buyer: Buyer, id: number, now: Date): Promise<ReorderResponse> {
  const row = await q.orderOf(db, [buyer.account.id], id);
  if (!row) throw notFound();
  const lines = await q.orderLines(db, [id]);
  const outcome = await addLines(
    db,
    buyer,
    lines.map((l) => ({ itemId: l.item_id, unitId: l.unit_id, quantity: l.quantity })),
    now,
  );
  return { added: outcome.added, addToCartAdjustment: outcome.adjusted, refused: outcome.refused };
}

// ---------------------------------------------------------------------------------------------
// Approvals (isAdmin; order lifecycle "Approval")
// ---------------------------------------------------------------------------------------------

async function approvalOrders(db: Db, buyer: Buyer, state: 'pending' | 'rejected'): Promise<ApprovalOrder[]> {
  // A parent login decides for the accounts it may act for (issue 33): their orders are listed too.
  const scope = approvalScope(buyer);
  const filters: q.OrderFilters = { accountIds: scope.accountIds, approvalStatuses: [state] };
  const rows = await q.pageOfOrders(db, filters, STORE_TIME_ZONE, { limit: 100, offset: 0 });
  const ids = rows.map((r) => r.id);
  const [lines, reasons] = await Promise.all([q.orderLines(db, ids), spend.reasonsOf(db, ids)]);
  return rows.map((row) => {
    const who = { userId: buyer.user.id, isAdmin: scope.adminOf(row.account_id) };
    const own = reasons.filter((r) => r.sales_order_id === row.id);
    const pending = own.filter((r) => r.decision === 'pending');
    const mayDecideIt =
      state === 'pending' &&
      row.placed_by !== buyer.user.id &&
      (pending.length === 0
        ? who.isAdmin
        : pending.some((r) => mayDecide({ approverUserIds: r.approver_user_ids }, who)));
    return {
      id: row.id,
      tranId: row.tran_id,
      accountName: row.account_name,
      status: row.status,
      orderDate: iso(row.order_date),
      placedBy: row.placed_by_name,
      poNumber: row.po_number,
      shipAddress: row.ship_address,
      billAddress: row.bill_address,
      paymentDescription: paymentDescription(row),
      lines: lines.filter((l) => l.sales_order_id === row.id).map(lineView),
      total: centsToDollars(row.total_cents),
      rejectionReason: row.rejection_reason,
      reasons: own.map((r) => ({
        reason: r.reason,
        decision: r.decision,
        decidedBy: r.decided_by_name,
        note: r.note,
      })),
      mayDecide: mayDecideIt,
    };
  });
}

/** The accounts whose orders the buyer may decide, and whether as their administrator. */
export const approvalScope = (buyer: Buyer) =>
  approvalAccountsOf({
    accountId: buyer.account.id,
    isAdmin: buyer.permissions.isAdmin,
    isParentLogin: buyer.user.isParentLogin,
    relatedAccountIds: buyer.relatedAccountIds,
  });

/** Pending and rejected orders of the administrator's account, newest first (100 of each at most). */
export async function approvals(db: Db, buyer: Buyer): Promise<ApprovalsResponse> {
  const [pending, rejected] = await Promise.all([
    approvalOrders(db, buyer, 'pending'),
    approvalOrders(db, buyer, 'rejected'),
  ]);
  return { pending, rejected };
}
