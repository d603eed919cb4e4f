// Browser journeys of recalls (issue 34 point 2, ADR 0050) at 1280 and 375 px. Compliance staff
// (compliance@staff.medsupply.example) draft a recall of demo lot LK-2502C, which the demo store
// shipped to Northwind Family Practice alone, upload the manufacturer's notice, preview whom it
// reaches and publish it. Jordan Miles, that clinic's administrator, finds it on the bell, opens
// the Recalls page, is told a decimal count is not allowed and acknowledges it with the units he
// still holds; Lakeside Clinic, which never got the lot, does not see it. Staff then see the
// acknowledgment and the effectiveness report, and download its CSV. Each width publishes its own
// recall (its title names the width). axe finds no serious or critical violation, and at 375 px
// nothing scrolls sideways.
import { mkdirSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser } from './support/browser';
import { axeViolations, baseUrl, dismissToasts, scrollsSideways, watchErrors } from './support/page-checks';
import { logIn } from './support/session';
import { fillStaffSignIn } from './support/staff';

const COMPLIANCE = 'compliance@staff.medsupply.example';
const CLINIC = 'jordan.miles@northwind-health.example';
const CLINIC_ACCOUNT = 'Northwind Family Practice';
const OTHER_CLINIC = 'admin@lakeside-clinic.example';
const LOT = 'LK-2502C';
const SHOTS = '/tmp/shots';

const NOTICE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

