// The placeOrder scenario of `npm run bench` (issue 17, ARCHITECTURE §11: placeOrder ≥ 150 orders/s
// on PostgreSQL with 20 concurrent buyers, p99 ≤ 150 ms). Twenty contacts of one clinic on terms
// are made in the bench's database (each with a token, as login issues); each then loops for the
// duration: add an item to its cart, place the cart with a new Idempotency-Key. Only placeOrder is
// timed; orders/s counts the orders placed. Afterwards the stock and credit taken are checked
// against the orders, so speed is never bought with a wrong answer.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, openDatabase } from '../apps/api/src/db/client.ts';
import { createClinic, createStockItem } from '../apps/api/test/order-factories.ts';
import { createUser, loginAs } from '../apps/api/test/factories.ts';

export interface PlaceOrderOutcome {
  name: string;
  buyers: number;
  seconds: number;
  orders: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  consistent: boolean;
  budget: { minOrdersPerSecond: number; p99Ms: number };
  pass: boolean;
}

const BUYERS = 20;
const BUDGET = { minOrdersPerSecond: 150, p99Ms: 150 };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function benchPlaceOrder(
  baseUrl: string,
  databaseUrl: string,
  jwtSecret: string,
  seconds = 20,
): Promise<PlaceOrderOutcome> {
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  const clinic = await createClinic(database.db, { creditCents: 2_000_000_000 });
  const stock = 10_000_000;
  const items: Array<Awaited<ReturnType<typeof createStockItem>>> = [];
  for (let i = 0; i < 5; i += 1) items.push(await createStockItem(database.db, { stock }));
  const buyers = [];
  for (let i = 0; i < BUYERS; i += 1) {
    const user = await createUser(database.db, { accountId: clinic.accountId });
    buyers.push((await loginAs(database.db, { jwtSecret }, user)).headers.authorization);
  }
  const body = JSON.stringify({
    shipAddressId: clinic.licensed,
    billAddressId: clinic.licensed,
    payment: { type: 'terms' },
  });
  const latencies: number[] = [];
  let failures = 0;
  const post = (path: string, authorization: string, payload: string, key?: string) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: payload,
    });
  const loop = async (authorization: string, index: number, until: number, measured: boolean) => {
    for (let n = 0; Date.now() < until; n += 1) {
      const item = items[(index + n) % items.length];
      if (!item) throw new Error('no item');
      const added = await post(
        '/api/cart/cart/addItem',
        authorization,
        JSON.stringify({ itemId: item.id, quantity: 1 }),
      );
      await added.arrayBuffer();
      const started = performance.now();
      const placed = await post('/api/checkout/checkout/placeOrder', authorization, body, randomUUID());
      await placed.arrayBuffer();
      if (!measured) continue;
      if (placed.status === 200) latencies.push(performance.now() - started);
      else failures += 1;
    }
  };
  // Warm-up: JIT, prepared statements, pools.
  await Promise.all(buyers.map((b, i) => loop(b, i, Date.now() + 3_000, false)));
  const [before] = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM sales_orders WHERE account_id = ${clinic.accountId}`,
  );
  const started = Date.now();
  await Promise.all(buyers.map((b, i) => loop(b, i, started + seconds * 1000, true)));
  const elapsed = (Date.now() - started) / 1000;
  const [check] = await queryRows<{
    orders: number;
    taken: number;
    stock_gone: number;
    credit: number;
    totals: number;
  }>(
    database.db,
    sql`SELECT (SELECT count(*)::int FROM sales_orders WHERE account_id = ${clinic.accountId}) AS orders,
        (SELECT coalesce(sum(l.quantity - l.quantity_backordered), 0)::int FROM sales_order_lines l
          JOIN sales_orders so ON so.id = l.sales_order_id WHERE so.account_id = ${clinic.accountId}) AS taken,
        (SELECT sum(${stock} - quantity_available)::int FROM items WHERE id IN (${sql.join(
          items.map((i) => sql`${i.id}`),
          sql`, `,
        )})) AS stock_gone,
        (SELECT 2000000000 - available_balance_cents FROM accounts WHERE id = ${clinic.accountId}) AS credit,
        (SELECT coalesce(sum(total_cents), 0)::int FROM sales_orders WHERE account_id = ${clinic.accountId}) AS totals`,
  );
  await database.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  const orders = latencies.length;
  const ordersPerSecond = Math.round(orders / elapsed);
  const p99Ms = Math.round(percentile(sorted, 99));
  const consistent =
    check !== undefined &&
    check.orders === (before?.n ?? 0) + orders &&
    check.taken === check.stock_gone &&
    check.credit === check.totals;
  return {
    name: 'placeOrder (20 buyers)',
    buyers: BUYERS,
    seconds: Math.round(elapsed),
    orders,
    ordersPerSecond,
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms,
    failures,
    consistent,
    budget: BUDGET,
    pass:
      consistent && failures === 0 && ordersPerSecond >= BUDGET.minOrdersPerSecond && p99Ms <= BUDGET.p99Ms,
  };
}
