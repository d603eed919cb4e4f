// HTTP of payments (service spec §7 "Payments": GET getCreditInfo, POST createPayment): the
// contract's descriptors (endpoints/payments.ts) say what each call takes, answers and refuses.
// Both belong to Make Payment, gated by isPriceVisible (service spec §2); they are the billing
// face's, beside the ledger's pages, and call the order-to-cash module (ADR 0034), which applies
// the money. createPayment requires an Idempotency-Key (ARCHITECTURE §4): a repeat answers the
// first result and moves no more money.
import type { FastifyInstance } from 'fastify';
import { paymentsEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../http/idempotency.ts';
import { creditInfo } from '../order-to-cash/ledger.service.ts';
import { orderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import { createPayment } from '../order-to-cash/payments.service.ts';

export async function paymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const deps = orderToCashDeps(ctx, ctx.jobs);

  registerEndpoints(app, ctx, paymentsEndpoints, {
    getCreditInfo: (request) => creditInfo(db, buyerOf(request)),
    createPayment: (request) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      return createPayment(deps, buyerOf(request), request.body, typeof key === 'string' ? key : '');
    },
  });
}
