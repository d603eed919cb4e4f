// What the order-to-cash invariant check reads (invariants.ts): orders with what was invoiced,
// captured and released of them, their lines with what their fulfilments shipped and their invoices
// billed, invoices, payments and credit memos with the sums of their applications, terms accounts
// and allocations with what the orders took. Plain reads over the module's tables; no rules here.
import { sql, type SQL } from 'drizzle-orm';
import { STORE_TIME_ZONE } from '@medsupply/domain';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/** Which accounts to check: all, or these. */
export type Scope = readonly number[] | 'all';

const inScope = (scope: Scope, column: SQL): SQL =>
  scope === 'all'
    ? sql`TRUE`
    : scope.length === 0
      ? sql`FALSE`
      : sql`${column} IN (${sql.join(
          scope.map((id) => sql`${id}`),
          sql`, `,
        )})`;

export interface OrderFacts {
  id: number;
  tran_id: string;
  account_id: number;
  status: string;
  approval_status: 'not_required' | 'pending' | 'approved' | 'rejected';
  payment_type: 'terms' | 'card' | 'ach';
  payment_authorization_id: string | null;
  total_cents: number;
  invoiced_cents: number;
  captured_cents: number;
  captured_fee_cents: number;
  released_cents: number;
}

export async function orders(db: DbOrTx, scope: Scope): Promise<OrderFacts[]> {
  return queryRows<OrderFacts>(
    db,
    sql`SELECT o.id, o.tran_id, o.account_id, o.status, o.approval_status, o.payment_type,
        o.payment_authorization_id, o.total_cents,
        coalesce((SELECT sum(i.total_cents) FROM invoices i WHERE i.sales_order_id = o.id), 0)::int AS invoiced_cents,
        coalesce((SELECT sum(p.amount_cents + p.convenience_fee_cents) FROM payments p
          WHERE p.sales_order_id = o.id), 0)::int AS captured_cents,
        coalesce((SELECT sum(p.convenience_fee_cents) FROM payments p WHERE p.sales_order_id = o.id), 0)::int
          AS captured_fee_cents,
        coalesce((SELECT sum(r.amount_cents) FROM payment_reversals r
          WHERE r.sales_order_id = o.id AND r.kind = 'release' AND r.status = 'done'), 0)::int AS released_cents
      FROM sales_orders o WHERE ${inScope(scope, sql`o.account_id`)}
      ORDER BY o.id`,
  );
}

export interface LineFacts {
  id: number;
  sales_order_id: number;
  line_number: number;
  item_id: number;
  unit_id: number;
  quantity: number;
  quantity_cancelled: number;
  quantity_backordered: number;
  quantity_fulfilled: number;
  quantity_billed: number;
  unit_price_cents: number;
  shipped: number;
}

export async function lines(db: DbOrTx, scope: Scope): Promise<LineFacts[]> {
  return queryRows<LineFacts>(
    db,
    sql`SELECT l.id, l.sales_order_id, l.line_number, l.item_id, l.unit_id, l.quantity, l.quantity_cancelled,
        l.quantity_backordered, l.quantity_fulfilled, l.quantity_billed, l.unit_price_cents,
        coalesce((SELECT sum(fl.quantity) FROM fulfillment_lines fl WHERE fl.sales_order_line_id = l.id), 0)::int
          AS shipped
      FROM sales_order_lines l JOIN sales_orders o ON o.id = l.sales_order_id
      WHERE ${inScope(scope, sql`o.account_id`)}
      ORDER BY l.sales_order_id, l.line_number, l.id`,
  );
}

/** Units invoiced per order, item and unit. */
export async function invoicedUnits(
  db: DbOrTx,
  scope: Scope,
): Promise<Array<{ sales_order_id: number; item_id: number; unit_id: number; quantity: number }>> {
  return queryRows(
    db,
    sql`SELECT i.sales_order_id, il.item_id, il.unit_id, sum(il.quantity)::int AS quantity
      FROM invoice_lines il JOIN invoices i ON i.id = il.invoice_id
      WHERE i.sales_order_id IS NOT NULL AND ${inScope(scope, sql`i.account_id`)}
      GROUP BY i.sales_order_id, il.item_id, il.unit_id`,
  );
}

export interface InvoiceFacts {
  id: number;
  tran_id: string;
  account_id: number;
  status: string;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
  amount_due_cents: number;
  lines_cents: number;
  lines_off: number;
  paid_cents: number;
  credited_cents: number;
  memos_cents: number;
}