for (const viewport of ['desktop', 'mobile'] as const) {
  const width = viewport === 'desktop' ? 1280 : 375;
  const title = `Lot ${LOT} seal failure (${width} px journey)`;

  describe(`recalls at ${width} px`, () => {
    let browser: LaunchedBrowser;
    let page: Page;
    let errors: string[];
    let recallPath = '';

    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      browser = await launchBrowser(viewport);
      page = browser.page;
      errors = watchErrors(page);
    });
    afterAll(async () => {
      await browser.close();
    });

    it('compliance staff draft a recall of one lot, preview whom it reaches and publish it', async () => {
      await page.goto(`${baseUrl}/admin/recalls`);
      await page.waitForURL(/\/admin\/login\?returnTo=/);
      await fillStaffSignIn(page, COMPLIANCE);
      await page.waitForURL(`${baseUrl}/admin/recalls`);
      await page.getByRole('heading', { level: 1, name: 'Recalls' }).waitFor();
      // The demo recall is listed.
      await page
        .getByRole('table', { name: 'Recalls' })
        .getByRole('link', { name: /^RC-\d{6}$/ })
        .first()
        .waitFor();
      await page.getByRole('link', { name: 'New recall' }).click();
      await page.waitForURL(`${baseUrl}/admin/recalls/new`);
      const form = page.getByRole('form', { name: 'New recall' });
      // Nothing chosen yet: the form says what is missing.
      await form.getByRole('button', { name: 'Create draft' }).click();
      await form.getByText('Add at least one item or lot to the recall.').waitFor();
      await form.getByLabel('Recall class').selectOption('I');
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Reason').fill('The sterile packaging seal of this lot may open in transit.');
      await form
        .getByLabel('Instructions for the clinic')
        .fill('Stop using the lot, count the units you hold and keep them apart for return.');
      // The demo holds many items with lots: the manufacturer's notice names the lot, staff find it by it.
      await form.getByLabel('Find an item').fill(LOT);
      await form
        .getByRole('button', { name: new RegExp(`^Add lot ${LOT} of `) })
        .first()
        .click();
      await form.getByRole('list', { name: 'Recalled items and lots' }).getByText(`lot ${LOT}`).waitFor();
      await form.getByLabel(/Manufacturer.s notice/).setInputFiles({
        name: 'manufacturer-notice.pdf',
        mimeType: 'application/pdf',
        buffer: NOTICE_PDF,
      });
      await form.getByRole('button', { name: 'Create draft' }).click();
      await page.waitForURL(/\/admin\/recalls\/\d+$/);
      recallPath = new URL(page.url()).pathname;
      const preview = page.getByRole('table', { name: 'Shipments the recall reaches' });
      await preview.getByText(CLINIC_ACCOUNT).first().waitFor();
      expect(await preview.getByText('Lakeside').count()).toBe(0);
      await page.getByText(/^1 account, \d+ units shipped\./).waitFor();
      await dismissToasts(page);
      expect(await axeViolations(page), 'draft page').toEqual([]);
      if (viewport === 'mobile') expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `${SHOTS}/recall-draft-${viewport}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Publish recall' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(/1 account is notified by bell and e-mail/).waitFor();
      await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByRole('table', { name: 'Affected accounts' }).getByText(CLINIC_ACCOUNT).waitFor();
      await page.getByText('0 of 1 acknowledged').first().waitFor();
      await page.getByRole('button', { name: 'Remind 1 account' }).waitFor();
      expect(errors).toEqual([]);
    });

    it('only the clinic that got the lot hears of it, on the bell, and acknowledges it once', async () => {
      await logIn(page, CLINIC);
      // The notice is sent by the outbox's job: the bell shows it once the job has run.
      const bellEntry = async () => {
        for (let attempt = 0; attempt < 20; attempt += 1) {
          await page.goto(`${baseUrl}/myaccount`);
          await page.getByRole('button', { name: /^Notifications/ }).click();
          const popover = page.getByRole('dialog', { name: 'Notifications' });
          const entry = popover.getByRole('link', { name: new RegExp(title.replace(/[()]/g, '\\$&')) });
          await popover
            .getByRole('list')
            .first()
            .waitFor()
            .catch(() => undefined);
          if ((await entry.count()) > 0) return entry.first();
          await page.waitForTimeout(1000);
        }
        throw new Error('The recall never reached the bell');
      };
      const entry = await bellEntry();
      expect(await entry.innerText()).toContain('Product Recall');
      await page.screenshot({ path: `${SHOTS}/recall-bell-${viewport}.png` });
      await entry.click();
      await page.waitForURL(/\/myaccount\/menu\/recalls\?recall=\d+$/);
      await page.getByRole('heading', { level: 1, name: 'Recalls' }).waitFor();
      const card = page.getByRole('article', { name: title });
      await card.getByText(`Lot ${LOT}`).first().waitFor();
      await card.getByRole('button', { name: 'Download the notice (manufacturer-notice.pdf)' }).waitFor();
      const units = card.getByLabel('Units you still hold');
      await units.fill('2.5');
      await card.getByRole('button', { name: 'Acknowledge recall' }).click();
      await card.getByText('Decimals not allowed').waitFor();
      await units.fill('abc');
      await card.getByRole('button', { name: 'Acknowledge recall' }).click();
      await card.getByText('Only numbers can be entered').waitFor();
      expect(await axeViolations(page), 'recalls page with errors').toEqual([]);
      await units.fill('3');
      await card.getByLabel(/^Note/).fill('Three boxes set aside in the supply room.');
      await card.getByRole('button', { name: 'Acknowledge recall' }).click();
      await card
        .getByText(/Acknowledged on \d{2}\/\d{2}\/\d{4} by Jordan Miles: 3 units on hand\./)
        .waitFor();
      expect(await card.getByRole('button', { name: 'Acknowledge recall' }).count()).toBe(0);
      await dismissToasts(page, 1);
      expect(await axeViolations(page), 'recalls page').toEqual([]);
      if (viewport === 'mobile') expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `${SHOTS}/recalls-page-${viewport}.png`, fullPage: true });

      // Lakeside never got the lot: its page and bell do not name this recall.
      await logIn(page, OTHER_CLINIC);
      await page.goto(`${baseUrl}/myaccount/menu/recalls`);
      await page.getByRole('heading', { level: 1, name: 'Recalls' }).waitFor();
      await page.getByRole('article').first().waitFor();
      expect(await page.getByRole('article', { name: title }).count()).toBe(0);
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const popover = page.getByRole('dialog', { name: 'Notifications' });
      await popover.getByRole('list').first().waitFor();
      expect(await popover.getByText(title, { exact: false }).count()).toBe(0);
      expect(errors).toEqual([]);
    });

    it('staff see the acknowledgment and the effectiveness report, and download its CSV', async () => {
      // The clinic's sign-in cleared the browser's storage, staff session included: the back office
      // asks staff to sign in again (the redirect happens once the page's code runs, so wait for it).
      await page.goto(`${baseUrl}${recallPath}`);
      await page.waitForURL(/\/admin\/login\?returnTo=/);
      await fillStaffSignIn(page, COMPLIANCE);
      await page.waitForURL(`${baseUrl}${recallPath}`);
      await page.getByText('1 of 1 acknowledged').first().waitFor();
      const parties = page.getByRole('table', { name: 'Affected accounts' });
      await parties.getByText(/by Jordan Miles/).waitFor();
      const report = page.getByRole('table', { name: 'Notified parties' });
      await report.getByText(CLINIC).first().waitFor();
      expect(await page.getByRole('button', { name: /^Remind/ }).count()).toBe(0);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^RC-\d{6}-effectiveness\.csv$/);
      expect(await axeViolations(page), 'published recall page').toEqual([]);
      if (viewport === 'mobile') expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `${SHOTS}/recall-published-${viewport}.png`, fullPage: true });
      expect(errors).toEqual([]);
    });
  });
}
