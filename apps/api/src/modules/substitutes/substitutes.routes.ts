// HTTP for substitutes (issue 34 point 4, ADR 0053): the ranked equivalents of a backordered or
// recalled item (the product page) and of the caller's cart lines (the cart page). Signed-in buyers
// only: the ranking is about what this buyer can buy. The swap itself is a cart call (cart.routes).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CartSubstitutesResponse,
  ErrorResponse,
  ItemSubstitutesQuery,
  ItemSubstitutesResponse,
  substitutePaths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requireUser } from '../../http/auth.ts';
import * as service from './substitutes.service.ts';

export async function substituteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { preValidation: requireUser };

  r.get(
    substitutePaths.forItem,
    {
      ...guarded,
      schema: {
        tags: ['catalogue'],
        summary:
          'Equivalent items of a backordered or recalled item, ranked by whether the caller can buy them now',
        querystring: ItemSubstitutesQuery,
        response: {
          200: ItemSubstitutesResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => service.itemSubstitutes(ctx.readDb, buyerOf(request), request.query.id, ctx.now()),
  );

  r.get(
    substitutePaths.forCart,
    {
      ...guarded,
      schema: {
        tags: ['cart'],
        summary: "Equivalent items for each of the caller's cart lines that is backordered or recalled",
        response: { 200: CartSubstitutesResponse, 401: ErrorResponse },
      },
    },
    async (request) => service.cartSubstitutes(ctx.db, buyerOf(request), ctx.now()),
  );
}
