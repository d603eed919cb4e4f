// Browser journeys of search that forgives (issue 29 acceptance, ADR 0039), at 375 and 1280 px
// against a running store with the demo catalogue: a misspelt search ('stethascope', 'gause') shows
// the right products; a search that finds nothing shows "Did you mean" (which finds them) and
// "Can't find it? Ask us", which opens the support form with the search filled in, and the
// categories its words name; content staff sign in to the back office, open search analytics, give
// a term that found nothing a synonym from its row, and the next storefront search finds the
// product. Screenshots: /tmp/shots/.
import type { SearchSynonymsResponse, StaffSessionResponse } from '@medsupply/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser } from './support/browser';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { DEMO_PASSWORD } from './support/session';

const CONTENT = 'content@staff.medsupply.example';

/**
 * Brand and type names buyers use for a stethoscope, which the demo catalogue does not know: one a
 * width, since both widths' journeys share the store.
 */
const UNKNOWN_TERM: Record<'desktop' | 'mobile', string> = { desktop: 'littmann', mobile: 'sprague' };

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/shots/search-${name}.png`, fullPage: true });
}

/** The journeys' terms start without synonyms (a store the journeys ran against before kept them). */
async function removeSynonymsOf(term: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: CONTENT, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as StaffSessionResponse;
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (
    await fetch(`${baseUrl}/api/admin/search/synonyms`, { headers })
  ).json()) as SearchSynonymsResponse;
  for (const set of list.synonyms.filter((s) => s.phrases.includes(term))) {
    await fetch(`${baseUrl}/api/admin/search/synonyms/${set.id}`, { method: 'DELETE', headers });
  }
}

/** Searches from the header's search field, as a buyer does, and waits for the listing's answer. */
async function search(page: Page, term: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  const field = page.getByRole('combobox', { name: 'Search products' });
  await field.fill(term);
  await field.press('Enter');
  await page.waitForURL((url) => url.pathname === '/products/1' && url.searchParams.get('search') === term);
  await page.getByRole('heading', { level: 1, name: `Results for “${term}”` }).waitFor();
  await page.locator('section[aria-label="Results"][aria-busy="false"]').waitFor();
}

/** The product names of the listing's cards. */
async function cardNames(page: Page): Promise<string[]> {
  await page.getByRole('article').first().waitFor();
  return page.getByRole('article').getByRole('heading').allInnerTexts();
}

function journeys(viewport: 'desktop' | 'mobile') {
  describe(`search that forgives (${viewport})`, () => {
    let browser: LaunchedBrowser;
    let page: Page;
    let errors: string[];
    const term = UNKNOWN_TERM[viewport];

    beforeAll(async () => {
      await removeSynonymsOf(term);
      browser = await launchBrowser(viewport);
      page = browser.page;
      errors = watchErrors(page);
    });
    afterAll(async () => browser.close());

    it('finds the right products for misspelt searches', async () => {
      for (const [typed, kind] of [
        ['stethascope', /stethoscope/i],
        ['gause', /gauze/i],
      ] as const) {
        await search(page, typed);
        const names = await cardNames(page);
        expect(names.length, typed).toBeGreaterThan(0);
        expect(names[0], `${typed}: ${JSON.stringify(names)}`).toMatch(kind);
      }
      await shot(page, `misspelt-${viewport}`);
      expect(errors).toEqual([]);
    });

    it('offers "Did you mean", the ask-us link and categories when a search finds nothing', async () => {
      // Three letters too many: beyond the two typos a long word is forgiven.
      await search(page, 'thermommmmeter');
      await page.getByRole('heading', { name: 'No products match' }).waitFor();
      const didYouMean = page.getByRole('link', { name: 'thermometer', exact: true });
      await didYouMean.waitFor();
      await shot(page, `no-results-${viewport}`);
      expect(await axeViolations(page), 'no results').toEqual([]);
      const askUs = page.getByRole('link', { name: 'Can’t find it? Ask us' });
      expect(await askUs.getAttribute('href')).toBe(
        `/contactus?subject=${encodeURIComponent('Can’t find: thermommmmeter')}`,
      );

      await didYouMean.click();
      await page.waitForURL((url) => url.searchParams.get('search') === 'thermometer');
      expect((await cardNames(page))[0]).toMatch(/thermometer/i);

      await page.goBack();
      await page.getByRole('link', { name: 'Can’t find it? Ask us' }).click();
      await page.waitForURL((url) => url.pathname === '/contactus');
      await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe('Can’t find: thermommmmeter');

      // A word the catalogue has (misspelt) beside one it has not: the shelves the words name.
      await search(page, 'gause qqxqzzvv');
      const shelves = page.getByRole('navigation', { name: 'Categories that may have it' });
      await shelves.getByRole('link', { name: 'Gauze & Sponges' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/category/'));
      await page.getByRole('heading', { level: 1, name: 'Gauze & Sponges' }).waitFor();
      expect(errors).toEqual([]);
    });

    it('staff give a term that found nothing a synonym from analytics, and the next search finds it', async () => {
      await search(page, term);
      await page.getByRole('heading', { name: 'No products match' }).waitFor();

      // Content staff, in the back office.
      await page.goto(`${baseUrl}/admin`);
      await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
      await page.getByLabel('Username').fill(CONTENT);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${baseUrl}/admin`);
      await page
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: 'Search analytics' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Search analytics' }).waitFor();
      const zero = page.getByRole('region', { name: 'Searches that found nothing' });
      const row = zero.getByRole('row').filter({ hasText: term });
      await row.getByText('Still finds nothing').waitFor();
      await shot(page, `analytics-${viewport}`);
      expect(await axeViolations(page), 'analytics').toEqual([]);

      // One press on the row: the form, the term filled in.
      await row.getByRole('button', { name: `Add a synonym for ${term}` }).click();
      const dialog = page.getByRole('dialog', { name: `Add a synonym for “${term}”` });
      expect(await dialog.getByLabel('Buyers searched for').inputValue()).toBe(term);
      await dialog.getByLabel('It means').fill('stethoscope');
      await shot(page, `add-synonym-${viewport}`);
      await dialog.getByRole('button', { name: 'Add synonym' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`“${term}” now finds what “stethoscope” finds`).waitFor();
      await row.getByText(/Synonym added|Finds products now/).waitFor();

      // The synonyms page lists it.
      await page.goto(`${baseUrl}/admin/search/synonyms?q=${term}`);
      await page
        .getByRole('region', { name: 'Synonym sets' })
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${term}$`) })
        .waitFor();
      await shot(page, `synonyms-${viewport}`);
      expect(await axeViolations(page), 'synonyms').toEqual([]);

      // The storefront's next search finds the product, without a restart (the change reaches
      // the process's kept synonyms through the database's notification, within moments).
      await expect
        .poll(
          async () => {
            await search(page, term);
            return (await page.getByRole('article').count()) > 0 ? await cardNames(page) : [];
          },
          { timeout: 15_000 },
        )
        .toEqual(expect.arrayContaining([expect.stringMatching(/stethoscope/i)]));
      expect(errors).toEqual([]);
    });
  });
}

journeys('desktop');
journeys('mobile');
