// storefront spec §2.9 and §5: a search strips all markup, ignores a blank term and goes to
// /products/1 with the search query. The stripping rule itself lives in @medsupply/domain so the
// API applies the very same one.
export { sanitizeSearchText } from '@medsupply/domain';
export type { SanitizedSearchText } from '@medsupply/domain';

/** storefront spec §2.9: a search goes to /products/1 with the search query. */
export function searchResultsPath(term: string): string {
  return `/products/1?${new URLSearchParams({ search: term }).toString()}`;
}
