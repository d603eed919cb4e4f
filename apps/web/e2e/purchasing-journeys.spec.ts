// Browser journeys through the purchasing tools, the bell and tracking (issue 21 Acceptance) at
// desktop and mobile widths against a running store. Each width has its own login that no other
// journey uses (jordan.miles@northwind-health.example at 1280 px, laura.benton@northwind-health.example
// at 375 px), because the bell's journey marks that user's notifications read and the others change
// the cart. The bell shows a delivered fulfilment that leads to its tracking page and opening it
// clears the count; Easy Reorder adds three items of the last 90 days; Quick Order takes five pasted
// lines (one unknown, one restricted) and adds the valid ones; the cart saved as an estimate is
// converted back into the cart; a list made a monthly subscription on /subscription (the checkout
// screen) gets its order from the job
// (run now through the TEST_HOOKS route, ADR 0026). Screenshots go to /tmp/shots/.
import { mkdirSync } from 'node:fs';

import { paths } from '@medsupply/contract';
import type { EasyReorderResponse, ItemList, QuickOrderProductsResponse } from '@medsupply/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser } from './support/browser';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { logIn } from './support/session';

const USERS: Record<'desktop' | 'mobile', string> = {
  desktop: 'jordan.miles@northwind-health.example',
  mobile: 'laura.benton@northwind-health.example',
};
const SHOTS = '/tmp/shots';

