// Browser journeys of returns (issue 34 point 3, ADR 0051) at 1280 and 375 px: the administrator of
// Lakeside Family Clinic (admin@lakeside-clinic.example, sees prices) requests a return of a
// delivered unit from an order's details; the order desk (orders@staff…) authorizes it (an RMA
// number), receives it back to stock and issues the credit; the clinic sees the return credited on
// /myaccount/menu/returns and its credit memo on Credit Memos. axe finds no serious or critical
// violation on the pages, and no page raises an error.
import { mkdirSync } from 'node:fs';

import { paths, returnPaths } from '@medsupply/contract';
import type { ReturnableResponse, ReturnsResponse, SalesOrderPage } from '@medsupply/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api } from './support/api';
import { launchBrowser } from './support/browser';
import type { LaunchedBrowser, ViewportName } from './support/browser';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { DEMO_PASSWORD, logIn } from './support/session';

const CLINIC_ADMIN = 'admin@lakeside-clinic.example';
const ORDER_DESK = 'orders@staff.medsupply.example';
const SHOTS = '/tmp/shots';

/** An order of the clinic with a delivered, returnable line that is not a controlled substance. */
async function returnableOrder(page: Page, token: string) {
  for (let pageNumber = 1; pageNumber <= 6; pageNumber += 1) {
    const orders = await api<SalesOrderPage>(page, token, `${paths.salesOrders.paginate}?page=${pageNumber}`);
    for (const order of orders.results) {
      const lines = await api<ReturnableResponse>(
        page,
        token,
        `${returnPaths.returnable}?salesOrderId=${order.id}`,
      );
      // A line delivered from several lots asks which one: this journey returns a line that does not.
      const line = lines.lines.find((l) => l.returnable > 0 && !l.isControlled && l.lots.length <= 1);
      if (line) return { order, line };
    }
  }
  throw new Error('The demo clinic has no delivered line left to return');
}

async function staffSignIn(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
  await page.getByLabel('Username').fill(ORDER_DESK);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/?$/);
}

function journeys(viewport: ViewportName) {
  describe(`returns (${viewport})`, () => {
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

    it('requests a return from order details; staff authorize, receive and credit it; the clinic sees the credit', async () => {
      const token = await logIn(page, CLINIC_ADMIN);
      const { order, line } = await returnableOrder(page, token);

      // The buyer asks for one unit back.
      await page.goto(`${baseUrl}/myaccount/menu/orderdetails?id=${order.id}`);
      await page.getByRole('heading', { name: `Order ${order.tranId}` }).waitFor();
      await page.getByRole('button', { name: 'Request a return' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request a return' });
      const form = dialog.getByRole('form', { name: 'Request a return' });
      await form.waitFor();
      await form.getByRole('button', { name: 'Request return' }).click();
      await dialog.getByText('Choose at least one line and a quantity to return.').waitFor();
      await form.getByLabel(line.itemName, { exact: true }).first().fill('1');
      await form.getByLabel('Reason').selectOption('damaged');
      await form.getByLabel(/Note/).fill('The outer carton was crushed in transit.');
      expect(await axeViolations(page), 'request a return dialog').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/returns-request-${viewport}.png`, fullPage: true });
      await form.getByRole('button', { name: 'Request return' }).click();
      const confirmation = dialog.getByText(/^Return RT-\d+ was requested\./);
      await confirmation.waitFor();
      const returnNumber = /RT-\d+/.exec(await confirmation.innerText())?.[0];
      if (!returnNumber) throw new Error('no return number in the confirmation');
      await dialog.getByRole('link', { name: 'See your returns' }).click();
      await page.waitForURL(/\/myaccount\/menu\/returns$/);
      const card = page.getByRole('region', { name: `Return ${returnNumber}` });
      await card.getByText('Requested', { exact: true }).waitFor();
      expect(await axeViolations(page), 'returns page').toEqual([]);

      // The order desk authorizes, receives and credits it.
      await staffSignIn(page);
      await page.getByRole('navigation').getByRole('link', { name: 'Returns' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Returns' }).waitFor();
      expect(await axeViolations(page), 'returns queue').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/returns-queue-${viewport}.png`, fullPage: true });
      await page.getByRole('link', { name: returnNumber }).click();
      await page.getByRole('heading', { level: 1, name: `Return ${returnNumber}` }).waitFor();
      await page.getByRole('button', { name: 'Authorize return' }).click();
      await page.getByRole('heading', { name: 'Receive' }).waitFor();
      expect(await page.getByText(/^RMA-\d+$/).count()).toBeGreaterThan(0);
      expect(await axeViolations(page), 'return page, receiving').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/returns-receive-${viewport}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Receive return' }).click();
      await page.getByRole('button', { name: 'Issue credit' }).click();
      await page.getByText(/^CM-\d+/).waitFor();
      const memo = /CM-\d+/.exec(await page.getByText(/^CM-\d+/).innerText())?.[0];
      if (!memo) throw new Error('no credit memo number on the return');
      await page.screenshot({ path: `${SHOTS}/returns-credited-admin-${viewport}.png`, fullPage: true });

      // The clinic sees it credited, with its label no longer offered, and the memo on its account.
      const buyerToken = await logIn(page, CLINIC_ADMIN);
      const mine = await api<ReturnsResponse>(page, buyerToken, returnPaths.list);
      expect(mine.returns.find((r) => r.returnNumber === returnNumber)).toMatchObject({
        status: 'credited',
        creditMemo: { tranId: memo },
      });
      await page.goto(`${baseUrl}/myaccount/menu/returns`);
      const credited = page.getByRole('region', { name: `Return ${returnNumber}` });
      await credited.getByText('Credited', { exact: true }).waitFor();
      await credited.getByRole('link', { name: memo }).waitFor();
      await page.screenshot({ path: `${SHOTS}/returns-page-${viewport}.png`, fullPage: true });
      await credited.getByRole('link', { name: memo }).click();
      await page.waitForURL(/\/myaccount\/menu\/creditmemos\?id=\d+$/);
      await page.getByRole('link', { name: memo }).first().waitFor();
      expect(errors).toEqual([]);
    });
  });
}

journeys('desktop');
journeys('mobile');
