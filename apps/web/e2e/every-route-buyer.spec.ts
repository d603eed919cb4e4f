// Every route of storefront spec §2.1–§2.4 as a signed-in clinic administrator sees it (prices,
// approvals, contacts, the account area), at 320, 375, 768 and 1280 px (issue 31 acceptance;
// support/route-sweep.ts says what fails a page).
import type { Page } from 'playwright-core';

import { firstHref, sweepRoutes } from './support/route-sweep';
import type { Found } from './support/route-sweep';
import { logIn } from './support/session';

const ADMIN = 'admin@lakeside-clinic.example';

async function discover(page: Page): Promise<Found> {
  return {
    order: await firstHref(page, '/myaccount/menu/salesorders', 'main a[href*="orderdetails?id="]'),
    invoice: await firstHref(page, '/myaccount/menu/invoices', 'main a[href*="invoicedetails?id="]'),
    payment: await firstHref(page, '/myaccount/menu/paymenthistory', 'main a[href*="paymentdetails?id="]'),
    estimate: await firstHref(page, '/myaccount/menu/estimates', 'main a[href*="estimatedetails?id="]'),
    deliveryDay: await firstHref(page, '/myaccount', 'a[href$="deliveryday"]'),
    product: await firstHref(page, '/products/1', 'main a[href^="/product/"]'),
  };
}

sweepRoutes({
  name: 'buyer',
  signIn: async (page) => {
    await logIn(page, ADMIN);
  },
  discover,
  routes: [
    { path: '/' },
    { path: '/products/1' },
    { name: 'a product', path: (found) => found['product'] },
    { path: '/tracking/1Z999AA10123456784' },
    { path: '/cart' },
    { path: '/productLookup' },
    { path: '/beta/issue' },
    { path: '/myaccount' },
    { path: '/myaccount/menu' },
    { path: '/myaccount/menu/salesorders' },
    { name: 'order details', path: (found) => found['order'] },
    { path: '/myaccount/menu/estimates' },
    { name: 'estimate details', path: (found) => found['estimate'] },
    { path: '/myaccount/menu/quotes' },
    { path: '/myaccount/menu/reorder' },
    { path: '/myaccount/menu/quickorder' },
    { path: '/myaccount/menu/approvals' },
    { path: '/myaccount/menu/budgets' },
    { path: '/myaccount/menu/itemlists' },
    { path: '/myaccount/menu/openitems' },
    { path: '/myaccount/menu/invoices' },
    { name: 'invoice details', path: (found) => found['invoice'] },
    { path: '/myaccount/menu/payment/create' },
    { path: '/myaccount/menu/paymenthistory' },
    { name: 'payment details', path: (found) => found['payment'] },
    { path: '/myaccount/menu/paymentmethod' },
    { path: '/myaccount/menu/creditmemos' },
    { path: '/myaccount/menu/returns' },
    { path: '/myaccount/menu/recalls' },
    { path: '/myaccount/menu/statements' },
    { path: '/myaccount/menu/spend' },
    { path: '/myaccount/menu/subscriptions' },
    { path: '/myaccount/menu/profile' },
    { path: '/myaccount/menu/security' },
    { path: '/myaccount/menu/addresses' },
    { path: '/myaccount/menu/contacts' },
    { path: '/myaccount/menu/accountsettings' },
    { name: 'delivery day', path: (found) => found['deliveryDay'] },
    { path: '/checkout' },
  ],
});
