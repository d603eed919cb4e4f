// Catalogue rules (service spec §6 and §7, storefront spec §2.5, §2.6 and §3): who sees prices, what
// is listed (inactive items never; restricted items listed but not addable), in stock, addable, the
// category tree, the product entity and cards, listing with facets, and the personalised groups.
import { centsToDollars, isTypeaheadTerm, sortBySize } from '@medsupply/domain';
import {
  ITEM_LIST_SEARCH_LIMIT,
  LIST_PRICE_LEVEL,
  PERSONALIZED_LIMIT,
  pageCount,
  type CardVariant,
  type CategoryDetail,
  type CategoryNode,
  type CategoryRef,
  type FiltersResponse,
  type ItemDetail,
  type ItemListMatch,
  type ItemSort,
  type ItemUnit,
  type LatestPurchase,
  type LevelPrice,
  type ProductCard,
  type RecentUserSearchProductsResponse,
  type RelatedItem,
  type RxLevel,
  type VariantChild,
} from '@medsupply/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { KeptAnswers } from '../../db/kept-answers.ts';
import { whoOf, type Actor } from '../../core/actor.ts';
import { priceScopeOf } from '../../core/price-visibility.ts';
import { refuse } from '../../core/refusals.ts';
import { sanitizeHtml } from '../content/sanitize-html.ts';
import { recentSearchRows, recentlyClickedItemIds } from '../search/search.queries.ts';
import {
  newQueryId,
  readSearchTerm,
  recordSearch,
  type Searcher,
  type SearchTerm,
} from '../search/search.service.ts';
import {
  allCategories,
  cardRows,
  categoryFamily,
  detailRow,
  findCategory,
  findCategoryWithSubtree,
  findItemId,
  industryItemIds,
  itemListRows,
  listingRows,
  popularInCategoryIds,
  purchasedItemIds,
  reorderDueItemIds,
  relatedRows,
  sellableRxLevelRows,
  topItemIds,
  type CardRow,
  type CategoryRow,
  type FacetGroupRow,
  type ItemKey,
  type LatestPurchaseJson,
  type ListingFilter,
  type PriceJson,
  type PriceScope,
  type UnitJson,
  type VariantJson,
} from './catalog.queries.ts';

export const ITEM_NOT_FOUND = 'Item not found';
export const CATEGORY_NOT_FOUND = 'Category not found';

/** What the caller may see: prices (their account's level) and their account's purchases. */
export interface Viewer extends Searcher {
  scope: PriceScope | null;
}

export function viewerOf(actor: Actor): Viewer {
  // service spec §6: prices are read only for those who may see them (core/price-visibility.ts).
  return { scope: priceScopeOf(actor), ...whoOf(actor) };
}

// ---------------------------------------------------------------------------------------------
// Mapping rows to the contract
// ---------------------------------------------------------------------------------------------

/** A digit string is an id; anything else a urlComponent (storefront spec §2.1). */
export function itemKey(value: string | number): ItemKey {
  if (typeof value === 'number') return { id: value };
  return /^\d+$/.test(value) ? { id: Number(value) } : { urlComponent: value };
}

interface PriceFields {
  price?: number | null;
  prices?: LevelPrice[];
}

/** The price of one base unit at the caller's level, else the list price; null if none. */
export function ownPriceCents(prices: PriceJson[] | null): number | null {
  if (!prices) return null;
  const mine = prices.find((p) => p.mine);
  const list = prices.find((p) => p.level === LIST_PRICE_LEVEL);
  return (mine ?? list)?.cents ?? null;
}

/**
 * service spec §6: price fields only for a price-visible caller; otherwise the keys are absent.
 * `fallbackCents` prices a matrix parent without a price of its own (its cheapest variant).
 */
