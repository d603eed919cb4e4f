// Holding a page's code back, as a slow link does (issue 31 point 4, ADR 0045): the server's markup
// is on screen and can be pressed while the JavaScript that answers it has not arrived. A journey
// opens the page without waiting for the app, presses at once, then lets the code through.
import type { Page, Route } from 'playwright-core';

/** Every script the storefront serves: the framework's entry, the route modules, lazy chunks. */
export const ALL_SCRIPTS = /\/assets\/[^/?]+\.js(\?.*)?$/;

export interface HeldCode {
  /** How many requests were held so far. */
  held: () => number;
  /** Lets the held requests and every later one through. */
  release: () => Promise<void>;
}

/** Holds every request matching `pattern` (routing also bypasses the browser's cache) until release. */
export async function holdCode(page: Page, pattern: RegExp = ALL_SCRIPTS): Promise<HeldCode> {
  const waiting: Route[] = [];
  let count = 0;
  let released = false;
  const handler = async (route: Route) => {
    count += 1;
    if (released) await route.continue();
    else waiting.push(route);
  };
  await page.route(pattern, handler);
  return {
    held: () => count,
    release: async () => {
      released = true;
      // A request the page has given up on meanwhile (it went elsewhere) cannot be continued.
      await Promise.all(waiting.splice(0).map((route) => route.continue().catch(() => undefined)));
      await page.unroute(pattern, handler);
    },
  };
}

/**
 * Opens `url` and returns as soon as the document has started to arrive: page.goto of
 * launchBrowser waits for the app to be ready, which it cannot be while its code is held.
 */
export async function openWithoutWaiting(page: Page, url: string): Promise<void> {
  const unwrapped = (Object.getPrototypeOf(page) as Page).goto.bind(page);
  await unwrapped(url, { waitUntil: 'commit' });
}

/** Whether the app has hydrated the document (root.tsx marks <html data-app-ready>). */
export function appReady(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'));
}

export async function waitForApp(page: Page): Promise<void> {
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
}
