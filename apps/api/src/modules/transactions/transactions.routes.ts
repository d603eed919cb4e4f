// HTTP of the account's billing ledger (service spec §7 "Account and transactions"; issue 18):
// invoices, payments, credit memos, statements, generatePDF and the PDF link. Gates (service spec
// §2, §6): invoices, statements and documents need isPriceVisible; credit memos need
// hasCreditMemoAccess; the payment history needs a login only (its amounts are removed for a buyer
// without isPriceVisible). The services keep every call to the session's account.
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
  StatementQuery,
  StatementResponse,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requirePermission, requireUser } from '../../http/auth.ts';
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

  r.get(
    paths.transaction.invoicesPaginate,
    {
      preValidation: priceVisible,
      schema: {
        tags,
        summary:
          'Invoices, 10 a page; filters status.value (open, paid, all), fromDate, toDate, search, orderBy',
        querystring: InvoicesQuery,
        response: { 200: InvoicesResponse, ...readErrors },
      },
    },
    async (request) => ledger.invoices(db, buyerOf(request), request.query, now()),
  );

  r.get(
    paths.transaction.invoicesById,
    {
      preValidation: priceVisible,
      schema: {
        tags,
        summary:
          'An invoice: lines, the order and shipments it bills, payments and credits applied, amount due',
        querystring: ByIdQuery,
        response: { 200: InvoiceDetailsResponse, ...readErrors },
      },
    },
    async (request) => ledger.invoiceById(db, buyerOf(request), request.query.id, now()),
  );

  r.get(
    paths.transaction.paymentsPaginate,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Payment history, 10 a page, newest first',
        querystring: PaymentsQuery,
        response: { 200: PaymentsResponse, ...readErrors },
      },
    },
    async (request) => ledger.payments(db, buyerOf(request), request.query),
  );

  r.get(
    paths.transaction.paymentsById,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'A payment: the invoices it paid and the credits used in it',
        querystring: ByIdQuery,
        response: { 200: PaymentDetailsResponse, ...readErrors },
      },
    },
    async (request) => ledger.paymentById(db, buyerOf(request), request.query.id),
  );

  r.get(
    paths.transaction.creditMemosPaginate,
    {
      preValidation: requirePermission('hasCreditMemoAccess'),
      schema: {
        tags,
        summary: 'Credit memos with their remaining balance, 10 a page',
        querystring: CreditMemosQuery,
        response: { 200: CreditMemosResponse, ...readErrors },
      },
    },
    async (request) => ledger.creditMemos(db, buyerOf(request), request.query),
  );

  r.get(
    paths.transaction.creditMemosById,
    {
      preValidation: requirePermission('hasCreditMemoAccess'),
      schema: {
        tags,
        summary: 'A credit memo and where it was applied',
        querystring: ByIdQuery,
        response: { 200: CreditMemoDetailsResponse, ...readErrors },
      },
    },
    async (request) => ledger.creditMemoById(db, buyerOf(request), request.query.id),
  );

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
