// Catalogue items (service spec §6 and §7, storefront spec §2.5, §2.6 and §3): the product entity,
// product cards, related items and quick order's item search: what is listed (inactive items
// never; restricted items listed but not addable), in stock and addable. Categories are
// category.service.ts, the listing listing.service.ts, the personalised groups personal.service.ts.
import { STORE_TIME_ZONE, centsToDollars, isTypeaheadTerm, isoDayIn, sortBySize } from '@medsupply/domain';
import {
  ITEM_LIST_SEARCH_LIMIT,
  LOOKUP_NOT_FOUND_MESSAGE,
  type CardVariant,
  type ItemDetail,
  type ItemListMatch,
  type ItemUnit,
  type LatestPurchase,
  type LevelPrice,
  type ProductCard,
  type ProductLookupResponse,
  type RelatedItem,
  type VariantChild,
} from '@medsupply/contract';
import { whoOf, type Actor, type Buyer } from '../../core/actor.ts';
import { ITEM_NOT_FOUND_MESSAGE, buyRefusal, itemAddable } from '../../core/buy-rule.ts';
import {
  itemIdentity,
  levelPrices,
  priceCentsOf,
  unitDetail,
  type PriceJson,
  type PriceScope,
} from '../../core/item-fields.ts';
import { priceScopeOf } from '../../core/price-visibility.ts';
import { refuse } from '../../core/refusals.ts';
import { datingNotices } from '../order-to-cash/lots.service.ts';
import { sanitizeHtml } from '../../core/sanitize-html.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  forgive,
  quickOrderHits,
  readSearchTerm,
  type SearchEvents,
  type SearchTerm,
  type Searcher,
  type TradeWords,
} from '../search/search.service.ts';
import {
  cardRows,
  detailRow,
  findItemId,
  itemListRows,
  latestPurchaseRows,
  lookupRows,
  relatedRows,
  type CardRow,
  type ItemKey,
  type LatestPurchaseJson,
  type VariantJson,
} from './item.queries.ts';

export const ITEM_NOT_FOUND = ITEM_NOT_FOUND_MESSAGE;

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

/**
 * The price of one base unit (domain effectivePriceCents: the caller's level, else 'List Price',
 * else for a matrix item its cheapest variant's) and the levels shown. Prices were read only with a
 * scope (viewerOf); without one there are none to show.
 */
function priceFields(
  scope: PriceScope | null,
  prices: PriceJson[] | null,
  variantPrices: ReadonlyArray<PriceJson[] | null> = [],
): PriceFields {
  if (!scope) return {};
  const cents = priceCentsOf(prices, variantPrices);
  return { price: cents === null ? null : centsToDollars(cents), prices: levelPrices(prices) };
}

