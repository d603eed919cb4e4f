// The subscriptions module's descriptor (ARCHITECTURE §4, ADR 0036): its routes, and the jobs that
// sweep for due subscriptions every 10 minutes and place each date's order once (ADR 0026).
import type { ApiModule } from '../../module.ts';
import { subscriptionRoutes } from './subscriptions.routes.ts';
import { registerSubscriptionJobs, subscriptionDeps } from './subscriptions.service.ts';

export const subscriptionsModule: ApiModule = {
  name: 'subscriptions',
  routes: subscriptionRoutes,
  jobs: (runner, ctx) => registerSubscriptionJobs(subscriptionDeps(ctx, runner)),
};
