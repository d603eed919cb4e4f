// HTTP of the back office's customer accounts, licence documents and site content (issue 20 points
// 5 and 6, docs/decisions/0029-admin-customers-and-content.md). Each route names its area; the gate
// (http/staff-auth.ts) refuses customer tokens with 403, no staff session with 401, a role without
// the area with 403.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminContentEntryResponse,
  AdminContentList,
  AdminCustomerDetails,
  AdminCustomersPage,
  AdminCustomersQuery,
  AdminIdParams,
  ContentPreviewResponse,
  CreateContentBody,
  SaveContentDraftBody,
  UpdateCustomerBody,
  UpdateCustomerResponse,
  adminPaths,
} from '@medsupply/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireStaff, staffOf } from '../../http/staff-auth.ts';
import { licenceDocumentStore } from '../addresses/addresses.service.ts';
import { viewerOf } from '../catalog/catalog.service.ts';
import type { InvalidContent } from '../content/content.service.ts';
import * as accounts from './accounts.service.ts';
import * as content from './site-content.service.ts';
import { TAGS, errors } from './route-docs.ts';

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const documents = licenceDocumentStore(ctx.config.dataDir);

  r.get(
    adminPaths.customers,
    {
      onRequest: requireStaff('customers'),
      schema: {
        tags: TAGS,
        summary: 'Customer accounts by name, number or contact, by name',
        querystring: AdminCustomersQuery,
        response: { 200: AdminCustomersPage, ...errors },
      },
    },
    async (request) => accounts.searchCustomers(db, request.query),
  );

  r.get(
    adminPaths.customer,
    {
      onRequest: requireStaff('customers'),
      schema: {
        tags: TAGS,
        summary:
          'An account: terms, credit, price level, links, contacts, addresses and licenses, recent documents',
        params: AdminIdParams,
        response: { 200: AdminCustomerDetails, ...errors },
      },
    },
    async (request) => accounts.customerDetails(db, request.params.id),
  );

  r.patch(
    adminPaths.customer,
    {
      onRequest: requireStaff('customers'),
      schema: {
        tags: TAGS,
        summary: "Edits an account's terms, credit limit, price level or parent link (audited before/after)",
        params: AdminIdParams,
        body: UpdateCustomerBody,
        response: { 200: UpdateCustomerResponse, ...errors },
      },
    },
    async (request) => accounts.updateCustomer(db, staffOf(request), request.params.id, request.body),
  );

  // Without the type provider's response: the answer is the file's bytes.
  app.get<{ Params: z.infer<typeof AdminIdParams> }>(
    adminPaths.licenceDocument,
    {
      onRequest: requireStaff('licences'),
      schema: {
        tags: TAGS,
        summary: 'The document a buyer uploaded with a license',
        params: AdminIdParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const document = await accounts.licenceDocument(db, documents, request.params.id);
      return reply
        .type(document.type)
        .header('content-disposition', disposition(document.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(document.bytes);
    },
  );

  r.get(
    adminPaths.content,
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: TAGS,
        summary: 'The website entries (banner, navigation, home, footer) and content pages, with draft state',
        response: { 200: AdminContentList, ...errors },
      },
    },
    async () => content.contentEntries(db),
  );

  r.post(
    adminPaths.content,
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: TAGS,
        summary: 'Adds an entry (a page with its path) as a draft',
        body: CreateContentBody,
        response: { 200: AdminContentEntryResponse, ...errors },
      },
    },
    async (request) => content.createContent(db, staffOf(request), request.body),
  );

  r.get(
    adminPaths.contentEntry,
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: TAGS,
        summary: 'An entry: its live version and its draft',
        params: AdminIdParams,
        response: { 200: AdminContentEntryResponse, ...errors },
      },
    },
    async (request) => content.contentEntry(db, request.params.id),
  );

  r.put(
    adminPaths.contentDraft,
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: TAGS,
        summary: "Saves an entry's draft (checked against its kind, rich text sanitized); not yet served",
        params: AdminIdParams,
        body: SaveContentDraftBody,
        response: { 200: AdminContentEntryResponse, ...errors },
      },
    },
    async (request) => content.saveContentDraft(db, staffOf(request), request.params.id, request.body),
  );

  r.get(
    adminPaths.contentPreview,
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: TAGS,
        summary: "The storefront's content as it would be served with this entry's draft published",
        params: AdminIdParams,
        response: { 200: ContentPreviewResponse, ...errors },
      },
    },
    async (request) =>
      content.previewContent(db, viewerOf(request.actor), request.params.id, reportInvalid(request)),
  );

  r.post(
    adminPaths.contentPublish,
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: TAGS,
        summary: 'Publishes the draft: the storefront serves it from the next request',
        params: AdminIdParams,
        response: { 200: AdminContentEntryResponse, ...errors },
      },
    },
    async (request) => content.publishContent(db, staffOf(request), request.params.id),
  );

  r.post(
    adminPaths.contentDiscard,
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: TAGS,
        summary: 'Drops the draft (a page never published goes with it)',
        params: AdminIdParams,
        response: { 200: z.object({ entry: AdminContentEntryResponse.shape.entry.nullable() }), ...errors },
      },
    },
    async (request) => content.discardContentDraft(db, staffOf(request), request.params.id),
  );
}
