// Recalls' queries (issue 34 point 2, ADR 0050): no business rules, explicit columns. What a
// recall reaches is read from fulfilments: a lot's shipments through fulfillment_line_lots, and,
// for a recall of all lots of an item, also the units of its fulfilment lines that recorded no lot
// (shipped before lots were tracked).
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { containsPattern, intArray, isoText } from '../../db/sql-text.ts';

/** Fulfilments whose goods have left the warehouse. */
const SHIPPED = sql`f.status IN ('Shipped', 'Delivered')`;

/**
 * Every shipped unit of a recall's goods, one row per fulfilment line and lot: account, ship-to,
 * order, who placed it, item, lot (null for units that recorded none) and quantity.
 */
function reachedRows(recallId: number | SQL, extra: SQL = sql``): SQL {
  return sql`
    SELECT f.account_id, o.ship_address_id, o.id AS sales_order_id, o.placed_by, l.item_id,
      fll.lot_id, fll.quantity
    FROM fulfillment_line_lots fll
    JOIN fulfillment_lines fl ON fl.id = fll.fulfillment_line_id
    JOIN fulfillments f ON f.id = fl.fulfillment_id
    JOIN sales_order_lines l ON l.id = fl.sales_order_line_id
    JOIN sales_orders o ON o.id = f.sales_order_id
    WHERE ${SHIPPED} ${extra}
      AND EXISTS (SELECT 1 FROM recall_scope s WHERE s.recall_id = ${recallId}
        AND s.item_id = l.item_id AND (s.lot_id IS NULL OR s.lot_id = fll.lot_id))
    UNION ALL
    SELECT f.account_id, o.ship_address_id, o.id, o.placed_by, l.item_id, NULL::int,
      fl.quantity - coalesce((SELECT sum(x.quantity) FROM fulfillment_line_lots x
        WHERE x.fulfillment_line_id = fl.id), 0)::int
    FROM fulfillment_lines fl
    JOIN fulfillments f ON f.id = fl.fulfillment_id
    JOIN sales_order_lines l ON l.id = fl.sales_order_line_id
    JOIN sales_orders o ON o.id = f.sales_order_id
    WHERE ${SHIPPED} ${extra}
      AND EXISTS (SELECT 1 FROM recall_scope s WHERE s.recall_id = ${recallId}
        AND s.item_id = l.item_id AND s.lot_id IS NULL)`;
}

export interface ShipmentRow {
  account_id: number;
  account_number: string;
  account_name: string;
  ship_address_id: number | null;
  ship_to: string;
  item_id: number;
  item_number: string;
  display_name: string;
  url_component: string;
  lot_id: number | null;
  lot_number: string | null;
  expires_on: string | null;
  quantity: number;
}

/** What a recall's goods, a shipment row's names: account, ship-to, item and lot. */
const SHIPMENT_NAMES = sql`
  a.account_number, a.account_name,
  coalesce(concat_ws(', ', ad.addressee, ad.line1, ad.city, ad.state || ' ' || ad.zip), 'No saved ship-to') AS ship_to,
  i.item_name AS item_number, coalesce(i.site_display_name, i.display_name) AS display_name, i.url_component,
  lot.lot_number, lot.expires_on::text AS expires_on`;

const SHIPMENT_JOINS = sql`
  JOIN accounts a ON a.id = r.account_id
  JOIN items i ON i.id = r.item_id
  LEFT JOIN addresses ad ON ad.id = r.ship_address_id
  LEFT JOIN item_lots lot ON lot.id = r.lot_id`;

const SHIPMENT_ORDER = sql`ORDER BY a.account_name, a.id, r.ship_address_id NULLS FIRST, i.item_name, lot.lot_number NULLS FIRST`;

/** What publishing the recall now would reach, summed per account, ship-to, item and lot. */
export async function previewShipments(db: DbOrTx, recallId: number): Promise<ShipmentRow[]> {
  return queryRows<ShipmentRow>(
    db,
    sql`WITH r AS (
        SELECT account_id, ship_address_id, item_id, lot_id, sum(quantity)::int AS quantity
        FROM (${reachedRows(recallId)}) x GROUP BY 1, 2, 3, 4 HAVING sum(quantity) > 0)
      SELECT r.account_id, r.ship_address_id, r.item_id, r.lot_id, r.quantity, ${SHIPMENT_NAMES}
      FROM r ${SHIPMENT_JOINS} ${SHIPMENT_ORDER}`,
  );
}

