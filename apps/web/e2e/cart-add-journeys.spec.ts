// Browser journeys through the add-to-cart controls (issue 5), at desktop and mobile widths against
// a running store. ap@lakeside-clinic.example (price-visible; the brief's jared.kim@lakeside is an
// inactive contact and cannot log in, and no other journey uses this login) opens the medium glove
// of a glove family, picks the box, adds it twice — the cart has one line with quantity 2 — and
// adds more of an allocated item than is left: the quantity is cut and the warning toast shows
// (storefront spec §8). hygiene@harbor-dental.example (unlicensed) sees the licence message on an
// Rx item (spec §6). axe finds no serious or critical violation on the product page with the
// control or on the interstitial; screenshots go to /tmp/shots/.
import { mkdirSync } from 'node:fs';

import type {
  Cart,
  CurrentUserResponse,
  ItemAllocationResponse,
  PaginateItemsResponse,
  ProductCard,
} from '@medsupply/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api } from './support/api';
import { launchBrowser } from './support/browser';
import type { LaunchedBrowser, ViewportName } from './support/browser';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { logIn } from './support/session';

const BUYER = 'ap@lakeside-clinic.example';
const UNLICENSED = 'hygiene@harbor-dental.example';
const SHOTS = '/tmp/shots';
const ADJUSTED = 'Item quantites are limited and has been adjusted in your cart';

/** Every card of the store (600 items in the journeys' seed), a hundred at a time. */
async function allCards(page: Page, token: string): Promise<ProductCard[]> {
  const cards: ProductCard[] = [];
  for (let pageNumber = 1; pageNumber <= 20; pageNumber += 1) {
    const answer = await api<PaginateItemsResponse>(page, token, '/api/shopping/item/paginate', {
      page: pageNumber,
      limit: 100,
    });
    cards.push(...answer.results);
    if (pageNumber >= answer.pages) break;
  }
  return cards;
}

/** The seed's glove families: a parent whose sizes include Medium, and a Box unit. */
function mediumGloveFamily(cards: ProductCard[]): ProductCard {
  const family = cards.find(
    (card) =>
      /glove/i.test(card.displayName) &&
      card.children.some((child) => child.matrixDetails?.['Size'] === 'Medium' && child.isAddableToCart) &&
      card.unit.details.some((unit) => /box/i.test(unit.unitName)) &&
      card.rxLevel === 0 &&
      card.allocationPeriod === null,
  );
  if (!family) throw new Error('The seed has no glove family with a Medium size and a Box unit');
  return family;
}

