// Reads of the substitutes module (issue 34 point 4, ADR 0053). It owns no table: it reads the
// catalogue's alternatives (item_relations, kind 'alternative'), the published recalls' scope and
// the caller's cart lines. No business rules here.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

const idsJson = (ids: readonly number[]) =>
  sql`(SELECT value::int FROM json_array_elements_text(${JSON.stringify([...new Set(ids)])}::json))`;

export interface ItemStateRow {
  id: number;
  quantity_available: number;
  /** Under a published recall (the product page's banner reads the same). */
  recalled: boolean;
}

/** Stock and recall of the items `ids`. */
export async function itemStates(db: DbOrTx, ids: readonly number[]): Promise<ItemStateRow[]> {
  if (ids.length === 0) return [];
  return queryRows<ItemStateRow>(
    db,
    sql`SELECT i.id, i.quantity_available,
        EXISTS (SELECT 1 FROM recall_scope s JOIN recalls r ON r.id = s.recall_id
          WHERE s.item_id = i.id AND r.status = 'published') AS recalled
      FROM items i WHERE i.id IN ${idsJson(ids)}`,
  );
}

/** The id of the item an id or url component names, or null. */
export async function itemIdOf(
  db: DbOrTx,
  key: { id: number } | { urlComponent: string },
): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    db,
    'id' in key
      ? sql`SELECT id FROM items WHERE id = ${key.id}`
      : sql`SELECT id FROM items WHERE url_component = ${key.urlComponent} LIMIT 1`,
  );
  return rows[0]?.id ?? null;
}

export interface AlternativeRow {
  /** The item it stands in for. */
  item_id: number;
  id: number;
  default_unit_id: number | null;
  allocation_period: 'month' | 'quarter' | null;
  units: Array<{ id: number; unitName: string; baseUnit: boolean }>;
  recalled: boolean;
}

/**
 * The alternatives the catalogue names for `itemIds` that are listed and active, in the catalogue's
 * order (sort order, then id), with their units and whether they are recalled themselves.
 */
export async function alternativesOf(db: DbOrTx, itemIds: readonly number[]): Promise<AlternativeRow[]> {
  if (itemIds.length === 0) return [];
  return queryRows<AlternativeRow>(
    db,
    sql`SELECT r.item_id, i.id, i.default_unit_id, i.allocation_period,
        (SELECT coalesce(json_agg(json_build_object('id', u.id, 'unitName', u.unit_name, 'baseUnit', u.base_unit)
            ORDER BY u.sort_order, u.id), '[]'::json)
          FROM units u WHERE u.unit_type_id = i.unit_type_id) AS units,
        EXISTS (SELECT 1 FROM recall_scope s JOIN recalls rc ON rc.id = s.recall_id
          WHERE s.item_id = i.id AND rc.status = 'published') AS recalled
      FROM item_relations r JOIN items i ON i.id = r.related_item_id
      WHERE r.item_id IN ${idsJson(itemIds)} AND r.kind = 'alternative' AND i.listed AND NOT i.inactive
        AND i.id <> r.item_id
      ORDER BY r.item_id, r.sort_order, i.id`,
  );
}

export interface CartLineRow {
  id: number;
  item_id: number;
  unit_id: number;
  quantity: number;
}

/** The lines of the caller's own cart (account and user). */
export async function ownCartLines(
  db: DbOrTx,
  owner: { accountId: number; userId: number },
): Promise<CartLineRow[]> {
  return queryRows<CartLineRow>(
    db,
    sql`SELECT l.id, l.item_id, l.unit_id, l.quantity FROM cart_lines l JOIN carts c ON c.id = l.cart_id
      WHERE c.account_id = ${owner.accountId} AND c.user_id = ${owner.userId}
      ORDER BY l.id`,
  );
}