function priceFields(
  scope: PriceScope | null,
  prices: PriceJson[] | null,
  fallbackCents: number | null = null,
): PriceFields {
  if (!scope) return {};
  const rows = prices ?? [];
  const list = rows.find((p) => p.level === LIST_PRICE_LEVEL);
  const mine = rows.find((p) => p.mine && p.level !== LIST_PRICE_LEVEL);
  const cents = ownPriceCents(prices) ?? fallbackCents;
  return {
    price: cents === null ? null : centsToDollars(cents),
    prices: [list, mine]
      .filter((p): p is PriceJson => p !== undefined)
      .map((p) => ({ level: p.level, price: centsToDollars(p.cents) })),
  };
}

export const unitDetail = (u: UnitJson) => ({
  id: u.id,
  unitName: u.unitName,
  conversionRate: Number(u.conversionRate),
  baseUnit: u.baseUnit,
});

const itemUnit = (row: { default_unit_id: number | null; units: UnitJson[] }): ItemUnit => ({
  defaultUnitId: row.default_unit_id,
  details: row.units.map(unitDetail),
});

function latestPurchase(json: LatestPurchaseJson | null): LatestPurchase | null {
  if (!json) return null;
  return {
    date: new Date(json.date).toISOString(),
    unit: json.unit,
    unitDetails: unitDetail({
      id: json.unit,
      unitName: json.unitName,
      conversionRate: json.conversionRate,
      baseUnit: json.baseUnit,
    }),
  };
}

/** storefront spec §2.5: in stock when quantityAvailable is above 0. */
const inStock = (quantity: number) => quantity > 0;

/** service spec §5: inactive and restricted items cannot be added; a matrix parent needs a variant. */
export function addable(row: { inactive: boolean; restricted: boolean }, variants?: VariantJson[]): boolean {
  if (row.inactive || row.restricted) return false;
  return variants === undefined || variants.some((v) => !v.restricted);
}

const firstAttributeValue = (v: VariantJson) => Object.values(v.matrixDetails ?? {})[0] ?? v.itemName;

/** Variants in size order (service spec §9 size sort) by their first matrix attribute. */
const sortedVariants = (variants: VariantJson[]) => sortBySize(variants, firstAttributeValue);

function cheapestVariantCents(variants: VariantJson[]): number | null {
  const cents = variants.map((v) => ownPriceCents(v.prices)).filter((c): c is number => c !== null);
  return cents.length === 0 ? null : Math.min(...cents);
}

function cardVariant(v: VariantJson, scope: PriceScope | null): CardVariant {
  return {
    id: v.id,
    itemName: v.itemName,
    urlComponent: v.urlComponent,
    mpn: v.mpn,
    matrixDetails: v.matrixDetails,
    quantityAvailable: v.quantityAvailable,
    isInStock: inStock(v.quantityAvailable),
    isAddableToCart: !v.restricted,
    rxLevel: v.rxLevel,
    ...priceFields(scope, v.prices),
  };
}

function card(row: CardRow, scope: PriceScope | null): ProductCard {
  const variants = sortedVariants(row.variants);
  return {
    id: row.id,
    itemName: row.item_name,
    displayName: row.display_name,
    siteDisplayName: row.site_display_name,
    urlComponent: row.url_component,
    manufacturer: row.manufacturer,
    mpn: row.mpn,
    thumbnailImage: row.thumbnail_url,
    quantityAvailable: row.quantity_available,
    isInStock: inStock(row.quantity_available),
    isAddableToCart: addable(row, row.is_matrix_parent ? variants : undefined),
    restricted: row.restricted,
    rxLevel: row.rx_level,
    allocationPeriod: row.allocation_period,
    matrixDetails: row.matrix_details,
    unit: itemUnit(row),
    children: variants.map((v) => cardVariant(v, scope)),
    latestPurchase: latestPurchase(row.latest_purchase),
    ...priceFields(scope, row.prices, cheapestVariantCents(variants)),
  };
}

/** Cards for ids in order: one statement for the whole page (no N+1). */
export async function cardsFor(db: DbOrTx, ids: number[], viewer: Viewer): Promise<ProductCard[]> {
  const rows = await cardRows(db, ids, viewer.scope, viewer.accountId);
  return rows.map((row) => card(row, viewer.scope));
}

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

const categoryRef = (c: CategoryRow): CategoryRef => ({
  id: c.id,
  name: c.name,
  urlComponent: c.url_component,
});

