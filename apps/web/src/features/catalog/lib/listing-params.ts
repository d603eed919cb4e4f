// The listing's state lives in the URL (storefront spec §2.1, §4 "Catalogue filters") so back,
// forward and shared links show the same results: /products/{page}?search=&category=&manufacturer=
// &rxLevel=&availability=&sort=. These pure functions read it and apply the filter rules:
// - selecting a category clears the availability, rx level and sort filters;
// - one choice per filter group (choosing one replaces the other; choosing it again clears it);
// - any change of search, category or filter goes back to page 1.
import type { Availability, ItemSort, PaginateItemsBody } from '@medsupply/contract';

import { AVAILABILITIES, ITEM_SORTS, PAGE_SIZE } from '../constants';

export interface ListingState {
  page: number;
  search: string | null;
  category: string | null;
  manufacturer: string | null;
  rxLevel: number | null;
  availability: Availability | null;
  sort: ItemSort | null;
}

export type FilterGroup = 'manufacturer' | 'rxLevel' | 'availability' | 'sort';

const isAvailability = (value: string): value is Availability =>
  (AVAILABILITIES as readonly string[]).includes(value);
const isSort = (value: string): value is ItemSort => (ITEM_SORTS as readonly string[]).includes(value);

/** A page number from the path; anything else is page 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function readListingState(params: URLSearchParams, page: string | null | undefined): ListingState {
  const text = (key: string) => {
    const value = params.get(key)?.trim();
    return value ? value : null;
  };
  const rx = text('rxLevel');
  const availability = text('availability');
  const sort = text('sort');
  return {
    page: parsePage(page),
    search: text('search'),
    category: text('category'),
    manufacturer: text('manufacturer'),
    rxLevel: rx !== null && /^\d{1,4}$/.test(rx) ? Number(rx) : null,
    availability: availability && isAvailability(availability) ? availability : null,
    sort: sort && isSort(sort) ? sort : null,
  };
}

/** The query string of a state (without the page, which is in the path). */
export function listingSearchParams(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.category) params.set('category', state.category);
  if (state.manufacturer) params.set('manufacturer', state.manufacturer);
  if (state.rxLevel !== null) params.set('rxLevel', String(state.rxLevel));
  if (state.availability) params.set('availability', state.availability);
  if (state.sort) params.set('sort', state.sort);
  return params;
}

/** storefront spec §4: one choice per group; choosing the current choice again clears the group. */
export function chooseFilter(
  state: ListingState,
  group: FilterGroup,
  value: string | number | null,
): ListingState {
  const next: ListingState = { ...state, page: 1 };
  switch (group) {
    case 'manufacturer': {
      const chosen = typeof value === 'string' && value ? value : null;
      next.manufacturer = chosen === state.manufacturer ? null : chosen;
      break;
    }
    case 'rxLevel': {
      const chosen = typeof value === 'number' ? value : null;
      next.rxLevel = chosen === state.rxLevel ? null : chosen;
      break;
    }
    case 'availability': {
      const chosen = typeof value === 'string' && isAvailability(value) ? value : null;
      next.availability = chosen === state.availability ? null : chosen;
      break;
    }
    case 'sort': {
      // A sort is never "unchosen" by picking it again: the select always shows one.
      next.sort = typeof value === 'string' && isSort(value) && value !== 'relevance' ? value : null;
      break;
    }
  }
  return next;
}

/** storefront spec §4: selecting a category clears the availability, rx level and sort filters. */
export function chooseCategory(state: ListingState, category: string | null): ListingState {
  return { ...state, page: 1, category, availability: null, rxLevel: null, sort: null };
}

export function goToPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.max(1, page) };
}

/** The paginate request of a state (page size 10, storefront spec §9). */
export function paginateBody(state: ListingState): PaginateItemsBody {
  return {
    page: state.page,
    limit: PAGE_SIZE,
    ...(state.search ? { searchTerm: state.search } : {}),
    ...(state.category
      ? { category: /^\d+$/.test(state.category) ? Number(state.category) : state.category }
      : {}),
    facets: {
      ...(state.manufacturer ? { manufacturer: state.manufacturer } : {}),
      ...(state.rxLevel !== null ? { rxLevel: state.rxLevel } : {}),
      ...(state.availability ? { availability: state.availability } : {}),
    },
    sort: state.sort ?? 'relevance',
  };
}

/**
 * The listing state of /products/{page}: a page number, or (storefront spec §2.1) a category's
 * urlComponent in its place, which lists that category from page 1.
 */
export function productsListingState(params: URLSearchParams, page: string | undefined): ListingState {
  const state = readListingState(params, page);
  if (page && !/^\d+$/.test(page) && !state.category) return { ...state, category: page };
  return state;
}

/** The listing state of /category/{catid}?page=&manufacturer=…: the category from the path. */
export function categoryListingState(params: URLSearchParams, catid: string): ListingState {
  return { ...readListingState(params, params.get('page')), category: catid, search: null };
}
