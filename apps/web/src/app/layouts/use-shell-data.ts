// The data every layout's chrome needs: site config, and the category tree mapped for the header's
// menus once the buyer reaches for one.
import { useQuery, useQueryClient } from '@tanstack/react-query';

import {
  CATEGORIES_STALE_TIME,
  categoriesQueryOptions,
  categoryKeys,
  categoryPath,
} from '@/features/catalog/api/get-categories';
import type { CategoryNode } from '@/features/catalog/api/get-categories';
import type { NavCategory } from '@/features/layout/constants';
import { useSiteConfig } from '@/features/site/api/get-site-config';

function toNavCategories(categories: CategoryNode[]): NavCategory[] {
  return categories.map((category) => ({
    id: String(category.id),
    name: category.name,
    href: categoryPath(category),
    children: toNavCategories(category.children),
  }));
}

export function useShellData() {
  const siteConfig = useSiteConfig();
  return { siteConfig: siteConfig.data, siteConfigFailed: siteConfig.isError };
}

/**
 * The PRODUCTS menu's and the mobile menu's categories (issue 15). The header shows them only in
 * menus a click opens, so the document does not carry the tree (30 KB): it is asked for when the
 * buyer reaches for a menu (`wanted`: a pointer over it, focus, a tap). Kept under a key of its own,
 * so the header never holds the tree's entry a page primes for its own render (the listing's).
 */
export function useNavCategories(wanted: boolean): { categories: NavCategory[]; loading: boolean } {
  const queryClient = useQueryClient();
  const nav = useQuery({
    queryKey: [...categoryKeys.all, 'nav'],
    queryFn: async () =>
      toNavCategories(
        await queryClient.query({ ...categoriesQueryOptions(), staleTime: CATEGORIES_STALE_TIME }),
      ),
    staleTime: CATEGORIES_STALE_TIME,
    enabled: wanted,
  });
  return { categories: nav.data ?? [], loading: nav.isPending };
}
