// The card books check of the chaos run and the placeOrder bench (issue 26, ADR 0035 point 5): the
// sandbox gateway's side of every card order's authorisation against what the store's orders,
// invoices and credit memos say. First every reversal still pending is settled, as the backstop
// job 'payments.settle-reversal' would (a process killed between a command's commit and the
// gateway's answer leaves one). Then, per card order: the authorisation equals the order's total;
// captured equals its capture payments (amount + fee); voided equals its done releases; refunded
// equals its done refunds and the credit memos they paid out; what the gateway still holds equals
// what the order holds (orderHoldCents); every charge of the authorisation is a capture payment's,
// every refund the gateway made is a refund row's; and no key made two orders, fulfilments,
// captures or refunds. The order-to-cash invariants must find nothing for the accounts either.
import { sql } from 'drizzle-orm';
import { orderHoldCents } from '@medsupply/domain';
import { queryRows, type Db } from '../src/db/client.ts';
import { orderToCashViolations, type Violation } from '../src/modules/order-to-cash/invariants.ts';
import { settleReversal } from '../src/modules/order-to-cash/reversals.ts';
import { guardGateway } from '../src/modules/payments/gateway/guarded-gateway.ts';
import { SandboxGateway } from '../src/modules/payments/gateway/sandbox-gateway.ts';
import { databaseLedger, sandboxAuthorizationState } from '../src/modules/payments/gateway/sandbox-ledger.ts';
import { CARD_CYCLE_QUANTITIES } from './card-cycle.ts';

