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

interface ShellParts {
  website: ShellData['website'];
  siteConfig: ShellData['siteConfig'];
  categories: ShellData['categories'];
}

async function readShellParts(app: FastifyInstance): Promise<ShellParts> {
  const [website, siteConfig, categories] = await Promise.all([
    call(app, 'GET', paths.content.website),
    call(app, 'GET', paths.siteConfig),
    call(app, 'GET', paths.catalog.getCategories),
  ]);
  return {
    website: website as ShellData['website'],
    siteConfig: siteConfig as ShellData['siteConfig'],
    categories: categories as ShellData['categories'],
  };
}

/**
 * The shell's parts, read at most once per `cacheMs` per app (ADR 0012). They are the same for
 * every anonymous page and change only when content, categories or configuration are edited, yet
 * reading them (the home page's carousels above all) was most of a page's server time. Concurrent
 * pages share one read; a failed read is not kept. A short time, not invalidation: each of N API
 * processes sees an edit within `cacheMs`, and nothing is shared between processes.
 */
export function shellReader(app: FastifyInstance, cacheMs: number): () => Promise<ShellParts> {
  let cached: { until: number; parts: Promise<ShellParts> } | undefined;
  // The last parts read, with their JSON: an unchanged part keeps its object, so pages built from
  // it (spa.ts BuiltPages) stay current across reads.
  let last: { parts: ShellParts; json: Record<keyof ShellParts, string> } | undefined;
  const keepUnchanged = async (reading: Promise<ShellParts>): Promise<ShellParts> => {
    const read = await reading;
    const json = {
      website: JSON.stringify(read.website),
      siteConfig: JSON.stringify(read.siteConfig),
      categories: JSON.stringify(read.categories),
    };
    const previous = last;
    const parts: ShellParts = {
      website: previous?.json.website === json.website ? previous.parts.website : read.website,
      siteConfig: previous?.json.siteConfig === json.siteConfig ? previous.parts.siteConfig : read.siteConfig,
      categories: previous?.json.categories === json.categories ? previous.parts.categories : read.categories,
    };
    last = { parts, json };
    return parts;
  };
  return () => {
    const now = Date.now();
    if (cacheMs > 0 && cached && now < cached.until) return cached.parts;
    if (cacheMs === 0) return readShellParts(app);
    const entry = { until: now + cacheMs, parts: keepUnchanged(readShellParts(app)) };
    cached = entry;
    entry.parts.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.parts;
  };
}

/** The first data of a page path (pathname without the query, query as given). */
export async function firstDataOf(
  app: FastifyInstance,
  pathname: string,
  query: URLSearchParams,
  shellParts: () => Promise<ShellParts> = () => readShellParts(app),
): Promise<ShellData> {
  const listingBody = listingBodyOf(pathname, query);
  const [shell, listing] = await Promise.all([
    shellParts(),
    listingBody ? call(app, 'POST', paths.catalog.paginate, listingBody) : null,
  ]);
  return {
    ...shell,
    ...(listingBody && listing
      ? { listing: { body: listingBody, response: listing as NonNullable<ShellData['listing']>['response'] } }
      : {}),
  };
}
