// HTTP of sales orders and approvals (service spec §7 "Account and transactions", §2 gates: Sales
// Orders isPriceVisible, Approve Orders isAdmin; issue 17 points 5 and 6): the storefront's face of
// the order-to-cash module (ADR 0034), which reads and decides. Order details and Reorder
// need a login only: the dashboard's recent orders lead there for every contact.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApprovalDecisionResponse,
  ApprovalLinkDecision,
  ApprovalLinkQuery,
  ApprovalsResponse,
  ApproveRequest,
  ErrorResponse,
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
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requirePermission, requireUser } from '../../http/auth.ts';
import { registerResource } from '../../http/resource-routes.ts';
import * as approvals from '../order-to-cash/approvals.service.ts';
import { orderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import * as orders from '../order-to-cash/sales-orders.service.ts';

const tags = ['sales orders'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const decisionErrors = { ...errors, 409: ErrorResponse };

export async function orderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const deps = orderToCashDeps(ctx, ctx.jobs);
  const priced = { preValidation: requirePermission('isPriceVisible') };
  const admin = { preValidation: requirePermission('isAdmin') };
  const login = { preValidation: requireUser };

  // The spec's generic routes of sales orders (ADR 0057): the page (the Sales Orders page,
  // isPriceVisible), and one order as `byId?id=` and as `/{id}`, the same answer (a login only).
  registerResource(app, {
    tags,
    page: {
      path: paths.salesOrders.paginate,
      guard: priced.preValidation,
      summary: "The account's sales orders, newest first, with the Sales Orders filters (10 a page)",
      query: SalesOrderFilters,
      answer: SalesOrderPage,
      read: (request, query) => orders.paginate(db, buyerOf(request), query),
    },
    details: {
      byIdPath: paths.salesOrders.byId,
      idPath: paths.salesOrders.byPathId,
      guard: login.preValidation,
      summary: 'One order with its lines, shipments (tracking links) and invoices',
      id: OrderIdQuery,
      answer: SalesOrderDetails,
      read: (request, id) => orders.details(db, buyerOf(request), id),
    },
  });

  r.get(
    paths.salesOrders.salesordersForParent,
    {
      ...priced,
      schema: {
        tags,
        summary: "A parent login's sales orders across its accounts (or one of them)",
        querystring: ParentSalesOrderFilters,
        response: { 200: SalesOrderPage, ...errors },
      },
    },
    async (request) => orders.salesordersForParent(db, buyerOf(request), request.query),
  );

  r.get(
    paths.salesOrders.getStatusList,
    {
      ...priced,
      schema: {
        tags,
        summary: 'Every order status with the label shown',
        response: { 200: StatusListResponse, ...errors },
      },
    },
    async () => orders.statusList(),
  );

  r.get(
    paths.salesOrders.getShipToList,
    {
      ...priced,
      schema: {
        tags,
        summary:
          "The account's ship-to addresses, for the Sales Orders filter (a parent login's: one account's or all)",
        querystring: ShipToListQuery,
        response: { 200: ShipToListResponse, ...errors },
      },
    },
    async (request) => orders.shipToList(db, buyerOf(request), request.query),
  );

  r.post(
    paths.salesOrders.reorder,
    {
      ...login,
      schema: {
        tags,
        summary: "Adds an order's lines to the cart under the add-to-cart rules",
        body: ReorderRequest,
        response: { 200: ReorderResponse, ...errors },
      },
    },
    async (request) => orders.reorder(db, buyerOf(request), request.body.id, ctx.now()),
  );

  r.get(
    paths.approvals.getApprovals,
    {
      ...admin,
      schema: {
        tags: ['approvals'],
        summary: 'Orders of the company waiting for approval, and those rejected',
        response: { 200: ApprovalsResponse, ...errors },
      },
    },
    async (request) => orders.approvals(db, buyerOf(request)),
  );

  r.post(
    paths.approvals.approve,
    {
      ...admin,
      schema: {
        tags: ['approvals'],
        summary: 'Releases a pending order as a normal order; the placer is told',
        body: ApproveRequest,
        response: { 200: ApprovalDecisionResponse, ...decisionErrors },
      },
    },
    async (request) => approvals.approve(deps, buyerOf(request), request.body.id, request.body.note ?? null),
  );

  // An approval mail's link (issue 33): any signed-in contact may present one; the service decides
  // it only for the approver it was sent to, once, before it expires.
  r.get(
    paths.approvals.link,
    {
      ...login,
      schema: {
        tags: ['approvals'],
        summary: "The order an approval mail's link opens (nothing is used up by looking)",
        querystring: ApprovalLinkQuery,
        response: { 200: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request) => approvals.orderOfLink(deps, buyerOf(request), request.query.token),
  );

  r.post(
    paths.approvals.link,
    {
      ...login,
      schema: {
        tags: ['approvals'],
        summary:
          "Approves or rejects the order of an approval mail's link, as its approver; the link is used up",
        body: ApprovalLinkDecision,
        response: { 200: ApprovalDecisionResponse, ...decisionErrors },
      },
    },
    async (request) =>
      approvals.decideByLink(deps, buyerOf(request), {
        token: request.body.token,
        decision: request.body.decision,
        note: request.body.note ?? null,
      }),
  );

  r.post(
    paths.approvals.reject,
    {
      ...admin,
      schema: {
        tags: ['approvals'],
        summary: "Rejects a pending order ('Rejected'), giving back what it held; the placer is told",
        body: RejectRequest,
        response: { 200: ApprovalDecisionResponse, ...decisionErrors },
      },
    },
    async (request) => approvals.reject(deps, buyerOf(request), request.body.id, request.body.reason ?? null),
  );
}
