// Small SQL pieces the query files share: instants as ISO text, LIKE patterns taken literally, and
// the order status sets of packages/domain as SQL.
import { sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS_SETS, type OrderStatusSet } from '@medsupply/domain';

/** An instant as ISO 8601 text (raw rows do not come back as Dates on every driver). */
export const isoText = (column: SQL): SQL =>
  sql`to_char((${column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `column IN (…)` for one of the domain's order status sets (ADR 0034): every query that filters
 * orders by what may be done to them says so through this, never with its own list of literals.
 */
export const orderStatusIn = (set: OrderStatusSet, column: SQL = sql`o.status`): SQL =>
  sql`${column} IN (${sql.join(
    ORDER_STATUS_SETS[set].map((status) => sql`${status}`),
    sql`, `,
  )})`;

/** Integers as a bound int[] (each a parameter; an empty list is an empty array). */
export const intArray = (ids: readonly number[]): SQL =>
  ids.length === 0
    ? sql`'{}'::int[]`
    : sql`ARRAY[${sql.join(
        ids.map((id) => sql`${id}::int`),
        sql`, `,
      )}]::int[]`;

/**
 * What an order line adds to spend (issue 33, ADR 0047): its amount net of the cancelled quantity,
 * in cents, for a line aliased `l`. Budgets, the spend reports and the demo's budgets count alike.
 */
export const LINE_SPEND_CENTS: SQL = sql`round(l.amount_cents::numeric * (l.quantity - l.quantity_cancelled) / nullif(l.quantity, 0))`;

/**
 * The lots a fulfilment line (aliased by `line`) shipped, as a JSON array of { lotNumber,
 * expiresOn, quantity }, first-expiring first (issue 34): every read that shows a shipment's lines
 * names their lots through this.
 */
export const shippedLotsJson = (line: SQL): SQL =>
  sql`coalesce((SELECT json_agg(json_build_object('lotNumber', sll.lot_number, 'expiresOn', sll.expires_on::text,
      'quantity', slf.quantity) ORDER BY sll.expires_on, sll.id)
    FROM fulfillment_line_lots slf JOIN item_lots sll ON sll.id = slf.lot_id
    WHERE slf.fulfillment_line_id = ${line}.id), '[]'::json)`;

/** One element of shippedLotsJson. */
export interface ShippedLotJson {
  lotNumber: string;
  expiresOn: string;
  quantity: number;
}
