// Every route at every width (issue 31 acceptance): a sweep opens each page of a list at 320, 375,
// 768 and 1280 px, waits for its first heading and for the network to go quiet, and fails if the
// document or any box on it scrolls sideways, if a cell's text is wider than its box, on any
// serious or critical axe-core violation, or on a page or console error. One browser per width;
// the paths that need an id (an order, an invoice, a product) are found once, as a person would
// reach them, by the sweep's `discover`.
import { mkdirSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './browser';
import type { LaunchedBrowser, ViewportName } from './browser';
import { layoutProblems } from './layout';
import { axeViolations, baseUrl, watchErrors } from './page-checks';

export const SWEEP_WIDTHS: ReadonlyArray<{ width: number; height: number; emulate: ViewportName }> = [
  { width: 320, height: 640, emulate: 'mobile' },
  { width: 375, height: 812, emulate: 'mobile' },
  { width: 768, height: 1024, emulate: 'tablet' },
  { width: 1280, height: 800, emulate: 'desktop' },
];

export type Found = Record<string, string>;

export interface SweptRoute {
  /** The path, or how to build it from what `discover` found. */
  path: string | ((found: Found) => string | undefined);
  /** What the test is called when the path is built. */
  name?: string;
  /** The page's first heading when it is not the only h1 to wait for. */
  heading?: string | RegExp;
}

export interface Sweep {
  name: string;
  /** Signs in (or not) on the page; runs once per width. */
  signIn?: (page: Page) => Promise<void>;
  /** Finds the ids the routes need (once per width, after signing in). */
  discover?: (page: Page) => Promise<Found>;
  routes: SweptRoute[];
}

const SHOTS = '/tmp/shots/sweep';

/** The first href on `path` matching `selector`, or '' (for `discover`). */
export async function firstHref(page: Page, path: string, selector: string): Promise<string> {
  await page.goto(`${baseUrl}${path}`);
  const link = page.locator(selector).first();
  try {
    await link.waitFor({ state: 'attached', timeout: 15_000 });
  } catch {
    return '';
  }
  return (await link.getAttribute('href')) ?? '';
}

export function sweepRoutes(sweep: Sweep): void {
  for (const { width, height, emulate } of SWEEP_WIDTHS) {
    describe(`${sweep.name} at ${width} px`, () => {
      let browser: LaunchedBrowser;
      let page: Page;
      let errors: string[];
      let found: Found = {};

      beforeAll(async () => {
        mkdirSync(SHOTS, { recursive: true });
        browser = await launchBrowser(emulate);
        page = browser.page;
        await page.setViewportSize({ width, height });
        errors = watchErrors(page);
        await sweep.signIn?.(page);
        found = (await sweep.discover?.(page)) ?? {};
        errors.length = 0;
      }, 120_000);

      afterAll(async () => {
        await browser.close();
      });

      for (const route of sweep.routes) {
        const label = route.name ?? (typeof route.path === 'string' ? route.path : 'a found page');
        it(`${label}: nothing scrolls sideways, no clipped cell, no serious axe violation`, async () => {
          const path = typeof route.path === 'string' ? route.path : route.path(found);
          expect(path, `the sweep found what ${label} needs`).toBeTruthy();
          errors.length = 0;
          await page.goto(`${baseUrl}${path}`);
          const heading = route.heading
            ? page.getByRole('heading', { level: 1, name: route.heading })
            : page.locator('h1').first();
          await heading.waitFor();
          await page.waitForLoadState('networkidle');
          // Skeletons give way to content: the page is judged as the person reads it.
          await page
            .locator('[aria-busy="true"]')
            .first()
            .waitFor({ state: 'detached', timeout: 10_000 })
            .catch(() => undefined);

          const problems = await page.evaluate(layoutProblems);
          const violations = await axeViolations(page);
          if (problems.length > 0 || violations.length > 0) {
            const file = `${sweep.name}${(path ?? '').replace(/[^a-z0-9]+/gi, '-')}-${width}`.slice(0, 120);
            await page.screenshot({ path: `${SHOTS}/${file}.png`, fullPage: true });
          }
          expect({ path, layout: problems, axe: violations, errors }).toEqual({
            path,
            layout: [],
            axe: [],
            errors: [],
          });
        });
      }
    });
  }
}