/** What a published recall reached (recall_shipments), of one account or all. */
export async function publishedShipments(
  db: DbOrTx,
  recallId: number,
  accountId: number | null,
): Promise<ShipmentRow[]> {
  return queryRows<ShipmentRow>(
    db,
    sql`SELECT r.account_id, r.ship_address_id, r.item_id, r.lot_id, r.quantity, ${SHIPMENT_NAMES}
      FROM recall_shipments r ${SHIPMENT_JOINS}
      WHERE r.recall_id = ${recallId} ${accountId === null ? sql`` : sql`AND r.account_id = ${accountId}`}
      ${SHIPMENT_ORDER}`,
  );
}

/** The shipments of several recalls to one account (the clinic's page, one read). */
export async function accountShipments(
  db: DbOrTx,
  recallIds: readonly number[],
  accountId: number,
): Promise<(ShipmentRow & { recall_id: number })[]> {
  if (recallIds.length === 0) return [];
  return queryRows(
    db,
    sql`SELECT r.recall_id, r.account_id, r.ship_address_id, r.item_id, r.lot_id, r.quantity, ${SHIPMENT_NAMES}
      FROM recall_shipments r ${SHIPMENT_JOINS}
      WHERE r.recall_id = ANY(${intArray(recallIds)}) AND r.account_id = ${accountId}
      ${SHIPMENT_ORDER}`,
  );
}

/** The account's orders that delivered each recall's goods (the recall page's returns start there). */
export async function accountRecallOrders(
  db: DbOrTx,
  recallIds: readonly number[],
  accountId: number,
): Promise<Array<{ recall_id: number; sales_order_id: number; tran_id: string }>> {
  if (recallIds.length === 0) return [];
  return queryRows(
    db,
    sql`SELECT DISTINCT rc.id AS recall_id, o.id AS sales_order_id, o.tran_id, o.order_date
      FROM unnest(${intArray(recallIds)}) AS rc(id)
      CROSS JOIN LATERAL (${reachedRows(sql`rc.id`, sql`AND f.account_id = ${accountId}`)}) x
      JOIN sales_orders o ON o.id = x.sales_order_id
      WHERE x.quantity > 0
      ORDER BY rc.id, o.order_date DESC, o.id DESC`,
  );
}

// ---------------------------------------------------------------------------------------------
// Drafts
// ---------------------------------------------------------------------------------------------

export interface RecallRow {
  id: number;
  recall_number: string;
  status: 'draft' | 'published' | 'closed';
  recall_class: 'I' | 'II' | 'III';
  title: string;
  reason: string;
  instructions: string;
  notice_document_key: string | null;
  notice_file_name: string | null;
  created_at: string;
  published_at: string | null;
}

const RECALL_COLUMNS = sql`id, recall_number, status, recall_class, title, reason, instructions,
  notice_document_key, notice_file_name, ${isoText(sql`created_at`)} AS created_at,
  ${isoText(sql`published_at`)} AS published_at`;

export async function recallOf(db: DbOrTx, id: number, lock = false): Promise<RecallRow | undefined> {
  const [row] = await queryRows<RecallRow>(
    db,
    sql`SELECT ${RECALL_COLUMNS} FROM recalls WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

export interface DraftValues {
  recallClass: string;
  title: string;
  reason: string;
  instructions: string;
  staffId: number;
}

export async function insertDraft(db: DbOrTx, v: DraftValues, placeholder: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO recalls (recall_number, recall_class, title, reason, instructions, created_by_staff_id)
      VALUES (${placeholder}, ${v.recallClass}, ${v.title}, ${v.reason}, ${v.instructions}, ${v.staffId})
      RETURNING id`,
  );
  if (!row) throw new Error('recall not inserted');
  return row.id;
}

