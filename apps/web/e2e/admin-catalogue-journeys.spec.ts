// Browser journeys of the back office's catalogue, staff and audit pages (issue 20 points 1 and 4,
// ADR 0031) at 1280 px, with a look at 768 px: an item's price at Tier 1 changed on its page shows
// for a Tier 1 buyer (admin@lakeside-clinic.example, read only) on the product page; an item marked
// inactive leaves the storefront's search; a staff member added with the Content role signs in
// and sees only what Content opens; the audit page shows these changes. The items are picked from
// the back of the catalogue (no other journey uses them) and put back afterwards.
import { adminPaths } from '@medsupply/contract';
import type { AdminItemDetails, AdminItemSummary, AdminItemsPage } from '@medsupply/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser } from './support/browser';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { DEMO_PASSWORD, logIn } from './support/session';
import { fillStaffSignIn } from './support/staff';

const ADMIN = 'admin@staff.medsupply.example';
const TIER_1_BUYER = 'admin@lakeside-clinic.example';
const SHOTS = '/tmp/shots';

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/admin-catalogue-${name}.png`, fullPage: true });
}

async function staffSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  // A fresh staff session whoever was signed in before (the sign-in page sends a member on).
  await page.goto(`${baseUrl}/admin/login`);
  await page.evaluate(() => window.localStorage.removeItem('staffSession'));
  await page.reload();
  await fillStaffSignIn(page, username, password);
  await page.waitForURL(`${baseUrl}/admin`);
}

async function staffSignOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out of the back office' }).click();
  await page.waitForURL(/\/admin\/login/);
}

/** A back-office call with the signed-in member's token (for picking and restoring data). */
async function adminCall<T>(page: Page, method: 'GET' | 'PATCH', path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => {
    const raw = window.localStorage.getItem('staffSession');
    return raw ? (JSON.parse(raw) as { token: string }).token : null;
  });
  if (!token) throw new Error('No staff session stored');
  const response = await page.request.fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

describe('back office catalogue, staff and audit at 1280 px', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let errors: string[];
  let priced: AdminItemSummary;
  let retired: AdminItemSummary;
  let tier1Before: number | null | undefined;
  const newPrice = '987.65';
  const username = `content.${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser('desktop');
    page = browser.page;
    errors = watchErrors(page);
    await staffSignIn(page, ADMIN);
    // Plain items (no variants, no licence, not restricted or allocated) from the back of the list.
    const list = await adminCall<AdminItemsPage>(
      page,
      'GET',
      `${adminPaths.items}?status=active&limit=100&page=3`,
    );
    const plain = list.results.filter(
      (i) =>
        i.parentId === null && !i.isMatrixParent && i.rxLevel === 0 && !i.restricted && !i.allocationPeriod,
    );
    const [first, second] = plain.slice(-2);
    if (!first || !second) throw new Error('No plain items to edit');
    priced = first;
    retired = second;
  });

  afterAll(async () => {
    // Put the catalogue back as it was for other journeys and reruns.
    try {
      // Whoever is signed in (a failed test may leave the Content member), restore as the administrator.
      await staffSignIn(page, ADMIN);
      const details = await adminCall<AdminItemDetails>(page, 'GET', `/api/admin/items/${priced.id}`);
      const tier1 = details.prices.find((p) => p.priceLevel === 'Tier 1');
      if (tier1) {
        await adminCall(page, 'PATCH', `/api/admin/items/${priced.id}`, {
          prices: [{ priceLevelId: tier1.priceLevelId, price: tier1Before ?? null }],
        });
      }
      await adminCall(page, 'PATCH', `/api/admin/items/${retired.id}`, { inactive: false });
    } finally {
      await browser.close();
    }
  });

  it("changes an item's Tier 1 price on its page, and the Tier 1 buyer sees it on the storefront", async () => {
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Catalog' })
      .click();
    await page.waitForURL(`${baseUrl}/admin/catalogue`);
    await page.getByLabel('Item number, MPN or name').fill(priced.itemName);
    await page.getByRole('button', { name: 'Apply' }).click();
    const results = page.getByRole('region', { name: 'Items' });
    await results.getByRole('link', { name: priced.itemName, exact: true }).click();
    await page.waitForURL(`${baseUrl}/admin/catalogue/${priced.id}`);
    const tier1 = page.getByLabel('Tier 1', { exact: true });
    await tier1.waitFor();
    const before = await tier1.inputValue();
    tier1Before = before === '' ? null : Number(before);
    await screenshot(page, 'item');
    expect(await axeViolations(page)).toEqual([]);
    await tier1.fill(newPrice);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved. The storefront shows the change now.').waitFor();

    const buyer = await launchBrowser('desktop');
    try {
      await logIn(buyer.page, TIER_1_BUYER);
      const details = await adminCall<AdminItemDetails>(page, 'GET', `/api/admin/items/${priced.id}`);
      await buyer.page.goto(`${baseUrl}/product/${details.urlComponent}`);
      await buyer.page.getByRole('heading', { level: 1 }).first().waitFor();
      await buyer.page.getByText(`$${newPrice}`).first().waitFor();
      await buyer.page.screenshot({ path: `${SHOTS}/admin-catalogue-storefront-price.png` });
    } finally {
      await buyer.close();
    }
  });

  it('marks an item inactive and it leaves the storefront search', async () => {
    const searchFor = async () => {
      const visitor = await launchBrowser('desktop');
      try {
        await visitor.page.goto(`${baseUrl}/products/1?search=${encodeURIComponent(retired.itemName)}`);
        await visitor.page.getByRole('heading', { level: 1 }).first().waitFor();
        await visitor.page.waitForLoadState('networkidle');
        return await visitor.page.locator(`a[href="/product/${details.urlComponent}"]`).count();
      } finally {
        await visitor.close();
      }
    };
    const details = await adminCall<AdminItemDetails>(page, 'GET', `/api/admin/items/${retired.id}`);
    expect(await searchFor()).toBeGreaterThan(0);
    await page.goto(`${baseUrl}/admin/catalogue/${retired.id}`);
    await page.getByLabel(/^Inactive/).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved. The storefront shows the change now.').waitFor();
    await page.getByText('Inactive', { exact: true }).first().waitFor();
    expect(await searchFor()).toBe(0);
  });

  it('adds a staff member with the Content role, who signs in and sees only Content', async () => {
    await page.goto(`${baseUrl}/admin/staff`);
    const form = page.getByRole('form', { name: 'Add a staff member' });
    await form.getByLabel('First name').fill('Casey');
    await form.getByLabel('Last name').fill('Park');
    await form.getByLabel('E-mail').fill(`${username}@staff.medsupply.example`);
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('First password').fill('Welcome!2026');
    await form.getByLabel('Content').check();
    await form.getByRole('button', { name: 'Add staff member' }).click();
    await form.getByText(`can now sign in at /admin as ${username}`).waitFor();
    await page.getByRole('region', { name: 'Staff members' }).getByText(username).waitFor();
    await screenshot(page, 'staff');
    expect(await axeViolations(page)).toEqual([]);

    await staffSignOut(page);
    await staffSignIn(page, username, 'Welcome!2026');
    const banner = page.getByRole('banner');
    await banner.getByText('Content', { exact: true }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    for (const other of ['Catalog', 'Allocations', 'Staff', 'Audit log', 'Orders']) {
      expect(await nav.getByRole('link', { name: other }).count()).toBe(0);
    }
    await page.goto(`${baseUrl}/admin/catalogue`);
    await page.getByText('Catalog: not open to your roles').waitFor();
    await screenshot(page, 'content-member');
    await staffSignOut(page);
  });

  it('shows these changes on the audit page, before and after', async () => {
    await staffSignIn(page, ADMIN);
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await page.waitForURL(`${baseUrl}/admin/audit`);
    const filters = page.getByRole('search', { name: 'Search the audit log' });
    await filters.getByLabel('Action').selectOption({ label: 'Item changed' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    const entries = page.getByRole('region', { name: 'Audit entries' });
    await entries.getByText(`item ${priced.id}`).waitFor();
    await entries.getByText(`item ${retired.id}`).waitFor();
    expect(await entries.getByText('Prices · Tier 1').first().isVisible()).toBe(true);
    expect(await entries.getByText(newPrice.replace(/0+$/, '')).first().isVisible()).toBe(true);
    await screenshot(page, 'audit');
    expect(await axeViolations(page)).toEqual([]);

    await filters.getByLabel('Action').selectOption({ label: 'Staff member added' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await entries.getByText(username).first().waitFor();

    // The seed's allocations (this period, the demo accounts) are listed with what is left.
    await page.goto(`${baseUrl}/admin/allocations`);
    const allocations = page.getByRole('region', { name: 'Allocations' });
    await allocations
      .getByRole('button', { name: /^Change the allocation of / })
      .first()
      .waitFor();
    await screenshot(page, 'allocations');
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(`${baseUrl}/admin/catalogue/${priced.id}`);
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'item-768');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(errors).toEqual([]);
  });
});
