// HTTP of addresses and licences (service spec §7: GET /api/myaccount/address/getAll, POST upsert,
// POST delete {id}; issue 19 point 3: licence upsert with its document, and the document itself).
// Every call needs a login and no other permission (service spec §2: Addresses has no gate).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AddressResponse,
  AddressesResponse,
  DeleteAddressBody,
  DeleteAddressResponse,
  ErrorResponse,
  LICENCE_UPLOAD_BODY_LIMIT,
  LicenceDocumentQuery,
  LicenceResponse,
  UpsertAddressBody,
  UpsertLicenceBody,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requireUser } from '../../http/auth.ts';
import * as service from './addresses.service.ts';
import { LicenceDocuments } from './licence-documents.ts';

const tags = ['addresses'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** A file name a Content-Disposition header can carry: ASCII fallback plus the UTF-8 original. */
function disposition(fileName: string): string {
  const ascii = fileName.replaceAll(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function addressRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = ctx;
  const documents = new LicenceDocuments(ctx.config.dataDir);

  r.get(
    paths.address.getAll,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The account's addresses with their licenses (mappedResults) and dddShippingCutoffTime",
        response: { 200: AddressesResponse, 401: ErrorResponse },
      },
    },
    async (request) => service.getAll(db, buyerOf(request), now()),
  );

  r.post(
    paths.address.upsert,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Add an address (no id) or edit one of the account’s; US states and ZIP codes only',
        body: UpsertAddressBody,
        response: { 200: AddressResponse, ...errors, 422: ErrorResponse },
      },
    },
    async (request) => service.upsert(db, buyerOf(request), request.body, now()),
  );

  r.post(
    paths.address.delete,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Delete an address; refused while open orders or subscriptions use it',
        body: DeleteAddressBody,
        response: { 200: DeleteAddressResponse, ...errors, 409: ErrorResponse },
      },
    },
    async (request) => service.remove(db, buyerOf(request), request.body.id),
  );

  r.post(
    paths.address.upsertLicence,
    {
      preValidation: requireUser,
      bodyLimit: LICENCE_UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Add or renew a license at one of the account’s addresses with its document (PDF, PNG or JPEG, base64, up to 5 MB); pending verification',
        body: UpsertLicenceBody,
        response: { 200: LicenceResponse, ...errors },
      },
    },
    async (request) => service.upsertLicence(db, documents, buyerOf(request), request.body, now()),
  );

  // Without the type provider: the answer is the file's bytes, not a JSON schema's shape.
  app.get<{ Querystring: z.infer<typeof LicenceDocumentQuery> }>(
    paths.address.licenceDocument,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'The uploaded document of one of the account’s licenses',
        querystring: LicenceDocumentQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const document = await service.licenceDocument(db, documents, buyerOf(request), request.query.id);
      return reply
        .type(document.type)
        .header('content-disposition', disposition(document.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(document.bytes);
    },
  );
}
