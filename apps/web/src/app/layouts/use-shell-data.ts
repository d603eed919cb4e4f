// The data every layout's chrome needs: site config and the category tree, mapped for the header.
import { useMemo } from 'react';

import { categoryPath, useCategories } from '@/features/catalog/api/get-categories';
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
  const categories = useCategories();
  // The whole tree, mapped once per answer rather than on every render of the header.
  const navCategories = useMemo(
    () => (categories.data ? toNavCategories(categories.data) : []),
    [categories.data],
  );
  return {
    siteConfig: siteConfig.data,
    siteConfigFailed: siteConfig.isError,
    categories: navCategories,
    categoriesLoading: categories.isPending,
  };
}
