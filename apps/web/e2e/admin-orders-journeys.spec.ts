// Browser journeys of the back office (issue 20, ADR 0028): staff sign in at /admin/login (a page asked
// for without a session comes back after sign-in), see the frame with their name, roles and only the
// areas their roles open, and sign out. At 1280 px, and the frame must not break at 768 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser } from './support/browser';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { DEMO_PASSWORD } from './support/session';

const ORDER_DESK = 'orders@staff.medsupply.example';
const COMPLIANCE = 'compliance@staff.medsupply.example';

async function staffSignIn(page: Page, username: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/shots/admin-orders-${name}.png`, fullPage: true });
}

describe('back office shell at 1280 px', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser('desktop');
    page = browser.page;
    errors = watchErrors(page);
  });
  afterAll(async () => browser.close());

  it('a page asked for without a session comes back after sign-in; the frame shows the member', async () => {
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(/\/admin\/login\?returnTo=%2Fadmin$/);
    await screenshot(page, 'login');
    expect(await axeViolations(page)).toEqual([]);
    await staffSignIn(page, ORDER_DESK);
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: /^Good to see you/ }).waitFor();
    const banner = page.getByRole('banner');
    expect(await banner.getByText('Order desk').isVisible()).toBe(true);
    // The staff token is kept apart from a buyer's: nothing under the storefront's key.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('staffSession'))).toContain('"token"');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    expect(await nav.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    await page.getByText('Open orders to ship').waitFor();
    await page.locator('p.text-3xl').first().waitFor();
    await screenshot(page, 'dashboard');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a reload keeps the session; sign-out ends it and the back office asks to sign in again', async () => {
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Good to see you/ }).waitFor();
    await page.getByRole('button', { name: 'Sign out of the back office' }).click();
    await page.waitForURL(`${baseUrl}/admin/login`);
    expect(await page.evaluate(() => localStorage.getItem('staffSession'))).toBeNull();
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(/\/admin\/login\?returnTo=/);
  });

  it('a compliance member sees the licence queue count and not the orders', async () => {
    await staffSignIn(page, COMPLIANCE);
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByText('Licences to verify').waitFor();
    expect(await page.getByText('Open orders to ship').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign out of the back office' }).click();
    await page.waitForURL(`${baseUrl}/admin/login`);
    expect(errors).toEqual([]);
  });
});

describe('back office shell at 768 px', () => {
  it('the frame does not break', async () => {
    const browser = await launchBrowser('tablet');
    try {
      const page = browser.page;
      const errors = watchErrors(page);
      await page.goto(`${baseUrl}/admin/login`);
      await staffSignIn(page, ORDER_DESK);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByText('Open orders to ship').waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow).toBe(false);
      await screenshot(page, 'dashboard-768');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
