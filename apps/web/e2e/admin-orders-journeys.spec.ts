// Browser journeys of the back office (issue 20, ADR 0028). The shell: staff sign in at /admin/login
// (a page asked for without a session comes back after sign-in), see the frame with their name, roles
// and only the areas their roles open, and sign out. The order desk: a buyer places a terms order on
// the storefront with a backordered line; staff ship part of it, receive the backordered item's
// stock (the buyer's 'Backorder Ready'), ship the rest as a second fulfilment and mark both
// delivered; the buyer sees 'Fulfillment Delivered' in the bell, the tracking page and the invoices.
// At 1280 px, and the pages must not break at 768 px. The buyer, receiving@lakeside-clinic.example,
// is this journey's own (seeded for it); the staff are the demo order desk and compliance logins.
import type { AdminInventoryPage, Cart, PaginateItemsResponse, ProductCard } from '@medsupply/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api } from './support/api';
import { launchBrowser } from './support/browser';
import type { LaunchedBrowser } from './support/browser';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { logIn } from './support/session';
import { fillStaffSignIn } from './support/staff';

const ORDER_DESK = 'orders@staff.medsupply.example';
const COMPLIANCE = 'compliance@staff.medsupply.example';
const BUYER = 'receiving@lakeside-clinic.example';

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/shots/admin-orders-${name}.png`, fullPage: true });
}

describe('back office shell at 1280 px', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser('desktop');
    page = browser.page;
    errors = watchErrors(page);
  });
  afterAll(async () => browser.close());

  it('a page asked for without a session comes back after sign-in; the frame shows the member', async () => {
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(/\/admin\/login\?returnTo=%2Fadmin$/);
    await screenshot(page, 'login');
    expect(await axeViolations(page)).toEqual([]);
    await fillStaffSignIn(page, ORDER_DESK);
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: /^Good to see you/ }).waitFor();
    const banner = page.getByRole('banner');
    expect(await banner.getByText('Order desk').isVisible()).toBe(true);
    // The staff token is kept apart from a buyer's: nothing under the storefront's key.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('staffSession'))).toContain('"token"');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    expect(await nav.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    await page.getByText('Open orders to ship').waitFor();
    await page.locator('p.text-3xl').first().waitFor();
    await screenshot(page, 'dashboard');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a reload keeps the session; sign-out ends it and the back office asks to sign in again', async () => {
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Good to see you/ }).waitFor();
    await page.getByRole('button', { name: 'Sign out of the back office' }).click();
    await page.waitForURL(`${baseUrl}/admin/login`);
    expect(await page.evaluate(() => localStorage.getItem('staffSession'))).toBeNull();
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(/\/admin\/login\?returnTo=/);
  });

  it('a compliance member sees the licence queue count and not the orders', async () => {
    await fillStaffSignIn(page, COMPLIANCE);
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByText('Licenses to verify').waitFor();
    expect(await page.getByText('Open orders to ship').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign out of the back office' }).click();
    await page.waitForURL(`${baseUrl}/admin/login`);
    expect(errors).toEqual([]);
  });
});

describe('back office shell at 768 px', () => {
  it('the frame does not break', async () => {
    const browser = await launchBrowser('tablet');
    try {
      const page = browser.page;
      const errors = watchErrors(page);
      await page.goto(`${baseUrl}/admin/login`);
      await fillStaffSignIn(page, ORDER_DESK);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByText('Open orders to ship').waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow).toBe(false);
      await screenshot(page, 'dashboard-768');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

/** The staff token the page holds (for arranging, outside the page, what the journey needs). */
async function staffToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('staffSession'));
  const token = raw ? (JSON.parse(raw) as { token?: string }).token : undefined;
  if (!token) throw new Error('No staff session stored');
  return token;
}

/** An everyday item in stock, and one out of stock that takes backorders (adding it to a cart works). */
async function itemsToOrder(
  page: Page,
  buyerToken: string,
): Promise<{ inStock: ProductCard; outOfStock: ProductCard }> {
  const cards: ProductCard[] = [];
  for (let pageNumber = 1; pageNumber <= 10; pageNumber += 1) {
    const answer = await api<PaginateItemsResponse>(page, buyerToken, '/api/shopping/item/paginate', {
      page: pageNumber,
      limit: 100,
    });
    cards.push(...answer.results);
    if (pageNumber >= answer.pages) break;
  }
  const simple = (card: ProductCard) =>
    card.isAddableToCart &&
    card.children.length === 0 &&
    card.allocationPeriod === null &&
    card.rxLevel === 0;
  // From the end of the list: the other journeys take theirs from the start.
  const inStock = cards.filter((card) => simple(card) && card.quantityAvailable > 50).at(-1);
  await api<Cart>(page, buyerToken, '/api/cart/cart/emptyCart', {});
  for (const card of cards.filter((c) => simple(c) && c.quantityAvailable === 0).reverse()) {
    const added = await page.request.post(`${baseUrl}/api/cart/cart/addItem`, {
      headers: { Authorization: `Bearer ${buyerToken}` },
      data: { itemId: card.id, quantity: 2 },
    });
    if (added.ok() && inStock) return { inStock, outOfStock: card };
  }
  throw new Error('The seed has no item in stock or none out of stock that takes backorders');
}

async function shipLines(page: Page, quantities: Record<string, number>, carrier: string, tracking: string) {
  const form = page.getByRole('form', { name: 'Ship lines' });
  await form.getByRole('button', { name: 'Ship none' }).click();
  for (const [itemName, quantity] of Object.entries(quantities)) {
    await form.getByLabel(`Ship now: ${itemName}`).fill(String(quantity));
  }
  await form.getByLabel('Carrier').selectOption(carrier);
  await form.getByLabel('Tracking number').fill(tracking);
  await form.getByRole('button', { name: 'Ship these lines' }).click();
  const done = page.getByText(/^Shipped as IF-\d+, invoiced as INV-\d+\.$/);
  await done.waitFor();
  const match = /invoiced as (INV-\d+)/.exec(await done.innerText());
  if (!match?.[1]) throw new Error('No invoice number after shipping');
  return match[1];
}

describe('the order desk at 1280 px', () => {
  let buyerBrowser: LaunchedBrowser;
  let staffBrowser: LaunchedBrowser;
  let buyer: Page;
  let staff: Page;
  let errors: string[];
  let buyerErrors: string[];
  let tranId = '';
  let orderPath = '';
  let items: { inStock: ProductCard; outOfStock: ProductCard };
  const stamp = Date.now().toString(36).toUpperCase();
  const trackingA = `1Z-E2E-${stamp}-A`;
  const trackingB = `7489-E2E-${stamp}-B`;
  const invoices: string[] = [];

  beforeAll(async () => {
    buyerBrowser = await launchBrowser('desktop');
    staffBrowser = await launchBrowser('desktop');
    buyer = buyerBrowser.page;
    staff = staffBrowser.page;
    buyerErrors = watchErrors(buyer);
    errors = watchErrors(staff);
  });
  afterAll(async () => {
    await buyerBrowser.close();
    await staffBrowser.close();
  });

  it(
    'a buyer places a terms order with a backordered line on the storefront',
    { timeout: 120_000 },
    async () => {
      const token = await logIn(buyer, BUYER);
      items = await itemsToOrder(buyer, token);
      await api<Cart>(buyer, token, '/api/cart/cart/addItem', { itemId: items.inStock.id, quantity: 3 });
      await buyer.goto(`${baseUrl}/cart`);
      await buyer.getByRole('link', { name: 'Proceed to checkout' }).click();
      await buyer.waitForURL(/\/checkout$/);
      await buyer.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await expect.poll(() => buyer.getByRole('radio', { name: /Pay on terms/ }).isChecked()).toBe(true);
      await buyer.getByLabel('PO number').fill(`PO-DESK-${stamp}`);
      await buyer.getByRole('button', { name: 'Continue to review' }).click();
      await buyer.waitForURL(/\/reviewOrder$/);
      await buyer.getByRole('button', { name: 'Place order' }).click();
      await buyer.waitForURL(/\/orderConfirmation\?id=\d+$/);
      const heading = buyer.getByRole('heading', { name: /^Thank you! Order .+ has been placed$/ });
      await heading.waitFor();
      tranId = /Order (\S+) has been placed/.exec(await heading.innerText())?.[1] ?? '';
      expect(tranId).not.toBe('');
    },
  );

  it(
    'staff find it in the queue and ship part of it as a first fulfilment',
    { timeout: 120_000 },
    async () => {
      await staff.goto(`${baseUrl}/admin/orders`);
      await fillStaffSignIn(staff, ORDER_DESK);
      await staff.waitForURL(`${baseUrl}/admin/orders`);
      await staff.getByRole('table', { name: 'Orders' }).waitFor();
      const filters = staff.getByRole('search', { name: 'Filter orders' });
      await filters.getByLabel('Search').fill(tranId);
      await filters.getByRole('button', { name: 'Apply' }).click();
      await staff.waitForURL(/[?&]q=/);
      await staff.getByRole('table', { name: 'Orders' }).getByRole('link', { name: tranId }).waitFor();
      await screenshot(staff, 'orders-queue');
      await staff.getByRole('link', { name: tranId }).click();
      await staff.getByRole('heading', { level: 1, name: `Order ${tranId}` }).waitFor();
      orderPath = new URL(staff.url()).pathname;
      const lines = staff.getByRole('table', { name: 'Lines' });
      await lines.getByText(items.outOfStock.itemName).waitFor();
      expect(await axeViolations(staff)).toEqual([]);
      await screenshot(staff, 'order');
      invoices.push(await shipLines(staff, { [items.inStock.itemName]: 1 }, 'UPS', trackingA));
      const fulfilments = staff.getByRole('table', { name: 'Fulfillments' });
      await fulfilments.getByRole('link', { name: trackingA }).waitFor();
      expect(
        await staff
          .getByRole('form', { name: 'Ship lines' })
          .getByLabel(`Ship now: ${items.inStock.itemName}`)
          .inputValue(),
      ).toBe('2');
    },
  );

  it("receiving the backordered item's stock fills the order's line", { timeout: 60_000 }, async () => {
    const row = staff
      .getByRole('table', { name: 'Lines' })
      .getByRole('row', { name: new RegExp(items.outOfStock.itemName) });
    await row.getByRole('link', { name: '2' }).click();
    await staff.waitForURL(new RegExp(`/admin/inventory/${items.outOfStock.id}$`));
    await staff.getByRole('heading', { level: 1, name: items.outOfStock.itemName }).waitFor();
    const waiting = staff.getByRole('table', { name: 'Backordered lines' });
    await waiting.getByRole('link', { name: tranId }).waitFor();
    // Receive exactly what waits: every backorder is filled and the item stays out of stock for others.
    const token = await staffToken(staff);
    const found = await api<AdminInventoryPage>(
      staff,
      token,
      `/api/admin/inventory?backordered=true&limit=100&q=${encodeURIComponent(items.outOfStock.itemName)}`,
    );
    const waitingUnits = found.results.find((r) => r.id === items.outOfStock.id)?.quantityBackordered ?? 0;
    expect(waitingUnits).toBeGreaterThanOrEqual(2);
    const form = staff.getByRole('form', { name: 'Receive stock' });
    // An item that carries lots (drugs, diagnostics, sterile supplies) is received as lots.
    const lotNumber = form.getByLabel('Lot number');
    if ((await lotNumber.count()) > 0) {
      await lotNumber.fill(`E2E-${stamp}`);
      const expiry = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      await form.getByLabel('Expiry date').fill(expiry);
    }
    await form.getByLabel('Quantity').fill(String(waitingUnits));
    await form.getByLabel('Note').fill(`E2E receipt ${stamp}`);
    await form.getByRole('button', { name: 'Receive stock' }).click();
    await staff
      .getByText(new RegExp(`^Received ${waitingUnits}\\. Filled backorders: .*${tranId} \\(2\\)`))
      .waitFor();
    await staff.getByText('No lines wait for this item.').waitFor();
    expect(await axeViolations(staff)).toEqual([]);
    await screenshot(staff, 'inventory-item');
    // The inventory list finds the item by name, from the side navigation.
    await staff
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Inventory' })
      .click();
    await staff.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
    const search = staff.getByRole('search', { name: 'Find items' });
    await search.getByLabel('Search').fill(items.outOfStock.itemName);
    await search.getByRole('button', { name: 'Apply' }).click();
    const itemsTable = staff.getByRole('table', { name: 'Items' });
    await itemsTable.getByRole('link', { name: items.outOfStock.itemName }).waitFor();
    expect(await axeViolations(staff)).toEqual([]);
    await screenshot(staff, 'inventory-list');
  });

  it('ships the rest as a second fulfilment and marks both delivered', { timeout: 60_000 }, async () => {
    await staff
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await staff.goto(`${baseUrl}/admin/orders?q=${encodeURIComponent(tranId)}`);
    await staff.getByRole('link', { name: tranId }).click();
    await staff.getByRole('heading', { level: 1, name: `Order ${tranId}` }).waitFor();
    invoices.push(
      await shipLines(
        staff,
        { [items.inStock.itemName]: 2, [items.outOfStock.itemName]: 2 },
        'FedEx',
        trackingB,
      ),
    );
    await staff.getByText('Nothing is left to ship on this order.').waitFor();
    // A delivered fulfilment's button gives way to its date: press the first one left each time
    // (a list of the buttons taken at the start pointed past the end once the first was gone).
    const markDelivered = staff.getByRole('button', { name: /^Mark IF-\d+ delivered$/ });
    await expect.poll(() => markDelivered.count()).toBe(2);
    for (let left = 2; left > 0; left--) {
      await markDelivered.first().click();
      await expect.poll(() => markDelivered.count()).toBe(left - 1);
    }
    const fulfilments = staff.getByRole('table', { name: 'Fulfillments' });
    await expect
      .poll(() => fulfilments.getByRole('cell', { name: 'Delivered', exact: true }).count())
      .toBe(2);
    const invoiceTable = staff.getByRole('table', { name: 'Invoices' });
    for (const invoice of invoices) await invoiceTable.getByText(invoice).waitFor();
    expect(await axeViolations(staff)).toEqual([]);
    await screenshot(staff, 'order-shipped');
  });

  it(
    "the buyer sees 'Backorder Ready' and 'Fulfillment Delivered', the tracking page and the invoices",
    { timeout: 120_000 },
    async () => {
      await buyer.goto(`${baseUrl}/myaccount`);
      const unread = buyer.getByRole('button', { name: /^Notifications, \d+ unread$/ });
      await expect
        .poll(
          async () => {
            await buyer.reload();
            return unread.count();
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(1);
      await unread.click();
      const popover = buyer.getByRole('dialog', { name: 'Notifications' });
      await popover
        .getByText(/Backorder Ready/)
        .first()
        .waitFor();
      const delivered = popover.getByRole('link', { name: /Fulfillment Delivered/ }).first();
      await delivered.waitFor();
      await screenshot(buyer, 'buyer-bell');
      await delivered.click();
      await buyer.waitForURL(/\/tracking\/[^/]+$/);
      await buyer.getByRole('heading', { level: 1, name: 'Track Your Delivery' }).waitFor();
      expect([trackingA, trackingB].some((t) => buyer.url().endsWith(`/tracking/${t}`))).toBe(true);
      await buyer.getByRole('heading', { name: 'Status history' }).waitFor();
      await buyer.goto(`${baseUrl}/myaccount/menu/invoices`);
      for (const invoice of invoices) await buyer.getByText(invoice).first().waitFor();
      await screenshot(buyer, 'buyer-invoices');
      expect(errors).toEqual([]);
      expect(buyerErrors).toEqual([]);
    },
  );

  it('the order page does not break at 768 px', { timeout: 60_000 }, async () => {
    const narrow = await launchBrowser('tablet');
    try {
      const page = narrow.page;
      const narrowErrors = watchErrors(page);
      // Delivered in full, the order has left the open queue: opened by its address.
      await page.goto(`${baseUrl}${orderPath}`);
      await fillStaffSignIn(page, ORDER_DESK);
      await page.getByRole('heading', { level: 1, name: `Order ${tranId}` }).waitFor();
      await page.getByRole('table', { name: 'Invoices' }).waitFor();
      await screenshot(page, 'order-768');
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > width + 1 && !el.closest('.overflow-x-auto'))
          .map((el) => `${el.tagName}.${el.className}`.slice(0, 80))
          .slice(0, 5);
      });
      expect(overflow).toEqual([]);
      expect(narrowErrors).toEqual([]);
    } finally {
      await narrow.close();
    }
  });
});
