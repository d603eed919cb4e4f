import { describe, expect, it } from 'vitest';

import {
  chooseCategory,
  chooseFilter,
  listingSearchParams,
  paginateBody,
  productsListingState,
  readListingState,
} from './listing-params';

const state = (query: string, page = '3') => readListingState(new URLSearchParams(query), page);

describe('listing state in the URL (storefront spec §4 "Catalogue filters")', () => {
  it('reads the page, search, category and one value per filter group, ignoring bad values', () => {
    expect(
      state(
        'search=gauze&category=wound-care&manufacturer=Acme&rxLevel=2&availability=inStock&sort=name-asc',
      ),
    ).toEqual({
      page: 3,
      search: 'gauze',
      category: 'wound-care',
      manufacturer: 'Acme',
      rxLevel: 2,
      availability: 'inStock',
      sort: 'name-asc',
    });
    expect(state('rxLevel=x&availability=maybe&sort=cheapest', 'abc')).toMatchObject({
      page: 1,
      rxLevel: null,
      availability: null,
      sort: null,
    });
  });

  it('selecting a category clears availability, rx level and sort, keeps the rest and goes to page 1', () => {
    const next = chooseCategory(
      state('search=gauze&manufacturer=Acme&rxLevel=2&availability=inStock&sort=name-asc'),
      'wound-care',
    );
    expect(next).toEqual({
      page: 1,
      search: 'gauze',
      category: 'wound-care',
      manufacturer: 'Acme',
      rxLevel: null,
      availability: null,
      sort: null,
    });
  });

  it('keeps one choice per group: choosing another replaces it, choosing it again clears it', () => {
    const first = chooseFilter(state('manufacturer=Acme'), 'manufacturer', 'Harborlight');
    expect(first.manufacturer).toBe('Harborlight');
    expect(first.page).toBe(1);
    expect(chooseFilter(first, 'manufacturer', 'Harborlight').manufacturer).toBeNull();
    expect(chooseFilter(state('availability=inStock'), 'availability', 'outOfStock').availability).toBe(
      'outOfStock',
    );
    expect(chooseFilter(state('rxLevel=2'), 'rxLevel', 2).rxLevel).toBeNull();
    // Other groups are left alone.
    expect(chooseFilter(state('manufacturer=Acme&availability=inStock'), 'rxLevel', 1)).toMatchObject({
      manufacturer: 'Acme',
      availability: 'inStock',
      rxLevel: 1,
    });
  });

  it('writes the state back as a query string and a paginate request of 10 per page', () => {
    const current = state('search=gauze&category=7&manufacturer=Acme&availability=inStock', '2');
    expect(listingSearchParams(current).toString()).toBe(
      'search=gauze&category=7&manufacturer=Acme&availability=inStock',
    );
    expect(paginateBody(current)).toEqual({
      page: 2,
      limit: 10,
      searchTerm: 'gauze',
      category: 7,
      facets: { manufacturer: 'Acme', availability: 'inStock' },
      sort: 'relevance',
    });
  });
});

describe('constants restated from the contract', () => {
  it('match the contract exactly', async () => {
    const contract = await import('@medsupply/contract');
    const local = await import('../constants');
    expect(local.ITEM_SORTS).toEqual(contract.ITEM_SORTS);
    expect(local.AVAILABILITIES).toEqual(contract.AVAILABILITIES);
    expect(local.LIST_PRICE_LEVEL).toBe(contract.LIST_PRICE_LEVEL);
  });
});

describe('/products/{categoryUrlComponent} (storefront spec §2.1)', () => {
  it('lists the category named in place of the page number, from page 1', () => {
    expect(productsListingState(new URLSearchParams(''), 'exam-gloves')).toMatchObject({
      page: 1,
      category: 'exam-gloves',
    });
    expect(productsListingState(new URLSearchParams('manufacturer=Acme'), 'exam-gloves')).toMatchObject({
      category: 'exam-gloves',
      manufacturer: 'Acme',
    });
  });

  it('keeps a page number a page number, and a category of the query over the path', () => {
    expect(productsListingState(new URLSearchParams(''), '2')).toMatchObject({ page: 2, category: null });
    expect(productsListingState(new URLSearchParams('category=wound-care'), 'exam-gloves')).toMatchObject({
      category: 'wound-care',
    });
  });
});
