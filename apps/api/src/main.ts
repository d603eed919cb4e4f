// Start: config → database → migrate → seed an empty database → app → listen (ARCHITECTURE §3).
// Every failure a person can fix is one line naming what to fix, never a stack trace. SIGTERM or
// Ctrl-C drains (issue 27): no new connection, in-flight requests finish, then jobs stop and the
// database closes; SHUTDOWN_TIMEOUT_MS bounds it all.
// First: React's production build for a served store (production-env.ts).
import './production-env.ts';
import { buildApp } from './app.ts';
import { startMetricsServer, type MetricsServer } from './ops/metrics-server.ts';
import { createMetricsRegistry } from './ops/metrics.ts';
import { fail, loadConfigOrFail, openMigratedDatabase } from './start-up.ts';

/** While draining, how often connections that have finished their last answer are closed. */
const IDLE_SWEEP_MS = 100;

async function main(): Promise<void> {
  const config = loadConfigOrFail();
  const database = await openMigratedDatabase(config);

  // The seed's modules load only when there is something to seed (ADR 0044).
  const { isDatabaseEmpty, DEMO_LOGINS, DEMO_PASSWORD } = await import('./db/seed/demo.ts');
  if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
    process.stdout.write(`Empty database: creating the demo store (${config.seedItems} items)…\n`);
    const started = Date.now();
    const { seedDemoStore } = await import('./db/seed/index.ts');
    await seedDemoStore(database, { items: config.seedItems, gatewaySecret: config.jwtSecret });
    process.stdout.write(`Demo store ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }

  const metrics = config.metrics ? createMetricsRegistry() : undefined;
  const app = await buildApp({ config, database, ...(metrics ? { metrics } : {}) });
  let metricsServer: MetricsServer | undefined;
  try {
    await app.listen({ port: config.port, host: config.host });
    if (metrics && config.metrics) metricsServer = await startMetricsServer(metrics, config.metrics);
  } catch (error) {
    // Listening on PORT worked when it is the metrics port that failed.
    const [variable, port] = app.server.listening
      ? ['METRICS_PORT', config.metrics?.port]
      : ['PORT', config.port];
    await app.close();
    await database.close();
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE') fail(`${variable}: ${port} is already in use; set ${variable} to a free port`);
    if (code === 'EACCES') fail(`${variable}: not allowed to listen on ${port}; choose a port above 1023`);
    throw error;
  }

  const url = `http://localhost:${config.port}`;
  const logins = DEMO_LOGINS.map((l) => `  ${l.username.padEnd(34)} ${l.description}`).join('\n');
  process.stdout.write(
    `\n${config.store.name} is running at ${url}\n` +
      `API docs: ${url}/api/docs · health: ${url}/api/health · database: ${database.kind}\n` +
      // ADR 0036: with WORK_JOBS=false, mail and notifications wait for `npm run worker`.
      `Job queues: ${config.workJobs ? 'worked by this process' : 'left to workers (WORK_JOBS=false)'}\n\n` +
      `Demo logins (password ${DEMO_PASSWORD}):\n${logins}\n\nPress Ctrl-C to stop.\n`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`\n${signal}: shutting down…\n`);
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'draining: no new connections');
    // Past the deadline a stuck request or job must not keep the process (and its port) forever;
    // exit 1 tells the process manager the stop was not clean.
    setTimeout(() => {
      app.log.error({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutdown deadline passed: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    // app.close() stops listening and waits for every connection to end. A keep-alive connection
    // busy when it began would stay open (idle, for keepAliveTimeout) once its answer is sent:
    // close each as soon as it falls idle. A request that arrives on one meanwhile gets 503 with
    // Connection: close (Fastify's return503OnClosing), which is what a load balancer acts on.
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    await app.close(); // in-flight requests finish first; then jobs stop (onClose)
    clearInterval(sweep);
    await database.close();
    await metricsServer?.close();
    app.log.info({ signal }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
