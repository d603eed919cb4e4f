// The price-visibility step at the HTTP edge (core/price-visibility.ts): each route's money plan is
// worked out from its success response schemas when the route is registered, and every answer to
// an actor who may not see prices leaves without those fields. Registered before any module, so it
// applies to every route; answers sent as ready bytes (the shared category tree) hold no money.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { moneyPlanOfAll, seesPrices, withoutMoney, type MoneyPlan } from '../core/price-visibility.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Where this route's answers carry money (null: nowhere). */
    moneyPlan?: MoneyPlan | null;
  }
}

const isSuccessStatus = (status: string) => /^2(\d\d|xx)$/.test(status);

const isZodSchema = (value: unknown): value is z.core.$ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

export function registerPriceVisibility(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
    const schemas = Object.entries(responses)
      .filter(([status]) => isSuccessStatus(status))
      .map(([, schema]) => schema)
      .filter(isZodSchema);
    route.config = { ...route.config, moneyPlan: moneyPlanOfAll(schemas) };
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const plan = request.routeOptions.config.moneyPlan ?? null;
    if (plan === null || reply.statusCode >= 300 || seesPrices(request.actor)) return payload;
    return withoutMoney(payload, plan);
  });
}
