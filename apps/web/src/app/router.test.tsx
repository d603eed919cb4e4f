import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { overviewFixture, userFixture } from '@/test/auth-fixtures';
import {
  categoryDetailFixture,
  contentPageFixture,
  itemDetailFixture,
  paginateFixture,
  shellContentFixture,
  websiteFixture,
} from '@/test/catalog-fixtures';
import { categoriesFixture, siteConfigFixture } from '@/test/fixtures';
import { apiError, json, mockApi } from '@/test/mock-api';
import { renderApp, signIn } from '@/test/render';

/** The content pages the store publishes in these tests, by path. */
const CONTENT_TITLES: Record<string, string> = {
  '/shop': 'Shop',
  '/promotions': 'Promotions',
  '/updates': 'Updates',
  '/compare': 'Compare Products',
  '/contactus': 'Contact Us',
  '/resources': 'Resources',
  '/marketsserved': 'Who We Serve',
  '/about': 'About Us',
  '/returns': 'Returns',
};

beforeEach(() => {
  mockApi({
    'GET /api/site/config': () => json(siteConfigFixture),
    'GET /api/shopping/category/getCategories': () => json(categoriesFixture),
    'GET /api/content/website': () => json(websiteFixture),
    'GET /api/content/shell': () => json(shellContentFixture),
    'GET /api/content/page': ({ url }) => {
      const path = new URL(url, 'http://127.0.0.1').searchParams.get('path') ?? '';
      const title = CONTENT_TITLES[path];
      return title ? json(contentPageFixture(path, title)) : apiError(404, 'No content page at this path');
    },
    'GET /api/shopping/item/item': () => json(itemDetailFixture()),
    'GET /api/shopping/item/correlatedItems': () => json([]),
    'GET /api/shopping/item/alternativeItem': () => json([]),
    'GET /api/shopping/category/getCategoryBySubCategoryUrl': () => json(categoryDetailFixture),
    'POST /api/shopping/item/paginate': () => json(paginateFixture()),
    'GET /api/auth/currentUser': () => json({ user: userFixture() }),
    'GET /api/myaccount/account/getOverViewData': () => json(overviewFixture),
  });
});

// Gated pages wait for the current user (a mocked call) before they render: allow 3 s.
const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

// storefront spec §2.1: every public route renders its own page (not the error page).
const PUBLIC_PAGES: Array<[string, string]> = [
  ['/shop', 'Shop'],
  ['/products/1', 'All Products'],
  ['/products/2?search=gauze', 'Results for “gauze”'],
  ['/category/exam-room', 'Exam Room'],
  ['/product/42', 'PureWave Nitrile Exam Gloves'],
  ['/promotions', 'Promotions'],
  ['/updates', 'Updates'],
  ['/compare', 'Compare Products'],
  ['/register', 'Create Account'],
  ['/success', 'Thank You'],
  ['/tracking/WW-123', 'Track Your Delivery'],
  ['/login', 'Login'],
  ['/contactus', 'Contact Us'],
  ['/resources', 'Resources'],
  ['/marketsserved', 'Who We Serve'],
  ['/about', 'About Us'],
];

// storefront spec §2.2: login-required routes, with the titles of §2.3 for the account area.
const GATED_PAGES: Array<[string, string]> = [
  ['/beta/issue', 'Report an Issue'],
  ['/cart', 'Your Cart'],
  ['/checkout', 'Checkout'],
  ['/subscription', 'Set up a subscription'],
  ['/reviewOrder', 'Review Your Order'],
  ['/orderConfirmation', 'Order Confirmation'],
  ['/orderError', 'We Couldn’t Place Your Order'],
  ['/productLookup', 'Product Lookup'],
  ['/myaccount', 'My Account'],
  ['/myaccount/menu', 'Account Menu'],
  ['/myaccount/menu/salesorders', 'Sales Orders'],
  ['/myaccount/menu/orderdetails', 'Sales Orders'],
  ['/myaccount/menu/estimates', 'Estimates'],
  ['/myaccount/menu/estimatedetails', 'Estimates'],
  ['/myaccount/menu/quotes', 'Quotes'],
  ['/myaccount/menu/reorder', 'Easy Reorder'],
  ['/myaccount/menu/approvals', 'Approve Orders'],
  // Ours (issue 33): the fixture's user is an administrator.
  ['/myaccount/menu/budgets', 'Budgets & Approval Rules'],
  ['/myaccount/menu/itemlists', 'Item Lists'],
  ['/myaccount/menu/openitems', 'Open Items'],
  ['/myaccount/menu/invoices', 'Invoices'],
  ['/myaccount/menu/invoicedetails', 'Invoices'],
  ['/myaccount/menu/payment/create', 'Make a Payment'],
  ['/myaccount/menu/payment/method', 'Make a Payment'],
  ['/myaccount/menu/payment/review', 'Make a Payment'],
  ['/myaccount/menu/payment/confirmation', 'Make a Payment'],
  ['/myaccount/menu/paymenthistory', 'Payment History'],
  ['/myaccount/menu/paymentdetails', 'Payment History'],
  ['/myaccount/menu/paymentmethod', 'Payment Methods'],
  ['/myaccount/menu/creditmemos', 'Credit Memos'],
  ['/myaccount/menu/statements', 'Account Statement'],
  ['/myaccount/menu/subscriptions', 'Item Lists'],
  ['/myaccount/menu/profile', 'Profile'],
  ['/myaccount/menu/security', 'Security'],
  ['/myaccount/menu/addresses', 'Addresses'],
  ['/myaccount/menu/contacts', 'Contacts'],
  ['/myaccount/menu/accountsettings', 'Settings'],
  // The provider in the fixture is 'Meridian': its delivery-day page is meridiandeliveryday.
  ['/myaccount/menu/meridiandeliveryday', 'Delivery Day'],
];

