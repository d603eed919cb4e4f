// Catalogue queries: categories, the product entity, product cards, related items, the listing with
// its facet counts, and the personalised groups. No business rules here: rows go to the service.
//
// Performance (issue #3): a page of cards is ONE statement whatever its size (units, variants,
// prices and latest purchase come as JSON sub-selects), the listing is one more; every column is
// named. Prices are only selected when the caller may see them (PriceScope), so a price can never
// leak into an anonymous response by accident.
import { sql, type SQL } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/changes.ts';
import { queryPreparedRows, queryRows, type DbOrTx } from '../../db/client.ts';
import { keptAnswers, type KeptAnswers } from '../../db/kept-answers.ts';
import {
  anyCodeMatch,
  codeScore,
  hasCodes,
  listedCodes,
  nameScore,
  TOP_NAME_SCORE,
  tsQuery,
  wordsMatch,
  type SearchQuery,
} from '../search/search.queries.ts';

/** The caller's price level, when the caller may see prices; null otherwise. */
export interface PriceScope {
  levelId: number;
}

/** Statuses of orders that are not purchases (service spec: cancelled and rejected orders). */
const NOT_PURCHASED = sql`('Cancelled', 'Rejected', 'Pending Approval')`;

// ---------------------------------------------------------------------------------------------
// JSON rows shared by cards and the detail
// ---------------------------------------------------------------------------------------------

export interface UnitJson {
  id: number;
  unitName: string;
  conversionRate: number | string;
  baseUnit: boolean;
}

export interface PriceJson {
  level: string;
  cents: number;
  /** True for the caller's own level. */
  mine: boolean;
}

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

export const unitsJson = (a: SQL) => sql`(SELECT coalesce(json_agg(json_build_object(
      'id', u.id, 'unitName', u.unit_name, 'conversionRate', u.conversion_rate, 'baseUnit', u.base_unit)
      ORDER BY u.sort_order, u.id), '[]'::json)
    FROM units u WHERE u.unit_type_id = ${a}.unit_type_id)`;