async function authorization(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!token) throw new Error('No token stored: the session ended');
  return { Authorization: `Bearer ${token}` };
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${baseUrl}${path}`, { headers: await authorization(page) });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function apiPost<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(`${baseUrl}${path}`, { headers: await authorization(page), data });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

function journeys(viewport: 'desktop' | 'mobile') {
  describe(`purchasing tools, bell and tracking (${viewport})`, () => {
    let browser: LaunchedBrowser;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      browser = await launchBrowser(viewport);
      page = browser.page;
      errors = watchErrors(page);
      await logIn(page, USERS[viewport]);
    });

    afterAll(async () => {
      await browser.close();
    });

    it('the bell shows a delivered fulfilment that leads to its tracking page; opening it clears the count', async () => {
      await page.goto(`${baseUrl}/myaccount`);
      // The dashboard lists the latest shipments (recentFulfillments), each leading to tracking.
      const shipments = page.getByRole('region', { name: 'Recent shipments' });
      await shipments.getByRole('link').first().waitFor();
      expect(await shipments.getByRole('link').first().getAttribute('href')).toMatch(/^\/tracking\/.+/);
      await page.screenshot({ path: `${SHOTS}/dashboard-${viewport}.png`, fullPage: true });
      const unread = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
      await unread.click();
      const popover = page.getByRole('dialog', { name: 'Notifications' });
      const delivered = popover.getByRole('link', { name: /Fulfillment Delivered/ }).first();
      await delivered.waitFor();
      expect(await delivered.innerText()).toMatch(/delivered on \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)/);
      await page.screenshot({ path: `${SHOTS}/bell-${viewport}.png` });
      await delivered.click();
      await page.waitForURL(/\/tracking\/[^/]+$/);
      await page.getByRole('heading', { level: 1, name: 'Track Your Delivery' }).waitFor();
      await page.getByRole('heading', { name: 'Status history' }).waitFor();
      await page.getByRole('link', { name: /^Track on the .+ website$/ }).waitFor();
      // The path changed: the bell asked again and the server now says they were read.
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      expect(await axeViolations(page), 'tracking page').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/tracking-${viewport}.png`, fullPage: true });
      expect(errors).toEqual([]);
    });

    it('reorders three items bought in the last 90 days', async () => {
      if (viewport === 'desktop') {
        await page.goto(`${baseUrl}/myaccount`);
        await page.getByRole('link', { name: 'Easy Reorder' }).first().click();
        await page.waitForURL(/\/myaccount\/menu\/reorder$/);
      } else {
        await page.goto(`${baseUrl}/myaccount/menu/reorder`);
      }
      await page.getByRole('heading', { level: 1, name: 'Easy Reorder' }).waitFor();
      expect(await page.getByLabel('Ordered in').inputValue()).toBe('90');
      const boxes = page.getByRole('checkbox', { name: /^Select / });
      await boxes.nth(2).waitFor();
      for (const index of [0, 1, 2]) await boxes.nth(index).check();
      await page.getByRole('button', { name: 'Add selected (3)' }).click();
      await page.getByText(/\d+ lines? added to your cart\./).waitFor();
      expect(await axeViolations(page), 'easy reorder page').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/reorder-${viewport}.png`, fullPage: true });
      expect(errors).toEqual([]);
    });

    it('quick orders five pasted lines, one unknown and one restricted', async () => {
      const bought = await apiGet<EasyReorderResponse>(page, '/api/myaccount/reorder/paginate?days=180');
      // Items on allocation are left out: the easy-reorder step above may have used what is left of
      // their month (the demo store's allocations are what its orders took), which would refuse a
      // valid line for a reason this journey does not test.
      const codes: string[] = [];
      for (const line of bought.results.filter((l) => l.isAddableToCart)) {
        const { allocationMax } = await apiPost<{ allocationMax: number | null }>(
          page,
          '/api/myaccount/allocation/getItemAllocation',
          { itemId: line.itemId },
        );
        if (allocationMax === null) codes.push(line.itemName);
        if (codes.length === 3) break;
      }
      const restricted = (
        await apiGet<QuickOrderProductsResponse>(
          page,
          '/api/myaccount/transactions/quickOrderProducts?search=Automated%20External%20Defibrillator',
        )
      ).find((item) => item.restricted);
      expect(codes.length).toBeGreaterThanOrEqual(3);
      expect(restricted).toBeDefined();
      const lines = [codes[0], 'NO-SUCH-ITEM-0000', codes[1], restricted?.itemName, codes[2]];

      await page.goto(`${baseUrl}/myaccount/menu/quickorder`);
      await page.getByRole('heading', { level: 1, name: 'Quick Order' }).waitFor();
      await page.getByLabel('Paste lines').fill(lines.map((code) => `${code ?? ''}, 1`).join('\n'));
      await page.getByRole('button', { name: 'Add pasted lines' }).click();
      expect(await page.getByLabel('Line 5 item number or MPN').inputValue()).toBe(codes[2]);
      await page.getByRole('button', { name: 'Check lines' }).click();
      await page.getByText("No item has the item number or MPN 'NO-SUCH-ITEM-0000'").waitFor();
      await page
        .getByText(/restricted/i)
        .first()
        .waitFor();
      await page.screenshot({ path: `${SHOTS}/quick-order-${viewport}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Add valid lines to cart' }).click();
      await page.getByText(/\d+ lines? added to your cart\./).waitFor();
      // The unknown and the restricted line stay on the form with their reasons.
      expect(await page.getByLabel('Line 1 item number or MPN').inputValue()).toBe('NO-SUCH-ITEM-0000');
      expect(await page.getByLabel('Line 2 item number or MPN').inputValue()).toBe(restricted?.itemName);
      expect(await axeViolations(page), 'quick order page').toEqual([]);
      expect(errors).toEqual([]);
    });

    it('saves the cart as an estimate and converts it back into the cart', async () => {
      await page.goto(`${baseUrl}/cart`);
      await page.getByRole('button', { name: 'Save as estimate' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save as estimate' });
      await dialog.getByLabel(/^Name/).fill(`E2E ${viewport} estimate`);
      await dialog.getByRole('button', { name: 'Save as estimate' }).click();
      const view = dialog.getByRole('link', { name: /^View EST/ });
      await view.click();
      await page.waitForURL(/\/myaccount\/menu\/estimatedetails\?id=\d+$/);
      await page.getByText(`E2E ${viewport} estimate`).waitFor();
      expect(await axeViolations(page), 'estimate details page').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/estimate-${viewport}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Add to cart at these prices' }).click();
      await page.getByText(/\d+ lines? added to your cart\./).waitFor();
      await page.getByText('Converted').first().waitFor();
      await page.goto(`${baseUrl}/myaccount/menu/estimates`);
      await page.getByRole('link', { name: /^EST/ }).first().waitFor();
      await page.screenshot({ path: `${SHOTS}/estimates-${viewport}.png`, fullPage: true });
      expect(errors).toEqual([]);
    });

    it('makes a list a monthly subscription and sees the job place its order', async () => {
      const bought = await apiGet<EasyReorderResponse>(page, `${paths.purchasing.reorderPaginate}?days=180`);
      const line = bought.results.find((row) => row.isAddableToCart);
      if (!line) throw new Error('nothing bought that can be ordered again');
      const name = `E2E ${viewport} standing order ${Date.now()}`;
      const list = await apiPost<ItemList>(page, paths.itemList.createList, { name });
      await apiPost(page, paths.itemList.upsertListDetail, {
        itemListId: list.id,
        itemId: line.itemId,
        unit: line.unit,
        quantity: 1,
      });

      // Without a list, /subscription says where subscriptions start.
      await page.goto(`${baseUrl}/subscription`);
      await page.getByRole('link', { name: 'Go to your item lists' }).waitFor();
      await page.screenshot({ path: `${SHOTS}/subscription-no-list-${viewport}.png` });

      await page.goto(`${baseUrl}/myaccount/menu/itemlists?list=${list.id}`);
      // Set up on /subscription, the checkout screen for the list (issue 21 point 5).
      await page.getByRole('link', { name: 'Make this list a subscription' }).click();
      await page.waitForURL(`**/subscription?itemListId=${list.id}`);
      const setup = page.getByRole('form', { name: 'Set up a subscription' });
      await setup.getByRole('radio', { checked: true }).first().waitFor();
      expect(await setup.getByLabel('Frequency').inputValue()).toBe('monthly');
      await setup.getByLabel(/PO number/).fill('PO-STANDING');
      await page.screenshot({ path: `${SHOTS}/subscription-setup-${viewport}.png`, fullPage: true });
      await setup.getByRole('button', { name: 'Start subscription' }).click();
      await page.waitForURL('**/myaccount/menu/subscriptions?saved=1');
      await page.getByRole('status').filter({ hasText: 'Subscription saved.' }).waitFor();

      // The job's due sweep and its orders, run now instead of at the next 10-minute mark.
      const run = await page.request.post(`${baseUrl}${paths.testHooks.runDueSubscriptions}`);
      expect(run.ok()).toBe(true);

      await page.reload();
      const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
      await card.getByText(/placed for \d{2}\/\d{2}\/\d{4}/).waitFor();
      await card.getByRole('link', { name: /^SO-\d+$/ }).waitFor();
      await card.getByText('Every month').waitFor();
      expect(await axeViolations(page), 'subscriptions page').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/subscriptions-${viewport}.png`, fullPage: true });
      expect(errors).toEqual([]);
    });
  });
}

journeys('desktop');
journeys('mobile');
