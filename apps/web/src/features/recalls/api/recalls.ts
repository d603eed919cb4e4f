// The clinic's recalls (issue 34 point 2, ADR 0050): its own recalls, its acknowledgment, the
// notice PDF (fetched with the bearer token, saved under its name), and the recalls behind the
// banners of the product page and of order details.
import { recallsPaths } from '@medsupply/contract';
import type { AcknowledgeRecallBody } from '@medsupply/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiFile, call } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';

export const recallKeys = {
  all: ['recalls'] as const,
  list: () => [...recallKeys.all, 'list'] as const,
  item: (itemId: number) => [...recallKeys.all, 'item', itemId] as const,
  order: (salesOrderId: number) => [...recallKeys.all, 'order', salesOrderId] as const,
};

export const accountRecallsQueryOptions = () => endpointQuery(recallKeys.list(), 'GET', recallsPaths.list);

export function useAccountRecalls() {
  return useQuery(accountRecallsQueryOptions());
}

export function useItemRecalls(itemId: number) {
  return useQuery(endpointQuery(recallKeys.item(itemId), 'GET', recallsPaths.forItem, { query: { itemId } }));
}

export function useOrderRecalls(salesOrderId: number) {
  return useQuery(
    endpointQuery(recallKeys.order(salesOrderId), 'GET', recallsPaths.forOrder, { query: { salesOrderId } }),
  );
}

export function useAcknowledgeRecall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AcknowledgeRecallBody) => call('POST', recallsPaths.acknowledge, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: recallKeys.list() }),
  });
}

/**
 * The recall's notice PDF, served only to an account it reached, saved under its name. The saver
 * is loaded on the press: the product page's banner offers it, and the page's first JavaScript is
 * at its budget.
 */
export async function downloadRecallNotice(id: number, fileName: string): Promise<void> {
  const { saveFile } = await import('@/lib/files');
  return saveFile(
    apiFile(recallsPaths.notice, { query: { id }, accept: 'application/pdf', fallbackName: fileName }),
    'The notice could not be opened. Please try again.',
  );
}
