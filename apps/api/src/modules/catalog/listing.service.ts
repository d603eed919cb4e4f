// The listing (storefront spec §2.1 and §4): a page of product cards for a search and/or a
// category with pagination and facet counts, and the facets alone. The search's match, relevance
// and events are the search module's; the cards catalog.service.ts's.
import {
  pageCount,
  type FiltersResponse,
  type ItemSort,
  type PaginateItemsResponse,
} from '@medsupply/contract';
import type { Logger } from '../../core/logger.ts';
import { refuse } from '../../core/refusals.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ChangeFeed } from '../../db/changes.ts';
import type { KeptAnswers } from '../../db/kept-answers.ts';
import {
  categorySuggestions,
  didYouMean,
  keptTradeWords,
  matchListed,
  newQueryId,
  readSearchTerm,
  recordSearch,
  type SearchEventLog,
  type Searcher,
  type SearchEvents,
  type SearchTerm,
  type TradeWords,
} from '../search/search.service.ts';
import { cardsFor, itemKey, type Viewer } from './catalog.service.ts';
import { CATEGORY_NOT_FOUND, categoryRef } from './category.service.ts';
import { findCategoryWithSubtree, type CategoryRow } from './category.queries.ts';
import { keptFacetCounts, listingRows, type FacetGroupRow, type ListingFilter } from './listing.queries.ts';

/**
 * What each API process keeps for its listings until the tables they were read from change (ADR
 * 0013's feed): a search's facet counts, and the trade's words searches are forgiven with.
 */
export interface ListingKept {
  counts: KeptAnswers<FacetGroupRow[]>;
  tradeWords: TradeWords;
}

export const keptListing = (feed: ChangeFeed): ListingKept => ({
  counts: keptFacetCounts(feed),
  tradeWords: keptTradeWords(feed),
});

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
  input: Pick<ListingInput, 'category' | 'facets'>,
  term: SearchTerm | null,
  tradeWords: TradeWords | undefined,
): Promise<Scope> {
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
      search: term?.query ? await matchListed(db, term.query, tradeWords) : null,
      categoryIds,
      manufacturer: input.facets.manufacturer,
      rxLevel: input.facets.rxLevel,
      availability: input.facets.availability,
    },
  };
}

const PRICE_SORTS: ReadonlySet<ItemSort> = new Set(['price-asc', 'price-desc']);

/**
 * storefront spec §5: the search text of a listing request, markup stripped (a security event when
 * that changed it), or null for none. Per request: the listing itself may be a kept answer.
 */
export const listingTerm = (
  events: SearchEvents,
  raw: string | null | undefined,
  who: Searcher,
  source: 'paginate' | 'filters',
): Promise<SearchTerm | null> => readSearchTerm(events, raw, who, source);

/**
 * storefront spec §2.1 and §4: a page of product cards with pagination and facet counts, for the
 * cleaned search `term` (listingTerm). The same for every request with the same input and prices:
 * its query id is null, and a search is counted by `searched`.
 */
export async function paginate(
  db: DbOrTx,
  input: ListingInput,
  term: SearchTerm | null,
  viewer: Viewer,
  /** What is kept until its tables change (catalog.routes.ts; none: read each time). */
  kept?: ListingKept,
): Promise<PaginateItemsResponse> {
  const scope = await listingScope(db, input, term, kept?.tradeWords);
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
    ...(kept ? { keptCounts: kept.counts } : {}),
  });
  const nothingFound = scope.term !== null && listing.total === 0;
  const [results, suggestion, categories] = await Promise.all([
    cardsFor(db, listing.ids, viewer),
    // Nothing found: the closest term that finds something, and the categories its words name
    // (issue 29 §4).
    nothingFound && scope.term ? didYouMean(db, scope.term.text, kept?.tradeWords) : undefined,
    nothingFound && scope.term ? categorySuggestions(db, scope.term.text, kept?.tradeWords) : undefined,
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
    queryID: null,
    ...(suggestion === undefined ? {} : { didYouMean: suggestion }),
    ...(categories === undefined ? {} : { categorySuggestions: categories }),
  };
}

/**
 * A listing answer as this request is sent it: a search (a term with words) gets a new query id for
 * its clicks to refer to, and is counted once, on its first page (later pages are the same search).
 * Undefined: the answer as it is (no search).
 */
export function searched(
  events: SearchEventLog,
  log: Logger,
  who: Searcher,
  term: SearchTerm | null,
  page: number,
  answer: PaginateItemsResponse,
): PaginateItemsResponse | undefined {
  if (!term?.query) return undefined;
  const queryID = newQueryId();
  // Queued, not awaited: the answer does not wait for analytics (ADR 0058).
  if (page === 1) recordSearch(events, log, who, { text: term.text, queryID, resultCount: answer.total });
  return { ...answer, queryID };
}

/**
 * The facets available for a search and/or category, with counts (each group under the other
 * groups' selections, as paginate counts them) and the total paginate would list.
 */
export async function filters(
  db: DbOrTx,
  input: Pick<ListingInput, 'category' | 'facets'>,
  term: SearchTerm | null,
  kept?: ListingKept,
): Promise<FiltersResponse> {
  const scope = await listingScope(db, input, term, kept?.tradeWords);
  if (scope.term && !scope.term.query) return { manufacturer: [], rxLevel: [], availability: [], total: 0 };
  const listing = await listingRows(db, scope.filter, {
    sort: 'relevance',
    offset: 0,
    limit: 0,
    scope: null,
    withPage: false,
    ...(kept ? { keptCounts: kept.counts } : {}),
  });
  return {
    manufacturer: listing.manufacturers,
    rxLevel: listing.rxLevels,
    availability: listing.availability,
    total: listing.total,
  };
}
