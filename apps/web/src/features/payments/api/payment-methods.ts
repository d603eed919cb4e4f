// The payment-method calls (service spec §7 "Payments, payment methods"; issue 18 point 7): the
// account's saved cards and bank accounts, the types the store takes, save (a hosted-fields token),
// make default, delete.
import { paymentMethodPaths } from '@medsupply/contract';
import type { UpsertPaymentMethodRequest } from '@medsupply/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

export const paymentMethodKeys = {
  all: ['payment-methods'] as const,
  list: () => [...paymentMethodKeys.all, 'list'] as const,
  types: () => [...paymentMethodKeys.all, 'types'] as const,
};

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: paymentMethodKeys.list(),
    queryFn: ({ signal }) => call('GET', paymentMethodPaths.getAll, { signal }),
  });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}

export function usePaymentMethodTypes() {
  return useQuery({
    queryKey: paymentMethodKeys.types(),
    queryFn: ({ signal }) => call('GET', paymentMethodPaths.getTypes, { signal }),
    staleTime: 60 * 60_000,
  });
}

export function useUpsertPaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: UpsertPaymentMethodRequest) =>
      call('POST', paymentMethodPaths.upsert, { body: request }),
    onSettled: () => client.invalidateQueries({ queryKey: paymentMethodKeys.all }),
  });
}

export function useDeletePaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('POST', paymentMethodPaths.delete, { body: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: paymentMethodKeys.all }),
  });
}

/** 'Visa ending in 4242 · expires 04/2028'. */
export function methodLabel(method: { typeName: string; last4: string }): string {
  return `${method.typeName} ending in ${method.last4}`;
}
