// GET /api/informational/getcovidlist (service spec §7; issue 19 point 7): the content-managed list
// of items the store keeps for infection control, as product cards (prices as the caller may see).
import { supportPaths } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

export const covidListKey = ['support', 'covid-list'] as const;

export const covidListQueryOptions = () =>
  queryOptions({
    queryKey: covidListKey,
    queryFn: ({ signal }) => call('GET', supportPaths.getcovidlist, { signal, skipAuthRedirect: true }),
  });

export function useCovidList() {
  return useQuery(covidListQueryOptions());
}
