// The order-to-cash lifecycle under random command sequences (issue 26 acceptance; ADR 0034): a few
// orders of one clinic, on terms and by card, placed, approved or rejected, shipped in parts,
// cancelled in parts, stock received, invoices paid in part, credited and refunded, in any order,
// through the same HTTP calls buyers and staff make. After every command, whether it was done or
// refused, the kept sums equal a fresh computation from the records (orderToCashViolations: lines,
// invoices, payments, memos, terms credit, allocation, each card authorisation), stock equals what
// was received less what the standing orders took, the gateway's books agree with the store's, and
// nothing went negative or past the credit limit. No command may answer a server error.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, paths } from '@medsupply/contract';
import { isoDayIn } from '@medsupply/domain';
import { queryRows } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { cardToken } from '../../../test/payment-tokens.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import { contactOf, createClinic, createStockItem, type Clinic } from '../checkout/checkout.fixtures.ts';
import type { Client } from '../cart/cart.fixtures.ts';
import { orderToCashViolations } from './invariants.ts';

type Headers = Record<string, string>;
let t: TestContext;
let desk: { headers: Headers };
let ar: { headers: Headers };

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  desk = await signedInStaff(t.app, t.db, ['order_desk']);
  ar = await signedInStaff(t.app, t.db, ['accounts_receivable']);
});
afterAll(async () => t.close());

/** What a command picks: indices into what exists when it runs (taken modulo), and amounts. */
const Command = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      clerk: fc.boolean(),
      card: fc.boolean(),
      lines: fc.array(fc.tuple(fc.nat(2), fc.integer({ min: 1, max: 6 })), { minLength: 1, maxLength: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('decide' as const), order: fc.nat(), approve: fc.boolean() }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('ship' as const),
      order: fc.nat(),
      part: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      order: fc.nat(),
      line: fc.nat(),
      units: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('receive' as const),
      item: fc.nat(2),
      quantity: fc.integer({ min: 1, max: 8 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      invoice: fc.nat(),
      part: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('credit' as const),
      invoice: fc.nat(),
      cents: fc.integer({ min: 1, max: 3_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      payment: fc.nat(),
      cents: fc.integer({ min: 1, max: 5_000 }),
    }),
  },
);
type Command = typeof Command extends fc.Arbitrary<infer C> ? C : never;

interface World {
  clinic: Clinic;
  buyer: Client;
  clerk: Client;
  items: Array<{ id: number; initial: number }>;
  received: Map<number, number>;
}

const pick = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(t.db, query);
}

const openOrders = (accountId: number) =>
  rows<{ id: number; approval_status: string }>(
    sql`SELECT id, approval_status FROM sales_orders WHERE account_id = ${accountId}
      AND status NOT IN ('Cancelled', 'Rejected', 'Billed') ORDER BY id`,
  );

