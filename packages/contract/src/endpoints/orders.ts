// Sales orders and approvals (service spec §7 "Account and transactions", §2 gates: Sales Orders
// isPriceVisible, Approve Orders isAdmin; issue 17 points 5 and 6). Order details and Reorder need
// a login only: the dashboard's recent orders lead there for every contact. One order is a
// resource with the spec's generic routes (ADR 0057): `byId?id=` and `/{id}`, the same answer.
import { endpoint, endpointGroup } from '../endpoint.ts';
import {
  ApprovalDecisionResponse,
  ApprovalsResponse,
  ApproveRequest,
  OrderIdQuery,
  ParentSalesOrderFilters,
  RejectRequest,
  ReorderRequest,
  ReorderResponse,
  SalesOrderDetails,
  SalesOrderFilters,
  SalesOrderPage,
  ShipToListQuery,
  ShipToListResponse,
  StatusListResponse,
} from '../orders.ts';
import { approvalsPaths } from '../paths/approvals.ts';
import { salesOrdersPaths } from '../paths/sales-orders.ts';
import { ApprovalLinkDecision, ApprovalLinkOrder, ApprovalLinkQuery } from '../spend-control.ts';

const ORDER_SUMMARY = 'One order with its lines, shipments (tracking links) and invoices';

export const salesOrderEndpoints = endpointGroup('sales orders', {
  paginate: endpoint({
    method: 'GET',
    path: salesOrdersPaths.paginate,
    auth: 'buyer:isPriceVisible',
    summary: "The account's sales orders, newest first, with the Sales Orders filters (10 a page)",
    query: SalesOrderFilters,
    response: SalesOrderPage,
    refusals: [],
  }),
  byId: endpoint({
    method: 'GET',
    path: salesOrdersPaths.byId,
    auth: 'buyer',
    summary: ORDER_SUMMARY,
    query: OrderIdQuery,
    response: SalesOrderDetails,
    refusals: ['ORDER_NOT_FOUND'],
  }),
  byPathId: endpoint({
    method: 'GET',
    path: salesOrdersPaths.byPathId,
    auth: 'buyer',
    summary: `${ORDER_SUMMARY} (the generic {id} form of byId, the same answer)`,
    params: OrderIdQuery,
    response: SalesOrderDetails,
    refusals: ['ORDER_NOT_FOUND'],
  }),
  salesordersForParent: endpoint({
    method: 'GET',
    path: salesOrdersPaths.salesordersForParent,
    auth: 'buyer:isPriceVisible',
    summary: "A parent login's sales orders across its accounts (or one of them)",
    query: ParentSalesOrderFilters,
    response: SalesOrderPage,
    refusals: ['NOT_PARENT_LOGIN', 'ACCOUNT_NOT_RELATED'],
  }),
  getStatusList: endpoint({
    method: 'GET',
    path: salesOrdersPaths.getStatusList,
    auth: 'buyer:isPriceVisible',
    summary: 'Every order status with the label shown',
    response: StatusListResponse,
    refusals: [],
  }),
  getShipToList: endpoint({
    method: 'GET',
    path: salesOrdersPaths.getShipToList,
    auth: 'buyer:isPriceVisible',
    summary:
      "The account's ship-to addresses, for the Sales Orders filter (a parent login's: one account's or all)",
    query: ShipToListQuery,
    response: ShipToListResponse,
    refusals: ['NOT_PARENT_LOGIN', 'ACCOUNT_NOT_RELATED'],
  }),
  reorder: endpoint({
    method: 'POST',
    path: salesOrdersPaths.reorder,
    auth: 'buyer',
    summary: "Adds an order's lines to the cart under the add-to-cart rules",
    body: ReorderRequest,
    response: ReorderResponse,
    refusals: ['ORDER_NOT_FOUND'],
  }),
});

export const approvalEndpoints = endpointGroup('approvals', {
  getApprovals: endpoint({
    method: 'GET',
    path: approvalsPaths.getApprovals,
    auth: 'buyer:isAdmin',
    summary: 'Orders of the company waiting for approval, and those rejected',
    response: ApprovalsResponse,
    refusals: [],
  }),
  approve: endpoint({
    method: 'POST',
    path: approvalsPaths.approve,
    auth: 'buyer:isAdmin',
    summary: 'Releases a pending order as a normal order; the placer is told',
    body: ApproveRequest,
    response: ApprovalDecisionResponse,
    refusals: ['ORDER_NOT_FOUND', 'ORDER_NOT_PENDING'],
  }),
  reject: endpoint({
    method: 'POST',
    path: approvalsPaths.reject,
    auth: 'buyer:isAdmin',
    summary: "Rejects a pending order ('Rejected'), giving back what it held; the placer is told",
    body: RejectRequest,
    response: ApprovalDecisionResponse,
    refusals: ['ORDER_NOT_FOUND', 'ORDER_NOT_PENDING'],
  }),
  // An approval mail's link (issue 33): any signed-in contact may present one; the service decides
  // it only for the approver it was sent to, once, before it expires.
  linkOrder: endpoint({
    method: 'GET',
    path: approvalsPaths.link,
    auth: 'buyer',
    summary: "The order an approval mail's link opens (nothing is used up by looking)",
    query: ApprovalLinkQuery,
    response: ApprovalLinkOrder,
    refusals: ['APPROVAL_LINK_INVALID', 'ORDER_NOT_FOUND'],
  }),
  decideByLink: endpoint({
    method: 'POST',
    path: approvalsPaths.link,
    auth: 'buyer',
    summary: "Approves or rejects the order of an approval mail's link, as its approver; the link is used up",
    body: ApprovalLinkDecision,
    response: ApprovalDecisionResponse,
    refusals: ['APPROVAL_LINK_INVALID', 'ORDER_NOT_FOUND', 'ORDER_NOT_PENDING', 'FORBIDDEN'],
  }),
});
