// HTTP of the back office's customer accounts, licence documents and site content (issue 20 points
// 5 and 6, docs/decisions/0029-admin-customers-and-content.md), from the contract's descriptors
// (endpoints/back-office.ts). Each route names its area; the gate (http/staff-auth.ts) refuses
// customer tokens with 403, no staff session with 401, a role without the area with 403.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminCustomersEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { staffOf } from '../../http/staff-auth.ts';
import { licenceDocumentStore } from '../addresses/addresses.service.ts';
import { viewerOf } from '../catalog/catalog.service.ts';
import type { InvalidContent } from '../content/content.service.ts';
import * as accounts from './accounts.service.ts';
import * as content from './site-content.service.ts';

/** A file name safe in a Content-Disposition header, with the original in filename*. */
function disposition(fileName: string): string {
  const ascii = fileName.replaceAll(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const reportInvalid =
  (request: FastifyRequest): InvalidContent =>
  (kind, path, problem) =>
    request.log.warn(
      { kind, path, problem },
      'content entry does not match its shape; left out of the preview',
    );

export async function adminCustomersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const documents = licenceDocumentStore(ctx.config.dataDir);

  registerEndpoints(app, ctx, adminCustomersEndpoints, {
    customers: (request) => accounts.searchCustomers(db, request.query),
    customer: (request) => accounts.customerDetails(db, request.params.id),
    updateCustomer: (request) =>
      accounts.updateCustomer(db, staffOf(request), request.params.id, request.body),
    // The answer is the file's bytes, of its own type.
    licenceDocument: async (request, reply) => {
      const document = await accounts.licenceDocument(db, documents, request.params.id);
      return reply
        .type(document.type)
        .header('content-disposition', disposition(document.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(document.bytes);
    },
    contentEntries: () => content.contentEntries(db),
    createContent: (request) => content.createContent(db, staffOf(request), request.body),
    contentEntry: (request) => content.contentEntry(db, request.params.id),
    saveContentDraft: (request) =>
      content.saveContentDraft(db, staffOf(request), request.params.id, request.body),
    previewContent: (request) =>
      content.previewContent(db, viewerOf(request.actor), request.params.id, reportInvalid(request)),
    publishContent: (request) => content.publishContent(db, staffOf(request), request.params.id),
    discardContentDraft: (request) => content.discardContentDraft(db, staffOf(request), request.params.id),
  });
}