/** 'List Price' and the caller's level for item row `a`; NULL without a price scope. */
export const pricesJson = (a: SQL, scope: PriceScope | null) =>
  scope
    ? sql`(SELECT json_agg(json_build_object(
          'level', pl.name, 'cents', ip.price_cents, 'mine', ip.price_level_id = ${scope.levelId})
          ORDER BY pl.name <> 'List Price', pl.sort_order, pl.id)
        FROM item_prices ip JOIN price_levels pl ON pl.id = ip.price_level_id
        WHERE ip.item_id = ${a}.id AND (ip.price_level_id = ${scope.levelId} OR pl.name = 'List Price'))`
    : sql`NULL::json`;

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
        WHERE so.account_id = ${accountId} AND so.status NOT IN ${NOT_PURCHASED}
          AND (l.item_id = ${a}.id OR l.item_id IN (SELECT c.id FROM items c WHERE c.parent_id = ${a}.id))
        ORDER BY so.order_date DESC, so.id DESC LIMIT 1)`;

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  url_component: string;
  image_url: string | null;
  description: string | null;
  depth: number;
}

/** Every category (the tree is small: a few hundred rows), in display order. */
export async function allCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return queryRows<CategoryRow>(
    db,
    sql`SELECT id, parent_id, name, url_component, image_url, description, depth
      FROM categories ORDER BY sort_order, name, id`,
  );
}

/** A category by id or urlComponent. */
export async function findCategory(db: DbOrTx, key: { id: number } | { urlComponent: string }) {
  const where = 'id' in key ? sql`id = ${key.id}` : sql`url_component = ${key.urlComponent}`;
  const rows = await queryRows<CategoryRow>(
    db,
    sql`SELECT id, parent_id, name, url_component, image_url, description, depth
      FROM categories WHERE ${where} LIMIT 1`,
  );
  return rows[0] ?? null;
}

/** The category's ancestors (nearest first) and all its descendants, in one statement. */
export async function categoryFamily(
  db: DbOrTx,
  categoryId: number,
): Promise<Array<CategoryRow & { relation: 'ancestor' | 'descendant'; has_children: boolean }>> {
  return queryRows(
    db,
    sql`WITH RECURSIVE up AS (
        SELECT c.id, c.parent_id, 1 AS distance FROM categories c
          WHERE c.id = (SELECT parent_id FROM categories WHERE id = ${categoryId})
        UNION ALL
        SELECT c.id, c.parent_id, up.distance + 1 FROM categories c JOIN up ON c.id = up.parent_id
          WHERE up.distance < 10),
      down AS (
        SELECT c.id, 1 AS distance FROM categories c WHERE c.parent_id = ${categoryId}
        UNION ALL
        SELECT c.id, down.distance + 1 FROM categories c JOIN down ON c.parent_id = down.id
          WHERE down.distance < 10),
      family AS (
        SELECT id, 'ancestor' AS relation, distance FROM up
        UNION ALL SELECT id, 'descendant', distance FROM down)
      SELECT c.id, c.parent_id, c.name, c.url_component, c.image_url, c.description, c.depth, f.relation,
        EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) AS has_children
      FROM family f JOIN categories c ON c.id = f.id
      ORDER BY f.relation, f.distance, c.sort_order, c.name, c.id`,
  );
}

/**
 * A category by id or urlComponent with the ids of itself and all its descendants (a listing by
 * category includes them), in one statement: each round trip costs ~2 ms on PGlite.
 */
export async function findCategoryWithSubtree(
  db: DbOrTx,
  key: { id: number } | { urlComponent: string },
): Promise<(CategoryRow & { subtree_ids: number[] }) | null> {
  const where = 'id' in key ? sql`id = ${key.id}` : sql`url_component = ${key.urlComponent}`;
  const rows = await queryRows<CategoryRow & { subtree_ids: number[] }>(
    db,
    sql`WITH RECURSIVE found AS (
        SELECT id, parent_id, name, url_component, image_url, description, depth
        FROM categories WHERE ${where} LIMIT 1),
      tree AS (
        SELECT id, 0 AS distance FROM found
        UNION ALL
        SELECT c.id, tree.distance + 1 FROM categories c JOIN tree ON c.parent_id = tree.id
          WHERE tree.distance < 10)
      SELECT found.*, (SELECT json_agg(id) FROM tree) AS subtree_ids FROM found`,
  );
  return rows[0] ?? null;
}

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

export interface CardRow {
  id: number;
  item_name: string;
  display_name: string;
  site_display_name: string | null;
  url_component: string;
  manufacturer: string;
  mpn: string;
  thumbnail_url: string | null;
  quantity_available: number;
  restricted: boolean;
  inactive: boolean;
  is_matrix_parent: boolean;
  rx_level: number;
  allocation_period: string | null;
  matrix_details: Record<string, string> | null;
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

/** Product cards for `ids`, in that order; inactive items are left out. One statement. */
export async function cardRows(
  db: DbOrTx,
  ids: readonly number[],
  scope: PriceScope | null,
  accountId: number | null,
): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return queryRows<CardRow>(
    db,
    sql`SELECT ${cardColumns(scope, accountId)}
      FROM unnest(${sql.raw(`'{${ids.map((id) => Math.trunc(id)).join(',')}}'`)}::int[]) WITH ORDINALITY AS page(id, ord)
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
// Listing
// ---------------------------------------------------------------------------------------------

export interface ListingFilter {
  search: SearchQuery | null;
  /** The category and its descendants; null for the whole catalogue. */
  categoryIds: number[] | null;
  manufacturer: string | undefined;
  rxLevel: number | undefined;
  availability: 'inStock' | 'outOfStock' | undefined;
}

export type ListingSort = 'relevance' | 'name-asc' | 'name-desc' | 'price-asc' | 'price-desc' | 'newest';

export interface ListingOptions {
  sort: ListingSort;
  offset: number;
  limit: number;
  scope: PriceScope | null;
  withPage: boolean;
  /** RELEVANCE_WINDOW unless given; 0 cuts every relevance page from every match (tests compare). */
  relevanceWindow?: number;
  /** A search's facet counts kept until item_search or rx_levels change (keptFacetCounts). */
  keptCounts?: KeptAnswers<FacetGroupRow[]>;
}

