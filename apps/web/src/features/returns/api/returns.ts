// The returns calls (issue 34 point 3, ADR 0051): the account's returns, what an order's lines may
// still send back, a request (one Idempotency-Key per submission: a retry makes one return), and an
// authorized return's label PDF, fetched with the bearer token and saved under its RMA number.
import { returnPaths } from '@medsupply/contract';
import type { ReturnRequestBody } from '@medsupply/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiFile, call } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';
import { saveFile } from '@/lib/files';

export const returnKeys = {
  all: ['returns'] as const,
  list: () => [...returnKeys.all, 'list'] as const,
  returnable: (salesOrderId: number) => [...returnKeys.all, 'returnable', salesOrderId] as const,
};

export const returnsQueryOptions = () => endpointQuery(returnKeys.list(), 'GET', returnPaths.list);

export function useReturns() {
  return useQuery(returnsQueryOptions());
}

export function useReturnable(salesOrderId: number, enabled: boolean) {
  return useQuery({
    ...endpointQuery(returnKeys.returnable(salesOrderId), 'GET', returnPaths.returnable, {
      query: { salesOrderId },
    }),
    enabled,
  });
}

export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ReturnRequestBody; idempotencyKey: string }) =>
      call('POST', returnPaths.request, { body, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });
}

/** Saves an authorized return's label (PDF) under its RMA number. */
export function downloadReturnLabel(id: number, fileName: string): Promise<void> {
  return saveFile(
    apiFile(returnPaths.label, { query: { id }, accept: 'application/pdf', fallbackName: fileName }),
    'The return label could not be opened. Please try again.',
  );
}

/** A file the buyer picked, as the request carries it: its name and its bytes in base64. */
export async function photoUpload(file: File): Promise<{ fileName: string; data: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return { fileName: file.name, data: btoa(binary) };
}
