// Issue 27: what an operator watches. The metrics a Prometheus scrape gets over HTTP (by route
// pattern, never by URL; the queues' and the outbox's backlog; an answer even with the database
// down), and the one JSON line per request with its id.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { paths } from '@medsupply/contract';
import { buildApp } from '../src/app.ts';
import { startMetricsServer, type MetricsServer } from '../src/ops/metrics-server.ts';
import { createMetricsRegistry } from '../src/ops/metrics.ts';
import type { Database } from '../src/db/client.ts';
import { openTestDatabase, testConfig, type TestDatabase } from './harness.ts';
import { testLetter } from './letters.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  path?: string;
  status?: number;
  responseTimeMs?: number;
  contentLength?: number;
}

let opened: TestDatabase;
let database: Database;
let app: FastifyInstance;
let registry: Registry;
let server: MetricsServer;
let dataDir: string;
const lines: LogLine[] = [];

beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-observability-'));
  registry = createMetricsRegistry();
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info', LOG_REQUESTS: 'true' }, dataDir),
    database,
    logger: true,
    logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
    // Jobs wait in their queues: the backlog the gauges report stays put.
    workJobs: false,
    metrics: registry,
  });
  await app.ready();
  server = await startMetricsServer(registry, { host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await server.close();
  await app.close();
  // The last test closes the database to scrape without it; closing twice is harmless.
  await database.close().catch(() => undefined);
  await opened.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function scrape(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of the sample `name{labels}` in a scrape, or undefined when there is none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('request ids', () => {
  it('keeps a well-formed x-request-id from the load balancer and echoes it', async () => {
    const res = await app.inject({ url: paths.health, headers: { 'x-request-id': 'lb-4f2a.9:17' } });
    expect(res.headers['x-request-id']).toBe('lb-4f2a.9:17');
  });

  it('replaces a missing or malformed x-request-id with one of its own', async () => {
    const missing = await app.inject({ url: paths.health });
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    for (const bad of ['has spaces in it', 'x'.repeat(65), 'quote"d', '']) {
      const res = await app.inject({ url: paths.health, headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('the log line of a request', () => {
  it('is one JSON line at info with its id, route pattern, path without query, status, time and length', async () => {
    const id = 'log-line-test-1';
    const res = await app.inject({
      url: `${paths.contacts.byId.replace(':id', '4711')}?token=secret-in-query`,
      headers: { 'x-request-id': id },
    });
    expect(res.statusCode).toBe(401);
    const mine = lines.filter((l) => l.reqId === id);
    expect(mine).toHaveLength(1);
    const [line] = mine;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      route: paths.contacts.byId,
      path: '/api/contacts/4711',
      status: 401,
      contentLength: Number(res.headers['content-length']),
    });
    expect(line?.responseTimeMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(mine)).not.toContain('secret-in-query');
  });

  it('names the route of a URL no route matches with one label, not the URL', async () => {
    await app.inject({ url: '/api/no/such/route/99', headers: { 'x-request-id': 'log-line-test-2' } });
    const line = lines.find((l) => l.reqId === 'log-line-test-2');
    expect(line).toMatchObject({ route: '(no route)', path: '/api/no/such/route/99', status: 404 });
  });
});

describe('GET /metrics', () => {
  it('counts requests and their latency by route pattern and status class, never by raw URL', async () => {
    for (const id of [801, 802, 803])
      await app.inject({ url: paths.contacts.byId.replace(':id', String(id)) });
    await app.inject({ url: '/api/no/such/route/80417' });
    const text = await scrape();
    const labels = `method="GET",route="${paths.contacts.byId}",status_class="4xx"`;
    expect(sample(text, `medsupply_http_requests_total{${labels}}`)).toBeGreaterThanOrEqual(3);
    expect(sample(text, `medsupply_http_request_duration_seconds_count{${labels}}`)).toBeGreaterThanOrEqual(
      3,
    );
    expect(
      sample(text, `medsupply_http_request_duration_seconds_bucket{le="+Inf",${labels}}`),
    ).toBeGreaterThanOrEqual(3);
    expect(
      sample(text, `medsupply_http_refusals_total{method="GET",route="${paths.contacts.byId}",status="401"}`),
    ).toBeGreaterThanOrEqual(3);
    expect(
      sample(text, `medsupply_http_requests_total{method="GET",route="(no route)",status_class="4xx"}`),
    ).toBeGreaterThanOrEqual(1);
    // The ids of the URLs are in no label (values are not searched: a duration may hold any digits).
    const labelSets = [...text.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]).join('\n');
    expect(labelSets).toContain(`route="${paths.contacts.byId}"`);
    for (const raw of ['801', '802', '803', '80417', '/api/contacts/8', '/api/no/such']) {
      expect(labelSets).not.toContain(raw);
    }
  });

  it("reports the job queues' depth and age and the outbox's undelivered effects", async () => {
    await database.db.transaction((tx) =>
      app.outbox.mail(tx, testLetter('ops@clinic.example', 'Waits in the outbox', 'Hello.')),
    );
    const text = await scrape();
    expect(sample(text, 'medsupply_database_up')).toBe(1);
    expect(sample(text, 'medsupply_job_queue_waiting{queue="mail.send"}')).toBe(1);
    expect(
      sample(text, 'medsupply_job_queue_oldest_waiting_seconds{queue="mail.send"}'),
    ).toBeGreaterThanOrEqual(0);
    // Every registered queue has its sample, zero when nothing waits.
    expect(sample(text, 'medsupply_job_queue_waiting{queue="notifications.deliver"}')).toBe(0);
    expect(sample(text, 'medsupply_outbox_backlog{kind="mail.send"}')).toBe(1);
    expect(sample(text, 'medsupply_outbox_backlog{kind="notifications.deliver"}')).toBe(0);
    expect(sample(text, 'medsupply_outbox_oldest_seconds{kind="mail.send"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'medsupply_outbox_failed{kind="mail.send"}')).toBe(0);

    await app.jobs.drain();
    const after = await scrape();
    expect(sample(after, 'medsupply_outbox_backlog{kind="mail.send"}')).toBe(0);
    expect(sample(after, 'medsupply_outbox_oldest_seconds{kind="mail.send"}')).toBe(0);
  });

  it("reports the database pool and Node's own metrics", async () => {
    const text = await scrape();
    if (database.kind === 'postgres') {
      // The harness opens its PostgreSQL databases with a pool of 5.
      expect(sample(text, 'medsupply_db_pool_max_connections{pool="main"}')).toBe(5);
      expect(sample(text, 'medsupply_db_pool_connections{pool="main",state="open"}')).toBeGreaterThanOrEqual(
        1,
      );
      expect(sample(text, 'medsupply_db_pool_connections{pool="main",state="idle"}')).toBeGreaterThanOrEqual(
        0,
      );
      expect(sample(text, 'medsupply_db_pool_waiting_queries{pool="main"}')).toBe(0);
    } else {
      // PGlite: one connection, no pool to wait in.
      expect(sample(text, 'medsupply_db_pool_max_connections{pool="main"}')).toBe(1);
      expect(sample(text, 'medsupply_db_pool_connections{pool="main",state="open"}')).toBe(1);
      expect(text).not.toContain('medsupply_db_pool_waiting_queries{');
    }
    expect(text).toContain('nodejs_eventloop_lag_seconds ');
    expect(text).toContain('process_resident_memory_bytes ');
  });

  it('answers only GET /metrics on its port', async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/`);
    expect(res.status).toBe(404);
  });

  // Last: it closes the database.
  it('still answers while the database is down, saying so and leaving the backlog out', async () => {
    await database.close();
    const text = await scrape();
    expect(sample(text, 'medsupply_database_up')).toBe(0);
    expect(text).not.toContain('medsupply_job_queue_waiting{');
    expect(text).not.toContain('medsupply_outbox_backlog{');
    expect(text).toContain('medsupply_db_pool_max_connections{pool="main"}');
  });
});
