// Browser journeys of substitutes (issue 34 point 4, ADR 0053) at 1280 and 375 px, as the demo
// buyer substitutes@lakeside-clinic.example, whose cart no other journey touches. The journey picks
// a backordered demo item whose first-ranked equivalent is in stock for this buyer (asked of the
// API, as the page asks it), sees the "Equivalent items" block on its product page with the buyer's
// price and adds one, then puts the backordered item in the cart and swaps its line for the
// equivalent with one press: the line becomes that item in the same quantity. axe finds no serious
// or critical violation, and at 375 px nothing scrolls sideways.
import { mkdirSync } from 'node:fs';

import type { Cart, ItemSubstitutesResponse, PaginateItemsResponse, Substitute } from '@medsupply/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser } from './support/browser';
import { apiCall, apiLogin, cartLine, clearCart } from './support/cart';
import { axeViolations, baseUrl, dismissToasts, scrollsSideways, watchErrors } from './support/page-checks';
import { logIn } from './support/session';

const BUYER = 'substitutes@lakeside-clinic.example';
const SHOTS = '/tmp/shots';

interface Backordered {
  id: number;
  urlComponent: string;
  name: string;
  substitute: Substitute;
}

/** A plain backordered item whose best equivalent this buyer can have now. */
async function findBackordered(token: string): Promise<Backordered> {
  for (let page = 1; page <= 10; page += 1) {
    const listing = await apiCall<PaginateItemsResponse>(token, '/api/shopping/item/paginate', {
      page,
      limit: 50,
      facets: { availability: 'outOfStock' },
    });
    for (const item of listing.results) {
      if (item.children.length > 0 || !item.isAddableToCart || item.allocationPeriod !== null) continue;
      const offer = await apiCall<ItemSubstitutesResponse>(
        token,
        `/api/shopping/item/substitutes?id=${item.id}`,
      );
      const best = offer.substitutes[0];
      if (
        offer.reason === 'backordered' &&
        best?.standing === 'available' &&
        typeof best.price === 'number'
      ) {
        return {
          id: item.id,
          urlComponent: item.urlComponent,
          name: item.siteDisplayName?.trim() || item.displayName,
          substitute: best,
        };
      }
    }
    if (page >= listing.pages) break;
  }
  throw new Error('The demo store has no backordered item with an equivalent in stock');
}

for (const viewport of ['desktop', 'mobile'] as const) {
  const width = viewport === 'desktop' ? 1280 : 375;

  describe(`substitutes at ${width} px`, () => {
    let browser: LaunchedBrowser;
    let page: Page;
    let errors: string[];
    let token = '';
    let backordered: Backordered;

    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      browser = await launchBrowser(viewport);
      page = browser.page;
      errors = watchErrors(page);
      token = await apiLogin(BUYER);
      await clearCart(token);
      backordered = await findBackordered(token);
    });
    afterAll(async () => {
      await browser.close();
    });

    it('shows a backordered item’s equivalents on its product page, best first, and adds one', async () => {
      await logIn(page, BUYER);
      await page.goto(`${baseUrl}/product/${backordered.urlComponent}`);
      const block = page.getByRole('region', { name: 'Equivalent items' });
      await block.waitFor();
      await block.getByText('This item is backordered.').waitFor();
      const { substitute } = backordered;
      const card = block.getByRole('listitem').first();
      await card.getByRole('link', { name: substitute.displayName }).waitFor();
      await card.getByText('In stock').waitFor();
      // The buyer's price of one of the unit it would be added in.
      await card.getByText(new RegExp(`/ ${substitute.unit?.unitName ?? ''}$`)).waitFor();
      await card.getByRole('button', { name: `Add to cart: ${substitute.displayName}` }).click();
      await page.getByText(`${substitute.displayName}: Added to your cart.`).waitFor();
      const cart = await apiCall<Cart>(token, '/api/cart/cart/getCart');
      expect(cart.cartDetail.map((l) => [l.itemId, l.quantity])).toEqual([[substitute.id, 1]]);
      await dismissToasts(page);
      expect(await axeViolations(page), 'product page').toEqual([]);
      if (viewport === 'mobile') expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `${SHOTS}/substitutes-product-${viewport}.png`, fullPage: true });
      expect(errors).toEqual([]);
    });

    it('swaps a backordered cart line for its equivalent with one press', async () => {
      await clearCart(token);
      await apiCall<Cart>(token, '/api/cart/cart/addItem', { itemId: backordered.id, quantity: 3 });
      await page.goto(`${baseUrl}/cart`);
      const line = cartLine(page, backordered.name);
      await line.getByText('Backordered. Swap it for an equivalent item:').waitFor();
      const { substitute } = backordered;
      await line
        .getByRole('button', { name: `Swap ${backordered.name} for ${substitute.displayName}` })
        .click();
      await page.getByText(`${substitute.displayName}: Swapped in your cart.`).waitFor();
      await cartLine(page, backordered.name).waitFor({ state: 'detached' });
      await cartLine(page, substitute.displayName).waitFor();
      const cart = await apiCall<Cart>(token, '/api/cart/cart/getCart');
      expect(cart.cartDetail.map((l) => [l.itemId, l.quantity])).toEqual([[substitute.id, 3]]);
      await dismissToasts(page);
      expect(await axeViolations(page), 'cart page').toEqual([]);
      if (viewport === 'mobile') expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `${SHOTS}/substitutes-cart-${viewport}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await clearCart(token);
    });
  });
}
