import type { ShellData } from '@medsupply/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { categoryKeys } from '@/features/catalog/api/get-categories';
import { catalogKeys } from '@/features/catalog/api/keys';
import { paginateBody, readListingState } from '@/features/catalog/lib/listing-params';
import { contentKeys } from '@/features/content/api/get-website';
import { siteKeys } from '@/features/site/api/get-site-config';

import { seedFirstData } from './first-data';

// The body the server builds for /products/2?search=gloves (apps/api/src/http/first-data.ts), in its
// own key order: the page's query must find it whatever the order.
const serverBody = { page: 2, limit: 10, searchTerm: 'gloves', facets: {}, sort: 'relevance' as const };

const shell = {
  website: { alertBanner: { enabled: true, tone: 'info', html: '<p>Closed Thursday</p>' }, homePage: null },
  siteConfig: { storeName: 'Meridian Medical Supply' },
  categories: [{ id: 1, name: 'Gloves' }],
  listing: { body: serverBody, response: { page: 2, total: 11, results: [{ id: 7 }] } },
} as unknown as ShellData;

/** The listing key of the page at this URL, as the products route computes it. */
const pageListingKey = (page: string, search: string) =>
  catalogKeys.listing(paginateBody(readListingState(new URLSearchParams(search), page)));

describe('seedFirstData', () => {
  it("gives a visitor's first render the shell and the listing of the page, fresh", () => {
    const client = new QueryClient();
    seedFirstData(client, shell, false);
    expect(client.getQueryData(siteKeys.config())).toEqual(shell.siteConfig);
    expect(client.getQueryData(categoryKeys.tree())).toEqual(shell.categories);
    expect(client.getQueryData(contentKeys.website())).toEqual(shell.website);
    expect(client.getQueryData(pageListingKey('2', 'search=gloves'))).toEqual(shell.listing?.response);
    expect(client.getQueryData(pageListingKey('1', 'search=gloves'))).toBeUndefined();
    expect(client.getQueryState(contentKeys.website())?.dataUpdatedAt).toBeGreaterThan(0);
  });

  it('gives a logged-in buyer the website as stale (refetch for prices) and no anonymous listing', () => {
    const client = new QueryClient();
    seedFirstData(client, shell, true);
    expect(client.getQueryData(contentKeys.website())).toEqual(shell.website);
    expect(client.getQueryState(contentKeys.website())?.dataUpdatedAt).toBe(0);
    expect(client.getQueryData(siteKeys.config())).toEqual(shell.siteConfig);
    expect(client.getQueryData(pageListingKey('2', 'search=gloves'))).toBeUndefined();
  });

  it('leaves out the parts whose call failed on the server, and does nothing without an embed', () => {
    const client = new QueryClient();
    seedFirstData(client, { ...shell, website: null, categories: null }, false);
    expect(client.getQueryState(contentKeys.website())).toBeUndefined();
    expect(client.getQueryState(categoryKeys.tree())).toBeUndefined();
    expect(client.getQueryData(siteKeys.config())).toEqual(shell.siteConfig);
    const empty = new QueryClient();
    seedFirstData(empty, undefined, false);
    expect(empty.getQueryCache().getAll()).toHaveLength(0);
  });
});
