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
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return errors;
}

export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
