// Every module of the API, in the order the API registers them (ARCHITECTURE §4, ADR 0036): each
// folder's index.ts declares its routes and its jobs. The API registers both (app.ts); a worker only
// the jobs (worker.ts). The core's own jobs (cleanup) stand here as a descriptor too; the outbox's mail
// job is registered by the outbox itself (core/outbox.ts), which every process that enqueues builds.
import { cleanupJobs } from './jobs/cleanup.ts';
import type { ApiModule } from './module.ts';
import { accountModule } from './modules/account/index.ts';
import { addressesModule } from './modules/addresses/index.ts';
import { authModule } from './modules/auth/index.ts';
import { backOfficeModule } from './modules/back-office/index.ts';
import { cartModule } from './modules/cart/index.ts';
import { catalogModule } from './modules/catalog/index.ts';
import { checkoutModule } from './modules/checkout/index.ts';
import { contactsModule } from './modules/contacts/index.ts';
import { contentModule } from './modules/content/index.ts';
import { estimatesModule } from './modules/estimates/index.ts';
import { itemListsModule } from './modules/item-lists/index.ts';
import { mediaModule } from './modules/media/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { orderToCashModule } from './modules/order-to-cash/index.ts';
import { ordersModule } from './modules/orders/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { punchoutModule } from './modules/punchout/index.ts';
import { recallsModule } from './modules/recalls/index.ts';
import { substitutesModule } from './modules/substitutes/index.ts';
import { purchasingModule } from './modules/purchasing/index.ts';
import { returnsModule } from './modules/returns/index.ts';
import { searchModule } from './modules/search/index.ts';
import { spendControlModule } from './modules/spend-control/index.ts';
import { spendReportModule } from './modules/spend-report/index.ts';
import { storefrontShellModule } from './modules/storefront-shell/index.ts';
import { subscriptionsModule } from './modules/subscriptions/index.ts';
import { supportModule } from './modules/support/index.ts';
import { systemModule } from './modules/system/index.ts';
import { trackingModule } from './modules/tracking/index.ts';
import { transactionsModule } from './modules/transactions/index.ts';

export const modules: readonly ApiModule[] = [
  cleanupJobs,
  systemModule,
  authModule,
  accountModule,
  catalogModule,
  searchModule,
  contentModule,
  cartModule,
  // Issue 30: the document shell's one read (site config, content and the buyer's part).
  storefrontShellModule,
  itemListsModule,
  mediaModule,
  // The sandbox gateway (outside /api) and saved payment methods.
  paymentsModule,
  // Orders, fulfilments, invoices, payments and credit (ADR 0034): its jobs; its faces follow.
  orderToCashModule,
  transactionsModule,
  checkoutModule,
  // Issue 28: cXML punchout for procurement systems, and returncart.
  punchoutModule,
  ordersModule,
  spendControlModule,
  // Issue 34: returns of delivered goods, credited through order-to-cash.
  returnsModule,
  addressesModule,
  contactsModule,
  supportModule,
  // Issue 21: the bell, tracking, quick order, reorder, open items, estimates and quotes.
  notificationsModule,
  trackingModule,
  purchasingModule,
  estimatesModule,
  subscriptionsModule,
  // Issue 33: spend reports for account administrators and parent logins.
  spendReportModule,
  // Issue 20: the back office, for the store's staff (/api/admin).
  backOfficeModule,
  // Issue 34 point 2 (ADR 0050): recalls, in the back office and on the clinic's pages.
  recallsModule,
  // Issue 34 point 4 (ADR 0053): equivalents of backordered or recalled items.
  substitutesModule,
];
