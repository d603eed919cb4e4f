// Browser journeys of the cart (issue 5): the header's popover lists what is in the cart; on /cart a
// Box line changed to Case is priced by the conversion rate; a line goes to Saved for later and
// back, then is removed and the empty message shows (a punchout login's cart: punchout-journeys).
// Desktop 1280 and mobile 375, against a running store. Every journey starts from an empty cart and
// no saved items (through the API), and this login belongs to this file alone:
// ap@northwind-health.example (desktop, then mobile: the two run one after the other).
import { mkdirSync } from 'node:fs';

import type { Cart } from '@medsupply/contract';
import { formatUsd, linePriceCents } from '@medsupply/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser, ViewportName } from './support/browser';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import {
  apiCall,
  apiLogin,
  cartLine,
  clearCart,
  findBoxCaseItem,
  openCartPopover,
  type BoxCaseItem,
} from './support/cart';
import { logIn } from './support/session';

const BUYER = 'ap@northwind-health.example';
const SHOTS = '/tmp/shots';

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
