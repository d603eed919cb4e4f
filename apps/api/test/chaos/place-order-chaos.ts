// The placement chaos (issue 17 "Reliability", issue 26): a store process placing a stream of
// orders is killed with SIGKILL at random moments and restarted, again and again. Every second
// order is a card order the staff then ship in part, cancel in part and refund in part (the
// child, place-order-child.ts). Afterwards: every order the client saw confirmed is there under
// its key, no key has two orders, no order lacks its lines, and the stock and terms credit taken
// equal what the orders say. Then every reversal a kill left pending is settled, as the backstop
// job would, and the card books are checked (../card-books.ts): for each card order the sandbox
// gateway's authorised, captured, voided and refunded amounts equal the order's total, its
// capture payments, its releases and its refunds (and the credit memos they paid out); what the
// gateway still holds is what the order holds; no key made two fulfilments, captures, releases or
// refunds; and the order-to-cash invariants find nothing for the clinic. `npm test` runs a few
// kills (checkout-crash.test.ts); `npm run chaos` runs hundreds on PostgreSQL (run.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../../src/db/client.ts';
import { checkCardBooks, settlePendingReversals } from '../card-books.ts';
import { chaosKeyOf, chaosNumberOf, createClinicForChaos, type ChaosFixture } from './chaos-fixtures.ts';

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
  /** Longest wait after a run's first confirmed order before the kill (ms); random below it. */
  maxKillDelayMs?: number;
  log?: (line: string) => void;
}

export interface ChaosReport extends ChaosOutcome {
  kills: number;
  /** What each kill interrupted: a terms order, or a card order's step (cart, place, ship, cancel, refund). */
  killsDuring: Record<string, number>;
  seconds: number;
}

interface ChildRun {
  confirmed: Array<[number, number]>;
  /** The last step the child announced: [n, step]. */
  lastStep: [number, string] | null;
  signal: NodeJS.Signals | null;
  code: number | null;
  stderr: string;
}

