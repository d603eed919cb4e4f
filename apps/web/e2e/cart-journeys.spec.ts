// Browser journeys of the cart (issue 5): the header's popover lists what is in the cart; on /cart a
// Box line changed to Case is priced by the conversion rate; a line goes to Saved for later and
// back, then is removed and the empty message shows; a punchout login's popover and cart offer no
// checkout. Desktop 1280 and mobile 375, against a running store. Every journey starts from an
// empty cart and no saved items (through the API), and these logins belong to this file alone:
// ap@northwind-health.example (desktop, then mobile: the two run one after the other) and
// punchout@st-brendan.example.
import { mkdirSync } from 'node:fs';

import type { Cart, PaginateItemsResponse, ProductCard, SessionResponse } from '@medsupply/contract';
import { dollarsToCents, formatUsd, linePriceCents } from '@medsupply/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser, ViewportName } from './support/browser';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { logIn } from './support/session';

const PASSWORD = 'Demo!2026';
const BUYER = 'ap@northwind-health.example';
const PUNCHOUT = 'punchout@st-brendan.example';
const SHOTS = '/tmp/shots';

async function apiCall<T>(token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function apiLogin(username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
  return ((await response.json()) as SessionResponse).token;
}

/** A known state: no cart lines and no saved items. */
async function clearCart(token: string): Promise<void> {
  const cart = await apiCall<Cart>(token, '/api/cart/cart/emptyCart');
  for (const saved of cart.saveForLater) {
    await apiCall<Cart>(token, '/api/cart/cart/deleteSaveForLater', { id: saved.id });
  }
}

interface BoxCaseItem {
  item: ProductCard;
  name: string;
  priceCents: number;
  box: { id: number; unitName: string; conversionRate: number };
  caseUnit: { id: number; unitName: string; conversionRate: number };
}

/** An ordinary item (no variants, no licence, no allocation, priced, in stock) sold by Box and Case. */
async function findBoxCaseItem(token: string): Promise<BoxCaseItem> {
  for (let page = 1; page <= 10; page += 1) {
    const listing = await apiCall<PaginateItemsResponse>(token, '/api/shopping/item/paginate', {
      page,
      limit: 50,
    });
    for (const item of listing.results) {
      const box = item.unit.details.find((unit) => /^Box\b/.test(unit.unitName));
      const caseUnit = item.unit.details.find((unit) => /^Case\b/.test(unit.unitName));
      if (
        box &&
        caseUnit &&
        item.children.length === 0 &&
        item.isAddableToCart &&
        item.rxLevel === 0 &&
        item.allocationPeriod === null &&
        typeof item.price === 'number' &&
        item.quantityAvailable >= 100
      ) {
        return {
          item,
          name: item.siteDisplayName?.trim() || item.displayName,
          priceCents: dollarsToCents(item.price),
          box,
          caseUnit,
        };
      }
    }
    if (page >= listing.pages) break;
  }
  throw new Error('The store has no plain item sold by Box and Case');
}

async function openCartPopover(page: Page, viewport: ViewportName, count: number): Promise<Locator> {
  const button = page
    .getByRole('banner')
    .getByRole('button', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });
  // storefront spec §2.7: a mouse opens it by hovering (after 150 ms); a finger taps it.
  const popover = page.getByRole('dialog', { name: 'Cart' });
  if (viewport === 'desktop') {
    // The header hydrates in a slice of its own, which under load can come after the page says it
    // is ready; a pointer that arrived before it is not replayed (only presses are), so the mouse
    // leaves and comes back, as a person's would, until the popover opens.
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.mouse.move(0, 0);
      await button.hover();
      if (
        await popover.waitFor({ timeout: 3000 }).then(
          () => true,
          () => false,
        )
      )
        break;
    }
  } else await button.tap();
  await popover.waitFor();
  return popover;
}

function cartLine(page: Page, name: string): Locator {
  return page.getByRole('region', { name: 'Cart items' }).getByRole('listitem', { name });
}

