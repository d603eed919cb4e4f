// Browser journeys of the back office's customers, licences and content (issue 20 points 5, 6;
// ADR 0029) at 1280 px: an access request sent from the storefront's form is approved and its
// contact signs in through the mailed invitation; St. Brendan's pending licence (seeded) is
// verified and its ship-to becomes available at checkout for an Rx item; the alert banner is edited
// in the rich-text editor, previewed (the storefront unchanged meanwhile), published, and the
// storefront shows it. The customer pages must not break at 768 px. Screenshots: /tmp/shots/.
import type { Cart, PaginateItemsResponse, ProductCard } from '@medsupply/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api } from './support/api';
import { launchBrowser } from './support/browser';
import type { LaunchedBrowser } from './support/browser';
import { linkFromOutbox } from './support/outbox';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { logIn } from './support/session';
import { fillStaffSignIn } from './support/staff';

const CUSTOMERS = 'ar@staff.medsupply.example';
const COMPLIANCE = 'compliance@staff.medsupply.example';
const CONTENT = 'content@staff.medsupply.example';
/** St. Brendan's administrator (its seeded Outpatient Pavilion has only a pending licence). */
const ST_BRENDAN = 'materials@st-brendan.example';
const PENDING_LICENCE = 'OH-TDDD-02-118734';

