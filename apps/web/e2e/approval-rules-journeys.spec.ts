// Spend control's approval journey (issue 33 Acceptance) at desktop and mobile widths, on the demo
// group's rule "orders over $500 need approval by Margaret Ellison or Casey Nguyen" (seed
// spend-control.ts): Northwind Urgent Care's clinical supervisor fills a cart above $500; the cart
// says what the budgets have left, the review says the order will wait and why; she places it and
// it waits. The group's controller (its parent login, the rule's approver) hears it on the bell,
// follows it to Approve Orders without switching account, reads the reasons and approves; the
// supervisor hears the outcome on her bell, and the spend report has the order in this month, at
// its location and in one category, its CSV saying the same total. axe finds nothing serious on
// the pages it passes.
import { mkdirSync } from 'node:fs';

import type {
  Cart,
  PaginateItemsResponse,
  ProductCard,
  SalesOrderDetails,
  SpendReportResponse,
  SpendSlice,
  UserNotificationsResponse,
} from '@medsupply/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api } from './support/api';
import { launchBrowser } from './support/browser';
import type { LaunchedBrowser, ViewportName } from './support/browser';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { logIn } from './support/session';

const SUPERVISOR = 'casey.nguyen@northwind-health.example';
const CONTROLLER = 'parent@northwind-health.example';
const SHOTS = '/tmp/shots';

/** A cart of one everyday item, enough of it to come to more than $600. */
async function cartOverFiveHundred(page: Page, token: string): Promise<void> {
  const answer = await api<PaginateItemsResponse>(page, token, '/api/shopping/item/paginate', {
    page: 1,
    limit: 100,
  });
  const item = answer.results.find(
    (card: ProductCard) =>
      card.isAddableToCart &&
      card.children.length === 0 &&
      card.rxLevel === 0 &&
      card.allocationPeriod === null &&
      typeof card.price === 'number' &&
      card.price >= 5 &&
      card.quantityAvailable > 200,
  );
  if (!item || typeof item.price !== 'number') throw new Error('The seed has no everyday item to order');
  const quantity = Math.ceil(600 / item.price);
  await api<Cart>(page, token, '/api/cart/cart/emptyCart', {});
  await api<Cart>(page, token, '/api/cart/cart/addItem', { itemId: item.id, quantity });
}

/** Waits until the bell holds a notification of `type` about `tranId` (its job has run), then reloads. */
async function heard(page: Page, token: string, type: string, tranId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const bell = await api<UserNotificationsResponse>(
          page,
          token,
          '/api/myaccount/transactions/getUserNotifications',
        );
        return bell.some((n) => n.notificationType === type && n.metaData['tranId'] === tranId);
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(true);
  await page.reload();
}

