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
