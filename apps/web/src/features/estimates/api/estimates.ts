// Estimates and quotes (issue 21 point 3; service spec §7 generic paginate, GET /api{route}/{id},
// POST create; ADR 0026): the account's estimates or quotes 10 a page, one with its lines, the cart
// saved as an estimate or sent as a quote request, and an open, unexpired one converted into the
// cart at its prices. The cart each write answers is handed to the route, which owns the cart cache.
import { estimatesPaths, quotesPaths } from '@medsupply/contract';
import type {
  ConvertEstimateResponse,
  CreateEstimateRequest,
  EstimateDetails,
  EstimateStatus,
} from '@medsupply/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';

export type EstimateKind = 'estimate' | 'quote';

export interface EstimateListQuery {
  page: number;
  status?: EstimateStatus;
}

export const estimateKeys = {
  all: ['estimates'] as const,
  list: (kind: EstimateKind, query: EstimateListQuery) => [...estimateKeys.all, kind, 'list', query] as const,
  detail: (kind: EstimateKind, id: number) => [...estimateKeys.all, kind, 'detail', id] as const,
};

export const estimatesQueryOptions = (kind: EstimateKind, query: EstimateListQuery) => ({
  ...(kind === 'estimate'
    ? endpointQuery(estimateKeys.list(kind, query), 'GET', estimatesPaths.paginate, { query })
    : endpointQuery(estimateKeys.list(kind, query), 'GET', quotesPaths.paginate, { query })),
  placeholderData: keepPreviousData,
});

export function useEstimates(kind: EstimateKind, query: EstimateListQuery) {
  return useQuery(estimatesQueryOptions(kind, query));
}

export const estimateDetailsQueryOptions = (kind: EstimateKind, id: number) =>
  kind === 'estimate'
    ? endpointQuery(estimateKeys.detail(kind, id), 'GET', estimatesPaths.byId, { params: { id } })
    : endpointQuery(estimateKeys.detail(kind, id), 'GET', quotesPaths.byId, { params: { id } });

export function useEstimateDetails(kind: EstimateKind, id: number) {
  return useQuery(estimateDetailsQueryOptions(kind, id));
}

export function createEstimate(kind: EstimateKind, body: CreateEstimateRequest): Promise<EstimateDetails> {
  return kind === 'estimate'
    ? call('POST', estimatesPaths.create, { body })
    : call('POST', quotesPaths.create, { body });
}

export function useCreateEstimate(kind: EstimateKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEstimateRequest) => createEstimate(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estimateKeys.all }),
  });
}

export function convertEstimateToCart(id: number): Promise<ConvertEstimateResponse> {
  return call('POST', estimatesPaths.convertToCart, { body: { id } });
}

export function useConvertEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertEstimateToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estimateKeys.all }),
  });
}
