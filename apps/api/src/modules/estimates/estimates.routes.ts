// HTTP for estimates and quotes (service spec §7 generic GET /api/{route}/paginate, GET
// /api{route}/{id}, POST /api/{route}/create): a login is needed; only the session account's
// estimates and quotes are answered, and any other id is not found.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConvertEstimateRequest,
  ConvertEstimateResponse,
  CreateEstimateRequest,
  ErrorResponse,
  EstimateDetails,
  EstimateIdParams,
  EstimatesQuery,
  EstimatesResponse,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requireUser } from '../../http/auth.ts';
import * as estimates from './estimates.service.ts';

const TAGS = ['estimates'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

export async function estimateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  for (const [kind, group] of [
    ['estimate', paths.estimates],
    ['quote', paths.quotes],
  ] as const) {
    r.get(
      group.paginate,
      {
        preValidation: requireUser,
        schema: {
          tags: TAGS,
          summary: `The account's ${kind}s, newest first, 10 a page`,
          querystring: EstimatesQuery,
          response: { 200: EstimatesResponse, 400: ErrorResponse, 401: ErrorResponse },
        },
      },
      async (request) => estimates.listEstimates(db, buyerOf(request), kind, request.query, ctx.now()),
    );

    r.get(
      group.byId,
      {
        preValidation: requireUser,
        schema: {
          tags: TAGS,
          summary: `A ${kind} of the account with its lines, status and expiry`,
          params: EstimateIdParams,
          response: { 200: EstimateDetails, ...errors },
        },
      },
      async (request) => estimates.estimateDetails(db, buyerOf(request), kind, request.params.id, ctx.now()),
    );

    r.post(
      group.create,
      {
        preValidation: requireUser,
        schema: {
          tags: TAGS,
          summary:
            kind === 'estimate'
              ? 'Saves the cart as an open estimate'
              : 'Asks the store for a quote on the cart',
          body: CreateEstimateRequest,
          response: { 200: EstimateDetails, ...errors, 422: ErrorResponse },
        },
      },
      async (request) => estimates.createEstimate(db, buyerOf(request), kind, request.body, ctx.now()),
    );
  }

  r.post(
    paths.estimates.convertToCart,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Adds an open, unexpired estimate to the cart at its prices (once)',
        body: ConvertEstimateRequest,
        response: { 200: ConvertEstimateResponse, ...errors, 409: ErrorResponse },
      },
    },
    async (request) => estimates.convertToCart(db, buyerOf(request), request.body.id, ctx.now()),
  );
}