/** The tables a search's facet counts are read from: a change to either drops the kept counts. */
export const FACET_COUNT_TOPICS = ['item_search', 'rx_levels'] as const;

/** Searches whose facet counts each API process keeps (least recently used dropped first). */
export const KEPT_FACET_COUNTS = 2_000;

/** The kept facet counts of searches, for listingRows (one per API process). */
export function keptFacetCounts(feed: ChangeFeed): KeptAnswers<FacetGroupRow[]> {
  return keptAnswers<FacetGroupRow[]>(feed, FACET_COUNT_TOPICS, KEPT_FACET_COUNTS);
}

export interface ListingResult {
  total: number;
  ids: number[];
  manufacturers: Array<{ value: string; count: number }>;
  rxLevels: Array<{ value: number; name: string; count: number }>;
  availability: Array<{ value: 'inStock' | 'outOfStock'; count: number }>;
}

/** The caller's price of one base unit of listed item `a` (own level, else list, else cheapest variant). */
/**
 * The caller's price of listed row `a` as the listing sorts by it: own level, else 'List Price', else
 * the cheapest active variant at the level; NULL when none. Read from item_effective_prices, which
 * triggers keep (migration 0008, docs/decisions/0011), instead of evaluating that rule per row.
 */
const priceCentsExpression = (a: SQL, scope: PriceScope) =>
  sql`(SELECT e.price_cents FROM item_effective_prices e
    WHERE e.price_level_id = ${scope.levelId} AND e.item_id = ${a}.id)`;

/** The sort key of row `p`; `nameLower` is its lower-cased storefront name. */
function sortKey(sort: ListingSort, scope: PriceScope | null, nameLower: SQL): SQL {
  switch (sort) {
    case 'name-asc':
    case 'name-desc':
      return nameLower;
    case 'price-asc':
    case 'price-desc':
      return scope ? priceCentsExpression(sql`p`, scope) : sql`NULL::int`;
    case 'newest':
      return sql`p.created_at`;
    case 'relevance':
      return sql`p.popularity`;
  }
}

function orderBy(sort: ListingSort, hasSearch: boolean): SQL {
  switch (sort) {
    case 'name-asc':
      return sql`sort_key ASC, id ASC`;
    case 'name-desc':
      return sql`sort_key DESC, id ASC`;
    case 'price-asc':
      return sql`sort_key ASC NULLS LAST, id ASC`;
    case 'price-desc':
      return sql`sort_key DESC NULLS LAST, id ASC`;
    // created_at and popularity are NOT NULL, so NULLS LAST changes no order; it is spelled out
    // because the planner matches an ORDER BY to an index (items_listed_created_idx,
    // items_listed_popularity_idx, both NULLS LAST) only when it is written the same way.
    case 'newest':
      return sql`sort_key DESC NULLS LAST, id DESC NULLS LAST`;
    case 'relevance':
      // Without a term, relevance is popularity (units sold).
      return hasSearch
        ? sql`score DESC, sort_key DESC NULLS LAST, id ASC`
        : sql`sort_key DESC NULLS LAST, id ASC`;
  }
}

/** Most manufacturers a facet lists (the selected one is always among them). */
const MANUFACTURER_FACET_LIMIT = 100;

/** The facet selections as conditions on the given columns (TRUE where nothing is selected). */
function selectionConditions(
  filter: ListingFilter,
  columns: { manufacturer: SQL; rxLevel: SQL; inStock: SQL },
): { byManufacturer: SQL; byRx: SQL; byAvailability: SQL } {
  return {
    byManufacturer:
      filter.manufacturer === undefined ? sql`TRUE` : sql`${columns.manufacturer} = ${filter.manufacturer}`,
    byRx: filter.rxLevel === undefined ? sql`TRUE` : sql`${columns.rxLevel} = ${filter.rxLevel}`,
    byAvailability:
      filter.availability === undefined
        ? sql`TRUE`
        : filter.availability === 'inStock'
          ? sql`${columns.inStock}`
          : sql`NOT ${columns.inStock}`,
  };
}