async function run(world: World, command: Command): Promise<number> {
  const { clinic } = world;
  const staffPost = (url: string, body: unknown, headers: Headers) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: body as Record<string, unknown>,
    });
  switch (command.kind) {
    case 'place': {
      const who = command.clerk ? world.clerk : world.buyer;
      for (const [index, quantity] of command.lines) {
        const item = pick(world.items, index);
        if (item) await who.post(paths.cart.addItem, { itemId: item.id, quantity });
      }
      const res = await t.app.inject({
        method: 'POST',
        url: paths.checkout.placeOrder,
        headers: { ...who.headers, 'idempotency-key': randomUUID() },
        payload: {
          shipAddressId: clinic.licensed,
          billAddressId: clinic.licensed,
          payment: command.card ? { type: 'token', token: cardToken(t.config.jwtSecret) } : { type: 'terms' },
        },
      });
      // A refusal (over the credit limit) leaves the cart: empty it so the next order is its own.
      await who.post(paths.cart.emptyCart, {});
      return res.statusCode;
    }
    case 'decide': {
      const pending = (await openOrders(clinic.accountId)).filter((o) => o.approval_status === 'pending');
      const order = pick(pending, command.order);
      if (!order) return 0;
      const res = await world.buyer.post(command.approve ? paths.approvals.approve : paths.approvals.reject, {
        id: order.id,
      });
      return res.status;
    }
    case 'ship': {
      const orders = (await openOrders(clinic.accountId)).filter((o) => o.approval_status !== 'pending');
      const order = pick(orders, command.order);
      if (!order) return 0;
      const lines = await rows<{ id: number; left: number }>(
        sql`SELECT id, (quantity - quantity_cancelled - quantity_backordered - quantity_fulfilled)::int AS left
          FROM sales_order_lines WHERE sales_order_id = ${order.id} ORDER BY id`,
      );
      const shippable = lines
        .filter((l) => l.left > 0)
        .map((l) => ({ lineId: l.id, quantity: Math.max(1, Math.ceil(l.left / command.part)) }));
      if (shippable.length === 0) return 0;
      const res = await staffPost(
        adminPaths.shipOrder.replace(':id', String(order.id)),
        {
          carrier: 'FedEx',
          trackingNumber: `7712${order.id}${Date.now() % 10_000}`,
          shipDate: isoDayIn(new Date()),
          lines: shippable,
        },
        desk.headers,
      );
      return res.statusCode;
    }
    case 'cancel': {
      const order = pick(await openOrders(clinic.accountId), command.order);
      if (!order) return 0;
      const lines = await rows<{ id: number }>(
        sql`SELECT id FROM sales_order_lines WHERE sales_order_id = ${order.id} ORDER BY id`,
      );
      const line = pick(lines, command.line);
      if (!line) return 0;
      const res = await staffPost(
        adminPaths.cancelOrderLine.replace(':id', String(order.id)).replace(':lineId', String(line.id)),
        {
          reason: 'The clinic changed its mind',
          ...(command.units === undefined ? {} : { quantity: command.units }),
        },
        desk.headers,
      );
      return res.statusCode;
    }
    case 'receive': {
      const item = pick(world.items, command.item);
      if (!item) return 0;
      const res = await staffPost(
        adminPaths.receiveStock.replace(':id', String(item.id)),
        { quantity: command.quantity },
        desk.headers,
      );
      if (res.statusCode === 200)
        world.received.set(item.id, (world.received.get(item.id) ?? 0) + command.quantity);
      return res.statusCode;
    }
    case 'pay': {
      const open = await rows<{ id: number; due: number }>(
        sql`SELECT id, amount_due_cents AS due FROM invoices WHERE account_id = ${clinic.accountId}
          AND amount_due_cents > 0 ORDER BY id`,
      );
      const invoice = pick(open, command.invoice);
      if (!invoice) return 0;
      const memos = await rows<{ id: number; left: number }>(
        sql`SELECT id, (total_cents - applied_cents)::int AS left FROM credit_memos
          WHERE account_id = ${clinic.accountId} AND applied_cents < total_cents ORDER BY id LIMIT 1`,
      );
      const applyCents = Math.max(1, Math.floor(invoice.due / command.part));
      const memo = memos[0];
      const memoCents = memo ? Math.min(memo.left, applyCents) : 0;
      const res = await t.app.inject({
        method: 'POST',
        url: paths.payments.createPayment,
        headers: { ...world.buyer.headers, 'idempotency-key': randomUUID() },
        payload: {
          invoices: [{ id: invoice.id, apply: applyCents / 100 }],
          creditMemos: memo && memoCents > 0 ? [{ id: memo.id, apply: memoCents / 100 }] : [],
          unappliedPayments: [],
          ...(applyCents > memoCents ? { paymentMethod: { token: cardToken(t.config.jwtSecret) } } : {}),
        },
      });
      return res.statusCode;
    }
    case 'credit': {
      const invoices = await rows<{ id: number }>(
        sql`SELECT id FROM invoices WHERE account_id = ${clinic.accountId} ORDER BY id`,
      );
      const invoice = pick(invoices, command.invoice);
      if (!invoice) return 0;
      const res = await staffPost(
        adminPaths.creditMemos,
        {
          accountId: clinic.accountId,
          invoiceId: invoice.id,
          amount: command.cents / 100,
          reason: 'Goodwill',
        },
        ar.headers,
      );
      return res.statusCode;
    }
    case 'refund': {
      const taken = await rows<{ id: number }>(
        sql`SELECT id FROM payments WHERE account_id = ${clinic.accountId} AND kind IN ('charge', 'capture') ORDER BY id`,
      );
      const payment = pick(taken, command.payment);
      if (!payment) return 0;
      const res = await staffPost(
        adminPaths.refundPayment.replace(':id', String(payment.id)),
        { amount: command.cents / 100, reason: 'Returned goods' },
        ar.headers,
      );
      return res.statusCode;
    }
  }
}

