// The addresses page's calls (service spec §7 addresses getAll/upsert/delete; issue 19 point 3):
// the account's addresses with their licences, add or edit one, delete one (refused while open
// orders or subscriptions use it), add or renew a licence with its document, and the Rx levels a
// licence may cover.
import { paths } from '@medsupply/contract';
import type {
  AddressResponse,
  AddressesResponse,
  LicenceResponse,
  SellableControlledSubstancesResponse,
  UpsertAddressBody,
  UpsertLicenceBody,
} from '@medsupply/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { companyKeys } from './keys';

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.addresses(),
    queryFn: ({ signal }) => api.get<AddressesResponse>(paths.address.getAll, { signal }),
  });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}

export function useRxLevels() {
  return useQuery({
    queryKey: [...companyKeys.all, 'rx-levels'],
    queryFn: ({ signal }) =>
      api.get<SellableControlledSubstancesResponse>(paths.catalog.getSellableControlledSubstances, {
        signal,
      }),
    staleTime: Infinity,
  });
}

function useRefreshAddresses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companyKeys.addresses() });
}

export function useUpsertAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({
    mutationFn: (body: UpsertAddressBody) => api.post<AddressResponse>(paths.address.upsert, body),
    onSuccess: refresh,
  });
}

export function useDeleteAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({
    mutationFn: (id: number) => api.post<{ deleted: true }>(paths.address.delete, { id }),
    onSuccess: refresh,
  });
}

export function useUpsertLicence() {
  const refresh = useRefreshAddresses();
  return useMutation({
    mutationFn: (body: UpsertLicenceBody) => api.post<LicenceResponse>(paths.address.upsertLicence, body),
    onSuccess: refresh,
  });
}
