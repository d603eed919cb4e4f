// The store's settings in the back office (issue 34): the dating threshold under which the product
// page warns of short dating (GET/PUT /api/admin/settings/lots; area settings).
import { adminPaths } from '@medsupply/contract';
import type { LotSettings } from '@medsupply/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '../lib/admin-api';

export const settingsKeys = {
  all: ['admin', 'settings'] as const,
  lots: ['admin', 'settings', 'lots'] as const,
};

export function useLotSettings() {
  return useQuery({
    queryKey: settingsKeys.lots,
    queryFn: ({ signal }) => adminCall('GET', adminPaths.lotSettings, { signal }),
  });
}

export function useSaveLotSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LotSettings) => adminCall('PUT', adminPaths.lotSettings, { body }),
    onSuccess: (saved) => client.setQueryData(settingsKeys.lots, saved),
  });
}
