import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import {
  BROWSER_NOTICE_SNOOZE_KEY,
  BROWSER_NOTICE_SNOOZE_MS,
  isLegacyInternetExplorer,
  shouldShowBrowserNotice,
  snoozeBrowserNotice,
} from './browser-support';
import BrowserSupportNotice from './components/browser-support-notice';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)';
const IE9 = 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1)';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const EDGE = `${CHROME} Edg/140.0`;
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

describe('browser-support notice (storefront spec §2.4, §9)', () => {
  it('detects old Internet Explorer by MSIE or Trident in the user agent', () => {
    expect([IE11, IE10, IE9].map(isLegacyInternetExplorer)).toEqual([true, true, true]);
    expect([CHROME, EDGE, SAFARI_IOS].map(isLegacyInternetExplorer)).toEqual([false, false, false]);
  });

  it('is snoozed for 3 days', () => {
    const now = 1_800_000_000_000;
    expect(shouldShowBrowserNotice(IE11, now)).toBe(true);
    snoozeBrowserNotice(now);
    expect(window.localStorage.getItem(BROWSER_NOTICE_SNOOZE_KEY)).toBe(
      String(now + BROWSER_NOTICE_SNOOZE_MS),
    );
    expect(shouldShowBrowserNotice(IE11, now + BROWSER_NOTICE_SNOOZE_MS - 1)).toBe(false);
    expect(shouldShowBrowserNotice(IE11, now + BROWSER_NOTICE_SNOOZE_MS + 1)).toBe(true);
    expect(BROWSER_NOTICE_SNOOZE_MS).toBe(3 * 24 * 60 * 60 * 1000);
  });

  it('recommends Chrome, names Firefox, Edge and Safari on iOS, and snoozes when dismissed', async () => {
    const user = userEvent.setup();
    render(<BrowserSupportNotice />);
    const dialog = screen.getByRole('dialog', { name: 'Your browser is out of date' });
    expect(dialog.textContent).toMatch(/recommend Google Chrome/);
    expect(dialog.textContent).toMatch(/Firefox, Microsoft Edge and Safari on iOS/);
    expect(screen.getByRole('link', { name: 'Get Google Chrome' }).getAttribute('href')).toBe(
      'https://www.google.com/chrome/',
    );

    await user.click(screen.getByRole('button', { name: 'Remind me in 3 days' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(Number(window.localStorage.getItem(BROWSER_NOTICE_SNOOZE_KEY))).toBeGreaterThan(Date.now());
  });
});
