// Issue 34's acceptance journey, end to end in the browser at 1280 and 375 px: an administrator
// (admin@staff.medsupply.example) receives two new lots of a demo item that carries lots; two
// clinics order it; staff ship St. Brendan's order from the first lot and Lakeside Family Clinic's
// from the second, and mark both delivered; compliance work (the same administrator) publishes a
// recall of the first lot alone. Only St. Brendan hears of it (bell), acknowledges it with the
// units it still holds, and asks to return them from the order's details for the reason 'recall';
// staff authorize, receive and credit the return, and the credit memo is on the clinic's account.
// The recall's effectiveness report names the notified contacts and the acknowledgment. Each
// width receives its own lots (their numbers name the run). The clinics' buyers
// (recalls@st-brendan.example, recalls@lakeside-clinic.example) are seeded for this journey alone.
// axe finds no serious or critical violation on the pages, and at 375 px nothing scrolls sideways.
import { randomUUID } from 'node:crypto';

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
import { linkFromOutbox, mailsContaining } from './support/outbox';
import { axeViolations, baseUrl, dismissToasts, scrollsSideways, watchErrors } from './support/page-checks';
import { logIn } from './support/session';
import { fillStaffSignIn, staffToken } from './support/staff';

const ADMINISTRATOR = 'admin@staff.medsupply.example';
const RECALLED_CLINIC = { buyer: 'recalls@st-brendan.example', account: 'St. Brendan Surgical Center' };
const OTHER_CLINIC = { buyer: 'recalls@lakeside-clinic.example', account: 'Lakeside Family Clinic' };
const DAY = 24 * 60 * 60 * 1000;

const isoIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A plain demo item that carries lots, with no backorders (so a receipt stays on the shelf), taken
 * from the end of the catalogue (the lots journeys take theirs from the start).
 */
async function lotItem(token: string, nth: number): Promise<{ id: number; itemName: string }> {
  const first = await apiCall<AdminItemsPage>(token, '/api/admin/items?status=active&limit=100&page=1');
  const found: Array<{ id: number; itemName: string }> = [];
  for (let page = first.pages; page >= 1 && found.length <= nth; page -= 1) {
    const listing =
      page === 1
        ? first
        : await apiCall<AdminItemsPage>(token, `/api/admin/items?status=active&limit=100&page=${page}`);
    for (const item of [...listing.results].reverse()) {
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
        if (found.length > nth) break;
      }
    }
  }
  const item = found[nth];
  if (!item) throw new Error('The seed has too few plain items that carry lots');
  return item;
}

/** A clinic buyer's terms order of `quantity` of the item, through the API: its id and number. */
async function placeOrder(buyer: string, itemId: number, quantity: number) {
  const token = await apiLogin(buyer);
  await clearCart(token);
  await apiCall<Cart>(token, '/api/cart/cart/addItem', { itemId, quantity });
  const checkout = await apiCall<CheckoutDataResponse>(token, '/api/checkout/checkout/getCheckoutData');
  // Staff can ship only an order that does not wait for approval.
  expect(checkout.submissionDetails.requiresApproval).toBe(false);
  const ship = checkout.shipAddresses[0];
  const bill = checkout.billAddresses[0];
  if (!ship || !bill) throw new Error(`${buyer} has no ship-to or bill-to`);
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
      poNumber: `PO-RCL-${Date.now().toString(36).toUpperCase()}`,
    }),
  });
  if (!response.ok) throw new Error(`placeOrder: ${response.status} ${await response.text()}`);
  const placed = (await response.json()) as PlaceOrderResponse;
  return { id: placed.orderConfirmation.id, tranId: placed.orderConfirmation.tranId };
}