/** Builds the tree from parent links; `maxDepth` levels below the roots' level. */
function buildTree(rows: CategoryRow[], rootParent: number | null, maxDepth: number): CategoryNode[] {
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parent_id) ?? [];
    siblings.push(row);
    byParent.set(row.parent_id, siblings);
  }
  const build = (parent: number | null, depth: number): CategoryNode[] =>
    (byParent.get(parent) ?? []).map((c) => {
      const hasChildren = (byParent.get(c.id) ?? []).length > 0;
      return {
        id: c.id,
        name: c.name,
        urlComponent: c.url_component,
        imageUrl: c.image_url,
        isParent: hasChildren,
        children: depth < maxDepth && hasChildren ? build(c.id, depth + 1) : [],
      };
    });
  return build(rootParent, 1);
}

/** storefront spec §3: categories in three levels. */
export async function getCategories(db: DbOrTx): Promise<CategoryNode[]> {
  return buildTree(await allCategories(db), null, 3);
}

async function categoryByKey(db: DbOrTx, key: string | number): Promise<CategoryRow> {
  const parsed = itemKey(key);
  const category = await findCategory(db, 'id' in parsed ? parsed : { urlComponent: parsed.urlComponent });
  if (!category) throw refuse('CATEGORY_NOT_FOUND', CATEGORY_NOT_FOUND);
  return category;
}

/** The category with its ancestors for breadcrumbs and its children (two levels). */
export async function getCategoryDetail(db: DbOrTx, key: string | number): Promise<CategoryDetail> {
  const category = await categoryByKey(db, key);
  const family = await categoryFamily(db, category.id);
  const ancestors = family.filter((f) => f.relation === 'ancestor');
  const descendants = family.filter((f) => f.relation === 'descendant');
  const parent = ancestors[0] ?? null;
  return {
    id: category.id,
    name: category.name,
    urlComponent: category.url_component,
    imageUrl: category.image_url,
    description: category.description,
    isParent: descendants.length > 0,
    depth: ancestors.length + 1,
    parent: parent ? categoryRef(parent) : null,
    breadcrumbs: [...ancestors.reverse().map(categoryRef), categoryRef(category)],
    children: buildTree(descendants, category.id, 2),
  };
}

// ---------------------------------------------------------------------------------------------
// Items
// ---------------------------------------------------------------------------------------------

async function existingItemId(db: DbOrTx, key: string | number): Promise<number> {
  const found = await findItemId(db, itemKey(key));
  if (!found) throw refuse('ITEM_NOT_FOUND', ITEM_NOT_FOUND);
  return found.id;
}

function variantChild(v: VariantJson, scope: PriceScope | null): VariantChild {
  return {
    id: v.id,
    itemName: v.itemName,
    displayName: v.displayName,
    urlComponent: v.urlComponent,
    mpn: v.mpn,
    matrixDetails: v.matrixDetails,
    quantityAvailable: v.quantityAvailable,
    isInStock: inStock(v.quantityAvailable),
    isAddableToCart: !v.restricted,
    rxLevel: v.rxLevel,
    ...priceFields(scope, v.prices),
  };
}

/**
 * The product entity (storefront spec §3) by id or urlComponent. Inactive items are still answered
 * (marked inactive, not addable) so old links explain themselves; they are never listed.
 */
