// Browser journeys of lots (issue 34 point 1, ADR 0049 and 0052) at 1280 and 375 px. An
// administrator (admin@staff.medsupply.example) receives two new lots of a demo item that carries
// lots (the form asks for each lot and adds them up); lots@lakeside-clinic.example (seeded for these
// journeys alone) orders the item on terms; staff open the order, see the lots the store would pick
// first-expiring-first, choose the later-expiring new lot instead, ship, and download the packing
// slip; the buyer's order details then show that lot and its expiry. The dating threshold's
// settings page opens from the nav. Each width receives its own lots (their numbers name the run).
// axe finds no serious or critical violation, and at 375 px nothing scrolls sideways.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type {
  AdminInventoryItemDetails,
  AdminItemsPage,
  Cart,
  CheckoutDataResponse,
  PlaceOrderResponse,
} from '@medsupply/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser } from './support/browser';
import { apiCall, apiLogin, clearCart } from './support/cart';
import { axeViolations, baseUrl, scrollsSideways, watchErrors } from './support/page-checks';
import { logIn } from './support/session';
import { fillStaffSignIn, staffToken } from './support/staff';

const ADMINISTRATOR = 'admin@staff.medsupply.example';
const BUYER = 'lots@lakeside-clinic.example';
const DAY = 24 * 60 * 60 * 1000;

const isoIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
/** How documents and order details print an expiry (MM/DD/YYYY). */
const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * A plain demo item that carries lots (no variants, no licence, no allocation, active), the
 * `nth` found from the start of the catalogue (each width takes its own; the order desk's journey
 * takes its items from the end).
 */
async function lotItem(token: string, nth: number): Promise<{ id: number; itemName: string }> {
  const found: Array<{ id: number; itemName: string }> = [];
  for (let page = 1; page <= 20 && found.length <= nth; page += 1) {
    const listing = await apiCall<AdminItemsPage>(
      token,
      `/api/admin/items?status=active&limit=100&page=${page}`,
    );
    for (const item of listing.results) {
      if (
        item.carriesLots &&
        !item.inactive &&
        !item.restricted &&
        !item.isMatrixParent &&
        item.parentId === null &&
        item.allocationPeriod === null &&
        item.rxLevel === 0
      ) {
        const stock = await apiCall<AdminInventoryItemDetails>(token, `/api/admin/inventory/${item.id}`);
        if (stock.backorders.length === 0) found.push({ id: item.id, itemName: item.itemName });
      }
    }
    if (page >= listing.pages) break;
  }
  const item = found[nth];
  if (!item) throw new Error('The seed has too few plain items that carry lots');
  return item;
}

/** The buyer's terms order of `quantity` of the item, placed through the API; its id and number. */
async function placeOrder(itemId: number, quantity: number): Promise<{ id: number; tranId: string }> {
  const token = await apiLogin(BUYER);
  await clearCart(token);
  await apiCall<Cart>(token, '/api/cart/cart/addItem', { itemId, quantity });
  const checkout = await apiCall<CheckoutDataResponse>(token, '/api/checkout/checkout/getCheckoutData');
  expect(checkout.submissionDetails.requiresApproval).toBe(false);
  const ship = checkout.shipAddresses[0];
  const bill = checkout.billAddresses[0];
  if (!ship || !bill) throw new Error('The lots buyer has no ship-to or bill-to');
  const response = await fetch(`${baseUrl}/api/checkout/checkout/placeOrder`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({
      shipAddressId: ship.id,
      billAddressId: bill.id,
      payment: { type: 'terms' },
      poNumber: `PO-LOTS-${Date.now().toString(36).toUpperCase()}`,
    }),
  });
  if (!response.ok) throw new Error(`placeOrder: ${response.status} ${await response.text()}`);
  const placed = (await response.json()) as PlaceOrderResponse;
  return { id: placed.orderConfirmation.id, tranId: placed.orderConfirmation.tranId };
}

