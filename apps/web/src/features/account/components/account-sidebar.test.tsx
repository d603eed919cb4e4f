import { render, screen, within } from '@testing-library/react';
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
      'Approve Orders',
      'Make Payment',
      'Statement',
      'Invoices',
      'Payment History',
      'Payment Methods',
      'Credit Memos',
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
});
