// HTTP of the back office's billing operations and reports (H3; ADR 0030), registered with the
// rest of /api/admin (back-office.routes.ts). Each route names its area: cancelling a line is the
// order desk's (orders), memos, payments and ledgers accounts receivable's (billing), the reports
// 'reports'. The gate refuses customer tokens, missing sessions and roles without the area.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminIdParams,
  AdminOrderLineParams,
  CancelLineBody,
  CancelLineResponse,
  ControlledSubstancesPage,
  ControlledSubstancesQuery,
  CreditMemoResponse,
  ErrorResponse,
  IsoDayField,
  InvoiceLinesResponse,
  IssueCreditMemoBody,
  LedgerResponse,
  ReceivablesReport,
  RecordPaymentBody,
  RecordPaymentResponse,
  RefundPaymentBody,
  RefundPaymentResponse,
  ReportRangeQuery,
  SalesReport,
  adminPaths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { KEYED_EFFECT_LOCK_SECONDS, idempotencyKeyOf, idempotent } from '../../http/idempotency.ts';
import { orderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import { requireStaff, staffOf } from '../../http/staff-auth.ts';
import * as billing from './billing.service.ts';
import * as reports from './reports.service.ts';
import { TAGS, errors as adminErrors } from './route-docs.ts';

const errors = { ...adminErrors, 422: ErrorResponse };

const CsvQuery = z.object({ from: IsoDayField.optional(), to: IsoDayField.optional() });

export async function adminBillingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const deps = orderToCashDeps(ctx, ctx.jobs);

  r.post(
    adminPaths.cancelOrderLine,
    {
      onRequest: requireStaff('orders'),
      schema: {
        tags: TAGS,
        summary:
          'Cancels a line: unshipped units (stock, allocation and credit back); the whole line also credits what was billed',
        params: AdminOrderLineParams,
        body: CancelLineBody,
        response: { 200: CancelLineResponse, ...errors },
      },
    },
    async (request, reply) =>
      idempotent(
        db,
        request,
        reply,
        () =>
          billing.cancelOrderLine(
            deps,
            staffOf(request),
            request.params.id,
            request.params.lineId,
            request.body,
            idempotencyKeyOf(request),
          ),
        // The cancellation keeps the key in its transaction: see KEYED_EFFECT_LOCK_SECONDS.
        { lockSeconds: KEYED_EFFECT_LOCK_SECONDS },
      ),
  );

  r.post(
    adminPaths.creditMemos,
    {
      onRequest: requireStaff('billing'),
      schema: {
        tags: TAGS,
        summary:
          'Issues a credit memo for returned invoice lines or an amount; the buyer sees it under Credit Memos',
        body: IssueCreditMemoBody,
        response: { 200: CreditMemoResponse, ...errors },
      },
    },
    async (request, reply) =>
      idempotent(
        db,
        request,
        reply,
        () => billing.issueCreditMemo(deps, staffOf(request), request.body, idempotencyKeyOf(request)),
        // The memo keeps the key in its transaction: see KEYED_EFFECT_LOCK_SECONDS.
        { lockSeconds: KEYED_EFFECT_LOCK_SECONDS },
      ),
  );

  r.get(
    adminPaths.invoiceLines,
    {
      onRequest: requireStaff('billing'),
      schema: {
        tags: TAGS,
        summary: "An invoice's lines with the units already credited: what a memo for returns may credit",
        params: AdminIdParams,
        response: { 200: InvoiceLinesResponse, ...errors },
      },
    },
    async (request) => billing.invoiceLines(db, request.params.id),
  );

  r.post(
    adminPaths.receivedPayments,
    {
      onRequest: requireStaff('billing'),
      schema: {
        tags: TAGS,
        summary: 'Records a check or ACH payment received and applies it to open invoices',
        body: RecordPaymentBody,
        response: { 200: RecordPaymentResponse, ...errors },
      },
    },
    async (request, reply) =>
      idempotent(
        db,
        request,
        reply,
        () => billing.recordPayment(deps, staffOf(request), request.body, idempotencyKeyOf(request)),
        // The payment keeps the key in its transaction: see KEYED_EFFECT_LOCK_SECONDS.
        { lockSeconds: KEYED_EFFECT_LOCK_SECONDS },
      ),
  );

  r.post(
    adminPaths.refundPayment,
    {
      onRequest: requireStaff('billing'),
      schema: {
        tags: TAGS,
        summary:
          'Refunds a card or bank payment to it, in part or whole: a credit memo against the invoice it paid, paid out at once',
        params: AdminIdParams,
        body: RefundPaymentBody,
        response: { 200: RefundPaymentResponse, ...errors },
      },
    },
    async (request, reply) =>
      idempotent(
        db,
        request,
        reply,
        () =>
          billing.refundPayment(
            deps,
            staffOf(request),
            request.params.id,
            request.body,
            idempotencyKeyOf(request),
          ),
        // The refund keeps the key in its transaction: see KEYED_EFFECT_LOCK_SECONDS.
        { lockSeconds: KEYED_EFFECT_LOCK_SECONDS },
      ),
  );

  r.get(
    adminPaths.accountLedger,
    {
      onRequest: requireStaff('billing'),
      schema: {
        tags: TAGS,
        summary: "A customer's ledger: invoices, payments and credit memos, newest first, with the aging",
        params: AdminIdParams,
        response: { 200: LedgerResponse, ...errors },
      },
    },
    async (request) => billing.accountLedger(db, request.params.id, ctx.now()),
  );

  r.get(
    adminPaths.salesReport,
    {
      onRequest: requireStaff('reports'),
      schema: {
        tags: TAGS,
        summary: 'Sales by day and by category between two store-calendar days',
        querystring: ReportRangeQuery,
        response: { 200: SalesReport, ...errors },
      },
    },
    async (request) => reports.salesReport(db, request.query),
  );

  r.get(
    adminPaths.receivablesReport,
    {
      onRequest: requireStaff('reports'),
      schema: {
        tags: TAGS,
        summary: 'Open receivables by account and aging bucket, as of today',
        response: { 200: ReceivablesReport, ...errors },
      },
    },
    async () => reports.receivablesReport(db, ctx.now()),
  );

  r.get(
    adminPaths.controlledSubstances,
    {
      onRequest: requireStaff('reports'),
      schema: {
        tags: TAGS,
        summary: 'The controlled-substance order record, oldest first',
        querystring: ControlledSubstancesQuery,
        response: { 200: ControlledSubstancesPage, ...errors },
      },
    },
    async (request) => reports.controlledSubstances(db, request.query),
  );

  r.get(
    adminPaths.controlledSubstancesCsv,
    {
      onRequest: requireStaff('reports'),
      schema: {
        tags: TAGS,
        summary: 'The controlled-substance order record as CSV (a header row, every field quoted)',
        querystring: CsvQuery,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await reports.controlledSubstancesCsv(db, request.query);
      const day = ctx.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="controlled-substances-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
}
