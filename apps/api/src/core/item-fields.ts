// What every read of an item shares, whichever module reads it: its units of measure and its
// prices, as SQL sub-selects (so a page of items stays one statement) and as the values the API
// answers. The price rule itself is packages/domain effectivePriceCents; this is where the API
// feeds it. item_effective_prices (migration 0008) keeps the same rule as a table for sorting.
import { sql, type SQL } from 'drizzle-orm';
import { centsToDollars, effectivePriceCents, type LevelAndListCents } from '@medsupply/domain';
import { LIST_PRICE_LEVEL, type LevelPrice, type UnitDetail } from '@medsupply/contract';

/** The buyer's price level, when prices are read at all (core/price-visibility.ts priceScopeOf). */
export interface PriceScope {
  levelId: number;
}

export interface UnitJson {
  id: number;
  unitName: string;
  conversionRate: number | string;
  baseUnit: boolean;
}

export interface PriceJson {
  level: string;
  cents: number;
  /** True for the scope's own level. */
  mine: boolean;
}

/** The units of item row `a`'s unit type, in display order (JSON array). */
export const unitsJson = (a: SQL) => sql`(SELECT coalesce(json_agg(json_build_object(
      'id', u.id, 'unitName', u.unit_name, 'conversionRate', u.conversion_rate, 'baseUnit', u.base_unit)
      ORDER BY u.sort_order, u.id), '[]'::json)
    FROM units u WHERE u.unit_type_id = ${a}.unit_type_id)`;

/** 'List Price' and the scope's level of item row `a` (JSON array); NULL without a scope. */
export const pricesJson = (a: SQL, scope: PriceScope | null) =>
  scope
    ? sql`(SELECT json_agg(json_build_object(
          'level', pl.name, 'cents', ip.price_cents, 'mine', ip.price_level_id = ${scope.levelId})
          ORDER BY pl.name <> 'List Price', pl.sort_order, pl.id)
        FROM item_prices ip JOIN price_levels pl ON pl.id = ip.price_level_id
        WHERE ip.item_id = ${a}.id AND (ip.price_level_id = ${scope.levelId} OR pl.name = 'List Price'))`
    : sql`NULL::json`;

/** The columns that name and show an item, as a statement reads them. */
export interface ItemIdentityRow {
  item_name: string;
  display_name: string;
  site_display_name: string | null;
  url_component: string;
  manufacturer: string;
  mpn: string;
  thumbnail_url: string | null;
  matrix_details: Record<string, string> | null;
}

/** An item's names, picture and matrix details in the contract's names (storefront spec §2.5). */
export type ItemIdentity = ReturnType<typeof itemIdentity>;

export const itemIdentity = (row: ItemIdentityRow) => ({
  /** The item number. */
  itemName: row.item_name,
  displayName: row.display_name,
  siteDisplayName: row.site_display_name,
  urlComponent: row.url_component,
  manufacturer: row.manufacturer,
  mpn: row.mpn,
  thumbnailImage: row.thumbnail_url,
  matrixDetails: row.matrix_details,
});

/** A unit as the contract shows it (numeric conversion rates arrive as strings from some drivers). */
export const unitDetail = (u: UnitJson): UnitDetail => ({
  id: u.id,
  unitName: u.unitName,
  conversionRate: Number(u.conversionRate),
  baseUnit: u.baseUnit,
});

/** The level and list price in a row of pricesJson. */
export function levelAndList(prices: readonly PriceJson[] | null): LevelAndListCents {
  const rows = prices ?? [];
  return {
    levelCents: rows.find((p) => p.mine)?.cents ?? null,
    listCents: rows.find((p) => p.level === LIST_PRICE_LEVEL)?.cents ?? null,
  };
}

/** The price of one base unit (domain effectivePriceCents), with its variants' prices for a matrix item. */
export function priceCentsOf(
  prices: readonly PriceJson[] | null,
  variants: ReadonlyArray<readonly PriceJson[] | null> = [],
): number | null {
  return effectivePriceCents(levelAndList(prices), variants.map(levelAndList));
}

/** The `prices` the storefront shows: 'List Price' (struck through) and the buyer's own level. */
export function levelPrices(prices: readonly PriceJson[] | null): LevelPrice[] {
  const rows = prices ?? [];
  const list = rows.find((p) => p.level === LIST_PRICE_LEVEL);
  const mine = rows.find((p) => p.mine && p.level !== LIST_PRICE_LEVEL);
  return [list, mine]
    .filter((p): p is PriceJson => p !== undefined)
    .map((p) => ({ level: p.level, price: centsToDollars(p.cents) }));
}
