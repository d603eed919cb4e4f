// The first data embedded into every storefront page (contract ShellData, ARCHITECTURE §5): the
// shell's content (website entries, site config, category tree) and, on /products/{page}, the
// listing the page asks for. Each part is obtained by calling our own API in-process without
// credentials, so it is exactly what an anonymous visitor's browser would receive (no prices) and
// goes through the same validation and serialization; a failed call embeds null, never an error page.
import { ITEM_SORTS, AVAILABILITIES, paths } from '@medsupply/contract';
import type { ListingFirstData, PaginateItemsBody, ShellData } from '@medsupply/contract';
import type { FastifyInstance } from 'fastify';

/** storefront spec §9: the listing's page size. */
const LISTING_PAGE_SIZE = 10;

async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  body?: PaginateItemsBody,
): Promise<unknown> {
  const res = await app.inject({ method, url, ...(body ? { payload: body } : {}) });
  return res.statusCode === 200 ? res.json() : null;
}

/** A page number from the path as the storefront reads it: anything else is page 1. */
function pageNumber(value: string): number {
  return /^\d{1,5}$/.test(value) ? Math.max(1, Number(value)) : 1;
}

/**
 * The paginate request /products/{page}?search=&category=&manufacturer=&rxLevel=&availability=&sort=
 * makes (apps/web features/catalog/lib/listing-params: readListingState, then paginateBody), or null
 * for other paths. Unknown or malformed filter values are ignored, as the page ignores them.
 */
export function listingBodyOf(pathname: string, query: URLSearchParams): ListingFirstData['body'] | null {
  const match = /^\/products\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  const text = (key: string) => query.get(key)?.trim() || null;
  const search = text('search');
  const category = text('category');
  const manufacturer = text('manufacturer');
  const rx = text('rxLevel');
  const availability = text('availability');
  const sort = text('sort');
  return {
    page: pageNumber(match[1]),
    limit: LISTING_PAGE_SIZE,
    ...(search ? { searchTerm: search } : {}),
    ...(category ? { category: /^\d+$/.test(category) ? Number(category) : category } : {}),
    facets: {
      ...(manufacturer ? { manufacturer } : {}),
      ...(rx !== null && /^\d{1,4}$/.test(rx) ? { rxLevel: Number(rx) } : {}),
      ...(availability && (AVAILABILITIES as readonly string[]).includes(availability)
        ? { availability: availability as (typeof AVAILABILITIES)[number] }
        : {}),
    },
    sort:
      sort && (ITEM_SORTS as readonly string[]).includes(sort)
        ? (sort as (typeof ITEM_SORTS)[number])
        : 'relevance',
  };
}

/** The first data of a page path (pathname without the query, query as given). */
export async function firstDataOf(
  app: FastifyInstance,
  pathname: string,
  query: URLSearchParams,
): Promise<ShellData> {
  const listingBody = listingBodyOf(pathname, query);
  const [website, siteConfig, categories, listing] = await Promise.all([
    call(app, 'GET', paths.content.website),
    call(app, 'GET', paths.siteConfig),
    call(app, 'GET', paths.catalog.getCategories),
    listingBody ? call(app, 'POST', paths.catalog.paginate, listingBody) : null,
  ]);
  return {
    website: website as ShellData['website'],
    siteConfig: siteConfig as ShellData['siteConfig'],
    categories: categories as ShellData['categories'],
    ...(listingBody && listing
      ? { listing: { body: listingBody, response: listing as NonNullable<ShellData['listing']>['response'] } }
      : {}),
  };
}
