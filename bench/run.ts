// `npm run bench`: seeds a store (100,000 items by default) in a temporary database, starts it on a
// free loopback port, runs each scenario and compares with its budget: latency scenarios open-loop at
// their fixed rate (bench/paced.ts), throughput scenarios with autocannon as fast as they can.
// The store runs on PostgreSQL, the production engine whose figures the budgets are held to
// (ADR 0011): a throwaway database on the server of BENCH_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards. When no server answers there,
// or with --pglite, it runs on the embedded database (PGlite) instead, and says so.
// Options: --items N, --only NAME[,NAME…] (scenarios whose name contains one of them), --pglite,
// --database-url URL (this PostgreSQL database, seeded when empty, kept), --url URL (measure a store
// that is already running, e.g. one started on a kept 100k database, instead of seeding one),
// --replica-url URL (with --database-url: the store reads the catalogue from this streaming replica
// of it, DATABASE_REPLICA_URL; scripts/pg-pair.sh sets a pair up, docs/scaling.md), --buyers N[,N…]
// (placeOrder with each number of concurrent buyers in turn; default 20).
// The throughput scenarios (issue 30) are printed as a fraction of a constant-body Fastify route
// measured in the same run (bench/constant-server.ts), and the store process's memory after start
// and at its peak is printed at the end.
// Each result carries the machine's load average before and after it, and the share of CPU time the
// hypervisor gave to other machines meanwhile (steal): figures taken while other work runs on the
// machine, or while its host is busy, are not comparable with figures from an idle one.
// Results go to bench/results/latest.json; the exit code is 1 when a budget is missed.
// The embedded default's restart and memory (`npm start` on PGlite) are `npm run bench:embedded`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  childEnv,
  ensureWebBuild,
  freePort,
  freshPostgres,
  root,
  run,
  waitForHealth,
} from '../scripts/lib.ts';
import { resolveSample, scenarios, type Budget, type Scenario, type StoreSample } from './scenarios.ts';
import { pacedRun } from './paced.ts';
import { formatOutcome, lighthousePages, runLighthouse, type LighthouseOutcome } from './lighthouse.ts';
import { benchPlaceOrder, type PlaceOrderOutcome } from './place-order.ts';
import { benchBuyerQueries, type BuyerQueriesOutcome } from './buyer-queries.ts';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '100000' },
    only: { type: 'string' },
    'database-url': { type: 'string' },
    'replica-url': { type: 'string' },
    pglite: { type: 'boolean', default: false },
    // placeOrder with these numbers of concurrent buyers in turn (issue 30: 20 and 100).
    buyers: { type: 'string', default: '20' },
    url: { type: 'string' },
  },
});

// A replica copies one primary: the database this run seeds would not be the one it streams.
if (values['replica-url'] && !values['database-url']) {
  process.stderr.write('--replica-url needs --database-url: the primary that replica streams from\n');
  process.exit(2);
}

const only = values.only?.split(',').filter((name) => name !== '') ?? [];
const selected = (name: string) => only.length === 0 || only.some((part) => name.includes(part));
const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

/** The machine's CPU time so far, and how much of it the hypervisor gave to others (Linux only). */
function cpuTimes(): { total: number; steal: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      ?.trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number);
    if (!fields || fields.length < 8 || fields.some(Number.isNaN)) return null;
    return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

/**
 * The share of CPU time the hypervisor took for other machines between two readings, in percent.
 * On a shared virtual machine it varies from minute to minute, and a scenario measured while it
 * was high (10% and more) shows latencies the store did not cause.
 */
function stealPercent(
  before: ReturnType<typeof cpuTimes>,
  after: ReturnType<typeof cpuTimes>,
): number | null {
  if (!before || !after || after.total <= before.total) return null;
  return Math.round(((after.steal - before.steal) / (after.total - before.total)) * 100);
}

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
  /** CPU time taken by the hypervisor for other machines during the scenario, percent (null: unknown). */
  stealPercent: number | null;
  /** Requests per second as a share of the constant-body ceiling of this run (issue 30), or null. */
  ofCeiling: number | null;
}

/** The scenario's request with the seeded store's ids filled in. */
function requestOf(baseUrl: string, scenario: Scenario, sample: StoreSample) {
  const path = typeof scenario.path === 'function' ? scenario.path(sample) : scenario.path;
  const body = typeof scenario.body === 'function' ? scenario.body(sample) : scenario.body;
  const headers = {
    ...scenario.headers?.(sample),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  const bodies = scenario.bodies?.(sample).map((b) => JSON.stringify(b));
  return {
    url: `${baseUrl}${path}`,
    method: scenario.method ?? 'GET',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(Object.keys(headers).length === 0 ? {} : { headers }),
    ...(bodies ? { bodies } : {}),
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
  const { bodies, ...single } = request;
  let next = 0;
  const result = await autocannon({
    ...single,
    connections: scenario.connections,
    duration: scenario.durationSeconds,
    // A body of its own per request, in turn (a new search term each time).
    ...(bodies?.length
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                body: bodies[next++ % bodies.length] ?? '',
              }),
            },
          ],
        }
      : {}),
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

