// Server-rendered pages (ADR 0022), at desktop and mobile widths: the home page, the listing and a
// product page read completely before any script runs (here: with JavaScript off); with JavaScript
// React hydrates the server's elements (it keeps them, moves nothing and leaves no stand-in
// behind); a signed-in buyer never sees the anonymous markup's 'Login to see price'.
import type { ProductCard } from '@medsupply/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser, ViewportName } from './support/browser';
import { baseUrl, watchErrors } from './support/page-checks';
import { logIn } from './support/session';

const BUYER = 'admin@lakeside-clinic.example';

async function topItem(): Promise<ProductCard> {
  const items = (await (await fetch(`${baseUrl}/api/shopping/item/topItems`)).json()) as ProductCard[];
  const item = items[0];
  if (!item) throw new Error('The store has no top items');
  return item;
}

const productName = (item: ProductCard) => item.siteDisplayName ?? item.displayName;

function journeys(viewport: ViewportName) {
  describe(`server-rendered pages (${viewport})`, () => {
    let item: ProductCard;
    beforeAll(async () => {
      item = await topItem();
    });

    describe('without JavaScript', () => {
      let browser: LaunchedBrowser;
      let page: Page;
      beforeAll(async () => {
        browser = await launchBrowser(viewport, { javaScript: false });
        page = browser.page;
      });
      afterAll(async () => browser.close());

      it('shows a product page: name, item number, stock and the login link for the price', async () => {
        await page.goto(`${baseUrl}/product/${item.urlComponent}`);
        await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(productName(item));
        await expect(page.getByText(item.itemName, { exact: true }).first().isVisible()).resolves.toBe(true);
        const login = page.getByRole('link', { name: 'Login to View Price' });
        await expect(login.getAttribute('href')).resolves.toBe(
          `/login?redirectTo=${encodeURIComponent(`/product/${item.urlComponent}`)}`,
        );
      });

      it('shows the listing with its product cards and the home page with its hero', async () => {
        await page.goto(`${baseUrl}/products/1`);
        await expect(page.getByRole('article').count()).resolves.toBe(10);
        await expect(page.getByText('Login to see price').first().isVisible()).resolves.toBe(true);
        await page.goto(`${baseUrl}/`);
        await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
        await expect(
          page.getByRole('banner').getByRole('link', { name: 'Meridian Medical Supply home' }).isVisible(),
        ).resolves.toBe(true);
        // The footer arrives whole from the server: its links work without JavaScript.
        await expect(page.getByRole('contentinfo').getByRole('link').count()).resolves.toBeGreaterThan(5);
      });
    });

    describe('with JavaScript', () => {
      let browser: LaunchedBrowser;
      let page: Page;
      let errors: string[];
      beforeAll(async () => {
        browser = await launchBrowser(viewport);
        page = browser.page;
        errors = watchErrors(page);
        // Before any script of the page: remember the server's heading and record layout shifts.
        await browser.context.addInitScript(() => {
          const w = window as unknown as {
            serverHeading?: Element | null;
            serverCard?: Element | null;
            shifts: number[];
          };
          w.shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              w.shifts.push((entry as unknown as { value: number }).value);
          }).observe({ type: 'layout-shift', buffered: true });
          document.addEventListener('DOMContentLoaded', () => {
            w.serverHeading = document.querySelector('main h1');
            w.serverCard = document.querySelector('main article');
          });
        });
      });
      afterAll(async () => browser.close());

      it('keeps what a visitor typed into the search before the app took the page over', async () => {
        // The app's entry script is held back until the visitor has typed into the server's markup.
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const entry = /\/assets\/entry\.client-[^/]+\.js$/;
        await page.route(entry, async (route) => {
          await held;
          await route.continue();
        });
        try {
          const loading = page.goto(`${baseUrl}/products/1`);
          const search = page.getByRole('combobox', { name: 'Search products' });
          await search.fill('nitr');
          await expect(
            page.evaluate(() => document.documentElement.hasAttribute('data-app-ready')),
          ).resolves.toBe(false);
          release();
          await loading;
          await expect(search.inputValue()).resolves.toBe('nitr');
          // And the app works on it: the type-ahead answers the visitor's term.
          await search.press('End');
          await search.pressSequentially('i');
          await page.getByRole('listbox').waitFor();
          await expect(page.getByRole('option').count()).resolves.toBeGreaterThan(0);
        } finally {
          release();
          await page.unroute(entry);
        }
      });

      it('hydrates the markup, keeping its elements, moving nothing and leaving no stand-in behind', async () => {
        for (const path of [`/product/${item.urlComponent}`, '/products/1', '/']) {
          await page.goto(`${baseUrl}${path}`);
          // The app is running (goto waits for it); give it a moment to settle its first effects.
          await page.waitForTimeout(300);
          const kept = await page.evaluate(() => {
            const w = window as unknown as {
              serverHeading?: Element | null;
              serverCard?: Element | null;
              shifts: number[];
            };
            const headings = document.querySelectorAll('main h1');
            return {
              // The heading was there before any script ran, and the app kept that very element.
              serverRendered: Boolean(w.serverHeading?.textContent),
              sameElement: headings.length === 1 && headings[0] === w.serverHeading,
              // So did the first product card (listing, home carousel), which the app takes over
              // with the rest of the page.
              sameCard: w.serverCard ? document.querySelector('main article') === w.serverCard : null,
              shift: w.shifts.reduce((sum, value) => sum + value, 0),
            };
          });
          const card = path.startsWith('/product/') ? kept.sameCard : true;
          expect(kept, path).toEqual({ serverRendered: true, sameElement: true, sameCard: card, shift: 0 });
        }
        // The lazy footer replaced its stand-in (the server sent the stand-in, as the browser's
        // first render has it).
        await page.locator('footer:not([aria-hidden])').waitFor();
        await expect(page.locator('body footer').count()).resolves.toBe(1);
        await expect(page.locator('body .h-96.bg-navy-950').count()).resolves.toBe(0);
        // Interactive: the type-ahead (an app feature, not a link) answers on the hydrated page.
        const search = page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true });
        await search.fill('glo');
        await page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first().waitFor();
        expect(errors).toEqual([]);
      });

      it('hydrates the page in parts: a carousel further down works, a card pressed at once opens in the app', async () => {
        // The home page's last carousel is below the fold: once scrolled to it is the carousel
        // (embla), its server markup hydrated in place.
        await page.goto(`${baseUrl}/`);
        const lastIsCarousel = () =>
          Array.from(document.querySelectorAll('main [role="region"]'))
            .at(-1)
            ?.getAttribute('aria-roledescription') === 'carousel';
        await page.locator('main [role="region"]').last().scrollIntoViewIfNeeded();
        await page.waitForFunction(lastIsCarousel);

        // The listing's last card, pressed before it was scrolled to: React hydrates the part that
        // is pressed first, so the click is the app's navigation (no page load).
        await page.goto(`${baseUrl}/products/1`);
        await page.evaluate(() => Object.assign(window, { samePage: true }));
        // dispatchEvent and evaluate do not scroll the card into view, as a real click would.
        const link = page.locator('main article a[href^="/product/"]:not([aria-hidden])').last();
        const name = await link.innerText();
        const href = await link.getAttribute('href');
        await link.dispatchEvent('pointerdown');
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
        await link.evaluate((a: HTMLAnchorElement) => a.click());
        await page.getByRole('heading', { level: 1, name }).waitFor();
        await expect(
          page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
        ).resolves.toBe(true);
        // The product's head arrived with it (issue 15): the same title, description, canonical
        // link and JSON-LD as the server's document of that product, the listing's gone.
        const headOf = () => ({
          title: document.title,
          description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
          jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
            (e) => e.textContent,
          ),
        });
        const served = await browser.context.newPage();
        await served.goto(`${baseUrl}${href ?? ''}`);
        const expected = await served.evaluate(headOf);
        await served.close();
        expect(expected.canonical).toMatch(/\/product\//);
        await expect(page.evaluate(headOf)).resolves.toEqual(expected);
        expect(errors).toEqual([]);
      });

      it("shows a signed-in buyer their prices, never the anonymous markup's price prompt", async () => {
        await logIn(page, BUYER);
        await page.goto(`${baseUrl}/products/1`);
        await page.getByRole('article').first().getByText(/\$\d/).first().waitFor();
        await expect(page.getByText('Login to see price').count()).resolves.toBe(0);
        expect(errors).toEqual([]);
      });
    });
  });
}