/**
 * The facet groups of `source` (rows of manufacturer, rx_level, in_stock and `weight`, the number
 * of items the row stands for) in one pass: each group counted under the other groups' selections
 * (disjunctive facets), the total under all of them.
 */
function facetGroups(source: SQL, filter: ListingFilter): SQL {
  const { byManufacturer, byRx, byAvailability } = selectionConditions(filter, {
    manufacturer: sql`manufacturer`,
    rxLevel: sql`rx_level`,
    inStock: sql`in_stock`,
  });
  const counted = (condition: SQL) => sql`coalesce(sum(weight) FILTER (WHERE ${condition}), 0)::int`;
  return sql`(SELECT json_agg(json_build_object('manufacturer', g.manufacturer, 'rxLevel', g.rx_level,
        'rxName', x.name, 'inStock', g.in_stock, 'forManufacturer', g.for_manufacturer, 'forRx', g.for_rx,
        'forAvailability', g.for_availability, 'forTotal', g.for_total))
      FROM (SELECT manufacturer, rx_level, in_stock,
              ${counted(sql`${byRx} AND ${byAvailability}`)} AS for_manufacturer,
              ${counted(sql`${byManufacturer} AND ${byAvailability}`)} AS for_rx,
              ${counted(sql`${byManufacturer} AND ${byRx}`)} AS for_availability,
              ${counted(sql`${byManufacturer} AND ${byRx} AND ${byAvailability}`)} AS for_total
            FROM (${source}) f GROUP BY GROUPING SETS ((manufacturer), (rx_level), (in_stock), ())) g
      LEFT JOIN rx_levels x ON x.id = g.rx_level)`;
}

/**
 * The page's ids, the total and the three facet groups' counts.
 *
 * Without a search term (the whole catalogue or a category), one statement: the counts come from
 * item_facet_counts, which triggers keep equal to the listed items (docs/decisions/0011), and the
 * page walks the sort's index: a few milliseconds at 100,000 items, where counting the items
 * themselves took up to 750 ms. With a term, see searchListingRows.
 */
export async function listingRows(
  db: DbOrTx,
  filter: ListingFilter,
  options: ListingOptions,
): Promise<ListingResult> {
  const { search } = filter;
  const categoryArray = filter.categoryIds
    ? sql.raw(`'{${filter.categoryIds.map((id) => Math.trunc(id)).join(',')}}'::int[]`)
    : null;
  // A leaf category is written as an equality: the planner orders an index scan on
  // (category_id, name) or (category_id, created_at) by its second column only after `=`, not `= ANY`.
  const [onlyCategory] = filter.categoryIds ?? [];
  const category =
    filter.categoryIds?.length === 1 && onlyCategory !== undefined
      ? sql`AND p.category_id = ${Math.trunc(onlyCategory)}`
      : categoryArray
        ? sql`AND p.category_id = ANY(${categoryArray})`
        : sql``;
  const order = orderBy(options.sort, search !== null);
  const pageOf = (rows: SQL) =>
    options.withPage
      ? sql`(SELECT coalesce(json_agg(id ORDER BY ${order}), '[]'::json) FROM (
          SELECT id, score, sort_key FROM (${rows}) r
          ORDER BY ${order} LIMIT ${options.limit} OFFSET ${options.offset}) pg)`
      : sql`'[]'::json`;

  if (search) return searchListingRows(db, filter, search, category, options, pageOf);
  // The page straight from the listed items with every selection applied, so the planner can
  // walk the sort's partial index and stop after the page.
  const { byManufacturer, byRx, byAvailability } = selectionConditions(filter, {
    manufacturer: sql`p.manufacturer`,
    rxLevel: sql`p.rx_level`,
    inStock: sql`p.quantity_available > 0`,
  });
  const counts = sql`SELECT manufacturer, rx_level, in_stock, items AS weight FROM item_facet_counts
    ${categoryArray ? sql`WHERE category_id = ANY(${categoryArray})` : sql``}`;
  // By price, the buyer's level's rows of item_effective_prices (one per listed item) are joined, so
  // the planner can walk its (level, price, item) index and stop after the page.
  const byPrice = (options.sort === 'price-asc' || options.sort === 'price-desc') && options.scope !== null;
  const pageRows = byPrice
    ? sql`SELECT p.id, 0::float8 AS score, e.price_cents AS sort_key
      FROM items p JOIN item_effective_prices e ON e.item_id = p.id AND e.price_level_id = ${options.scope?.levelId}
      WHERE p.listed ${category} AND ${byManufacturer} AND ${byRx} AND ${byAvailability}`
    : sql`SELECT p.id, 0::float8 AS score,
        ${sortKey(options.sort, options.scope, sql`lower(coalesce(p.site_display_name, p.display_name))`)} AS sort_key
      FROM items p WHERE p.listed ${category} AND ${byManufacturer} AND ${byRx} AND ${byAvailability}`;
  const rows = await queryRows<{ ids: number[]; groups: FacetGroupRow[] | null }>(
    db,
    sql`SELECT ${pageOf(pageRows)} AS ids, ${facetGroups(counts, filter)} AS groups`,
  );
  return facetsOf(rows[0]?.ids ?? [], rows[0]?.groups ?? [], filter.manufacturer);
}