export async function setRecallNumber(db: DbOrTx, id: number, recallNumber: string): Promise<void> {
  await db.execute(sql`UPDATE recalls SET recall_number = ${recallNumber} WHERE id = ${id}`);
}

/** Changes a draft; answers false when the recall is not (or no longer) a draft. */
export async function updateDraft(db: DbOrTx, id: number, v: Omit<DraftValues, 'staffId'>): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE recalls SET recall_class = ${v.recallClass}, title = ${v.title}, reason = ${v.reason},
        instructions = ${v.instructions}, updated_at = now()
      WHERE id = ${id} AND status = 'draft' RETURNING id`,
  );
  return rows.length === 1;
}

export async function setNotice(db: DbOrTx, id: number, key: string, fileName: string): Promise<void> {
  await db.execute(
    sql`UPDATE recalls SET notice_document_key = ${key}, notice_file_name = ${fileName} WHERE id = ${id}`,
  );
}

export async function replaceScope(
  db: DbOrTx,
  recallId: number,
  scope: readonly { itemId: number; lotId: number | null }[],
): Promise<void> {
  await db.execute(sql`DELETE FROM recall_scope WHERE recall_id = ${recallId}`);
  await db.execute(
    sql`INSERT INTO recall_scope (recall_id, item_id, lot_id)
      SELECT ${recallId}::int, s.item_id, nullif(s.lot, 0)
      FROM unnest(${intArray(scope.map((s) => s.itemId))}, ${intArray(scope.map((s) => s.lotId ?? 0))})
        AS s(item_id, lot)
      ON CONFLICT DO NOTHING`,
  );
}

/** How many of the scope's entries name a real item, and a lot of that very item. */
export async function scopeProblems(
  db: DbOrTx,
  scope: readonly { itemId: number; lotId: number | null }[],
): Promise<{ unknown_items: number; foreign_lots: number }> {
  const [row] = await queryRows<{ unknown_items: number; foreign_lots: number }>(
    db,
    sql`SELECT
        count(*) FILTER (WHERE i.id IS NULL)::int AS unknown_items,
        count(*) FILTER (WHERE s.lot > 0 AND lot.id IS NULL)::int AS foreign_lots
      FROM unnest(${intArray(scope.map((s) => s.itemId))}, ${intArray(scope.map((s) => s.lotId ?? 0))})
        AS s(item_id, lot)
      LEFT JOIN items i ON i.id = s.item_id
      LEFT JOIN item_lots lot ON lot.id = s.lot AND lot.item_id = s.item_id`,
  );
  return row ?? { unknown_items: 0, foreign_lots: 0 };
}

export interface GoodsRow {
  recall_id: number;
  item_id: number;
  item_number: string;
  display_name: string;
  url_component: string;
  lot_id: number | null;
  lot_number: string | null;
  expires_on: string | null;
}

/** The scope of several recalls, as goods. */
export async function scopesOf(db: DbOrTx, recallIds: readonly number[]): Promise<GoodsRow[]> {
  if (recallIds.length === 0) return [];
  return queryRows<GoodsRow>(
    db,
    sql`SELECT s.recall_id, s.item_id, i.item_name AS item_number,
        coalesce(i.site_display_name, i.display_name) AS display_name, i.url_component,
        s.lot_id, lot.lot_number, lot.expires_on::text AS expires_on
      FROM recall_scope s JOIN items i ON i.id = s.item_id
      LEFT JOIN item_lots lot ON lot.id = s.lot_id
      WHERE s.recall_id = ANY(${intArray(recallIds)})
      ORDER BY s.recall_id, i.item_name, lot.lot_number NULLS FIRST`,
  );
}

export interface SummaryRow extends RecallRow {
  affected_accounts: number;
  acknowledged_accounts: number;
}

export async function recallSummaries(db: DbOrTx): Promise<SummaryRow[]> {
  return queryRows<SummaryRow>(
    db,
    sql`SELECT ${RECALL_COLUMNS},
        (SELECT count(*)::int FROM recall_accounts ra WHERE ra.recall_id = recalls.id) AS affected_accounts,
        (SELECT count(*)::int FROM recall_accounts ra WHERE ra.recall_id = recalls.id
          AND ra.acknowledged_at IS NOT NULL) AS acknowledged_accounts
      FROM recalls ORDER BY (status = 'draft') DESC, coalesce(published_at, created_at) DESC, id DESC
      LIMIT 500`,
  );
}

export interface PartyRow {
  account_id: number;
  account_number: string;
  account_name: string;
  units: number;
  acknowledged_at: string | null;
  acknowledged_by: string | null;
  units_on_hand: number | null;
  note: string | null;
  reminders_sent: number;
  last_reminded_at: string | null;
  notices: number;
}

export async function partiesOf(db: DbOrTx, recallId: number): Promise<PartyRow[]> {
  return queryRows<PartyRow>(
    db,
    sql`SELECT ra.account_id, a.account_number, a.account_name,
        (SELECT coalesce(sum(quantity), 0)::int FROM recall_shipments rs
          WHERE rs.recall_id = ra.recall_id AND rs.account_id = ra.account_id) AS units,
        ${isoText(sql`ra.acknowledged_at`)} AS acknowledged_at,
        CASE WHEN u.id IS NULL THEN NULL ELSE trim(u.first_name || ' ' || u.last_name) END AS acknowledged_by,
        ra.units_on_hand, ra.note, ra.reminders_sent,
        ${isoText(sql`ra.last_reminded_at`)} AS last_reminded_at,
        (SELECT count(*)::int FROM recall_notices n
          WHERE n.recall_id = ra.recall_id AND n.account_id = ra.account_id) AS notices
      FROM recall_accounts ra JOIN accounts a ON a.id = ra.account_id
      LEFT JOIN users u ON u.id = ra.acknowledged_by_user_id
      WHERE ra.recall_id = ${recallId}
      ORDER BY (ra.acknowledged_at IS NULL) DESC, a.account_name, a.id`,
  );
}

// ---------------------------------------------------------------------------------------------
// Publishing
// ---------------------------------------------------------------------------------------------

/** Publishes a draft: answers false when it was not a draft (published by someone else, or a retry). */
/** Flips the draft to published; answers its recall number, or null when it was no draft. */
export async function markPublished(
  db: DbOrTx,
  id: number,
  staffId: number,
  at: Date,
): Promise<string | null> {
  const rows = await queryRows<{ recall_number: string }>(
    db,
    sql`UPDATE recalls SET status = 'published', published_at = ${at.toISOString()},
        published_by_staff_id = ${staffId}, updated_at = now()
      WHERE id = ${id} AND status = 'draft' RETURNING recall_number`,
  );
  return rows[0]?.recall_number ?? null;
}

export async function recordShipments(db: DbOrTx, recallId: number): Promise<void> {
  await db.execute(
    sql`INSERT INTO recall_shipments (recall_id, account_id, ship_address_id, item_id, lot_id, quantity)
      SELECT ${recallId}::int, account_id, ship_address_id, item_id, lot_id, sum(quantity)::int
      FROM (${reachedRows(recallId)}) x
      GROUP BY account_id, ship_address_id, item_id, lot_id HAVING sum(quantity) > 0`,
  );
  await db.execute(
    sql`INSERT INTO recall_accounts (recall_id, account_id)
      SELECT DISTINCT ${recallId}::int, account_id FROM recall_shipments WHERE recall_id = ${recallId}`,
  );
}

/** Stops the sale of the recalled lots (every lot of an item recalled whole); answers their ids. */
export async function stopSaleOfLots(db: DbOrTx, recallId: number, at: Date): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE item_lots lot SET sale_stopped_at = ${at.toISOString()}
      WHERE lot.sale_stopped_at IS NULL AND EXISTS (SELECT 1 FROM recall_scope s
        WHERE s.recall_id = ${recallId} AND s.item_id = lot.item_id AND (s.lot_id IS NULL OR s.lot_id = lot.id))
      RETURNING lot.id`,
  );
  return rows.map((r) => r.id);
}

