// Launches Debian's Chromium for browser journeys, exactly as ARCHITECTURE §10 says: never
// `playwright install`; /usr/bin/chromium with a throw-away profile directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';

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

export async function launchBrowser(viewport: ViewportName = 'desktop'): Promise<LaunchedBrowser> {
  const profileDir = mkdtempSync(join(tmpdir(), 'medsupply-e2e-'));
  const mobile = viewport !== 'desktop';
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: mobile ? 2 : 1,
    isMobile: mobile,
    hasTouch: mobile,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}
