// Health and store-wide settings for the storefront shell.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponse, paths, systemEndpoints } from '@medsupply/contract';
import { z } from 'zod';
import { databaseHealth } from '../../db/client.ts';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { siteConfig } from './system.service.ts';

const startedAt = Date.now();

export async function systemRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  registerEndpoints(app, ctx, systemEndpoints, {
    health: async (_request, reply) => {
      const [database, replica] = await Promise.all([databaseHealth(ctx.db), ctx.replica?.health()]);
      const body: HealthResponse = {
        status: database.ok && replica?.ok !== false ? 'ok' : 'degraded',
        database: { ...database, kind: ctx.databaseKind },
        ...(replica ? { replica } : {}),
        version: ctx.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
      // ADR 0037: 503 (out of the load balancer) only when this process can serve nothing. Every
      // process shares the one primary: while the replica still answers, they all serve the
      // catalogue, and taking them all out would turn an outage of writes into one of everything.
      const serving = database.ok || replica?.ok === true;
      return reply.code(serving ? 200 : 503).send(body);
    },
    siteConfig: () => siteConfig(ctx.config),
  });

  // TEST_HOOKS only (never in production; ADR 0026): a request that is still in flight when the
  // shutdown test sends SIGTERM (issue 27: in-flight requests finish before the process exits).
  if (ctx.config.testHooks) {
    r.get(
      paths.testHooks.wait,
      {
        schema: {
          tags: ['test hooks'],
          summary: 'Test only: answers after ?ms= milliseconds (at most 30 s)',
          querystring: z.object({ ms: z.coerce.number().int().min(0).max(30_000) }),
          response: { 200: z.object({ waitedMs: z.number().int() }) },
        },
      },
      async (request) => {
        // The shutdown test waits for this line before it signals: the request is then in flight.
        request.log.info({ ms: request.query.ms }, 'test hook: waiting');
        await new Promise((resolve) => setTimeout(resolve, request.query.ms));
        return { waitedMs: request.query.ms };
      },
    );
  }
}
