// storefront spec §2.4 and §9: old Internet Explorer gets a browser-support notice, snoozed for
// 3 days. public/legacy-browser.js repeats these rules in ES5 for IE itself, which cannot run this
// bundle; keep the key and the period the same in both.
import { readItem, writeItem } from '@/lib/storage';

export const BROWSER_NOTICE_SNOOZE_KEY = 'browserNoticeSnoozedUntil';
export const BROWSER_NOTICE_SNOOZE_MS = 3 * 24 * 60 * 60 * 1000;

/** MSIE is IE 10 and older; Trident/ is IE 11 (and Edge's IE mode). */
export function isLegacyInternetExplorer(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}

export function isBrowserNoticeSnoozed(now: number = Date.now()): boolean {
  const until = Number(readItem(BROWSER_NOTICE_SNOOZE_KEY));
  return Number.isFinite(until) && until > now;
}

export function snoozeBrowserNotice(now: number = Date.now()): void {
  writeItem(BROWSER_NOTICE_SNOOZE_KEY, String(now + BROWSER_NOTICE_SNOOZE_MS));
}

export function shouldShowBrowserNotice(userAgent: string, now: number = Date.now()): boolean {
  return isLegacyInternetExplorer(userAgent) && !isBrowserNoticeSnoozed(now);
}

export const BROWSER_NOTICE = {
  title: 'Your browser is out of date',
  body: 'Internet Explorer is no longer supported, so parts of this store may not work. For the best experience we recommend Google Chrome. Firefox, Microsoft Edge and Safari on iOS work well too.',
  chromeUrl: 'https://www.google.com/chrome/',
  chromeLabel: 'Get Google Chrome',
  snoozeLabel: 'Remind me in 3 days',
} as const;
