// The listing's queries (storefront spec §2.1 and §4): a page of ids in the chosen order with the
// total and the three facet groups' counts, for the whole catalogue, a category, or a search. The
// search's match and relevance are the search module's (search.service.ts ListedMatch); this cuts
// pages, sorts and counts. No business rules here.
import { sql, type SQL } from 'drizzle-orm';
import type { PriceScope } from '../../core/item-fields.ts';
import type { ChangeFeed } from '../../db/changes.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { keptAnswers, type KeptAnswers } from '../../db/kept-answers.ts';
import { RELEVANCE_WINDOW, relevanceWindowPage, type ListedMatch } from '../search/search.service.ts';

export interface ListingFilter {
  /** The search's match (search.service.ts matchListed); null for the catalogue or a category. */
  search: ListedMatch | null;
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
 * search's matches (search.service.ts ListedMatch: rows of item_search, the narrow copy of the
 * listed items, p.id is the item's id). At 100,000 items a broad term ('syringe', ~11,000 matches)
 * took ~13 ms as one statement that materialized the matches for both; the page and the counts
 * take ~6 and ~8 ms.
 */
async function searchListingRows(
  db: DbOrTx,
  filter: ListingFilter,
  match: ListedMatch,
  category: SQL,
  options: ListingOptions,
  pageOf: (rows: SQL) => SQL,
): Promise<ListingResult> {
  const matches = (columns: SQL, where: SQL) =>
    sql`SELECT ${columns} FROM item_search p WHERE ${match.found} ${category} AND ${where}`;
  // The facet selections on row p of item_search, for the page (the counts apply them per group).
  const { byManufacturer, byRx, byAvailability } = selectionConditions(filter, {
    manufacturer: sql`p.manufacturer`,
    rxLevel: sql`p.rx_level`,
    inStock: sql`p.in_stock`,
  });
  const selected = sql`${byManufacturer} AND ${byRx} AND ${byAvailability}`;

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
          match.query,
          match.byCodes,
          filter.categoryIds,
          filter.manufacturer,
          filter.rxLevel,
          filter.availability,
        ]),
        readCounts,
      )
    : readCounts();
  // The rows (id, score, sort_key) a page is cut from, every selection applied. Relevance reads the
  // search's score; another order does not.
  const score = options.sort === 'relevance' ? match.score : sql`0`;
  const key = sortKey(options.sort, options.scope, sql`p.name_lower`);
  const everyMatch = matches(sql`p.id, ${score} AS score, ${key} AS sort_key`, selected);
  const window = options.relevanceWindow ?? RELEVANCE_WINDOW;
  const page = !options.withPage
    ? Promise.resolve([])
    : options.sort === 'relevance' && !match.byCodes && window > 0
      ? queryRows<{ ids: number[] }>(
          db,
          relevanceWindowPage(match, {
            window,
            need: options.offset + options.limit,
            hit: sql`TRUE ${category} AND ${selected}`,
            pageOf,
            otherwise: pageOf(everyMatch),
          }),
        )
      : queryRows<{ ids: number[] }>(db, sql`SELECT ${pageOf(everyMatch)} AS ids`);
  const [pageResult, groups] = await Promise.all([page, counts]);
  return facetsOf(pageResult[0]?.ids ?? [], groups, filter.manufacturer);
}

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
