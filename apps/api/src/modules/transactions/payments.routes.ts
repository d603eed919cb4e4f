// HTTP of payments (service spec §7 "Payments": GET getCreditInfo, POST createPayment). Both belong
// to Make Payment, gated by isPriceVisible (service spec §2); they are the billing face's, beside
// the ledger's pages, and call the order-to-cash module (ADR 0034), which applies the money. createPayment requires an
// Idempotency-Key (ARCHITECTURE §4): a repeat answers the first result and moves no more money.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreatePaymentRequest,
  CreatePaymentResponse,
  CreditInfoResponse,
  ErrorResponse,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requirePermission } from '../../http/auth.ts';
import { IDEMPOTENCY_KEY_HEADER, idempotent } from '../../http/idempotency.ts';
import { creditInfo } from '../order-to-cash/ledger.service.ts';
import { orderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import { createPayment } from '../order-to-cash/payments.service.ts';

const tags = ['payments'];

export async function paymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const deps = orderToCashDeps(ctx, ctx.jobs);
  const priceVisible = requirePermission('isPriceVisible');

  r.get(
    paths.payments.getCreditInfo,
    {
      preValidation: priceVisible,
      schema: {
        tags,
        summary: 'Credit memos with a remaining balance and payments not fully applied',
        response: { 200: CreditInfoResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => creditInfo(db, buyerOf(request)),
  );

  r.post(
    paths.payments.createPayment,
    {
      preValidation: priceVisible,
      schema: {
        tags,
        summary: 'Pay invoices with credits and a charge, in one transaction (Idempotency-Key required)',
        body: CreatePaymentRequest,
        response: {
          200: CreatePaymentResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request, reply) =>
      idempotent(
        db,
        request,
        reply,
        () => {
          const key = request.headers[IDEMPOTENCY_KEY_HEADER];
          return createPayment(deps, buyerOf(request), request.body, typeof key === 'string' ? key : '');
        },
        { required: true },
      ),
  );
}
