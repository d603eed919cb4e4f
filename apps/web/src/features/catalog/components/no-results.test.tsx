// A search that found nothing (issue 29 §4), through the app's real routes: the listing offers
// the API's "Did you mean" term, the categories the search's words name, and "Can't find it? Ask
// us", which opens the support form with the search filled in.
import type { PaginateItemsResponse } from '@medsupply/contract';
import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  contentPageFixture,
  paginateFixture,
  shellContentFixture,
  websiteFixture,
} from '@/test/catalog-fixtures';
import { categoriesFixture, siteConfigFixture } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

// Lazy route modules load on first use: under a busy test run that takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

let listing: PaginateItemsResponse;

beforeEach(() => {
  listing = paginateFixture([], {
    searchTerm: 'gause zzq',
    didYouMean: 'gauze zzq',
    categorySuggestions: [
      { id: 31, name: 'Gauze & Sponges', urlComponent: 'gauze-sponges' },
      { id: 32, name: 'Woven Gauze Sponges', urlComponent: 'woven-gauze-sponges' },
    ],
  });
  mockApi({
    'GET /api/site/config': () => json(siteConfigFixture),
    'GET /api/shopping/category/getCategories': () => json(categoriesFixture),
    'GET /api/content/website': () => json(websiteFixture),
    'GET /api/content/shell': () => json(shellContentFixture),
    'GET /api/content/page': () => json(contentPageFixture('/contactus', 'Contact Us')),
    'GET /api/shopping/item/getSellableControlledSubstances': () => json([]),
    'POST /api/shopping/item/paginate': () => json(listing),
  });
});

describe('a search that found nothing', () => {
  it('offers the closest term, the categories its words name, and the support form', async () => {
    const { user } = renderApp('/products/1?search=gause%20zzq');
    const empty = (await screen.findByRole('heading', { name: 'No products match' })).closest('section');
    if (!empty) throw new Error('no empty state');
    const panel = within(empty);
    expect(panel.getByText(/We found nothing for “gause zzq”/)).toBeTruthy();
    expect(panel.getByRole('link', { name: 'gauze zzq' }).getAttribute('href')).toBe(
      '/products/1?search=gauze%20zzq',
    );
    const categories = within(panel.getByRole('navigation', { name: 'Categories that may have it' }));
    expect(
      categories.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Gauze & Sponges', '/category/gauze-sponges'],
      ['Woven Gauze Sponges', '/category/woven-gauze-sponges'],
    ]);
    const askUs = panel.getByRole('link', { name: 'Can’t find it? Ask us' });
    expect(askUs.getAttribute('href')).toBe(
      `/contactus?subject=${encodeURIComponent('Can’t find: gause zzq')}`,
    );
    await user.click(askUs);
    expect((await screen.findByLabelText<HTMLInputElement>('Subject')).value).toBe('Can’t find: gause zzq');
  });

  it('shows neither suggestion when the API has none', async () => {
    listing = paginateFixture([], { searchTerm: 'qqxqzzvv', didYouMean: null, categorySuggestions: [] });
    renderApp('/products/1?search=qqxqzzvv');
    await screen.findByRole('heading', { name: 'No products match' });
    expect(screen.queryByText(/Did you mean/)).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Categories that may have it' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Can’t find it? Ask us' })).toBeTruthy();
  });
});
