// What an operator sees of each request (issue 27): its id (the load balancer's x-request-id when
// well-formed, else ours, echoed on the answer), one JSON log line when it finishes, and the HTTP
// metrics by route pattern. Labels are route patterns, never URLs: one series per route, however
// many ids the URLs carry.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { isDocumentRequest } from './storefront.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Short and of safe characters: a header value that cannot break a log line or a log query. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the incoming x-request-id when well-formed, else a new UUID. */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/**
 * The route a request matched, as registered ('/api/catalog/item/:id'); documents the storefront
 * renders are '(page)' (they match no route: the not-found handler renders them) and anything else
 * that matched nothing is '(no route)', so a scan of random URLs adds no series.
 */
export function routeLabelOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined && !request.is404) return pattern;
  return isDocumentRequest(request.method, pathOf(request.url)) ? '(page)' : '(no route)';
}

/** The URL without its query string, where tokens travel (signed document links, ?token=). */
const pathOf = (url: string): string => url.split('?', 1)[0] ?? '/';

/** Echoes the request's id on every answer, so a caller can quote it and support can find the line. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/** One info line per finished request; its reqId comes from the request's logger. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const length = Number(reply.getHeader('content-length'));
    request.log.info(
      {
        method: request.method,
        route: routeLabelOf(request),
        path: pathOf(request.url),
        status: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
        // A streamed or compressed-on-the-fly answer has no length to report.
        ...(Number.isFinite(length) ? { contentLength: length } : {}),
      },
      'request',
    );
  });
}

/** Seconds; from a cached catalogue read (~1 ms) to a slow document export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Request rate, latency, server errors and refusals by method and route pattern, on `registry`. */
export function registerRequestMetrics(app: FastifyInstance, registry: Registry): void {
  const registers = [registry];
  const requests = new Counter({
    name: 'medsupply_http_requests_total',
    help: 'Finished requests by method, route pattern and status class (2xx, 3xx, 4xx, 5xx)',
    labelNames: ['method', 'route', 'status_class'],
    registers,
  });
  const duration = new Histogram({
    name: 'medsupply_http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const serverErrors = new Counter({
    name: 'medsupply_http_server_errors_total',
    help: 'Answers with a 5xx status (unexpected errors, an unavailable database), by method and route pattern',
    labelNames: ['method', 'route'],
    registers,
  });
  const refusals = new Counter({
    name: 'medsupply_http_refusals_total',
    help: 'Answers with a 4xx status (refusals, bad input, missing sign-in, rate limits), by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabelOf(request);
    const status = reply.statusCode;
    const labels = { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (status >= 500) serverErrors.inc({ method: request.method, route });
    else if (status >= 400) refusals.inc({ method: request.method, route, status: String(status) });
  });
}