/** The lots publishing would stop (preview). */
export async function lotsToStop(db: DbOrTx, recallId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM item_lots lot WHERE lot.sale_stopped_at IS NULL AND EXISTS (
        SELECT 1 FROM recall_scope s WHERE s.recall_id = ${recallId} AND s.item_id = lot.item_id
          AND (s.lot_id IS NULL OR s.lot_id = lot.id))`,
  );
  return row?.n ?? 0;
}

/**
 * The notices of a published recall: every active administrator of each account it reached, and
 * every active contact who placed an order it reached (once each: an administrator who ordered is
 * told as the administrator). Answers the new notices' ids; a rerun writes none.
 */
export async function insertNotices(db: DbOrTx, recallId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH reached AS (SELECT DISTINCT account_id, placed_by FROM (${reachedRows(recallId)}) x WHERE quantity > 0),
      told AS (
        SELECT ra.account_id, u.id AS user_id, 'admin' AS role, u.email, 1 AS rank
        FROM recall_accounts ra JOIN users u ON u.account_id = ra.account_id AND u.is_active AND u.is_admin
        WHERE ra.recall_id = ${recallId}
        UNION ALL
        SELECT r.account_id, u.id, 'orderer', u.email, 2
        FROM reached r JOIN users u ON u.id = r.placed_by AND u.is_active),
      once AS (SELECT DISTINCT ON (account_id, user_id) account_id, user_id, role, email
        FROM told ORDER BY account_id, user_id, rank)
      INSERT INTO recall_notices (recall_id, account_id, user_id, kind, round, role, email)
      SELECT ${recallId}::int, account_id, user_id, 'notice', 0, role, email FROM once
      ON CONFLICT ON CONSTRAINT recall_notices_once_uq DO NOTHING
      RETURNING id`,
  );
  return rows.map((r) => r.id);
}

