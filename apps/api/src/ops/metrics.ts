// Prometheus metrics of one process (issue 27), API or worker alike: Node's own (memory, CPU, event
// loop lag, from prom-client's defaults), the database pool, and the job queues' and the outbox's
// backlog, read from the database when Prometheus scrapes. The HTTP metrics are the edge's
// (http/observability.ts) and join the same registry. Served by ops/metrics-server.ts.
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { readQueueBacklog, type QueueBacklog } from '../core/jobs.ts';
import { OUTBOX_QUEUES } from '../core/outbox.ts';
import type { Database } from '../db/client.ts';

/** A scrape's database reads give up after this long: Prometheus' own timeout is 10 s by default. */
const SCRAPE_QUERY_TIMEOUT_MS = 2_000;

/** A registry with Node's default metrics (process_*, nodejs_*: memory, CPU, event loop lag, GC). */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

export interface DatabaseMetricsOptions {
  database: Database;
  /** The job queues this process registered (its runner's kinds()). */
  queues: () => readonly string[];
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The database pool, job queue and outbox gauges on `registry`. The backlog is one cheap statement
 * per scrape (core/jobs.ts readQueueBacklog), shared by every gauge of that scrape. A scrape while
 * the database is down still answers: medsupply_database_up 0, and the backlog gauges carry no
 * sample rather than a stale one.
 */
export function registerDatabaseMetrics(registry: Registry, options: DatabaseMetricsOptions): void {
  const { database } = options;
  const registers = [registry];

  // One read per scrape: prom-client collects every metric of a scrape at once, so the first
  // gauge's read is the others' too, and a slow database never piles up reads.
  let reading: Promise<QueueBacklog[] | undefined> | undefined;
  const backlog = (): Promise<QueueBacklog[] | undefined> => {
    reading ??= withTimeout(
      readQueueBacklog(database.db, [...new Set([...options.queues(), ...OUTBOX_QUEUES])]),
      SCRAPE_QUERY_TIMEOUT_MS,
    )
      .catch(() => undefined)
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  new Gauge({
    name: 'medsupply_database_up',
    help: 'Whether the database answered this scrape (1) or not (0)',
    registers,
    async collect() {
      this.set((await backlog()) ? 1 : 0);
    },
  });

  // Labelled by pool: 'main' (the primary) and, with DATABASE_REPLICA_URL, 'replica'.
  const pools = () => Object.entries(database.poolStats());
  new Gauge({
    name: 'medsupply_db_pool_max_connections',
    help: "The query pool's size (DATABASE_POOL_SIZE; 1 on the embedded database)",
    labelNames: ['pool'],
    registers,
    collect() {
      for (const [pool, stats] of pools()) this.set({ pool }, stats.max);
    },
  });
  new Gauge({
    name: 'medsupply_db_pool_connections',
    help: "The query pool's open connections by state (open, idle; idle only on PostgreSQL)",
    labelNames: ['pool', 'state'],
    registers,
    collect() {
      this.reset();
      for (const [pool, stats] of pools()) {
        this.set({ pool, state: 'open' }, stats.total);
        if (stats.idle !== undefined) this.set({ pool, state: 'idle' }, stats.idle);
      }
    },
  });
  new Gauge({
    name: 'medsupply_db_pool_waiting_queries',
    help: 'Queries waiting for a pooled connection (PostgreSQL only)',
    labelNames: ['pool'],
    registers,
    collect() {
      this.reset();
      for (const [pool, { waiting }] of pools()) if (waiting !== undefined) this.set({ pool }, waiting);
    },
  });

  /** A gauge with one sample per queue (or outbox queue) from the scrape's backlog read. */
  const backlogGauge = (
    name: string,
    help: string,
    label: 'queue' | 'kind',
    value: (row: QueueBacklog) => number,
    only?: readonly string[],
  ) =>
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers,
      async collect() {
        const rows = await backlog();
        this.reset();
        for (const row of rows ?? []) {
          if (only && !only.includes(row.queue)) continue;
          this.set({ [label]: row.queue }, value(row));
        }
      },
    });

  backlogGauge(
    'medsupply_job_queue_waiting',
    'Jobs due now and not started, by queue (the depth workers have yet to take)',
    'queue',
    (r) => r.waiting,
  );
  backlogGauge(
    'medsupply_job_queue_deferred',
    'Jobs not due yet (scheduled later, or waiting out a retry backoff), by queue',
    'queue',
    (r) => r.deferred,
  );
  backlogGauge('medsupply_job_queue_active', 'Jobs running now, by queue', 'queue', (r) => r.active);
  backlogGauge(
    'medsupply_job_queue_oldest_waiting_seconds',
    'Seconds since the oldest waiting job became due, by queue (0: none waits)',
    'queue',
    (r) => r.oldestWaitingSeconds,
  );
  backlogGauge(
    'medsupply_outbox_backlog',
    'After-commit effects (mail, notifications) written to the outbox and not yet delivered, by kind',
    'kind',
    (r) => r.waiting + r.deferred + r.active,
    OUTBOX_QUEUES,
  );
  backlogGauge(
    'medsupply_outbox_oldest_seconds',
    'Seconds since the oldest undelivered outbox effect was committed, by kind (0: none)',
    'kind',
    (r) => r.oldestUnfinishedSeconds,
    OUTBOX_QUEUES,
  );
  backlogGauge(
    'medsupply_outbox_failed',
    'Outbox effects given up after their last retry and still kept, by kind',
    'kind',
    (r) => r.failed,
    OUTBOX_QUEUES,
  );
}
