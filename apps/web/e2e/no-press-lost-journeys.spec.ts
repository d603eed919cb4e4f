// Browser journeys for issue 31 point 4, "No press lost" (ADRs 0045, 0054): a control pressed
// before its code has arrived does what it says once the code is there. Each journey holds the
// page's JavaScript back (every script, as on a slow link before the first byte of it arrives; or
// the control's own lazily loaded chunk after the page is ready), presses at once, lets the code
// through and checks the press took effect: the header's cart, account, notifications, support and
// categories open, a search typed and sent runs, a term typed shows its suggestions, checkout
// takes the ship-to and the payment chosen and goes on to the review when Continue to review was
// pressed too, the order is placed exactly once, and Make a Payment goes to its next step with the
// invoice ticked and pays once. quickpress@lakeside-clinic.example is seeded for these journeys
// alone (an administrator: its orders are placed without approval).
import type { Cart, PaginateItemsResponse, ProductCard, SalesOrderPage } from '@medsupply/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api } from './support/api';
import { launchBrowser } from './support/browser';
import type { LaunchedBrowser, ViewportName } from './support/browser';
import { ALL_SCRIPTS, appReady, holdCode, openWithoutWaiting, waitForApp } from './support/held-code';
import { baseUrl, watchErrors } from './support/page-checks';
import { logIn } from './support/session';

const BUYER = 'quickpress@lakeside-clinic.example';
const SHIP_TO = 'Monona Satellite Clinic';
const SHIP_TO_STREET = '4810 Monona Shore Drive';
const PAYMENT = /Backup card/;

/** Two everyday items in stock, no licence, no allocation, no variants. */
async function everydayItems(page: Page, token: string): Promise<ProductCard[]> {
  const answer = await api<PaginateItemsResponse>(page, token, '/api/shopping/item/paginate', {
    page: 1,
    limit: 100,
  });
  const items = answer.results.filter(
    (card) =>
      card.isAddableToCart &&
      card.children.length === 0 &&
      card.rxLevel === 0 &&
      card.allocationPeriod === null &&
      card.quantityAvailable > 20,
  );
  if (items.length < 2) throw new Error('The first page of the catalogue has too few everyday items');
  return items.slice(0, 2);
}

