// `npm run bench:cluster` (issue 27, docs/scaling.md): catalogue throughput through HAProxy with one
// and with two API processes on one PostgreSQL, and with two whose catalogue reads go to a streaming
// replica (--replica-url, e.g. the pair scripts/pg-pair.sh starts), beside one process served
// directly (what the load balancer costs). Each cell: autocannon, as fast as it goes, 2 s warm-up.
// The store: --database-url (seeded with the demo store when empty, kept), else a throwaway database
// on BENCH_POSTGRES_URL's server seeded with --items items (default 20,000) and dropped afterwards.
// Options: --seconds S per cell (default 10), --connections C (default 20), --only NAME[,NAME…].
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startCluster, type Cluster } from '../scripts/cluster-lib.ts';
import { ensureWebBuild, freshPostgres } from '../scripts/lib.ts';
import { resolveSample, scenarios, type StoreSample } from './scenarios.ts';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    'database-url': { type: 'string' },
    'replica-url': { type: 'string' },
    only: { type: 'string' },
  },
});

/** The catalogue's answers: what a replica can take and a second process can share. */
const CATALOGUE = ['categories', 'product', 'category page', 'type-ahead', 'product page HTML'];
const only = values.only?.split(',').filter(Boolean) ?? [];
const measured = scenarios.filter(
  (s) => CATALOGUE.includes(s.name) && (only.length === 0 || only.some((o) => s.name.includes(o))),
);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

interface Cell {
  setup: string;
  scenario: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

async function measure(setup: string, baseUrl: string, sample: StoreSample): Promise<Cell[]> {
  const cells: Cell[] = [];
  for (const scenario of measured) {
    const urlPath = typeof scenario.path === 'function' ? scenario.path(sample) : scenario.path;
    const body = typeof scenario.body === 'function' ? scenario.body(sample) : scenario.body;
    const request = {
      url: `${baseUrl}${urlPath}`,
      method: scenario.method ?? 'GET',
      headers: { ...scenario.headers?.(sample), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    };
    await autocannon({ ...request, connections, duration: 2 });
    const result = await autocannon({ ...request, connections, duration: seconds });
    const cell = {
      setup,
      scenario: scenario.name,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
    process.stdout.write(
      `${setup.padEnd(34)} ${cell.scenario.padEnd(20)} ${String(cell.requestsPerSecond).padStart(6)} req/s  p99 ${cell.p99Ms} ms  errors ${cell.errors}\n`,
    );
    cells.push(cell);
  }
  return cells;
}

await ensureWebBuild();
const adminUrl = process.env['BENCH_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const throwaway = values['database-url']
  ? null
  : await freshPostgres(adminUrl, `medsupply_bench_cluster_${process.pid}`);
const databaseUrl = values['database-url'] ?? throwaway?.url ?? '';
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-bench-cluster-'));
const jwtSecret = randomBytes(32).toString('hex');
const log = (line: string) => process.stdout.write(`${line}\n`);

const setups: Array<{ name: string; processes: number; replica: boolean; direct: boolean }> = [
  { name: '1 process, direct', processes: 1, replica: false, direct: true },
  { name: '1 process behind HAProxy', processes: 1, replica: false, direct: false },
  { name: '2 processes behind HAProxy', processes: 2, replica: false, direct: false },
  ...(values['replica-url']
    ? [{ name: '2 processes, reads on the replica', processes: 2, replica: true, direct: false }]
    : []),
];

const cells: Cell[] = [];
try {
  for (const setup of setups) {
    let cluster: Cluster | undefined;
    try {
      cluster = await startCluster({
        databaseUrl,
        replicaUrl: setup.replica ? values['replica-url'] : undefined,
        processes: setup.processes,
        worker: false,
        port: 0,
        dataDir,
        jwtSecret,
        seedDemo: true,
        restart: false,
        env: { LOG_LEVEL: 'error', SEED_ITEMS: values.items },
        log,
      });
      const base = setup.direct ? (cluster.apis[0]?.url ?? '') : cluster.url;
      const sample = await resolveSample(base);
      cells.push(...(await measure(setup.name, base, sample)));
    } finally {
      await cluster?.stop();
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
  await throwaway?.drop();
}

// Ratios against one process behind the load balancer.
process.stdout.write('\nscenario              ' + setups.map((s) => s.name.padStart(36)).join('') + '\n');
for (const scenario of measured) {
  const base = cells.find((c) => c.scenario === scenario.name && c.setup === '1 process behind HAProxy');
  const row = setups.map((s) => {
    const cell = cells.find((c) => c.scenario === scenario.name && c.setup === s.name);
    if (!cell || !base) return '—'.padStart(36);
    const ratio = (cell.requestsPerSecond / base.requestsPerSecond).toFixed(2);
    return `${cell.requestsPerSecond} req/s (×${ratio})`.padStart(36);
  });
  process.stdout.write(`${scenario.name.padEnd(22)}${row.join('')}\n`);
}
