// HTTP of the back office (issue 20, docs/decisions/0027-back-office.md): everything under
// /api/admin. The contract's descriptors (endpoints/back-office.ts) name each route's area; the
// gate (http/staff-auth.ts) refuses customer tokens with 403, callers without a live staff session
// with 401, and roles without the area with 403. Here each call is bound to its service.
import type { FastifyInstance } from 'fastify';
import { backOfficeEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { KEYED_EFFECT_LOCK_SECONDS, idempotencyKeyOf } from '../../http/idempotency.ts';
import { staffOf } from '../../http/staff-auth.ts';
import { adminBillingRoutes } from './billing.routes.ts';
import * as customers from './customers.service.ts';
import { receiveStock } from '../order-to-cash/fulfilment.service.ts';
import { orderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import * as orders from './orders.service.ts';
import * as staffService from './staff.service.ts';

export async function backOfficeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const deps = orderToCashDeps(ctx, ctx.jobs);
  const customerDeps = { db, config: ctx.config, outbox: ctx.outbox };

  registerEndpoints(app, ctx, backOfficeEndpoints, {
    staffLogin: (request) =>
      staffService.staffLogin(db, ctx.config.jwtSecret, request.body, request.ip, ctx.now()),
    staffMe: (request) => ({ staff: staffService.staffMemberOf(staffOf(request)) }),
    staffLogout: (request) => staffService.staffLogout(db, staffOf(request)),
    audit: (request) => staffService.searchAudit(db, request.query),
    orders: (request) => orders.orderQueue(db, request.query),
    order: (request) => orders.orderDetails(db, request.params.id),
    shipOrder: {
      handler: (request) =>
        orders.shipOrder(deps, staffOf(request), request.params.id, request.body, idempotencyKeyOf(request)),
      // The fulfilment keeps the key (and the capture is keyed by it): a retry after a crash
      // finds both, so it need not wait long for the dead run's lock.
      lockSeconds: KEYED_EFFECT_LOCK_SECONDS,
    },
    deliverFulfillment: (request) =>
      orders.deliverFulfillment(deps, staffOf(request), request.params.id, request.body),
    receiveStock: (request) => receiveStock(deps, staffOf(request), request.params.id, request.body),
    accessRequests: (request) => customers.accessRequests(db, request.query),
    approveAccessRequest: (request) =>
      customers.approveAccessRequest(
        customerDeps,
        staffOf(request),
        request.params.id,
        request.body,
        ctx.now(),
      ),
    declineAccessRequest: (request) =>
      customers.declineAccessRequest(customerDeps, staffOf(request), request.params.id, request.body),
    licences: (request) => customers.licences(db, request.query),
    verifyLicence: (request) =>
      customers.verifyLicence(customerDeps, staffOf(request), request.params.id, request.body, ctx.now()),
    rejectLicence: (request) =>
      customers.rejectLicence(customerDeps, staffOf(request), request.params.id, request.body),
    registrations: (request) => customers.registrations(db, request.query),
    approveRegistration: (request) =>
      customers.approveRegistration(customerDeps, staffOf(request), request.params.id, ctx.now()),
    declineRegistration: (request) =>
      customers.declineRegistration(customerDeps, staffOf(request), request.params.id, request.body),
  });

  // Billing operations and reports (H3, ADR 0030): their own file.
  await adminBillingRoutes(app, ctx);
}