describe('router', () => {
  it('renders the home page with the header, main landmark and footer', async () => {
    renderApp('/');
    expect(await heading(websiteFixture.homePage?.hero.heading ?? '')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main-content',
    );
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe('Meridian Medical Supply | Medical supplies for clinics and practices'),
    );
  });

  it.each(PUBLIC_PAGES)('renders the public page %s', async (path, title) => {
    renderApp(path);
    expect(await heading(title)).toBeTruthy();
    // A product page's head is its route's `meta` (features/catalog/lib/page-head.test.ts), which
    // the document renders; the others set the title by an effect that may commit after the heading.
    if (path.startsWith('/product/')) return;
    await waitFor(() => expect(document.title).toBe(`${title} | Meridian Medical Supply`));
  });

  it.each(GATED_PAGES)('renders %s for a logged-in visitor', async (path, title) => {
    signIn();
    renderApp(path);
    expect(await heading(title)).toBeTruthy();
  });

  it.each(GATED_PAGES.map(([path]) => path))(
    'sends a visitor without a session from %s to /login with the return path',
    async (path) => {
      const { router } = renderApp(`${path}?page=2`);
      expect(await heading('Login')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(`${path}?page=2`);
    },
  );

  it('redirects /products to /products/1 keeping the query string', async () => {
    const { router } = renderApp('/products?search=gloves&category=7');
    expect(await heading('Results for “gloves”')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/products/1');
    expect(router.state.location.search).toBe('?search=gloves&category=7');
  });

  it('shows the 404 error page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await heading('We can’t find that page')).toBeTruthy();
    expect(screen.getByText('Error 404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('registers the content pages the content lists, such as /returns', async () => {
    renderApp('/returns');
    expect(await heading('Returns')).toBeTruthy();
    expect(screen.getByText('Returns text.')).toBeTruthy();
  });

  it('shows a specific error on /error/{statusCode}', async () => {
    renderApp('/error/403');
    expect(await heading('You don’t have access to this page')).toBeTruthy();
    expect(screen.getByText('Error 403')).toBeTruthy();
  });

  it('shows 404 for an account sub-path that is not the provider’s delivery-day page', async () => {
    signIn();
    renderApp('/myaccount/menu/otherdeliveryday');
    expect(await heading('We can’t find that page')).toBeTruthy();
  });

  it('uses the checkout layout: logo back to the cart and the toll-free number, no navbar', async () => {
    signIn();
    renderApp('/checkout');
    expect(await heading('Checkout')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Meridian Medical Supply, back to cart' }).getAttribute('href'),
    ).toBe('/cart');
    expect((await screen.findByRole('link', { name: /888-555-0199/ })).getAttribute('href')).toBe(
      'tel:+18885550199',
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('sends /customerapplication to the external form from the site config', async () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ replace } as unknown as Location);
    renderApp('/customerapplication');
    await waitFor(() => expect(replace).toHaveBeenCalledWith(siteConfigFixture.customerApplicationUrl));
  });

  it('fills the PRODUCTS dropdown from GET /api/shopping/category/getCategories', async () => {
    const { user } = renderApp('/about');
    expect(await heading('About Us')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'PRODUCTS' }));
    expect((await within(nav).findByRole('link', { name: 'Wound Care' })).getAttribute('href')).toBe(
      '/category/wound-care',
    );
  });

  it('asks for the category tree only when the buyer reaches for a menu (issue 15)', async () => {
    const { requests } = mockApi({
      'GET /api/site/config': () => json(siteConfigFixture),
      'GET /api/content/shell': () => json(shellContentFixture),
      'GET /api/content/page': () => json(contentPageFixture('/about', 'About Us')),
      'GET /api/shopping/category/getCategories': () => json(categoriesFixture),
    });
    const treeAsked = () => requests.some((request) => request.url.includes('/category/getCategories'));
    const { user } = renderApp('/about');
    expect(await heading('About Us')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(treeAsked()).toBe(false);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.hover(within(nav).getByRole('button', { name: 'PRODUCTS' }));
    await waitFor(() => expect(treeAsked()).toBe(true));
    await user.click(within(nav).getByRole('button', { name: 'PRODUCTS' }));
    expect(await within(nav).findByRole('link', { name: 'Wound Care' })).toBeTruthy();
  });

  it.each([
    [
      'is not served yet (404)',
      () => apiError(404, 'Route GET:/api/shopping/category/getCategories not found'),
    ],
    ['fails (500)', () => apiError(500, 'Something went wrong')],
  ])('renders the PRODUCTS dropdown empty but usable when the category call %s', async (_case, answer) => {
    mockApi({
      'GET /api/site/config': () => json(siteConfigFixture),
      'GET /api/shopping/category/getCategories': answer,
    });
    const { user } = renderApp('/about');
    expect(await heading('About Us')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'PRODUCTS' }));
    expect(await within(nav).findByText('Product categories are not available right now.')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Browse all products' })).toBeTruthy();
  });
});