/** This month's spend report of the account, as JSON and as the CSV's total (in cents). */
async function monthReport(
  page: Page,
  token: string,
): Promise<{ report: SpendReportResponse; csvCents: number }> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const query = `from=${today.slice(0, 8)}01&to=${today}`;
  const report = await api<SpendReportResponse>(page, token, `/api/myaccount/spend/report?${query}`);
  const csv = await page.request.get(`${baseUrl}/api/myaccount/spend/report.csv?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const total = (await csv.text()).split('\r\n').find((line) => line.startsWith('"Total","Spend",'));
  return { report, csvCents: Math.round(Number(total?.split(',')[2]?.replaceAll('"', '')) * 100) };
}

const cents = (dollars: number | null | undefined) => Math.round((dollars ?? 0) * 100);

/** How much each named slice grew from `before` to `after`, in cents (those that did). */
function grown(before: SpendSlice[], after: SpendSlice[]): Record<string, number> {
  const was = new Map(before.map((s) => [s.name, cents(s.spent)]));
  return Object.fromEntries(
    after
      .map((s) => [s.name, cents(s.spent) - (was.get(s.name) ?? 0)] as const)
      .filter(([, delta]) => delta !== 0),
  );
}

function journeys(viewport: ViewportName) {
  describe(`approval rules (${viewport})`, () => {
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

    it(
      'an order over $500 waits with its reason; the approver approves it from the bell',
      { timeout: 180_000 },
      async () => {
        const token = await logIn(page, SUPERVISOR);
        const before = await monthReport(page, token);
        await cartOverFiveHundred(page, token);

        // The cart says what the default ship-to's budget has left.
        await page.goto(`${baseUrl}/cart`);
        const budgets = page.getByRole('region', { name: 'Budgets this order counts against' });
        await budgets.getByText(/Bloomington Clinic, \w+ \d{4}/).waitFor();

        await page.getByRole('link', { name: 'Proceed to checkout' }).click();
        await page.waitForURL(/\/checkout$/);
        await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
        await page.getByRole('button', { name: 'Continue to review' }).click();
        await page.waitForURL(/\/reviewOrder$/);
        const note = page.getByRole('note').filter({ hasText: 'This order will wait for approval' });
        await note.getByText(/^The order total of \$[\d,]+\.\d\d is over \$500\.00\.$/).waitFor();
        expect(await axeViolations(page), 'review with approval reasons').toEqual([]);
        await page.screenshot({ path: `${SHOTS}/review-approval-${viewport}.png`, fullPage: true });
        await page.getByRole('button', { name: 'Place order' }).click();
        await page.waitForURL(/\/orderConfirmation\?id=\d+$/);
        const confirmationUrl = page.url();
        const heading = page.getByRole('heading', { name: /^Order .+ is waiting for approval$/ });
        await heading.waitFor();
        const tranId = /Order (\S+) is waiting for approval/.exec(await heading.innerText())?.[1] ?? '';
        expect(tranId).toMatch(/^SO-\d+$/);

        // The controller hears it on the bell and follows it.
        const controller = await logIn(page, CONTROLLER);
        await heard(page, controller, 'Approval Needed', tranId);
        await page.getByRole('button', { name: /^Notifications/ }).click();
        const popover = page.getByRole('dialog', { name: 'Notifications' });
        const asked = popover.getByRole('link', {
          name: new RegExp(`Order ${tranId} is waiting for your approval`),
        });
        await asked.waitFor();
        await asked.click();
        await page.waitForURL(/\/myaccount\/menu\/approvals$/);
        const card = page.getByRole('article', { name: `Order ${tranId}` });
        await card.waitFor();
        await card.getByText(/for Northwind Urgent Care/).waitFor();
        const why = card.getByRole('list', { name: `Why order ${tranId} needs approval` });
        await why.getByText(/^The order total of \$[\d,]+\.\d\d is over \$500\.00\./).waitFor();
        expect(await axeViolations(page), 'approve orders').toEqual([]);
        await page.screenshot({ path: `${SHOTS}/approvals-${viewport}.png`, fullPage: true });
        await card.getByRole('button', { name: 'Approve' }).click();
        await page.getByText(`Order ${tranId} approved. It is on its way to the warehouse.`).waitFor();
        await expect.poll(() => page.getByRole('article', { name: `Order ${tranId}` }).count()).toBe(0);

        // The supervisor hears the outcome.
        const supervisor = await logIn(page, SUPERVISOR);
        await heard(page, supervisor, 'Order Approved', tranId);
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await page
          .getByRole('dialog', { name: 'Notifications' })
          .getByRole('link', { name: new RegExp(`Your order ${tranId} was approved`) })
          .waitFor();

        // Spend reports show the order in this month, at its location and in one category, and the
        // CSV says the same total.
        const orderId = Number(/id=(\d+)/.exec(confirmationUrl)?.[1]);
        const placed = await api<SalesOrderDetails>(
          page,
          supervisor,
          `/api/myaccount/salesorders/byId?id=${orderId}`,
        );
        const merchandise = cents(placed.subtotal);
        expect(merchandise).toBeGreaterThan(50_000);
        const after = await monthReport(page, supervisor);
        expect(cents(after.report.totals.spent) - cents(before.report.totals.spent)).toBe(merchandise);
        expect(after.csvCents).toBe(cents(after.report.totals.spent));
        const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' })
          .format(new Date())
          .slice(0, 7);
        const monthSpent = (r: SpendReportResponse) => cents(r.byMonth.find((m) => m.month === month)?.spent);
        expect(monthSpent(after.report) - monthSpent(before.report)).toBe(merchandise);
        expect(grown(before.report.byLocation, after.report.byLocation)).toEqual({
          'Bloomington Clinic': merchandise,
        });
        expect(Object.values(grown(before.report.byCategory, after.report.byCategory))).toEqual([
          merchandise,
        ]);
        expect(errors).toEqual([]);
      },
    );
  });
}

journeys('desktop');
journeys('mobile');