/**
 * A search's page and counts, as two statements sent at once (on a pool they run side by side,
 * each on its own connection; in a transaction or on PGlite one after the other). Both read the
 * matches from item_search (the narrow copy of the listed items, p.id is the item's id): the rows
 * whose words match or, for a term that may be part of an item number or MPN, whose codes contain
 * it (migration 0010). At 100,000 items a broad term ('syringe', ~11,000 matches) took ~13 ms as one
 * statement that materialized the matches for both; the page and the counts take ~6 and ~8 ms.
 */
async function searchListingRows(
  db: DbOrTx,
  filter: ListingFilter,
  search: SearchQuery,
  category: SQL,
  options: ListingOptions,
  pageOf: (rows: SQL) => SQL,
): Promise<ListingResult> {
  const ts = tsQuery(search);
  const words = ts ? sql`p.search_vector @@ ${ts}` : null;
  const codes = hasCodes(search) && (await anyCodeMatch(db, search)) ? listedCodes(sql`p`, search) : null;
  const found = words && codes ? sql`(${words} OR ${codes.found})` : (words ?? codes?.found ?? sql`FALSE`);
  const matches = (columns: SQL, where: SQL) =>
    sql`SELECT ${columns} FROM item_search p WHERE ${found} ${category} AND ${where}`;
  // The facet selections on row p of item_search, for the page (the counts apply them per group).
  const { byManufacturer, byRx, byAvailability } = selectionConditions(filter, {
    manufacturer: sql`p.manufacturer`,
    rxLevel: sql`p.rx_level`,
    inStock: sql`p.in_stock`,
  });

  const readCounts = () =>
    queryRows<{ groups: FacetGroupRow[] | null }>(
      db,
      sql`SELECT ${facetGroups(
        // Counted per combination first (a few dozen rows), so the GROUPING SETS and their FILTERs
        // run over those instead of over every match.
        sql`SELECT manufacturer, rx_level, in_stock, count(*)::int AS weight
        FROM (${matches(sql`p.manufacturer, p.rx_level, p.in_stock`, sql`TRUE`)}) m GROUP BY 1, 2, 3`,
        filter,
      )} AS groups`,
    ).then((rows) => rows[0]?.groups ?? []);
  // The counts depend on the term, whether codes matched, the category and the selections alone.
  const counts = options.keptCounts
    ? options.keptCounts.get(
        JSON.stringify([
          search,
          codes !== null,
          filter.categoryIds,
          filter.manufacturer,
          filter.rxLevel,
          filter.availability,
        ]),
        readCounts,
      )
    : readCounts();
  const window = options.relevanceWindow ?? RELEVANCE_WINDOW;
  const page = !options.withPage
    ? Promise.resolve([])
    : options.sort === 'relevance' && !codes && window > 0
      ? queryRows<{ ids: number[] }>(db, popularWindowPage(window))
      : queryRows<{ ids: number[] }>(db, sql`SELECT ${pageOf(pageSource())} AS ids`);
  const [pageResult, groups] = await Promise.all([page, counts]);
  return facetsOf(pageResult[0]?.ids ?? [], groups, filter.manufacturer);

  /**
   * A relevance page of a term found by words alone, first from the `window` most popular listed
   * items. Relevance orders by the name score (at most 2, nameScore), then popularity, then id, and
   * the window is the start of the popularity order, so every match outside it ranks below every
   * match inside it with the same score. The page is therefore exactly the window's own when the
   * window holds offset + limit matches of the top score, or when it holds the whole catalogue;
   * only otherwise (a narrow term, a deep page, narrow selections) is the page cut from every
   * match, as pageSource does. A broad term's page ('syringe', 11,000 matches at 100,000 items)
   * reads ~500 rows by the popularity index instead of scoring and sorting every match: ~1 ms
   * instead of ~6 (ADR 0011, follow-up of session 9). One statement: the fall-back's subquery runs
   * only when its branch is taken.
   */
  function popularWindowPage(window: number): SQL {
    const need = options.offset + options.limit;
    return sql`WITH w AS MATERIALIZED (
        SELECT p.id, p.popularity AS sort_key, ${nameScore(sql`p.name_lower`, search)} AS score,
          (${found} ${category} AND ${byManufacturer} AND ${byRx} AND ${byAvailability}) AS hit
        FROM (SELECT * FROM item_search p ORDER BY p.popularity DESC NULLS LAST, p.id LIMIT ${window}) p)
      SELECT CASE
        WHEN (SELECT count(*) FROM w) < ${window}
          OR (SELECT count(*) FROM w WHERE hit AND score = ${sql.raw(String(TOP_NAME_SCORE))}) >= ${need}
        THEN ${pageOf(sql`SELECT id, score, sort_key FROM w WHERE hit`)}
        ELSE ${pageOf(pageSource())}
      END AS ids`;
  }

  /** The rows (id, score, sort_key) the page is cut from, every selection applied. */
  function pageSource(): SQL {
    const key = sql`${sortKey(options.sort, options.scope, sql`p.name_lower`)} AS sort_key`;
    // Relevance: the name score, plus the code score of a match by item number or MPN. Another
    // order does not read the score.
    const score =
      options.sort !== 'relevance'
        ? sql`0`
        : codes
          ? sql`${nameScore(sql`p.name_lower`, search)} + ${codes.score}`
          : nameScore(sql`p.name_lower`, search);
    return matches(
      sql`p.id, ${score} AS score, ${key}`,
      sql`${byManufacturer} AND ${byRx} AND ${byAvailability}`,
    );
  }
}

