// Browser journeys through spend reports (issue 33 point 3) at 1280 and 375 px. Lakeside's
// administrator opens Spend Reports from the account menu, sees each chart drawn with its table of
// figures (the months add up to the total), narrows the dates, and downloads the CSV, whose total
// is the page's. Northwind's parent login reads all its accounts together, then each one, and the
// accounts add up to the whole. Nothing scrolls sideways at 375 px; axe finds no serious or
// critical violation; the console stays clean. Read-only: no other journey's data moves.
import { mkdirSync, readFileSync } from 'node:fs';

import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser, ViewportName } from './support/browser';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { logIn } from './support/session';

const SHOTS = '/tmp/shots';
const ADMIN = 'admin@lakeside-clinic.example';
const PARENT = 'parent@northwind-health.example';

/** '$1,234.50' or '-$12.00' in cents. */
function centsOf(text: string | null): number {
  const cleaned = (text ?? '').replace(/[$,\s]/g, '');
  const value = Number(cleaned);
  if (cleaned === '' || !Number.isFinite(value)) throw new Error(`not an amount: ${String(text)}`);
  return Math.round(value * 100);
}

async function totalCents(page: Page): Promise<number> {
  return centsOf(await page.getByTestId('spend-total').textContent());
}

/** The Spent column of a figures table (the first cell after the row's name), in cents, row by row. */
async function spentColumn(table: Locator): Promise<number[]> {
  const rows = table.getByRole('row');
  const count = await rows.count();
  const values: number[] = [];
  for (let i = 1; i < count; i += 1) {
    values.push(centsOf(await rows.nth(i).getByRole('cell').first().textContent()));
  }
  return values;
}

async function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

