// Browser journeys for issue 31 point 2, "no placeholder value is ever shown as if real" (ADR 0054),
// at 1280 and 375 px: the account Settings are the stored ones in the server's markup, before any
// script runs (they showed 'Weekly' and unticked boxes until the code arrived), and a contact being
// edited shows a skeleton for the role until the roles are read, then the contact's own role (it
// showed 'Choose…'). As quickpress@lakeside-clinic.example, an administrator only the no-press-lost
// journeys use; its settings are set to anything but the defaults and put back after.
import type { AccountSettings, ContactsPage } from '@medsupply/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api } from './support/api';
import { launchBrowser } from './support/browser';
import type { LaunchedBrowser, ViewportName } from './support/browser';
import { ALL_SCRIPTS, appReady, holdCode, openWithoutWaiting, waitForApp } from './support/held-code';
import { baseUrl, watchErrors } from './support/page-checks';
import { logIn } from './support/session';

const ADMIN = 'quickpress@lakeside-clinic.example';
const ROLES = /\/api\/auth\/getBusinessTypesandContactRoles(\?.*)?$/;

/** Nothing here is what the form would show before it knows: not weekly, invoices and mail on. */
const STORED: AccountSettings = {
  statementPreferences: {
    statementFrequency: 'quarterly',
    statementMethod: 'mail',
    statementIncludeInvoices: true,
  },
  accountPreferences: { approvalsNotification: true },
};

function journeys(viewport: ViewportName) {
  describe(`no placeholder shown as a value (${viewport})`, () => {
    let browser: LaunchedBrowser;
    let page: Page;
    let errors: string[];
    let token: string;
    let before: AccountSettings;

    beforeAll(async () => {
      browser = await launchBrowser(viewport);
      page = browser.page;
      errors = watchErrors(page);
      token = await logIn(page, ADMIN);
      before = await api<AccountSettings>(page, token, '/api/myaccount/settings/get');
      await api(page, token, '/api/myaccount/settings/edit', STORED);
    });

    afterAll(async () => {
      await api(page, token, '/api/myaccount/settings/edit', before).catch(() => undefined);
      await browser.close();
    });

    it('shows the stored settings before any script has run', async () => {
      const code = await holdCode(page, ALL_SCRIPTS);
      try {
        await openWithoutWaiting(page, `${baseUrl}/myaccount/menu/accountsettings`);
        const frequency = page.getByLabel('Statement frequency');
        await frequency.waitFor();
        expect(await appReady(page), 'read before the app started').toBe(false);
        expect(await frequency.inputValue()).toBe('quarterly');
        expect(await page.getByLabel('Send statements by').inputValue()).toBe('mail');
        expect(await page.getByRole('checkbox', { name: /Include invoices/ }).isChecked()).toBe(true);
        expect(await page.getByRole('checkbox', { name: /E-mail administrators/ }).isChecked()).toBe(true);
      } finally {
        await code.release();
      }
      await waitForApp(page);
      expect(await page.getByLabel('Statement frequency').inputValue()).toBe('quarterly');
      expect(errors).toEqual([]);
    });

    it('shows a skeleton for a contact’s role until the roles are read, then the contact’s own', async () => {
      const contacts = await api<ContactsPage>(page, token, '/api/contacts/paginate?page=1&limit=100');
      const someone = contacts.results.find((contact) => contact.contactRole !== null);
      if (!someone?.contactRole) throw new Error('Lakeside Clinic has no contact with a role');
      const name = `${someone.firstName} ${someone.lastName}`;

      await page.goto(`${baseUrl}/myaccount/menu/contacts`);
      const roles = await holdCode(page, ROLES);
      try {
        await page.getByRole('button', { name: `Edit ${name}` }).click();
        const form = page.getByRole('form', { name: `Edit ${name}` });
        await form.getByRole('status', { name: 'Loading Role' }).waitFor();
        expect(await form.getByRole('combobox', { name: 'Role' }).count()).toBe(0);
        expect(await form.getByText('Choose…').count()).toBe(0);
        await expect.poll(() => roles.held(), { message: 'roles held back' }).toBeGreaterThan(0);
      } finally {
        await roles.release();
      }
      const role = page.getByRole('form', { name: `Edit ${name}` }).getByRole('combobox', { name: 'Role' });
      await role.waitFor();
      expect(await role.inputValue()).toBe(String(someone.contactRole.id));
      expect(errors).toEqual([]);
    });
  });
}

journeys('desktop');
journeys('mobile');
