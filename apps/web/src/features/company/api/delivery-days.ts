// GET /api/myaccount/deliveryday/getAll (issue 19 point 6): each ship-to's delivery days, the
// order cut-off and the next delivery dates.
import { accountPaths } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { companyKeys } from './keys';

export const deliveryDaysQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.deliveryDays(),
    queryFn: ({ signal }) => call('GET', accountPaths.deliveryDays, { signal }),
  });

export function useDeliveryDays() {
  return useQuery(deliveryDaysQueryOptions());
}
