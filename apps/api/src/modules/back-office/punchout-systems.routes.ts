// HTTP of a customer account's procurement systems in the back office (issue 28, ADR 0038), from
// the contract's descriptors (endpoints/back-office.ts): listed with their documents' deliveries,
// created, changed or disabled, their shared secret rotated. The customers area's staff only
// (http/staff-auth.ts). The answers that carry a new shared secret are not kept under an
// Idempotency-Key: a kept answer would store the secret in plain text, and a repeated create is
// refused anyway (its From credential is taken). A PATCH may carry one.
import type { FastifyInstance } from 'fastify';
import { adminProcurementEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { staffOf } from '../../http/staff-auth.ts';
import * as systems from '../punchout/procurement-systems.service.ts';

export async function punchoutSystemsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  // Secrets are answered once: no cache may keep them.
  const noStore = { 'cache-control': 'no-store' };

  registerEndpoints(app, ctx, adminProcurementEndpoints, {
    procurementSystems: (request) => systems.procurementSystems(db, request.params.id),
    createProcurementSystem: (request, reply) => {
      void reply.headers(noStore);
      return systems.createProcurementSystem(db, staffOf(request), request.params.id, request.body);
    },
    updateProcurementSystem: (request) =>
      systems.updateProcurementSystem(db, staffOf(request), request.params.id, request.body),
    rotateProcurementSecret: (request, reply) => {
      void reply.headers(noStore);
      return systems.rotateProcurementSecret(db, staffOf(request), request.params.id);
    },
  });
}
