// HTTP of sales orders and approvals (service spec §7 "Account and transactions", §2 gates: Sales
// Orders isPriceVisible, Approve Orders isAdmin; issue 17 points 5 and 6): the storefront's face of
// the order-to-cash module (ADR 0034), which reads and decides. The contract's descriptors
// (endpoints/orders.ts) say what each call takes, answers, refuses and who may call it. One order's
// `byId?id=` and generic `/{id}` are bound to the same service call (ADR 0057).
import type { FastifyInstance } from 'fastify';
import { approvalEndpoints, salesOrderEndpoints, salesOrdersPaths } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { numericIdPath } from '../../http/resource-routes.ts';
import * as approvals from '../order-to-cash/approvals.service.ts';
import { orderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import * as orders from '../order-to-cash/sales-orders.service.ts';

export async function orderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const deps = orderToCashDeps(ctx, ctx.jobs);

  registerEndpoints(app, ctx, salesOrderEndpoints, {
    paginate: (request) => orders.paginate(db, buyerOf(request), request.query),
    byId: (request) => orders.details(db, buyerOf(request), request.query.id),
    byPathId: {
      url: numericIdPath(salesOrdersPaths.byPathId),
      handler: (request) => orders.details(db, buyerOf(request), request.params.id),
    },
    salesordersForParent: (request) => orders.salesordersForParent(db, buyerOf(request), request.query),
    getStatusList: () => orders.statusList(),
    getShipToList: (request) => orders.shipToList(db, buyerOf(request), request.query),
    reorder: (request) => orders.reorder(db, buyerOf(request), request.body.id, ctx.now()),
  });

  registerEndpoints(app, ctx, approvalEndpoints, {
    getApprovals: (request) => orders.approvals(db, buyerOf(request)),
    approve: (request) =>
      approvals.approve(deps, buyerOf(request), request.body.id, request.body.note ?? null),
    reject: (request) =>
      approvals.reject(deps, buyerOf(request), request.body.id, request.body.reason ?? null),
    linkOrder: (request) => approvals.orderOfLink(deps, buyerOf(request), request.query.token),
    decideByLink: (request) =>
      approvals.decideByLink(deps, buyerOf(request), {
        token: request.body.token,
        decision: request.body.decision,
        note: request.body.note ?? null,
      }),
  });
}
