// The addresses page's calls (service spec §7 addresses getAll/upsert/delete; issue 19 point 3):
// the account's addresses with their licences, add or edit one, delete one (refused while open
// orders or subscriptions use it), add or renew a licence with its document, and the Rx levels a
// licence may cover.
import { addressPaths, catalogPaths } from '@medsupply/contract';
import type { UpsertAddressBody, UpsertLicenceBody } from '@medsupply/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiFile, call } from '@/lib/api-client';
import { saveFile } from '@/lib/files';

import { companyKeys } from './keys';

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.addresses(),
    queryFn: ({ signal }) => call('GET', addressPaths.getAll, { signal }),
  });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}

export function useRxLevels() {
  return useQuery({
    queryKey: [...companyKeys.all, 'rx-levels'],
    queryFn: ({ signal }) =>
      call('GET', catalogPaths.getSellableControlledSubstances, {
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
    mutationFn: (body: UpsertAddressBody) => call('POST', addressPaths.upsert, { body }),
    onSuccess: refresh,
  });
}

export function useDeleteAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({
    mutationFn: (id: number) => call('POST', addressPaths.delete, { body: { id } }),
    onSuccess: refresh,
  });
}

export function useUpsertLicence() {
  const refresh = useRefreshAddresses();
  return useMutation({
    mutationFn: (body: UpsertLicenceBody) => call('POST', addressPaths.upsertLicence, { body }),
    onSuccess: refresh,
  });
}

/**
 * GET licence/document?id=: the uploaded document of one of the account's licences (served only to
 * the account, with the bearer token), saved under its uploaded name.
 */
export function downloadLicenceDocument(id: number, fileName: string): Promise<void> {
  return saveFile(
    apiFile(addressPaths.licenceDocument, { query: { id }, fallbackName: fileName }),
    'The document could not be opened. Please try again.',
  );
}
