// Browser journeys through the storefront shell: header, search, navigation menus, support,
// error page, login gate and accessibility, at desktop and mobile widths, against a running store
// (scripts/test.ts starts one and sets E2E_BASE_URL).
import type { SiteConfigResponse, WebsiteResponse } from '@medsupply/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser, ViewportName } from './support/browser';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';

function journeys(viewport: ViewportName) {
  describe(`storefront shell (${viewport})`, () => {
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

    it('shows the home page with the slogan strip, logo and footer, without errors', async () => {
      const website = (await (await fetch(`${baseUrl}/api/content/website`)).json()) as WebsiteResponse;
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1, name: website.homePage?.hero.heading }).waitFor();
      for (const slogan of ['Low Price Guarantee', '24-Hour Delivery', 'Live Customer Service 24/7']) {
        expect(await page.getByRole('banner').getByText(slogan).isVisible()).toBe(true);
      }
      expect(
        await page.getByRole('link', { name: 'Meridian Medical Supply home' }).first().getAttribute('href'),
      ).toBe('/');
      await page.getByRole('contentinfo').waitFor();
      expect(await page.getByRole('contentinfo').textContent()).toMatch(/© \d{4} .+\. All rights reserved\./);
      expect(errors).toEqual([]);
    });

    it('has no serious accessibility violations on the home, contact and error pages', async () => {
      for (const path of ['/', '/contactus', '/no-such-page']) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await axeViolations(page), path).toEqual([]);
      }
    });

    it('jumps to the main content with the skip link', async () => {
      await page.goto(`${baseUrl}/about`);
      await page.getByRole('heading', { level: 1, name: /^About/ }).waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      expect(await skip.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    });

    it('searches with the markup stripped and lands on /products/1', async () => {
      await page.goto(`${baseUrl}/`);
      const search = page.getByRole('combobox', { name: 'Search products' });
      await search.fill('<b>gauze</b> pads');
      await search.press('Enter');
      await page.waitForURL(`${baseUrl}/products/1?search=gauze+pads`);
      await page.getByRole('heading', { level: 1, name: 'Results for “gauze pads”' }).waitFor();

      // A blank search goes nowhere.
      await search.fill('   ');
      await search.press('Enter');
      expect(new URL(page.url()).search).toBe('?search=gauze+pads');
    });

    it('shows the 404 page for an unknown path and a specific error on /error/500', async () => {
      await page.goto(`${baseUrl}/this/page/does/not/exist`);
      await page.getByRole('heading', { level: 1, name: 'We can’t find that page' }).waitFor();
      await page.goto(`${baseUrl}/error/500`);
      await page.getByRole('heading', { level: 1, name: 'Something went wrong on our side' }).waitFor();
    });

    it('sends a visitor without a session from the cart to the login page with the return path', async () => {
      await page.goto(`${baseUrl}/cart`);
      await page.waitForURL(`${baseUrl}/login?redirectTo=%2Fcart`);
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    });
  });
}

journeys('desktop');
journeys('mobile');

describe('header menus (desktop)', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser('desktop');
    page = browser.page;
  });

  afterAll(async () => {
    await browser.close();
  });

  it('opens the PRODUCTS dropdown and closes it on an outside click and on Escape', async () => {
    await page.goto(`${baseUrl}/about`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const products = nav.getByRole('button', { name: 'PRODUCTS' });
    await products.click();
    expect(await products.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Browse all products' }).waitFor();

    // Outside the header and below the open panel.
    await page.mouse.click(640, 790);
    expect(await products.getAttribute('aria-expanded')).toBe('false');

    await products.click();
    await page.keyboard.press('Escape');
    expect(await products.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the store’s support phone, e-mail, hours and contact page in the Support popover', async () => {
    const config = (await (await fetch(`${baseUrl}/api/site/config`)).json()) as SiteConfigResponse;
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Support' }).click();
    const popover = page.getByRole('dialog', { name: 'Customer support' });
    await popover.waitFor();
    const text = await popover.textContent();
    expect(text).toContain(config.supportPhone.replace(/^1-/, ''));
    expect(text).toContain(config.supportEmail);
    expect(text).toContain(config.supportHours);
    await popover.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(`${baseUrl}/contactus`);
    expect(await popover.isVisible()).toBe(false);
  });
});

describe('mobile navigation', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser('mobile');
    page = browser.page;
  });

  afterAll(async () => {
    await browser.close();
  });

  it('slides in with the links, Login/Register, cart and reorder, and closes on a link', async () => {
    await page.goto(`${baseUrl}/`);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.waitFor();
    for (const name of ['WHO WE SERVE', 'COMPANY', 'Resources', 'Login', 'Register', 'Easy Reorder']) {
      expect(await sheet.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await sheet.getByRole('link', { name: /^Cart, \d+ items?$/ }).isVisible()).toBe(true);
    await sheet.getByRole('link', { name: 'COMPANY' }).click();
    await page.waitForURL(`${baseUrl}/about`);
    await sheet.waitFor({ state: 'detached' });
  });
});
