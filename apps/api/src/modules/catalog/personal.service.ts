// The personalised groups (storefront spec §7) and the home page's carousels: top items, the
// sellable Rx levels, purchase again, industry suggestions, both merged, time to reorder, recent
// searches with the items opened from them, and the ids a carousel shows.
import {
  PERSONALIZED_LIMIT,
  type ProductCard,
  type RecentUserSearchProductsResponse,
  type RxLevel,
} from '@medsupply/contract';
import { readPart, rowsPart, type ReadPart } from '../../core/read-parts.ts';
import type { DbOrTx } from '../../db/client.ts';
import { recentSearches, recentlyClickedItems, type SearchEventLog } from '../search/search.service.ts';
import { cardsFor, type Viewer } from './catalog.service.ts';
import {
  industryItemIds,
  popularInCategoryIds,
  purchasedItemIds,
  reorderDueItemIds,
  sellableRxLevelsQuery,
  topItemIds,
  type SellableRxLevelRow,
} from './personal.queries.ts';

export async function topItems(db: DbOrTx, viewer: Viewer): Promise<ProductCard[]> {
  return cardsFor(db, await topItemIds(db, PERSONALIZED_LIMIT), viewer);
}

/** The Rx levels the store may sell (a part of one read: the document shell joins it). */
export const sellableControlledSubstancesPart: ReadPart<RxLevel[]> = rowsPart(
  sellableRxLevelsQuery,
  (rows: SellableRxLevelRow[]) =>
    rows.map((r) => ({ id: r.id, name: r.name, isControlledSubstance: r.is_controlled_substance })),
);

export async function sellableControlledSubstances(db: DbOrTx): Promise<RxLevel[]> {
  return readPart(db, sellableControlledSubstancesPart);
}

/** A logged-in viewer's account (the personalised routes require a user). */
function accountOf(viewer: Viewer): number {
  if (viewer.accountId === null) throw new Error('personalized items need a logged-in caller');
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
  /** The process's queued search events (search.service.ts SearchEventLog): written before reading. */
  events: SearchEventLog,
  viewer: Viewer,
): Promise<RecentUserSearchProductsResponse> {
  if (viewer.userId === null) throw new Error('recent searches need a logged-in caller');
  const searches = await recentSearches(db, events, viewer.userId, RECENT_SEARCHES_LIMIT);
  const ids = await recentlyClickedItems(db, viewer.userId, PERSONALIZED_LIMIT);
  return {
    searches,
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
