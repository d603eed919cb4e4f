// The back office's catalogue rows (issue 20 point 4, ADR 0031): items with their prices by price
// level, units and levels, and allocations per account and period. No business rules here. The
// listing tables, effective prices and change notices follow item edits by the triggers of
// migrations 0005, 0007, 0008, 0011 and 0013, so nothing here touches them.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';

export interface ItemRow {
  id: number;
  item_name: string;
  display_name: string;
  manufacturer: string;
  mpn: string;
  parent_id: number | null;
  is_matrix_parent: boolean;
  inactive: boolean;
  restricted: boolean;
  carries_lots: boolean;
  rx_level: number;
  quantity_available: number;
  allocation_period: 'month' | 'quarter' | null;
  allocation_default_max: number | null;
  url_component: string;
  unit_type_id: number | null;
  default_unit_id: number | null;
  full_count?: number;
}

const itemColumns = sql`i.id, i.item_name, coalesce(i.site_display_name, i.display_name) AS display_name,
  i.manufacturer, i.mpn, i.parent_id, i.is_matrix_parent, i.inactive, i.restricted, i.carries_lots, i.rx_level,
  i.quantity_available, i.allocation_period, i.allocation_default_max, i.url_component, i.unit_type_id,
  i.default_unit_id`;

/** A page of items by part of their number, MPN or name (exact item numbers first), then by number. */
export async function searchItems(
  db: DbOrTx,
  filter: { q?: string | undefined; status: 'all' | 'active' | 'inactive' },
  limit: number,
  offset: number,
): Promise<ItemRow[]> {
  const where: SQL[] = [sql`TRUE`];
  const term = filter.q?.toLowerCase();
  if (term) {
    const like = `%${term.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // ILIKE on the columns themselves, so the trigram indexes on item_name, mpn and display_name
    // serve it at 100k items.
    where.push(
      sql`(i.item_name ILIKE ${like} OR i.mpn ILIKE ${like} OR i.display_name ILIKE ${like}
        OR i.site_display_name ILIKE ${like})`,
    );
  }
  if (filter.status === 'active') where.push(sql`NOT i.inactive`);
  if (filter.status === 'inactive') where.push(sql`i.inactive`);
  const exact = term ? sql`(lower(i.item_name) = ${term} OR lower(i.mpn) = ${term}) DESC,` : sql``;
  return queryRows<ItemRow>(
    db,
    sql`SELECT ${itemColumns}, (count(*) OVER ())::int AS full_count
      FROM items i WHERE ${sql.join(where, sql` AND `)}
      ORDER BY ${exact} i.item_name, i.id LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function itemById(db: DbOrTx, id: number, lock = false): Promise<ItemRow | null> {
  const rows = await queryRows<ItemRow>(
    db,
    sql`SELECT ${itemColumns} FROM items i WHERE i.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return rows[0] ?? null;
}

export interface PriceRow {
  price_level_id: number;
  price_level: string;
  price_cents: number | null;
}

/** Every price level, with the item's own price at it (null: none). */
export async function pricesOf(db: DbOrTx, itemId: number): Promise<PriceRow[]> {
  return queryRows<PriceRow>(
    db,
    sql`SELECT l.id AS price_level_id, l.name AS price_level, p.price_cents
      FROM price_levels l LEFT JOIN item_prices p ON p.price_level_id = l.id AND p.item_id = ${itemId}
      ORDER BY l.sort_order, l.id`,
  );
}

export async function priceLevelIds(db: DbOrTx): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM price_levels`);
  return rows.map((r) => r.id);
}

export async function setPrice(
  tx: Tx,
  itemId: number,
  priceLevelId: number,
  priceCents: number,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO item_prices (item_id, price_level_id, price_cents) VALUES (${itemId}, ${priceLevelId}, ${priceCents})
      ON CONFLICT (item_id, price_level_id) DO UPDATE SET price_cents = excluded.price_cents
      WHERE item_prices.price_cents IS DISTINCT FROM excluded.price_cents`,
  );
}

export async function clearPrice(tx: Tx, itemId: number, priceLevelId: number): Promise<void> {
  await tx.execute(
    sql`DELETE FROM item_prices WHERE item_id = ${itemId} AND price_level_id = ${priceLevelId}`,
  );
}

export interface UnitRow {
  unit_type_id: number;
  unit_type: string;
  id: number;
  unit_name: string;
  conversion_rate: number | string;
  base_unit: boolean;
}

export async function unitTypesWithUnits(db: DbOrTx): Promise<UnitRow[]> {
  return queryRows<UnitRow>(
    db,
    sql`SELECT t.id AS unit_type_id, t.name AS unit_type, u.id, u.unit_name, u.conversion_rate, u.base_unit
      FROM unit_types t JOIN units u ON u.unit_type_id = t.id ORDER BY t.name, t.id, u.sort_order, u.id`,
  );
}

export interface RxLevelRow {
  id: number;
  name: string;
  is_controlled_substance: boolean;
  sellable: boolean;
}

export async function rxLevels(db: DbOrTx): Promise<RxLevelRow[]> {
  return queryRows<RxLevelRow>(
    db,
    sql`SELECT id, name, is_controlled_substance, sellable FROM rx_levels ORDER BY id`,
  );
}

export interface ItemChange {
  unitTypeId?: number | undefined;
  defaultUnitId?: number | undefined;
  restricted?: boolean | undefined;
  carriesLots?: boolean | undefined;
  inactive?: boolean | undefined;
  rxLevel?: number | undefined;
  allocationPeriod?: 'month' | 'quarter' | null | undefined;
  allocationDefaultMax?: number | null | undefined;
}

/** One UPDATE of the item's columns named in `change` (nothing when it names none). */
export async function updateItem(tx: Tx, itemId: number, change: ItemChange): Promise<void> {
  const sets: SQL[] = [];
  if (change.unitTypeId !== undefined) sets.push(sql`unit_type_id = ${change.unitTypeId}`);
  if (change.defaultUnitId !== undefined) sets.push(sql`default_unit_id = ${change.defaultUnitId}`);
  if (change.restricted !== undefined) sets.push(sql`restricted = ${change.restricted}`);
  if (change.inactive !== undefined) sets.push(sql`inactive = ${change.inactive}`);
  if (change.carriesLots !== undefined) sets.push(sql`carries_lots = ${change.carriesLots}`);
  if (change.rxLevel !== undefined) sets.push(sql`rx_level = ${change.rxLevel}`);
  if (change.allocationPeriod !== undefined) sets.push(sql`allocation_period = ${change.allocationPeriod}`);
  if (change.allocationDefaultMax !== undefined)
    sets.push(sql`allocation_default_max = ${change.allocationDefaultMax}`);
  if (sets.length === 0) return;
  await tx.execute(sql`UPDATE items SET ${sql.join(sets, sql`, `)}, updated_at = now() WHERE id = ${itemId}`);
}

// ---------------------------------------------------------------------------------------------
// Allocations
// ---------------------------------------------------------------------------------------------

export interface AllocationRow {
  id: number;
  account_id: number;
  account_name: string;
  account_number: string;
  item_id: number;
  item_name: string;
  display_name: string;
  allocation_period: 'month' | 'quarter' | null;
  period_start: string;
  period_end: string;
  max_quantity: number;
  used_quantity: number;
  full_count?: number;
}

const allocationSelect = sql`SELECT a.id, a.account_id, ac.account_name, ac.account_number,
    a.item_id, i.item_name, coalesce(i.site_display_name, i.display_name) AS display_name,
    i.allocation_period, a.period_start::text AS period_start, a.period_end::text AS period_end,
    a.max_quantity, a.used_quantity, (count(*) OVER ())::int AS full_count
  FROM item_allocations a JOIN accounts ac ON ac.id = a.account_id JOIN items i ON i.id = a.item_id`;

export async function searchAllocations(
  db: DbOrTx,
  filter: {
    accountId?: number | undefined;
    itemId?: number | undefined;
    day?: string | undefined;
    q?: string | undefined;
  },
  limit: number,
  offset: number,
): Promise<AllocationRow[]> {
  const where: SQL[] = [sql`TRUE`];
  if (filter.accountId !== undefined) where.push(sql`a.account_id = ${filter.accountId}`);
  if (filter.itemId !== undefined) where.push(sql`a.item_id = ${filter.itemId}`);
  if (filter.day)
    where.push(sql`a.period_start <= ${filter.day}::date AND a.period_end >= ${filter.day}::date`);
  if (filter.q) {
    const like = `%${filter.q.toLowerCase().replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(lower(ac.account_name) LIKE ${like} OR lower(ac.account_number) LIKE ${like}
        OR lower(i.item_name) LIKE ${like} OR lower(coalesce(i.site_display_name, i.display_name)) LIKE ${like})`,
    );
  }
  return queryRows<AllocationRow>(
    db,
    sql`${allocationSelect} WHERE ${sql.join(where, sql` AND `)}
      ORDER BY a.period_start DESC, ac.account_name, i.item_name, a.id LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function allocationById(db: DbOrTx, id: number): Promise<AllocationRow | null> {
  const rows = await queryRows<AllocationRow>(db, sql`${allocationSelect} WHERE a.id = ${id}`);
  return rows[0] ?? null;
}

/** The account's id by id or account number (case-insensitive), or null. */
export async function accountIdOf(
  db: DbOrTx,
  by: { accountId?: number | undefined; accountNumber?: string | undefined },
): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    db,
    by.accountId !== undefined
      ? sql`SELECT id FROM accounts WHERE id = ${by.accountId}`
      : sql`SELECT id FROM accounts WHERE lower(account_number) = ${(by.accountNumber ?? '').toLowerCase()}`,
  );
  return rows[0]?.id ?? null;
}

/** The item's id by its item number (case-insensitive), or null. */
export async function itemIdByNumber(db: DbOrTx, itemName: string): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM items WHERE lower(item_name) = ${itemName.toLowerCase()} ORDER BY id LIMIT 1`,
  );
  return rows[0]?.id ?? null;
}

/**
 * The account's allocation row of the period [start, end]: created with `maxQuantity` when
 * missing, else its maximum set (never below what orders already took). Answers the row's id, or
 * null when the maximum would be below the used quantity (nothing written).
 */
export async function upsertAllocation(
  tx: Tx,
  input: { accountId: number; itemId: number; start: string; end: string; maxQuantity: number },
): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO item_allocations AS a (account_id, item_id, period_start, period_end, max_quantity)
      VALUES (${input.accountId}, ${input.itemId}, ${input.start}::date, ${input.end}::date, ${input.maxQuantity})
      ON CONFLICT (account_id, item_id, period_start) DO UPDATE SET max_quantity = excluded.max_quantity
        WHERE a.used_quantity <= excluded.max_quantity
      RETURNING a.id`,
  );
  return rows[0]?.id ?? null;
}

/** The allocation's maximum, only while it stays at or above what orders already took. */
export async function changeAllocationMax(tx: Tx, id: number, maxQuantity: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE item_allocations SET max_quantity = ${maxQuantity}
      WHERE id = ${id} AND used_quantity <= ${maxQuantity} RETURNING id`,
  );
  return rows.length === 1;
}
