// Launches Debian's Chromium for browser journeys, exactly as ARCHITECTURE §10 says: never
// `playwright install`; /usr/bin/chromium with a throw-away profile directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';

import { CHROMIUM_ARGS } from './chromium-args';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
  // storefront spec §9: tablet is 768–991 px.
  tablet: { width: 768, height: 1024 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

export interface LaunchedBrowser {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

export async function launchBrowser(
  viewport: ViewportName = 'desktop',
  options: { javaScript?: boolean } = {},
): Promise<LaunchedBrowser> {
  const profileDir = mkdtempSync(join(tmpdir(), 'medsupply-e2e-'));
  const mobile = viewport !== 'desktop';
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: mobile ? 2 : 1,
    isMobile: mobile,
    hasTouch: mobile,
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  // Without JavaScript there is no app to wait for: the page is the server's markup alone.
  if (options.javaScript !== false) waitForAppOnLoad(page);
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/**
 * Public pages arrive rendered by the server (ADR 0012) and their buttons answer once the app has
 * loaded and taken the markup over. A journey acts like a buyer who waits for the page, so goto and
 * reload on the store return when the app marks <html data-app-ready>.
 */
function waitForAppOnLoad(page: Page): void {
  const ready = () => page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // Another site (the procurement page of the punchout journeys) has no app to wait for.
  const store = process.env['E2E_BASE_URL'] ?? '';
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (args[0].startsWith(store)) await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}