journeys('desktop');
journeys('mobile');

// Issue 15 acceptance: a document asked for with the admin's session cookie (as curl would) already
// shows the admin's price and cart count; without the cookie, or for a buyer without price
// visibility, no price is anywhere in the HTML or the data embedded for hydration.
describe('documents for the buyer of the session cookie', () => {
  const PASSWORD = 'Demo!2026';
  /** A price field's key as the embedded loader data writes it (JSON, or JSON inside a string). */
  const PRICE_KEY = /\\?"(price|prices)\\?"/;

  async function session(username: string): Promise<{ cookie: string; token: string }> {
    const res = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('session='))
      ?.split(';')[0];
    if (!cookie) throw new Error('no session cookie');
    return { cookie, token: ((await res.json()) as { token: string }).token };
  }

  const documentOf = async (path: string, cookie?: string) => {
    const res = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
    return { status: res.status, cacheControl: res.headers.get('cache-control'), html: await res.text() };
  };

  it("shows the admin's price and cart count in the server's HTML, private to them", async () => {
    const item = await topItem();
    const admin = await session(BUYER);
    const auth = { authorization: `Bearer ${admin.token}` };
    const detail = (await (
      await fetch(`${baseUrl}/api/shopping/item/item?id=${item.id}`, { headers: auth })
    ).json()) as { price: number };
    const cart = (await (await fetch(`${baseUrl}/api/cart/cart/getCart`, { headers: auth })).json()) as {
      totalQuantity: number;
    };
    const page = await documentOf(`/product/${item.urlComponent}`, admin.cookie);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('private, no-store');
    expect(page.html).toContain(`$${detail.price.toFixed(2)}`);
    const count = cart.totalQuantity;
    expect(page.html).toContain(`Cart, ${count} ${count === 1 ? 'item' : 'items'}`);
    expect(page.html).not.toContain('Login to View Price');
    // The scan below would see a price field: the admin's embedded data has them.
    expect(page.html).toMatch(PRICE_KEY);
  });

  it("carries the home page's sections in the home page's document only, and the category tree in the listing's (issue 15)", async () => {
    const website = (await (await fetch(`${baseUrl}/api/content/website`)).json()) as {
      homePage: { hero: { subheading: string } } | null;
    };
    const subheading = website.homePage?.hero.subheading;
    if (!subheading) throw new Error('the demo content has a home page hero');
    // The hero's text in the page and in the embedded data the page hydrates with.
    const marker = subheading.slice(0, 40);
    const home = await documentOf('/');
    expect(home.html.split(marker).length - 1).toBeGreaterThanOrEqual(2);
    const item = await topItem();
    for (const path of [`/product/${item.urlComponent}`, '/products/1', '/about']) {
      const page = await documentOf(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).not.toContain(marker);
      expect(page.html, path).not.toMatch(/\\?"homePage\\?"/);
    }
    // The tree (a node's isParent) fills the listing's category filter; the header's menus ask
    // for it in the browser when opened, so no other document carries it.
    const TREE_NODE = /\\?"isParent\\?"/;
    expect((await documentOf('/products/1')).html).toMatch(TREE_NODE);
    for (const path of [`/product/${item.urlComponent}`, '/', '/about']) {
      expect((await documentOf(path)).html, path).not.toMatch(TREE_NODE);
    }
  });

  it('shows a visitor, and a buyer without price visibility, no price anywhere in the document', async () => {
    const item = await topItem();
    const visitor = await documentOf(`/product/${item.urlComponent}`);
    expect(visitor.status).toBe(200);
    expect(visitor.cacheControl).toMatch(/^public/);
    expect(visitor.html).toContain('Login to View Price');
    expect(visitor.html).not.toMatch(PRICE_KEY);
    const listing = await documentOf('/products/1');
    expect(listing.html).not.toMatch(PRICE_KEY);

    const hidden = await session('buyer@lakeside-clinic.example');
    for (const path of [`/product/${item.urlComponent}`, '/products/1', '/']) {
      const page = await documentOf(path, hidden.cookie);
      expect(page.cacheControl, path).toBe('private, no-store');
      expect(page.html, path).not.toMatch(PRICE_KEY);
    }
  });
});
