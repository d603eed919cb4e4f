// Query keys of the catalogue feature: one root so a login or logout can refetch every catalogue
// answer (prices appear only for price-visible callers, service spec §6).
import type { PaginateItemsBody } from '@medsupply/contract';

export const catalogKeys = {
  all: ['catalog'] as const,
  item: (key: string) => [...catalogKeys.all, 'item', key] as const,
  dating: (itemId: number) => [...catalogKeys.all, 'dating', itemId] as const,
  alternatives: (key: string) => [...catalogKeys.all, 'alternatives', key] as const,
  correlated: (key: string) => [...catalogKeys.all, 'correlated', key] as const,
  category: (key: string) => [...catalogKeys.all, 'category', key] as const,
  listing: (body: PaginateItemsBody) => [...catalogKeys.all, 'listing', body] as const,
  topItems: () => [...catalogKeys.all, 'top-items'] as const,
};
