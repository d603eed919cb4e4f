// The order desk's inventory calls: items with their stock, one item's waiting lines, receiving stock.
import { adminPaths } from '@medsupply/contract';
import type { ReceiveStockBody } from '@medsupply/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '../lib/admin-api';

export const inventoryKeys = {
  all: ['admin', 'inventory'] as const,
  items: (query: Record<string, string | number | undefined>) =>
    ['admin', 'inventory', 'items', query] as const,
  item: (id: number) => ['admin', 'inventory', 'item', id] as const,
};

export function useAdminItems(params: { q?: string; backordered?: boolean; page: number }) {
  const query = {
    q: params.q,
    backordered: params.backordered ? ('true' as const) : undefined,
    page: params.page,
    limit: 25,
  };
  return useQuery({
    queryKey: inventoryKeys.items(query),
    queryFn: ({ signal }) => adminCall('GET', adminPaths.inventoryItems, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminItem(id: number) {
  return useQuery({
    queryKey: inventoryKeys.item(id),
    queryFn: ({ signal }) => adminCall('GET', adminPaths.inventoryItem, { params: { id }, signal }),
  });
}

export function useReceiveStock(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ReceiveStockBody; idempotencyKey: string }) =>
      adminCall('POST', adminPaths.receiveStock, { params: { id }, body, idempotencyKey }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
}
