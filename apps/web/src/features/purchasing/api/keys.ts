// Query keys of the purchasing tools (issue 21): easy reorder, quick order's suggestions, open items.
import type { EasyReorderSource } from '@medsupply/contract';

export interface ReorderFilters {
  days: number;
  source: EasyReorderSource;
  page: number;
}

export const purchasingKeys = {
  all: ['purchasing'] as const,
  reorder: (filters: ReorderFilters) => [...purchasingKeys.all, 'reorder', filters] as const,
  suggestions: (search: string) => [...purchasingKeys.all, 'quick-order-products', search] as const,
  openItems: (page: number) => [...purchasingKeys.all, 'open-items', page] as const,
};
