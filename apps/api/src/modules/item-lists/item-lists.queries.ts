// Item-list queries: lists with their owner and line count, where a list's lines are (the line
// model, core/line-item.ts, reads them with their items in one statement, priced like the cart and
// the catalogue), and the writes. No business rules here: who may see or change a list is decided
// in the service, which passes the caller's account and contact into every read.
import { sql } from 'drizzle-orm';
import type { LineSource } from '../../core/line-item.ts';
import type { RowsQuery } from '../../core/read-parts.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/** Who is asking: lists belong to (account, contact); the account is the session's current one. */
export interface ListOwnerKey {
  accountId: number;
  contactId: number;
}

export interface ListRow {
  id: number;
  contact_id: number;
  contact_name: string;
  name: string;
  shared: boolean;
  is_subscription: boolean;
  detail_count: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const listColumns = sql`l.id, l.contact_id, trim(u.first_name || ' ' || u.last_name) AS contact_name,
  l.name, l.shared, l.is_subscription,
  (SELECT count(*)::int FROM item_list_details d WHERE d.item_list_id = l.id) AS detail_count,
  l.created_at, l.updated_at`;

/** A list is visible to its owner, and to the account's other contacts when shared. */
const visibleTo = (key: ListOwnerKey) =>
  sql`l.account_id = ${key.accountId} AND (l.contact_id = ${key.contactId} OR l.shared)`;

/** The contact's own lists, then (with `showShared`) the account's shared lists of other contacts. */
export function listRowsQuery(key: ListOwnerKey, showShared: boolean): RowsQuery {
  return {
    columns: listColumns,
    from: sql`item_lists l JOIN users u ON u.id = l.contact_id`,
    where: showShared
      ? visibleTo(key)
      : sql`l.account_id = ${key.accountId} AND l.contact_id = ${key.contactId}`,
    orderBy: sql`(l.contact_id = ${key.contactId}) DESC, lower(l.name), l.id`,
  };
}

/** One list if the caller may see it (own, or shared within the account); null otherwise. */
export async function visibleListRow(db: DbOrTx, listId: number, key: ListOwnerKey): Promise<ListRow | null> {
  const rows = await queryRows<ListRow>(
    db,
    sql`SELECT ${listColumns}
      FROM item_lists l JOIN users u ON u.id = l.contact_id
      WHERE l.id = ${listId} AND ${visibleTo(key)}`,
  );
  return rows[0] ?? null;
}

/**
 * Locks a list the caller may see, for a change to it or its lines (in a transaction): a concurrent
 * delete of the list waits, so a line is never written into a list that is going away.
 */
export async function lockVisibleList(
  tx: DbOrTx,
  listId: number,
  key: ListOwnerKey,
): Promise<{ id: number; contact_id: number } | null> {
  const rows = await queryRows<{ id: number; contact_id: number }>(
    tx,
    sql`SELECT l.id, l.contact_id FROM item_lists l
      WHERE l.id = ${listId} AND ${visibleTo(key)}
      FOR UPDATE`,
  );
  return rows[0] ?? null;
}

/** The visible list holding line `detailId`, locked like lockVisibleList; null when none. */
export async function lockVisibleListOfDetail(
  tx: DbOrTx,
  detailId: number,
  key: ListOwnerKey,
): Promise<{ id: number; contact_id: number } | null> {
  const rows = await queryRows<{ id: number; contact_id: number }>(
    tx,
    sql`SELECT l.id, l.contact_id FROM item_lists l
      WHERE l.id = (SELECT d.item_list_id FROM item_list_details d WHERE d.id = ${detailId})
        AND ${visibleTo(key)}
      FOR UPDATE`,
  );
  return rows[0] ?? null;
}

export async function insertList(
  db: DbOrTx,
  key: ListOwnerKey,
  values: { name: string; shared: boolean },
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO item_lists (account_id, contact_id, name, shared)
      VALUES (${key.accountId}, ${key.contactId}, ${values.name}, ${values.shared})
      RETURNING id`,
  );
  const row = rows[0];
  if (!row) throw new Error('item list not inserted');
  return row.id;
}

/** Sets the given fields (omitted ones kept) and the list's updated time. */
export async function updateList(
  db: DbOrTx,
  listId: number,
  values: { name?: string | undefined; shared?: boolean | undefined; subscription?: boolean | undefined },
): Promise<void> {
  await db.execute(
    sql`UPDATE item_lists SET
        name = coalesce(${values.name ?? null}::text, name),
        shared = coalesce(${values.shared ?? null}::boolean, shared),
        is_subscription = coalesce(${values.subscription ?? null}::boolean, is_subscription),
        updated_at = now()
      WHERE id = ${listId}`,
  );
}

/** A list no longer used as a subscription stops its schedule (the row stays for its history). */
export async function deactivateSubscription(db: DbOrTx, listId: number): Promise<void> {
  await db.execute(
    sql`UPDATE subscriptions SET active = false, updated_at = now()
      WHERE item_list_id = ${listId} AND active`,
  );
}

/** Deletes a list; its lines and subscription go with it (ON DELETE CASCADE). */
export async function deleteList(db: DbOrTx, listId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM item_lists WHERE id = ${listId} RETURNING id`,
  );
  return rows.length > 0;
}

