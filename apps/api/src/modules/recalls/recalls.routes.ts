// HTTP of recalls (issue 34 point 2, ADR 0050). The back office's face under /api/admin (area
// 'recalls': compliance staff and administrators): drafts, the preview, publishing, reminders, the
// effectiveness report and its CSV, the notice PDF. The clinic's face: its own recalls, its
// acknowledgment, the notice PDF of a recall that reached it, and the banners of the product page
// (any visitor: a published recall is public) and of the account's order details.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminIdParams,
  AdminRecall,
  AdminRecallsResponse,
  ErrorResponse,
  PublishRecallResponse,
  RECALL_BODY_LIMIT,
  RecallDraftBody,
  RecallItemsQuery,
  RecallItemsResponse,
  RecallPreview,
  RecallReport,
  RemindRecallResponse,
  adminPaths,
  recallEndpoints,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { requireStaff, staffOf } from '../../http/staff-auth.ts';
import { RecallNotices } from './notice-documents.ts';
import * as service from './recalls.service.ts';

const adminTags = ['back office', 'recalls'];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

/** A file name a Content-Disposition header can carry: ASCII fallback plus the UTF-8 original. */
function disposition(fileName: string): string {
  const ascii = fileName.replaceAll(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function sendPdf(reply: FastifyReply, document: { bytes: Buffer; fileName: string }) {
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', disposition(document.fileName))
    .header('x-content-type-options', 'nosniff')
    .send(document.bytes);
}

export const RemindBody = z.object({
  round: z.number({ message: 'round must be a number' }).int().min(1).max(1000),
});

export async function recallRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const notices = new RecallNotices(ctx.config.dataDir);
  const deps = {
    db,
    jobs: ctx.jobs,
    outbox: ctx.outbox,
    notices,
    now: ctx.now,
    publicUrl: ctx.config.store.publicUrl,
  };
  const staffOnly = { onRequest: requireStaff('recalls') };

  // ------------------------------------------------------------------ back office
  r.get(
    adminPaths.recalls,
    {
      ...staffOnly,
      schema: {
        tags: adminTags,
        summary: 'Every recall, drafts first, with acknowledgment progress',
        response: { 200: AdminRecallsResponse, ...errors },
      },
    },
    async () => service.listRecalls(db),
  );

  r.post(
    adminPaths.recalls,
    {
      ...staffOnly,
      bodyLimit: RECALL_BODY_LIMIT,
      schema: {
        tags: adminTags,
        summary: 'Drafts a recall: items (a lot, or all lots), class, texts, the notice PDF',
        body: RecallDraftBody,
        response: { 200: AdminRecall, ...errors },
      },
    },
    async (request) => service.saveDraft(deps, staffOf(request), null, request.body),
  );

  r.get(
    adminPaths.recall,
    {
      ...staffOnly,
      schema: {
        tags: adminTags,
        summary: 'A recall with its scope, and once published the accounts it reached and their answers',
        params: AdminIdParams,
        response: { 200: AdminRecall, ...errors },
      },
    },
    async (request) => service.getRecall(db, request.params.id),
  );

  r.put(
    adminPaths.recall,
    {
      ...staffOnly,
      bodyLimit: RECALL_BODY_LIMIT,
      schema: {
        tags: adminTags,
        summary: 'Changes a draft (a published recall is refused); without a notice the current one stays',
        params: AdminIdParams,
        body: RecallDraftBody,
        response: { 200: AdminRecall, ...errors },
      },
    },
    async (request) => service.saveDraft(deps, staffOf(request), request.params.id, request.body),
  );

  r.get(
    adminPaths.recallPreview,
    {
      ...staffOnly,
      schema: {
        tags: adminTags,
        summary: 'The accounts, ship-tos and quantities publishing would reach, from fulfillments',
        params: AdminIdParams,
        response: { 200: RecallPreview, ...errors },
      },
    },
    async (request) => service.previewRecall(db, request.params.id),
  );

  r.post(
    adminPaths.recallPublish,
    {
      ...staffOnly,
      schema: {
        tags: adminTags,
        summary:
          'Publishes a draft once: records whom it reached, stops the sale of its lots, notifies every party',
        params: AdminIdParams,
        response: { 200: PublishRecallResponse, ...errors },
      },
    },
    async (request) => service.publishRecall(deps, staffOf(request), request.params.id),
  );

  r.post(
    adminPaths.recallRemind,
    {
      ...staffOnly,
      schema: {
        tags: adminTags,
        summary: 'Reminds the accounts that have not acknowledged (round n, sent once)',
        params: AdminIdParams,
        body: RemindBody,
        response: { 200: RemindRecallResponse, ...errors },
      },
    },
    async (request) => service.remindRecall(deps, staffOf(request), request.params.id, request.body.round),
  );

  r.get(
    adminPaths.recallReport,
    {
      ...staffOnly,
      schema: {
        tags: adminTags,
        summary: 'The effectiveness report: every notified party with its times and answer',
        params: AdminIdParams,
        response: { 200: RecallReport, ...errors },
      },
    },
    async (request) => service.recallReport(db, request.params.id),
  );

  r.get(
    adminPaths.recallReportCsv,
    {
      ...staffOnly,
      schema: {
        tags: adminTags,
        summary: 'The effectiveness report as CSV',
        params: AdminIdParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { recallNumber, csv } = await service.recallReportCsv(db, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', disposition(`${recallNumber}-effectiveness.csv`))
        .send(csv);
    },
  );

  app.get<{ Params: z.infer<typeof AdminIdParams> }>(
    adminPaths.recallNotice,
    {
      ...staffOnly,
      schema: {
        tags: adminTags,
        summary: "The recall's notice PDF",
        params: AdminIdParams,
        response: errors,
      },
    },
    async (request, reply) => sendPdf(reply, await service.noticeDocument(deps, request.params.id, null)),
  );

  r.get(
    adminPaths.recallItems,
    {
      ...staffOnly,
      schema: {
        tags: adminTags,
        summary: 'Items to recall, by number or name, with their lots',
        querystring: RecallItemsQuery,
        response: { 200: RecallItemsResponse, ...errors },
      },
    },
    async (request) => service.recallItems(db, request.query.q),
  );

  // ------------------------------------------------------------------ the clinic
  registerEndpoints(app, ctx, recallEndpoints, {
    accountRecalls: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.listAccountRecalls(db, buyerOf(request), ctx.now());
    },
    acknowledgeRecall: (request) => service.acknowledgeRecall(deps, buyerOf(request), request.body),
    recallNotice: async (request, reply) =>
      sendPdf(reply, await service.noticeDocument(deps, request.query.id, buyerOf(request).account.id)),
    orderRecalls: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.orderRecallBanners(db, buyerOf(request), request.query.salesOrderId);
    },
    itemRecalls: (request) => service.itemRecallBanners(ctx.readDb, request.query.itemId),
  });
}
