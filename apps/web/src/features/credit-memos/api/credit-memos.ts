// The Credit Memos calls (service spec §7 "Account and transactions"; issue 18 point 5): the
// account's memos 10 a page (open: with a remaining balance, or all), one memo with where it was
// applied, and its PDF. Gated by hasCreditMemoAccess.
import { transactionPaths } from '@medsupply/contract';
import type { GeneratePdfResponse } from '@medsupply/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';

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
  return {
    ...endpointQuery(creditMemoKeys.list(query), 'GET', transactionPaths.creditMemosPaginate, { query }),
    placeholderData: keepPreviousData,
  };
};

export function useCreditMemos(page: number, status: CreditMemoStatus) {
  return useQuery(creditMemosQueryOptions(page, status));
}

export function useCreditMemo(id: number) {
  return useQuery(
    endpointQuery(creditMemoKeys.detail(id), 'GET', transactionPaths.creditMemosById, { query: { id } }),
  );
}

export function creditMemoPdf(id: number): Promise<GeneratePdfResponse> {
  return call('POST', transactionPaths.generatePDF, { body: [{ type: 'creditMemo', transactionId: id }] });
}
