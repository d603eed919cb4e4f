// HTTP of addresses and licences (service spec §7: GET /api/myaccount/address/getAll, POST upsert,
// POST delete {id}; issue 19 point 3: licence upsert with its document, and the document itself).
// Every call needs a login and no other permission (service spec §2: Addresses has no gate). The
// contract's descriptors (endpoints/addresses.ts) say what each call takes, answers and refuses.
import type { FastifyInstance } from 'fastify';
import { LICENCE_UPLOAD_BODY_LIMIT, addressesEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import * as service from './addresses.service.ts';
import { LicenceDocuments } from './licence-documents.ts';

/** A file name a Content-Disposition header can carry: ASCII fallback plus the UTF-8 original. */
function disposition(fileName: string): string {
  const ascii = fileName.replaceAll(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function addressRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, now } = ctx;
  const documents = new LicenceDocuments(ctx.config.dataDir);

  registerEndpoints(app, ctx, addressesEndpoints, {
    getAll: (request) => service.getAll(db, buyerOf(request), now()),
    upsert: (request) => service.upsert(db, buyerOf(request), request.body, now()),
    delete: (request) => service.remove(db, buyerOf(request), request.body.id),
    upsertLicence: {
      options: { bodyLimit: LICENCE_UPLOAD_BODY_LIMIT },
      handler: (request) => service.upsertLicence(db, documents, buyerOf(request), request.body, now()),
    },
    licenceDocument: async (request, reply) => {
      const document = await service.licenceDocument(db, documents, buyerOf(request), request.query.id);
      return reply
        .type(document.type)
        .header('content-disposition', disposition(document.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(document.bytes);
    },
  });
}
