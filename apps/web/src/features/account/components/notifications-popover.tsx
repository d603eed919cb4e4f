// The bell's popover (storefront spec §2.8): loading, empty ('No Notifications') or the list.
// Opening it while unread notifications exist marks them read (storefront spec §4); the ones that
// were unread when it opened stay marked 'New' until it closes.
import { Bell, BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';

import { CountBadge } from '@/components/ui/badge';
import { iconButtonStyles } from '@/components/ui/icon-button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';

import { unreadCount, useUserNotifications } from '../api/get-user-notifications';
import { useMarkNotificationsAsRead } from '../api/mark-notifications-read';
import { NOTIFICATIONS_LABEL, NO_NOTIFICATIONS, notificationsLabel } from '../constants';

import { NotificationEntry } from './notification-entry';

export default function NotificationsPopover() {
  const [open, setOpen] = useState(true);
  const notifications = useUserNotifications();
  const markRead = useMarkNotificationsAsRead();
  const { mutate, reset } = markRead;
  const list = notifications.data;
  // The ids marked read as it opened: they stay 'New' until it closes.
  const newIds = new Set(markRead.variables ?? []);

  useEffect(() => {
    if (!open || list === undefined) return;
    const unread = list.filter((n) => n.userNotificationStatus.unread).map((n) => n.id);
    if (unread.length > 0) mutate(unread);
  }, [open, list, mutate]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };
  const count = unreadCount(list);

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger
        aria-label={notificationsLabel(count)}
        title={NOTIFICATIONS_LABEL}
        className={iconButtonStyles()}
      >
        <Bell aria-hidden="true" />
        <CountBadge count={count} />
      </PopoverTrigger>
      <PopoverContent aria-label={NOTIFICATIONS_LABEL} className="w-96 p-3">
        <p className="px-2 pt-1 text-base font-semibold text-navy-900">{NOTIFICATIONS_LABEL}</p>
        {list === undefined ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading notifications" />
          </div>
        ) : list.length === 0 ? (
          <div className="mt-3 flex flex-col items-center rounded-lg bg-slate-50 px-4 py-6 text-center">
            <BellOff className="size-6 text-slate-500" aria-hidden="true" />
            <p className="mt-2 text-sm font-medium text-slate-700">{NO_NOTIFICATIONS}</p>
          </div>
        ) : (
          <ul className="mt-2 max-h-[min(28rem,70vh)] divide-y divide-slate-100 overflow-y-auto">
            {list.map((notification) => (
              <NotificationEntry
                key={notification.id}
                notification={notification}
                isNew={newIds.has(notification.id)}
                onFollow={() => onOpenChange(false)}
              />
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