function journeys(viewport: ViewportName) {
  describe(`cart (${viewport})`, () => {
    let browser: LaunchedBrowser;
    let page: Page;
    let errors: string[];
    let token: string;
    let sample: BoxCaseItem;

    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      token = await apiLogin(BUYER);
      await clearCart(token);
      sample = await findBoxCaseItem(token);
      await apiCall<Cart>(token, '/api/cart/cart/addItem', {
        itemId: sample.item.id,
        unit: sample.box.id,
        quantity: 2,
      });
      browser = await launchBrowser(viewport);
      page = browser.page;
      errors = watchErrors(page);
      await logIn(page, BUYER);
    });

    afterAll(async () => {
      await browser.close();
      await clearCart(token);
    });

    it('lists the line in the header popover with its subtotal, View Cart and Checkout', async () => {
      const popover = await openCartPopover(page, viewport, 2);
      await popover.getByText('1 Product', { exact: true }).waitFor();
      const line = popover.getByRole('listitem', { name: sample.name });
      const boxTotal = formatUsd(linePriceCents(sample.priceCents, sample.box.conversionRate, 2));
      await expect.poll(() => line.innerText()).toContain(`Qty: 2 · ${sample.box.unitName}`);
      expect(await line.innerText()).toContain(boxTotal);
      expect(await popover.innerText()).toMatch(new RegExp(`Subtotal\\s+\\${boxTotal}`));
      expect(await popover.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
      await page.screenshot({ path: `${SHOTS}/cart-popover-${viewport}.png` });

      await popover.getByRole('link', { name: 'View Cart' }).click();
      await page.waitForURL(`${baseUrl}/cart`);
      await expect.poll(() => popover.count()).toBe(0);
    });

    it('prices a Box line changed to Case by the conversion rate', async () => {
      const line = cartLine(page, sample.name);
      await line.waitFor();
      const boxCents = linePriceCents(sample.priceCents, sample.box.conversionRate, 2);
      const caseCents = linePriceCents(sample.priceCents, sample.caseUnit.conversionRate, 2);
      expect(await line.getByTestId('line-total').innerText()).toBe(formatUsd(boxCents));
      expect(await page.getByTestId('cart-subtotal').innerText()).toBe(formatUsd(boxCents));
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/cart-${viewport}.png`, fullPage: true });

      await line.getByRole('combobox', { name: `Unit for ${sample.name}` }).selectOption({
        label: sample.caseUnit.unitName,
      });
      await expect.poll(() => line.getByTestId('line-total').innerText()).toBe(formatUsd(caseCents));
      // The Case costs what its boxes cost: the ratio of the line totals is the ratio of the rates.
      expect(caseCents * sample.box.conversionRate).toBe(boxCents * sample.caseUnit.conversionRate);
      expect(await page.getByTestId('cart-subtotal').innerText()).toBe(formatUsd(caseCents));
      expect(await page.getByRole('banner').getByRole('button', { name: 'Cart, 2 items' }).count()).toBe(1);
    });

    it('saves the line for later, moves it back, then removes it', async () => {
      const line = cartLine(page, sample.name);
      await line.getByRole('button', { name: `Save for later ${sample.name}` }).click();
      const saved = page.getByRole('region', { name: /Saved for later/ });
      await saved.getByRole('listitem', { name: sample.name }).waitFor();
      await page.getByText('Your cart is currently empty.').waitFor();
      expect(await saved.innerText()).toContain(`Qty: 2 · ${sample.caseUnit.unitName}`);

      await saved.getByRole('button', { name: `Move to cart ${sample.name}` }).click();
      await line.waitFor();
      await expect.poll(() => saved.count()).toBe(0);
      expect(await line.getByRole('combobox', { name: `Unit for ${sample.name}` }).inputValue()).toBe(
        String(sample.caseUnit.id),
      );

      await line.getByRole('button', { name: `Remove ${sample.name}` }).click();
      await page.getByText('Your cart is currently empty.').waitFor();
      expect(await page.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
        '/products/1',
      );
      await page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

journeys('desktop');
journeys('mobile');

describe('punchout cart (desktop)', () => {
  let browser: LaunchedBrowser;
  let token: string;

  afterAll(async () => {
    await browser.close();
    await clearCart(token);
  });

  it('offers View Cart but no Checkout in the popover, and no checkout on /cart', async () => {
    token = await apiLogin(PUNCHOUT);
    await clearCart(token);
    const sample = await findBoxCaseItem(token);
    await apiCall<Cart>(token, '/api/cart/cart/addItem', {
      itemId: sample.item.id,
      unit: sample.box.id,
      quantity: 1,
    });
    browser = await launchBrowser('desktop');
    const page = browser.page;
    const errors = watchErrors(page);
    await logIn(page, PUNCHOUT);

    const popover = await openCartPopover(page, 'desktop', 1);
    await popover.getByRole('listitem', { name: sample.name }).waitFor();
    await popover.getByRole('link', { name: 'View Cart' }).waitFor();
    expect(await popover.getByRole('link', { name: 'Checkout' }).count()).toBe(0);

    await popover.getByRole('link', { name: 'View Cart' }).click();
    await cartLine(page, sample.name).waitFor();
    expect(await page.getByRole('link', { name: 'Proceed to checkout' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
