// The placement chaos (issue 17 "Reliability"): a store process placing a stream of orders is killed
// with SIGKILL at random moments and restarted, again and again. Afterwards: every order the client
// saw confirmed is there under its key, no key has two orders, no order lacks its lines, and the
// stock and credit taken equal what the orders say. `npm test` runs a few kills
// (checkout-crash.test.ts); `npm run chaos` runs hundreds on PostgreSQL (scripts/chaos.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/db/client.ts';
import { createClinicForChaos } from './chaos-fixtures.ts';

const child = path.resolve(import.meta.dirname, 'place-order-child.ts');

export interface ChaosTarget {
  /** CHILD_DATABASE_URL or CHILD_PGLITE_DIR for the child. */
  env: Record<string, string>;
  open: () => Promise<Database>;
}

export interface ChaosOptions {
  kills: number;
  secret: string;
  dataDir: string;
  /** Longest wait after the child is ready before the kill (ms); the moment is random below it. */
  maxKillDelayMs?: number;
  log?: (line: string) => void;
}

export interface ChaosReport {
  kills: number;
  confirmed: number;
  orders: number;
  /** Keys whose order committed but whose answer the killed process never printed. */
  committedUnseen: number;
  problems: string[];
  seconds: number;
}

interface ChildRun {
  confirmed: Array<[number, number]>;
  signal: NodeJS.Signals | null;
  code: number | null;
  stderr: string;
}

function runChild(env: Record<string, string>, killAfterReadyMs: number | null): Promise<ChildRun> {
  return new Promise((resolve) => {
    const running = spawn(process.execPath, [child], {
      env: { PATH: process.env['PATH'] ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const confirmed: Array<[number, number]> = [];
    let buffer = '';
    let stderr = '';
    running.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    running.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        const match = /^confirmed (\d+) (\d+)$/.exec(line);
        if (match) confirmed.push([Number(match[1]), Number(match[2])]);
        if (line === 'ready' && killAfterReadyMs !== null) {
          setTimeout(() => running.kill('SIGKILL'), killAfterReadyMs);
        }
        newline = buffer.indexOf('\n');
      }
    });
    running.on('exit', (code, signal) => resolve({ confirmed, signal, code, stderr }));
  });
}

export async function runPlacementChaos(target: ChaosTarget, options: ChaosOptions): Promise<ChaosReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const setupDb = await target.open();
  const fixture = await createClinicForChaos(setupDb.db, options.secret);
  await setupDb.close();

  const env = {
    ...target.env,
    CHILD_SECRET: options.secret,
    CHILD_DATA_DIR: options.dataDir,
    CHILD_AUTHORIZATION: fixture.authorization,
    CHILD_ITEM_ID: String(fixture.itemId),
    CHILD_SHIP_TO: String(fixture.shipTo),
  };
  const confirmed = new Map<number, number>();
  const problems: string[] = [];
  let next = 0;
  let kills = 0;
  /** The key in flight at each kill and when the kill was seen. */
  const inFlight: Array<{ key: string; killedAt: Date }> = [];
  const maxDelay = options.maxKillDelayMs ?? 400;
  while (kills < options.kills) {
    const run = await runChild(
      { ...env, CHILD_START: String(next), CHILD_END: String(next + 100_000) },
      Math.floor(Math.random() * maxDelay),
    );
    if (run.signal !== 'SIGKILL') {
      problems.push(`a child ended by itself (code ${String(run.code)}): ${run.stderr.slice(0, 500)}`);
      break;
    }
    kills += 1;
    for (const [n, id] of run.confirmed) {
      const before = confirmed.get(n);
      if (before !== undefined && before !== id)
        problems.push(`key ${n} confirmed as orders ${before} and ${id}`);
      confirmed.set(n, id);
      next = Math.max(next, n + 1);
    }
    inFlight.push({ key: `chaos-${next}`, killedAt: new Date() });
    if (kills % 25 === 0) log(`${kills} kills, ${confirmed.size} orders confirmed`);
  }
  // A last run, not killed: the key in flight at the last kill and two more.
  const last = await runChild({ ...env, CHILD_START: String(next), CHILD_END: String(next + 3) }, null);
  if (last.code !== 0)
    problems.push(`the last child failed (code ${String(last.code)}): ${last.stderr.slice(0, 500)}`);
  for (const [n, id] of last.confirmed) confirmed.set(n, id);

  const db = await target.open();
  try {
    const orders = await queryRows<{
      id: number;
      key: string;
      total_cents: number;
      lines: number;
      created_at: Date | string;
    }>(
      db.db,
      sql`SELECT so.id, so.idempotency_key AS key, so.total_cents, so.created_at,
          (SELECT count(*)::int FROM sales_order_lines l WHERE l.sales_order_id = so.id) AS lines
        FROM sales_orders so WHERE so.placed_by = ${fixture.userId}`,
    );
    const byKey = new Map(orders.map((o) => [o.key, o]));
    if (byKey.size !== orders.length) problems.push('two orders share a key');
    for (const [n, id] of confirmed) {
      const found = byKey.get(`chaos-${n}`);
      if (!found) problems.push(`confirmed key ${n} (order ${id}) has no order`);
      else if (found.id !== id) problems.push(`key ${n} was confirmed as ${id} but is order ${found.id}`);
    }
    for (const o of orders) if (o.lines === 0) problems.push(`order ${o.id} has no lines (partial)`);
    const extra = orders.filter((o) => !confirmed.has(Number(o.key.slice('chaos-'.length))));
    if (extra.length > 0)
      problems.push(`orders never confirmed after the last run: ${extra.map((o) => o.key).join(', ')}`);
    const [state] = await queryRows<{ stock: number; balance: number; taken: number }>(
      db.db,
      sql`SELECT (SELECT quantity_available FROM items WHERE id = ${fixture.itemId}) AS stock,
          (SELECT available_balance_cents FROM accounts WHERE id = ${fixture.accountId}) AS balance,
          (SELECT coalesce(sum(l.quantity - l.quantity_backordered), 0)::int FROM sales_order_lines l
            JOIN sales_orders so ON so.id = l.sales_order_id WHERE so.placed_by = ${fixture.userId}) AS taken`,
    );
    const totals = orders.reduce((sum, o) => sum + o.total_cents, 0);
    if (!state || fixture.stock - state.stock !== state.taken) {
      problems.push(
        `stock taken ${String(fixture.stock - (state?.stock ?? 0))} ≠ lines' ${String(state?.taken)}`,
      );
    }
    if (!state || fixture.balance - state.balance !== totals) {
      problems.push(`credit taken ${String(fixture.balance - (state?.balance ?? 0))} ≠ orders' ${totals}`);
    }
    // Orders committed by a run killed before it could print them, found by the next run's retry.
    const committedUnseen = inFlight.filter(({ key, killedAt }) => {
      const found = byKey.get(key);
      return found !== undefined && new Date(found.created_at) <= killedAt;
    }).length;
    return {
      kills,
      confirmed: confirmed.size,
      orders: orders.length,
      committedUnseen,
      problems,
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    await db.close();
  }
}
