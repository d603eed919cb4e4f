// Item queries: the product entity, product cards, related items and quick order's rows. No
// business rules here: rows go to the service.
//
// Performance (issue #3): a page of cards is ONE statement whatever its size (units, variants,
// prices and latest purchase come as JSON sub-selects); every column is named. Prices are only
// selected for a price scope (core/price-visibility.ts priceScopeOf), so anonymous pages, the
// busiest, read none; the edge removes money from any answer a caller may not see in any case.
import { sql, type SQL } from 'drizzle-orm';
import { orderStatusIn } from '../../db/sql-text.ts';
import {
  pricesJson,
  unitsJson,
  type ItemIdentityRow,
  type PriceJson,
  type PriceScope,
  type UnitJson,
} from '../../core/item-fields.ts';
import { buyFactsColumns, type BuyFacts } from '../../core/buy-rule.ts';
import { queryPreparedRows, queryRows, type DbOrTx } from '../../db/client.ts';

/** An order counts as a purchase (service spec: not cancelled, rejected or waiting; ADR 0034). */
export const purchased = (status: SQL): SQL => orderStatusIn('purchased', status);

// ---------------------------------------------------------------------------------------------
// JSON rows shared by cards and the detail
// ---------------------------------------------------------------------------------------------

export interface VariantJson {
  id: number;
  itemName: string;
  displayName: string;
  urlComponent: string;
  mpn: string;
  matrixDetails: Record<string, string> | null;
  quantityAvailable: number;
  restricted: boolean;
  rxLevel: number;
  prices: PriceJson[] | null;
}

export interface LatestPurchaseJson {
  date: string;
  unit: number;
  unitName: string;
  conversionRate: number | string;
  baseUnit: boolean;
}

/** Active variants of matrix parent `a`, with their prices when the scope allows. */
const variantsJson = (a: SQL, scope: PriceScope | null) => sql`(SELECT coalesce(json_agg(json_build_object(
      'id', v.id, 'itemName', v.item_name, 'displayName', v.display_name, 'urlComponent', v.url_component,
      'mpn', v.mpn, 'matrixDetails', v.matrix_details, 'quantityAvailable', v.quantity_available,
      'restricted', v.restricted, 'rxLevel', v.rx_level, 'prices', ${pricesJson(sql`v`, scope)})
      ORDER BY v.id), '[]'::json)
    FROM items v WHERE v.parent_id = ${a}.id AND NOT v.inactive)`;

/** The account's latest purchase of item `a` or one of its variants, with the unit bought. */
const latestPurchaseJson = (a: SQL, accountId: number | null) =>
  accountId === null
    ? sql`NULL::json`
    : sql`(SELECT json_build_object('date', so.order_date, 'unit', u.id, 'unitName', u.unit_name,
          'conversionRate', u.conversion_rate, 'baseUnit', u.base_unit)
        FROM sales_orders so
        JOIN sales_order_lines l ON l.sales_order_id = so.id
        JOIN units u ON u.id = l.unit_id
        WHERE so.account_id = ${accountId} AND ${purchased(sql`so.status`)}
          AND (l.item_id = ${a}.id OR l.item_id IN (SELECT c.id FROM items c WHERE c.parent_id = ${a}.id))
        ORDER BY so.order_date DESC, so.id DESC LIMIT 1)`;
// ---------------------------------------------------------------------------------------------
// Items
// ---------------------------------------------------------------------------------------------

export type ItemKey = { id: number } | { urlComponent: string };

const itemKeyCondition = (a: SQL, key: ItemKey) =>
  'id' in key ? sql`${a}.id = ${key.id}` : sql`${a}.url_component = ${key.urlComponent}`;

/** The id of an item (active or not) by id or urlComponent, with what decides whether it is listed. */
export async function findItemId(
  db: DbOrTx,
  key: ItemKey,
): Promise<{ id: number; inactive: boolean; parent_id: number | null } | null> {
  const rows = await queryRows<{ id: number; inactive: boolean; parent_id: number | null }>(
    db,
    sql`SELECT i.id, i.inactive, i.parent_id FROM items i WHERE ${itemKeyCondition(sql`i`, key)} LIMIT 1`,
  );
  return rows[0] ?? null;
}