async function measure(
  baseUrl: string,
  scenario: Scenario,
  sample: StoreSample,
  budget: Budget,
  ceiling: number | null,
): Promise<Outcome> {
  const loadBefore = loadAverage();
  const cpuBefore = cpuTimes();
  const result = await load(requestOf(baseUrl, scenario, sample), scenario);
  const pass =
    result.errors === 0 &&
    result.non2xx === 0 &&
    (budget.p99Ms === undefined || result.p99Ms <= budget.p99Ms) &&
    (budget.serverP99Ms === undefined ||
      (result.serverP99Ms !== null && result.serverP99Ms <= budget.serverP99Ms)) &&
    (budget.minRequestsPerSecond === undefined || result.requestsPerSecond >= budget.minRequestsPerSecond);
  return {
    name: scenario.name,
    requestsPerSecond: result.requestsPerSecond,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    serverP50Ms: result.serverP50Ms,
    serverP99Ms: result.serverP99Ms,
    errors: result.errors,
    non2xx: result.non2xx,
    budget,
    pass,
    loadBefore,
    loadAfter: loadAverage(),
    stealPercent: stealPercent(cpuBefore, cpuTimes()),
    ofCeiling:
      scenario.againstCeiling && ceiling
        ? Math.round((result.requestsPerSecond / ceiling) * 1000) / 1000
        : null,
  };
}

type Engine = 'postgres' | 'pglite';

/**
 * The database to seed: --database-url as given, else a throwaway PostgreSQL database, else (with
 * --pglite, or when no PostgreSQL server answers) PGlite in the temporary directory.
 */
async function benchDatabase(): Promise<{ engine: Engine; url: string; drop: () => Promise<void> }> {
  const given = values['database-url'];
  if (given) return { engine: 'postgres', url: given, drop: async () => {} };
  const none = { engine: 'pglite' as const, url: '', drop: async () => {} };
  if (values.pglite) return none;
  const adminUrl = process.env['BENCH_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    return { engine: 'postgres', ...(await freshPostgres(adminUrl, `medsupply_bench_${process.pid}`)) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    process.stdout.write(
      `No PostgreSQL at ${new URL(adminUrl).host} (${reason}): measuring the embedded database (PGlite). ` +
        'The budgets are held on PostgreSQL (ADR 0011); PGlite runs one statement at a time.\n',
    );
    return none;
  }
}

/** Runs `work` on a connection of its own to `databaseUrl`, closed afterwards. */
async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether a given database (--database-url) still needs the seed: it has no items yet. */
function isUnseeded(databaseUrl: string): Promise<boolean> {
  return withClient(databaseUrl, async (client) => {
    const table = await client.query<{ t: string | null }>(`SELECT to_regclass('public.items')::text AS t`);
    if (table.rows[0]?.t == null) return true;
    const items = await client.query<{ any: boolean }>('SELECT EXISTS (SELECT FROM items) AS any');
    return items.rows[0]?.any !== true;
  });
}

/**
 * Writes the seed's dirty pages out before measuring. Left alone, PostgreSQL's next checkpoint
 * spreads those writes over the first minutes of measuring (checkpoint_completion_target). A run
 * started right after the seed measured the MPN type-ahead at 36 ms and the part-number and
 * subcategory pages at 50–66 ms p99, which the same store answered in 5, 24 and 10 ms minutes later.
 */
