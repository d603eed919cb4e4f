// HTTP of the account's billing ledger (service spec §7 "Account and transactions"; issue 18):
// invoices, payments, credit memos, statements, generatePDF and the PDF link. Gates (service spec
// §2, §6): invoices, statements and documents need isPriceVisible; credit memos need
// hasCreditMemoAccess; the payment history needs a login only (its amounts are removed for a buyer
// without isPriceVisible). The services keep every call to the session's account. Invoices,
// payments, credit memos and the statement's lines are resources with the spec's generic routes
// (http/resource-routes.ts, ADR 0057).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ByIdQuery,
  CreditMemoDetailsResponse,
  CreditMemosQuery,
  CreditMemosResponse,
  ErrorResponse,
  GeneratePdfRequest,
  GeneratePdfResponse,
  InvoiceDetailsResponse,
  InvoicesQuery,
  InvoicesResponse,
  PaymentDetailsResponse,
  PaymentsQuery,
  PaymentsResponse,
  PdfQuery,
  StatementPage,
  StatementPaginateQuery,
  StatementQuery,
  StatementResponse,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requirePermission, requireUser } from '../../http/auth.ts';
import { registerResource } from '../../http/resource-routes.ts';
import { createPdfRenderer, letterheadFromConfig } from '../documents/documents.service.ts';
import { DocumentLinks, generatePdf, openPdf } from '../order-to-cash/documents-link.service.ts';
import * as ledger from '../order-to-cash/ledger.service.ts';

const tags = ['transactions'];
const PdfBytes = z.custom<Buffer>((value) => Buffer.isBuffer(value), 'a PDF');
const readErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export async function transactionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = ctx;
  const links = new DocumentLinks(ctx.config.jwtSecret);
  const renderer = createPdfRenderer(letterheadFromConfig(ctx.config.store));
  const priceVisible = requirePermission('isPriceVisible');
  const memoAccess = requirePermission('hasCreditMemoAccess');

  // The ledger's resources, each with the spec's generic routes (ADR 0057): its page, and its
  // details as `byId?id=` and as `/{id}`, the same answer.
  registerResource(app, {
    tags,
    page: {
      guard: priceVisible,
      path: paths.transaction.invoicesPaginate,
      summary:
        'Invoices, 10 a page; filters status.value (open, paid, all), fromDate, toDate, search, orderBy',
      query: InvoicesQuery,
      answer: InvoicesResponse,
      read: (request, query) => ledger.invoices(db, buyerOf(request), query, now()),
    },
    details: {
      guard: priceVisible,
      byIdPath: paths.transaction.invoicesById,
      idPath: paths.transaction.invoicesByPathId,
      summary:
        'An invoice: lines, the order and shipments it bills, payments and credits applied, amount due',
      id: ByIdQuery,
      answer: InvoiceDetailsResponse,
      read: (request, id) => ledger.invoiceById(db, buyerOf(request), id, now()),
    },
  });

  registerResource(app, {
    tags,
    page: {
      guard: requireUser,
      path: paths.transaction.paymentsPaginate,
      summary: 'Payment history, 10 a page, newest first',
      query: PaymentsQuery,
      answer: PaymentsResponse,
      read: (request, query) => ledger.payments(db, buyerOf(request), query),
    },
    details: {
      guard: requireUser,
      byIdPath: paths.transaction.paymentsById,
      idPath: paths.transaction.paymentsByPathId,
      summary: 'A payment: the invoices it paid and the credits used in it',
      id: ByIdQuery,
      answer: PaymentDetailsResponse,
      read: (request, id) => ledger.paymentById(db, buyerOf(request), id),
    },
  });

  registerResource(app, {
    tags,
    page: {
      guard: memoAccess,
      path: paths.transaction.creditMemosPaginate,
      summary: 'Credit memos with their remaining balance, 10 a page',
      query: CreditMemosQuery,
      answer: CreditMemosResponse,
      read: (request, query) => ledger.creditMemos(db, buyerOf(request), query),
    },
    details: {
      guard: memoAccess,
      byIdPath: paths.transaction.creditMemosById,
      idPath: paths.transaction.creditMemosByPathId,
      summary: 'A credit memo and where it was applied',
      id: ByIdQuery,
      answer: CreditMemoDetailsResponse,
      read: (request, id) => ledger.creditMemoById(db, buyerOf(request), id),
    },
  });

  // The statement has no ids: its generic route is the page of its lines.
  registerResource(app, {
    tags,
    page: {
      guard: priceVisible,
      path: paths.transaction.statementPaginate,
      summary:
        "The statement's lines, 10 a page, in date order (orderBy=desc: newest first), with running balances; search a transaction number",
      query: StatementPaginateQuery,
      answer: StatementPage,
      read: (request, query) => ledger.statementLines(db, buyerOf(request), query),
    },
  });

  r.get(
    paths.transaction.statement,
    {
      preValidation: priceVisible,
      schema: {
        tags,
        summary: 'The account statement of a period: opening balance, transactions, closing balance, aging',
        querystring: StatementQuery,
        response: { 200: StatementResponse, ...readErrors },
      },
    },
    async (request) => ledger.statement(db, buyerOf(request), request.query, now()),
  );

  r.post(
    paths.transaction.generatePDF,
    {
      preValidation: priceVisible,
      schema: {
        tags,
        summary: 'A signed, short-lived link to the PDF of transactions or of a statement',
        body: GeneratePdfRequest,
        response: { 200: GeneratePdfResponse, ...readErrors },
      },
    },
    async (request) => generatePdf(db, links, buyerOf(request), request.body, now(), paths.transaction.pdf),
  );

  // The link opens in a browser tab: no bearer token, the signature and expiry decide (ADR 0024).
  r.get(
    paths.transaction.pdf,
    {
      schema: {
        tags,
        summary: 'The PDF of a generatePDF link (application/pdf, inline)',
        querystring: PdfQuery,
        // The bytes are sent as they are (a Buffer is never serialized).
        response: { 200: PdfBytes, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const pdf = await openPdf(db, links, renderer, request.actor, request.query.token, now());
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf.bytes));
    },
  );
}
