// The order-to-cash invariants (ADR 0034): what must hold between orders, fulfilments, invoices,
// payments, credit memos, terms credit and allocation after any sequence of the module's commands.
// Each kept sum (a line's shipped and billed units, an invoice's amount due, a payment's or memo's
// applied amount, the account's available balance, the allocation used) must equal what a fresh
// computation from the records gives; nothing is negative; terms credit never exceeds the limit; a
// status is the one orderStatusOf derives. The property test runs this after every command, the
// seed test over the freshly seeded demo store, so a newcomer never sees a state the store itself
// could not reach.
import { orderHoldCents, orderStatusOf } from '@medsupply/domain';
import type { DbOrTx } from '../../db/client.ts';
import * as q from './invariants.queries.ts';
import { quantitiesOf } from './lines.ts';

export interface Violation {
  /** Which rule (a short name tests and logs can group by). */
  rule: string;
  /** What breaks it: 'SO-100946', 'INV-100002 line 3', 'account 12'. */
  subject: string;
  detail: string;
}

export type { Scope } from './invariants.queries.ts';

/** What an order holds, from its facts as the check reads them (orderHoldCents). */
function holdOf(order: q.OrderFacts, lines: readonly q.LineFacts[]): number {
  return orderHoldCents({
    status: order.status,
    totalCents: order.total_cents,
    // A card order's fee is billed with its first capture (ADR 0034 "Invoicing").
    billedCents: order.invoiced_cents + order.captured_fee_cents,
    lines: lines.map((l) => ({
      quantity: l.quantity,
      quantityCancelled: l.quantity_cancelled,
      quantityBilled: l.quantity_billed,
      unitPriceCents: l.unit_price_cents,
    })),
  });
}

type Add = (rule: string, subject: string, detail: string) => void;

/**
 * Each order: its status is its lines', every shipped unit is in a fulfilment and billed, its
 * invoices carry what its lines billed, and a card order's authorisation is captured, released or
 * still held to the cent. Answers what the account's terms orders hold.
 */
function checkOrders(
  add: Add,
  orders: readonly q.OrderFacts[],
  allLines: readonly q.LineFacts[],
  invoiced: Awaited<ReturnType<typeof q.invoicedUnits>>,
): Map<number, number> {
  const linesOf = new Map<number, q.LineFacts[]>();
  for (const line of allLines)
    linesOf.set(line.sales_order_id, [...(linesOf.get(line.sales_order_id) ?? []), line]);
  const invoicedOf = new Map(
    invoiced.map((r) => [`${r.sales_order_id}:${r.item_id}:${r.unit_id}`, r.quantity]),
  );
  const holdByAccount = new Map<number, number>();
  for (const order of orders) {
    const lines = linesOf.get(order.id) ?? [];
    const so = order.tran_id;
    if (lines.length === 0) add('order.lines', so, 'has no lines');
    let derived: string | null = null;
    try {
      derived = orderStatusOf(lines.map(quantitiesOf), order.approval_status, false);
    } catch {
      add('line.quantities', so, 'a line breaks the quantity invariants');
    }
    if (derived !== null && derived !== order.status) {
      add('order.status', so, `is '${order.status}' but its lines say '${derived}'`);
    }
    const billedByKey = new Map<string, number>();
    for (const line of lines) {
      const where = `${so} line ${line.line_number}`;
      if (line.shipped !== line.quantity_fulfilled) {
        add(
          'line.fulfilled',
          where,
          `fulfilled ${line.quantity_fulfilled} but its fulfillments ship ${line.shipped}`,
        );
      }
      // A shipment is invoiced in its own transaction (ADR 0034): nothing shipped stays unbilled.
      if (line.quantity_billed !== line.quantity_fulfilled) {
        add('line.billed', where, `shipped ${line.quantity_fulfilled} but billed ${line.quantity_billed}`);
      }
      const key = `${order.id}:${line.item_id}:${line.unit_id}`;
      billedByKey.set(key, (billedByKey.get(key) ?? 0) + line.quantity_billed);
    }
    for (const [key, billed] of billedByKey) {
      const onInvoices = invoicedOf.get(key) ?? 0;
      if (onInvoices !== billed) {
        add(
          'line.invoiced',
          so,
          `lines billed ${billed} of item ${key.split(':')[1]} but invoices carry ${onInvoices}`,
        );
      }
    }
    const hold = holdOf(order, lines);
    if (order.payment_type === 'terms') {
      holdByAccount.set(order.account_id, (holdByAccount.get(order.account_id) ?? 0) + hold);
      if (order.captured_cents !== 0) add('order.capture', so, 'a terms order has card captures');
    } else {
      // The authorisation is captured, released or still held, to the cent (ADR 0035).
      const accounted = order.captured_cents + order.released_cents + hold;
      if (accounted !== order.total_cents) {
        add(
          'order.authorisation',
          so,
          `total ${order.total_cents} but captured ${order.captured_cents} + released ${order.released_cents} + held ${hold} = ${accounted}`,
        );
      }
      if (order.captured_cents !== order.invoiced_cents + order.captured_fee_cents) {
        add(
          'order.capture',
          so,
          `captured ${order.captured_cents} but its invoices total ${order.invoiced_cents} (+ fee ${order.captured_fee_cents})`,
        );
      }
    }
  }

  return holdByAccount;
}

