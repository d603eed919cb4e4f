// HTTP for estimates and quotes (service spec §7 generic GET /api/{route}/paginate, GET
// /api{route}/{id}, POST /api/{route}/create): the contract's descriptors (endpoints/estimates.ts)
// say what each call takes, answers and refuses. A login is needed; only the session account's
// estimates and quotes are answered, and any other id is not found.
import type { FastifyInstance } from 'fastify';
import { estimateEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import * as estimates from './estimates.service.ts';

export async function estimateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  registerEndpoints(app, ctx, estimateEndpoints, {
    estimatesPaginate: (request) =>
      estimates.listEstimates(db, buyerOf(request), 'estimate', request.query, ctx.now()),
    estimateById: (request) =>
      estimates.estimateDetails(db, buyerOf(request), 'estimate', request.params.id, ctx.now()),
    createEstimate: (request) =>
      estimates.createEstimate(db, buyerOf(request), 'estimate', request.body, ctx.now()),
    quotesPaginate: (request) =>
      estimates.listEstimates(db, buyerOf(request), 'quote', request.query, ctx.now()),
    quoteById: (request) =>
      estimates.estimateDetails(db, buyerOf(request), 'quote', request.params.id, ctx.now()),
    createQuote: (request) =>
      estimates.createEstimate(db, buyerOf(request), 'quote', request.body, ctx.now()),
    convertToCart: (request) => estimates.convertToCart(db, buyerOf(request), request.body.id, ctx.now()),
  });
}
