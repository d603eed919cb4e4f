// The route table: every route the app registers, with its method, URL and schema, recorded as it
// is registered. Tests walk it so that a route is covered the day it is added (the price key scan,
// apps/api/test/price-visibility.test.ts); nothing at run time depends on it.
import type { FastifyInstance, FastifySchema } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  /** "METHOD path" of the contract descriptor it was registered from (http/endpoint-routes.ts). */
  endpoint: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far, one entry per method (Fastify adds a HEAD for each GET). */
    readonly routeTable: readonly RouteEntry[];
  }
}

/** Starts recording; routes registered before this call are not seen. */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', {
    getter: () => table,
  });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      table.push({ method, url: route.url, schema: route.schema, endpoint: route.config?.endpoint });
  });
}
