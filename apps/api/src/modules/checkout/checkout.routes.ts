// HTTP of checkout (service spec §7 "Checkout", /api/checkout/checkout/*; issue 17): validate with
// the contract's schemas, require a login, call the order-to-cash module's placing (ADR 0034). placeOrder requires an
// Idempotency-Key (ARCHITECTURE §4): a retry answers the first result, another body is refused.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AlternateShippingQuery,
  AlternateShippingResponse,
  CheckoutDataQuery,
  CheckoutDataResponse,
  CheckoutTypesResponse,
  ErrorResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { requestHash } from '../../core/idempotency.ts';
import { buyerOf, requireUser } from '../../http/auth.ts';
import { IDEMPOTENCY_KEY_HEADER, idempotent } from '../../http/idempotency.ts';
import { orderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import * as checkout from '../order-to-cash/placing.service.ts';

const tags = ['checkout'];
/**
 * placeOrder keeps its key on the order, in the order's transaction (ADR 0023), so a run that died
 * holding the key's lock need not block retries for a minute: after 2 s a retry runs again and
 * finds the order the dead run committed, if it did.
 */
const PLACE_ORDER_LOCK_SECONDS = 2;
const readErrors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const placeErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  402: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  422: ErrorResponse,
};

export async function checkoutRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = orderToCashDeps(ctx, ctx.jobs);
  const guarded = { preValidation: requireUser };

  r.get(
    paths.checkout.getCheckoutData,
    {
      ...guarded,
      schema: {
        tags,
        summary:
          'Terms and available balance, ship-tos offered (and left out, with why), bill-tos, payment methods, submission details',
        querystring: CheckoutDataQuery,
        response: { 200: CheckoutDataResponse, ...readErrors },
      },
    },
    async (request) =>
      checkout.getCheckoutData(
        deps,
        buyerOf(request),
        request.query.itemListId === undefined
          ? { kind: 'cart' }
          : { kind: 'itemList', itemListId: request.query.itemListId },
      ),
  );

  r.get(
    paths.checkout.getTypes,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'How the account may pay: terms (when it has terms), card, bank account',
        response: { 200: CheckoutTypesResponse, ...readErrors },
      },
    },
    async (request) => checkout.getTypes(ctx.db, buyerOf(request)),
  );

  r.get(
    paths.checkout.getAlternateShippingData,
    {
      ...guarded,
      schema: {
        tags,
        summary:
          "The next delivery dates of the account's ship-to with that zip and city (cut-off, delivery days)",
        querystring: AlternateShippingQuery,
        response: { 200: AlternateShippingResponse, ...readErrors },
      },
    },
    async (request) => checkout.getAlternateShippingData(deps, buyerOf(request), request.query),
  );

  r.post(
    paths.checkout.placeOrder,
    {
      ...guarded,
      schema: {
        tags,
        summary:
          "Places the cart as an order in one transaction (terms, a new card's token or a saved method); Idempotency-Key required",
        body: PlaceOrderRequest,
        response: { 200: PlaceOrderResponse, ...placeErrors },
      },
    },
    async (request, reply) =>
      idempotent(
        ctx.db,
        request,
        reply,
        () =>
          checkout.placeOrder(deps, buyerOf(request), request.body, {
            idempotencyKey: String(request.headers[IDEMPOTENCY_KEY_HEADER]),
            requestHash: requestHash({ body: request.body }),
          }),
        { required: true, lockSeconds: PLACE_ORDER_LOCK_SECONDS },
      ),
  );
}
