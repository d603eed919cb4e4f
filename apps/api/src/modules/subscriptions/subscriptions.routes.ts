// HTTP for subscriptions (service spec §7 upsertSubscription, deleteSubscription {itemListId},
// getSubscriptionAddressPaymentDetails {itemListId}; getSubscriptions is ours for the
// subscriptions page): the contract's descriptors (endpoints/subscriptions.ts) say what each call
// takes, answers and refuses. A login is needed; only the list's owner changes its subscription. The job
// that places due orders is the module's `jobs` (index.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paths, subscriptionEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import * as subscriptions from './subscriptions.service.ts';

export async function subscriptionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = subscriptions.subscriptionDeps(ctx, ctx.jobs);

  registerEndpoints(app, ctx, subscriptionEndpoints, {
    upsertSubscription: (request) => subscriptions.upsertSubscription(deps, buyerOf(request), request.body),
    deleteSubscription: (request) =>
      subscriptions.deleteSubscription(ctx.db, buyerOf(request), request.body.itemListId),
    getSubscriptionAddressPaymentDetails: (request) =>
      subscriptions.addressPaymentDetails(ctx.db, buyerOf(request), request.body.itemListId, ctx.now()),
    getSubscriptions: (request) => subscriptions.getSubscriptions(ctx.db, buyerOf(request)),
  });

  // TEST_HOOKS only (never in production; ADR 0026): the browser journeys see the job place its
  // order without waiting for its 10-minute schedule. The sweep and the orders run as the schedule
  // runs them (enqueueDue, then the queued jobs), so the exactly-once rules are the real ones.
  if (ctx.config.testHooks) {
    r.post(
      paths.testHooks.runDueSubscriptions,
      {
        schema: {
          tags: ['test hooks'],
          summary: 'Test only: enqueues the due subscription orders and runs every queued job now',
          response: { 200: z.object({ enqueued: z.number().int(), ran: z.number().int() }) },
        },
      },
      async () => {
        const enqueued = await subscriptions.enqueueDue(ctx.db, ctx.jobs, ctx.now());
        return { enqueued, ran: await ctx.jobs.drain() };
      },
    );
  }
}
