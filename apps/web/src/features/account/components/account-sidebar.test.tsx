import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { userFixture } from '@/test/auth-fixtures';
import { categoriesFixture, siteConfigFixture } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderApp, signIn } from '@/test/render';

import { AccountSidebar } from './account-sidebar';
import type { AccountSidebarUser } from './account-sidebar';

const everything = { isPriceVisible: true, isAdmin: true, hasCreditMemoAccess: true };

function renderSidebar(user: AccountSidebarUser) {
  const router = createMemoryRouter([
    { path: '*', element: <AccountSidebar provider="Meridian" user={user} /> },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('navigation', { name: 'Account' });
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('account menu (storefront spec §2.3)', () => {
  it('shows every entry of the three groups to an admin with price visibility', () => {
    const nav = renderSidebar({ firstName: 'Priya', accountName: 'Lakeside', permissions: everything });
    expect(linkNames(nav)).toEqual([
      'Overview',
      'Easy Reorder',
      'Quick Order',
      'My Lists',
      'Sales Orders',
      'Open Items',
      'Returns',
      'Recalls',
      'Approve Orders',
      'Budgets & Approval Rules',
      'Make Payment',
      'Statement',
      'Invoices',
      'Payment History',
      'Payment Methods',
      'Credit Memos',
      'Spend Reports',
      'Profile',
      'Delivery Day',
      'Addresses',
      'Contacts',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Delivery Day' }).getAttribute('href')).toBe(
      '/myaccount/menu/meridiandeliveryday',
    );
    // The spec's menu names no path for Quick Order; it lives beside Easy Reorder (ADR 0026).
    expect(within(nav).getByRole('link', { name: 'Quick Order' }).getAttribute('href')).toBe(
      '/myaccount/menu/quickorder',
    );
  });

  it('hides the isPriceVisible, isAdmin and hasCreditMemoAccess entries from a login without them', () => {
    const nav = renderSidebar({
      firstName: 'Sam',
      accountName: 'Lakeside',
      permissions: { isPriceVisible: false, isAdmin: false, hasCreditMemoAccess: false },
    });
    const names = linkNames(nav);
    for (const hidden of [
      'Sales Orders',
      'Make Payment',
      'Statement',
      'Invoices',
      'Approve Orders',
      'Budgets & Approval Rules',
      'Contacts',
      'Settings',
      'Credit Memos',
    ]) {
      expect(names, hidden).not.toContain(hidden);
    }
    // Always granted (service spec §6) and ungated entries stay.
    for (const shown of [
      'Easy Reorder',
      'Quick Order',
      'My Lists',
      'Profile',
      'Payment History',
      'Addresses',
    ]) {
      expect(names, shown).toContain(shown);
    }
  });

  it('shows Spend Reports to an administrator or a parent login who sees prices, and to no one else', () => {
    const entry = (permissions: typeof everything, isParentLogin: boolean) => {
      const nav = renderSidebar({ firstName: 'Kim', accountName: 'Northwind', permissions, isParentLogin });
      const names = linkNames(nav);
      cleanup();
      return names.includes('Spend Reports');
    };
    expect(entry(everything, false)).toBe(true);
    expect(entry({ ...everything, isAdmin: false }, true)).toBe(true);
    expect(entry({ ...everything, isAdmin: false }, false)).toBe(false);
    expect(entry({ ...everything, isPriceVisible: false }, true)).toBe(false);
  });

  it('shows Budgets & Approval Rules to an administrator or a parent login, and to no one else', () => {
    const entry = (permissions: typeof everything, isParentLogin: boolean) => {
      const nav = renderSidebar({ firstName: 'Kim', accountName: 'Northwind', permissions, isParentLogin });
      const link = within(nav).queryByRole('link', { name: 'Budgets & Approval Rules' });
      const href = link?.getAttribute('href') ?? null;
      cleanup();
      return href;
    };
    expect(entry(everything, false)).toBe('/myaccount/menu/budgets');
    expect(entry({ ...everything, isAdmin: false, isPriceVisible: false }, true)).toBe(
      '/myaccount/menu/budgets',
    );
    expect(entry({ ...everything, isAdmin: false }, false)).toBeNull();
  });

  it('truncates the first name to 11 and the account name to 20 characters', () => {
    const nav = renderSidebar({
      firstName: 'Christopherson',
      accountName: 'Northwind Family Practice Associates',
      permissions: everything,
    });
    expect(within(nav).getByText('Hi, Christophe…')).toBeTruthy();
    const account = within(nav).getByText('Northwind Family Pr…');
    expect(account.getAttribute('title')).toBe('Northwind Family Practice Associates');
  });
});

describe('gated account pages', () => {
  it('shows "not permitted" to a login without the page’s permission, inside the account shell', async () => {
    mockApi({
      'GET /api/site/config': () => json(siteConfigFixture),
      'GET /api/shopping/category/getCategories': () => json(categoriesFixture),
      'GET /api/auth/currentUser': () =>
        json({ user: userFixture({ permissions: { isPriceVisible: false, hasCreditMemoAccess: false } }) }),
    });
    signIn();
    renderApp('/myaccount/menu/invoices');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This page is not available to your login' },
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Invoices' })).toBeNull();
  });

  it('opens the page for a login with the permission', async () => {
    mockApi({
      'GET /api/site/config': () => json(siteConfigFixture),
      'GET /api/shopping/category/getCategories': () => json(categoriesFixture),
      'GET /api/auth/currentUser': () => json({ user: userFixture() }),
    });
    signIn();
    renderApp('/myaccount/menu/invoices');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoices' }, { timeout: 4000 }),
    ).toBeTruthy();
  });

  it('keeps Budgets & Approval Rules from a buyer, and opens it for a parent login (issue 33)', async () => {
    const buyer = userFixture({ permissions: { isAdmin: false } });
    mockApi({
      'GET /api/site/config': () => json(siteConfigFixture),
      'GET /api/shopping/category/getCategories': () => json(categoriesFixture),
      'GET /api/auth/currentUser': () => json({ user: buyer }),
    });
    signIn();
    const { unmount } = renderApp('/myaccount/menu/budgets');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This page is not available to your login' },
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    unmount();

    mockApi({
      'GET /api/site/config': () => json(siteConfigFixture),
      'GET /api/shopping/category/getCategories': () => json(categoriesFixture),
      'GET /api/auth/currentUser': () => json({ user: { ...buyer, isParentLogin: true } }),
      'GET /api/auth/getRelatedAccounts': () => json({ relatedAccounts: [] }),
      'GET /api/myaccount/spend/controls': () =>
        json({
          accountId: 4,
          accountName: 'Lakeside Family Clinic',
          canEdit: true,
          budgets: [],
          rules: [],
          shipTos: [],
          contacts: [],
          approvers: [],
          categories: [],
          rxLevels: [],
          changes: [],
        }),
    });
    renderApp('/myaccount/menu/budgets');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Budgets & Approval Rules' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(await screen.findByText('No budgets yet')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'This page is not available to your login' })).toBeNull();
  });
});