for (const viewport of ['desktop', 'mobile'] as const) {
  const width = viewport === 'desktop' ? 1280 : 375;
  const run = `${Date.now().toString(36).toUpperCase()}${width}`;
  const early = { lotNumber: `E2E-${run}-A`, expiresOn: isoIn(300), quantity: 6 };
  const late = { lotNumber: `E2E-${run}-B`, expiresOn: isoIn(700), quantity: 4 };

  describe(`lots at ${width} px`, () => {
    let browser: LaunchedBrowser;
    let page: Page;
    let errors: string[];
    let item: { id: number; itemName: string };
    let order: { id: number; tranId: string };

    beforeAll(async () => {
      browser = await launchBrowser(viewport);
      page = browser.page;
      errors = watchErrors(page);
      item = await lotItem(await staffToken(ADMINISTRATOR), viewport === 'desktop' ? 0 : 1);
    });
    afterAll(async () => {
      await browser.close();
    });

    it(
      'staff receive an item that carries lots as two lots, the total their sum',
      { timeout: 120_000 },
      async () => {
        await page.goto(`${baseUrl}/admin/inventory/${item.id}`);
        await page.waitForURL(/\/admin\/login\?returnTo=/);
        await fillStaffSignIn(page, ADMINISTRATOR);
        await page.waitForURL(`${baseUrl}/admin/inventory/${item.id}`);
        await page.getByRole('heading', { level: 1, name: item.itemName }).waitFor();
        const form = page.getByRole('form', { name: 'Receive stock' });
        // An empty lot is refused under its fields before anything is sent.
        await form.getByRole('button', { name: 'Receive stock' }).click();
        await form.getByText('Enter the lot number.').waitFor();
        await form.getByText('Enter the expiry date.').waitFor();

        const first = form.getByRole('group', { name: 'Lot 1' });
        await first.getByLabel('Lot number').fill(early.lotNumber);
        await first.getByLabel('Expiry date').fill(early.expiresOn);
        await first.getByLabel('Quantity').fill(String(early.quantity));
        await form.getByRole('button', { name: 'Add a lot' }).click();
        const second = form.getByRole('group', { name: 'Lot 2' });
        await second.getByLabel('Lot number').fill(late.lotNumber);
        await second.getByLabel('Expiry date').fill(late.expiresOn);
        await second.getByLabel('Quantity').fill(String(late.quantity));
        await form.getByText('Total received: 10').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        if (viewport === 'mobile') expect(await scrollsSideways(page)).toBe(false);
        await form.getByRole('button', { name: 'Receive stock' }).click();
        await page.getByText(/^Received 10\..* Lots: E2E-.*-A \(6\), E2E-.*-B \(4\)\.$/).waitFor();
        const lots = page.getByRole('table', { name: 'Lots of this item, first-expiring first' });
        await lots.getByText(early.lotNumber).waitFor();
        await lots.getByText(late.lotNumber).waitFor();
        expect(errors).toEqual([]);
      },
    );

    it(
      'staff ship the order from the lot they choose and open its packing slip',
      { timeout: 120_000 },
      async () => {
        order = await placeOrder(item.id, 3);
        await page.goto(`${baseUrl}/admin/orders/${order.id}`);
        await page.getByRole('heading', { level: 1, name: `Order ${order.tranId}` }).waitFor();
        const form = page.getByRole('form', { name: 'Ship lines' });
        // The store's own pick is shown first (first-expiring-first), read only.
        await form.getByText(/^Lots, first-expiring first/).waitFor();
        await form.getByRole('button', { name: `Choose lots: ${item.itemName}` }).click();
        const choice = form.getByRole('group', { name: /^Units from each lot \(3 in all\)$/ });
        const inputs = choice.getByRole('textbox');
        for (let i = 0; i < (await inputs.count()); i += 1) await inputs.nth(i).fill('0');
        // Two units of a three-unit line: refused before sending, in words.
        await choice.getByLabel(new RegExp(`^${late.lotNumber},`)).fill('2');
        await form.getByLabel('Tracking number').fill(`1Z-LOTS-${run}`);
        await form.getByRole('button', { name: 'Ship these lines' }).click();
        await form.getByText(/The lots chosen add up to 2 units, but the line ships 3\./).waitFor();
        await choice.getByLabel(new RegExp(`^${late.lotNumber},`)).fill('3');
        expect(await axeViolations(page)).toEqual([]);
        if (viewport === 'mobile') expect(await scrollsSideways(page)).toBe(false);
        await form.getByRole('button', { name: 'Ship these lines' }).click();
        const done = page.getByText(/^Shipped as IF-\d+, invoiced as INV-\d+\.$/);
        await done.waitFor();
        const fulfillment = /Shipped as (IF-\d+)/.exec(await done.innerText())?.[1] ?? '';
        const shipped = page.getByRole('table', { name: 'Fulfillments' });
        await shipped.getByText(`Lot ${late.lotNumber}, exp. ${usDay(late.expiresOn)}`).waitFor();

        const download = page.waitForEvent('download');
        await shipped.getByRole('button', { name: `Packing slip of ${fulfillment} (PDF)` }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe(`packing-slip-${fulfillment}.pdf`);
        const path = await file.path();
        expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
        expect(errors).toEqual([]);
      },
    );

    it('the settings page for the dating threshold opens from the nav', { timeout: 60_000 }, async () => {
      await page
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: 'Settings' })
        .click();
      await page.waitForURL(`${baseUrl}/admin/settings`);
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      const form = page.getByRole('form', { name: 'Dating threshold' });
      expect(await form.getByLabel('Warn under (months of dating)').inputValue()).toMatch(/^\d+$/);
      expect(await axeViolations(page)).toEqual([]);
      if (viewport === 'mobile') expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
    });

    it("the buyer's order details show the lot and expiry it shipped", { timeout: 120_000 }, async () => {
      await logIn(page, BUYER);
      await page.goto(`${baseUrl}/myaccount/menu/orderdetails?id=${order.id}`);
      await page
        .getByText(`Lot ${late.lotNumber}, exp. ${usDay(late.expiresOn)}`)
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      if (viewport === 'mobile') expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
    });
  });
}