export interface CardRow extends ItemIdentityRow {
  id: number;
  quantity_available: number;
  restricted: boolean;
  inactive: boolean;
  is_matrix_parent: boolean;
  rx_level: number;
  allocation_period: string | null;
  default_unit_id: number | null;
  units: UnitJson[];
  variants: VariantJson[];
  prices: PriceJson[] | null;
  latest_purchase: LatestPurchaseJson | null;
}

const cardColumns = (scope: PriceScope | null, accountId: number | null) => sql`i.id, i.item_name,
  i.display_name, i.site_display_name, i.url_component, i.manufacturer, i.mpn, i.thumbnail_url,
  i.quantity_available, i.restricted, i.inactive, i.is_matrix_parent, i.rx_level, i.allocation_period,
  i.matrix_details, i.default_unit_id,
  ${unitsJson(sql`i`)} AS units,
  ${variantsJson(sql`i`, scope)} AS variants,
  ${pricesJson(sql`i`, scope)} AS prices,
  ${latestPurchaseJson(sql`i`, accountId)} AS latest_purchase`;

/**
 * Item ids as one parameter (an int[] literal): a statement's text is then the same for every page,
 * and PostgreSQL keeps it planned (queryPreparedRows).
 */
const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/**
 * The account's latest purchase of each of `ids` (the item or one of its variants), for the items it
 * bought; one statement. A kept catalogue answer is laid over with these per buyer (issue 30).
 */
export async function latestPurchaseRows(
  db: DbOrTx,
  accountId: number,
  ids: readonly number[],
): Promise<Array<{ id: number; latest_purchase: LatestPurchaseJson }>> {
  if (ids.length === 0) return [];
  return queryPreparedRows<{ id: number; latest_purchase: LatestPurchaseJson }>(
    db,
    'latest_purchases',
    sql`SELECT found.id, found.latest_purchase FROM (
        SELECT i.id, ${latestPurchaseJson(sql`i`, accountId)} AS latest_purchase
        FROM unnest(${idArray(ids)}::int[]) AS i(id)) found
      WHERE found.latest_purchase IS NOT NULL`,
  );
}

/**
 * Product cards for `ids`, in that order; inactive items are left out. One statement, prepared: its
 * planning cost more than its execution (issue 30 point 2: ~0.45 of ~1.1 ms for a page of 10).
 */
export async function cardRows(
  db: DbOrTx,
  ids: readonly number[],
  scope: PriceScope | null,
  accountId: number | null,
): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return queryPreparedRows<CardRow>(
    db,
    'cards',
    sql`SELECT ${cardColumns(scope, accountId)}
      FROM unnest(${idArray(ids)}::int[]) WITH ORDINALITY AS page(id, ord)
      JOIN items i ON i.id = page.id
      WHERE NOT i.inactive
      ORDER BY page.ord`,
  );
}

export interface DetailRow extends CardRow {
  parent_id: number | null;
  description_html: string;
  special_order: boolean;
  meta_tag: string | null;
  title_tag: string | null;
  h1_tag: string | null;
  search_keywords: string;
  attributes: Record<string, string>;
  images: Array<{ index: number; url: string; largeUrl: string }>;
  files: Array<{ url: string; name: string }>;
  category: {
    id: number;
    name: string;
    urlComponent: string;
    parent: { id: number; name: string; urlComponent: string } | null;
  } | null;
}

/** The whole product entity of one item (active or not) by id or urlComponent, in one statement. */
export async function detailRow(
  db: DbOrTx,
  key: ItemKey,
  scope: PriceScope | null,
  accountId: number | null,
): Promise<DetailRow | null> {
  const rows = await queryPreparedRows<DetailRow>(
    db,
    'item_detail',
    sql`SELECT ${cardColumns(scope, accountId)}, i.parent_id, i.description_html, i.special_order,
        i.meta_tag, i.title_tag, i.h1_tag, i.search_keywords, i.attributes,
        (SELECT coalesce(json_agg(json_build_object('index', im.index, 'url', im.url, 'largeUrl', im.large_url)
            ORDER BY im.index, im.id), '[]'::json)
          FROM item_images im WHERE im.item_id = i.id) AS images,
        (SELECT coalesce(json_agg(json_build_object('url', f.url, 'name', f.name) ORDER BY f.id), '[]'::json)
          FROM item_files f WHERE f.item_id = i.id) AS files,
        (SELECT json_build_object('id', c.id, 'name', c.name, 'urlComponent', c.url_component,
            'parent', CASE WHEN pc.id IS NULL THEN NULL
              ELSE json_build_object('id', pc.id, 'name', pc.name, 'urlComponent', pc.url_component) END)
          FROM categories c LEFT JOIN categories pc ON pc.id = c.parent_id
          WHERE c.id = coalesce(i.category_id, (SELECT mp.category_id FROM items mp WHERE mp.id = i.parent_id)))
          AS category
      FROM items i WHERE ${itemKeyCondition(sql`i`, key)} LIMIT 1`,
  );
  return rows[0] ?? null;
}

