// Estimates and quotes of an account with their lines; the claim that converts one. No rules here.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LineSource } from '../../core/line-item.ts';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';

export type EstimateKind = 'estimate' | 'quote';

export interface EstimateRow {
  id: number;
  tran_id: string;
  kind: EstimateKind;
  status: string;
  title: string | null;
  memo: string | null;
  tran_date: string | Date;
  expires_on: string | null;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
  line_count: number;
  total: number;
}

const columns = sql`e.id, e.tran_id, e.kind, e.status, e.title, e.memo, e.tran_date, e.expires_on::text AS expires_on,
  e.subtotal_cents, e.shipping_cents, e.tax_cents, e.total_cents,
  (SELECT count(*)::int FROM estimate_lines l WHERE l.estimate_id = e.id) AS line_count`;

/** 'Expired' and 'Open' are told apart by the expiry date; other statuses are stored as such. */
function statusFilter(status: string | undefined, today: string) {
  if (status === undefined) return sql``;
  if (status === 'Expired') return sql`AND e.status = 'Open' AND e.expires_on < ${today}::date`;
  if (status === 'Open') {
    return sql`AND e.status = 'Open' AND (e.expires_on IS NULL OR e.expires_on >= ${today}::date)`;
  }
  return sql`AND e.status = ${status}`;
}

export async function estimatePage(
  db: DbOrTx,
  input: {
    accountId: number;
    kind: EstimateKind;
    status: string | undefined;
    today: string;
    limit: number;
    offset: number;
  },
): Promise<EstimateRow[]> {
  return queryRows<EstimateRow>(
    db,
    sql`SELECT ${columns}, count(*) OVER ()::int AS total FROM estimates e
      WHERE e.account_id = ${input.accountId} AND e.kind = ${input.kind} ${statusFilter(input.status, input.today)}
      ORDER BY e.tran_date DESC, e.id DESC LIMIT ${input.limit} OFFSET ${input.offset}`,
  );
}

export async function countEstimates(
  db: DbOrTx,
  input: { accountId: number; kind: EstimateKind; status: string | undefined; today: string },
): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM estimates e
      WHERE e.account_id = ${input.accountId} AND e.kind = ${input.kind} ${statusFilter(input.status, input.today)}`,
  );
  return rows[0]?.n ?? 0;
}

/** The account's estimate (or quote) `id` of `kind`, else null (another account's too). */
export async function estimateOf(
  db: DbOrTx,
  accountId: number,
  id: number,
  kind: EstimateKind | null,
): Promise<EstimateRow | null> {
  const rows = await queryRows<EstimateRow>(
    db,
    sql`SELECT ${columns}, 1 AS total FROM estimates e
      WHERE e.id = ${id} AND e.account_id = ${accountId} ${kind === null ? sql`` : sql`AND e.kind = ${kind}`}`,
  );
  return rows[0] ?? null;
}

/** The estimate's lines for the line model, each at the estimate's own price of its unit. */
export const estimateLineSource = (estimateId: number): LineSource => ({
  from: sql`estimate_lines s`,
  where: sql`s.estimate_id = ${estimateId}`,
  orderBy: sql`s.id`,
  unitPriceCents: sql`s.unit_price_cents`,
});

export async function estimateLines(
  db: DbOrTx,
  estimateId: number,
): Promise<Array<{ item_id: number; unit_id: number; quantity: number; unit_price_cents: number }>> {
  return queryRows(
    db,
    sql`SELECT item_id, unit_id, quantity, unit_price_cents FROM estimate_lines
      WHERE estimate_id = ${estimateId} ORDER BY id`,
  );
}

/**
 * Converts an open, unexpired (and priced) estimate once: the conditional update is the claim, so
 * two conversions at once convert it once. Its id, or null when it was not convertible.
 */
export async function claimForCart(
  tx: Tx,
  input: { id: number; accountId: number; userId: number; today: string },
): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE estimates SET status = 'Converted', converted_at = now(), converted_by = ${input.userId}
      WHERE id = ${input.id} AND account_id = ${input.accountId} AND status = 'Open'
        AND (expires_on IS NULL OR expires_on >= ${input.today}::date)
      RETURNING id`,
  );
  return rows[0]?.id ?? null;
}

export interface NewEstimateLine {
  itemId: number;
  unitId: number;
  quantity: number;
  unitPriceCents: number;
}

/** Writes an estimate (or quote request) with its lines; its number is its kind's prefix and id. */
export async function insertEstimate(
  tx: Tx,
  input: {
    kind: EstimateKind;
    accountId: number;
    userId: number;
    status: string;
    title: string | null;
    memo: string | null;
    expiresOn: string | null;
    subtotalCents: number;
    taxCents: number;
    lines: readonly NewEstimateLine[];
  },
): Promise<number> {
  const prefix = input.kind === 'estimate' ? 'EST' : 'QT';
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO estimates (tran_id, kind, account_id, created_by, status, title, memo, expires_on,
        subtotal_cents, tax_cents, total_cents)
      VALUES (${`${prefix}-new-${randomUUID()}`}, ${input.kind}, ${input.accountId},
        ${input.userId}, ${input.status}, ${input.title}, ${input.memo}, ${input.expiresOn}::date,
        ${input.subtotalCents}, ${input.taxCents}, ${input.subtotalCents + input.taxCents})
      RETURNING id`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('estimate not written');
  await tx.execute(
    sql`UPDATE estimates SET tran_id = ${`${prefix}-${String(id).padStart(6, '0')}`} WHERE id = ${id}`,
  );
  for (const line of input.lines) {
    await tx.execute(
      sql`INSERT INTO estimate_lines (estimate_id, item_id, unit_id, quantity, unit_price_cents, amount_cents)
        VALUES (${id}, ${line.itemId}, ${line.unitId}, ${line.quantity}, ${line.unitPriceCents},
          ${line.unitPriceCents * line.quantity})`,
    );
  }
  return id;
}