async function checkpoint(databaseUrl: string): Promise<void> {
  try {
    await withClient(databaseUrl, (client) => client.query('CHECKPOINT'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    process.stdout.write(`CHECKPOINT after the seed failed (${reason}): measuring anyway.\n`);
  }
}

/** The store to measure: the given one, or a fresh one seeded and started here. */
async function startStore(): Promise<{
  baseUrl: string;
  engine: Engine | null;
  /** The items this run seeded; null when it measured a store or database that was there. */
  items: number | null;
  /** The store's database and signing key, when this run started the store (placeOrder makes buyers). */
  databaseUrl: string | null;
  jwtSecret: string;
  /** The store process's id, when this run started it (its memory is read from /proc). */
  pid: number | null;
  stop: () => Promise<void>;
}> {
  const jwtSecret = randomBytes(32).toString('hex');
  if (values.url) {
    return {
      baseUrl: values.url.replace(/\/$/, ''),
      engine: null,
      items: null,
      databaseUrl: null,
      jwtSecret,
      pid: null,
      stop: async () => {},
    };
  }
  await ensureWebBuild();
  const database = await benchDatabase();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'medsupply-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: tmp, DATABASE_URL: database.url, JWT_SECRET: jwtSecret };
  // Only the served store reads the replica; the seed writes the primary, which streams it there.
  const replica = values['replica-url'] ? { DATABASE_REPLICA_URL: values['replica-url'] } : {};
  // Seeded by the seed command, then served by a new process on the seeded database, as a deployed
  // store starts: the process that seeded carries the seed's heap and warm-up into the figures.
  const where = database.engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const seeding = database.engine === 'pglite' || (await isUnseeded(database.url));
  if (seeding) {
    process.stdout.write(`Seeding ${values.items} items on ${where}…\n`);
    const seeded = await run('node', ['apps/api/src/db/seed/cli.ts', '--items', values.items], {
      env: childEnv(env),
    });
    if (seeded !== 0) {
      await rm(tmp, { recursive: true, force: true });
      await database.drop();
      throw new Error(`The seed failed (exit ${seeded})`);
    }
    if (database.engine === 'postgres') await checkpoint(database.url);
  } else {
    process.stdout.write(`${where} database already seeded: measuring it as it is.\n`);
  }
  process.stdout.write(`Starting the store at ${baseUrl}…\n`);
  // The embedded default is measured as `npm start` runs it: with its node flags (ADR 0044).
  const startFlags =
    database.engine === 'pglite'
      ? (
          (
            JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
              scripts: Record<string, string>;
            }
          ).scripts['start'] ?? ''
        )
          .split(/\s+/)
          .filter((word) => word.startsWith('--'))
      : [];
  const server = spawn('node', [...startFlags, 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    // The bench reads the server's own time from Server-Timing (bench/paced.ts).
    env: childEnv({
      ...env,
      ...replica,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SERVER_TIMING: 'true',
    }),
  });
  return {
    baseUrl,
    engine: database.engine,
    items: seeding ? Number(values.items) : null,
    databaseUrl: database.url,
    jwtSecret,
    pid: server.pid ?? null,
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
      await rm(tmp, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/** The store process's resident memory now and at its peak, in MiB (Linux /proc), or null. */
function memoryOf(pid: number | null): { rssMiB: number; peakMiB: number } | null {
  if (pid === null) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    const [rss, peak] = [kib('VmRSS'), kib('VmHWM')];
    if (Number.isNaN(rss) || Number.isNaN(peak)) return null;
    return { rssMiB: Math.round(rss / 1024), peakMiB: Math.round(peak / 1024) };
  } catch {
    return null;
  }
}

/**
 * Issue 30's ceiling: Fastify answering a constant body in a process of its own on this machine,
 * measured like a throughput scenario (20 connections, after a warm-up), just before them.
 */
async function measureCeiling(): Promise<number> {
  const port = await freePort();
  const server = spawn('node', ['bench/constant-server.ts', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`the constant-body server exited (${code})`)));
    });
    const url = `http://127.0.0.1:${port}/constant`;
    await autocannon({ url, connections: 4, amount: 2000 });
    const result = await autocannon({ url, connections: 20, duration: 10 });
    return Math.round(result.requests.average);
  } finally {
    server.kill('SIGTERM');
  }
}