for (const viewport of ['desktop', 'mobile'] as const) {
  const width = viewport === 'desktop' ? 1280 : 375;
  const run = `${Date.now().toString(36).toUpperCase()}${width}`;
  const recalledLot = { lotNumber: `RCL-${run}-A`, expiresOn: isoIn(400), quantity: 4 };
  const keptLot = { lotNumber: `RCL-${run}-B`, expiresOn: isoIn(600), quantity: 4 };
  const title = `Lot ${recalledLot.lotNumber} label misprint (${width} px journey)`;

  describe(`a lot from receipt to recall, return and credit at ${width} px`, () => {
    let staffBrowser: LaunchedBrowser;
    let buyerBrowser: LaunchedBrowser;
    let staff: Page;
    let page: Page;
    let staffErrors: string[];
    let buyerErrors: string[];
    const noErrors = () => expect([...staffErrors, ...buyerErrors]).toEqual([]);
    let item: { id: number; itemName: string };
    let recalledOrder: { id: number; tranId: string };
    let recallPath = '';
    let publishedSince = 0;
    let recallLink = '';
    let returnNumber = '';
    let memo = '';

    beforeAll(async () => {
      [staffBrowser, buyerBrowser] = await Promise.all([launchBrowser(viewport), launchBrowser(viewport)]);
      staff = staffBrowser.page;
      page = buyerBrowser.page;
      staffErrors = watchErrors(staff);
      buyerErrors = watchErrors(page);
      item = await lotItem(await staffToken(ADMINISTRATOR), viewport === 'desktop' ? 0 : 1);
    });
    afterAll(async () => {
      await Promise.all([staffBrowser.close(), buyerBrowser.close()]);
    });

    /** Ships the order from `lot` alone (Choose lots) and marks the fulfillment delivered. */
    async function shipFrom(order: { id: number; tranId: string }, lotNumber: string, quantity: number) {
      await staff.goto(`${baseUrl}/admin/orders/${order.id}`);
      await staff.getByRole('heading', { level: 1, name: `Order ${order.tranId}` }).waitFor();
      const form = staff.getByRole('form', { name: 'Ship lines' });
      await form.getByRole('button', { name: `Choose lots: ${item.itemName}` }).click();
      const choice = form.getByRole('group', {
        name: new RegExp(`^Units from each lot \\(${quantity} in all\\)$`),
      });
      const inputs = choice.getByRole('textbox');
      for (let i = 0; i < (await inputs.count()); i += 1) await inputs.nth(i).fill('0');
      await choice.getByLabel(new RegExp(`^${escape(lotNumber)},`)).fill(String(quantity));
      await form.getByLabel('Tracking number').fill(`1Z-RCL-${run}-${order.id}`);
      await form.getByRole('button', { name: 'Ship these lines' }).click();
      const done = staff.getByText(/^Shipped as IF-\d+, invoiced as INV-\d+\.$/);
      await done.waitFor();
      const fulfillment = /Shipped as (IF-\d+)/.exec(await done.innerText())?.[1] ?? '';
      await staff.getByRole('button', { name: `Mark ${fulfillment} delivered` }).click();
      await staff
        .getByRole('table', { name: 'Fulfillments' })
        .getByRole('cell', { name: 'Delivered', exact: true })
        .first()
        .waitFor();
    }

    it('staff receive two lots and ship each clinic from its own lot', { timeout: 180_000 }, async () => {
      await staff.goto(`${baseUrl}/admin/inventory/${item.id}`);
      await staff.waitForURL(/\/admin\/login\?returnTo=/);
      await fillStaffSignIn(staff, ADMINISTRATOR);
      await staff.waitForURL(`${baseUrl}/admin/inventory/${item.id}`);
      const form = staff.getByRole('form', { name: 'Receive stock' });
      for (const [index, lot] of [recalledLot, keptLot].entries()) {
        if (index > 0) await form.getByRole('button', { name: 'Add a lot' }).click();
        const group = form.getByRole('group', { name: `Lot ${index + 1}` });
        await group.getByLabel('Lot number').fill(lot.lotNumber);
        await group.getByLabel('Expiry date').fill(lot.expiresOn);
        await group.getByLabel('Quantity').fill(String(lot.quantity));
      }
      await form.getByText('Total received: 8').waitFor();
      await form.getByRole('button', { name: 'Receive stock' }).click();
      const lots = staff.getByRole('table', { name: 'Lots of this item, first-expiring first' });
      await lots.getByText(recalledLot.lotNumber).waitFor();
      await lots.getByText(keptLot.lotNumber).waitFor();

      recalledOrder = await placeOrder(RECALLED_CLINIC.buyer, item.id, 2);
      const otherOrder = await placeOrder(OTHER_CLINIC.buyer, item.id, 2);
      await shipFrom(recalledOrder, recalledLot.lotNumber, 2);
      await shipFrom(otherOrder, keptLot.lotNumber, 2);
      if (viewport === 'mobile') expect(await scrollsSideways(staff)).toBe(false);
      noErrors();
    });

    it(
      'a recall of the first lot reaches St. Brendan alone, and is published',
      { timeout: 120_000 },
      async () => {
        await staff.goto(`${baseUrl}/admin/recalls/new`);
        const form = staff.getByRole('form', { name: 'New recall' });
        await form.getByLabel('Recall class').selectOption('II');
        await form.getByLabel('Title').fill(title);
        await form.getByLabel('Reason').fill('The lot was labeled with the wrong expiry date.');
        await form
          .getByLabel('Instructions for the clinic')
          .fill('Stop using the lot and send it back for credit.');
        await form.getByLabel('Find an item').fill(recalledLot.lotNumber);
        await form
          .getByRole('button', { name: new RegExp(`^Add lot ${escape(recalledLot.lotNumber)} of `) })
          .click();
        await form.getByRole('button', { name: 'Create draft' }).click();
        await staff.waitForURL(/\/admin\/recalls\/\d+$/);
        recallPath = new URL(staff.url()).pathname;
        const preview = staff.getByRole('table', { name: 'Shipments the recall reaches' });
        await preview.getByText(RECALLED_CLINIC.account).first().waitFor();
        expect(await preview.getByText(OTHER_CLINIC.account).count()).toBe(0);
        await staff.getByText(/^1 account, 2 units shipped\./).waitFor();
        expect(await axeViolations(staff), 'recall draft').toEqual([]);
        publishedSince = Date.now() - 1000;
        await staff.getByRole('button', { name: 'Publish recall' }).click();
        await staff.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
        await staff
          .getByRole('table', { name: 'Affected accounts' })
          .getByText(RECALLED_CLINIC.account)
          .waitFor();
        await staff.getByText('0 of 1 acknowledged').first().waitFor();
        noErrors();
      },
    );

    it(
      'St. Brendan hears of it on the bell and acknowledges it; Lakeside Family Clinic does not see it',
      { timeout: 120_000 },
      async () => {
        await logIn(page, RECALLED_CLINIC.buyer);
        // The notice is sent by the outbox's job: the bell shows it once the job has run.
        let entry = null;
        for (let attempt = 0; attempt < 30 && !entry; attempt += 1) {
          await page.goto(`${baseUrl}/myaccount`);
          await page.getByRole('button', { name: /^Notifications/ }).click();
          const popover = page.getByRole('dialog', { name: 'Notifications' });
          await popover
            .getByRole('list')
            .first()
            .waitFor()
            .catch(() => undefined);
          const link = popover.getByRole('link', { name: new RegExp(escape(title)) });
          if ((await link.count()) > 0) entry = link.first();
          else await page.waitForTimeout(1000);
        }
        if (!entry) throw new Error('The recall never reached the bell');
        // And by mail, with the link to the recall on the clinic's Recalls page.
        recallLink = `/myaccount/menu/recalls?recall=${recallPath.split('/').pop() ?? ''}`;
        await linkFromOutbox(
          RECALLED_CLINIC.buyer,
          publishedSince,
          new RegExp(`https?://\\S+?${escape(recallLink)}(?![0-9])`),
        );
        await entry.click();
        await page.waitForURL(/\/myaccount\/menu\/recalls\?recall=\d+$/);
        const card = page.getByRole('article', { name: title });
        await card.getByText(`Lot ${recalledLot.lotNumber}`).first().waitFor();
        await card.getByLabel('Units you still hold').fill('2');
        await card.getByRole('button', { name: 'Acknowledge recall' }).click();
        await card.getByText(/Acknowledged on \d{2}\/\d{2}\/\d{4} by .+: 2 units on hand\./).waitFor();
        await dismissToasts(page, 1);
        expect(await axeViolations(page), 'recalls page').toEqual([]);
        if (viewport === 'mobile') expect(await scrollsSideways(page)).toBe(false);

        await logIn(page, OTHER_CLINIC.buyer);
        await page.goto(`${baseUrl}/myaccount/menu/recalls`);
        await page.getByRole('heading', { level: 1, name: 'Recalls' }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.getByRole('article', { name: title }).count()).toBe(0);
        await page.getByRole('button', { name: /^Notifications/ }).click();
        const popover = page.getByRole('dialog', { name: 'Notifications' });
        await popover
          .getByRole('list')
          .first()
          .waitFor()
          .catch(() => undefined);
        expect(await popover.getByText(title, { exact: false }).count()).toBe(0);
        // Nor by mail (its notices were all written when St. Brendan's arrived: one job sends them).
        expect(await mailsContaining(OTHER_CLINIC.buyer, publishedSince, recallLink)).toBe(0);
        noErrors();
      },
    );

    it(
      'St. Brendan returns the recalled units from the order; staff receive and credit them',
      { timeout: 180_000 },
      async () => {
        await logIn(page, RECALLED_CLINIC.buyer);
        // From the recall's page: the order that delivered the lot, its return form open on the recall.
        await page.goto(`${baseUrl}${recallLink}`);
        await page
          .getByRole('article', { name: title })
          .getByRole('link', { name: `Request a return from order ${recalledOrder.tranId}` })
          .click();
        // The order's page opens with its return form open over it (the page behind is inert).
        await page.waitForURL(
          new RegExp(`/myaccount/menu/orderdetails\\?id=${recalledOrder.id}&return=recall$`),
        );
        const dialog = page.getByRole('dialog', { name: 'Request a return' });
        const form = dialog.getByRole('form', { name: 'Request a return' });
        // One lot was delivered on the line: the form names it and asks nothing about it.
        await form.getByText(new RegExp(`^Lot ${escape(recalledLot.lotNumber)} · Exp\\.`)).waitFor();
        expect(await form.getByLabel('Reason').inputValue()).toBe('recall');
        await form.getByRole('row').filter({ hasText: recalledLot.lotNumber }).getByRole('textbox').fill('2');
        await form.getByRole('button', { name: 'Request return' }).click();
        const confirmation = dialog.getByText(/^Return RT-\d+ was requested\./);
        await confirmation.waitFor();
        returnNumber = /RT-\d+/.exec(await confirmation.innerText())?.[0] ?? '';
        await dialog.getByRole('link', { name: 'See your returns' }).click();
        const card = page.getByRole('region', { name: `Return ${returnNumber}` });
        await card.getByText(/\(recall RC-\d+\)/).waitFor();
        expect(await axeViolations(page), 'returns page').toEqual([]);

        await staff.goto(`${baseUrl}/admin/returns`);
        await staff.getByRole('link', { name: returnNumber }).click();
        await staff.getByRole('heading', { level: 1, name: `Return ${returnNumber}` }).waitFor();
        await staff.getByText(/\(recall RC-\d+\)/).waitFor();
        await staff.getByRole('button', { name: 'Authorize return' }).click();
        await staff.getByRole('button', { name: 'Receive return' }).click();
        await staff.getByRole('button', { name: 'Issue credit' }).click();
        await staff.getByText(/^CM-\d+/).waitFor();
        memo = /CM-\d+/.exec(await staff.getByText(/^CM-\d+/).innerText())?.[0] ?? '';
        expect(memo).not.toBe('');
        if (viewport === 'mobile') expect(await scrollsSideways(staff)).toBe(false);

        await page.goto(`${baseUrl}/myaccount/menu/creditmemos`);
        await page.getByRole('link', { name: memo }).first().waitFor();
        if (viewport === 'mobile') expect(await scrollsSideways(page)).toBe(false);
        noErrors();
      },
    );

    it("the recall's effectiveness report lists the notified parties and the acknowledgment", async () => {
      await staff.goto(`${baseUrl}${recallPath}`);
      await staff.getByText('1 of 1 acknowledged').first().waitFor();
      await staff
        .getByRole('table', { name: 'Affected accounts' })
        .getByText(RECALLED_CLINIC.account)
        .waitFor();
      // The acknowledgment with its time and who answered, and each notified contact with the
      // times it was notified, mailed and acknowledged.
      await staff
        .getByRole('table', { name: 'Affected accounts' })
        .getByText(/\d{2}\/\d{2}\/\d{4}.* by Victor Mendes/)
        .waitFor();
      const report = staff.getByRole('table', { name: 'Notified parties' });
      await report.getByText(RECALLED_CLINIC.buyer).first().waitFor();
      if (viewport === 'desktop') {
        const row = report.getByRole('row').filter({ hasText: RECALLED_CLINIC.buyer }).first();
        expect((await row.innerText()).match(/\d{2}\/\d{2}\/\d{4}/g)?.length).toBe(3);
      }
      expect(await report.getByText(OTHER_CLINIC.buyer).count()).toBe(0);
      expect(await axeViolations(staff), 'published recall').toEqual([]);
      if (viewport === 'mobile') expect(await scrollsSideways(staff)).toBe(false);
      noErrors();
    });
  });
}
