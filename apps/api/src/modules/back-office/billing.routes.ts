// HTTP of the back office's billing operations and reports (H3; ADR 0030), registered with the
// rest of /api/admin (back-office.routes.ts) from the contract's descriptors
// (endpoints/back-office.ts). Each route names its area: cancelling a line is the order desk's
// (orders), memos, payments and ledgers accounts receivable's (billing), the reports 'reports'.
// The gate refuses customer tokens, missing sessions and roles without the area.
import type { FastifyInstance } from 'fastify';
import { adminBillingEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { KEYED_EFFECT_LOCK_SECONDS, idempotencyKeyOf } from '../../http/idempotency.ts';
import { orderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import { staffOf } from '../../http/staff-auth.ts';
import * as billing from './billing.service.ts';
import * as reports from './reports.service.ts';

export async function adminBillingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const deps = orderToCashDeps(ctx, ctx.jobs);

  registerEndpoints(app, ctx, adminBillingEndpoints, {
    cancelOrderLine: {
      handler: (request) =>
        billing.cancelOrderLine(
          deps,
          staffOf(request),
          request.params.id,
          request.params.lineId,
          request.body,
          idempotencyKeyOf(request),
        ),
      // The cancellation keeps the key in its transaction: see KEYED_EFFECT_LOCK_SECONDS.
      lockSeconds: KEYED_EFFECT_LOCK_SECONDS,
    },
    issueCreditMemo: {
      handler: (request) =>
        billing.issueCreditMemo(deps, staffOf(request), request.body, idempotencyKeyOf(request)),
      // The memo keeps the key in its transaction: see KEYED_EFFECT_LOCK_SECONDS.
      lockSeconds: KEYED_EFFECT_LOCK_SECONDS,
    },
    invoiceLines: (request) => billing.invoiceLines(db, request.params.id),
    recordPayment: {
      handler: (request) =>
        billing.recordPayment(deps, staffOf(request), request.body, idempotencyKeyOf(request)),
      // The payment keeps the key in its transaction: see KEYED_EFFECT_LOCK_SECONDS.
      lockSeconds: KEYED_EFFECT_LOCK_SECONDS,
    },
    refundPayment: {
      handler: (request) =>
        billing.refundPayment(
          deps,
          staffOf(request),
          request.params.id,
          request.body,
          idempotencyKeyOf(request),
        ),
      // The refund keeps the key in its transaction: see KEYED_EFFECT_LOCK_SECONDS.
      lockSeconds: KEYED_EFFECT_LOCK_SECONDS,
    },
    accountLedger: (request) => billing.accountLedger(db, request.params.id, ctx.now()),
    salesReport: (request) => reports.salesReport(db, request.query),
    receivablesReport: () => reports.receivablesReport(db, ctx.now()),
    controlledSubstances: (request) => reports.controlledSubstances(db, request.query),
    controlledSubstancesCsv: async (request, reply) => {
      const csv = await reports.controlledSubstancesCsv(db, request.query);
      const day = ctx.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="controlled-substances-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });
}
