// `npm run bench`: seeds a store (100,000 items by default) in a temporary database, starts it on a
// free loopback port, runs each scenario and compares with its budget: latency scenarios open-loop at
// their fixed rate (bench/paced.ts), throughput scenarios with autocannon as fast as they can.
// Options: --items N, --only NAME[,NAME…] (scenarios whose name contains one of them),
// --database-url URL (PostgreSQL instead of PGlite), --url URL (measure a store that is already
// running, e.g. one started on a kept 100k database, instead of seeding and starting one).
// Each result carries the machine's load average before and after it: figures taken while other
// work runs on the machine are not comparable with figures from an idle one.
// Results go to bench/results/latest.json; the exit code is 1 when a budget is missed.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { childEnv, ensureWebBuild, freePort, root, waitForHealth } from '../scripts/lib.ts';
import { resolveSample, scenarios, type Scenario, type StoreSample } from './scenarios.ts';
import { pacedRun } from './paced.ts';
import { formatOutcome, lighthousePages, runLighthouse, type LighthouseOutcome } from './lighthouse.ts';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '100000' },
    only: { type: 'string' },
    'database-url': { type: 'string' },
    url: { type: 'string' },
  },
});

const only = values.only?.split(',').filter((name) => name !== '') ?? [];
const selected = (name: string) => only.length === 0 || only.some((part) => name.includes(part));
const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

interface Outcome {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Server-side handling time (Server-Timing header) of latency scenarios; null when not reported. */
  serverP50Ms: number | null;
  serverP99Ms: number | null;
  errors: number;
  non2xx: number;
  budget: Scenario['budget'];
  pass: boolean;
  /** 1, 5 and 15-minute load averages when the measurement started and ended. */
  loadBefore: number[];
  loadAfter: number[];
}

/** The scenario's request with the seeded store's ids filled in. */
function requestOf(baseUrl: string, scenario: Scenario, sample: StoreSample) {
  const path = typeof scenario.path === 'function' ? scenario.path(sample) : scenario.path;
  const body = typeof scenario.body === 'function' ? scenario.body(sample) : scenario.body;
  const headers = {
    ...scenario.headers?.(sample),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  return {
    url: `${baseUrl}${path}`,
    method: scenario.method ?? 'GET',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(Object.keys(headers).length === 0 ? {} : { headers }),
  };
}

/** Latency scenarios run open-loop at their fixed rate (bench/paced.ts); the others as fast as they can. */
async function load(request: ReturnType<typeof requestOf>, scenario: Scenario) {
  if (scenario.rate) {
    return pacedRun(request, {
      rate: scenario.rate,
      durationSeconds: scenario.durationSeconds,
      connections: scenario.connections,
    });
  }
  const result = await autocannon({
    ...request,
    connections: scenario.connections,
    duration: scenario.durationSeconds,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    serverP50Ms: null,
    serverP99Ms: null,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function measure(baseUrl: string, scenario: Scenario, sample: StoreSample): Promise<Outcome> {
  const loadBefore = loadAverage();
  const result = await load(requestOf(baseUrl, scenario, sample), scenario);
  const pass =
    result.errors === 0 &&
    result.non2xx === 0 &&
    (scenario.budget.p99Ms === undefined || result.p99Ms <= scenario.budget.p99Ms) &&
    (scenario.budget.serverP99Ms === undefined ||
      (result.serverP99Ms !== null && result.serverP99Ms <= scenario.budget.serverP99Ms)) &&
    (scenario.budget.minRequestsPerSecond === undefined ||
      result.requestsPerSecond >= scenario.budget.minRequestsPerSecond);
  return {
    name: scenario.name,
    requestsPerSecond: result.requestsPerSecond,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    serverP50Ms: result.serverP50Ms,
    serverP99Ms: result.serverP99Ms,
    errors: result.errors,
    non2xx: result.non2xx,
    budget: scenario.budget,
    pass,
    loadBefore,
    loadAfter: loadAverage(),
  };
}

/** The store to measure: the given one, or a fresh one seeded and started here. */
async function startStore(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (values.url) return { baseUrl: values.url.replace(/\/$/, ''), stop: async () => {} };
  await ensureWebBuild();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'medsupply-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  process.stdout.write(`Seeding ${values.items} items and starting the store at ${baseUrl}…\n`);
  const server = spawn('node', ['apps/api/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: childEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: tmp,
      DATABASE_URL: values['database-url'] ?? '',
      SEED_ITEMS: values.items,
      LOG_LEVEL: 'warn',
    }),
  });
  return {
    baseUrl,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      await rm(tmp, { recursive: true, force: true });
    },
  };
}

const { baseUrl, stop } = await startStore();
let failed: boolean;
try {
  await waitForHealth(baseUrl, 600_000);
  const outcomes: Outcome[] = [];
  const sample = await resolveSample(baseUrl);
  for (const scenario of scenarios.filter((s) => selected(s.name))) {
    // Warm up caches and JIT before measuring.
    await autocannon({ ...requestOf(baseUrl, scenario, sample), connections: 4, amount: 200 });
    const outcome = await measure(baseUrl, scenario, sample);
    outcomes.push(outcome);
    process.stdout.write(
      `${outcome.pass ? 'PASS' : 'FAIL'}  ${outcome.name.padEnd(28)} ${String(outcome.requestsPerSecond).padStart(6)} req/s  p50 ${outcome.p50Ms} ms  p99 ${outcome.p99Ms} ms${outcome.serverP99Ms === null ? '' : `  server p50 ${outcome.serverP50Ms} p99 ${outcome.serverP99Ms} ms`}  budget ${JSON.stringify(outcome.budget)}  load ${outcome.loadBefore[0]}→${outcome.loadAfter[0]}\n`,
    );
  }
  // issue #3: Lighthouse performance of /, /products/1 and a product page (mobile preset).
  let lighthouse: LighthouseOutcome[] = [];
  if (selected('lighthouse')) {
    lighthouse = await runLighthouse(baseUrl, lighthousePages(sample.item));
    for (const outcome of lighthouse) process.stdout.write(formatOutcome(outcome));
  }
  failed = outcomes.some((o) => !o.pass) || lighthouse.some((o) => !o.pass);
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(
    path.join(root, 'bench/results/latest.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        items: values.url ? null : Number(values.items),
        store: values.url ?? (values['database-url'] ? 'postgres' : 'pglite'),
        cores: os.cpus().length,
        outcomes,
        lighthouse,
      },
      null,
      2,
    ),
  );
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
