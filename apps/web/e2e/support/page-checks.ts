// What every browser journey shares: the store under test, and the two checks run on each page
// (no page or console errors, no serious or critical axe violations).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const baseUrl = process.env['E2E_BASE_URL'] ?? '';
if (!baseUrl)
  throw new Error('E2E_BASE_URL is not set: run the journeys through `npm test` or `npm run test:e2e`');

/**
 * Page errors and console errors are failures: a buyer's browser must stay clean. Chromium also
 * logs every non-2xx response as "Failed to load resource"; API answers are the API tests' concern
 * (a visitor's 401 is expected), so those lines are left out.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  // The page's address goes with each error, so a failure says which page raised it.
  page.on('pageerror', (error) => errors.push(`pageerror at ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console at ${page.url()}: ${message.text()}`);
    }
  });
  return errors;
}

/**
 * Axe measures colours as painted: a toast still fading in is half transparent and reads as low
 * contrast. The page is checked at rest, once every finite animation and transition has ended
 * (spinners loop forever and are left running; at most two seconds are waited).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    const settling = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished);
    await Promise.race([Promise.allSettled(settling), new Promise((done) => setTimeout(done, 2000))]);
  });
  // A toast stacked behind the front one has its content faded out by design (sonner shows it
  // when the stack is hovered open): it is not text anyone reads at rest. The front toast is checked.
  const result = await new AxeBuilder({ page })
    .exclude('[data-sonner-toast][data-front="false"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Closes the toasts (as a person would) before axe looks at the page: axe reads their text while
 * sonner fades a new toast in and the older ones of its stack out, and counts that as low contrast.
 * Their colours are checked where they are set (app/toaster.test.tsx). `awaiting`: how many toasts
 * the last press raises, waited for first.
 */
export async function dismissToasts(page: Page, awaiting = 0): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  // A toast the last press raises may show a moment after the page itself changed: wait for it.
  if (awaiting > 0) await toasts.nth(awaiting - 1).waitFor();
  for (let count = await toasts.count(); count > 0; count = await toasts.count()) {
    await toasts.first().getByRole('button', { name: 'Close toast' }).click();
    await page.waitForFunction(
      (before) => document.querySelectorAll('[data-sonner-toast]').length < before,
      count,
    );
  }
}

/** The page is wider than its viewport: something broke out of the layout (a phone scrolls sideways). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