/** How many of the most popular listed items a relevance page is first looked for in (searchListingRows). */
export const RELEVANCE_WINDOW = 500;

/** A row of the GROUPING SETS: exactly one of manufacturer, rxLevel, inStock set, or none (the total). */
export interface FacetGroupRow {
  manufacturer: string | null;
  rxLevel: number | null;
  rxName: string | null;
  inStock: boolean | null;
  forManufacturer: number;
  forRx: number;
  forAvailability: number;
  forTotal: number;
}

function facetsOf(
  ids: number[],
  groups: FacetGroupRow[],
  selectedManufacturer: string | undefined,
): ListingResult {
  const manufacturers = groups
    .filter((g) => g.manufacturer !== null && g.forManufacturer > 0)
    .map((g) => ({ value: g.manufacturer ?? '', count: g.forManufacturer }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  const top = manufacturers.slice(0, MANUFACTURER_FACET_LIMIT);
  const selected = manufacturers.find((m) => m.value === selectedManufacturer);
  if (selected && !top.includes(selected)) top.splice(MANUFACTURER_FACET_LIMIT - 1, 1, selected);
  return {
    ids,
    total:
      groups.find((g) => g.manufacturer === null && g.rxLevel === null && g.inStock === null)?.forTotal ?? 0,
    manufacturers: top,
    rxLevels: groups
      .filter((g): g is FacetGroupRow & { rxLevel: number } => g.rxLevel !== null && g.forRx > 0)
      .map((g) => ({ value: g.rxLevel, name: g.rxName ?? String(g.rxLevel), count: g.forRx }))
      .sort((a, b) => a.value - b.value),
    availability: groups
      .filter((g): g is FacetGroupRow & { inStock: boolean } => g.inStock !== null && g.forAvailability > 0)
      .map((g) => ({
        value: g.inStock ? ('inStock' as const) : ('outOfStock' as const),
        count: g.forAvailability,
      }))
      .sort((a, b) => Number(b.value === 'inStock') - Number(a.value === 'inStock')),
  };
}

// ---------------------------------------------------------------------------------------------
// Item-list search (quick order): concrete items, variants included, matrix parents not
// ---------------------------------------------------------------------------------------------

export type ItemListRow = Omit<CardRow, 'variants' | 'latest_purchase' | 'allocation_period'>;

export async function itemListRows(
  db: DbOrTx,
  search: SearchQuery,
  scope: PriceScope | null,
  limit: number,
): Promise<ItemListRow[]> {
  const ts = tsQuery(search);
  const parts: SQL[] = [];
  if (hasCodes(search)) {
    // The item whose own item number or MPN matches: a variant itself, never its matrix item.
    parts.push(sql`(SELECT m.id, ${codeScore(sql`m`, search)} AS score, m.popularity FROM items m
      WHERE NOT m.inactive AND NOT m.is_matrix_parent
        AND (m.item_name ILIKE ${search.contains} OR m.mpn ILIKE ${search.contains})
      ORDER BY 2 DESC, m.popularity DESC NULLS LAST, m.id LIMIT ${limit})`);
  }
  if (ts) {
    // The most popular listed word matches, a matrix item standing for its variants.
    parts.push(sql`(WITH top AS (
        SELECT p.id, p.is_matrix_parent, p.popularity FROM items p WHERE ${wordsMatch(sql`p`, ts)}
        ORDER BY p.popularity DESC NULLS LAST, p.id LIMIT ${limit})
      SELECT t.id, 0 AS score, t.popularity FROM top t WHERE NOT t.is_matrix_parent
      UNION ALL
      SELECT v.id, 0, t.popularity FROM top t JOIN items v ON v.parent_id = t.id AND NOT v.inactive
      WHERE t.is_matrix_parent)`);
  }
  if (parts.length === 0) return [];
  return queryRows<ItemListRow>(
    db,
    sql`WITH hits AS (
        SELECT id, max(score) AS score, max(popularity) AS popularity
        FROM (${sql.join(parts, sql` UNION ALL `)}) u GROUP BY id)
      SELECT i.id, i.item_name, i.display_name, i.site_display_name, i.url_component, i.manufacturer, i.mpn,
        i.thumbnail_url, i.quantity_available, i.restricted, i.inactive, i.is_matrix_parent, i.rx_level,
        i.matrix_details, i.default_unit_id, ${unitsJson(sql`i`)} AS units, ${pricesJson(sql`i`, scope)} AS prices
      FROM hits JOIN items i ON i.id = hits.id
      ORDER BY hits.score DESC, hits.popularity DESC NULLS LAST, i.id LIMIT ${limit}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Rx levels, top items and personalised groups (ids; the cards come from cardRows)
// ---------------------------------------------------------------------------------------------

export async function sellableRxLevelRows(
  db: DbOrTx,
): Promise<Array<{ id: number; name: string; is_controlled_substance: boolean }>> {
  return queryRows(
    db,
    sql`SELECT id, name, is_controlled_substance FROM rx_levels WHERE sellable AND id > 0 ORDER BY id`,
  );
}

const idsOf = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

/** The most ordered listed items (popularity = units sold over the last year). */
export async function topItemIds(db: DbOrTx, limit: number): Promise<number[]> {
  return idsOf(
    await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM items WHERE listed
        ORDER BY popularity DESC NULLS LAST, id LIMIT ${limit}`,
    ),
  );
}

/** Listed items (a variant counts for its parent) the account bought, most recent first. */
export async function purchasedItemIds(db: DbOrTx, accountId: number, limit: number): Promise<number[]> {
  return idsOf(
    await queryRows<{ id: number }>(
      db,
      sql`SELECT p.id FROM (
          SELECT coalesce(i.parent_id, i.id) AS id, max(so.order_date) AS last_at
          FROM sales_orders so
          JOIN sales_order_lines l ON l.sales_order_id = so.id
          JOIN items i ON i.id = l.item_id
          WHERE so.account_id = ${accountId} AND so.status NOT IN ${NOT_PURCHASED}
          GROUP BY 1) b
        JOIN items p ON p.id = b.id
        WHERE p.listed
        ORDER BY b.last_at DESC, p.id LIMIT ${limit}`,
    ),
  );
}

/**
 * What other accounts of the same business type order most over the last year, leaving out what
 * this account already buys. Empty when the account has no business type.
 */
export async function industryItemIds(db: DbOrTx, accountId: number, limit: number): Promise<number[]> {
  return idsOf(
    await queryRows<{ id: number }>(
      db,
      sql`WITH me AS (SELECT business_type_id FROM accounts WHERE id = ${accountId}),
        peers AS (
          SELECT a.id FROM accounts a, me
          WHERE me.business_type_id IS NOT NULL AND a.business_type_id = me.business_type_id AND a.id <> ${accountId}),
        bought AS (
          SELECT coalesce(i.parent_id, i.id) AS id, sum(l.quantity) AS quantity, count(DISTINCT so.account_id) AS buyers
          FROM sales_orders so
          JOIN sales_order_lines l ON l.sales_order_id = so.id
          JOIN items i ON i.id = l.item_id
          WHERE so.account_id IN (SELECT id FROM peers) AND so.status NOT IN ${NOT_PURCHASED}
            AND so.order_date > now() - interval '365 days'
          GROUP BY 1),
        mine AS (
          SELECT DISTINCT coalesce(i.parent_id, i.id) AS id
          FROM sales_orders so JOIN sales_order_lines l ON l.sales_order_id = so.id JOIN items i ON i.id = l.item_id
          WHERE so.account_id = ${accountId} AND so.status NOT IN ${NOT_PURCHASED})
        SELECT p.id FROM bought b JOIN items p ON p.id = b.id
        WHERE p.listed AND p.id NOT IN (SELECT id FROM mine)
        ORDER BY b.buyers DESC, b.quantity DESC, p.id LIMIT ${limit}`,
    ),
  );
}

/**
 * Items the account has bought on at least two different days whose usual interval (the average
 * gap between those days) has elapsed, or will within a week: most overdue first.
 */
export async function reorderDueItemIds(db: DbOrTx, accountId: number, limit: number): Promise<number[]> {
  return idsOf(
    await queryRows<{ id: number }>(
      db,
      sql`WITH days AS (
          SELECT DISTINCT coalesce(i.parent_id, i.id) AS id, date_trunc('day', so.order_date) AS day
          FROM sales_orders so
          JOIN sales_order_lines l ON l.sales_order_id = so.id
          JOIN items i ON i.id = l.item_id
          WHERE so.account_id = ${accountId} AND so.status NOT IN ${NOT_PURCHASED}),
        rhythm AS (
          SELECT id, max(day) AS last_day, (max(day) - min(day)) / (count(*) - 1) AS interval
          FROM days GROUP BY id HAVING count(*) >= 2)
        SELECT p.id FROM rhythm r JOIN items p ON p.id = r.id
        WHERE p.listed
          AND r.last_day + r.interval <= now() + interval '7 days'
        ORDER BY r.last_day + r.interval, p.id LIMIT ${limit}`,
    ),
  );
}

/** The most ordered listed items of a category (by urlComponent) and its descendants. */
export async function popularInCategoryIds(
  db: DbOrTx,
  urlComponent: string,
  limit: number,
): Promise<number[]> {
  return idsOf(
    await queryRows<{ id: number }>(
      db,
      sql`WITH RECURSIVE tree AS (
          SELECT id, 0 AS distance FROM categories WHERE url_component = ${urlComponent}
          UNION ALL
          SELECT c.id, tree.distance + 1 FROM categories c JOIN tree ON c.parent_id = tree.id
            WHERE tree.distance < 10)
        SELECT p.id FROM items p
        WHERE p.listed AND p.category_id IN (SELECT id FROM tree)
        ORDER BY p.popularity DESC NULLS LAST, p.id LIMIT ${limit}`,
    ),
  );
}
