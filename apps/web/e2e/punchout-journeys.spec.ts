// Browser journeys of punchout (issue 28 Acceptance), desktop 1280 and mobile 375, one after the
// other: a fictional procurement page (scripts/procurement-sim.ts, St. Brendan's demo e-procurement
// system) posts a cXML set-up request and sends the browser to the store; the buyer shops in
// punchout mode (no checkout anywhere) and presses "Return cart to procurement"; the procurement
// page receives the PunchOutOrderMessage with the right lines and prices; its purchase order
// (an OrderRequest, sent twice) places one order, which the clinic sees in Sales Orders and the
// order desk in the back office. Also a punchout login's popover and cart, without procurement.
// punchout@st-brendan.example and its cart belong to this file alone.
import { mkdirSync } from 'node:fs';

import type { Cart } from '@medsupply/contract';
import { linePriceCents } from '@medsupply/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startProcurementSim, type ProcurementSim } from '../../../scripts/procurement-sim.ts';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser, ViewportName } from './support/browser';
import {
  apiCall,
  apiLogin,
  cartLine,
  clearCart,
  findBoxCaseItem,
  openCartPopover,
  type BoxCaseItem,
} from './support/cart';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { logIn } from './support/session';
import { fillStaffSignIn } from './support/staff';

const PUNCHOUT = 'punchout@st-brendan.example';
/** St. Brendan's administrator: sees the account's orders. */
const CLINIC_ADMIN = 'materials@st-brendan.example';
const ORDER_DESK = 'orders@staff.medsupply.example';
const SHOTS = '/tmp/shots';

async function staffSignIn(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await fillStaffSignIn(page, ORDER_DESK);
  await page.waitForURL(`${baseUrl}/admin`);
}

function journeys(viewport: ViewportName) {
  describe(`punchout from a procurement system (${viewport})`, () => {
    let sim: ProcurementSim;
    let browser: LaunchedBrowser;
    let page: Page;
    let errors: string[];
    let token: string;
    let sample: BoxCaseItem;
    let orderNumber = '';

    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      sim = await startProcurementSim({ store: baseUrl });
      token = await apiLogin(PUNCHOUT);
      sample = await findBoxCaseItem(token);
      browser = await launchBrowser(viewport);
      page = browser.page;
      errors = watchErrors(page);
    });

    afterAll(async () => {
      await browser.close();
      await sim.close();
      await clearCart(token);
    });

    it('punches out into the store, which shops without checkout and offers the return', async () => {
      await page.goto(sim.url);
      await page.getByRole('button', { name: 'Shop at the supplier' }).click();
      await page.waitForURL(`${baseUrl}/`);
      // The start link's token was taken from the fragment, which is gone from the address bar.
      expect(new URL(page.url()).hash).toBe('');

      await page.goto(`${baseUrl}/product/${sample.item.urlComponent || sample.item.id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByLabel('Unit of measure').selectOption(String(sample.box.id));
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const added = page.getByRole('dialog', { name: 'Added to your cart' });
      await added.waitFor();
      expect(await added.getByRole('link', { name: /checkout/i }).count()).toBe(0);
      await added.getByRole('button', { name: 'Continue Shopping' }).click();
      await added.waitFor({ state: 'detached' });

      const popover = await openCartPopover(page, viewport, 1);
      await popover.getByRole('listitem', { name: sample.name }).waitFor();
      expect(await popover.getByRole('link', { name: 'Checkout' }).count()).toBe(0);
      await popover.getByRole('button', { name: 'Return cart to procurement' }).waitFor();
      await popover.getByRole('link', { name: 'View Cart' }).click();
      await page.waitForURL(`${baseUrl}/cart`);

      await cartLine(page, sample.name).waitFor();
      expect(await page.getByRole('link', { name: 'Proceed to checkout' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Return cart to procurement' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/punchout-cart-${viewport}.png`, fullPage: true });
    });

    it('returns the cart: the procurement page receives the lines and prices', async () => {
      const summary = page.getByRole('region', { name: 'Order summary' });
      await summary.getByRole('button', { name: 'Return cart to procurement' }).click();
      await page.waitForURL(new RegExp(`^${sim.url}/requisitions/\\d+$`));
      const lines = page.getByRole('table', { name: 'Requisition lines' });
      await lines.waitFor();
      await page.screenshot({ path: `${SHOTS}/punchout-requisition-${viewport}.png`, fullPage: true });

      const unitPrice = (linePriceCents(sample.priceCents, sample.box.conversionRate, 1) / 100).toFixed(2);
      const requisition = sim.requisitions.at(-1);
      expect(requisition?.cookieMatched).toBe(true);
      expect(requisition?.lines).toEqual([
        expect.objectContaining({
          supplierPartId: sample.item.itemName,
          quantity: 1,
          unitOfMeasure: 'BX',
          unitPrice,
        }),
      ]);
      expect(requisition?.total).toBe(unitPrice);
      const row = lines.getByRole('row').nth(1);
      expect(await row.innerText()).toContain(sample.item.itemName);
      expect(await row.innerText()).toContain(`$${unitPrice}`);
      expect(errors).toEqual([]);
    });

    it('orders the requisition once, and the order reaches Sales Orders and the back office', async () => {
      await page.getByRole('button', { name: 'Submit purchase order' }).click();
      const answer = page.getByRole('status');
      await answer.waitFor();
      const text = await answer.innerText();
      expect(text).toMatch(/^Supplier answered 200: Order SO-\d+ accepted\.$/);
      orderNumber = /SO-\d+/.exec(text)?.[0] ?? '';

      // The procurement system sends the same OrderRequest again (a retry): the same order answers.
      const requisition = sim.requisitions.at(-1);
      const again = await fetch(`${sim.url}/requisitions/${requisition?.id}/order`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(again.status).toBe(303);
      expect(requisition?.order).toEqual({ status: 200, text: `Order ${orderNumber} accepted.` });

      await logIn(page, CLINIC_ADMIN);
      await page.goto(`${baseUrl}/myaccount/menu/salesorders`);
      await page.getByRole('heading', { level: 1, name: 'Sales Orders' }).waitFor();
      await page.getByRole('link', { name: orderNumber }).first().click();
      await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
      await page.getByRole('region', { name: 'Items' }).getByText(sample.item.itemName).first().waitFor();

      await staffSignIn(page);
      await page.goto(`${baseUrl}/admin/orders?q=${encodeURIComponent(orderNumber)}`);
      const queue = page.getByRole('table', { name: 'Orders' });
      await queue.getByRole('link', { name: orderNumber }).waitFor();
      expect(await queue.getByRole('link', { name: orderNumber }).count()).toBe(1);
      expect(errors).toEqual([]);
    });
  });
}

journeys('desktop');
journeys('mobile');

describe('punchout login without a procurement system (desktop)', () => {
  let browser: LaunchedBrowser;
  let token: string;

  afterAll(async () => {
    await browser.close();
    await clearCart(token);
  });

  it('offers View Cart and the return, but no Checkout, in the popover and on /cart', async () => {
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
    // Signed in by password, this is no punchout session: the store says the cart cannot go back.
    await page
      .getByRole('region', { name: 'Order summary' })
      .getByRole('button', { name: 'Return cart to procurement' })
      .click();
    await page.getByRole('alert').getByText('Only a punchout session returns its cart').waitFor();
    expect(errors).toEqual([]);
  });
});
