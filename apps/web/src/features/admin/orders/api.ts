// The order desk's calls (ADR 0027): the queue, an order, shipping a fulfilment, marking it delivered.
import { ADMIN_ORDER_FILTERS, adminPaths } from '@medsupply/contract';
import type { ShipOrderBody } from '@medsupply/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { saveFile } from '@/lib/files';

import { adminCall, adminFile, adminPath } from '../lib/admin-api';
import { knownFilter } from '../lib/known-filter';

export const orderDeskKeys = {
  all: ['admin', 'orders'] as const,
  queue: (filters: Record<string, string | number | undefined>) =>
    ['admin', 'orders', 'queue', filters] as const,
  order: (id: number) => ['admin', 'orders', 'order', id] as const,
};

export interface QueueParams {
  status: string;
  q?: string;
  accountId?: number;
  page: number;
}

export function useOrderQueue(params: QueueParams) {
  const query = {
    status: knownFilter(params.status, ADMIN_ORDER_FILTERS),
    q: params.q,
    accountId: params.accountId,
    page: params.page,
    limit: 25,
  };
  return useQuery({
    queryKey: orderDeskKeys.queue(query),
    queryFn: ({ signal }) => adminCall('GET', adminPaths.orders, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(id: number) {
  return useQuery({
    queryKey: orderDeskKeys.order(id),
    queryFn: ({ signal }) => adminCall('GET', adminPaths.order, { params: { id }, signal }),
  });
}

export function useShipOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ShipOrderBody; idempotencyKey: string }) =>
      adminCall('POST', adminPaths.shipOrder, { params: { id }, body, idempotencyKey }),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderDeskKeys.order(id), answer.order);
      void queryClient.invalidateQueries({ queryKey: orderDeskKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}

export function useDeliverFulfillment(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fulfillmentId: number) =>
      adminCall('POST', adminPaths.deliverFulfillment, { params: { id: fulfillmentId }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderDeskKeys.order(orderId) }),
  });
}

/** A fulfillment's packing slip (PDF, issue 34): its lines with the lot and expiry of each. */
export const downloadPackingSlip = (fulfillmentId: number, tranId: string) =>
  saveFile(
    adminFile(adminPath(adminPaths.packingSlip, { id: fulfillmentId }), {
      accept: 'application/pdf',
      fallbackName: `packing-slip-${tranId}.pdf`,
    }),
    'The packing slip could not be downloaded. Try again.',
  );
