// The data every layout's chrome needs: site config and the category tree, mapped for the header.
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
  return {
    siteConfig: siteConfig.data,
    siteConfigFailed: siteConfig.isError,
    categories: categories.data ? toNavCategories(categories.data) : [],
    categoriesLoading: categories.isPending,
  };
}
