// The bell's popover (storefront spec §2.8): loading, empty or a list. Until the notifications
// issue adds their call, it shows the spec's empty view.
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';

import { iconButtonStyles } from '@/components/ui/icon-button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

import { NOTIFICATIONS_LABEL, NO_NOTIFICATIONS } from '../constants';

export default function NotificationsPopover() {
  const [open, setOpen] = useState(true);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={NOTIFICATIONS_LABEL}
        title={NOTIFICATIONS_LABEL}
        className={iconButtonStyles()}
      >
        <Bell aria-hidden="true" />
      </PopoverTrigger>
      <PopoverContent aria-label={NOTIFICATIONS_LABEL}>
        <p className="text-base font-semibold text-navy-900">{NOTIFICATIONS_LABEL}</p>
        <div className="mt-4 flex flex-col items-center rounded-lg bg-slate-50 px-4 py-6 text-center">
          <BellOff className="size-6 text-slate-500" aria-hidden="true" />
          <p className="mt-2 text-sm font-medium text-slate-700">{NO_NOTIFICATIONS}</p>
        </div>
      </PopoverContent>
    </Popover>
  );
}
