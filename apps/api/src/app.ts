// Builds the Fastify instance: plugins, error mapping, every module's routes and jobs (modules.ts),
// and the storefront. main.ts listens with it; tests drive it through app.inject.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { wireProblem } from '@medsupply/contract';
import type { z } from 'zod';
import type { Config } from './config.ts';
import { serializeError } from './core/safe-errors.ts';
import type { AppContext } from './context.ts';
import type { JobRunner } from './core/jobs.ts';
import type { Outbox } from './core/outbox.ts';
import { openChangeFeed } from './db/changes.ts';
import type { Database } from './db/client.ts';
import { SECURITY_SCHEMES, registerAuth } from './http/auth.ts';
import { registerErrorHandling } from './http/errors.ts';
import {
  registerRequestIds,
  registerRequestLog,
  registerRequestMetrics,
  requestIdOf,
} from './http/observability.ts';
import { warnOfUntrustedForwarding } from './http/forwarded-for.ts';
import { openApiTransform, openApiTransformObject } from './http/openapi-schemas.ts';
import { registerOpenApiSecurity } from './http/openapi-security.ts';
import { registerPriceVisibility } from './http/price-visibility.ts';
import { registerRouteTable } from './http/route-table.ts';
import { registerStorefront, type StorefrontSource } from './http/storefront.ts';
import { registerServerTiming } from './plugins/server-timing.ts';
import { createJobsRuntime } from './jobs/runtime.ts';
import { modules } from './modules.ts';
import { searchEventLog, type SearchEventLog } from './modules/search/search.service.ts';
import { registerDatabaseMetrics } from './ops/metrics.ts';
import type { PaymentGateway } from './modules/payments/gateway/payment-gateway.ts';
import { PAYMENT_FIELDS_REDACT_PATHS } from './modules/payments/gateway/sandbox.routes.ts';

/** Back-office calls: their writes wait until the change feed has heard them (below). */
const ADMIN_PREFIX = '/api/admin/';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner (core/jobs.ts): tests drain it; modules get it through AppContext. */
    jobs: JobRunner;
    /** The transactional outbox (core/outbox.ts). */
    outbox: Outbox;
    /** The payment gateway the modules charge through (tests call its services with it). */
    gateway: PaymentGateway;
    /**
     * Search events queued after their answers (ADR 0058): a test that reads search_events itself
     * settles it first, as the store's own readers do.
     */
    searchEvents: SearchEventLog;
  }
}

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
export const VERSION = '0.1.0';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Log requests (off in tests unless LOG_LEVEL asks). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The storefront: apps/web/build by default, Vite's dev server with WEB_DEV. */
  storefront?: StorefrontSource;
  /**
   * Whether this process works the job queues and keeps the schedules (default: WORK_JOBS, true: the
   * API process does, ARCHITECTURE §1; false leaves them to workers, ADR 0036). Tests that want to
   * run jobs at a moment of their choosing pass false and call ctx.jobs.drain().
   */
  workJobs?: boolean;
  /** The payment gateway; the sandbox (keyed by JWT_SECRET) by default. */
  gateway?: PaymentGateway;
  /** The clock of day-dependent rules (card expiry, aging); the real one by default. */
  now?: () => Date;
  /**
   * Where this process's metrics go (ops/metrics.ts; main.ts passes one when METRICS_PORT is set):
   * the HTTP metrics, the database pool and the queues' backlog join it. None: nothing is counted.
   */
  metrics?: Registry;
}

