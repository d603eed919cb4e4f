// Browser journeys through the catalogue (issue #3 acceptance), at desktop and mobile widths against
// a running store: a visitor opens a category from the PRODUCTS menu (mobile: the slide-in
// navigation, down to a subcategory), filters by manufacturer, opens a product and sees 'Login to
// View Price' carrying the return path; the type-ahead shows at most 5 suggestions and a search
// lands on /products/1 with results; an unknown path shows the error page; axe finds no serious or
// critical violation on these pages.
import type { CategoriesResponse } from '@medsupply/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser, ViewportName } from './support/browser';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { logIn } from './support/session';

/** The first top-level category with subcategories, and one of its subcategories, from the API. */
async function sampleCategories() {
  const tree = (await (
    await fetch(`${baseUrl}/api/shopping/category/getCategories`)
  ).json()) as CategoriesResponse;
  const top = tree.find((category) => category.children.length > 0);
  const sub = top?.children[0];
  if (!top || !sub) throw new Error('The store has no categories with subcategories');
  return { top, sub };
}

/** On the listing: picks the second manufacturer of the filter list and waits for its results. */
async function filterByManufacturer(page: Page, viewport: ViewportName): Promise<string> {
  if (viewport === 'mobile') await page.getByRole('button', { name: 'Filters' }).click();
  const group = page.getByRole('group', { name: 'Manufacturer' }).filter({ visible: true });
  const label = (await group.locator('label').nth(1).locator('span').first().innerText()).trim();
  // A controlled radio: it shows checked once the URL carries the choice (waited for below).
  await group.getByRole('radio').nth(1).click();
  await page.waitForURL((url) => url.searchParams.get('manufacturer') === label);
  // The previous results stay (dimmed) until the filtered ones arrive.
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .getByRole('article')
    .first()
    .filter({ hasText: new RegExp(escaped, 'i') })
    .waitFor();
  await page.locator('section[aria-label="Results"][aria-busy="false"]').waitFor();
  return label;
}