function journeys(viewport: ViewportName, allocatedIndex: number) {
  describe(`add to cart (${viewport})`, () => {
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

    it('adds a medium glove box twice: one cart line with quantity 2', async () => {
      const token = await logIn(page, BUYER);
      await api(page, token, '/api/cart/cart/emptyCart');
      const family = mediumGloveFamily(await allCards(page, token));
      const medium = family.children.find((child) => child.matrixDetails?.['Size'] === 'Medium');
      const box = family.unit.details.find((unit) => /box/i.test(unit.unitName));
      if (!medium || !box) throw new Error('unreachable: checked by mediumGloveFamily');

      await page.goto(`${baseUrl}/product/${family.urlComponent}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const mediumButton = page.getByRole('button', { name: /^Medium/ });
      await mediumButton.click();
      await expect.poll(() => mediumButton.getAttribute('aria-pressed')).toBe('true');
      await page.getByLabel('Unit of measure').selectOption(String(box.id));
      const add = page.getByRole('button', { name: 'Add to cart', exact: true });
      await add.waitFor();
      await page.getByText(/^Size$/).scrollIntoViewIfNeeded();
      expect(await axeViolations(page), 'product page with the control').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/cart-add-product-${viewport}.png`, fullPage: false });

      await add.click();
      const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
      await dialog.waitFor();
      await dialog.getByText('Added: 1').waitFor();
      expect(await axeViolations(page), 'checkout interstitial').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/cart-add-interstitial-${viewport}.png` });
      await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
      await dialog.waitFor({ state: 'detached' });

      await add.click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Continue Shopping' }).click();

      const cart = await api<Cart>(page, token, '/api/cart/cart/getCart');
      expect(cart.cartDetail.map((line) => [line.itemId, line.unit, line.quantity])).toEqual([
        [medium.id, box.id, 2],
      ]);
      expect(errors).toEqual([]);
    });

    it('answers a size pressed as soon as the page is ready, when the controls’ code comes late', async () => {
      // The buyer's controls are a chunk of their own (app/product-actions.tsx), held back here as
      // on a slow link (routing also bypasses the browser's cache). React drops a press on markup
      // it cannot hydrate yet: the page must not say it is ready before it can answer.
      const token = await logIn(page, BUYER);
      const family = mediumGloveFamily(await allCards(page, token));
      const controlsChunk = /\/assets\/product-actions-slots-[\w-]+\.js$/;
      let heldBack = 0;
      await page.route(controlsChunk, async (route) => {
        heldBack += 1;
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      try {
        await page.goto(`${baseUrl}/product/${family.urlComponent}`);
        const mediumButton = page.getByRole('button', { name: /^Medium/ });
        await mediumButton.click();
        await expect.poll(() => mediumButton.getAttribute('aria-pressed')).toBe('true');
        expect(heldBack).toBeGreaterThan(0);
      } finally {
        await page.unroute(controlsChunk);
      }
      expect(errors).toEqual([]);
    });

    it('cuts the quantity of an allocated item and shows the warning toast', async () => {
      const token = await logIn(page, BUYER);
      await api(page, token, '/api/cart/cart/emptyCart');
      const { user } = await api<CurrentUserResponse>(page, token, '/api/auth/currentUser');
      const allocated = (await allCards(page, token)).filter(
        (card) =>
          card.allocationPeriod !== null &&
          card.children.length === 0 &&
          card.isAddableToCart &&
          typeof card.price === 'number' &&
          (card.rxLevel === 0 || user.account.rxLevels.includes(card.rxLevel)) &&
          card.unit.details.some((unit) => unit.conversionRate === 1),
      );
      const candidates: Array<{ card: ProductCard; allocationMax: number }> = [];
      for (const card of allocated) {
        const { allocationMax } = await api<ItemAllocationResponse>(
          page,
          token,
          '/api/myaccount/allocation/getItemAllocation',
          { itemId: card.id },
        );
        if (allocationMax !== null && allocationMax >= 2) candidates.push({ card, allocationMax });
      }
      const chosen = candidates[allocatedIndex];
      if (!chosen) throw new Error(`Only ${candidates.length} allocated items with allocation left`);
      const baseUnit = chosen.card.unit.details.find((unit) => unit.conversionRate === 1);
      if (!baseUnit) throw new Error('unreachable: filtered above');

      await page.goto(`${baseUrl}/product/${chosen.card.urlComponent}`);
      await page.getByText('This item is on allocation and quantity may be limited').waitFor();
      await page.getByText('Please contact your sales rep for information on allocation.').waitFor();
      const units = page.getByLabel('Unit of measure');
      if ((await units.evaluate((element) => element.tagName)) === 'SELECT') {
        await units.selectOption(String(baseUnit.id));
      }
      await page.getByLabel('Quantity', { exact: true }).fill(String(chosen.allocationMax + 5));
      // Exact: a recalled or backordered item's equivalents have their own 'Add to cart: …' buttons.
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByText(ADJUSTED).waitFor();
      await page.screenshot({ path: `${SHOTS}/cart-add-allocation-${viewport}.png` });

      const cart = await api<Cart>(page, token, '/api/cart/cart/getCart');
      expect(cart.cartDetail.map((line) => [line.itemId, line.unit, line.quantity])).toEqual([
        [chosen.card.id, baseUnit.id, chosen.allocationMax],
      ]);
      expect(errors).toEqual([]);
    });

    it('adds from a listing card with a toast and no interstitial', async () => {
      const token = await logIn(page, BUYER);
      await api(page, token, '/api/cart/cart/emptyCart');
      await page.goto(`${baseUrl}/products/1`);
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: 'Add to cart' }) })
        .first();
      await card.waitFor();
      await card.getByLabel('Quantity').fill('3');
      expect(await axeViolations(page), 'listing with card controls').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/cart-add-listing-${viewport}.png` });
      await card.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByText('Added to cart', { exact: true }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      const cart = await api<Cart>(page, token, '/api/cart/cart/getCart');
      expect(cart.cartDetail).toHaveLength(1);
      expect(cart.cartDetail[0]?.quantity).toBe(3);
      expect(errors).toEqual([]);
    });

    it('tells an unlicensed clinic that an Rx item needs a medical license', async () => {
      const token = await logIn(page, UNLICENSED);
      const { user } = await api<CurrentUserResponse>(page, token, '/api/auth/currentUser');
      expect(user.account.rxLevels).toEqual([]);
      const answer = await api<PaginateItemsResponse>(page, token, '/api/shopping/item/paginate', {
        page: 1,
        limit: 100,
      });
      const rxItem = answer.results.find(
        (card) => card.rxLevel > 0 && !card.restricted && card.isAddableToCart && card.children.length === 0,
      );
      if (!rxItem) throw new Error('No Rx item on the first page of the catalogue');

      await page.goto(`${baseUrl}/product/${rxItem.urlComponent}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page
        .getByText('This item requires a medical license to purchase', { exact: true })
        .first()
        .waitFor();
      expect(await page.getByRole('button', { name: 'Add to cart', exact: true }).count()).toBe(0);
      await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      expect(await axeViolations(page), 'product page with the licence message').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/cart-add-licence-${viewport}.png` });
      expect(errors).toEqual([]);
    });
  });
}

journeys('desktop', 0);
journeys('mobile', 1);
