// HTTP for delivery tracking (service spec §7 trackingData with trackingNumber, recentFulfillments
// with account): the contract's descriptors (endpoints/activity.ts) say what each call takes,
// answers and refuses. A login is needed; only the session account's fulfilments are answered.
import type { FastifyInstance } from 'fastify';
import { trackingEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import * as tracking from './tracking.service.ts';

export async function trackingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  registerEndpoints(app, ctx, trackingEndpoints, {
    trackingData: (request) => tracking.trackingData(db, buyerOf(request), request.query.trackingNumber),
    recentFulfillments: (request) => tracking.recentFulfillments(db, buyerOf(request), request.query.account),
  });
}
