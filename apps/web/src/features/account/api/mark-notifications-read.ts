// POST markNotificationsAsRead (service spec §7, a POST per ADR 0026; storefront spec §4: opening
// the bell while unread notifications exist marks them read). The answer only counts rows, so the
// cached list is updated in place: the bell's count clears without another request.
import { transactionsPaths } from '@medsupply/contract';
import type { MarkNotificationsReadResponse, UserNotificationsResponse } from '@medsupply/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { notificationKeys } from './get-user-notifications';

export function markNotificationsAsRead(ids: number[]): Promise<MarkNotificationsReadResponse> {
  return call('POST', transactionsPaths.markNotificationsAsRead, { body: { ids } });
}

export function useMarkNotificationsAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsAsRead,
    onSuccess: (_answer, ids) => {
      const read = new Set(ids);
      queryClient.setQueryData<UserNotificationsResponse>(notificationKeys.list(), (list) =>
        list?.map((n) => (read.has(n.id) ? { ...n, userNotificationStatus: { unread: false } } : n)),
      );
    },
  });
}
