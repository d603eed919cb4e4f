// First data the server embeds into every storefront page (ARCHITECTURE §5), so the first render
// already has the layout's content (alert banner, navigation, footer) and, on a listing, its first
// results: no layout shift when they would otherwise arrive a round trip later.
//
//   <script type="application/json" id="app-shell">{"website":…,"siteConfig":…,"categories":…,"listing":…}</script>
//
// Every part is the API's own answer to an anonymous caller (never a logged-in user's prices), or
// null when that call failed; the storefront seeds its query cache with them.
import { z } from 'zod';

import { CategoriesResponse, PaginateItemsBody, PaginateItemsResponse } from './catalog.ts';
import { WebsiteResponse } from './content.ts';
import { SiteConfigResponse } from './site.ts';

/** The first listing of /products/{page}: the paginate request the page makes and its answer. */
export const ListingFirstData = z.object({
  body: PaginateItemsBody,
  response: PaginateItemsResponse,
});
export type ListingFirstData = z.infer<typeof ListingFirstData>;

export const ShellData = z.object({
  /** GET /api/content/website */
  website: WebsiteResponse.nullable(),
  /** GET /api/site/config */
  siteConfig: SiteConfigResponse.nullable(),
  /** GET /api/shopping/category/getCategories */
  categories: CategoriesResponse.nullable(),
  /** POST /api/shopping/item/paginate of a /products/{page} page; absent elsewhere. */
  listing: ListingFirstData.optional(),
});
export type ShellData = z.infer<typeof ShellData>;
