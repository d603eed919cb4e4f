// Quick order (issue 21 point 2; ADR 0026): GET quickOrderProducts?search= for a row's suggestions
// (the account's recent items first), POST quickorder/check (each row checked with the buy rule,
// nothing changes) and POST quickorder/addToCart (every valid row added in one transaction).
import { purchasingPaths, transactionsPaths } from '@medsupply/contract';
import type { QuickOrderAddResponse, QuickOrderCheckResponse, QuickOrderRowInput } from '@medsupply/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { purchasingKeys } from './keys';

export function getQuickOrderProducts(search: string, signal?: AbortSignal) {
  return call('GET', transactionsPaths.quickOrderProducts, { query: { search }, signal });
}

export function useQuickOrderProducts(search: string, enabled: boolean) {
  return useQuery({
    queryKey: purchasingKeys.suggestions(search),
    queryFn: ({ signal }) => getQuickOrderProducts(search, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function checkQuickOrder(rows: QuickOrderRowInput[]): Promise<QuickOrderCheckResponse> {
  return call('POST', purchasingPaths.quickOrderCheck, { body: { rows } });
}

export function addQuickOrderToCart(rows: QuickOrderRowInput[]): Promise<QuickOrderAddResponse> {
  return call('POST', purchasingPaths.quickOrderAddToCart, { body: { rows } });
}

export function useCheckQuickOrder() {
  return useMutation({ mutationFn: checkQuickOrder });
}

export function useAddQuickOrderToCart() {
  return useMutation({ mutationFn: addQuickOrderToCart });
}