async function staffSignIn(page: Page, username: string, path: string): Promise<void> {
  await page.evaluate(() => localStorage.removeItem('staffSession')).catch(() => undefined);
  await page.goto(`${baseUrl}${path}`);
  await fillStaffSignIn(page, username);
  await page.waitForURL(`${baseUrl}${path}`);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/shots/admin-customers-${name}.png`, fullPage: true });
}

/** An Rx (level 1) item St. Brendan may buy, in stock. */
async function rxItem(page: Page, token: string): Promise<ProductCard> {
  for (let pageNumber = 1; pageNumber <= 10; pageNumber += 1) {
    const answer = await api<PaginateItemsResponse>(page, token, '/api/shopping/item/paginate', {
      page: pageNumber,
      limit: 100,
    });
    const found = answer.results.find(
      (card) =>
        card.rxLevel === 1 &&
        card.isAddableToCart &&
        card.children.length === 0 &&
        card.quantityAvailable > 5 &&
        card.allocationPeriod === null,
    );
    if (found) return found;
    if (pageNumber >= answer.pages) break;
  }
  throw new Error('The seed has no orderable Rx item');
}

describe('back office customers, licences and content at 1280 px', () => {
  let staff: LaunchedBrowser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    staff = await launchBrowser('desktop');
    page = staff.page;
    errors = watchErrors(page);
  });
  afterAll(async () => staff.close());

  it(
    'an access request from the storefront is approved and its contact signs in',
    { timeout: 120_000 },
    async () => {
      const email = `owen.price.${Date.now()}@marlow-clinic.example`;
      const visitor = await launchBrowser('desktop');
      try {
        const storefront = visitor.page;
        await storefront.goto(`${baseUrl}/login`);
        await storefront.getByRole('button', { name: 'Request access' }).click();
        await storefront.getByRole('heading', { level: 1, name: 'Request Access' }).waitFor();
        await storefront.getByLabel('Company', { exact: true }).fill('Marlow Family Clinic');
        await storefront.getByLabel('First name').fill('Owen');
        await storefront.getByLabel('Last name').fill('Price');
        await storefront.getByLabel('Phone').fill('555-0142');
        await storefront.getByLabel('Email').fill(email);
        await storefront.getByRole('button', { name: 'Request access' }).click();
        await storefront.getByRole('status').filter({ hasText: 'Your request has been created' }).waitFor();
      } finally {
        await visitor.close();
      }

      await staffSignIn(page, CUSTOMERS, '/admin/access-requests');
      const row = page.getByRole('row').filter({ hasText: email });
      await row.waitFor();
      await shot(page, 'access-requests');
      expect(await axeViolations(page), 'access requests page').toEqual([]);
      const since = Date.now() - 1000;
      await row.getByRole('button', { name: 'Approve Marlow Family Clinic' }).click();
      await page.getByText(`${email} was invited to choose a password.`).waitFor();
      // The decided request leaves the list once it has been fetched again.
      await page.getByRole('row').filter({ hasText: email }).waitFor({ state: 'detached' });

      // The account is found in Customers.
      await page.getByRole('link', { name: 'Customers', exact: true }).click();
      await page.getByLabel('Name, number or contact').fill(email);
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByRole('link', { name: 'Marlow Family Clinic' }).click();
      await page.getByRole('heading', { level: 1, name: 'Marlow Family Clinic' }).waitFor();
      await page.getByText('Invited', { exact: true }).waitFor();
      await shot(page, 'customer');
      expect(await axeViolations(page), 'customer page').toEqual([]);

      const link = await linkFromOutbox(
        email,
        since,
        /https?:\/\/\S+?\/login\?invitation=[^\s"<&]+&username=[^\s"<]+/,
      );
      const invited = await launchBrowser('desktop');
      try {
        const inviteErrors = watchErrors(invited.page);
        await invited.page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
        await invited.page.getByRole('heading', { level: 1, name: 'Set Your Password' }).waitFor();
        await invited.page.getByLabel('New password', { exact: true }).fill('Marlow opens 2027!');
        await invited.page.getByLabel('Confirm new password').fill('Marlow opens 2027!');
        await invited.page.getByRole('button', { name: 'Set password' }).click();
        await invited.page.waitForURL(`${baseUrl}/myaccount`);
        await invited.page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
        expect(inviteErrors).toEqual([]);
      } finally {
        await invited.close();
      }
      expect(errors).toEqual([]);
    },
  );

  it(
    'a pending licence is verified and its ship-to becomes available at checkout for an Rx item',
    { timeout: 120_000 },
    async () => {
      const buyer = await launchBrowser('desktop');
      try {
        const shop = buyer.page;
        const token = await logIn(shop, ST_BRENDAN);
        const item = await rxItem(shop, token);
        await api<Cart>(shop, token, '/api/cart/cart/emptyCart', {});
        await api<Cart>(shop, token, '/api/cart/cart/addItem', { itemId: item.id, quantity: 1 });
        await shop.goto(`${baseUrl}/checkout`);
        await shop.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
        await shop.getByRole('radio', { name: /Main Building/ }).waitFor();
        expect(await shop.getByRole('radio', { name: /Outpatient Pavilion/ }).count()).toBe(0);

        await staffSignIn(page, COMPLIANCE, '/admin/licences');
        const row = page.getByRole('row').filter({ hasText: PENDING_LICENCE });
        await row.waitFor();
        await shot(page, 'licences');
        expect(await axeViolations(page), 'licences page').toEqual([]);
        const verify = row.getByRole('form', { name: `Verify license ${PENDING_LICENCE}` });
        expect(await verify.getByLabel('Expires on (as on the document)').inputValue()).toMatch(
          /^\d{4}-\d{2}-\d{2}$/,
        );
        await verify.getByRole('button', { name: 'Verify' }).click();
        await page.getByText(`License ${PENDING_LICENCE} is verified until`).waitFor();
        await expect.poll(() => page.getByRole('row').filter({ hasText: PENDING_LICENCE }).count()).toBe(0);

        await shop.reload();
        await shop.getByRole('radio', { name: /Outpatient Pavilion/ }).waitFor();
        await shop.screenshot({
          path: '/tmp/shots/admin-customers-checkout-after-verify.png',
          fullPage: true,
        });
        await api<Cart>(shop, token, '/api/cart/cart/emptyCart', {});
      } finally {
        await buyer.close();
      }
      expect(errors).toEqual([]);
    },
  );

  it(
    'the alert banner is edited, previewed, published, and the storefront shows it',
    { timeout: 120_000 },
    async () => {
      await staffSignIn(page, CONTENT, '/admin/content');
      await page.getByRole('link', { name: 'Alert banner' }).waitFor();
      await shot(page, 'content-list');
      expect(await axeViolations(page), 'content list').toEqual([]);
      await page.getByRole('link', { name: 'Alert banner' }).click();
      await page.getByRole('heading', { level: 1, name: 'Alert banner' }).waitFor();
      // The text in the HTML view, then one phrase made bold in the editor by selecting it.
      await page.getByRole('button', { name: 'HTML' }).click();
      await page
        .getByLabel('Banner text (HTML)')
        .fill('<p>Inventory count: our warehouse is closed Friday; orders ship Monday.</p>');
      await page.getByRole('button', { name: 'Back to the editor' }).click();
      const editor = page.getByRole('textbox', { name: 'Banner text' });
      await editor.click();
      await page.keyboard.press('ControlOrMeta+End');
      for (let i = 0; i < '; orders ship Monday.'.length; i += 1) await page.keyboard.press('ArrowLeft');
      for (let i = 0; i < 'closed Friday'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
      await page.getByRole('button', { name: 'Bold' }).click();
      await page.getByLabel('Tone').selectOption('warning');
      await page.getByRole('button', { name: 'Save draft and preview' }).click();
      await page.getByText('Draft saved.').waitFor();
      const preview = page
        .getByRole('region', { name: 'Preview' })
        .getByRole('complementary', { name: 'Store notice' });
      await preview.waitFor();
      expect(await preview.innerText()).toContain(
        'Inventory count: our warehouse is closed Friday; orders ship Monday.',
      );
      expect(await preview.locator('b, strong').innerText()).toBe('closed Friday');
      await shot(page, 'content-banner-preview');
      expect(await axeViolations(page), 'banner editor').toEqual([]);

      const visitor = await launchBrowser('desktop');
      try {
        const shopNotice = visitor.page.getByRole('complementary', { name: 'Store notice' });
        await visitor.page.goto(baseUrl);
        await shopNotice.waitFor();
        expect(await shopNotice.innerText()).not.toContain('closed Friday');

        await page.getByRole('button', { name: 'Publish' }).click();
        await page.getByText('Published. The storefront shows it from the next page load.').waitFor();

        await visitor.page.reload();
        await expect.poll(async () => shopNotice.innerText()).toContain('our warehouse is closed Friday');
        expect(await shopNotice.locator('b, strong').innerText()).toBe('closed Friday');
        await visitor.page.screenshot({ path: '/tmp/shots/admin-customers-storefront-banner.png' });
      } finally {
        await visitor.close();
      }
      expect(errors).toEqual([]);
    },
  );
});

describe('back office customer pages at 768 px', () => {
  it('the customer list and an account do not break', { timeout: 60_000 }, async () => {
    const browser = await launchBrowser('tablet');
    try {
      const page = browser.page;
      const errors = watchErrors(page);
      await staffSignIn(page, CUSTOMERS, '/admin/customers');
      await page.getByRole('link', { name: 'Lakeside Family Clinic' }).waitFor();
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
      expect(await overflow()).toBe(false);
      await shot(page, 'customers-768');
      await page.getByRole('link', { name: 'Lakeside Family Clinic' }).click();
      await page.getByRole('form', { name: 'Account settings' }).waitFor();
      expect(await overflow()).toBe(false);
      await shot(page, 'customer-768');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