export async function getItem(db: DbOrTx, key: string | number, viewer: Viewer): Promise<ItemDetail> {
  const row = await detailRow(db, itemKey(key), viewer.scope, viewer.accountId);
  if (!row) throw refuse('ITEM_NOT_FOUND', ITEM_NOT_FOUND);
  const variants = sortedVariants(row.variants);
  return {
    id: row.id,
    itemId: row.id,
    itemName: row.item_name,
    displayName: row.display_name,
    siteDisplayName: row.site_display_name,
    urlComponent: row.url_component,
    description: sanitizeHtml(row.description_html),
    manufacturer: row.manufacturer,
    mpn: row.mpn,
    quantityAvailable: row.quantity_available,
    isInStock: inStock(row.quantity_available),
    isAddableToCart: addable(row, row.is_matrix_parent ? variants : undefined),
    specialOrder: row.special_order,
    rxLevel: row.rx_level,
    restricted: row.restricted,
    inactive: row.inactive,
    allocationPeriod: row.allocation_period,
    thumbnailImage: row.thumbnail_url,
    itemImage: row.images,
    itemFile: row.files,
    unit: itemUnit(row),
    children: variants.map((v) => variantChild(v, viewer.scope)),
    parentId: row.parent_id,
    matrixDetails: row.matrix_details,
    attributes: row.attributes,
    metaTag: row.meta_tag,
    titleTag: row.title_tag,
    h1Tag: row.h1_tag,
    searchKeywords: row.search_keywords,
    category: row.category,
    latestPurchase: latestPurchase(row.latest_purchase),
    ...priceFields(viewer.scope, row.prices, cheapestVariantCents(variants)),
  };
}

/** Most related items a product page shows per tab. */
const RELATED_LIMIT = 20;

async function related(
  db: DbOrTx,
  key: string | number,
  kind: 'correlated' | 'alternative',
  viewer: Viewer,
): Promise<RelatedItem[]> {
  const id = await existingItemId(db, key);
  const rows = await relatedRows(db, id, kind, viewer.scope, RELATED_LIMIT);
  return rows.map((row) => {
    const variantCents = (row.variant_prices ?? [])
      .map((prices) => ownPriceCents(prices))
      .filter((c): c is number => c !== null);
    return {
      id: row.id,
      thumbnailImage: row.thumbnail_url,
      urlComponent: row.url_component,
      manufacturer: row.manufacturer,
      displayName: row.site_display_name ?? row.display_name,
      ...priceFields(viewer.scope, row.prices, variantCents.length > 0 ? Math.min(...variantCents) : null),
    };
  });
}

export const getAlternatives = (db: DbOrTx, key: string | number, viewer: Viewer) =>
  related(db, key, 'alternative', viewer);

export async function getCorrelated(db: DbOrTx, key: string | number, viewer: Viewer) {
  return (await related(db, key, 'correlated', viewer)).map((correlatedItem) => ({ correlatedItem }));
}

/** Quick order's item search: concrete items (variants, not matrix parents), best first. */
export async function getItemList(db: DbOrTx, raw: string, viewer: Viewer): Promise<ItemListMatch[]> {
  const term = await readSearchTerm(db, raw, viewer, 'getItemList');
  // Like the type-ahead: a term of at least 3 characters (storefront spec §5).
  if (!term?.query || !isTypeaheadTerm(term.text)) return [];
  const rows = await itemListRows(db, term.query, viewer.scope, ITEM_LIST_SEARCH_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    itemName: row.item_name,
    displayName: row.display_name,
    siteDisplayName: row.site_display_name,
    urlComponent: row.url_component,
    manufacturer: row.manufacturer,
    mpn: row.mpn,
    thumbnailImage: row.thumbnail_url,
    matrixDetails: row.matrix_details,
    quantityAvailable: row.quantity_available,
    isInStock: inStock(row.quantity_available),
    isAddableToCart: addable(row),
    restricted: row.restricted,
    rxLevel: row.rx_level,
    unit: itemUnit(row),
    ...priceFields(viewer.scope, row.prices),
  }));
}

// ---------------------------------------------------------------------------------------------
// Listing
// ---------------------------------------------------------------------------------------------

export interface ListingInput {
  page: number;
  limit: number;
  searchTerm?: string | null | undefined;
  category?: string | number | null | undefined;
  facets: {
    manufacturer?: string | undefined;
    rxLevel?: number | undefined;
    availability?: 'inStock' | 'outOfStock' | undefined;
  };
  sort: ItemSort;
}

interface Scope {
  term: SearchTerm | null;
  category: CategoryRow | null;
  filter: ListingFilter;
}

