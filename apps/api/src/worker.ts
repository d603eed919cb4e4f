// Start a worker (`npm run worker`, ARCHITECTURE §3, ADR 0036): config → database → migrate → every
// module's jobs → work the queues and keep the schedules, with no HTTP server and no route. Any number
// of workers and API processes may share one PostgreSQL (pg-boss hands each job to one of them; with
// WORK_JOBS=false the API leaves the queues to the workers). The embedded database (PGlite) is one
// process's: there a worker may run only while the API does not, and its start message says so.
// With METRICS_PORT it serves its own Prometheus metrics (issue 27): queues, outbox, pool, Node.
import { pino } from 'pino';
import { serializeError } from './core/safe-errors.ts';
import { createJobsRuntime } from './jobs/runtime.ts';
import { modules } from './modules.ts';
import { startMetricsServer, type MetricsServer } from './ops/metrics-server.ts';
import { createMetricsRegistry, registerDatabaseMetrics } from './ops/metrics.ts';
import { fail, loadConfigOrFail, openMigratedDatabase } from './start-up.ts';

async function main(): Promise<void> {
  const config = loadConfigOrFail();
  // Jobs are writes and the reads they decide by: the primary's, so no replica pool (ADR 0037).
  const database = await openMigratedDatabase(config, { readReplica: false });
  // The API's log lines, without the request parts: errors lose their SQL parameters here too.
  const log = pino({ name: 'worker', level: config.logLevel, serializers: { err: serializeError } });
  const runtime = createJobsRuntime({ config, database, log, modules });
  await runtime.jobs.start({ work: true });
  let metricsServer: MetricsServer | undefined;
  if (config.metrics) {
    const registry = createMetricsRegistry();
    registerDatabaseMetrics(registry, { database, queues: () => runtime.jobs.kinds() });
    try {
      metricsServer = await startMetricsServer(registry, config.metrics);
    } catch (error) {
      await runtime.close();
      await database.close();
      const code = (error as { code?: string }).code;
      if (code === 'EADDRINUSE' || code === 'EACCES') {
        fail(
          `METRICS_PORT: cannot listen on ${config.metrics.port} (${code}); set METRICS_PORT to a free port`,
        );
      }
      throw error;
    }
  }

  const kinds = runtime.jobs.kinds();
  process.stdout.write(
    `${config.store.name} worker: working ${kinds.length} job queues and their schedules on ${database.kind}, no HTTP\n` +
      `  ${kinds.join(', ')}\n` +
      (database.kind === 'pglite'
        ? `The embedded database (PGlite, under ${config.dataDir}) is one process's: run this worker only while the API is stopped. ` +
          'Workers beside the API need PostgreSQL (DATABASE_URL).\n'
        : '') +
      'Press Ctrl-C to stop.\n',
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: stopping the worker (running jobs get a few seconds)…\n`);
    // The same deadline as the API's: a job stuck past it must not hold the stop forever.
    setTimeout(() => {
      log.error({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutdown deadline passed: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    await runtime.close();
    await database.close();
    await metricsServer?.close();
    process.stdout.write('Worker stopped.\n');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
