// Path constants of the service spec §7; the API registers and the web calls exactly these.
// One module per group: a page imports the groups it calls (`cartPaths`), so the first load of
// a page carries only those, not every path of the store (the initial JS budget, ARCHITECTURE
// §11); the API and tests use the whole map (`paths`).
import { storefrontPaths } from './paths/storefront.ts';
import { authPaths } from './paths/auth.ts';
import { accountPaths } from './paths/account.ts';
import { addressPaths } from './paths/address.ts';
import { contactsPaths } from './paths/contacts.ts';
import { supportPaths } from './paths/support.ts';
import { catalogPaths } from './paths/catalog.ts';
import { cartPaths } from './paths/cart.ts';
import { itemListPaths } from './paths/item-list.ts';
import { transactionsPaths } from './paths/transactions.ts';
import { testHooksPaths } from './paths/test-hooks.ts';
import { purchasingPaths } from './paths/purchasing.ts';
import { estimatesPaths } from './paths/estimates.ts';
import { quotesPaths } from './paths/quotes.ts';
import { allocationPaths } from './paths/allocation.ts';
import { paymentMethodPaths } from './paths/payment-method.ts';
import { transactionPaths } from './paths/transaction.ts';
import { paymentsPaths } from './paths/payments.ts';
import { checkoutPaths } from './paths/checkout.ts';
import { salesOrdersPaths } from './paths/sales-orders.ts';
import { approvalsPaths } from './paths/approvals.ts';
import { spendControlPaths } from './paths/spend-control.ts';
import { spendReportPaths } from './paths/spend-report.ts';
import { recallsPaths } from './paths/recalls.ts';
import { searchPaths } from './paths/search.ts';
import { contentPaths } from './paths/content.ts';
import { healthPath, siteConfigPath } from './paths/site.ts';

export const paths = {
  health: healthPath,
  siteConfig: siteConfigPath,
  storefront: storefrontPaths,
  auth: authPaths,
  account: accountPaths,
  address: addressPaths,
  contacts: contactsPaths,
  support: supportPaths,
  catalog: catalogPaths,
  cart: cartPaths,
  itemList: itemListPaths,
  transactions: transactionsPaths,
  testHooks: testHooksPaths,
  purchasing: purchasingPaths,
  estimates: estimatesPaths,
  quotes: quotesPaths,
  allocation: allocationPaths,
  paymentMethod: paymentMethodPaths,
  transaction: transactionPaths,
  payments: paymentsPaths,
  checkout: checkoutPaths,
  salesOrders: salesOrdersPaths,
  approvals: approvalsPaths,
  spendControl: spendControlPaths,
  spendReport: spendReportPaths,
  recalls: recallsPaths,
  search: searchPaths,
  content: contentPaths,
} as const;