function journeys(viewport: ViewportName) {
  describe(`catalogue (${viewport})`, () => {
    let browser: LaunchedBrowser;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      browser = await launchBrowser(viewport);
      page = browser.page;
      errors = watchErrors(page);
    });

    afterAll(async () => {
      await browser.close();
    });

    it('opens a category from the navigation, filters by manufacturer and opens a product', async () => {
      const { top, sub } = await sampleCategories();
      await page.goto(`${baseUrl}/`);
      if (viewport === 'desktop') {
        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('button', { name: 'PRODUCTS' }).click();
        await nav.getByRole('button', { name: top.name }).click();
        await nav.getByRole('link', { name: `Shop all ${top.name}` }).click();
        await page.waitForURL(`${baseUrl}/category/${top.urlComponent}`);
        await page.getByRole('heading', { level: 1, name: top.name }).waitFor();
      } else {
        // The slide-in navigation down to a subcategory.
        await page.getByRole('button', { name: 'Open menu' }).click();
        const sheet = page.getByRole('dialog', { name: 'Menu' });
        await sheet.getByRole('button', { name: 'PRODUCTS' }).click();
        await sheet.getByRole('button', { name: top.name }).click();
        await sheet.getByRole('link', { name: sub.name, exact: true }).click();
        await page.waitForURL(`${baseUrl}/category/${sub.urlComponent}`);
        await page.getByRole('heading', { level: 1, name: sub.name }).waitFor();
      }
      expect(await axeViolations(page), 'category page').toEqual([]);

      const manufacturer = await filterByManufacturer(page, viewport);
      const cards = page.getByRole('article');
      await cards.first().waitFor();
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(10);
      for (let index = 0; index < count; index += 1) {
        // Cards past the first screen render as they come near it (content-visibility, ADR 0016):
        // read each as a buyer sees it, scrolled to.
        await cards.nth(index).scrollIntoViewIfNeeded();
        expect(await cards.nth(index).innerText()).toContain(manufacturer.toUpperCase());
      }

      const firstName = (await cards.first().getByRole('heading').innerText()).trim();
      await cards.first().getByRole('heading').getByRole('link').click();
      await page.waitForURL(/\/product\//);
      const productPath = new URL(page.url()).pathname;
      // The card clamps the name to two lines; the page shows it whole. The URL may change a moment
      // before the product page replaces the listing (and its heading): wait for the product's.
      const start = firstName.replace(/…$/, '').replace(/\s+/g, ' ').slice(0, 20);
      await page
        .getByRole('heading', { level: 1 })
        .filter({ hasText: new RegExp(start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')) })
        .waitFor();
      const login = page.getByRole('link', { name: 'Login to View Price' });
      expect(await login.getAttribute('href')).toBe(`/login?redirectTo=${encodeURIComponent(productPath)}`);
      expect(await axeViolations(page), 'product page').toEqual([]);

      await login.click();
      await page.waitForURL(`${baseUrl}/login?redirectTo=${encodeURIComponent(productPath)}`);
      expect(errors).toEqual([]);
    });

    it('suggests at most 5 products for three letters and searches on submit', async () => {
      await page.goto(`${baseUrl}/`);
      const search = page.getByRole('combobox', { name: 'Search products' });
      await search.click();
      await search.pressSequentially('glo', { delay: 30 });
      const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
      await listbox.waitFor();
      const products = listbox.getByRole('option').filter({ hasNotText: 'See All Results' });
      const shown = await products.count();
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThanOrEqual(5);
      if (shown === 5)
        expect(await listbox.getByRole('option', { name: 'See All Results' }).isVisible()).toBe(true);
      expect(await axeViolations(page), 'type-ahead').toEqual([]);

      await search.press('Enter');
      await page.waitForURL(`${baseUrl}/products/1?search=glo`);
      await page.getByRole('heading', { level: 1, name: 'Results for “glo”' }).waitFor();
      await page.getByRole('article').first().waitFor();
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: /^Showing 1–\d+ of [\d,]+ results?$/ })
          .count(),
      ).toBe(1);
      expect(await axeViolations(page), 'results page').toEqual([]);
      expect(errors).toEqual([]);
    });

    it('lines up the product names of each row of cards, with or without the licence icons', async () => {
      await page.goto(`${baseUrl}/products/1`);
      await page.getByRole('article').first().waitFor();
      // Cards in one row share their top; their names must share theirs too.
      const rows = await page.evaluate(() => {
        const byRow = new Map<number, number[]>();
        for (const card of document.querySelectorAll('main article')) {
          const top = Math.round(card.getBoundingClientRect().top);
          const name = card.querySelector('h3');
          if (!name) continue;
          byRow.set(top, [...(byRow.get(top) ?? []), Math.round(name.getBoundingClientRect().top)]);
        }
        return [...byRow.values()].filter((tops) => tops.length > 1);
      });
      expect(rows.length).toBeGreaterThan(0);
      for (const tops of rows) expect(new Set(tops).size, JSON.stringify(tops)).toBe(1);
    });

    it('cuts no card text mid-word: maker, unit line and the unit and size dropdowns of a signed-in buyer', async () => {
      const signedIn = await launchBrowser(viewport);
      try {
        await logIn(signedIn.page, 'admin@lakeside-clinic.example');
        await signedIn.page.goto(`${baseUrl}/products/1`);
        await signedIn.page.locator('main article select').first().waitFor();
        const cut = await signedIn.page.evaluate(() => {
          const problems: string[] = [];
          const canvas = document.createElement('canvas').getContext('2d');
          for (const card of document.querySelectorAll('main article')) {
            // Text boxes that end in '…' or run out of their box.
            for (const el of card.querySelectorAll<HTMLElement>('p, dd, span')) {
              // The name is clamped by the spec; a 1 px box is text for screen readers only.
              if (el.closest('h3') || el.clientWidth <= 1) continue;
              const style = getComputedStyle(el);
              if (el.scrollWidth > el.clientWidth + 1 && style.overflow !== 'visible') {
                problems.push(`cut: ${el.textContent}`);
              } else if (el.scrollWidth > el.clientWidth + 1 && el.children.length === 0) {
                problems.push(`overflows: ${el.textContent}`);
              }
            }
            // A closed <select> cannot wrap: the chosen option must fit between its padding and the
            // arrow the browser draws (20 px).
            for (const select of card.querySelectorAll('select')) {
              const style = getComputedStyle(select);
              if (!canvas) break;
              canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
              const text = select.selectedOptions[0]?.textContent ?? '';
              const room =
                select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
              if (canvas.measureText(text).width > room) problems.push(`dropdown: ${text}`);
            }
          }
          return problems;
        });
        expect(cut).toEqual([]);
      } finally {
        await signedIn.close();
      }
    });

    it('shows the error page for an unknown path', async () => {
      await page.goto(`${baseUrl}/catalogue/no-such-page`);
      await page.getByRole('heading', { level: 1, name: 'We can’t find that page' }).waitFor();
      expect(await axeViolations(page), 'error page').toEqual([]);
    });
  });
}

journeys('desktop');
journeys('mobile');