const { baseUrl, engine, items, databaseUrl, jwtSecret, pid, stop } = await startStore();
let failed: boolean;
try {
  await waitForHealth(baseUrl, 600_000);
  const memoryAfterStart = memoryOf(pid);
  const outcomes: Outcome[] = [];
  const sample = await resolveSample(baseUrl);
  const chosen = scenarios.filter((s) => selected(s.name));
  let ceiling: number | null = null;
  if (chosen.some((s) => s.againstCeiling)) {
    ceiling = await measureCeiling();
    process.stdout.write(
      `INFO  ${'ceiling: constant body'.padEnd(28)} ${String(ceiling).padStart(6)} req/s (Fastify, a process of its own)\n`,
    );
  }
  for (const scenario of chosen) {
    // Warm up caches and JIT before measuring.
    // (with `body`: a scenario of `bodies` asks each of them for the first time when measured)
    const { bodies: _measuredOnly, ...warmUp } = requestOf(baseUrl, scenario, sample);
    await autocannon({ ...warmUp, connections: 4, amount: 200 });
    const budget = (engine === 'pglite' ? scenario.budgetOnPglite : undefined) ?? scenario.budget;
    const outcome = await measure(baseUrl, scenario, sample, budget, ceiling);
    outcomes.push(outcome);
    process.stdout.write(
      `${outcome.pass ? 'PASS' : 'FAIL'}  ${outcome.name.padEnd(28)} ${String(outcome.requestsPerSecond).padStart(6)} req/s${outcome.ofCeiling === null ? '' : ` (${outcome.ofCeiling} of the ceiling)`}  p50 ${outcome.p50Ms} ms  p99 ${outcome.p99Ms} ms${outcome.serverP99Ms === null ? '' : `  server p50 ${outcome.serverP50Ms} p99 ${outcome.serverP99Ms} ms`}  budget ${JSON.stringify(outcome.budget)}  load ${outcome.loadBefore[0]}→${outcome.loadAfter[0]}${outcome.stealPercent === null ? '' : `  steal ${outcome.stealPercent}%`}\n`,
    );
  }
  const memory = memoryOf(pid);
  if (memory) {
    process.stdout.write(
      `INFO  ${'store process memory'.padEnd(28)} after start ${memoryAfterStart?.rssMiB ?? '?'} MiB, now ${memory.rssMiB} MiB, peak ${memory.peakMiB} MiB\n`,
    );
  }
  // issue 17: placeOrder with 20 concurrent buyers, on a store this run started (it makes buyers in
  // the store's database).
  const placeOrders: PlaceOrderOutcome[] = [];
  if (selected('placeOrder') && databaseUrl !== null) {
    for (const buyerCount of values.buyers
      .split(',')
      .map(Number)
      .filter((n) => n > 0)) {
      const placeOrder = await benchPlaceOrder(baseUrl, databaseUrl, jwtSecret, 20, buyerCount);
      placeOrders.push(placeOrder);
      process.stdout.write(
        `${placeOrder.pass ? 'PASS' : 'FAIL'}  ${placeOrder.name.padEnd(28)} ${String(placeOrder.ordersPerSecond).padStart(6)} orders/s  p50 ${placeOrder.p50Ms} ms  p99 ${placeOrder.p99Ms} ms  cycle (add + place) p50 ${placeOrder.cycleP50Ms} ms p99 ${placeOrder.cycleP99Ms} ms  failures ${placeOrder.failures}  consistent ${String(placeOrder.consistent)}  budget ${JSON.stringify(placeOrder.budget)}  load ${loadAverage()[0]}\n`,
      );
      const card = placeOrder.cardCycle;
      process.stdout.write(
        `      card cycle: ${card.orders} card orders placed, shipped, cancelled and refunded in part (${card.seconds} s, failures ${card.failures}); gateway authorised ${card.authorisedCents} = captured ${card.capturedCents} + voided ${card.voidedCents} + held ${card.heldCents}, refunded ${card.refundedCents}; settled after the run ${card.settledAfterRun}; mismatches ${card.mismatches}\n`,
      );
      for (const why of placeOrder.inconsistencies.slice(0, 20))
        process.stdout.write(`      inconsistent: ${why}\n`);
    }
  }
  // issue 29: the buyer query set's zero-result rate on this store (a figure, not a budget).
  let buyerQueries: BuyerQueriesOutcome | null = null;
  if (selected('search buyer queries')) {
    buyerQueries = await benchBuyerQueries(baseUrl);
    process.stdout.write(
      `INFO  ${buyerQueries.name.padEnd(28)} ${buyerQueries.queries} queries  zero-result rate ${buyerQueries.zeroResultRatePercent}% (${buyerQueries.zeroResults})  first five as expected ${buyerQueries.firstFiveAsExpected}/${buyerQueries.queries}${buyerQueries.zeroResultQueries.length > 0 ? `  none for: ${buyerQueries.zeroResultQueries.join(', ')}` : ''}\n`,
    );
  }
  // issue #3: Lighthouse performance of /, /products/1 and a product page (mobile preset).
  let lighthouse: LighthouseOutcome[] = [];
  if (selected('lighthouse')) {
    lighthouse = await runLighthouse(baseUrl, lighthousePages(sample.item));
    for (const outcome of lighthouse) process.stdout.write(formatOutcome(outcome));
  }
  failed =
    outcomes.some((o) => !o.pass) || lighthouse.some((o) => !o.pass) || placeOrders.some((o) => !o.pass);
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(
    path.join(root, 'bench/results/latest.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        items,
        store: values.url ?? engine,
        cores: os.cpus().length,
        memoryAfterStart,
        memory,
        ceiling,
        outcomes,
        placeOrder: placeOrders[0] ?? null,
        placeOrders,
        buyerQueries,
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
