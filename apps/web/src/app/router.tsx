// Every route of storefront spec §2.1 and §2.2, with the paths exactly as the spec writes them.
// Pages are lazy: each route's code loads when it is first visited. Route files only compose
// features (ARCHITECTURE §5).
import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, redirect, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';

import { PageSkeleton } from '@/components/page-skeleton';
import { RequireAuth } from '@/features/auth/components/require-auth';

import { MainLayout } from './layouts/main-layout';
import { RouteError } from './route-error';

type PageModule = Promise<{ default: ComponentType }>;

/** A route whose page component is code-split. */
function page(path: string, load: () => PageModule): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

function ProductsRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/products/1${search}`} replace />;
}

/** Account area sub-paths of storefront spec §2.2, all under /myaccount/menu. */
const accountMenuRoutes: RouteObject[] = [
  page('salesorders', () => import('@/routes/myaccount/salesorders')),
  page('orderdetails', () => import('@/routes/myaccount/orderdetails')),
  page('estimates', () => import('@/routes/myaccount/estimates')),
  page('estimatedetails', () => import('@/routes/myaccount/estimatedetails')),
  page('quotes', () => import('@/routes/myaccount/quotes')),
  page('reorder', () => import('@/routes/myaccount/reorder')),
  page('approvals', () => import('@/routes/myaccount/approvals')),
  page('itemlists', () => import('@/routes/myaccount/itemlists')),
  page('openitems', () => import('@/routes/myaccount/openitems')),
  page('invoices', () => import('@/routes/myaccount/invoices')),
  page('invoicedetails', () => import('@/routes/myaccount/invoicedetails')),
  page('payment/create', () => import('@/routes/myaccount/payment-create')),
  page('payment/method', () => import('@/routes/myaccount/payment-method')),
  page('payment/review', () => import('@/routes/myaccount/payment-review')),
  page('payment/confirmation', () => import('@/routes/myaccount/payment-confirmation')),
  page('paymenthistory', () => import('@/routes/myaccount/paymenthistory')),
  page('paymentdetails', () => import('@/routes/myaccount/paymentdetails')),
  page('paymentmethod', () => import('@/routes/myaccount/paymentmethod')),
  page('creditmemos', () => import('@/routes/myaccount/creditmemos')),
  page('statements', () => import('@/routes/myaccount/statements')),
  page('subscriptions', () => import('@/routes/myaccount/subscriptions')),
  page('profile', () => import('@/routes/myaccount/profile')),
  page('security', () => import('@/routes/myaccount/security')),
  page('addresses', () => import('@/routes/myaccount/addresses')),
  page('contacts', () => import('@/routes/myaccount/contacts')),
  page('accountsettings', () => import('@/routes/myaccount/accountsettings')),
  // `${provider.toLowerCase()}deliveryday`: the provider comes from the site config at run time,
  // so this segment is matched by the page, which shows 404 for any other value.
  page(':accountPage', () => import('@/routes/myaccount/delivery-day')),
];

export const routes: RouteObject[] = [
  {
    Component: MainLayout,
    children: [
      {
        ErrorBoundary: RouteError,
        // On the first visit the header and footer render at once; this fills the page's place
        // until its lazy code arrives (the fallback sits below the layout, so the layout shows).
        HydrateFallback: PageSkeleton,
        children: [
          // storefront spec §2.1: public routes.
          { index: true, lazy: async () => ({ Component: (await import('@/routes/home')).default }) },
          page('shop', () => import('@/routes/shop')),
          {
            // storefront spec §2.1: /products redirects to /products/1, keeping the query string.
            path: 'products',
            loader: ({ request }) => redirect(`/products/1${new URL(request.url).search}`),
            Component: ProductsRedirect,
          },
          page('products/:page', () => import('@/routes/products')),
          page('category/:catid', () => import('@/routes/category')),
          page('product/:id', () => import('@/routes/product')),
          page('promotions', () => import('@/routes/promotions')),
          page('updates', () => import('@/routes/updates')),
          page('compare', () => import('@/routes/compare')),
          page('register', () => import('@/routes/register')),
          page('success', () => import('@/routes/success')),
          page('tracking/:trackingNumber', () => import('@/routes/tracking')),
          page('login', () => import('@/routes/login')),
          page('contactus', () => import('@/routes/contact-us')),
          page('resources', () => import('@/routes/resources')),
          page('marketsserved', () => import('@/routes/markets-served')),
          page('about', () => import('@/routes/about')),
          page('customerapplication', () => import('@/routes/customer-application')),
          page('error/:statusCode', () => import('@/routes/error')),

          // storefront spec §2.2: routes that need login.
          {
            Component: RequireAuth,
            children: [
              page('beta/issue', () => import('@/routes/beta-issue')),
              page('cart', () => import('@/routes/cart')),
              page('productLookup', () => import('@/routes/product-lookup')),
              {
                path: 'myaccount',
                lazy: async () => ({ Component: (await import('./layouts/account-layout')).AccountLayout }),
                children: [
                  {
                    index: true,
                    lazy: async () => ({ Component: (await import('@/routes/myaccount/overview')).default }),
                  },
                  {
                    path: 'menu',
                    children: [
                      {
                        index: true,
                        lazy: async () => ({ Component: (await import('@/routes/myaccount/menu')).default }),
                      },
                      ...accountMenuRoutes,
                    ],
                  },
                ],
              },
            ],
          },

          // storefront spec §2.1, §8: any unknown path shows the error page.
          page('*', () => import('@/routes/not-found')),
        ],
      },
    ],
  },
  {
    // storefront spec §2.4: checkout screens hide the navbar and show a minimal header.
    lazy: async () => ({ Component: (await import('./layouts/checkout-layout')).CheckoutLayout }),
    // The checkout layout is itself lazy, so nothing of it can show before its code arrives.
    HydrateFallback: () => null,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            Component: RequireAuth,
            children: [
              page('checkout', () => import('@/routes/checkout')),
              page('subscription', () => import('@/routes/subscription')),
              page('reviewOrder', () => import('@/routes/review-order')),
              page('orderConfirmation', () => import('@/routes/order-confirmation')),
              page('orderError', () => import('@/routes/order-error')),
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
