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
  EstimatesResponse,
} from '@medsupply/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

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

const group = (kind: EstimateKind) => (kind === 'estimate' ? estimatesPaths : quotesPaths);

export const estimatesQueryOptions = (kind: EstimateKind, query: EstimateListQuery) =>
  queryOptions({
    queryKey: estimateKeys.list(kind, query),
    queryFn: ({ signal }) =>
      api.get<EstimatesResponse>(group(kind).paginate, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export function useEstimates(kind: EstimateKind, query: EstimateListQuery) {
  return useQuery(estimatesQueryOptions(kind, query));
}

export function estimatePath(kind: EstimateKind, id: number): string {
  return group(kind).byId.replace(':id', String(id));
}

export const estimateDetailsQueryOptions = (kind: EstimateKind, id: number) =>
  queryOptions({
    queryKey: estimateKeys.detail(kind, id),
    queryFn: ({ signal }) => api.get<EstimateDetails>(estimatePath(kind, id), { signal }),
  });

export function useEstimateDetails(kind: EstimateKind, id: number) {
  return useQuery(estimateDetailsQueryOptions(kind, id));
}

export function createEstimate(kind: EstimateKind, body: CreateEstimateRequest): Promise<EstimateDetails> {
  return api.post<EstimateDetails>(group(kind).create, body);
}

export function useCreateEstimate(kind: EstimateKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEstimateRequest) => createEstimate(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estimateKeys.all }),
  });
}

export function convertEstimateToCart(id: number): Promise<ConvertEstimateResponse> {
  return api.post<ConvertEstimateResponse>(estimatesPaths.convertToCart, { id });
}

export function useConvertEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertEstimateToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estimateKeys.all }),
  });
}