const ids = (accountIds: readonly number[]) =>
  sql.join(
    accountIds.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Settles every reversal of the accounts still pending, as the backstop job does: with the gateway
 * the app builds (jobs/runtime.ts: the sandbox keyed by the app's secret, keeping its books in the
 * database, refusing calls inside a transaction). Answers how many there were.
 */
export async function settlePendingReversals(
  db: Db,
  secret: string,
  accountIds: readonly number[],
): Promise<number> {
  if (accountIds.length === 0) return 0;
  const deps = {
    db,
    gateway: guardGateway(new SandboxGateway({ secret, ledger: databaseLedger(db) })),
    now: () => new Date(),
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  };
  const pending = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM payment_reversals WHERE status = 'pending' AND account_id IN (${ids(accountIds)})
      ORDER BY id`,
  );
  for (const { id } of pending) await settleReversal(deps, id);
  return pending.length;
}

export interface CardBooks {
  orders: number;
  /** Sums over the card orders, from the gateway's books (which the checks hold equal to the store's). */
  authorisedCents: number;
  capturedCents: number;
  voidedCents: number;
  refundedCents: number;
  /** What the gateway still holds of the authorisations (= what the orders hold). */
  heldCents: number;
  /** Order-to-cash invariant violations among the accounts (must be none). */
  violations: Violation[];
  /** Each disagreement, in a sentence naming the order. */
  mismatches: string[];
}

interface CardOrderFacts {
  id: number;
  tran_id: string;
  key: string | null;
  status: string;
  authorization_id: string | null;
  total_cents: number;
  invoiced_cents: number;
  fee_captured_cents: number;
  captured_cents: number;
  captures: number;
  released_cents: number;
  releases: number;
  refunded_cents: number;
  refunds: number;
  memo_cents: number;
  unsettled: number;
  fulfilments: number;
  unknown_charges: number;
  gateway_refunds: number;
}

/**
 * Compares the gateway's books with the store's for every card order of the accounts. With
 * `cycle`, the orders were made by card-cycle.ts and must have its shape as well: one fulfilment
 * of all but one unit of the first line, one capture, one unit of the second line cancelled and
 * released, one refund.
 */
export async function checkCardBooks(
  db: Db,
  accountIds: readonly number[],
  options: { cycle?: boolean } = {},
): Promise<CardBooks> {
  const books: CardBooks = {
    orders: 0,
    authorisedCents: 0,
    capturedCents: 0,
    voidedCents: 0,
    refundedCents: 0,
    heldCents: 0,
    violations: [],
    mismatches: [],
  };
  if (accountIds.length === 0) return books;
  const orders = await queryRows<CardOrderFacts>(
    db,
    sql`SELECT o.id, o.tran_id, o.idempotency_key AS key, o.status, o.payment_authorization_id AS authorization_id,
        o.total_cents,
        coalesce((SELECT sum(i.total_cents) FROM invoices i WHERE i.sales_order_id = o.id), 0)::int AS invoiced_cents,
        coalesce((SELECT sum(p.convenience_fee_cents) FROM payments p
          WHERE p.sales_order_id = o.id AND p.kind = 'capture'), 0)::int AS fee_captured_cents,
        coalesce((SELECT sum(p.amount_cents + p.convenience_fee_cents) FROM payments p
          WHERE p.sales_order_id = o.id AND p.kind = 'capture'), 0)::int AS captured_cents,
        (SELECT count(*) FROM payments p WHERE p.sales_order_id = o.id AND p.kind = 'capture')::int AS captures,
        coalesce((SELECT sum(r.amount_cents) FROM payment_reversals r
          WHERE r.sales_order_id = o.id AND r.kind = 'release' AND r.status = 'done'), 0)::int AS released_cents,
        (SELECT count(*) FROM payment_reversals r
          WHERE r.sales_order_id = o.id AND r.kind = 'release' AND r.status = 'done')::int AS releases,
        coalesce((SELECT sum(r.amount_cents) FROM payment_reversals r JOIN payments p ON p.id = r.payment_id
          WHERE p.sales_order_id = o.id AND r.kind = 'refund' AND r.status = 'done'), 0)::int AS refunded_cents,
        (SELECT count(*) FROM payment_reversals r JOIN payments p ON p.id = r.payment_id
          WHERE p.sales_order_id = o.id AND r.kind = 'refund' AND r.status = 'done')::int AS refunds,
        coalesce((SELECT sum(m.total_cents) FROM credit_memos m JOIN payment_reversals r ON r.credit_memo_id = m.id
          JOIN payments p ON p.id = r.payment_id
          WHERE p.sales_order_id = o.id AND r.kind = 'refund' AND r.status = 'done'), 0)::int AS memo_cents,
        (SELECT count(*) FROM payment_reversals r LEFT JOIN payments p ON p.id = r.payment_id
          WHERE (r.sales_order_id = o.id OR p.sales_order_id = o.id) AND r.status <> 'done')::int AS unsettled,
        (SELECT count(*) FROM fulfillments f WHERE f.sales_order_id = o.id)::int AS fulfilments,
        (SELECT count(*) FROM gateway_sandbox_charges c WHERE c.authorization_id = o.payment_authorization_id
          AND NOT EXISTS (SELECT FROM payments p WHERE p.gateway_reference = c.id AND p.sales_order_id = o.id))::int
          AS unknown_charges,
        (SELECT count(*) FROM gateway_sandbox_operations op JOIN gateway_sandbox_charges c ON c.id = op.target_id
          WHERE op.kind = 'refund' AND c.authorization_id = o.payment_authorization_id)::int AS gateway_refunds
      FROM sales_orders o
      WHERE o.account_id IN (${ids(accountIds)}) AND o.payment_type = 'card'
      ORDER BY o.id`,
  );
  const lines = await queryRows<{
    sales_order_id: number;
    quantity: number;
    quantity_cancelled: number;
    quantity_fulfilled: number;
    quantity_billed: number;
    unit_price_cents: number;
  }>(
    db,
    sql`SELECT l.sales_order_id, l.quantity, l.quantity_cancelled,
        l.quantity_fulfilled, l.quantity_billed, l.unit_price_cents
      FROM sales_order_lines l JOIN sales_orders o ON o.id = l.sales_order_id
      WHERE o.account_id IN (${ids(accountIds)}) AND o.payment_type = 'card'
      ORDER BY l.sales_order_id, l.line_number`,
  );
  const linesOf = new Map<number, typeof lines>();
  for (const l of lines) linesOf.set(l.sales_order_id, [...(linesOf.get(l.sales_order_id) ?? []), l]);
  const keys = new Map<string, number>();
  const say = (order: CardOrderFacts, what: string) =>
    books.mismatches.push(`${order.tran_id} (${order.key ?? 'no key'}): ${what}`);

  for (const o of orders) {
    books.orders += 1;
    if (o.key !== null) keys.set(o.key, (keys.get(o.key) ?? 0) + 1);
    if (o.authorization_id === null) {
      say(o, 'a card order without an authorisation');
      continue;
    }
    const gateway = await sandboxAuthorizationState(db, o.authorization_id);
    if (!gateway) {
      say(o, 'the gateway has no record of its authorisation');
      continue;
    }
    const orderLines = linesOf.get(o.id) ?? [];
    const hold = orderHoldCents({
      status: o.status,
      totalCents: o.total_cents,
      billedCents: o.invoiced_cents + o.fee_captured_cents,
      lines: orderLines.map((l) => ({
        quantity: l.quantity,
        quantityCancelled: l.quantity_cancelled,
        quantityBilled: l.quantity_billed,
        unitPriceCents: l.unit_price_cents,
      })),
    });
    const gatewayHolds = gateway.amountCents - gateway.capturedCents - gateway.voidedCents;
    books.authorisedCents += gateway.amountCents;
    books.capturedCents += gateway.capturedCents;
    books.voidedCents += gateway.voidedCents;
    books.refundedCents += gateway.refundedCents;
    books.heldCents += gatewayHolds;
    const compare = (what: string, atGateway: number, inStore: number, storeSays: string) => {
      if (atGateway !== inStore) say(o, `the gateway ${what} ${atGateway} but ${storeSays} ${inStore}`);
    };
    compare('authorised', gateway.amountCents, o.total_cents, 'the order totals');
    compare('captured', gateway.capturedCents, o.captured_cents, 'its capture payments (with fee) add up to');
    compare('voided', gateway.voidedCents, o.released_cents, 'its done releases add up to');
    compare('refunded', gateway.refundedCents, o.refunded_cents, 'its done refunds add up to');
    compare(
      'refunded',
      gateway.refundedCents,
      o.memo_cents,
      'the credit memos its refunds paid out add up to',
    );
    compare('still holds', gatewayHolds, hold, 'the order holds');
    if (o.unsettled > 0) say(o, `${o.unsettled} reversal(s) not done after settling`);
    if (o.unknown_charges > 0)
      say(o, `${o.unknown_charges} charge(s) at the gateway that no capture payment names`);
    if (o.gateway_refunds !== o.refunds) {
      say(
        o,
        `the gateway made ${o.gateway_refunds} refund(s) of its charges, the store recorded ${o.refunds}`,
      );
    }
    if (options.cycle) {
      const first = orderLines.find((l) => l.quantity === CARD_CYCLE_QUANTITIES.first);
      const second = orderLines.find((l) => l.quantity === CARD_CYCLE_QUANTITIES.second);
      const shape = [
        o.fulfilments === 1 ? null : `${o.fulfilments} fulfilments (1 shipment asked)`,
        o.captures === 1 ? null : `${o.captures} captures (1 shipment)`,
        o.refunds === 1 ? null : `${o.refunds} refunds (1 asked)`,
        o.releases === 1 ? null : `${o.releases} releases (1 unit cancelled)`,
        first?.quantity_fulfilled === CARD_CYCLE_QUANTITIES.first - 1
          ? null
          : `the first line shipped ${first?.quantity_fulfilled} (${CARD_CYCLE_QUANTITIES.first - 1} asked)`,
        second?.quantity_cancelled === 1
          ? null
          : `the second line has ${second?.quantity_cancelled} cancelled (1 asked)`,
      ].filter((s): s is string => s !== null);
      for (const s of shape) say(o, s);
    }
  }
  for (const [key, n] of keys) if (n > 1) books.mismatches.push(`key ${key} placed ${n} orders`);
  books.violations = await orderToCashViolations(db, accountIds);
  return books;
}

/** The capture payment of an order's first shipment, as card-cycle.ts's setup asks for it. */
export function capturePaymentReader(db: Db) {
  return async (orderId: number): Promise<{ id: number; amountCents: number } | null> => {
    const [row] = await queryRows<{ id: number; amount_cents: number }>(
      db,
      sql`SELECT id, amount_cents FROM payments WHERE sales_order_id = ${orderId} AND kind = 'capture'
        ORDER BY id LIMIT 1`,
    );
    return row ? { id: row.id, amountCents: row.amount_cents } : null;
  };
}
