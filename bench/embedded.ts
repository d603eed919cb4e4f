// `npm run bench:embedded` (issue 30 point 3): the embedded default as `npm start` runs it, on a
// PGlite store seeded beforehand (--items, default 2,500: what `npm start` seeds), with its budgets:
//   - restart: from starting the process to the first 200 of GET /api/shopping/category/getCategories,
//     on a store already seeded (no seeding, migrations already applied): ≤ 1.5 s;
//   - memory after start: the process's RSS once it answers and has settled (5 s later, when the
//     storefront's server build it loads after listening is in): ≤ 250 MiB;
//   - peak memory: the process's RSS high-water mark (VmHWM) after the catalogue and order load below,
//     which runs on the last start: ≤ 500 MiB.
// The process is started with the node flags of package.json's "start" script, so what is measured
// is what `npm start` runs (minus npm itself). The load: the search page with its facets, a category
// listing, the categories and a product, each as fast as autocannon goes for --seconds; then, for
// --seconds, --buyers buyers of a clinic on terms (made in the database before the store starts)
// each add an item and place an order in a loop. Afterwards every order the store confirmed must be
// in the database.
// Options: --items N, --restarts N (default 3), --seconds S (default 10), --buyers N (default 10).
// Each figure carries the 1-minute load average: on a shared machine it says how comparable it is.
// Results go to bench/results/embedded.json; the exit code is 1 when a budget is missed.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/api/src/db/client.ts';
import { createUser, loginAs } from '../apps/api/test/factories.ts';
import { createClinic, createStockItem } from '../apps/api/test/order-factories.ts';
import { childEnv, ensureWebBuild, freePort, root, run } from '../scripts/lib.ts';
import { resolveSample, type StoreSample } from './scenarios.ts';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '2500' },
    restarts: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    buyers: { type: 'string', default: '10' },
  },
});
const restarts = Math.max(1, Number(values.restarts));
const seconds = Number(values.seconds);
const buyerCount = Number(values.buyers);

export const EMBEDDED_BUDGETS = { restartMs: 1500, rssAfterStartMiB: 250, peakRssMiB: 500 } as const;
/** How long after its first answer the process's memory is read as "after start". */
const SETTLE_MS = 5000;

const loadAverage = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)] ?? 0;

/** A field of /proc/PID/status in MiB (VmRSS: now, VmHWM: the high-water mark). */
function statusMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no ${field} for process ${pid}`);
  return Math.round(Number(match[1]) / 1024);
}

/** CPU time the process has used so far (user + system), in ms: what the load average does not inflate. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Math.round((ticks * 1000) / 100);
}

/** `npm start`'s command: node, its flags, the script (package.json "start"). */
function startCommand(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = (pkg.scripts['start'] ?? '').split(/\s+/).filter(Boolean);
  if (words[0] !== 'node')
    throw new Error(`package.json's start script is not a node command: ${words.join(' ')}`);
  return words.slice(1);
}

interface Start {
  server: ChildProcess;
  pid: number;
  firstAnswerMs: number;
  cpuToFirstAnswerMs: number;
  rssAtFirstAnswerMiB: number;
  rssAfterStartMiB: number;
  loadAverage: number;
}

