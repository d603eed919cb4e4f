// The category tree for the PRODUCTS menu and the home page (GET /api/shopping/category/getCategories).
// storefront spec §3: Category is id, name, urlComponent, imageUrl, isParent, children, three levels.
import { catalogPaths } from '@medsupply/contract';
import type { CategoriesResponse, CategoryNode } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';
import { isNotFound } from '@/lib/refusal';

export type { CategoryNode };

/** storefront spec §2.4: each category links to /category/{urlComponent or id}. */
export function categoryPath(category: Pick<CategoryNode, 'id' | 'urlComponent'>): string {
  return `/category/${encodeURIComponent(category.urlComponent || String(category.id))}`;
}

export async function getCategories(signal?: AbortSignal): Promise<CategoriesResponse> {
  try {
    // Browsing needs no login: a stale token must not bounce a visitor to /login from the menu.
    return await call('GET', catalogPaths.getCategories, { signal, skipAuthRedirect: true });
  } catch (error) {
    // A store without a catalogue yet (route not served) shows an empty menu rather than an error.
    if (isNotFound(error)) return [];
    throw error;
  }
}

export const categoryKeys = {
  all: ['categories'] as const,
  tree: () => [...categoryKeys.all, 'tree'] as const,
};

/** The tree changes when the catalogue is edited, not during a visit. */
export const CATEGORIES_STALE_TIME = 10 * 60 * 1000;

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.tree(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: CATEGORIES_STALE_TIME,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
