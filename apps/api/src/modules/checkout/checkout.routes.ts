// HTTP of checkout (service spec §7 "Checkout", /api/checkout/checkout/*; issue 17): the contract's
// descriptors (endpoints/checkout.ts) say what each call takes, answers and refuses; here each is
// bound to the order-to-cash module's placing (ADR 0034). placeOrder requires an Idempotency-Key
// (ARCHITECTURE §4): a retry answers the first result, another body is refused.
import type { FastifyInstance } from 'fastify';
import { checkoutEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { requestHash } from '../../core/idempotency.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../http/idempotency.ts';
import { orderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import * as checkout from '../order-to-cash/placing.service.ts';

/**
 * placeOrder keeps its key on the order, in the order's transaction (ADR 0023), so a run that died
 * holding the key's lock need not block retries for a minute: after 2 s a retry runs again and
 * finds the order the dead run committed, if it did.
 */
const PLACE_ORDER_LOCK_SECONDS = 2;

export async function checkoutRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const deps = orderToCashDeps(ctx, ctx.jobs);

  registerEndpoints(app, ctx, checkoutEndpoints, {
    getCheckoutData: (request) =>
      checkout.getCheckoutData(
        deps,
        buyerOf(request),
        request.query.itemListId === undefined
          ? { kind: 'cart' }
          : { kind: 'itemList', itemListId: request.query.itemListId },
      ),
    getTypes: (request) => checkout.getTypes(ctx.db, buyerOf(request)),
    getAlternateShippingData: (request) =>
      checkout.getAlternateShippingData(deps, buyerOf(request), request.query),
    placeOrder: {
      lockSeconds: PLACE_ORDER_LOCK_SECONDS,
      handler: (request) =>
        checkout.placeOrder(deps, buyerOf(request), request.body, {
          idempotencyKey: String(request.headers[IDEMPOTENCY_KEY_HEADER]),
          requestHash: requestHash({ body: request.body }),
        }),
    },
  });
}