/** Stock is what was there and received, less what the standing orders took from it. */
async function stockViolations(world: World): Promise<string[]> {
  const out: string[] = [];
  for (const item of world.items) {
    const [row] = await rows<{ available: number; taken: number }>(
      sql`SELECT (SELECT quantity_available FROM items WHERE id = ${item.id}) AS available,
          coalesce((SELECT sum(l.quantity - l.quantity_cancelled - l.quantity_backordered)
            FROM sales_order_lines l JOIN sales_orders o ON o.id = l.sales_order_id
            WHERE l.item_id = ${item.id} AND o.status <> 'Rejected'), 0)::int AS taken`,
    );
    const expected = item.initial + (world.received.get(item.id) ?? 0) - (row?.taken ?? 0);
    if (!row || row.available !== expected || row.available < 0) {
      out.push(`item ${item.id}: stock ${row?.available} but ${expected} expected`);
    }
  }
  return out;
}

/** Every card authorisation and charge of the account: the gateway's books equal the store's. */
async function gatewayViolations(accountId: number): Promise<string[]> {
  const disagreements = await rows<{ subject: string }>(
    sql`SELECT o.tran_id AS subject FROM sales_orders o
        JOIN gateway_sandbox_authorizations a ON a.id = o.payment_authorization_id
      WHERE o.account_id = ${accountId} AND (
        a.amount_cents <> o.total_cents
        OR a.captured_cents <> coalesce((SELECT sum(p.amount_cents + p.convenience_fee_cents) FROM payments p
          WHERE p.sales_order_id = o.id AND p.kind = 'capture'), 0)
        OR a.voided_cents <> coalesce((SELECT sum(r.amount_cents) FROM payment_reversals r
          WHERE r.sales_order_id = o.id AND r.kind = 'release' AND r.status = 'done'), 0))
      UNION ALL
      SELECT p.tran_id FROM payments p JOIN gateway_sandbox_charges c ON c.id = p.gateway_reference
      WHERE p.account_id = ${accountId} AND c.refunded_cents <> coalesce((SELECT sum(r.amount_cents)
        FROM payment_reversals r WHERE r.payment_id = p.id AND r.kind = 'refund' AND r.status = 'done'), 0)
      UNION ALL
      SELECT tran_id FROM sales_orders WHERE account_id = ${accountId} AND payment_type <> 'terms'
        AND payment_authorization_id IS NOT NULL
        AND payment_authorization_id NOT IN (SELECT id FROM gateway_sandbox_authorizations)`,
  );
  return disagreements.map((d) => `gateway books disagree on ${d.subject}`);
}

describe('the order-to-cash lifecycle under random commands', () => {
  it('keeps stock, allocation, terms credit, invoices and the gateway’s books equal to a fresh computation after every command', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(Command, { minLength: 8, maxLength: 20 }), async (commands) => {
        const clinic = await createClinic(t.db, { creditCents: 60_000, hasTerms: true });
        const world: World = {
          clinic,
          buyer: await contactOf(t, clinic.accountId, { isAdmin: true }),
          clerk: await contactOf(t, clinic.accountId, { needsApproval: true }),
          items: [],
          received: new Map(),
        };
        for (const stock of [6, 12, 0]) {
          const item = await createStockItem(t.db, { stock, ...(stock === 12 ? { allocationMax: 20 } : {}) });
          world.items.push({ id: item.id, initial: stock });
        }
        const done: string[] = [];
        for (const command of commands) {
          const status = await run(world, command);
          done.push(`${command.kind}:${status}`);
          (globalThis as { tally?: string[] }).tally = [
            ...((globalThis as { tally?: string[] }).tally ?? []),
            `${command.kind}:${status}`,
          ];
          expect(status, `${done.join(' ')}: a server error`).toBeLessThan(500);
          const problems = [
            ...(await orderToCashViolations(t.db, [clinic.accountId])).map(
              (v) => `${v.rule} ${v.subject}: ${v.detail}`,
            ),
            ...(await stockViolations(world)),
            ...(await gatewayViolations(clinic.accountId)),
          ];
          expect(problems, `after ${done.join(' ')}`).toEqual([]);
        }
      }),
      { numRuns: 10 },
    );
    // About 150 HTTP commands, each followed by the full check: seconds alone, minutes on a busy
    // 2-core machine running other suites beside it.
  }, 300_000);
});
