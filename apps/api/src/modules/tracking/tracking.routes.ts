// HTTP for delivery tracking (service spec §7 trackingData with trackingNumber, recentFulfillments
// with account): a login is needed; only the session account's fulfilments are answered.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  RecentFulfillmentsQuery,
  RecentFulfillmentsResponse,
  TrackingData,
  TrackingQuery,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requireUser } from '../../http/auth.ts';
import * as tracking from './tracking.service.ts';

const TAGS = ['tracking'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

export async function trackingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    paths.transactions.trackingData,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "A shipment of the caller's account by tracking number: carrier, history, delivery, order",
        querystring: TrackingQuery,
        response: { 200: TrackingData, ...errors },
      },
    },
    async (request) => tracking.trackingData(db, buyerOf(request), request.query.trackingNumber),
  );

  r.get(
    paths.transactions.recentFulfillments,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "The latest shipments of the session's account (dashboard)",
        querystring: RecentFulfillmentsQuery,
        response: { 200: RecentFulfillmentsResponse, ...errors },
      },
    },
    async (request) => tracking.recentFulfillments(db, buyerOf(request), request.query.account),
  );
}