async function listingScope(
  db: DbOrTx,
  input: Pick<ListingInput, 'searchTerm' | 'category' | 'facets'>,
  viewer: Viewer,
  source: string,
): Promise<Scope> {
  // storefront spec §5: markup stripped (security event when it changed); a blank search ignored.
  const term = await readSearchTerm(db, input.searchTerm, viewer, source);
  let category: CategoryRow | null = null;
  let categoryIds: number[] | null = null;
  if (input.category !== undefined && input.category !== null) {
    const parsed = itemKey(input.category);
    const found = await findCategoryWithSubtree(
      db,
      'id' in parsed ? parsed : { urlComponent: parsed.urlComponent },
    );
    if (!found) throw refuse('CATEGORY_NOT_FOUND', CATEGORY_NOT_FOUND);
    const { subtree_ids: subtreeIds, ...row } = found;
    category = row;
    categoryIds = subtreeIds;
  }
  return {
    term,
    category,
    filter: {
      search: term?.query ?? null,
      categoryIds,
      manufacturer: input.facets.manufacturer,
      rxLevel: input.facets.rxLevel,
      availability: input.facets.availability,
    },
  };
}

const PRICE_SORTS: ReadonlySet<ItemSort> = new Set(['price-asc', 'price-desc']);

/** storefront spec §2.1 and §4: a page of product cards with pagination and facet counts. */
export async function paginate(
  db: DbOrTx,
  input: ListingInput,
  viewer: Viewer,
  /** A search's facet counts kept until its tables change (catalog.routes.ts; none: read each time). */
  keptCounts?: KeptAnswers<FacetGroupRow[]>,
) {
  const scope = await listingScope(db, input, viewer, 'paginate');
  // Sorting by a price one may not see would reveal it: such callers get relevance instead.
  const sort: ItemSort = PRICE_SORTS.has(input.sort) && !viewer.scope ? 'relevance' : input.sort;
  const base = {
    limit: input.limit,
    page: input.page,
    sort,
    searchTerm: scope.term?.text ?? null,
    category: scope.category ? categoryRef(scope.category) : null,
  };
  if (scope.term && !scope.term.query) {
    // Only punctuation or the like: a search for nothing matches nothing.
    return {
      ...base,
      pages: 0,
      total: 0,
      results: [],
      facets: { manufacturer: [], rxLevel: [], availability: [] },
      queryID: null,
    };
  }
  const listing = await listingRows(db, scope.filter, {
    sort,
    offset: (input.page - 1) * input.limit,
    limit: input.limit,
    scope: viewer.scope,
    withPage: true,
    ...(keptCounts ? { keptCounts } : {}),
  });
  const queryID = scope.term ? newQueryId() : null;
  const [results] = await Promise.all([
    cardsFor(db, listing.ids, viewer),
    // A search is counted once, on its first page; later pages are the same search.
    scope.term && queryID && input.page === 1
      ? recordSearch(db, viewer, { text: scope.term.text, queryID, resultCount: listing.total })
      : undefined,
  ]);
  return {
    ...base,
    pages: pageCount(listing.total, input.limit),
    total: listing.total,
    results,
    facets: {
      manufacturer: listing.manufacturers,
      rxLevel: listing.rxLevels,
      availability: listing.availability,
    },
    queryID,
  };
}

/**
 * The facets available for a search and/or category, with counts (each group under the other
 * groups' selections, as paginate counts them) and the total paginate would list.
 */
export async function filters(
  db: DbOrTx,
  input: Pick<ListingInput, 'searchTerm' | 'category' | 'facets'>,
  viewer: Viewer,
  keptCounts?: KeptAnswers<FacetGroupRow[]>,
): Promise<FiltersResponse> {
  const scope = await listingScope(db, input, viewer, 'filters');
  if (scope.term && !scope.term.query) return { manufacturer: [], rxLevel: [], availability: [], total: 0 };
  const listing = await listingRows(db, scope.filter, {
    sort: 'relevance',
    offset: 0,
    limit: 0,
    scope: null,
    withPage: false,
    ...(keptCounts ? { keptCounts } : {}),
  });
  return {
    manufacturer: listing.manufacturers,
    rxLevel: listing.rxLevels,
    availability: listing.availability,
    total: listing.total,
  };
}