export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=(), interest-cohort=()';

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'body.password',
              'body.passwordMatch',
              ...PAYMENT_FIELDS_REDACT_PATHS,
            ],
            // Errors lose the SQL parameters drizzle writes into them (core/safe-errors.ts).
            serializers: { err: serializeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Issue 16 point 6: X-Forwarded-For is believed from the configured proxies only; otherwise a
    // client could pick the address that login limits and sessions record.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: 1_048_576,
    // Issue 27: the load balancer's request id when well-formed, else ours (http/observability.ts).
    genReqId: requestIdOf,
    // Our one line per request (LOG_REQUESTS) replaces Fastify's two; without it, Fastify's lines
    // still show when debugging. Errors are always logged by the error mapper.
    logController: new LogController({
      disableRequestLogging:
        config.logRequests || (config.logLevel !== 'debug' && config.logLevel !== 'trace'),
    }),
  }).withTypeProvider<ZodTypeProvider>();

  // First of all hooks: every answer carries its id and is logged and counted, whatever answers it.
  registerRequestIds(app);
  if (config.logRequests) registerRequestLog(app);
  if (options.metrics) registerRequestMetrics(app, options.metrics);

  // The contract's schemas, then the rules every request meets (no NUL, numbers within 32 bits):
  // a value PostgreSQL would reject is a 400 here, never a 500 there.
  app.setValidatorCompiler<z.ZodType>((route) => {
    const validate = validatorCompiler(route);
    return (data) => {
      const result = validate(data);
      if (typeof result === 'boolean' || 'then' in result || result.error) return result;
      const problem = wireProblem(result.value);
      if (!problem) return result;
      const message = problem.path ? `${problem.path}: ${problem.message}` : problem.message;
      return { error: Object.assign(new Error(message), { validation: [{ message }] }) };
    };
  });
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, { refusalLog: config.refusalLog });
  // Issue 26: an unlisted proxy makes its clients one address for the login limits; say so.
  warnOfUntrustedForwarding(app, { trustedProxies: config.trustedProxies });
  // Before any route: both watch routes as they are registered.
  registerRouteTable(app);
  registerPriceVisibility(app);

  const changes = await openChangeFeed(database);
  app.addHook('onClose', () => changes.close());
  // Staff who change the catalog or content see the storefront changed on their next read: a
  // back-office write answers once this process has heard what it committed (kept answers, ADR 0046).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith(ADMIN_PREFIX)) {
      await changes.heard();
    }
    return payload;
  });
  // Every module's jobs are registered here, before any route: a route file registers none (ADR 0036).
  const runtime = createJobsRuntime({
    config,
    database,
    log: app.log,
    modules,
    ...(options.gateway ? { gateway: options.gateway } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const { jobs } = runtime;
  app.addHook('onClose', () => runtime.close());
  if (options.metrics) registerDatabaseMetrics(options.metrics, { database, queues: () => jobs.kinds() });
  // Written after the searches they record are answered; what is queued at close is written before
  // main.ts closes the database (ADR 0058).
  const searchEvents = searchEventLog(database.db);
  app.addHook('onClose', () => searchEvents.close());
  const ctx: AppContext = {
    ...runtime.ctx,
    searchEvents,
    readDb: database.readDb,
    replica: database.replica,
    databaseKind: database.kind,
    version: VERSION,
    changes,
    jobs,
  };
  app.decorate('jobs', jobs);
  app.decorate('outbox', ctx.outbox);
  app.decorate('gateway', ctx.gateway);
  app.decorate('searchEvents', searchEvents);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Our own pages only: images and files are served by us.
    crossOriginEmbedderPolicy: false,
    // Agrees with frame-ancestors 'none' for browsers that only read X-Frame-Options.
    frameguard: { action: 'deny' },
    // Only a store served over https may tell browsers to insist on it (a year, RFC 6797).
    hsts: config.store.publicUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  // No page of the store uses these browser features; an injected script cannot either.
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    return payload;
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // After compression, before the modules: every answer's own handling time (bench, §11). It tells
  // anyone how long an answer took, so production leaves it out (SERVER_TIMING, issue 16).
  if (config.serverTiming) registerServerTiming(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${config.store.name} API`,
        description:
          'The calls the storefront makes (service spec §7). Money is in US dollars with 2 decimals.',
        version: VERSION,
      },
      // Relative: the paths are served by whichever host served this document.
      servers: [{ url: '/', description: 'The store that serves this document' }],
      // Each operation states its own (http/openapi-security.ts).
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: openApiTransform,
    // Schemas registered with an id (http/openapi-schemas.ts) are written once, under components.
    transformObject: openApiTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Service spec §7: responses are asked not to be indexed or cached.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
      void reply.header('cache-control', 'no-store');
      void reply.header('x-robots-tag', 'noindex');
    }
    return payload;
  });

  registerAuth(app, { db: database.db, readDb: database.readDb, jwtSecret: config.jwtSecret });
  // After the price-visibility hook, whose money plan it reads; before any module's route.
  registerOpenApiSecurity(app);

  for (const { routes } of modules) {
    if (routes) await app.register(async (scope) => routes(scope, ctx));
  }

  await jobs.start({ work: options.workJobs ?? config.workJobs });

  await registerStorefront(app, {
    source:
      options.storefront ??
      (config.webDev ? { kind: 'dev', webRoot } : { kind: 'build', buildDir: path.join(webRoot, 'build') }),
    publicUrl: config.store.publicUrl,
    db: database.db,
    readDb: database.readDb,
    jwtSecret: config.jwtSecret,
  });

  return app;
}
