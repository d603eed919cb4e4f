// Browser journeys through the company pages (issue 19 Acceptance) at 1280 and 375 px, as
// frontdesk@harbor-dental.example, an admin no other journey uses: edit the profile, change the
// password while another session is open (that one is signed out; the password is then changed
// back so the demo stays usable), add an address and a licence (shown pending), add a contact who
// signs in through the mailed invitation, change the settings. A non-admin sees no Contacts or
// Settings, submits an issue ('Issue successfully submitted') and looks up five numbers, one
// unknown and one that needs a licence Harbor Dental does not hold. axe finds no serious or
// critical violation on the pages.
import { mkdirSync, writeFileSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser, ViewportName } from './support/browser';
import { linkFromOutbox } from './support/outbox';
import { axeViolations, baseUrl, watchErrors } from './support/page-checks';
import { DEMO_PASSWORD, logIn } from './support/session';

const ADMIN = 'frontdesk@harbor-dental.example';
const NON_ADMIN = 'hygiene@harbor-dental.example';
const NEW_PASSWORD = 'Harbor tide 2027!';
const SHOTS = '/tmp/shots';
const PDF_PATH = '/tmp/medsupply-e2e-licence.pdf';
const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

async function open(page: Page, path: string, title: string): Promise<void> {
  await page.goto(`${baseUrl}/myaccount/menu/${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

interface Card {
  itemName: string;
  rxLevel: number;
  children: unknown[];
}

/** Four item numbers of the demo catalogue (plain items, no variants), the last needing a licence. */
async function catalogueNumbers(page: Page): Promise<string[]> {
  const answer = await page.request.get(`${baseUrl}/api/shopping/item/paginate?limit=100`);
  const { results } = (await answer.json()) as { results: Card[] };
  const plain = results.filter((card) => card.rxLevel === 0 && card.children.length === 0).slice(0, 3);
  const licensed = results.find((card) => card.rxLevel > 0);
  if (plain.length < 3 || !licensed) throw new Error('The demo catalogue lacks plain or licensed items');
  return [...plain, licensed].map((card) => card.itemName);
}

async function changePassword(page: Page, from: string, to: string): Promise<void> {
  await page.getByLabel('Current password').fill(from);
  await page.getByLabel('New password', { exact: true }).fill(to);
  await page.getByLabel('Confirm new password').fill(to);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Your password has been changed.').waitFor();
}

function journeys(viewport: ViewportName) {
  describe(`company pages (${viewport})`, () => {
    let browser: LaunchedBrowser;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      writeFileSync(PDF_PATH, PDF);
      browser = await launchBrowser(viewport);
      page = browser.page;
      errors = watchErrors(page);
    });

    afterAll(async () => {
      await browser.close();
    });

    it('the admin edits the profile and changes the password; the other session is signed out', async () => {
      await logIn(page, ADMIN);
      await open(page, 'profile', 'Profile');
      await page.getByText('Harbor Dental Studio').first().waitFor();
      await page.getByRole('button', { name: 'Edit profile' }).click();
      await page.getByLabel('Phone').fill('410-555-01');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page.getByText('Must be at least 10 characters').waitFor();
      await page.getByLabel('Phone').fill('(410) 555-0142');
      await page.getByLabel('Title').fill(`Front Desk Lead (${viewport})`);
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page.getByText('Your profile has been saved.').waitFor();
      await page.getByText(`Front Desk Lead (${viewport})`).waitFor();
      expect(await axeViolations(page), 'profile page').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/profile-${viewport}.png`, fullPage: true });

      const other = await launchBrowser('desktop');
      try {
        await logIn(other.page, ADMIN);
        await open(page, 'security', 'Security');
        await page.getByRole('button', { name: 'Sign out everywhere else' }).waitFor();
        await page.screenshot({ path: `${SHOTS}/security-${viewport}.png`, fullPage: true });
        expect(await axeViolations(page), 'security page').toEqual([]);
        await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);
        await page.getByRole('button', { name: 'Sign out everywhere else' }).waitFor({ state: 'detached' });
        await other.page.goto(`${baseUrl}/myaccount/menu/profile`);
        await other.page.waitForURL(/\/login\?redirectTo=/);
      } finally {
        await other.close();
      }
      await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
    });

    it('adds an address and a licence, shown pending verification', async () => {
      const label = `Satellite office ${viewport}`;
      await open(page, 'addresses', 'Addresses');
      await page.getByRole('button', { name: 'Add address' }).click();
      const form = page.getByRole('form', { name: 'New address' });
      await form.getByLabel('Label').fill(label);
      await form.getByLabel('Addressee').fill('Harbor Dental Studio');
      await form.getByLabel('Address', { exact: true }).fill('9 Dock Street');
      await form.getByLabel('City').fill('Annapolis');
      await form.getByLabel('State').selectOption('MD');
      await form.getByLabel('ZIP code').fill('2140');
      await form.getByRole('button', { name: 'Save address' }).click();
      await form.getByText('Enter a 5-digit ZIP code (or ZIP+4)').waitFor();
      await form.getByLabel('ZIP code').fill('21401');
      await form.getByRole('button', { name: 'Save address' }).click();
      await page.getByText(`${label} has been saved.`).waitFor();

      const card = page.getByRole('region', { name: label });
      await card.getByRole('button', { name: `Add a license to ${label}` }).click();
      const licence = card.getByRole('form', { name: 'New license' });
      await licence.getByLabel('License number').fill(`MD-${viewport}-4471`);
      await licence.getByLabel('Issuing state or agency').fill('MD');
      // The choice itself, not its 'Loading …' placeholder while the levels are read (ADR 0054).
      await licence
        .getByRole('combobox', { name: 'Schedule or Rx level', exact: true })
        .selectOption({ index: 1 });
      await licence.getByLabel('Expires on').fill('2028-06-30');
      await licence.getByLabel('License document').setInputFiles(PDF_PATH);
      await licence.getByRole('button', { name: 'Add license' }).click();
      await card.getByText('License uploaded. It is pending verification by our staff.').waitFor();
      await card.getByText('Pending verification', { exact: true }).waitFor();
      expect(await axeViolations(page), 'addresses page').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/addresses-${viewport}.png`, fullPage: true });
    });

    it('adds a contact who signs in through the invitation, and changes the settings', async () => {
      const email = `new.hire.${viewport}.${Date.now()}@harbor-dental.example`;
      await open(page, 'contacts', 'Contacts');
      await page.getByRole('button', { name: 'Add contact' }).click();
      const form = page.getByRole('form', { name: 'New contact' });
      await form.getByLabel('First name').fill('Robin');
      await form.getByLabel('Last name').fill(`Hale ${viewport}`);
      await form.getByLabel('Email').fill(email);
      // The choice itself, not its 'Loading Role' placeholder while the roles are read (ADR 0054).
      await form
        .getByRole('combobox', { name: 'Role', exact: true })
        .selectOption({ label: 'Office Manager' });
      const since = Date.now() - 1000;
      await form.getByRole('button', { name: 'Create and invite' }).click();
      await page
        .getByText(`Robin Hale ${viewport}: an invitation to set a password has been e-mailed.`)
        .waitFor();
      await page.getByText('Invitation pending').first().waitFor();
      expect(await axeViolations(page), 'contacts page').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/contacts-${viewport}.png`, fullPage: true });

      await open(page, 'accountsettings', 'Settings');
      await page.getByLabel('Statement frequency').selectOption('weekly');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Your settings have been saved.').waitFor();
      await page.reload();
      expect(await page.getByLabel('Statement frequency').inputValue()).toBe('weekly');
      expect(await axeViolations(page), 'settings page').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/settings-${viewport}.png`, fullPage: true });

      const link = await linkFromOutbox(
        email,
        since,
        /https?:\/\/\S+?\/login\?invitation=[^\s"<&]+&username=[^\s"<]+/,
      );
      const invited = await launchBrowser(viewport);
      try {
        const inviteErrors = watchErrors(invited.page);
        await invited.page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
        await invited.page.getByRole('heading', { level: 1, name: 'Set Your Password' }).waitFor();
        await invited.page.getByLabel('New password', { exact: true }).fill('Robin starts Monday!');
        await invited.page.getByLabel('Confirm new password').fill('Robin starts Monday!');
        await invited.page.getByRole('button', { name: 'Set password' }).click();
        await invited.page.waitForURL(`${baseUrl}/myaccount`);
        await invited.page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
        expect(await invited.page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
        expect(inviteErrors).toEqual([]);
      } finally {
        await invited.close();
      }
      expect(errors).toEqual([]);
    });

    it('a non-admin sees no Contacts or Settings, reports an issue and looks up products', async () => {
      await logIn(page, NON_ADMIN);
      await open(page, '', 'Account Menu');
      await page.getByRole('link', { name: 'Profile' }).first().waitFor();
      expect(await page.getByRole('link', { name: 'Contacts' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Settings' }).count()).toBe(0);

      await page.goto(`${baseUrl}/beta/issue`);
      const issue = page.getByRole('form', { name: 'Report an issue' });
      await issue.getByLabel('Subject').fill(`Crushed carton (${viewport})`);
      await issue.getByLabel('Category').selectOption('Delivery');
      await issue.getByLabel('Message').fill('Two boxes of nitrile gloves arrived crushed.');
      await issue.getByRole('button', { name: 'Submit issue' }).click();
      await issue.getByText(/Issue successfully submitted\. Your reference is SI-\d+/).waitFor();
      expect(await axeViolations(page), 'issue page').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/beta-issue-${viewport}.png`, fullPage: true });

      const [first, second, third, licensed] = await catalogueNumbers(page);
      await page.goto(`${baseUrl}/productLookup`);
      await page
        .getByLabel('Item numbers or MPNs')
        .fill([first, second, 'NO-SUCH-ITEM-42', third, licensed].join('\n'));
      await page.getByRole('button', { name: 'Look up' }).click();
      const results = page.getByRole('region', { name: 'Lookup results' });
      await results.getByText('4 of 5 found.').waitFor();
      const lines = results.getByRole('listitem');
      expect(await lines.count()).toBe(5);
      for (const index of [0, 1, 3]) expect(await lines.nth(index).getByText('May buy').count()).toBe(1);
      expect(await lines.nth(2).innerText()).toContain('No item has this number');
      expect(await lines.nth(4).innerText()).toContain('This item requires a medical license to purchase');
      expect(await axeViolations(page), 'product lookup page').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/product-lookup-${viewport}.png`, fullPage: true });
      expect(errors).toEqual([]);
    });
  });
}

journeys('desktop');
journeys('mobile');
