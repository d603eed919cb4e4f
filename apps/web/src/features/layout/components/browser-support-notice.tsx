// The browser-support dialog for old Internet Explorer (storefront spec §2.4). Loaded only when
// shouldShowBrowserNotice() says so; closing it snoozes it for 3 days.
import { useState } from 'react';

import { buttonStyles } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

import { BROWSER_NOTICE, snoozeBrowserNotice } from '../browser-support';

export default function BrowserSupportNotice() {
  const [open, setOpen] = useState(true);

  function dismiss() {
    snoozeBrowserNotice();
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : dismiss())}>
      <DialogContent title={BROWSER_NOTICE.title} description={BROWSER_NOTICE.body}>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={dismiss} className={buttonStyles({ variant: 'outline' })}>
            {BROWSER_NOTICE.snoozeLabel}
          </button>
          <a
            href={BROWSER_NOTICE.chromeUrl}
            target="_blank"
            rel="noreferrer"
            className={buttonStyles({ variant: 'primary' })}
          >
            {BROWSER_NOTICE.chromeLabel}
          </a>
        </div>
      </DialogContent>
    </Dialog>
  );
}
