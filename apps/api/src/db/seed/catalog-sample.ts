// Reads back, in a handful of queries, the slice of the seeded catalogue that the companies and the
// history need: sellable items with their units and their price at every level, allocated items,
// gloves for the subscription list, and the top categories for the content. Never one query per row.
import { sql } from 'drizzle-orm';
import { canPurchaseRxLevel, linePriceCents, unitPriceCents } from '@medsupply/domain';
import { queryRows, type Db } from '../client.ts';

export interface SampleUnit {
  id: number;
  unitName: string;
  conversionRate: number;
  baseUnit: boolean;
}

export interface SampleItem {
  id: number;
  itemName: string;
  displayName: string;
  urlComponent: string;
  rxLevel: number;
  quantityAvailable: number;
  allocationPeriod: 'month' | 'quarter' | null;
  allocationDefaultMax: number | null;
  defaultUnit: SampleUnit;
  /** The item's units of measure, base unit first. */
  units: SampleUnit[];
  /** Price of one base unit by price-level id, in cents. */
  priceByLevel: ReadonlyMap<number, number>;
}

export interface SampleCategory {
  id: number;
  name: string;
  urlComponent: string;
}

export const PRICE_LEVEL_NAMES = ['List Price', 'Base Price', 'Tier 1', 'Tier 2', 'Hospital GPO'] as const;
export type PriceLevelName = (typeof PRICE_LEVEL_NAMES)[number];

export interface CatalogSample {
  priceLevelIds: Record<PriceLevelName, number>;
  /** Rx levels whose items may be sold (Schedule II is not). */
  sellableRxLevels: number[];
  /** The most popular sellable items (any Rx level), most popular first. */
  popular: SampleItem[];
  /** Sellable items that need a licence (rxLevel above 0). */
  rxItems: SampleItem[];
  /** Items on allocation. */
  allocated: SampleItem[];
  /** Sellable examination gloves, medium sizes first. */
  gloves: SampleItem[];
  /** Items with nothing in stock (backorders, back-in-stock notices). */
  outOfStock: SampleItem[];
  topCategories: SampleCategory[];
}

interface ItemRow {
  id: number;
  item_name: string;
  display_name: string;
  url_component: string;
  rx_level: number;
  quantity_available: number;
  allocation_period: 'month' | 'quarter' | null;
  allocation_default_max: number | null;
  unit_type_id: number | null;
  default_unit_id: number;
  bucket: string;
}

interface UnitRow {
  id: number;
  unit_type_id: number;
  unit_name: string;
  conversion_rate: number;
  base_unit: boolean;
}

const POPULAR_LIMIT = 400;
const RX_LIMIT = 80;
const ALLOCATED_LIMIT = 24;
const GLOVE_LIMIT = 16;
const OUT_OF_STOCK_LIMIT = 24;

/** A buyable item: active, unrestricted, not a matrix parent, with a unit and a sellable Rx level. */
const SELLABLE = `NOT i.inactive AND NOT i.restricted AND NOT i.is_matrix_parent
  AND i.default_unit_id IS NOT NULL AND r.sellable`;

