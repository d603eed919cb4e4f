// Every route of storefront spec §2.1 and §2.2, with the paths exactly as the spec writes them
// (React Router framework mode, ADR 0022). Each file is a route module: its page, and where it has
// data to show on the first render its `loader`, `meta` and (through routes/pages.tsx) the
// ErrorBoundary. Route files only compose features (ARCHITECTURE §5).
import { index, layout, prefix, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';

/** Account area sub-paths of storefront spec §2.2, all under /myaccount/menu. */
const accountMenuRoutes = [
  index('routes/myaccount/menu.tsx'),
  route('salesorders', 'routes/myaccount/salesorders.tsx'),
  route('orderdetails', 'routes/myaccount/orderdetails.tsx'),
  route('estimates', 'routes/myaccount/estimates.tsx'),
  route('estimatedetails', 'routes/myaccount/estimatedetails.tsx'),
  route('quotes', 'routes/myaccount/quotes.tsx'),
  route('reorder', 'routes/myaccount/reorder.tsx'),
  // Quick Order has no path in the spec's menu (§2.3); it lives beside Easy Reorder (ADR 0026).
  route('quickorder', 'routes/myaccount/quickorder.tsx'),
  route('approvals', 'routes/myaccount/approvals.tsx'),
  // Ours (issue 34, ADR 0050): the account's product recalls and their acknowledgment.
  route('recalls', 'routes/myaccount/recalls.tsx'),
  // Ours (issue 33): budgets and approval rules (spend control).
  route('budgets', 'routes/myaccount/budgets.tsx'),
  route('itemlists', 'routes/myaccount/itemlists.tsx'),
  route('openitems', 'routes/myaccount/openitems.tsx'),
  // Issue 34: the account's returns.
  route('returns', 'routes/myaccount/returns.tsx'),
  route('invoices', 'routes/myaccount/invoices.tsx'),
  route('invoicedetails', 'routes/myaccount/invoicedetails.tsx'),
  route('payment/create', 'routes/myaccount/payment-create.tsx'),
  route('payment/method', 'routes/myaccount/payment-method.tsx'),
  route('payment/review', 'routes/myaccount/payment-review.tsx'),
  route('payment/confirmation', 'routes/myaccount/payment-confirmation.tsx'),
  route('paymenthistory', 'routes/myaccount/paymenthistory.tsx'),
  route('paymentdetails', 'routes/myaccount/paymentdetails.tsx'),
  route('paymentmethod', 'routes/myaccount/paymentmethod.tsx'),
  route('creditmemos', 'routes/myaccount/creditmemos.tsx'),
  route('statements', 'routes/myaccount/statements.tsx'),
  // Issue 33: spend reports (administrators and parent logins); its charts load on this page only.
  route('spend', 'routes/myaccount/spend.tsx'),
  route('subscriptions', 'routes/myaccount/subscriptions.tsx'),
  route('profile', 'routes/myaccount/profile.tsx'),
  route('security', 'routes/myaccount/security.tsx'),
  route('addresses', 'routes/myaccount/addresses.tsx'),
  route('contacts', 'routes/myaccount/contacts.tsx'),
  route('accountsettings', 'routes/myaccount/accountsettings.tsx'),
  // `${provider.toLowerCase()}deliveryday`: the provider comes from the site config at run time,
  // so this segment is matched by the page, which shows 404 for any other value.
  route(':accountPage', 'routes/myaccount/delivery-day.tsx'),
];

export default [
  layout('app/layouts/main-layout.tsx', [
    layout('routes/pages.tsx', [
      // storefront spec §2.1: public routes.
      index('routes/home.tsx'),
      route('shop', 'routes/shop.tsx'),
      // storefront spec §2.1: /products redirects to /products/1, keeping the query string.
      route('products', 'routes/products-redirect.tsx'),
      route('products/:page', 'routes/products.tsx'),
      route('category/:catid', 'routes/category.tsx'),
      route('product/:id', 'routes/product.tsx'),
      route('promotions', 'routes/promotions.tsx'),
      route('updates', 'routes/updates.tsx'),
      route('compare', 'routes/compare.tsx'),
      route('register', 'routes/register.tsx'),
      route('success', 'routes/success.tsx'),
      route('tracking/:trackingNumber', 'routes/tracking.tsx'),
      // Ours (issue 19 point 9): "Track a Delivery" asks for the tracking number.
      route('tracking', 'routes/track-delivery.tsx'),
      // Ours (issue 19 point 7): the infection-control items of getcovidlist.
      route('infection-control', 'routes/infection-control.tsx'),
      route('login', 'routes/login.tsx'),
      route('contactus', 'routes/contact-us.tsx'),
      route('resources', 'routes/resources.tsx'),
      route('marketsserved', 'routes/markets-served.tsx'),
      route('about', 'routes/about.tsx'),
      route('customerapplication', 'routes/customer-application.tsx'),
      route('error/:statusCode', 'routes/error.tsx'),

      // storefront spec §2.2: routes that need login.
      layout('routes/gate.tsx', [
        route('beta/issue', 'routes/beta-issue.tsx'),
        route('cart', 'routes/cart.tsx'),
        route('productLookup', 'routes/product-lookup.tsx'),
        route('myaccount', 'app/layouts/account-layout.tsx', [
          index('routes/myaccount/overview.tsx'),
          ...prefix('menu', accountMenuRoutes),
        ]),
      ]),

      // storefront spec §2.1, §8: any unknown path shows a content page or the error page.
      route('*', 'routes/not-found.tsx'),
    ]),
  ]),
  // admin routes (issue 20): the back office (ADR 0028), its own frame, rendered in the browser.
  // Add your pages inside the layout under your area's comment (comments stay: they keep merges apart).
  route('admin/login', 'routes/admin/login.tsx'),
  ...prefix('admin', [
    layout('routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      // -- orders
      route('orders/:id/cancel', 'routes/admin/order-cancel.tsx'),
      route('orders', 'routes/admin/orders.tsx'),
      route('orders/:id', 'routes/admin/order.tsx'),
      // Issue 34: returns.
      route('returns', 'routes/admin/returns.tsx'),
      route('returns/:id', 'routes/admin/return.tsx'),
      // -- inventory
      route('inventory', 'routes/admin/inventory.tsx'),
      route('inventory/:id', 'routes/admin/inventory-item.tsx'),
      // -- customers
      route('customers', 'routes/admin/customers.tsx'),
      route('customers/:id', 'routes/admin/customer.tsx'),
      route('access-requests', 'routes/admin/access-requests.tsx'),
      route('registrations', 'routes/admin/registrations.tsx'),
      // -- licences
      route('licences', 'routes/admin/licences.tsx'),
      // -- billing
      route('billing', 'routes/admin/billing.tsx'),
      route('billing/accounts/:id', 'routes/admin/billing-ledger.tsx'),
      // -- catalogue
      route('catalogue', 'routes/admin/catalogue.tsx'),
      route('catalogue/:id', 'routes/admin/catalogue-item.tsx'),
      route('allocations', 'routes/admin/allocations.tsx'),
      // -- content
      route('content', 'routes/admin/content.tsx'),
      route('content/:id', 'routes/admin/content-entry.tsx'),
      // -- search
      route('search/analytics', 'routes/admin/search-analytics.tsx'),
      route('search/synonyms', 'routes/admin/search-synonyms.tsx'),
      // -- reports
      route('reports', 'routes/admin/reports.tsx'),
      // -- audit
      route('audit', 'routes/admin/audit.tsx'),
      // -- staff
      route('staff', 'routes/admin/staff.tsx'),
      // -- recalls
      route('recalls', 'routes/admin/recalls.tsx'),
      route('recalls/new', 'routes/admin/recall-new.tsx'),
      route('recalls/:id', 'routes/admin/recall.tsx'),
      // -- settings
      route('settings', 'routes/admin/settings.tsx'),
      route('*', 'routes/admin/not-found.tsx'),
    ]),
  ]),
  // storefront spec §2.4: checkout screens hide the navbar and show a minimal header.
  layout('app/layouts/checkout-layout.tsx', [
    layout('routes/pages.tsx', { id: 'checkout-pages' }, [
      layout('routes/gate.tsx', { id: 'checkout-gate' }, [
        route('checkout', 'routes/checkout.tsx'),
        route('subscription', 'routes/subscription.tsx'),
        route('reviewOrder', 'routes/review-order.tsx'),
        route('orderConfirmation', 'routes/order-confirmation.tsx'),
        route('orderError', 'routes/order-error.tsx'),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
