// GET getUserNotifications (service spec §7; storefront spec §2.8, §7): the signed-in user's newest
// notifications. The root loader primes them (the bell's count is in the server's HTML, so the
// header hydrates with the same count); the bell asks again each time the path changes.
import { transactionsPaths } from '@medsupply/contract';
import type { UserNotificationsResponse } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export function getUserNotifications(signal?: AbortSignal): Promise<UserNotificationsResponse> {
  return call('GET', transactionsPaths.getUserNotifications, { signal });
}

export const userNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getUserNotifications(signal),
  });

export function useUserNotifications() {
  return useQuery(userNotificationsQueryOptions());
}

export function unreadCount(notifications: UserNotificationsResponse | undefined): number {
  return notifications?.filter((n) => n.userNotificationStatus.unread).length ?? 0;
}