export async function invoices(db: DbOrTx, scope: Scope): Promise<InvoiceFacts[]> {
  return queryRows<InvoiceFacts>(
    db,
    sql`SELECT i.id, i.tran_id, i.account_id, i.status, i.subtotal_cents, i.shipping_cents, i.tax_cents,
        i.total_cents, i.amount_due_cents,
        coalesce((SELECT sum(il.amount_cents) FROM invoice_lines il WHERE il.invoice_id = i.id), 0)::int AS lines_cents,
        (SELECT count(*) FROM invoice_lines il WHERE il.invoice_id = i.id
          AND il.amount_cents <> il.quantity * il.unit_price_cents)::int AS lines_off,
        coalesce((SELECT sum(pa.amount_cents) FROM payment_applications pa WHERE pa.invoice_id = i.id), 0)::int
          AS paid_cents,
        coalesce((SELECT sum(ca.amount_cents) FROM credit_memo_applications ca WHERE ca.invoice_id = i.id), 0)::int
          AS credited_cents,
        coalesce((SELECT sum(m.total_cents) FROM credit_memos m WHERE m.invoice_id = i.id), 0)::int AS memos_cents
      FROM invoices i WHERE ${inScope(scope, sql`i.account_id`)}
      ORDER BY i.id`,
  );
}

export interface CreditFacts {
  kind: 'payment' | 'memo';
  id: number;
  tran_id: string;
  amount_cents: number;
  applied_cents: number;
  used_cents: number;
  lines_cents: number | null;
}

/** Payments and credit memos with what their applications (and a memo's refunds) add up to. */
export async function credits(db: DbOrTx, scope: Scope): Promise<CreditFacts[]> {
  return queryRows<CreditFacts>(
    db,
    sql`SELECT 'payment' AS kind, p.id, p.tran_id, p.amount_cents, p.applied_cents,
        coalesce((SELECT sum(pa.amount_cents) FROM payment_applications pa WHERE pa.payment_id = p.id), 0)::int
          AS used_cents,
        NULL::int AS lines_cents
      FROM payments p WHERE ${inScope(scope, sql`p.account_id`)}
      UNION ALL
      SELECT 'memo', m.id, m.tran_id, m.total_cents, m.applied_cents,
        (coalesce((SELECT sum(ca.amount_cents) FROM credit_memo_applications ca WHERE ca.credit_memo_id = m.id), 0)
          + coalesce((SELECT sum(r.amount_cents) FROM payment_reversals r
              WHERE r.credit_memo_id = m.id AND r.kind = 'refund' AND r.status <> 'failed'), 0))::int,
        (SELECT sum(cl.amount_cents) FROM credit_memo_lines cl WHERE cl.credit_memo_id = m.id)::int
      FROM credit_memos m WHERE ${inScope(scope, sql`m.account_id`)}`,
  );
}

/** Invoice lines credited by memo lines beyond the quantity they invoiced. */
export async function overCreditedLines(
  db: DbOrTx,
  scope: Scope,
): Promise<Array<{ invoice_line_id: number; quantity: number; credited: number }>> {
  return queryRows(
    db,
    sql`SELECT il.id AS invoice_line_id, il.quantity, sum(cl.quantity)::int AS credited
      FROM credit_memo_lines cl JOIN invoice_lines il ON il.id = cl.invoice_line_id
        JOIN invoices i ON i.id = il.invoice_id
      WHERE ${inScope(scope, sql`i.account_id`)}
      GROUP BY il.id, il.quantity HAVING sum(cl.quantity) > il.quantity`,
  );
}

export interface TermsAccountFacts {
  id: number;
  account_name: string;
  credit_limit_cents: number;
  available_balance_cents: number;
  owed_cents: number;
}

/** Accounts on terms with what their invoices owe. */
export async function termsAccounts(db: DbOrTx, scope: Scope): Promise<TermsAccountFacts[]> {
  return queryRows<TermsAccountFacts>(
    db,
    sql`SELECT a.id, a.account_name, a.credit_limit_cents, a.available_balance_cents,
        coalesce((SELECT sum(i.amount_due_cents) FROM invoices i WHERE i.account_id = a.id), 0)::int AS owed_cents
      FROM accounts a WHERE a.has_terms AND ${inScope(scope, sql`a.id`)}
      ORDER BY a.id`,
  );
}

export interface AllocationFacts {
  account_id: number;
  item_id: number;
  period_start: string;
  used_quantity: number;
  /** Base units the account's standing orders of the item placed in the period took. */
  ordered: number;
}

/** Every allocation row, and what the orders placed in its period took (the store's calendar). */
export async function allocations(db: DbOrTx, scope: Scope): Promise<AllocationFacts[]> {
  return queryRows<AllocationFacts>(
    db,
    sql`SELECT a.account_id, a.item_id, a.period_start::text AS period_start, a.used_quantity,
        coalesce((SELECT sum(ceil((l.quantity - l.quantity_cancelled) * un.conversion_rate - 1e-9))
          FROM sales_order_lines l JOIN sales_orders o ON o.id = l.sales_order_id JOIN units un ON un.id = l.unit_id
          WHERE o.account_id = a.account_id AND l.item_id = a.item_id AND o.status <> 'Rejected'
            AND (o.order_date AT TIME ZONE ${STORE_TIME_ZONE})::date BETWEEN a.period_start AND a.period_end), 0)::int
          AS ordered
      FROM item_allocations a WHERE ${inScope(scope, sql`a.account_id`)}
      ORDER BY a.account_id, a.item_id, a.period_start`,
  );
}