export interface RelatedRow {
  id: number;
  thumbnail_url: string | null;
  url_component: string;
  manufacturer: string;
  display_name: string;
  site_display_name: string | null;
  prices: PriceJson[] | null;
  variant_prices: PriceJson[][] | null;
}

/** Correlated or alternative items of an item, active and listed only, in their set order. */
export async function relatedRows(
  db: DbOrTx,
  itemId: number,
  kind: 'correlated' | 'alternative',
  scope: PriceScope | null,
  limit: number,
): Promise<RelatedRow[]> {
  const variantPrices = scope
    ? sql`(SELECT json_agg(${pricesJson(sql`v`, scope)}) FROM items v WHERE v.parent_id = i.id AND NOT v.inactive)`
    : sql`NULL::json`;
  return queryRows<RelatedRow>(
    db,
    sql`SELECT i.id, i.thumbnail_url, i.url_component, i.manufacturer, i.display_name, i.site_display_name,
        ${pricesJson(sql`i`, scope)} AS prices, ${variantPrices} AS variant_prices
      FROM item_relations r JOIN items i ON i.id = r.related_item_id
      WHERE r.item_id = ${itemId} AND r.kind = ${kind} AND i.listed
      ORDER BY r.sort_order, i.id LIMIT ${limit}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Quick order: the rows of its matches (search ranks them, search.service.ts quickOrderHits)
// ---------------------------------------------------------------------------------------------

export type ItemListRow = Omit<CardRow, 'variants' | 'latest_purchase' | 'allocation_period'>;

/** The items of `hits` (rows id, rank) in rank order, at most `limit`. One statement. */
export async function itemListRows(
  db: DbOrTx,
  hits: SQL,
  scope: PriceScope | null,
  limit: number,
): Promise<ItemListRow[]> {
  return queryRows<ItemListRow>(
    db,
    sql`WITH hits AS (${hits})
      SELECT i.id, i.item_name, i.display_name, i.site_display_name, i.url_component, i.manufacturer, i.mpn,
        i.thumbnail_url, i.quantity_available, i.restricted, i.inactive, i.is_matrix_parent, i.rx_level,
        i.matrix_details, i.default_unit_id, ${unitsJson(sql`i`)} AS units, ${pricesJson(sql`i`, scope)} AS prices
      FROM hits JOIN items i ON i.id = hits.id
      ORDER BY hits.rank LIMIT ${limit}`,
  );
}

export interface LookupRow extends BuyFacts {
  query: string;
  id: number | null;
  by_name: boolean | null;
}

/** `_`, `%` and `\` written literally in an ILIKE pattern. */
const literalPattern = (text: string) => text.replaceAll(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Product lookup (issue 19 point 8): for each query, in order, the item whose item number or MPN it
 * is (without regard to case; an item number before an MPN, an active item before an inactive one),
 * with the buy rule's facts; id null when none. ILIKE without wildcards uses the trigram indexes.
 */
export async function lookupRows(db: DbOrTx, queries: readonly string[]): Promise<LookupRow[]> {
  if (queries.length === 0) return [];
  const list = JSON.stringify(queries.map((query, n) => ({ query, pattern: literalPattern(query), n })));
  return queryRows<LookupRow>(
    db,
    sql`SELECT q.query, m.id, m.by_name, m.inactive, m.restricted, m.rx_level, m.rx_sellable, m.has_variants
      FROM jsonb_to_recordset(${list}::jsonb) AS q(query text, pattern text, n int)
      LEFT JOIN LATERAL (
        SELECT i.id, i.item_name ILIKE q.pattern AS by_name, ${buyFactsColumns(sql`i`)}
          FROM items i
         WHERE i.item_name ILIKE q.pattern OR i.mpn ILIKE q.pattern
         ORDER BY (i.item_name ILIKE q.pattern) DESC, i.inactive, i.id
         LIMIT 1) m ON true
      ORDER BY q.n`,
  );
}
