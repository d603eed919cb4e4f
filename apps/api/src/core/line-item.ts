// The item on a line, once: what a cart line, a saved-for-later entry and an item-list line show of
// their item (and what order, estimate, invoice and credit-memo lines will show): identity, names,
// picture, units, matrix details, Rx level, the price of one base unit, the line total and whether
// the buyer can buy it now (core/buy-rule.ts). One statement reads any number of lines.
//
// Money comes out as it is; whether the buyer may see it is decided at the edge
// (core/price-visibility.ts), not here.
import { sql, type SQL } from 'drizzle-orm';
import { centsToDollars, linePriceCents } from '@medsupply/domain';
import type { UnitDetail } from '@medsupply/contract';
import { queryRows, type DbOrTx } from '../db/client.ts';
import type { Buyer } from './actor.ts';
import { rowsPart, rowsSelect, type ReadPart, type RowsQuery } from './read-parts.ts';
import { buyFactsColumns, buyRefusal, type BuyFacts } from './buy-rule.ts';
import {
  itemIdentity,
  priceCentsOf,
  pricesJson,
  unitDetail,
  unitsJson,
  type ItemIdentity,
  type ItemIdentityRow,
  type PriceJson,
  type UnitJson,
} from './item-fields.ts';

/** Where the lines are: rows aliased `s` with columns id, item_id, unit_id and quantity. */
export interface LineSource {
  /** e.g. sql`cart_lines s`. */
  from: SQL;
  /** Which of those rows, e.g. sql`s.cart_id = ${cartId}` (ownership belongs here). */
  where: SQL;
  orderBy: SQL;
  /**
   * The price of one base unit the line was sold at (an order or invoice line keeps its own), as
   * an expression over `s`; without it, the buyer's price today.
   */
  priceCents?: SQL;
  /**
   * A price of one of the line's own unit that wins over today's when not null (a cart line
   * converted from an estimate keeps the estimate's price, ADR 0026), as an expression over `s`.
   */
  unitPriceCents?: SQL;
}

export interface LineItem {
  /** The line's own id (cart line, saved entry, list line…). */
  lineId: number;
  itemId: number;
  unitId: number;
  quantity: number;
  /** Names, the item's picture (else its matrix parent's: a variant without one shows its
   * family's) and matrix details. */
  identity: ItemIdentity;
  rxLevel: number;
  restricted: boolean;
  inactive: boolean;
  quantityAvailable: number;
  /** Every unit the item is sold in. */
  units: UnitDetail[];
  /** One of the line's own unit: an estimate's price, else the base price × the unit's rate; null: no price. */
  unitCents: number | null;
  /** One base unit (domain effectivePriceCents, or the line's own); null: no price. */
  priceCents: number | null;
  /** price × the line unit's conversion rate × quantity (service spec §9); null without a price or
   * when the line's unit is no longer one of the item's. */
  lineCents: number | null;
  /** The buy rule holds, the unit is the item's and there is a price (docs/decisions/0007). */
  isAddableToCart: boolean;
}

interface LineItemRow extends BuyFacts, ItemIdentityRow {
  id: number;
  item_id: number;
  unit_id: number;
  quantity: number;
  quantity_available: number;
  /** The line's unit's conversion rate; null when the unit is not of the item's unit type. */
  unit_rate: number | string | null;
  units: UnitJson[];
  prices: PriceJson[] | null;
  own_price_cents: number | null;
  unit_price_cents: number | null;
}

/** The statement of `source`'s lines with their items, at `buyer`'s prices. */
function lineItemsQuery(buyer: Buyer, source: LineSource): RowsQuery {
  const scope = { levelId: buyer.account.priceLevelId };
  return {
    columns: sql`s.id, s.item_id, s.unit_id, s.quantity,
        i.item_name, i.display_name, i.site_display_name, i.url_component, i.manufacturer, i.mpn,
        coalesce(i.thumbnail_url, (SELECT p.thumbnail_url FROM items p WHERE p.id = i.parent_id)) AS thumbnail_url,
        i.matrix_details, i.quantity_available, ${buyFactsColumns(sql`i`)},
        (SELECT u.conversion_rate::float8 FROM units u
          WHERE u.id = s.unit_id AND u.unit_type_id = i.unit_type_id) AS unit_rate,
        ${unitsJson(sql`i`)} AS units,
        ${source.priceCents ? sql`NULL::json` : pricesJson(sql`i`, scope)} AS prices,
        ${source.priceCents ?? sql`NULL::int`} AS own_price_cents,
        ${source.unitPriceCents ?? sql`NULL::int`} AS unit_price_cents`,
    from: sql`${source.from} JOIN items i ON i.id = s.item_id`,
    where: source.where,
    orderBy: source.orderBy,
  };
}