function runChild(env: Record<string, string>, killAfterFirstMs: number | null): Promise<ChildRun> {
  return new Promise((resolve) => {
    const running = spawn(process.execPath, [child], {
      env: { PATH: process.env['PATH'] ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const confirmed: Array<[number, number]> = [];
    let lastStep: [number, string] | null = null;
    let buffer = '';
    let stderr = '';
    running.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    running.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        const step = /^step (\d+) (\w+)$/.exec(line);
        if (step) lastStep = [Number(step[1]), step[2] ?? ''];
        const match = /^confirmed (\d+) (\d+)$/.exec(line);
        if (match) {
          confirmed.push([Number(match[1]), Number(match[2])]);
          // The clock starts at the run's first confirmed order: the kill lands while orders are
          // being placed, whatever the machine's load makes of the start-up.
          if (confirmed.length === 1 && killAfterFirstMs !== null) {
            setTimeout(() => running.kill('SIGKILL'), killAfterFirstMs);
          }
        }
        newline = buffer.indexOf('\n');
      }
    });
    running.on('exit', (code, signal) => resolve({ confirmed, lastStep, signal, code, stderr }));
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
    CHILD_STAFF_AUTHORIZATION: fixture.staffAuthorization,
    CHILD_CARD_TOKEN: fixture.cardToken,
    CHILD_ITEM_ID: String(fixture.itemId),
    CHILD_CARD_FIRST: String(fixture.cardItems.first),
    CHILD_CARD_SECOND: String(fixture.cardItems.second),
    CHILD_SHIP_TO: String(fixture.shipTo),
  };
  const confirmed = new Map<number, number>();
  const problems: string[] = [];
  let next = 0;
  let kills = 0;
  const killsDuring: Record<string, number> = {};
  /** The key in flight at each kill, the step it was in, and when the kill was seen. */
  const inFlight: Array<{ key: string; step: string; killedAt: Date }> = [];
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
    // What the kill interrupted: the step the child announced last for the key it was on.
    const step = run.lastStep?.[0] === next ? run.lastStep[1] : 'between orders';
    killsDuring[step] = (killsDuring[step] ?? 0) + 1;
    inFlight.push({ key: chaosKeyOf(next), step, killedAt: new Date() });
    if (kills % 25 === 0) log(`${kills} kills, ${confirmed.size} orders confirmed`);
  }
  // A last run, not killed: the key in flight at the last kill and three more (two card orders).
  const last = await runChild({ ...env, CHILD_START: String(next), CHILD_END: String(next + 4) }, null);
  if (last.code !== 0)
    problems.push(`the last child failed (code ${String(last.code)}): ${last.stderr.slice(0, 500)}`);
  for (const [n, id] of last.confirmed) confirmed.set(n, id);

  const db = await target.open();
  try {
    const outcome = await checkChaosOutcome(db.db, fixture, confirmed, { secret: options.secret, inFlight });
    return {
      kills,
      killsDuring,
      ...outcome,
      problems: [...problems, ...outcome.problems],
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    await db.close();
  }
}

/** What a chaos run's store holds, checked against what its client saw confirmed. */
export interface ChaosOutcome {
  confirmed: number;
  orders: number;
  /** Of the orders, card orders (each shipped, cancelled and refunded in part). */
  cardOrders: number;
  /** Keys whose order committed but whose answer the killed process never gave. */
  committedUnseen: number;
  /** Releases and refunds a kill left pending, settled after the run as the backstop job would. */
  settledAfterRun: number;
  /** The sandbox gateway's sums over the card orders, held equal to the store's order by order. */
  card: {
    authorisedCents: number;
    capturedCents: number;
    voidedCents: number;
    refundedCents: number;
    heldCents: number;
  };
  /** Order-to-cash invariant violations, plus card-book disagreements (each also in problems). */
  mismatches: number;
  problems: string[];
}

/**
 * Checks one chaos clinic's orders against `confirmed` (order number → the order id its client
 * saw): every confirmed order is there under its key, no key has two orders, none lacks its lines,
 * none was placed that its client never saw confirmed, the stock and terms credit taken equal what
 * the orders say, and, once pending reversals are settled, the card books and the invariants hold.
 * `inFlight` (the key in flight at each kill) counts the orders committed whose answer was lost.
 */
export async function checkChaosOutcome(
  db: Db,
  fixture: ChaosFixture,
  confirmed: ReadonlyMap<number, number>,
  options: { secret: string; inFlight: ReadonlyArray<{ key: string; step: string; killedAt: Date }> },
): Promise<ChaosOutcome> {
  const problems: string[] = [];
  const inFlight = options.inFlight;
  const orders = await queryRows<{
    id: number;
    key: string;
    payment_type: string;
    total_cents: number;
    lines: number;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT so.id, so.idempotency_key AS key, so.payment_type, so.total_cents, so.created_at,
        (SELECT count(*)::int FROM sales_order_lines l WHERE l.sales_order_id = so.id) AS lines
      FROM sales_orders so WHERE so.placed_by = ${fixture.userId}`,
  );
  const byKey = new Map(orders.map((o) => [o.key, o]));
  if (byKey.size !== orders.length) problems.push('two orders share a key');
  for (const [n, id] of confirmed) {
    const found = byKey.get(chaosKeyOf(n));
    if (!found) problems.push(`confirmed key ${n} (order ${id}) has no order`);
    else if (found.id !== id) problems.push(`key ${n} was confirmed as ${id} but is order ${found.id}`);
  }
  for (const o of orders) if (o.lines === 0) problems.push(`order ${o.id} has no lines (partial)`);
  const extra = orders.filter((o) => {
    const n = chaosNumberOf(o.key);
    return n === null || !confirmed.has(n);
  });
  if (extra.length > 0)
    problems.push(`orders never confirmed after the last run: ${extra.map((o) => o.key).join(', ')}`);
  // Stock: what each item lost is what the lines took and did not give back by cancelling.
  const items = [fixture.itemId, fixture.cardItems.first, fixture.cardItems.second];
  const stock = await queryRows<{ id: number; stock: number; taken: number }>(
    db,
    sql`SELECT i.id, i.quantity_available AS stock,
        (SELECT coalesce(sum(l.quantity - l.quantity_cancelled - l.quantity_backordered), 0)::int
          FROM sales_order_lines l JOIN sales_orders so ON so.id = l.sales_order_id
          WHERE so.placed_by = ${fixture.userId} AND l.item_id = i.id) AS taken
      FROM items i WHERE i.id IN (${sql.join(
        items.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  for (const id of items) {
    const s = stock.find((row) => row.id === id);
    if (!s || fixture.stock - s.stock !== s.taken) {
      problems.push(
        `item ${id}: stock taken ${String(fixture.stock - (s?.stock ?? 0))} ≠ lines' ${String(s?.taken)}`,
      );
    }
  }
  // Terms credit: what the account lost is what its terms orders total (card orders take none).
  const [account] = await queryRows<{ balance: number }>(
    db,
    sql`SELECT available_balance_cents AS balance FROM accounts WHERE id = ${fixture.accountId}`,
  );
  const totals = orders.filter((o) => o.payment_type === 'terms').reduce((sum, o) => sum + o.total_cents, 0);
  if (!account || fixture.balance - account.balance !== totals) {
    problems.push(
      `credit taken ${String(fixture.balance - (account?.balance ?? 0))} ≠ terms orders' ${totals}`,
    );
  }
  // Orders committed by a run killed while placing them, before it could print them, found by
  // the next run's retry.
  const committedUnseen = inFlight.filter(({ key, step, killedAt }) => {
    const found = byKey.get(key);
    return (
      (step === 'terms' || step === 'place') && found !== undefined && new Date(found.created_at) <= killedAt
    );
  }).length;

  // The card books, once the reversals a kill left pending are settled as the backstop would.
  const settledAfterRun = await settlePendingReversals(db, options.secret, [fixture.accountId]);
  const books = await checkCardBooks(db, [fixture.accountId], { cycle: true });
  for (const v of books.violations) problems.push(`invariant ${v.rule}: ${v.subject} ${v.detail}`);
  for (const m of books.mismatches) problems.push(`card books: ${m}`);
  const cardOrders = orders.filter((o) => o.payment_type === 'card').length;
  if (books.orders !== cardOrders)
    problems.push(`card books read ${books.orders} of ${cardOrders} card orders`);
  return {
    confirmed: confirmed.size,
    orders: orders.length,
    cardOrders,
    committedUnseen,
    settledAfterRun,
    card: {
      authorisedCents: books.authorisedCents,
      capturedCents: books.capturedCents,
      voidedCents: books.voidedCents,
      refundedCents: books.refundedCents,
      heldCents: books.heldCents,
    },
    mismatches: books.violations.length + books.mismatches.length,
    problems,
  };
}
