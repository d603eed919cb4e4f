// The category tree for the PRODUCTS menu (GET /api/shopping/category/getCategories).
// storefront spec §3: Category is id, name, urlComponent, imageUrl, isParent, children, three levels.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, api } from '@/lib/api-client';

export const GET_CATEGORIES_PATH = '/api/shopping/category/getCategories';

export interface Category {
  id: number | string;
  name: string;
  urlComponent: string | null;
  imageUrl: string | null;
  children: Category[];
}

// The contract does not describe this response yet (the catalogue issue adds it). Until then the
// menu reads it defensively: an array of categories, or an object holding one under a common key,
// and it keeps any entry that has a name and an id or urlComponent.
function readCategory(value: unknown, depth: number): Category | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const name = typeof record.name === 'string' ? record.name.trim() : '';
  const id = typeof record.id === 'number' || typeof record.id === 'string' ? record.id : null;
  const urlComponent =
    typeof record.urlComponent === 'string' && record.urlComponent ? record.urlComponent : null;
  if (!name || (id === null && urlComponent === null)) return null;
  return {
    id: id ?? (urlComponent as string),
    name,
    urlComponent,
    imageUrl: typeof record.imageUrl === 'string' ? record.imageUrl : null,
    children: depth < 3 ? readCategoryList(record.children, depth + 1) : [],
  };
}

function readCategoryList(value: unknown, depth: number): Category[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry) => readCategory(entry, depth)).filter((entry) => entry !== null);
}

export const CategoriesResponse = {
  parse(data: unknown): Category[] {
    if (Array.isArray(data)) return readCategoryList(data, 1);
    if (typeof data === 'object' && data !== null) {
      for (const key of ['categories', 'results', 'data'] as const) {
        const list = (data as Record<string, unknown>)[key];
        if (Array.isArray(list)) return readCategoryList(list, 1);
      }
    }
    return [];
  },
};

/** storefront spec §2.4: each category links to /category/{urlComponent or id}. */
export function categoryPath(category: Pick<Category, 'id' | 'urlComponent'>): string {
  return `/category/${encodeURIComponent(category.urlComponent ?? String(category.id))}`;
}

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  try {
    return await api.get(GET_CATEGORIES_PATH, { schema: CategoriesResponse, signal, skipAuthRedirect: true });
  } catch (error) {
    // Until the catalogue serves this route the menu is simply empty rather than broken.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const categoryKeys = {
  all: ['categories'] as const,
  tree: () => [...categoryKeys.all, 'tree'] as const,
};

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.tree(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60 * 1000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