export async function readCatalogSample(db: Db): Promise<CatalogSample> {
  const levels = await queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM price_levels`);
  const priceLevelIds = {} as Record<PriceLevelName, number>;
  for (const name of PRICE_LEVEL_NAMES) {
    const level = levels.find((l) => l.name === name);
    if (!level) throw new Error(`The catalog has no price level '${name}'`);
    priceLevelIds[name] = level.id;
  }
  const rx = await queryRows<{ id: number }>(db, sql`SELECT id FROM rx_levels WHERE sellable ORDER BY id`);

  // One query, five buckets; each bucket is ordered and limited on its own, and `ord` keeps that order
  // through the UNION (whose own output order is not guaranteed).
  const bucket = (name: string, where: string, orderBy: string, limit: number) =>
    sql.raw(`(SELECT i.id, i.item_name, i.display_name, i.url_component, i.rx_level, i.quantity_available,
      i.allocation_period, i.allocation_default_max, i.unit_type_id, i.default_unit_id,
      '${name}' AS bucket, row_number() OVER (ORDER BY ${orderBy})::int AS ord
      FROM items i JOIN rx_levels r ON r.id = i.rx_level
      WHERE ${SELLABLE} AND ${where} ORDER BY ${orderBy} LIMIT ${limit})`);
  const byPopularity = 'i.popularity DESC, i.id';
  const itemRows = await queryRows<ItemRow>(
    db,
    sql`SELECT * FROM (
      ${bucket('popular', 'i.allocation_period IS NULL AND i.quantity_available > 0', byPopularity, POPULAR_LIMIT)}
      UNION ALL
      ${bucket('rx', 'i.rx_level > 0 AND i.allocation_period IS NULL AND i.quantity_available > 0', byPopularity, RX_LIMIT)}
      UNION ALL
      ${bucket('allocated', 'i.allocation_period IS NOT NULL', byPopularity, ALLOCATED_LIMIT)}
      UNION ALL
      ${bucket(
        'gloves',
        "i.rx_level = 0 AND i.allocation_period IS NULL AND i.display_name ILIKE '%glove%'",
        "(coalesce(i.matrix_details::text, '') || i.display_name ILIKE '%medium%') DESC, " + byPopularity,
        GLOVE_LIMIT,
      )}
      UNION ALL
      ${bucket('out', 'i.rx_level = 0 AND i.allocation_period IS NULL AND i.quantity_available = 0', byPopularity, OUT_OF_STOCK_LIMIT)}
    ) sample ORDER BY bucket, ord`,
  );
  if (itemRows.length === 0) throw new Error('The catalog has no sellable items to build history from');

  const itemIds = [...new Set(itemRows.map((r) => r.id))];
  const unitTypeIds = [
    ...new Set(itemRows.flatMap((r) => (r.unit_type_id === null ? [] : [r.unit_type_id]))),
  ];
  const defaultUnitIds = [...new Set(itemRows.map((r) => r.default_unit_id))];
  const idList = (ids: readonly number[]) => sql.raw(ids.length === 0 ? 'NULL' : ids.join(','));

  const unitRows = await queryRows<UnitRow>(
    db,
    sql`SELECT id, unit_type_id, unit_name, conversion_rate::float8 AS conversion_rate, base_unit
        FROM units WHERE unit_type_id IN (${idList(unitTypeIds)}) OR id IN (${idList(defaultUnitIds)})
        ORDER BY unit_type_id, base_unit DESC, sort_order, id`,
  );
  const priceRows = await queryRows<{ item_id: number; price_level_id: number; price_cents: number }>(
    db,
    sql`SELECT item_id, price_level_id, price_cents FROM item_prices WHERE item_id IN (${idList(itemIds)})
        ORDER BY item_id, price_level_id`,
  );
  const categories = await queryRows<{ id: number; name: string; url_component: string }>(
    db,
    sql`SELECT id, name, url_component FROM categories WHERE parent_id IS NULL ORDER BY sort_order, id`,
  );

  const toUnit = (row: UnitRow): SampleUnit => ({
    id: row.id,
    unitName: row.unit_name,
    conversionRate: row.conversion_rate,
    baseUnit: row.base_unit,
  });
  const unitsById = new Map(unitRows.map((row) => [row.id, toUnit(row)]));
  const unitsByType = new Map<number, SampleUnit[]>();
  for (const row of unitRows) {
    const list = unitsByType.get(row.unit_type_id) ?? [];
    list.push(toUnit(row));
    unitsByType.set(row.unit_type_id, list);
  }
  const prices = new Map<number, Map<number, number>>();
  for (const row of priceRows) {
    const byLevel = prices.get(row.item_id) ?? new Map<number, number>();
    byLevel.set(row.price_level_id, row.price_cents);
    prices.set(row.item_id, byLevel);
  }

  const buckets = new Map<string, SampleItem[]>();
  const built = new Map<number, SampleItem>();
  for (const row of itemRows) {
    let item = built.get(row.id);
    if (!item) {
      const defaultUnit = unitsById.get(row.default_unit_id);
      const priceByLevel = prices.get(row.id);
      // An item without a unit or without a Base Price cannot be put on an order.
      if (!defaultUnit || !priceByLevel?.has(priceLevelIds['Base Price'])) continue;
      const typeUnits = row.unit_type_id === null ? [] : (unitsByType.get(row.unit_type_id) ?? []);
      item = {
        id: row.id,
        itemName: row.item_name,
        displayName: row.display_name,
        urlComponent: row.url_component,
        rxLevel: row.rx_level,
        quantityAvailable: row.quantity_available,
        allocationPeriod: row.allocation_period,
        allocationDefaultMax: row.allocation_default_max,
        defaultUnit,
        units: typeUnits.length > 0 ? typeUnits : [defaultUnit],
        priceByLevel,
      };
      built.set(row.id, item);
    }
    const list = buckets.get(row.bucket) ?? [];
    list.push(item);
    buckets.set(row.bucket, list);
  }

  return {
    priceLevelIds,
    sellableRxLevels: rx.map((r) => r.id),
    popular: buckets.get('popular') ?? [],
    rxItems: buckets.get('rx') ?? [],
    allocated: buckets.get('allocated') ?? [],
    gloves: buckets.get('gloves') ?? [],
    outOfStock: buckets.get('out') ?? [],
    topCategories: categories.map((c) => ({ id: c.id, name: c.name, urlComponent: c.url_component })),
  };
}

/** Price of one base unit at a price level, falling back to Base Price (always present). */
export function basePriceAt(item: SampleItem, priceLevelId: number, sample: CatalogSample): number {
  const price =
    item.priceByLevel.get(priceLevelId) ?? item.priceByLevel.get(sample.priceLevelIds['Base Price']);
  if (price === undefined) throw new Error(`item ${item.id} has no Base Price`);
  return price;
}

export interface PricedLine {
  unitPriceCents: number;
  amountCents: number;
}

/** service spec §9: line price = price × unit conversion rate × quantity; unit price = price × rate. */
export function priceLine(
  item: SampleItem,
  unit: SampleUnit,
  quantity: number,
  priceLevelId: number,
  sample: CatalogSample,
): PricedLine {
  const base = basePriceAt(item, priceLevelId, sample);
  return {
    unitPriceCents: unitPriceCents(base, unit.conversionRate),
    amountCents: linePriceCents(base, unit.conversionRate, quantity),
  };
}

/** Items an account may buy (service spec §5: its Rx levels and the sellable levels). */
export function buyableFor(
  items: readonly SampleItem[],
  accountRxLevels: readonly number[],
  sample: CatalogSample,
) {
  return items.filter(
    (item) =>
      canPurchaseRxLevel({
        itemRxLevel: item.rxLevel,
        accountRxLevels,
        sellableLevels: sample.sellableRxLevels,
      }) === 'ok',
  );
}
