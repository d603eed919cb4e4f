// HTTP of the back office (issue 20, docs/decisions/0027-back-office.md): everything under
// /api/admin. Each route names its area; the gate (http/staff-auth.ts) refuses customer tokens
// with 403, callers without a live staff session with 401, and roles without the area with 403.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccessRequestsPage,
  AccessRequestsQuery,
  AdminIdParams,
  ApproveAccessBody,
  ApproveAccessResponse,
  DeclineAccessResponse,
  DeclineBody,
  LicenceDecisionResponse,
  LicencesPage,
  LicencesQuery,
  RegistrationDecisionResponse,
  RegistrationsPage,
  RegistrationsQuery,
  VerifyLicenceBody,
  AdminOrderDetails,
  AdminOrdersPage,
  AdminOrdersQuery,
  AuditPage,
  AuditQuery,
  DeliverBody,
  DeliverResponse,
  ShipOrderBody,
  ShipOrderResponse,
  StaffLoginBody,
  StaffLogoutResponse,
  StaffMeResponse,
  StaffSessionResponse,
  ReceiveStockBody,
  ReceiveStockResponse,
  adminPaths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { KEYED_EFFECT_LOCK_SECONDS, idempotencyKeyOf, idempotent } from '../../http/idempotency.ts';
import { refuseCustomers, requireStaff, staffOf } from '../../http/staff-auth.ts';
import { adminBillingRoutes } from './billing.routes.ts';
import * as customers from './customers.service.ts';
import { receiveStock } from '../order-to-cash/fulfilment.service.ts';
import { orderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import * as orders from './orders.service.ts';
import * as staffService from './staff.service.ts';
import { TAGS, errors } from './route-docs.ts';

export async function backOfficeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const deps = orderToCashDeps(ctx, ctx.jobs);

  r.post(
    adminPaths.login,
    {
      onRequest: refuseCustomers,
      schema: {
        tags: TAGS,
        summary: 'Staff sign-in: a back-office token (never valid on customer routes)',
        body: StaffLoginBody,
        response: { 200: StaffSessionResponse, ...errors },
      },
    },
    async (request) => staffService.staffLogin(db, ctx.config.jwtSecret, request.body, request.ip, ctx.now()),
  );

  r.get(
    adminPaths.me,
    {
      onRequest: requireStaff(null),
      schema: {
        tags: TAGS,
        summary: 'The signed-in staff member, roles and areas',
        response: { 200: StaffMeResponse, ...errors },
      },
    },
    async (request) => ({ staff: staffService.staffMemberOf(staffOf(request)) }),
  );

  r.post(
    adminPaths.logout,
    {
      onRequest: requireStaff(null),
      schema: {
        tags: TAGS,
        summary: 'Ends the staff session',
        response: { 200: StaffLogoutResponse, ...errors },
      },
    },
    async (request) => staffService.staffLogout(db, staffOf(request)),
  );

  r.get(
    adminPaths.audit,
    {
      onRequest: requireStaff('audit'),
      schema: {
        tags: TAGS,
        summary: 'The audit log, newest first: by staff member, action, entity and days',
        querystring: AuditQuery,
        response: { 200: AuditPage, ...errors },
      },
    },
    async (request) => staffService.searchAudit(db, request.query),
  );

  r.get(
    adminPaths.orders,
    {
      onRequest: requireStaff('orders'),
      schema: {
        tags: TAGS,
        summary: 'The orders queue: open orders (oldest first) or one status, by number, PO or account',
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrdersPage, ...errors },
      },
    },
    async (request) => orders.orderQueue(db, request.query),
  );

  r.get(
    adminPaths.order,
    {
      onRequest: requireStaff('orders'),
      schema: {
        tags: TAGS,
        summary: 'An order with its lines, fulfillments and invoices',
        params: AdminIdParams,
        response: { 200: AdminOrderDetails, ...errors },
      },
    },
    async (request) => orders.orderDetails(db, request.params.id),
  );

  r.post(
    adminPaths.shipOrder,
    {
      onRequest: requireStaff('orders'),
      schema: {
        tags: TAGS,
        summary: 'Ships all or part of the lines as a fulfillment; a terms order is invoiced with it',
        params: AdminIdParams,
        body: ShipOrderBody,
        response: { 200: ShipOrderResponse, ...errors },
      },
    },
    async (request, reply) =>
      idempotent(
        db,
        request,
        reply,
        () =>
          orders.shipOrder(
            deps,
            staffOf(request),
            request.params.id,
            request.body,
            idempotencyKeyOf(request),
          ),
        // The fulfilment keeps the key (and the capture is keyed by it): a retry after a crash
        // finds both, so it need not wait long for the dead run's lock.
        { lockSeconds: KEYED_EFFECT_LOCK_SECONDS },
      ),
  );

  r.post(
    adminPaths.deliverFulfillment,
    {
      onRequest: requireStaff('orders'),
      schema: {
        tags: TAGS,
        summary: "Marks a fulfillment delivered: the buyer's notification and tracking page follow",
        params: AdminIdParams,
        body: DeliverBody,
        response: { 200: DeliverResponse, ...errors },
      },
    },
    async (request) => orders.deliverFulfillment(deps, staffOf(request), request.params.id, request.body),
  );

  r.post(
    adminPaths.receiveStock,
    {
      onRequest: requireStaff('inventory'),
      schema: {
        tags: TAGS,
        summary: 'Receives stock for an item: fills its backorders oldest first, tells the buyers',
        params: AdminIdParams,
        body: ReceiveStockBody,
        response: { 200: ReceiveStockResponse, ...errors },
      },
    },
    async (request, reply) =>
      idempotent(db, request, reply, () =>
        receiveStock(deps, staffOf(request), request.params.id, request.body),
      ),
  );

  const customerDeps = { db, config: ctx.config, outbox: ctx.outbox };

  r.get(
    adminPaths.accessRequests,
    {
      onRequest: requireStaff('customers'),
      schema: {
        tags: TAGS,
        summary: 'Access requests, oldest first (new ones unless a status is asked)',
        querystring: AccessRequestsQuery,
        response: { 200: AccessRequestsPage, ...errors },
      },
    },
    async (request) => customers.accessRequests(db, request.query),
  );

  r.post(
    adminPaths.approveAccessRequest,
    {
      onRequest: requireStaff('customers'),
      schema: {
        tags: TAGS,
        summary: 'Approves an access request: the account, its first contact and the invitation mail',
        params: AdminIdParams,
        body: ApproveAccessBody,
        response: { 200: ApproveAccessResponse, ...errors },
      },
    },
    async (request) =>
      customers.approveAccessRequest(
        customerDeps,
        staffOf(request),
        request.params.id,
        request.body,
        ctx.now(),
      ),
  );

  r.post(
    adminPaths.declineAccessRequest,
    {
      onRequest: requireStaff('customers'),
      schema: {
        tags: TAGS,
        summary: 'Declines an access request; the reason is mailed to the requester',
        params: AdminIdParams,
        body: DeclineBody,
        response: { 200: DeclineAccessResponse, ...errors },
      },
    },
    async (request) =>
      customers.declineAccessRequest(customerDeps, staffOf(request), request.params.id, request.body),
  );

  r.get(
    adminPaths.licences,
    {
      onRequest: requireStaff('licences'),
      schema: {
        tags: TAGS,
        summary: 'Licenses to verify, oldest first (pending unless a status is asked)',
        querystring: LicencesQuery,
        response: { 200: LicencesPage, ...errors },
      },
    },
    async (request) => customers.licences(db, request.query),
  );

  r.post(
    adminPaths.verifyLicence,
    {
      onRequest: requireStaff('licences'),
      schema: {
        tags: TAGS,
        summary:
          'Verifies a pending license with the expiry on the document; its address then covers checkout',
        params: AdminIdParams,
        body: VerifyLicenceBody,
        response: { 200: LicenceDecisionResponse, ...errors },
      },
    },
    async (request) =>
      customers.verifyLicence(customerDeps, staffOf(request), request.params.id, request.body, ctx.now()),
  );

  r.post(
    adminPaths.rejectLicence,
    {
      onRequest: requireStaff('licences'),
      schema: {
        tags: TAGS,
        summary: "Rejects a pending license; the reason is mailed to the account's admins",
        params: AdminIdParams,
        body: DeclineBody,
        response: { 200: LicenceDecisionResponse, ...errors },
      },
    },
    async (request) =>
      customers.rejectLicence(customerDeps, staffOf(request), request.params.id, request.body),
  );

  r.get(
    adminPaths.registrations,
    {
      onRequest: requireStaff('customers'),
      schema: {
        tags: TAGS,
        summary: 'Accounts applied for on the storefront and waiting for approval, oldest first',
        querystring: RegistrationsQuery,
        response: { 200: RegistrationsPage, ...errors },
      },
    },
    async (request) => customers.registrations(db, request.query),
  );

  r.post(
    adminPaths.approveRegistration,
    {
      onRequest: requireStaff('customers'),
      schema: {
        tags: TAGS,
        summary: 'Approves an application: the account opens and the applicant is told (or invited)',
        params: AdminIdParams,
        response: { 200: RegistrationDecisionResponse, ...errors },
      },
    },
    async (request) =>
      customers.approveRegistration(customerDeps, staffOf(request), request.params.id, ctx.now()),
  );

  r.post(
    adminPaths.declineRegistration,
    {
      onRequest: requireStaff('customers'),
      schema: {
        tags: TAGS,
        summary: 'Declines an application; the account stays closed and the reason is mailed',
        params: AdminIdParams,
        body: DeclineBody,
        response: { 200: RegistrationDecisionResponse, ...errors },
      },
    },
    async (request) =>
      customers.declineRegistration(customerDeps, staffOf(request), request.params.id, request.body),
  );
  // Billing operations and reports (H3, ADR 0030): their own file.
  await adminBillingRoutes(app, ctx);
}
