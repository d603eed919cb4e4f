// The header's notifications bell (storefront spec §2.4, §2.8), shown to logged-in users, with the
// count of unread notifications. The list is primed by the root loader and asked for again each
// time the path changes (storefront spec §7); the popover's code loads on intent or first click.
import { Bell } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import { CountBadge } from '@/components/ui/badge';
import { iconButtonStyles } from '@/components/ui/icon-button';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

import { unreadCount, useUserNotifications } from '../api/get-user-notifications';
import { NOTIFICATIONS_LABEL, notificationsLabel } from '../notifications-label';

const NotificationsPopover = lazyWithPreload<object>(() => import('./notifications-popover'));

/** Refetches the notifications when the path changes, not on the first render (primed). */
function useNotificationsOnPathChange() {
  const notifications = useUserNotifications();
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const { refetch } = notifications;
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    void refetch();
  }, [pathname, refetch]);
  return notifications;
}

export function NotificationsBell() {
  const [activated, setActivated] = useState(false);
  const notifications = useNotificationsOnPathChange();
  const count = unreadCount(notifications.data);
  const placeholder = (
    <button
      type="button"
      aria-label={notificationsLabel(count)}
      title={NOTIFICATIONS_LABEL}
      aria-haspopup="dialog"
      aria-expanded={false}
      className={iconButtonStyles()}
      onPointerEnter={() => void NotificationsPopover.preload()}
      onFocus={() => void NotificationsPopover.preload()}
      onClick={() => setActivated(true)}
    >
      <Bell aria-hidden="true" />
      <CountBadge count={count} />
    </button>
  );
  if (!activated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationsPopover />
    </Suspense>
  );
}
