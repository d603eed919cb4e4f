// GET trackingData?trackingNumber= (service spec §7; storefront spec §2.1 /tracking/{trackingNumber}):
// one shipment of the session's account. An unknown number, or another account's, answers 404.
import { transactionsPaths } from '@medsupply/contract';
import type { TrackingData } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

export const trackingKeys = {
  all: ['tracking'] as const,
  shipment: (trackingNumber: string) => [...trackingKeys.all, 'shipment', trackingNumber] as const,
  recent: () => [...trackingKeys.all, 'recent'] as const,
};

export function getTrackingData(trackingNumber: string, signal?: AbortSignal): Promise<TrackingData> {
  return call('GET', transactionsPaths.trackingData, { query: { trackingNumber }, signal });
}

export const trackingDataQueryOptions = (trackingNumber: string) =>
  queryOptions({
    queryKey: trackingKeys.shipment(trackingNumber),
    queryFn: ({ signal }) => getTrackingData(trackingNumber, signal),
  });

export function useTrackingData(trackingNumber: string, enabled: boolean) {
  return useQuery({ ...trackingDataQueryOptions(trackingNumber), enabled });
}

/** GET recentFulfillments (service spec §7): the dashboard's latest shipments of the account. */
export function useRecentFulfillments() {
  return useQuery({
    queryKey: trackingKeys.recent(),
    queryFn: ({ signal }) => call('GET', transactionsPaths.recentFulfillments, { query: {}, signal }),
  });
}
