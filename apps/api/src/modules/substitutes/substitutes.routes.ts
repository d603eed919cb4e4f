// HTTP for substitutes (issue 34 point 4, ADR 0053): the ranked equivalents of a backordered or
// recalled item (the product page) and of the caller's cart lines (the cart page). Signed-in buyers
// only: the ranking is about what this buyer can buy. The swap itself is a cart call (cart.routes).
import type { FastifyInstance } from 'fastify';
import { cartSubstituteEndpoints, itemSubstituteEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import * as service from './substitutes.service.ts';

export async function substituteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerEndpoints(app, ctx, itemSubstituteEndpoints, {
    forItem: (request) => service.itemSubstitutes(ctx.readDb, buyerOf(request), request.query.id, ctx.now()),
  });

  registerEndpoints(app, ctx, cartSubstituteEndpoints, {
    forCart: (request) => service.cartSubstitutes(ctx.db, buyerOf(request), ctx.now()),
  });
}