/** A line changed: the list's updated time moves with it. */
export async function touchList(db: DbOrTx, listId: number): Promise<void> {
  await db.execute(sql`UPDATE item_lists SET updated_at = now() WHERE id = ${listId}`);
}

// ---------------------------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------------------------

/** The lines of a list (or one line of it) for the line model, in the order they were added. */
export const listLineSource = (line: { listId: number; detailId?: number }): LineSource => ({
  from: sql`item_list_details s`,
  where:
    line.detailId === undefined
      ? sql`s.item_list_id = ${line.listId}`
      : sql`s.item_list_id = ${line.listId} AND s.id = ${line.detailId}`,
  orderBy: sql`s.id`,
});

export interface ListableItemRow {
  id: number;
  is_matrix_parent: boolean;
  inactive: boolean;
  /** Whether the requested unit belongs to the item's unit type. */
  unit_ok: boolean;
}

/** What decides whether an item may go on a list in a unit, in one statement. */
export async function listableItem(
  db: DbOrTx,
  itemId: number,
  unitId: number,
): Promise<ListableItemRow | null> {
  const rows = await queryRows<ListableItemRow>(
    db,
    sql`SELECT i.id, i.is_matrix_parent, i.inactive,
        EXISTS (SELECT 1 FROM units u WHERE u.id = ${unitId} AND u.unit_type_id = i.unit_type_id) AS unit_ok
      FROM items i WHERE i.id = ${itemId}`,
  );
  return rows[0] ?? null;
}

/**
 * Sets the quantity of (list, item, unit), inserting the line when absent: one statement on the
 * table's unique key, so two concurrent adds cannot make two lines. `inserted` tells which happened
 * (xmax is 0 only on a freshly inserted row version).
 */
export async function upsertDetail(
  db: DbOrTx,
  line: { listId: number; itemId: number; unitId: number; quantity: number },
): Promise<{ id: number; inserted: boolean }> {
  const rows = await queryRows<{ id: number; inserted: boolean }>(
    db,
    sql`INSERT INTO item_list_details (item_list_id, item_id, unit_id, quantity)
      VALUES (${line.listId}, ${line.itemId}, ${line.unitId}, ${line.quantity})
      ON CONFLICT (item_list_id, item_id, unit_id) DO UPDATE SET quantity = EXCLUDED.quantity
      RETURNING id, (xmax = 0) AS inserted`,
  );
  const row = rows[0];
  if (!row) throw new Error('item list line not written');
  return row;
}

export interface DetailKeyRow {
  id: number;
  item_id: number;
  unit_id: number;
  quantity: number;
}

/** A line of the given list by id. */
export async function detailInList(
  db: DbOrTx,
  detailId: number,
  listId: number,
): Promise<DetailKeyRow | null> {
  const rows = await queryRows<DetailKeyRow>(
    db,
    sql`SELECT id, item_id, unit_id, quantity FROM item_list_details
      WHERE id = ${detailId} AND item_list_id = ${listId}`,
  );
  return rows[0] ?? null;
}

/** The line of the list holding (item, unit), if any. */
export async function detailByKey(
  db: DbOrTx,
  line: { listId: number; itemId: number; unitId: number },
): Promise<DetailKeyRow | null> {
  const rows = await queryRows<DetailKeyRow>(
    db,
    sql`SELECT id, item_id, unit_id, quantity FROM item_list_details
      WHERE item_list_id = ${line.listId} AND item_id = ${line.itemId} AND unit_id = ${line.unitId}`,
  );
  return rows[0] ?? null;
}

export async function setDetail(
  db: DbOrTx,
  detailId: number,
  values: { unitId: number; quantity: number },
): Promise<void> {
  await db.execute(
    sql`UPDATE item_list_details SET unit_id = ${values.unitId}, quantity = ${values.quantity}
      WHERE id = ${detailId}`,
  );
}

export async function deleteDetail(db: DbOrTx, detailId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM item_list_details WHERE id = ${detailId} RETURNING id`,
  );
  return rows.length > 0;
}

export async function deleteDetailByKey(
  db: DbOrTx,
  line: { listId: number; itemId: number; unitId: number },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM item_list_details
      WHERE item_list_id = ${line.listId} AND item_id = ${line.itemId} AND unit_id = ${line.unitId}
      RETURNING id`,
  );
  return rows.length > 0;
}

/** The contact's own lists holding (item, unit): the Add To List dialog's checked boxes. */
export async function ownListsHolding(
  db: DbOrTx,
  key: ListOwnerKey,
  itemId: number,
  unitId: number,
): Promise<Array<{ item_list_id: number; detail_id: number; quantity: number }>> {
  return queryRows(
    db,
    sql`SELECT d.item_list_id, d.id AS detail_id, d.quantity
      FROM item_list_details d JOIN item_lists l ON l.id = d.item_list_id
      WHERE l.account_id = ${key.accountId} AND l.contact_id = ${key.contactId}
        AND d.item_id = ${itemId} AND d.unit_id = ${unitId}
      ORDER BY l.id`,
  );
}