/** Waits for the report of the current filters to be on screen (not the previous one dimmed). */
async function reportShown(page: Page, heading: RegExp): Promise<void> {
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

/** The report's filter form: its field labels also name the header's notice and menus. */
const filters = (page: Page) => page.getByRole('form', { name: 'Report filters' });

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function journeys(viewport: ViewportName) {
  describe(`spend reports (${viewport})`, () => {
    let browser: LaunchedBrowser;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      browser = await launchBrowser(viewport);
      page = browser.page;
      errors = watchErrors(page);
    });

    afterAll(async () => {
      await browser.close();
    });

    it('an administrator reads the charts and figures, narrows the dates and downloads the same total', async () => {
      await logIn(page, ADMIN);
      await page.goto(`${baseUrl}/myaccount/menu`);
      await page.getByRole('link', { name: 'Spend Reports' }).last().click();
      await page.waitForURL(`${baseUrl}/myaccount/menu/spend`);
      await page.getByRole('heading', { level: 1, name: 'Spend Reports' }).waitFor();
      await reportShown(page, /Lakeside Family Clinic/);

      // Each chart is an image with a name, drawn as SVG bars, with a table of its figures.
      for (const name of ['month', 'category', 'location', 'contact', 'item']) {
        const chart = page.getByRole('img', { name: new RegExp(`^Bar chart: spend by ${name}$`) });
        await chart.locator('svg .recharts-bar-rectangle').first().waitFor();
        await page
          .getByRole('region', { name: new RegExp(`^Spend by ${name}: figures$`) })
          .getByRole('row')
          .nth(1)
          .waitFor();
      }
      const total = await totalCents(page);
      expect(total).toBeGreaterThan(0);
      const months = page.getByRole('region', { name: 'Spend by month: figures' });
      const monthly = await spentColumn(months);
      expect(monthly).toHaveLength(12);
      expect(sum(monthly)).toBe(total);
      expect(sum(await spentColumn(page.getByRole('region', { name: 'Spend by location: figures' })))).toBe(
        total,
      );
      expect(await page.getByText(/^Spend is what your placed orders came to/).isVisible()).toBe(true);
      expect(await noSidewaysScroll(page), 'no sideways scroll').toBe(true);
      expect(await axeViolations(page), 'spend report page').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/spend-${viewport}.png`, fullPage: true });

      // Narrow the dates to the report's first three months.
      const from = await filters(page).getByLabel('From').inputValue();
      const [year, month] = from.split('-').map(Number) as [number, number];
      const end = new Date(Date.UTC(year, month + 2, 0)).toISOString().slice(0, 10);
      await filters(page).getByLabel('To').fill(end);
      await page.getByRole('button', { name: 'Show report' }).click();
      const [y, m, d] = end.split('-');
      await reportShown(page, new RegExp(`– ${m ?? ''}/${d ?? ''}/${y ?? ''}`));
      const narrowed = await spentColumn(months);
      expect(narrowed).toHaveLength(3);
      const narrowTotal = await totalCents(page);
      expect(narrowTotal).toBe(sum(narrowed));
      expect(narrowed).toEqual(monthly.slice(0, 3));

      // A range the form refuses is said in words, and the report stays as it was.
      await filters(page).getByLabel('From').fill('2026-06-01');
      await filters(page).getByLabel('To').fill('2026-05-01');
      await page.getByRole('button', { name: 'Show report' }).click();
      await page.getByText('The start date must be on or before the end date.').waitFor();
      await filters(page).getByLabel('From').fill(from);
      await filters(page).getByLabel('To').fill(end);

      // The CSV carries the same total as the page.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(new RegExp(`^spend-account-\\d+-${from}-to-${end}\\.csv$`));
      const lines = readFileSync(await file.path(), 'utf8').split('\r\n');
      expect(lines[0]).toBe('"Section","Name","Spent (USD)","Budget (USD)","Item number","Quantity"');
      const totalLine = lines.find((line) => line.startsWith('"Total","Spend",'));
      expect(centsOf(totalLine?.split(',')[2]?.replaceAll('"', '') ?? null)).toBe(narrowTotal);
      expect(lines.filter((line) => line.startsWith('"Month",'))).toHaveLength(3);
      expect(errors).toEqual([]);
    });

    it('a parent login reads all its accounts together, then each one, and they add up', async () => {
      await logIn(page, PARENT);
      await page.goto(`${baseUrl}/myaccount/menu/spend`);
      await reportShown(page, /All accounts/);
      // Up to yesterday: the approval journey places Northwind orders today, and the parts and the
      // whole are read one after another.
      const to = filters(page).getByLabel('To');
      const today = await to.inputValue();
      const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      await to.fill(yesterday);
      await page.getByRole('button', { name: 'Show report' }).click();
      const [y, m, d] = yesterday.split('-');
      await reportShown(page, new RegExp(`– ${m ?? ''}/${d ?? ''}/${y ?? ''}`));
      const account = filters(page).getByLabel('Account');
      expect(await account.inputValue()).toBe('all');
      await page
        .getByRole('img', { name: 'Bar chart: spend by month' })
        .locator('svg .recharts-bar-rectangle')
        .first()
        .waitFor();
      const all = await totalCents(page);
      expect(all).toBeGreaterThan(0);
      expect(await noSidewaysScroll(page), 'no sideways scroll').toBe(true);
      expect(await axeViolations(page), 'spend report, all accounts').toEqual([]);

      const names = (await account.locator('option').allTextContents()).filter(
        (name) => name !== 'All accounts',
      );
      expect(names.length).toBeGreaterThanOrEqual(2);
      let parts = 0;
      for (const name of names) {
        await account.selectOption({ label: name });
        await page.getByRole('button', { name: 'Show report' }).click();
        await reportShown(page, new RegExp(`· ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        parts += await totalCents(page);
      }
      expect(parts).toBe(all);

      await account.selectOption('all');
      await page.getByRole('button', { name: 'Show report' }).click();
      await reportShown(page, /All accounts/);
      expect(await totalCents(page)).toBe(all);
      expect(errors).toEqual([]);
    });
  });
}

journeys('desktop');
journeys('mobile');