function journeys(viewport: ViewportName) {
  describe(`no press lost (${viewport})`, () => {
    let browser: LaunchedBrowser;
    let page: Page;
    let errors: string[];
    let token: string;
    let items: ProductCard[];

    /** The cart holds the two everyday items (placing the order empties it). */
    async function fillCart() {
      await api<Cart>(page, token, '/api/cart/cart/emptyCart', {});
      for (const item of items)
        await api<Cart>(page, token, '/api/cart/cart/addItem', { itemId: item.id, quantity: 1 });
    }

    beforeAll(async () => {
      browser = await launchBrowser(viewport);
      page = browser.page;
      errors = watchErrors(page);
      token = await logIn(page, BUYER);
      items = await everydayItems(page, token);
      await fillCart();
    });

    afterAll(async () => {
      await browser.close();
    });

    /** A buyer's press: a tap on a phone, a click with a mouse. */
    const press = (control: Locator) => (viewport === 'desktop' ? control.click() : control.tap());

    /**
     * Opens `path` with every script held back, does `act` on the server's markup (the app has not
     * started: checked), then lets the code through and waits for the app.
     */
    async function beforeTheCode(path: string, act: () => Promise<void>): Promise<void> {
      const code = await holdCode(page, ALL_SCRIPTS);
      try {
        await openWithoutWaiting(page, `${baseUrl}${path}`);
        await act();
        expect(await appReady(page), 'pressed before the app started').toBe(false);
        expect(code.held(), 'scripts held back').toBeGreaterThan(0);
      } finally {
        await code.release();
      }
      await waitForApp(page);
    }

    /** Opens `path` as a buyer does, then does `act` while the chunk matching `chunk` is held back. */
    async function beforeTheChunk(path: string, chunk: RegExp, act: () => Promise<void>): Promise<void> {
      const code = await holdCode(page, chunk);
      try {
        await page.goto(`${baseUrl}${path}`);
        await act();
        // The press asks for the chunk through React, a moment after it: wait for that request.
        await expect
          .poll(() => code.held(), { message: `${String(chunk)} held back`, timeout: 5000 })
          .toBeGreaterThan(0);
      } finally {
        await code.release();
      }
    }

    const banner = () => page.getByRole('banner');
    const header: Array<{
      name: string;
      control: () => Locator;
      opened: () => Locator;
      chunk: RegExp | null;
      widths: ViewportName[];
    }> = [
      {
        name: 'the cart popover',
        control: () => banner().getByRole('button', { name: /^Cart, \d+ items?$/ }),
        opened: () => page.getByRole('dialog', { name: 'Cart' }),
        chunk: /\/assets\/cart-popover-[\w-]+\.js$/,
        widths: ['desktop', 'mobile'],
      },
      {
        name: 'the account menu',
        control: () => banner().getByRole('button', { name: /Account/ }),
        opened: () => page.getByRole('dialog', { name: /^Account & / }),
        chunk: /\/assets\/account-popover-[\w-]+\.js$/,
        // Below 768 px the account is in the slide-in menu (the next control).
        widths: ['desktop'],
      },
      {
        name: 'the slide-in menu',
        control: () => banner().getByRole('button', { name: 'Open menu' }),
        opened: () => page.getByRole('dialog', { name: 'Menu' }),
        chunk: /\/assets\/mobile-nav-sheet-[\w-]+\.js$/,
        widths: ['mobile'],
      },
      {
        name: 'the notifications bell',
        control: () => banner().getByRole('button', { name: /^Notifications/ }),
        opened: () => page.getByRole('dialog', { name: 'Notifications' }),
        chunk: /\/assets\/notifications-popover-[\w-]+\.js$/,
        widths: ['desktop', 'mobile'],
      },
      {
        name: 'the support menu',
        control: () => banner().getByRole('button', { name: 'Support' }),
        opened: () => page.getByRole('dialog', { name: 'Customer support' }),
        chunk: /\/assets\/support-popover-[\w-]+\.js$/,
        // Below 768 px support is in the slide-in menu.
        widths: ['desktop'],
      },
      {
        name: 'the categories menu',
        control: () =>
          page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'PRODUCTS' }),
        opened: () => page.getByRole('navigation', { name: 'Main' }).getByText('Shop by category'),
        // Its code is the header's own; the categories are data, asked for on the press.
        chunk: null,
        widths: ['desktop'],
      },
    ];

    for (const control of header.filter((entry) => entry.widths.includes(viewport))) {
      it(`opens ${control.name} pressed before the page's code arrived`, async () => {
        await beforeTheCode('/', () => press(control.control()));
        await control.opened().waitFor();
        expect(await control.opened().isVisible()).toBe(true);
        expect(errors).toEqual([]);
      });

      const chunk = control.chunk;
      if (chunk)
        it(`opens ${control.name} pressed while its own chunk is on its way`, async () => {
          await beforeTheChunk('/', chunk, async () => {
            await press(control.control());
            // Not open yet: its code is held.
            expect(await control.opened().count()).toBe(0);
          });
          await control.opened().waitFor();
          expect(errors).toEqual([]);
        });
    }

    it('runs a search typed and sent before the page’s code arrived', async () => {
      const field = page.getByRole('search').getByRole('combobox');
      await beforeTheCode('/', async () => {
        await field.fill('glove');
        await field.press('Enter');
      });
      await page.waitForURL(`${baseUrl}/products/1?search=glove`);
      await page.getByRole('heading', { level: 1, name: 'Results for “glove”' }).waitFor();
      expect(errors).toEqual([]);
    });

    it('shows the suggestions for a term typed before the page’s code arrived', async () => {
      const field = page.getByRole('search').getByRole('combobox');
      await beforeTheCode('/', () => field.fill('glov'));
      const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
      await suggestions.getByRole('option').first().waitFor();
      expect(await field.inputValue()).toBe('glov');
      expect(await field.getAttribute('aria-expanded')).toBe('true');
      expect(errors).toEqual([]);
    });

    it('checks out with the ship-to and payment chosen before the code arrived, and places the order once', async () => {
      const poNumber = `PO-PRESS-${viewport}-${Date.now()}`;
      const shipTo = page.getByRole('radio', { name: new RegExp(`^${SHIP_TO}`) });
      const payment = page.getByRole('radio', { name: PAYMENT });
      await beforeTheCode('/checkout', async () => {
        // The server checked the default ship-to and terms; the buyer picks others at once.
        expect(await shipTo.isChecked()).toBe(false);
        expect(await payment.isChecked()).toBe(false);
        await press(shipTo);
        await press(payment);
      });
      await expect.poll(() => shipTo.isChecked()).toBe(true);
      await expect.poll(() => payment.isChecked()).toBe(true);
      await page.getByLabel('PO number').fill(poNumber);
      await page.getByRole('button', { name: 'Continue to review' }).click();
      await page.waitForURL(/\/reviewOrder$/);

      // The review is the buyer's own (sessionStorage): the server renders a placeholder, and Place
      // order appears with the code. Pressed the moment it does, twice (an impatient buyer).
      const place = page.getByRole('button', { name: 'Place order' });
      await beforeTheCode('/reviewOrder', async () => {
        await page.getByRole('status', { name: 'Loading your order' }).waitFor();
        expect(await place.count()).toBe(0);
      });
      await page.getByText(SHIP_TO).first().waitFor();
      await page
        .getByText(/Master[cC]ard ending/)
        .first()
        .waitFor();
      await place.click();
      await place.click({ force: true, timeout: 2000 }).catch(() => undefined);
      await page.waitForURL(/\/orderConfirmation\?id=\d+$/);

      const orders = await api<SalesOrderPage>(
        page,
        token,
        `/api/myaccount/salesorders/paginate?search=${encodeURIComponent(poNumber)}`,
      );
      expect(orders.results.map((order) => [order.poNumber, order.shipAddress.line1])).toEqual([
        [poNumber, SHIP_TO_STREET],
      ]);
      expect(errors).toEqual([]);
    });

    it('goes to the review with the PO number, ship-to, payment and Continue to review given before the code arrived', async () => {
      const poNumber = `PO-EARLY-${viewport}-${Date.now()}`;
      const shipTo = page.getByRole('radio', { name: new RegExp(`^${SHIP_TO}`) });
      const payment = page.getByRole('radio', { name: PAYMENT });
      const proceed = page.getByRole('button', { name: 'Continue to review' });
      await fillCart();
      await beforeTheCode('/checkout', async () => {
        // The server's markup carries the starting totals: Continue to review can be pressed.
        expect(await proceed.isEnabled()).toBe(true);
        await page.getByLabel('PO number').fill(poNumber);
        await press(shipTo);
        await press(payment);
        await press(proceed);
      });
      await page.waitForURL(`${baseUrl}/reviewOrder`);
      await page.getByText(SHIP_TO).first().waitFor();
      await page
        .getByText(/Master[cC]ard ending/)
        .first()
        .waitFor();
      await page.getByText(poNumber).waitFor();
      expect(await page.getByRole('button', { name: 'Place order' }).isEnabled()).toBe(true);
      // The review's choices are this tab's (sessionStorage): the next journey starts afresh.
      await page.evaluate(() => sessionStorage.clear());
      expect(errors).toEqual([]);
    });

    it('goes to the payment method with the invoice ticked and Continue pressed before the code arrived, and pays once', async () => {
      const firstInvoice = page.getByRole('region', { name: 'Open invoices' }).getByRole('listitem').first();
      let invoice = '';
      let amountDue = '';
      await beforeTheCode('/myaccount/menu/payment/create', async () => {
        const row = await firstInvoice.innerText();
        invoice = /INV-\d+/.exec(row)?.[0] ?? '';
        amountDue = /Amount due (\$[\d,]+\.\d\d)/.exec(row)?.[1] ?? '';
        await press(firstInvoice.getByText(invoice, { exact: true }));
        await press(page.getByRole('button', { name: 'Continue', exact: true }));
      });
      expect(invoice).not.toBe('');
      await page.waitForURL(`${baseUrl}/myaccount/menu/payment/method`);
      const summary = page.getByRole('region', { name: 'Payment summary' });
      await summary.getByText(amountDue).last().waitFor();

      // The method step is the buyer's own (sessionStorage): its controls come with the code.
      await page.getByRole('radio', { name: PAYMENT }).check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.waitForURL(`${baseUrl}/myaccount/menu/payment/review`);
      await page
        .getByText(/Master[cC]ard ending/)
        .first()
        .waitFor();
      await page.getByText(invoice).first().waitFor();

      // Like the order's review, the payment's is the buyer's own: Submit payment appears with the
      // code, is pressed the moment it does, twice, and pays once.
      const payments = () =>
        api<{ total: number }>(page, token, '/api/myaccount/transaction/payments/paginate?page=1&limit=1');
      const before = (await payments()).total;
      const pay = page.getByRole('button', { name: 'Submit payment' });
      await beforeTheCode('/myaccount/menu/payment/review', async () => {
        await page.getByRole('status', { name: 'Loading your payment' }).waitFor();
        expect(await pay.count()).toBe(0);
      });
      await pay.click();
      await pay.click({ force: true, timeout: 2000 }).catch(() => undefined);
      await page.waitForURL(`${baseUrl}/myaccount/menu/payment/confirmation`);
      await page.getByRole('heading', { name: /Payment PAY-\d+ has been received/ }).waitFor();
      expect((await payments()).total).toBe(before + 1);
      expect(errors).toEqual([]);
    });
  });
}

journeys('desktop');
journeys('mobile');