async function startStore(env: Record<string, string>, baseUrl: string): Promise<Start> {
  const load = loadAverage();
  const started = performance.now();
  const server = spawn('node', startCommand(), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: childEnv({ ...env, LOG_LEVEL: 'warn' }),
  });
  const pid = server.pid;
  if (pid === undefined) throw new Error('the store did not start');
  const url = `${baseUrl}/api/shopping/category/getCategories`;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the store exited (${server.exitCode}) before answering`);
    const answered = await fetch(url).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status === 200;
      },
      () => false,
    );
    if (answered) break;
    if (performance.now() - started > 120_000) throw new Error('the store did not answer within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const firstAnswerMs = Math.round(performance.now() - started);
  const cpuToFirstAnswerMs = cpuMs(pid);
  const rssAtFirstAnswerMiB = statusMiB(pid, 'VmRSS');
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return {
    server,
    pid,
    firstAnswerMs,
    cpuToFirstAnswerMs,
    rssAtFirstAnswerMiB,
    rssAfterStartMiB: statusMiB(pid, 'VmRSS'),
    loadAverage: load,
  };
}

async function stopStore(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** A clinic on terms with `buyerCount` signed-in buyers and stocked items, made before the store starts. */
async function prepareBuyers(dataDir: string, jwtSecret: string) {
  const database = await openDatabase({ dataDir });
  try {
    const clinic = await createClinic(database.db, { creditCents: 2_000_000_000 });
    const items = [];
    for (let i = 0; i < 3; i += 1) items.push((await createStockItem(database.db, { stock: 10_000_000 })).id);
    const buyers = [];
    for (let i = 0; i < buyerCount; i += 1) {
      const user = await createUser(database.db, { accountId: clinic.accountId });
      buyers.push((await loginAs(database.db, { jwtSecret }, user)).headers.authorization);
    }
    return { accountId: clinic.accountId, shipTo: clinic.licensed, items, buyers };
  } finally {
    await database.close();
  }
}

interface ReadOutcome {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** The catalogue's reads, one after the other, each as fast as it goes. */
async function readLoad(baseUrl: string, sample: StoreSample): Promise<ReadOutcome[]> {
  const paginate = `${baseUrl}/api/shopping/item/paginate`;
  const json = { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' };
  const reads = [
    {
      name: 'search page with facets',
      url: paginate,
      method: 'POST' as const,
      headers: json,
      body: JSON.stringify({ page: 1, searchTerm: 'nitrile exam gloves' }),
    },
    {
      name: 'category listing',
      url: paginate,
      method: 'POST' as const,
      headers: json,
      body: JSON.stringify({ page: 1, category: sample.topCategory }),
    },
    { name: 'categories', url: `${baseUrl}/api/shopping/category/getCategories`, headers: json },
    {
      name: 'product',
      url: `${baseUrl}/api/shopping/item/item?id=${encodeURIComponent(sample.item)}`,
      headers: json,
    },
  ];
  const outcomes: ReadOutcome[] = [];
  for (const { name, ...request } of reads) {
    const result = await autocannon({ ...request, connections: 10, duration: seconds });
    outcomes.push({
      name,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
  return outcomes;
}

/** Each buyer adds an item and places the cart on terms, until `stop()` says so. */
function orderLoad(baseUrl: string, order: Awaited<ReturnType<typeof prepareBuyers>>) {
  let stopped = false;
  let confirmed = 0;
  let failures = 0;
  const post = async (urlPath: string, authorization: string, body: unknown, key?: string) => {
    const response = await fetch(`${baseUrl}${urlPath}`, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const place = { shipAddressId: order.shipTo, billAddressId: order.shipTo, payment: { type: 'terms' } };
  const loops = order.buyers.map(async (authorization, index) => {
    for (let n = 0; !stopped; n += 1) {
      const itemId = order.items[(index + n) % order.items.length];
      if ((await post('/api/cart/cart/addItem', authorization, { itemId, quantity: 1 })) !== 200) {
        failures += 1;
        continue;
      }
      if ((await post('/api/checkout/checkout/placeOrder', authorization, place, randomUUID())) === 200)
        confirmed += 1;
      else failures += 1;
    }
  });
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      return { confirmed, failures };
    },
  };
}

function line(pass: boolean, name: string, figure: string, budget: string, load: string): string {
  return `${pass ? 'PASS' : 'FAIL'}  ${name.padEnd(30)} ${figure.padEnd(40)} budget ${budget.padEnd(10)} load ${load}\n`;
}

await ensureWebBuild();
const tmp = await mkdtemp(path.join(os.tmpdir(), 'medsupply-bench-embedded-'));
const jwtSecret = randomBytes(32).toString('hex');
let failed: boolean;
let server: ChildProcess | undefined;
try {
  const env = { DATA_DIR: tmp, JWT_SECRET: jwtSecret, DATABASE_URL: '', HOST: '127.0.0.1' };
  process.stdout.write(`Seeding ${values.items} items on PGlite under ${tmp}…\n`);
  const seeded = await run('node', ['apps/api/src/db/seed/cli.ts', '--items', values.items], {
    env: childEnv(env),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded !== 0) throw new Error(`The seed failed (exit ${seeded})`);
  const order = await prepareBuyers(path.join(tmp, 'pglite'), jwtSecret);
  process.stdout.write(
    `Starting the store as npm start does (node ${startCommand().join(' ')}), ${restarts} times…\n`,
  );

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const starts: Start[] = [];
  for (let i = 0; i < restarts; i += 1) {
    const start = await startStore({ ...env, PORT: String(port) }, baseUrl);
    starts.push(start);
    process.stdout.write(
      `      start ${i + 1}: first answer ${start.firstAnswerMs} ms (CPU ${start.cpuToFirstAnswerMs} ms), RSS ${start.rssAtFirstAnswerMiB} MiB then, ${start.rssAfterStartMiB} MiB ${SETTLE_MS / 1000} s later, load ${start.loadAverage}\n`,
    );
    if (i < restarts - 1) await stopStore(start.server);
    else server = start.server;
  }
  const last = starts.at(-1);
  if (!last) throw new Error('no start measured');

  const loadBefore = loadAverage();
  const sample = await resolveSample(baseUrl);
  const reads = await readLoad(baseUrl, sample);
  // Then the orders, on their own: PGlite runs one transaction at a time, and orders placed as fast
  // as they go beside the reads left the reads waiting seconds for each answer.
  const orders = orderLoad(baseUrl, order);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const placed = await orders.stop();
  const peakRssMiB = statusMiB(last.pid, 'VmHWM');
  const rssAfterLoadMiB = statusMiB(last.pid, 'VmRSS');
  const loadAfter = loadAverage();
  await stopStore(last.server);
  server = undefined;

  // Every confirmed order is in the database, after the store stopped.
  const database = await openDatabase({ dataDir: path.join(tmp, 'pglite') });
  const [found] = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM sales_orders WHERE account_id = ${order.accountId}`,
  );
  await database.close();
  const ordersKept = found?.n === placed.confirmed;

  const restartMs = median(starts.map((s) => s.firstAnswerMs));
  const rssAfterStartMiB = median(starts.map((s) => s.rssAfterStartMiB));
  const loads = starts.map((s) => s.loadAverage).join(', ');
  const budgets = EMBEDDED_BUDGETS;
  const checks = {
    restart: restartMs <= budgets.restartMs,
    rss: rssAfterStartMiB <= budgets.rssAfterStartMiB,
    peak: peakRssMiB <= budgets.peakRssMiB,
  };
  process.stdout.write('\n');
  process.stdout.write(
    line(
      checks.restart,
      'restart to first answer',
      `${restartMs} ms (median of ${starts.map((s) => s.firstAnswerMs).join(', ')})`,
      `≤ ${budgets.restartMs} ms`,
      loads,
    ),
  );
  process.stdout.write(
    line(
      checks.rss,
      'RSS after start',
      `${rssAfterStartMiB} MiB (median of ${starts.map((s) => s.rssAfterStartMiB).join(', ')})`,
      `≤ ${budgets.rssAfterStartMiB} MiB`,
      loads,
    ),
  );
  process.stdout.write(
    line(
      checks.peak,
      'peak RSS under load',
      `${peakRssMiB} MiB (${rssAfterLoadMiB} MiB after it)`,
      `≤ ${budgets.peakRssMiB} MiB`,
      `${loadBefore}→${loadAfter}`,
    ),
  );
  for (const read of reads) {
    process.stdout.write(
      `INFO  ${read.name.padEnd(30)} ${String(read.requestsPerSecond).padStart(6)} req/s  p99 ${read.p99Ms} ms${read.non2xx + read.errors > 0 ? `  non-2xx ${read.non2xx} errors ${read.errors}` : ''}\n`,
    );
  }
  process.stdout.write(
    `${ordersKept && placed.failures === 0 ? 'INFO' : 'FAIL'}  ${'orders placed'.padEnd(30)} ${placed.confirmed} confirmed (${Math.round(placed.confirmed / seconds)}/s), ${placed.failures} failed, ${found?.n ?? 0} in the database after the stop\n`,
  );
  failed =
    !checks.restart ||
    !checks.rss ||
    !checks.peak ||
    !ordersKept ||
    placed.failures > 0 ||
    reads.some((r) => r.non2xx + r.errors > 0);
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(
    path.join(root, 'bench/results/embedded.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        items: Number(values.items),
        cores: os.cpus().length,
        command: ['node', ...startCommand()],
        budgets,
        restartMs,
        rssAfterStartMiB,
        peakRssMiB,
        rssAfterLoadMiB,
        starts: starts.map(({ server: _server, pid: _pid, ...figures }) => figures),
        reads,
        orders: { ...placed, inDatabase: found?.n ?? 0 },
        loadBefore,
        loadAfter,
      },
      null,
      2,
    ),
  );
} finally {
  if (server) await stopStore(server);
  await rm(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