// ---------------------------------------------------------------------------------------------
// Top items, Rx levels, personalised groups
// ---------------------------------------------------------------------------------------------

export async function topItems(db: DbOrTx, viewer: Viewer): Promise<ProductCard[]> {
  return cardsFor(db, await topItemIds(db, PERSONALIZED_LIMIT), viewer);
}

export async function sellableControlledSubstances(db: DbOrTx): Promise<RxLevel[]> {
  const rows = await sellableRxLevelRows(db);
  return rows.map((r) => ({ id: r.id, name: r.name, isControlledSubstance: r.is_controlled_substance }));
}

/** A logged-in viewer's account (the personalised routes require a user). */
function accountOf(viewer: Viewer): number {
  if (viewer.accountId === null) throw new Error('personalised items need a logged-in caller');
  return viewer.accountId;
}

export async function purchaseAgain(db: DbOrTx, viewer: Viewer): Promise<ProductCard[]> {
  return cardsFor(db, await purchasedItemIds(db, accountOf(viewer), PERSONALIZED_LIMIT), viewer);
}

export async function industrySuggestions(db: DbOrTx, viewer: Viewer): Promise<ProductCard[]> {
  return cardsFor(db, await industryItemIds(db, accountOf(viewer), PERSONALIZED_LIMIT), viewer);
}

/**
 * storefront spec §7: purchase-again and industry suggestions merged: what the account buys first,
 * then what its industry buys that it does not, each item once.
 */
export async function userItems(db: DbOrTx, viewer: Viewer): Promise<ProductCard[]> {
  const accountId = accountOf(viewer);
  const bought = await purchasedItemIds(db, accountId, PERSONALIZED_LIMIT);
  const suggested = await industryItemIds(db, accountId, PERSONALIZED_LIMIT);
  const merged = [...new Set([...bought, ...suggested])].slice(0, PERSONALIZED_LIMIT * 2);
  return cardsFor(db, merged, viewer);
}

export async function timeToReorder(db: DbOrTx, viewer: Viewer): Promise<ProductCard[]> {
  return cardsFor(db, await reorderDueItemIds(db, accountOf(viewer), PERSONALIZED_LIMIT), viewer);
}

const RECENT_SEARCHES_LIMIT = 10;

/** The user's recent searches and the items they opened from search results. */
export async function recentUserSearchProducts(
  db: DbOrTx,
  viewer: Viewer,
): Promise<RecentUserSearchProductsResponse> {
  if (viewer.userId === null) throw new Error('recent searches need a logged-in caller');
  const searches = await recentSearchRows(db, viewer.userId, RECENT_SEARCHES_LIMIT);
  const ids = await recentlyClickedItemIds(db, viewer.userId, PERSONALIZED_LIMIT);
  return {
    searches: searches.map((s) => ({ query: s.query, searchedAt: new Date(s.searched_at).toISOString() })),
    results: await cardsFor(db, ids, viewer),
  };
}

/** Cards of the items a home-page carousel names (ids as given), the top items, or a category's best. */
export async function carouselItemIds(
  db: DbOrTx,
  source:
    | { kind: 'items'; itemIds: number[] }
    | { kind: 'rule'; rule: 'top-items'; limit: number }
    | { kind: 'category'; categoryUrlComponent: string; limit: number },
): Promise<number[]> {
  switch (source.kind) {
    case 'items':
      return [...new Set(source.itemIds)]
        .filter((id) => Number.isSafeInteger(id) && id > 0)
        .slice(0, CAROUSEL_MAX);
    case 'rule':
      return topItemIds(db, clampCarousel(source.limit));
    case 'category':
      return popularInCategoryIds(db, source.categoryUrlComponent, clampCarousel(source.limit));
  }
}

/** Most cards one carousel shows (8 slides on wide screens, a few pages of them). */
const CAROUSEL_MAX = 24;
const clampCarousel = (limit: number) => Math.max(1, Math.min(CAROUSEL_MAX, Math.trunc(limit)));
