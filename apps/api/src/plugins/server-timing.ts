// Server-Timing: app;dur=<ms> on every answer: the server's own handling time, from the first
// onRequest hook to the answer being ready (routing, hooks, handler, serialization and compression
// included; socket time excluded). Fastify's reply.elapsedTime is only kept when a logger or an
// onResponse hook is set, so the start is taken here. ARCHITECTURE §11 budgets the type-ahead
// "server-side"; bench/paced.ts records this next to the latency the client measured.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The header value for a handling time in milliseconds. */
export const serverTimingValue = (ms: number): string => `app;dur=${ms.toFixed(2)}`;

/**
 * Adds the header to every answer of `app` and its modules. Call it on the root instance after
 * registering compression (onSend hooks run in registration order, so the time includes it) and
 * before the modules (child instances inherit the hooks the root has when they are registered).
 */
export function registerServerTiming(app: FastifyInstance): void {
  const started = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', (request, _reply, next) => {
    started.set(request, performance.now());
    next();
  });
  app.addHook('onSend', (request, reply, payload, next) => {
    const start = started.get(request);
    if (start !== undefined && !reply.hasHeader('server-timing')) {
      void reply.header('server-timing', serverTimingValue(performance.now() - start));
    }
    next(null, payload);
  });
}