/** Each invoice: what it owes is its total less what was applied to it, and its status says so. */
function checkInvoices(add: Add, invoices: readonly q.InvoiceFacts[]): void {
  for (const inv of invoices) {
    const due = inv.total_cents - inv.paid_cents - inv.credited_cents;
    if (inv.amount_due_cents !== due) {
      add('invoice.due', inv.tran_id, `owes ${inv.amount_due_cents} but total − applications = ${due}`);
    }
    if (inv.amount_due_cents < 0 || inv.amount_due_cents > inv.total_cents) {
      add('invoice.due', inv.tran_id, `owes ${inv.amount_due_cents} of ${inv.total_cents}`);
    }
    const status = inv.amount_due_cents === 0 ? 'Paid In Full' : 'Open';
    if (inv.status !== status)
      add('invoice.status', inv.tran_id, `is '${inv.status}' but owes ${inv.amount_due_cents}`);
    if (inv.subtotal_cents + inv.shipping_cents + inv.tax_cents !== inv.total_cents) {
      add('invoice.total', inv.tran_id, 'total is not subtotal + shipping + tax');
    }
    if (inv.lines_cents !== inv.subtotal_cents || inv.lines_off > 0) {
      add('invoice.lines', inv.tran_id, `lines add up to ${inv.lines_cents}, subtotal ${inv.subtotal_cents}`);
    }
    if (inv.memos_cents > inv.total_cents) {
      add('invoice.memos', inv.tran_id, `memos against it credit ${inv.memos_cents} of ${inv.total_cents}`);
    }
  }
}

/** Each payment and memo: what it has applied is the sum of its applications (and refunds). */
function checkCredits(
  add: Add,
  credits: readonly q.CreditFacts[],
  overCredited: Awaited<ReturnType<typeof q.overCreditedLines>>,
): void {
  for (const c of credits) {
    if (c.applied_cents !== c.used_cents) {
      add(
        `${c.kind}.applied`,
        c.tran_id,
        `applied ${c.applied_cents} but its applications add up to ${c.used_cents}`,
      );
    }
    if (c.applied_cents < 0 || c.applied_cents > c.amount_cents) {
      add(`${c.kind}.applied`, c.tran_id, `applied ${c.applied_cents} of ${c.amount_cents}`);
    }
    if (c.lines_cents !== null && c.lines_cents !== c.amount_cents) {
      add('memo.lines', c.tran_id, `lines add up to ${c.lines_cents}, total ${c.amount_cents}`);
    }
  }
  for (const l of overCredited) {
    add('memo.lines', `invoice line ${l.invoice_line_id}`, `credited ${l.credited} of ${l.quantity}`);
  }
}

/** Each terms account: available = limit − what its invoices owe − what its orders hold. */
function checkTermsCredit(
  add: Add,
  accounts: readonly q.TermsAccountFacts[],
  holdByAccount: ReadonlyMap<number, number>,
): void {
  for (const a of accounts) {
    const expected = a.credit_limit_cents - a.owed_cents - (holdByAccount.get(a.id) ?? 0);
    if (a.available_balance_cents !== expected) {
      add(
        'account.credit',
        `account ${a.id} (${a.account_name})`,
        `available ${a.available_balance_cents} but limit ${a.credit_limit_cents} − owed ${a.owed_cents} − held ${holdByAccount.get(a.id) ?? 0} = ${expected}`,
      );
    }
    if (a.available_balance_cents > a.credit_limit_cents) {
      add(
        'account.credit',
        `account ${a.id}`,
        `available ${a.available_balance_cents} over the limit ${a.credit_limit_cents}`,
      );
    }
  }
}

/** Each allocation: used is what the period's standing orders took. */
function checkAllocations(add: Add, allocations: readonly q.AllocationFacts[]): void {
  for (const a of allocations) {
    if (a.used_quantity !== a.ordered || a.used_quantity < 0) {
      add(
        'allocation.used',
        `account ${a.account_id} item ${a.item_id} from ${a.period_start}`,
        `used ${a.used_quantity} but its orders took ${a.ordered}`,
      );
    }
  }
}

/** Every violation of the invariants among the orders and ledgers of `scope`'s accounts. */
export async function orderToCashViolations(db: DbOrTx, scope: q.Scope = 'all'): Promise<Violation[]> {
  const out: Violation[] = [];
  const add: Add = (rule, subject, detail) => out.push({ rule, subject, detail });
  // One after another: on PGlite they share one connection anyway.
  const holdByAccount = checkOrders(
    add,
    await q.orders(db, scope),
    await q.lines(db, scope),
    await q.invoicedUnits(db, scope),
  );
  checkInvoices(add, await q.invoices(db, scope));
  checkCredits(add, await q.credits(db, scope), await q.overCreditedLines(db, scope));
  checkTermsCredit(add, await q.termsAccounts(db, scope), holdByAccount);
  checkAllocations(add, await q.allocations(db, scope));
  return out;
}
