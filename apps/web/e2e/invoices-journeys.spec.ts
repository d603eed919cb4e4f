// Browser journeys through Invoices and Invoice Details (issue 18 point 1) at desktop and mobile
// widths, as admin@lakeside-clinic.example (sees prices): the admin opens Invoices from the
// dashboard's "View invoices", opens the first invoice, sees its lines, and downloads its PDF (the
// signed link answers application/pdf). axe finds no serious or critical violation on either page.
import { mkdirSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser, ViewportName } from './support/browser';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { logIn } from './support/session';

const ADMIN = 'admin@lakeside-clinic.example';
const SHOTS = '/tmp/shots';

async function firstInvoiceNumber(page: Page): Promise<string> {
  const link = page.getByRole('table').getByRole('link').first();
  await link.waitFor();
  return (await link.innerText()).trim();
}

function journeys(viewport: ViewportName) {
  describe(`invoices (${viewport})`, () => {
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

    it('opens Invoices, opens an invoice and downloads its PDF', async () => {
      await logIn(page, ADMIN);
      await page.goto(`${baseUrl}/myaccount`);
      await page.getByRole('link', { name: 'View invoices' }).click();
      await page.waitForURL(/\/myaccount\/menu\/invoices$/);
      await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
      const tranId = await firstInvoiceNumber(page);
      expect(await page.getByRole('columnheader', { name: 'Days overdue' }).count()).toBe(1);
      expect(await axeViolations(page), 'invoices page').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/invoices-${viewport}.png`, fullPage: true });

      await page.getByRole('link', { name: tranId }).click();
      await page.waitForURL(/\/myaccount\/menu\/invoicedetails\?id=\d+$/);
      await page.getByRole('heading', { name: `Invoice ${tranId}` }).waitFor();
      const lines = page.getByRole('region', { name: 'Items' }).getByRole('row');
      await lines.nth(1).waitFor();
      expect(await lines.count()).toBeGreaterThan(1);
      expect(await axeViolations(page), 'invoice details page').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/invoice-details-${viewport}.png`, fullPage: true });

      const pdf = page
        .context()
        .waitForEvent('response', (response) => response.url().includes('/api/myaccount/transaction/pdf?'));
      await page.getByRole('button', { name: 'Download PDF' }).click();
      const response = await pdf;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      expect(errors).toEqual([]);
    });
  });
}

journeys('desktop');
journeys('mobile');
