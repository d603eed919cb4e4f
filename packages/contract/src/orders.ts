// Sales orders and approvals (service spec §7 "Account and transactions": the generic paginate,
// getStatusList, getShipToList, salesordersForParent; storefront spec §2.2, §3 "Order approval",
// §4; issue 17 points 5 and 6). Money is marked with Money.
import { z } from 'zod';
import { Money } from './money.ts';
import { Id } from './catalog.ts';
import { paginated, PaginateQuery } from './pagination.ts';
import { OrderAddress, OrderConfirmation, OrderLine } from './checkout.ts';

const IsoDayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');

/** Filters of the Sales Orders page (storefront spec §3 Transactions: toDate, fromDate, search, address, status). */
export const SalesOrderFilters = PaginateQuery.extend({
  fromDate: IsoDayText.optional(),
  toDate: IsoDayText.optional(),
  /** Order number or PO number, part of it. */
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  /** A ship-to address id (getShipToList). */
  address: z.coerce
    .number({ message: 'address must be an id' })
    .int()
    .positive()
    .max(2_147_483_647)
    .optional(),
  /** A status as stored (getStatusList's `status`). */
  status: z.string().trim().max(40).optional(),
});
export type SalesOrderFilters = z.infer<typeof SalesOrderFilters>;

/** One of a parent login's accounts, named in a query string. */
const AccountIdQuery = z.coerce
  .number({ message: 'accountId must be an id' })
  .int()
  .positive()
  .max(2_147_483_647)
  .optional();

/** salesordersForParent: the same filters, optionally one of the parent login's accounts. */
export const ParentSalesOrderFilters = SalesOrderFilters.extend({
  accountId: AccountIdQuery,
});
export type ParentSalesOrderFilters = z.infer<typeof ParentSalesOrderFilters>;

export const SalesOrderSummary = z.object({
  id: Id,
  tranId: z.string(),
  accountId: Id,
  accountName: z.string(),
  orderDate: z.string(),
  status: z.string(),
  /** service spec §4: 'Partially Billed' shows 'Partially Fulfilled', 'Billed' 'Fulfilled'. */
  statusLabel: z.string(),
  poNumber: z.string().nullable(),
  shipDate: z.string().nullable(),
  shipAddress: OrderAddress,
  placedBy: z.string().nullable(),
  total: Money.optional(),
});
export type SalesOrderSummary = z.infer<typeof SalesOrderSummary>;

export const SalesOrderPage = paginated(SalesOrderSummary);
export type SalesOrderPage = z.infer<typeof SalesOrderPage>;

/** getStatusList: results, each with a status (service spec §3). */
export const StatusListResponse = z.object({
  results: z.array(z.object({ status: z.string(), label: z.string() })),
});
export type StatusListResponse = z.infer<typeof StatusListResponse>;

/**
 * getShipToList's query (ours; the service spec names no parameter): the session's account by
 * default; for a parent login, `accountId` (one of its accounts) or `allAccounts=true`, as the
 * Sales Orders filter reads salesordersForParent.
 */
export const ShipToListQuery = z.object({
  accountId: AccountIdQuery,
  allAccounts: z.enum(['true', 'false'], { message: "allAccounts must be 'true' or 'false'" }).optional(),
});
export type ShipToListQuery = z.infer<typeof ShipToListQuery>;

/** getShipToList: the addresses the account's orders ship to (with their account's name). */
export const ShipToListResponse = z.object({
  results: z.array(
    z.object({
      id: Id,
      accountId: Id,
      accountName: z.string(),
      label: z.string(),
      addressee: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
    }),
  ),
});
export type ShipToListResponse = z.infer<typeof ShipToListResponse>;

export const OrderIdQuery = z.object({
  id: z.coerce
    .number({ message: 'id must be a number' })
    .int('id must be a whole number')
    .positive()
    .max(2_147_483_647),
});

/** A lot a shipment's line came from (issue 34): its number, expiry (YYYY-MM-DD) and stock units. */
export const ShippedLot = z.object({
  lotNumber: z.string(),
  expiresOn: z.string(),
  quantity: z.number().int(),
});
export type ShippedLot = z.infer<typeof ShippedLot>;

export const Shipment = z.object({
  id: Id,
  tranId: z.string(),
  status: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  /** The carrier's tracking page (three parcel carriers, service spec §9). */
  trackingUrl: z.string(),
  shippedAt: z.string(),
  deliveredAt: z.string().nullable(),
  lines: z.array(z.object({ salesOrderLineId: Id, quantity: z.number().int(), lots: z.array(ShippedLot) })),
});

export const OrderInvoice = z.object({
  id: Id,
  tranId: z.string(),
  status: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  total: Money.optional(),
  amountDue: Money.optional(),
});

/** Order details (/myaccount/menu/orderdetails): the order, its shipments and invoices. */
export const SalesOrderDetails = OrderConfirmation.extend({
  accountId: Id,
  approvalStatus: z.enum(['not_required', 'pending', 'approved', 'rejected']),
  shipments: z.array(Shipment),
  invoices: z.array(OrderInvoice),
});
export type SalesOrderDetails = z.infer<typeof SalesOrderDetails>;

/** POST reorder {id}: the order's lines go to the cart under the add-to-cart rules. */
export const ReorderRequest = z.object({ id: Id });
export const ReorderResponse = z.object({
  /** Lines added (some may have been cut to the allocation). */
  added: z.number().int(),
  addToCartAdjustment: z.boolean(),
  refused: z.array(z.object({ itemId: Id, reason: z.string() })),
});
export type ReorderResponse = z.infer<typeof ReorderResponse>;

// ---------------------------------------------------------------------------------------------
// Approvals (isAdmin: 'Approve orders that have been placed by your company')
// ---------------------------------------------------------------------------------------------

export const ApprovalOrder = z.object({
  id: Id,
  tranId: z.string(),
  /** The order's account: a parent login decides for its related accounts too (issue 33). */
  accountName: z.string(),
  status: z.string(),
  orderDate: z.string(),
  placedBy: z.string().nullable(),
  poNumber: z.string().nullable(),
  shipAddress: OrderAddress,
  billAddress: OrderAddress,
  paymentDescription: z.string(),
  lines: z.array(OrderLine),
  total: Money.optional(),
  rejectionReason: z.string().nullable(),
  /** Why it waits (issue 33): each rule or budget that held it, decided one by one. */
  reasons: z.array(
    z.object({
      reason: z.string(),
      decision: z.enum(['pending', 'approved', 'rejected']),
      decidedBy: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  /** The contact may decide it now (one of its pending reasons' approvers, not its placer). */
  mayDecide: z.boolean(),
});
export type ApprovalOrder = z.infer<typeof ApprovalOrder>;

export const ApprovalsResponse = z.object({
  pending: z.array(ApprovalOrder),
  rejected: z.array(ApprovalOrder),
});
export type ApprovalsResponse = z.infer<typeof ApprovalsResponse>;

export const ApproveRequest = z.object({
  id: Id,
  note: z.string().trim().max(500, 'note must be at most 500 characters').optional(),
});
export const RejectRequest = z.object({
  id: Id,
  reason: z.string().trim().max(500, 'reason must be at most 500 characters').optional(),
});

export const ApprovalDecisionResponse = z.object({
  id: Id,
  tranId: z.string(),
  status: z.string(),
});
export type ApprovalDecisionResponse = z.infer<typeof ApprovalDecisionResponse>;

export const APPROVAL_MESSAGES = {
  notPending: 'This order is no longer waiting for approval.',
  orderNotFound: 'Order not found',
} as const;
