// Notification rows and the facts each event's notification is written from (who gets it and its
// metaData). No business rules here: the service decides which event reads what.
import { sql } from 'drizzle-orm';
import type { RowsQuery } from '../../core/read-parts.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';

export interface NotificationRow {
  id: number;
  notification_type: string;
  meta_data: Record<string, unknown>;
  unread: boolean;
  created_at: string | Date;
}

/** The user's newest `limit` notifications, newest first. */
export const notificationsQuery = (userId: number, limit: number): RowsQuery => ({
  columns: sql`id, notification_type, meta_data, unread, created_at`,
  from: sql`notifications`,
  where: sql`user_id = ${userId}`,
  orderBy: sql`created_at DESC, id DESC`,
  limit,
});

/** Marks the user's unread notifications (those of `ids`, or all) read; answers how many changed. */
export async function markRead(db: DbOrTx, userId: number, ids: readonly number[] | null): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE notifications SET unread = false, read_at = now()
      WHERE user_id = ${userId} AND unread
        ${ids === null ? sql`` : sql`AND id IN (SELECT value::int FROM json_array_elements_text(${JSON.stringify(ids)}::json))`}
      RETURNING id`,
  );
  return rows.length;
}

export interface NewNotification {
  userId: number;
  type: string;
  metaData: Record<string, unknown>;
  dedupeKey: string;
}

/** Writes each notification once per user and event: a job run twice adds nothing the second time. */
export async function insertNotifications(db: DbOrTx, rows: readonly NewNotification[]): Promise<number> {
  let written = 0;
  for (const row of rows) {
    const inserted = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO notifications (user_id, notification_type, meta_data, dedupe_key)
        VALUES (${row.userId}, ${row.type}, ${JSON.stringify(row.metaData)}::jsonb, ${row.dedupeKey})
        ON CONFLICT (user_id, dedupe_key) DO NOTHING RETURNING id`,
    );
    written += inserted.length;
  }
  return written;
}

/** Active administrators of an account (else all its active contacts): who hears of its licences. */
export async function adminsOrContactsOf(db: DbOrTx, accountId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE account_id = ${accountId} AND is_active
        AND (is_admin OR NOT EXISTS (SELECT 1 FROM users a WHERE a.account_id = ${accountId} AND a.is_active AND a.is_admin))
      ORDER BY id`,
  );
  return rows.map((r) => r.id);
}

/** The order's placer when still active, else the account's active contacts. */
const orderRecipients = (order: string) => sql`(SELECT coalesce(
    (SELECT array_agg(u.id) FROM users u WHERE u.id = ${sql.raw(order)}.placed_by AND u.is_active),
    (SELECT array_agg(u.id ORDER BY u.id) FROM users u
      WHERE u.account_id = ${sql.raw(order)}.account_id AND u.is_active),
    '{}'::int[]))`;

export interface DeliveredRow {
  fulfillment_id: number;
  carrier: string;
  tracking_number: string;
  route_id: string | null;
  shipped_at: string | Date;
  delivered_at: string | Date | null;
  tran_id: string;
  recipients: number[];
}

export async function deliveredFulfillment(db: DbOrTx, fulfillmentId: number): Promise<DeliveredRow | null> {
  const rows = await queryRows<DeliveredRow>(
    db,
    sql`SELECT f.id AS fulfillment_id, f.carrier, f.tracking_number, f.route_id, f.shipped_at, f.delivered_at, o.tran_id,
        ${orderRecipients('o')} AS recipients
      FROM fulfillments f JOIN sales_orders o ON o.id = f.sales_order_id
      WHERE f.id = ${fulfillmentId} AND f.account_id = o.account_id`,
  );
  return rows[0] ?? null;
}

export interface OrderLineRow {
  sales_order_id: number;
  tran_id: string;
  display_name: string;
  url_component: string;
  recipients: number[];
}

export async function orderLineFacts(db: DbOrTx, salesOrderLineId: number): Promise<OrderLineRow | null> {
  const rows = await queryRows<OrderLineRow>(
    db,
    sql`SELECT o.id AS sales_order_id, o.tran_id,
        coalesce(i.site_display_name, i.display_name) AS display_name, i.url_component,
        ${orderRecipients('o')} AS recipients
      FROM sales_order_lines l JOIN sales_orders o ON o.id = l.sales_order_id JOIN items i ON i.id = l.item_id
      WHERE l.id = ${salesOrderLineId}`,
  );
  return rows[0] ?? null;
}

export interface OrderRow {
  id: number;
  tran_id: string;
  recipients: number[];
}

export async function orderFacts(db: DbOrTx, salesOrderId: number): Promise<OrderRow | null> {
  const rows = await queryRows<OrderRow>(
    db,
    sql`SELECT o.id, o.tran_id, ${orderRecipients('o')} AS recipients FROM sales_orders o WHERE o.id = ${salesOrderId}`,
  );
  return rows[0] ?? null;
}

export interface ItemRow {
  display_name: string;
  url_component: string;
  quantity_available: number;
}

export async function itemFacts(db: DbOrTx, itemId: number): Promise<ItemRow | null> {
  const rows = await queryRows<ItemRow>(
    db,
    sql`SELECT coalesce(site_display_name, display_name) AS display_name, url_component, quantity_available
      FROM items WHERE id = ${itemId}`,
  );
  return rows[0] ?? null;
}

/**
 * Who wanted an item that was out of stock: owners of lists holding it, and placers of orders with
 * a backordered line of it (active contacts only).
 */
export async function usersWantingItem(db: DbOrTx, itemId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT DISTINCT u.id FROM users u
      WHERE u.is_active AND (
        EXISTS (SELECT 1 FROM item_list_details d JOIN item_lists l ON l.id = d.item_list_id
          WHERE d.item_id = ${itemId} AND l.contact_id = u.id AND l.account_id = u.account_id)
        OR EXISTS (SELECT 1 FROM sales_order_lines sl JOIN sales_orders o ON o.id = sl.sales_order_id
          WHERE sl.item_id = ${itemId} AND sl.quantity_backordered > 0 AND o.placed_by = u.id
            AND o.account_id = u.account_id))
      ORDER BY u.id`,
  );
  return rows.map((r) => r.id);
}

export interface LicenceRow {
  id: number;
  address_id: number;
  account_id: number;
  licence_number: string;
  expires_on: string;
}

export async function licenceFacts(db: DbOrTx, licenceId: number): Promise<LicenceRow | null> {
  const rows = await queryRows<LicenceRow>(
    db,
    sql`SELECT l.id, l.address_id, a.account_id, l.licence_number, l.expires_on::text AS expires_on
      FROM address_licences l JOIN addresses a ON a.id = l.address_id WHERE l.id = ${licenceId}`,
  );
  return rows[0] ?? null;
}

export interface ReturnFactsRow {
  id: number;
  return_number: string;
  rma_number: string | null;
  requested_by_user_id: number;
  tran_id: string;
}

/** A return with its order's number and who asked for it (issue 34's bell entries). */
export async function returnFacts(db: DbOrTx, returnId: number): Promise<ReturnFactsRow | null> {
  const rows = await queryRows<ReturnFactsRow>(
    db,
    sql`SELECT r.id, r.return_number, r.rma_number, r.requested_by_user_id, o.tran_id
      FROM returns r JOIN sales_orders o ON o.id = r.sales_order_id WHERE r.id = ${returnId}`,
  );
  return rows[0] ?? null;
}