const itemUnit = (row: { default_unit_id: number | null; units: CardRow['units'] }): ItemUnit => ({
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

/** A variant read with its matrix item (they are read active) as the buy rule sees it. */
const variantAddable = (v: VariantJson) => itemAddable({ inactive: false, restricted: v.restricted });

const firstAttributeValue = (v: VariantJson) => Object.values(v.matrixDetails ?? {})[0] ?? v.itemName;

/** Variants in size order (service spec §9 size sort) by their first matrix attribute. */
const sortedVariants = (variants: VariantJson[]) => sortBySize(variants, firstAttributeValue);

function cardVariant(v: VariantJson, scope: PriceScope | null): CardVariant {
  return {
    id: v.id,
    itemName: v.itemName,
    urlComponent: v.urlComponent,
    mpn: v.mpn,
    matrixDetails: v.matrixDetails,
    quantityAvailable: v.quantityAvailable,
    isInStock: inStock(v.quantityAvailable),
    isAddableToCart: variantAddable(v),
    rxLevel: v.rxLevel,
    ...priceFields(scope, v.prices),
  };
}

function card(row: CardRow, scope: PriceScope | null): ProductCard {
  const variants = sortedVariants(row.variants);
  return {
    id: row.id,
    ...itemIdentity(row),
    quantityAvailable: row.quantity_available,
    isInStock: inStock(row.quantity_available),
    isAddableToCart: itemAddable(row, row.is_matrix_parent ? variants : undefined),
    restricted: row.restricted,
    rxLevel: row.rx_level,
    allocationPeriod: row.allocation_period,
    unit: itemUnit(row),
    children: variants.map((v) => cardVariant(v, scope)),
    latestPurchase: latestPurchase(row.latest_purchase),
    ...priceFields(
      scope,
      row.prices,
      variants.map((v) => v.prices),
    ),
  };
}

/** Cards for ids in order: one statement for the whole page (no N+1). */
export async function cardsFor(db: DbOrTx, ids: number[], viewer: Viewer): Promise<ProductCard[]> {
  const rows = await cardRows(db, ids, viewer.scope, viewer.accountId);
  return rows.map((row) => card(row, viewer.scope));
}

/** The account's latest purchase of each of `ids` it bought (kept answers' overlay, issue 30). */
export async function latestPurchases(
  db: DbOrTx,
  accountId: number,
  ids: readonly number[],
): Promise<Map<number, LatestPurchase>> {
  const rows = await latestPurchaseRows(db, accountId, ids);
  const found = new Map<number, LatestPurchase>();
  for (const row of rows) {
    const purchase = latestPurchase(row.latest_purchase);
    if (purchase) found.set(row.id, purchase);
  }
  return found;
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
    isAddableToCart: variantAddable(v),
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
    isAddableToCart: itemAddable(row, row.is_matrix_parent ? variants : undefined),
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
    ...priceFields(
      viewer.scope,
      row.prices,
      variants.map((v) => v.prices),
    ),
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
  return rows.map((row) => ({
    id: row.id,
    thumbnailImage: row.thumbnail_url,
    urlComponent: row.url_component,
    manufacturer: row.manufacturer,
    displayName: row.site_display_name ?? row.display_name,
    ...priceFields(viewer.scope, row.prices, row.variant_prices ?? []),
  }));
}

export const getAlternatives = (db: DbOrTx, key: string | number, viewer: Viewer) =>
  related(db, key, 'alternative', viewer);

export async function getCorrelated(db: DbOrTx, key: string | number, viewer: Viewer) {
  return (await related(db, key, 'correlated', viewer)).map((correlatedItem) => ({ correlatedItem }));
}

/**
 * Quick order's item search: concrete items (variants, not matrix parents), ranked by search, the
 * term forgiven as the store's other searches forgive it (typos, units, the trade's words; issue 29).
 */
export async function getItemList(
  db: DbOrTx,
  events: SearchEvents,
  raw: string,
  viewer: Viewer,
  /** The kept synonyms (search.service.ts keptTradeWords); none: read each time. */
  tradeWords?: TradeWords,
): Promise<ItemListMatch[]> {
  return itemListFor(db, await itemListTerm(events, raw, viewer), viewer, tradeWords);
}

/** The quick-order search's cleaned term (a security event when markup was stripped), per request. */
export const itemListTerm = (events: SearchEvents, raw: string, who: Viewer) =>
  readSearchTerm(events, raw, who, 'getItemList');

/** Up to 10 orderable items for the cleaned `term` (itemListTerm): the same for every such request. */
export async function itemListFor(
  db: DbOrTx,
  term: SearchTerm | null,
  viewer: Viewer,
  tradeWords?: TradeWords,
): Promise<ItemListMatch[]> {
  // Like the type-ahead: a term of at least 3 characters (storefront spec §5).
  if (!term?.query || !isTypeaheadTerm(term.text)) return [];
  const hits = quickOrderHits(await forgive(db, term.query, tradeWords), ITEM_LIST_SEARCH_LIMIT);
  const rows = hits ? await itemListRows(db, hits, viewer.scope, ITEM_LIST_SEARCH_LIMIT) : [];
  return rows.map((row) => ({
    id: row.id,
    ...itemIdentity(row),
    quantityAvailable: row.quantity_available,
    isInStock: inStock(row.quantity_available),
    isAddableToCart: itemAddable(row),
    restricted: row.restricted,
    rxLevel: row.rx_level,
    unit: itemUnit(row),
    ...priceFields(viewer.scope, row.prices),
  }));
}

// ---------------------------------------------------------------------------------------------
// Product lookup (/productLookup)
// ---------------------------------------------------------------------------------------------

/** The numbers to look up: trimmed, blanks dropped, each once (the first spelling kept). */
function distinctNumbers(numbers: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of numbers) {
    const number = raw.trim();
    const key = number.toLowerCase();
    if (number === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(number);
  }
  return out;
}

/**
 * POST lookup (issue 19 point 8): for each item number, MPN or manufacturer part number, the item's
 * card (availability; its price when the buyer may see prices, which the edge enforces), and
 * whether this account may buy it, and why not, by the one buy rule (core/buy-rule.ts).
 */
export async function lookupItems(
  db: DbOrTx,
  buyer: Buyer,
  numbers: readonly string[],
): Promise<ProductLookupResponse> {
  const rows = await lookupRows(db, distinctNumbers(numbers));
  const found = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  const cards = new Map((await cardsFor(db, found, viewerOf(buyer))).map((c) => [c.id, c]));
  return {
    results: rows.map((row) => {
      if (row.id === null) {
        return {
          query: row.query,
          matchedBy: null,
          item: null,
          mayBuy: false,
          reason: LOOKUP_NOT_FOUND_MESSAGE,
          reasonCode: 'NOT_FOUND',
        };
      }
      const refusal = buyRefusal(buyer, row);
      return {
        query: row.query,
        matchedBy: row.by_name ? ('itemName' as const) : ('mpn' as const),
        item: cards.get(row.id) ?? null,
        mayBuy: refusal === null,
        reason: refusal?.message ?? null,
        reasonCode: refusal?.code ?? null,
      };
    }),
  };
}

/**
 * The product page's short-dating notice (issue 34): of the lot picking would ship now, when its
 * whole months of dating are under the store's threshold; null for an item without lots.
 */
export async function datingNotice(db: DbOrTx, itemId: number, now: Date): Promise<string | null> {
  return (await datingNotices(db, [itemId], isoDayIn(now, STORE_TIME_ZONE))).get(itemId) ?? null;
}
