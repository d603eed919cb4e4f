// Every back-office page as the store's administrator sees it (every area), at 320, 375, 768 and
// 1280 px (issue 31 acceptance; support/route-sweep.ts says what fails a page).
import type { Page } from 'playwright-core';

import { baseUrl } from './support/page-checks';
import { firstHref, sweepRoutes } from './support/route-sweep';
import { DEMO_PASSWORD } from './support/session';

const ADMINISTRATOR = 'admin@staff.medsupply.example';

async function signIn(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
  await page.getByLabel('Username').fill(ADMINISTRATOR);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/admin`);
}

sweepRoutes({
  name: 'staff',
  signIn,
  discover: async (page) => ({
    order: await firstHref(page, '/admin/orders', 'main a[href^="/admin/orders/"]'),
    item: await firstHref(page, '/admin/inventory', 'main a[href^="/admin/inventory/"]'),
    customer: await firstHref(page, '/admin/customers', 'main a[href^="/admin/customers/"]'),
    ledger: await firstHref(page, '/admin/billing', 'main a[href^="/admin/billing/accounts/"]'),
    catalogItem: await firstHref(page, '/admin/catalogue', 'main a[href^="/admin/catalogue/"]'),
    content: await firstHref(page, '/admin/content', 'main a[href^="/admin/content/"]'),
    return: await firstHref(page, '/admin/returns', 'main a[href^="/admin/returns/"]'),
    recall: await firstHref(page, '/admin/recalls', 'main table a[href^="/admin/recalls/"]'),
  }),
  routes: [
    { path: '/admin' },
    { path: '/admin/orders' },
    { name: 'an order', path: (found) => found['order'] },
    { name: 'cancel an order', path: (found) => found['order'] && `${found['order']}/cancel` },
    { path: '/admin/returns' },
    { name: 'a return', path: (found) => found['return'] },
    { path: '/admin/recalls' },
    { name: 'a recall', path: (found) => found['recall'] },
    { path: '/admin/recalls/new' },
    { path: '/admin/inventory' },
    { name: 'an inventory item', path: (found) => found['item'] },
    { path: '/admin/customers' },
    { name: 'a customer', path: (found) => found['customer'] },
    { path: '/admin/access-requests' },
    { path: '/admin/registrations' },
    { path: '/admin/licences' },
    { path: '/admin/billing' },
    { name: "an account's ledger", path: (found) => found['ledger'] },
    { path: '/admin/catalogue' },
    { name: 'a catalog item', path: (found) => found['catalogItem'] },
    { path: '/admin/allocations' },
    { path: '/admin/content' },
    { name: 'a content entry', path: (found) => found['content'] },
    { path: '/admin/search/analytics' },
    { path: '/admin/search/synonyms' },
    { path: '/admin/reports' },
    { path: '/admin/audit' },
    { path: '/admin/staff' },
    { path: '/admin/settings' },
    { path: '/admin/no-such-page' },
  ],
});
