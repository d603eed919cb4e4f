// HTTP of recalls (issue 34 point 2, ADR 0050). The back office's face under /api/admin (area
// 'recalls': compliance staff and administrators): drafts, the preview, publishing, reminders, the
// effectiveness report and its CSV, the notice PDF. The clinic's face: its own recalls, its
// acknowledgment, the notice PDF of a recall that reached it, and the banners of the product page
// (any visitor: a published recall is public) and of the account's order details.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RECALL_BODY_LIMIT, adminRecallEndpoints, recallEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { staffOf } from '../../http/staff-auth.ts';
import { RecallNotices } from './notice-documents.ts';
import * as service from './recalls.service.ts';

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

export async function recallRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const notices = new RecallNotices(ctx.config.dataDir);
  const deps = {
    db,
    jobs: ctx.jobs,
    outbox: ctx.outbox,
    notices,
    now: ctx.now,
    letterhead: ctx.config.store,
  };

  // ------------------------------------------------------------------ back office
  const withNotice = { options: { bodyLimit: RECALL_BODY_LIMIT } };
  registerEndpoints(app, ctx, adminRecallEndpoints, {
    recalls: () => service.listRecalls(db),
    draftRecall: {
      ...withNotice,
      handler: (request) => service.saveDraft(deps, staffOf(request), null, request.body),
    },
    recall: (request) => service.getRecall(db, request.params.id),
    editRecall: {
      ...withNotice,
      handler: (request) => service.saveDraft(deps, staffOf(request), request.params.id, request.body),
    },
    recallPreview: (request) => service.previewRecall(db, request.params.id),
    publishRecall: (request) => service.publishRecall(deps, staffOf(request), request.params.id),
    remindRecall: (request) =>
      service.remindRecall(deps, staffOf(request), request.params.id, request.body.round),
    recallReport: (request) => service.recallReport(db, request.params.id),
    recallReportCsv: async (request, reply) => {
      const { recallNumber, csv } = await service.recallReportCsv(db, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', disposition(`${recallNumber}-effectiveness.csv`))
        .send(csv);
    },
    recallNotice: async (request, reply) =>
      sendPdf(reply, await service.noticeDocument(deps, request.params.id, null)),
    recallItems: (request) => service.recallItems(db, request.query.q),
  });

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
