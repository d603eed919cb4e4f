// HTTP of the account's billing ledger (service spec §7 "Account and transactions"; issue 18):
// invoices, payments, credit memos, statements, generatePDF and the PDF link. The contract's
// descriptors (endpoints/transactions.ts) say what each call takes, answers, refuses and who may
// call it; the services keep every call to the session's account. Invoices, payments and credit
// memos are resources with the spec's generic routes (ADR 0057): `byId?id=` and `/{id}` are bound
// to the same service call, so they answer alike, refusals included.
import type { FastifyInstance } from 'fastify';
import { transactionEndpoints, transactionPaths } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { numericIdPath } from '../../http/resource-routes.ts';
import { createPdfRenderer, letterheadFromConfig } from '../documents/documents.service.ts';
import { DocumentLinks, generatePdf, openPdf } from '../order-to-cash/documents-link.service.ts';
import * as ledger from '../order-to-cash/ledger.service.ts';

export async function transactionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, now } = ctx;
  const links = new DocumentLinks(ctx.config.jwtSecret);
  const renderer = createPdfRenderer(letterheadFromConfig(ctx.config.store));

  registerEndpoints(app, ctx, transactionEndpoints, {
    invoicesPaginate: (request) => ledger.invoices(db, buyerOf(request), request.query, now()),
    invoicesById: (request) => ledger.invoiceById(db, buyerOf(request), request.query.id, now()),
    invoicesByPathId: {
      url: numericIdPath(transactionPaths.invoicesByPathId),
      handler: (request) => ledger.invoiceById(db, buyerOf(request), request.params.id, now()),
    },
    paymentsPaginate: (request) => ledger.payments(db, buyerOf(request), request.query),
    paymentsById: (request) => ledger.paymentById(db, buyerOf(request), request.query.id),
    paymentsByPathId: {
      url: numericIdPath(transactionPaths.paymentsByPathId),
      handler: (request) => ledger.paymentById(db, buyerOf(request), request.params.id),
    },
    creditMemosPaginate: (request) => ledger.creditMemos(db, buyerOf(request), request.query),
    creditMemosById: (request) => ledger.creditMemoById(db, buyerOf(request), request.query.id),
    creditMemosByPathId: {
      url: numericIdPath(transactionPaths.creditMemosByPathId),
      handler: (request) => ledger.creditMemoById(db, buyerOf(request), request.params.id),
    },
    statementPaginate: (request) => ledger.statementLines(db, buyerOf(request), request.query),
    statement: (request) => ledger.statement(db, buyerOf(request), request.query, now()),
    generatePDF: (request) =>
      generatePdf(db, links, buyerOf(request), request.body, now(), transactionPaths.pdf),
    pdf: async (request, reply) => {
      const pdf = await openPdf(db, links, renderer, request.actor, request.query.token, now());
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf.bytes));
    },
  });
}
