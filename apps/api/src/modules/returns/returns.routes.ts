// HTTP of returns (issue 34 point 3, ADR 0051): the buyer's requests, list and labels under
// /api/myaccount/returns; the back office's queue and commands under /api/admin/returns for the
// order desk (and administrators, whose role opens every area). Thin: validate, guard, call the
// service.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AdminIdParams,
  AdminReturnView,
  AdminReturnsQuery,
  AdminReturnsResponse,
  AuthorizeReturnBody,
  ErrorResponse,
  RETURN_REQUEST_BODY_LIMIT,
  ReceiveReturnBody,
  RefuseReturnBody,
  ReturnPhotoParams,
  ReturnSettings,
  adminReturnPaths,
  returnEndpoints,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { KEYED_EFFECT_LOCK_SECONDS, idempotencyKeyOf } from '../../http/idempotency.ts';
import { requireStaff, staffOf } from '../../http/staff-auth.ts';
import { orderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import * as returns from './returns.service.ts';

const adminTags = ['back office'];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  422: ErrorResponse,
};

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: returns.ReturnsDeps = {
    ...orderToCashDeps(ctx, ctx.jobs),
    dataDir: ctx.config.dataDir,
    store: ctx.config.store,
  };
  const desk = { onRequest: requireStaff('orders') };

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

  r.get(
    adminReturnPaths.returns,
    {
      ...desk,
      schema: {
        tags: adminTags,
        summary: 'The returns queue: open returns (requested, authorized, received) unless a status is named',
        querystring: AdminReturnsQuery,
        response: { 200: AdminReturnsResponse, ...errors },
      },
    },
    async (request) => returns.queue(deps, request.query.status),
  );

  r.get(
    adminReturnPaths.settings,
    {
      ...desk,
      schema: {
        tags: adminTags,
        summary: 'How returns of controlled substances are handled',
        response: { 200: ReturnSettings, ...errors },
      },
    },
    async () => returns.settings(deps),
  );

  r.put(
    adminReturnPaths.settings,
    {
      onRequest: requireStaff('staff'),
      schema: {
        tags: adminTags,
        summary:
          'Sets how returns of controlled substances are handled (administrators); the change is audited',
        body: ReturnSettings,
        response: { 200: ReturnSettings, ...errors },
      },
    },
    async (request) => returns.saveSettings(deps, staffOf(request), request.body),
  );

  r.get(
    adminReturnPaths.returnById,
    {
      ...desk,
      schema: {
        tags: adminTags,
        summary: 'One return',
        params: AdminIdParams,
        response: { 200: AdminReturnView, ...errors },
      },
    },
    async (request) => returns.staffReturn(deps, request.params.id),
  );

  r.post(
    adminReturnPaths.authorize,
    {
      ...desk,
      schema: {
        tags: adminTags,
        summary: 'Authorizes a requested return: its RMA number and label; the buyer hears it',
        params: AdminIdParams,
        body: AuthorizeReturnBody,
        response: { 200: AdminReturnView, ...errors },
      },
    },
    async (request) => returns.authorizeReturn(deps, staffOf(request), request.params.id, request.body.note),
  );

  r.post(
    adminReturnPaths.refuse,
    {
      ...desk,
      schema: {
        tags: adminTags,
        summary: 'Refuses a return not yet received, with a note the buyer reads',
        params: AdminIdParams,
        body: RefuseReturnBody,
        response: { 200: AdminReturnView, ...errors },
      },
    },
    async (request) => returns.refuseReturn(deps, staffOf(request), request.params.id, request.body.note),
  );

  r.post(
    adminReturnPaths.receive,
    {
      ...desk,
      schema: {
        tags: adminTags,
        summary: 'Receives an authorized return: per line the quantity received and its disposition',
        params: AdminIdParams,
        body: ReceiveReturnBody,
        response: { 200: AdminReturnView, ...errors },
      },
    },
    async (request) => returns.receiveReturn(deps, staffOf(request), request.params.id, request.body),
  );

  r.post(
    adminReturnPaths.credit,
    {
      ...desk,
      schema: {
        tags: adminTags,
        summary:
          'Credits a received return once: credit memos against its invoices, applied to them or refunded to the card',
        params: AdminIdParams,
        response: { 200: AdminReturnView, ...errors },
      },
    },
    async (request) => returns.creditReturn(deps, staffOf(request), request.params.id),
  );

  app.get<{ Params: z.infer<typeof AdminIdParams> }>(
    adminReturnPaths.label,
    {
      ...desk,
      schema: {
        tags: adminTags,
        summary: "A return's label (PDF)",
        params: AdminIdParams,
        response: errors,
      },
    },
    async (request, reply) => sendPdf(reply, await returns.staffLabel(deps, request.params.id)),
  );

  app.get<{ Params: z.infer<typeof ReturnPhotoParams> }>(
    adminReturnPaths.photo,
    {
      ...desk,
      schema: {
        tags: adminTags,
        summary: 'A photo the buyer attached to a return',
        params: ReturnPhotoParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const photo = await returns.staffPhoto(deps, request.params.id, request.params.photoId);
      return reply
        .type(photo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(photo.bytes);
    },
  );
}
