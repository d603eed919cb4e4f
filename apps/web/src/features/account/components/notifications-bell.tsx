// The header's notifications bell (storefront spec §2.4, §2.8), shown to logged-in users. The
// notifications themselves arrive with their own issue; until then the popover's empty view
// ('No Notifications') is the truthful state, and nothing is requested from an API that does not
// exist yet. The popover loads on intent or on the first click.
import { Bell } from 'lucide-react';
import { Suspense, useState } from 'react';

import { iconButtonStyles } from '@/components/ui/icon-button';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

import { NOTIFICATIONS_LABEL } from '../constants';

const NotificationsPopover = lazyWithPreload<object>(() => import('./notifications-popover'));

export function NotificationsBell() {
  const [activated, setActivated] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-label={NOTIFICATIONS_LABEL}
      title={NOTIFICATIONS_LABEL}
      aria-haspopup="dialog"
      aria-expanded={false}
      className={iconButtonStyles()}
      onPointerEnter={() => void NotificationsPopover.preload()}
      onFocus={() => void NotificationsPopover.preload()}
      onClick={() => setActivated(true)}
    >
      <Bell aria-hidden="true" />
    </button>
  );
  if (!activated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationsPopover />
    </Suspense>
  );
}
