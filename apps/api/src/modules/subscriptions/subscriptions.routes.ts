// HTTP for subscriptions (service spec §7 upsertSubscription, deleteSubscription {itemListId},
// getSubscriptionAddressPaymentDetails {itemListId}; getSubscriptions is ours for the
// subscriptions page). A login is needed; only the list's owner changes its subscription. The job
// that places due orders is the module's `jobs` (index.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeleteSubscriptionResponse,
  ErrorResponse,
  Subscription,
  SubscriptionAddressPaymentDetails,
  SubscriptionListRequest,
  SubscriptionsResponse,
  UpsertSubscriptionRequest,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requireUser } from '../../http/auth.ts';
import * as subscriptions from './subscriptions.service.ts';

const TAGS = ['subscriptions'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export async function subscriptionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = subscriptions.subscriptionDeps(ctx, ctx.jobs);

  r.post(
    paths.transactions.upsertSubscription,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Makes an own item list a subscription (frequency, next date, ship-to, payment)',
        body: UpsertSubscriptionRequest,
        response: { 200: Subscription, ...errors, 422: ErrorResponse },
      },
    },
    async (request) => subscriptions.upsertSubscription(deps, buyerOf(request), request.body),
  );

  r.post(
    paths.transactions.deleteSubscription,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "Ends an own list's subscription (the list stays)",
        body: SubscriptionListRequest,
        response: { 200: DeleteSubscriptionResponse, ...errors },
      },
    },
    async (request) => subscriptions.deleteSubscription(ctx.db, buyerOf(request), request.body.itemListId),
  );

  r.post(
    paths.transactions.getSubscriptionAddressPaymentDetails,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "A subscription's ship-to, bill-to and payment method, with its last result",
        body: SubscriptionListRequest,
        response: { 200: SubscriptionAddressPaymentDetails, ...errors },
      },
    },
    async (request) =>
      subscriptions.addressPaymentDetails(ctx.db, buyerOf(request), request.body.itemListId, ctx.now()),
  );

  r.get(
    paths.transactions.getSubscriptions,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "The account's subscriptions on lists the caller may see, with their last results",
        response: { 200: SubscriptionsResponse, 401: ErrorResponse },
      },
    },
    async (request) => subscriptions.getSubscriptions(ctx.db, buyerOf(request)),
  );

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