/** The last reminder round of a recall (0: none yet). */
export async function lastRound(db: DbOrTx, recallId: number): Promise<number> {
  const [row] = await queryRows<{ round: number }>(
    db,
    sql`SELECT coalesce(max(round), 0)::int AS round FROM recall_notices
      WHERE recall_id = ${recallId} AND kind = 'reminder'`,
  );
  return row?.round ?? 0;
}

/**
 * A reminder round: each account that has not acknowledged is reminded (its count and time move)
 * and every contact told of the recall is told again, once for this round. Answers the accounts
 * reminded and the new notices' ids.
 */
export async function insertReminders(
  db: DbOrTx,
  recallId: number,
  round: number,
  at: Date,
): Promise<{ accounts: number; noticeIds: number[] }> {
  const accounts = await queryRows<{ account_id: number }>(
    db,
    sql`UPDATE recall_accounts SET reminders_sent = reminders_sent + 1, last_reminded_at = ${at.toISOString()}
      WHERE recall_id = ${recallId} AND acknowledged_at IS NULL RETURNING account_id`,
  );
  if (accounts.length === 0) return { accounts: 0, noticeIds: [] };
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO recall_notices (recall_id, account_id, user_id, kind, round, role, email)
      SELECT n.recall_id, n.account_id, n.user_id, 'reminder', ${round}::int, n.role, n.email
      FROM recall_notices n
      WHERE n.recall_id = ${recallId} AND n.kind = 'notice'
        AND n.account_id = ANY(${intArray(accounts.map((a) => a.account_id))})
      ON CONFLICT ON CONSTRAINT recall_notices_once_uq DO NOTHING
      RETURNING id`,
  );
  return { accounts: accounts.length, noticeIds: rows.map((r) => r.id) };
}

export interface NoticeRow {
  id: number;
  recall_id: number;
  account_id: number;
  user_id: number;
  kind: 'notice' | 'reminder';
  round: number;
  email: string;
  first_name: string;
  account_name: string;
  recall_number: string;
  recall_class: 'I' | 'II' | 'III';
  title: string;
  reason: string;
  instructions: string;
  bell_at: string | null;
  mailed_at: string | null;
}

/** A notice to send, locked so two runs of its job cannot both send it. */
export async function noticeForSending(db: DbOrTx, id: number): Promise<NoticeRow | undefined> {
  const [row] = await queryRows<NoticeRow>(
    db,
    sql`SELECT n.id, n.recall_id, n.account_id, n.user_id, n.kind, n.round, n.email, u.first_name,
        a.account_name, r.recall_number, r.recall_class, r.title, r.reason, r.instructions,
        ${isoText(sql`n.bell_at`)} AS bell_at, ${isoText(sql`n.mailed_at`)} AS mailed_at
      FROM recall_notices n
      JOIN users u ON u.id = n.user_id
      JOIN accounts a ON a.id = n.account_id
      JOIN recalls r ON r.id = n.recall_id
      WHERE n.id = ${id}
      FOR UPDATE OF n`,
  );
  return row;
}

export async function markNoticeSent(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.execute(
    sql`UPDATE recall_notices SET bell_at = coalesce(bell_at, ${at.toISOString()}),
        mailed_at = coalesce(mailed_at, ${at.toISOString()})
      WHERE id = ${id}`,
  );
}

// ---------------------------------------------------------------------------------------------
// The clinic's side
// ---------------------------------------------------------------------------------------------

export interface AccountRecallRow extends RecallRow {
  acknowledged_at: string | null;
  acknowledged_by: string | null;
  units_on_hand: number | null;
  note: string | null;
}

/** The published recalls that reached `accountId` (its own only), newest first. */
export async function recallsOfAccount(
  db: DbOrTx,
  accountId: number,
  recallId: number | null = null,
): Promise<AccountRecallRow[]> {
  return queryRows<AccountRecallRow>(
    db,
    sql`SELECT r.id, r.recall_number, r.status, r.recall_class, r.title, r.reason, r.instructions,
        r.notice_document_key, r.notice_file_name, ${isoText(sql`r.created_at`)} AS created_at,
        ${isoText(sql`r.published_at`)} AS published_at,
        ${isoText(sql`ra.acknowledged_at`)} AS acknowledged_at,
        CASE WHEN u.id IS NULL THEN NULL ELSE trim(u.first_name || ' ' || u.last_name) END AS acknowledged_by,
        ra.units_on_hand, ra.note
      FROM recall_accounts ra JOIN recalls r ON r.id = ra.recall_id
      LEFT JOIN users u ON u.id = ra.acknowledged_by_user_id
      WHERE ra.account_id = ${accountId} AND r.status <> 'draft'
        ${recallId === null ? sql`` : sql`AND r.id = ${recallId}`}
      ORDER BY r.published_at DESC, r.id DESC`,
  );
}

/** Records the account's acknowledgment; answers false when it had answered already. */
export async function acknowledge(
  db: DbOrTx,
  v: {
    recallId: number;
    accountId: number;
    userId: number;
    unitsOnHand: number;
    note: string | null;
    at: Date;
  },
): Promise<boolean> {
  const rows = await queryRows<{ recall_id: number }>(
    db,
    sql`UPDATE recall_accounts SET acknowledged_at = ${v.at.toISOString()}, acknowledged_by_user_id = ${v.userId},
        units_on_hand = ${v.unitsOnHand}, note = ${v.note}
      WHERE recall_id = ${v.recallId} AND account_id = ${v.accountId} AND acknowledged_at IS NULL
      RETURNING recall_id`,
  );
  return rows.length === 1;
}

export interface BannerRow {
  id: number;
  recall_number: string;
  recall_class: 'I' | 'II' | 'III';
  title: string;
  lots: string[];
}

/** Published recalls covering an item (the product page's banner). */
export async function recallsOfItem(db: DbOrTx, itemId: number): Promise<BannerRow[]> {
  return queryRows<BannerRow>(
    db,
    sql`SELECT r.id, r.recall_number, r.recall_class, r.title,
        CASE WHEN bool_or(s.lot_id IS NULL) THEN '{}'::text[]
          ELSE array_agg(lot.lot_number ORDER BY lot.lot_number) END AS lots
      FROM recalls r JOIN recall_scope s ON s.recall_id = r.id AND s.item_id = ${itemId}
      LEFT JOIN item_lots lot ON lot.id = s.lot_id
      WHERE r.status = 'published'
      GROUP BY r.id ORDER BY r.published_at DESC`,
  );
}

/** Published recalls that reached `accountId` through the order `salesOrderId` (its banner). */
export async function recallsOfOrder(
  db: DbOrTx,
  accountId: number,
  salesOrderId: number,
): Promise<BannerRow[]> {
  return queryRows<BannerRow>(
    db,
    sql`SELECT r.id, r.recall_number, r.recall_class, r.title,
        coalesce((SELECT array_agg(DISTINCT lot.lot_number) FROM recall_scope s
          JOIN item_lots lot ON lot.id = s.lot_id WHERE s.recall_id = r.id), '{}'::text[]) AS lots
      FROM recalls r JOIN recall_accounts ra ON ra.recall_id = r.id AND ra.account_id = ${accountId}
      WHERE r.status = 'published' AND EXISTS (
        SELECT 1 FROM sales_orders o WHERE o.id = ${salesOrderId} AND o.account_id = ${accountId})
        AND EXISTS (SELECT 1 FROM (${reachedRows(sql`r.id`, sql`AND o.id = ${salesOrderId}`)}) x
          WHERE x.quantity > 0)
      ORDER BY r.published_at DESC`,
  );
}

// ---------------------------------------------------------------------------------------------
// The effectiveness report and staff's item picker
// ---------------------------------------------------------------------------------------------

export interface ReportRow {
  account_number: string;
  account_name: string;
  contact_name: string;
  email: string;
  role: 'admin' | 'orderer';
  kind: 'notice' | 'reminder';
  round: number;
  notified_at: string;
  bell_at: string | null;
  mailed_at: string | null;
  acknowledged_at: string | null;
  units_on_hand: number | null;
}

export async function reportRows(db: DbOrTx, recallId: number): Promise<ReportRow[]> {
  return queryRows<ReportRow>(
    db,
    sql`SELECT a.account_number, a.account_name, trim(u.first_name || ' ' || u.last_name) AS contact_name,
        n.email, n.role, n.kind, n.round, ${isoText(sql`n.created_at`)} AS notified_at,
        ${isoText(sql`n.bell_at`)} AS bell_at, ${isoText(sql`n.mailed_at`)} AS mailed_at,
        ${isoText(sql`ra.acknowledged_at`)} AS acknowledged_at, ra.units_on_hand
      FROM recall_notices n
      JOIN accounts a ON a.id = n.account_id
      JOIN users u ON u.id = n.user_id
      LEFT JOIN recall_accounts ra ON ra.recall_id = n.recall_id AND ra.account_id = n.account_id
      WHERE n.recall_id = ${recallId}
      ORDER BY a.account_name, a.id, n.round, n.kind, u.last_name, u.id`,
  );
}

export interface ItemOptionRow {
  item_id: number;
  item_number: string;
  display_name: string;
  lots: { id: number; lotNumber: string; expiresOn: string; saleStopped: boolean }[];
}

export async function recallItemOptions(db: DbOrTx, q: string): Promise<ItemOptionRow[]> {
  const pattern = containsPattern(q);
  return queryRows<ItemOptionRow>(
    db,
    sql`SELECT i.id AS item_id, i.item_name AS item_number, coalesce(i.site_display_name, i.display_name) AS display_name,
        coalesce((SELECT json_agg(json_build_object('id', lot.id, 'lotNumber', lot.lot_number,
            'expiresOn', lot.expires_on::text, 'saleStopped', lot.sale_stopped_at IS NOT NULL)
            ORDER BY lot.expires_on DESC, lot.id)
          FROM item_lots lot WHERE lot.item_id = i.id), '[]'::json) AS lots
      FROM items i
      WHERE ${
        q === ''
          ? sql`EXISTS (SELECT 1 FROM item_lots lot WHERE lot.item_id = i.id)`
          : sql`(i.item_name ILIKE ${pattern} OR i.display_name ILIKE ${pattern}
              OR EXISTS (SELECT 1 FROM item_lots lot WHERE lot.item_id = i.id AND lot.lot_number ILIKE ${pattern}))`
      }
      ORDER BY i.item_name LIMIT 10`,
  );
}
