// HTTP of returns (issue 34 point 3, ADR 0051): the buyer's requests, list and labels under
// /api/myaccount/returns; the back office's queue and commands under /api/admin/returns for the
// order desk (and administrators, whose role opens every area). Thin: validate, guard, call the
// service.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RETURN_REQUEST_BODY_LIMIT, adminReturnEndpoints, returnEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { KEYED_EFFECT_LOCK_SECONDS, idempotencyKeyOf } from '../../http/idempotency.ts';
import { staffOf } from '../../http/staff-auth.ts';
import { orderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import * as returns from './returns.service.ts';

function sendPdf(reply: FastifyReply, file: { bytes: Uint8Array; fileName: string }) {
  const ascii = file.fileName.replaceAll(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${ascii}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}

export async function returnsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const deps: returns.ReturnsDeps = {
    ...orderToCashDeps(ctx, ctx.jobs),
    dataDir: ctx.config.dataDir,
    store: ctx.config.store,
  };

  registerEndpoints(app, ctx, returnEndpoints, {
    returns: (request) => returns.listReturns(deps, buyerOf(request)),
    returnable: (request) => returns.returnable(deps, buyerOf(request), request.query.salesOrderId),
    requestReturn: {
      handler: (request) =>
        returns.requestReturn(deps, buyerOf(request), request.body, idempotencyKeyOf(request)),
      // The return keeps the key in its own transaction: see KEYED_EFFECT_LOCK_SECONDS.
      lockSeconds: KEYED_EFFECT_LOCK_SECONDS,
      options: { bodyLimit: RETURN_REQUEST_BODY_LIMIT },
    },
    returnLabel: async (request, reply) =>
      sendPdf(reply, await returns.buyerLabel(deps, buyerOf(request), request.query.id)),
  });

  // --- Back office ------------------------------------------------------------------------------

  registerEndpoints(app, ctx, adminReturnEndpoints, {
    returnQueue: (request) => returns.queue(deps, request.query.status),
    returnSettings: () => returns.settings(deps),
    saveReturnSettings: (request) => returns.saveSettings(deps, staffOf(request), request.body),
    staffReturn: (request) => returns.staffReturn(deps, request.params.id),
    authorizeReturn: (request) =>
      returns.authorizeReturn(deps, staffOf(request), request.params.id, request.body.note),
    refuseReturn: (request) =>
      returns.refuseReturn(deps, staffOf(request), request.params.id, request.body.note),
    receiveReturn: (request) =>
      returns.receiveReturn(deps, staffOf(request), request.params.id, request.body),
    creditReturn: (request) => returns.creditReturn(deps, staffOf(request), request.params.id),
    staffReturnLabel: async (request, reply) =>
      sendPdf(reply, await returns.staffLabel(deps, request.params.id)),
    returnPhoto: async (request, reply) => {
      const photo = await returns.staffPhoto(deps, request.params.id, request.params.photoId);
      return reply
        .type(photo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(photo.bytes);
    },
  });
}
