// The account parts of the header, composed here because they join two features: the bell
// (features/account) shows only for a logged-in user (features/auth).
import { NotificationsBell } from '@/features/account/components/notifications-bell';
import { useIsLoggedIn } from '@/lib/use-is-logged-in';

export function HeaderNotifications() {
  const loggedIn = useIsLoggedIn();
  return loggedIn ? <NotificationsBell /> : null;
}