/** The lines of `source` with their items, as `buyer` would buy them. One statement. */
export async function lineItems(db: DbOrTx, buyer: Buyer, source: LineSource): Promise<LineItem[]> {
  const rows = await queryRows<LineItemRow>(db, rowsSelect(lineItemsQuery(buyer, source)));
  return rows.map((row) => toLineItem(row, buyer, source.priceCents !== undefined));
}

/** lineItems as a part of a larger statement (core/read-parts.ts). */
export function lineItemsPart(buyer: Buyer, source: LineSource): ReadPart<LineItem[]> {
  return rowsPart(lineItemsQuery(buyer, source), (rows: LineItemRow[]) =>
    rows.map((row) => toLineItem(row, buyer, source.priceCents !== undefined)),
  );
}

function toLineItem(row: LineItemRow, buyer: Buyer, ownPrice: boolean): LineItem {
  const rate = row.unit_rate === null ? null : Number(row.unit_rate);
  // A line priced per its own unit (an estimate's price) totals exactly as the estimate did.
  const fixedUnitCents = rate === null ? null : row.unit_price_cents;
  const priceCents =
    fixedUnitCents !== null && rate !== null
      ? Math.round(fixedUnitCents / rate)
      : ownPrice
        ? row.own_price_cents
        : priceCentsOf(row.prices);
  const lineCents =
    fixedUnitCents !== null
      ? fixedUnitCents * row.quantity
      : priceCents === null || rate === null
        ? null
        : linePriceCents(priceCents, rate, row.quantity);
  return {
    lineId: row.id,
    itemId: row.item_id,
    unitId: row.unit_id,
    quantity: row.quantity,
    identity: itemIdentity(row),
    rxLevel: row.rx_level,
    restricted: row.restricted,
    inactive: row.inactive,
    quantityAvailable: row.quantity_available,
    units: row.units.map(unitDetail),
    unitCents:
      fixedUnitCents !== null
        ? fixedUnitCents
        : priceCents === null || rate === null
          ? null
          : Math.round(priceCents * rate),
    priceCents,
    lineCents,
    isAddableToCart: buyRefusal(buyer, row) === null && lineCents !== null,
  };
}

/** The fields every line answer shares, in the contract's names (service spec §3 cartDetail). */
export function lineItemFields(line: LineItem) {
  return {
    itemId: line.itemId,
    ...line.identity,
    unit: line.unitId,
    quantity: line.quantity,
    units: line.units,
    isAddableToCart: line.isAddableToCart,
    quantityAvailable: line.quantityAvailable,
    price: line.priceCents === null ? null : centsToDollars(line.priceCents),
    lineTotal: line.lineCents === null ? null : centsToDollars(line.lineCents),
  };
}

/**
 * Lines that live in no table yet (quick order's rows, reorder's page): each `id` is the caller's
 * own (e.g. the row's position), and they come back in the order given.
 */
export function listedLineSource(
  lines: ReadonlyArray<{ id: number; itemId: number; unitId: number; quantity: number }>,
): LineSource {
  const json = JSON.stringify(lines.map((l, ord) => [l.id, l.itemId, l.unitId, l.quantity, ord]));
  return {
    from: sql`(SELECT (e->>0)::int AS id, (e->>1)::int AS item_id, (e->>2)::int AS unit_id,
        (e->>3)::int AS quantity, (e->>4)::int AS ord
      FROM json_array_elements(${json}::json) e) s`,
    where: sql`true`,
    orderBy: sql`s.ord`,
  };
}
