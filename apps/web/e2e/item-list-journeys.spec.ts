// Browser journeys through item lists (issue 5), at desktop and mobile widths against a running
// store, as casey.nguyen@northwind-health.example (no other journey uses this login): a buyer opens
// a product, opens Add to List, types a new list's name and presses Enter — the list is created and
// checked (storefront spec §5); on /myaccount/menu/itemlists the list shows the item; the quantity
// changes and stays changed after a reload (spec §4); Add all to cart puts the line in the cart;
// the list is deleted after a confirmation. axe finds no serious or critical violation on the
// dialog and the lists pages. Screenshots of both go to /tmp/shots/.
import { mkdirSync } from 'node:fs';

import type { Cart, ListDetailsResponse, PaginateItemsResponse, ProductCard } from '@medsupply/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser, ViewportName } from './support/browser';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { logIn } from './support/session';

const USERNAME = 'casey.nguyen@northwind-health.example';
const SHOTS = '/tmp/shots';

/** The page's current token (read each time: the storefront may have refreshed it). */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!token) throw new Error('No token stored: the session ended');
  return token;
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${baseUrl}${path}`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A plain product anyone may buy: no variants, no licence, not on allocation, in stock. */
async function plainProduct(page: Page, index: number): Promise<ProductCard> {
  const response = await page.request.post(`${baseUrl}/api/shopping/item/paginate`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data: { page: 1, limit: 50 },
  });
  const { results } = (await response.json()) as PaginateItemsResponse;
  const plain = results.filter(
    (item) =>
      item.rxLevel === 0 &&
      item.isAddableToCart &&
      !item.restricted &&
      item.allocationPeriod === null &&
      item.children.length === 0 &&
      item.unit.details.length > 0 &&
      item.quantityAvailable > 10 &&
      typeof item.price === 'number',
  );
  const product = plain[index];
  if (!product) throw new Error('The store has too few plain products');
  return product;
}

function journeys(viewport: ViewportName, productIndex: number) {
  describe(`item lists (${viewport})`, () => {
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

    it('creates a list from Add to List, edits it on the lists page and adds it to the cart', async () => {
      await logIn(page, USERNAME);
      // A known start: an empty cart.
      await apiGet(page, '/api/cart/cart/emptyCart');
      const product = await plainProduct(page, productIndex);
      const listName = `E2E ${viewport} restock ${Date.now()}`;

      // Product cards carry the compact Add to List button too (storefront spec §2.6).
      await page.goto(`${baseUrl}/products/1`);
      const card = page.getByRole('article').first();
      await card.waitFor();
      const cardName = (await card.getByRole('heading').innerText()).trim().replace(/…$/, '');
      const cardButton = card.getByRole('button', { name: /^Add to List: / });
      await cardButton.waitFor();
      await cardButton.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `${SHOTS}/item-lists-cards-${viewport}.png` });
      await cardButton.click();
      const cardDialog = page.getByRole('dialog', { name: 'Add to List' });
      await cardDialog.waitFor();
      expect((await cardDialog.innerText()).replace(/\s+/g, ' ')).toContain(
        cardName.replace(/\s+/g, ' ').slice(0, 20),
      );
      await cardDialog.getByRole('group', { name: 'Your lists' }).waitFor();
      await page.keyboard.press('Escape');
      await cardDialog.waitFor({ state: 'detached' });

      await page.goto(`${baseUrl}/product/${product.urlComponent}`);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      const name = (await heading.innerText()).trim();

      await page.getByRole('button', { name: 'Add to List', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add to List' });
      await dialog.waitFor();
      await dialog.getByText(name).waitFor();
      const newList = dialog.getByLabel('New list');
      await newList.fill(listName);
      await newList.press('Enter');
      const checkbox = dialog.getByRole('checkbox', { name: listName });
      await checkbox.waitFor();
      await expect.poll(() => checkbox.isChecked()).toBe(true);
      await dialog.getByRole('status').filter({ hasText: 'Added to' }).waitFor();
      // The visible name is cut to 23 characters; the full name stays in the title.
      const label = dialog.locator('label', { has: page.getByRole('checkbox', { name: listName }) });
      expect(await label.getAttribute('title')).toBe(listName);
      expect((await label.innerText()).trim().startsWith(listName.slice(0, 22))).toBe(true);
      expect(await label.innerText()).not.toContain(listName);
      expect(await axeViolations(page), 'Add to List dialog').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/item-lists-dialog-${viewport}.png` });
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.goto(`${baseUrl}/myaccount/menu/itemlists`);
      await page.getByRole('heading', { level: 1, name: 'Item Lists' }).waitFor();
      const listLink = page.getByRole('link', { name: listName });
      await listLink.waitFor();
      expect(await axeViolations(page), 'lists page').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/item-lists-page-${viewport}.png`, fullPage: true });

      await listLink.click();
      await page.waitForURL(/\/myaccount\/menu\/itemlists\?list=\d+$/);
      const itemListId = Number(new URL(page.url()).searchParams.get('list'));
      const line = page.getByRole('listitem', { name });
      await line.waitFor();
      await line.getByRole('link', { name }).waitFor();
      const quantity = line.getByRole('textbox', { name: `Quantity for ${name}` });
      expect(await quantity.inputValue()).toBe('1');

      // A fraction is not saved nor floored: it is refused beside the box in service spec §5's
      // words (issue 31 point 2).
      await quantity.fill('2.5');
      await quantity.press('Enter');
      await line.getByText('Decimals not allowed').waitFor();
      expect(await quantity.getAttribute('aria-invalid')).toBe('true');
      expect(await quantity.inputValue()).toBe('2.5');

      await quantity.fill('3');
      await quantity.press('Enter');
      // The save says so.
      await page.getByText(/updated on this list\.$/).waitFor();
      await expect
        .poll(async () => {
          const { details } = await apiGet<ListDetailsResponse>(
            page,
            `/api/cart/itemList/getListDetails?itemListId=${itemListId}`,
          );
          return details.map((detail) => [detail.itemId, detail.quantity]);
        })
        .toEqual([[product.id, 3]]);
      await expect.poll(() => line.getAttribute('aria-busy')).toBe('false');
      expect(await axeViolations(page), 'list detail page').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/item-list-detail-${viewport}.png`, fullPage: true });

      // The new quantity is the original now: a reload shows it.
      await page.reload();
      await line.waitFor();
      expect(await line.getByRole('textbox', { name: `Quantity for ${name}` }).inputValue()).toBe('3');

      await page.getByRole('button', { name: 'Add all to cart' }).click();
      await page.getByText('Added 1 item to your cart').waitFor();
      const cart = await apiGet<Cart>(page, '/api/cart/cart/getCart');
      expect(cart.cartDetail.map((cartLine) => [cartLine.itemId, cartLine.quantity])).toEqual([
        [product.id, 3],
      ]);

      // Delete the list, after the confirmation.
      await page.getByRole('link', { name: 'All lists' }).click();
      await page.getByRole('button', { name: `Delete ${listName}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this list?' });
      await confirm.getByRole('button', { name: 'Delete list' }).click();
      await page.getByRole('link', { name: listName }).waitFor({ state: 'detached' });

      expect(errors).toEqual([]);
    });
  });
}

journeys('desktop', 0);
journeys('mobile', 1);
