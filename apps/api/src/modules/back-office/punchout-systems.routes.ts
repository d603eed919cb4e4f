// HTTP of a customer account's procurement systems in the back office (issue 28, ADR 0038): listed
// with their documents' deliveries, created, changed or disabled, their shared secret rotated. The
// customers area's staff only (http/staff-auth.ts). The answers that carry a new shared secret are
// not kept under an Idempotency-Key: a kept answer would store the secret in plain text, and a
// repeated create is refused anyway (its From credential is taken). A PATCH may carry one.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminIdParams,
  AdminProcurementSystems,
  CreateProcurementSystemBody,
  ProcurementSecretResponse,
  ProcurementSystemResponse,
  UpdateProcurementSystemBody,
  adminPaths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { idempotent } from '../../http/idempotency.ts';
import { requireStaff, staffOf } from '../../http/staff-auth.ts';
import * as systems from '../punchout/procurement-systems.service.ts';
import { TAGS, errors } from './route-docs.ts';

export async function punchoutSystemsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // Secrets are answered once: no cache may keep them.
  const noStore = { 'cache-control': 'no-store' };

  r.get(
    adminPaths.customerProcurementSystems,
    {
      onRequest: requireStaff('customers'),
      schema: {
        tags: TAGS,
        summary: "An account's procurement systems (punchout) with their documents' recent deliveries",
        params: AdminIdParams,
        response: { 200: AdminProcurementSystems, ...errors },
      },
    },
    async (request) => systems.procurementSystems(db, request.params.id),
  );

  r.post(
    adminPaths.customerProcurementSystems,
    {
      onRequest: requireStaff('customers'),
      schema: {
        tags: TAGS,
        summary: 'Adds a procurement system; answers its new shared secret, shown this once (audited)',
        params: AdminIdParams,
        body: CreateProcurementSystemBody,
        response: { 200: ProcurementSecretResponse, ...errors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return systems.createProcurementSystem(db, staffOf(request), request.params.id, request.body);
    },
  );

  r.patch(
    adminPaths.procurementSystem,
    {
      onRequest: requireStaff('customers'),
      schema: {
        tags: TAGS,
        summary: 'Changes or disables (isActive: false) a procurement system (audited before/after)',
        params: AdminIdParams,
        body: UpdateProcurementSystemBody,
        response: { 200: ProcurementSystemResponse, ...errors },
      },
    },
    async (request, reply) =>
      idempotent(db, request, reply, () =>
        systems.updateProcurementSystem(db, staffOf(request), request.params.id, request.body),
      ),
  );

  r.post(
    adminPaths.rotateProcurementSecret,
    {
      onRequest: requireStaff('customers'),
      schema: {
        tags: TAGS,
        summary: 'A new shared secret, shown this once; the old one is refused from now on (audited)',
        params: AdminIdParams,
        response: { 200: ProcurementSecretResponse, ...errors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return systems.rotateProcurementSecret(db, staffOf(request), request.params.id);
    },
  );
}
