// The Credit Memos calls (service spec §7 "Account and transactions"; issue 18 point 5): the
// account's memos 10 a page (open: with a remaining balance, or all), one memo with where it was
// applied, and its PDF. Gated by hasCreditMemoAccess.
import { transactionPaths } from '@medsupply/contract';
import type { GeneratePdfResponse } from '@medsupply/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

export type CreditMemoStatus = 'open' | 'all';

export const creditMemoKeys = {
  all: ['credit-memos'] as const,
  list: (query: { page: number; 'status.value': CreditMemoStatus }) =>
    [...creditMemoKeys.all, 'list', query] as const,
  detail: (id: number) => [...creditMemoKeys.all, 'detail', id] as const,
};

export const creditMemoQuery = (page: number, status: CreditMemoStatus) => ({ page, 'status.value': status });

export const creditMemosQueryOptions = (page: number, status: CreditMemoStatus) => {
  const query = creditMemoQuery(page, status);
  return queryOptions({
    queryKey: creditMemoKeys.list(query),
    queryFn: ({ signal }) => call('GET', transactionPaths.creditMemosPaginate, { query, signal }),
    placeholderData: keepPreviousData,
  });
};

export function useCreditMemos(page: number, status: CreditMemoStatus) {
  return useQuery(creditMemosQueryOptions(page, status));
}

export function useCreditMemo(id: number) {
  return useQuery({
    queryKey: creditMemoKeys.detail(id),
    queryFn: ({ signal }) => call('GET', transactionPaths.creditMemosById, { query: { id }, signal }),
  });
}

export function creditMemoPdf(id: number): Promise<GeneratePdfResponse> {
  return call('POST', transactionPaths.generatePDF, { body: [{ type: 'creditMemo', transactionId: id }] });
}
