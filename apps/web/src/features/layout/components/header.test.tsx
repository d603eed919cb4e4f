import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { siteConfigFixture } from '@/test/fixtures';

import type { NavCategory } from '../constants';

import { Header } from './header';
import type { HeaderProps } from './header';

const categories: NavCategory[] = [
  {
    id: '1',
    name: 'Exam Room',
    href: '/category/exam-room',
    children: [
      {
        id: '11',
        name: 'Gloves',
        href: '/category/gloves',
        children: [{ id: '111', name: 'Nitrile Gloves', href: '/category/nitrile-gloves', children: [] }],
      },
    ],
  },
  { id: '2', name: 'Wound Care', href: '/category/wound-care', children: [] },
];

function renderHeader(props: Partial<HeaderProps> = {}) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter>
      <Header
        siteConfig={siteConfigFixture}
        siteConfigFailed={false}
        categories={categories}
        categoriesLoading={false}
        search={<div />}
        {...props}
      />
    </MemoryRouter>,
  );
  return { ...view, user };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  it('shows the slogans of the info strip', () => {
    renderHeader();
    for (const slogan of ['Low Price Guarantee', '24-Hour Delivery', 'Live Customer Service 24/7']) {
      expect(screen.getByText(slogan)).toBeTruthy();
    }
  });

  it('links Resources, Login, Register, the reorder page and the cart with its count', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Resources' }).getAttribute('href')).toBe('/resources');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Easy Reorder' }).getAttribute('href')).toBe(
      '/myaccount/menu/reorder',
    );
    expect(screen.getByRole('link', { name: 'Cart, 0 items' }).getAttribute('href')).toBe('/cart');
  });

  it('lists categories in the PRODUCTS dropdown as links to /category/{urlComponent}', async () => {
    const { user } = renderHeader();
    const products = within(mainNav()).getByRole('button', { name: 'PRODUCTS' });
    expect(products.getAttribute('aria-expanded')).toBe('false');
    await user.click(products);
    expect(products.getAttribute('aria-expanded')).toBe('true');
    // The panel is its own chunk (fetched when PRODUCTS is pointed at or focused).
    expect((await screen.findByRole('link', { name: 'Wound Care' })).getAttribute('href')).toBe(
      '/category/wound-care',
    );

    await user.click(screen.getByRole('button', { name: 'Exam Room' }));
    expect(screen.getByRole('link', { name: 'Shop all Exam Room' }).getAttribute('href')).toBe(
      '/category/exam-room',
    );
    expect(screen.getByRole('link', { name: 'Gloves' }).getAttribute('href')).toBe('/category/gloves');
    expect(screen.getByRole('link', { name: 'Nitrile Gloves' }).getAttribute('href')).toBe(
      '/category/nitrile-gloves',
    );
  });

  it('tabs from PRODUCTS into its panel, and from an opened category into its subcategories', async () => {
    const { user } = renderHeader();
    const products = within(mainNav()).getByRole('button', { name: 'PRODUCTS' });
    products.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Exam Room' }));
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Shop all Exam Room' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Gloves' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Nitrile Gloves' }));
    // Past the subcategories, the next category; past the panel, WHO WE SERVE.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Wound Care' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Browse all products' }));
    await user.tab();
    expect(document.activeElement).toBe(within(mainNav()).getByRole('link', { name: 'WHO WE SERVE' }));
  });

  it('closes the dropdown when one of its links is followed', async () => {
    const { user } = renderHeader();
    await user.click(within(mainNav()).getByRole('button', { name: 'PRODUCTS' }));
    await user.click(screen.getByRole('link', { name: 'Wound Care' }));
    expect(screen.queryByRole('link', { name: 'Wound Care' })).toBeNull();
  });

  it('keeps the dropdown usable, with a notice, when no categories came back', async () => {
    const { user } = renderHeader({ categories: [] });
    await user.click(within(mainNav()).getByRole('button', { name: 'PRODUCTS' }));
    expect(screen.getByText('Product categories are not available right now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe(
      '/products/1',
    );
  });

  it('links WHO WE SERVE and COMPANY', () => {
    renderHeader();
    expect(within(mainNav()).getByRole('link', { name: 'WHO WE SERVE' }).getAttribute('href')).toBe(
      '/marketsserved',
    );
    expect(within(mainNav()).getByRole('link', { name: 'COMPANY' }).getAttribute('href')).toBe('/about');
  });

  it('opens the Support popover with phone, contact page, e-mail and hours', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Support' }));
    const popover = await screen.findByRole('dialog', { name: 'Customer support' });
    expect(within(popover).getByRole('link', { name: '1-800-555-0142' }).getAttribute('href')).toBe(
      'tel:+18005550142',
    );
    expect(within(popover).getByRole('link', { name: 'support@meridian.test' }).getAttribute('href')).toBe(
      'mailto:support@meridian.test',
    );
    expect(within(popover).getByText('Mon-Fri 9 am to 5 pm EST')).toBeTruthy();
    expect(within(popover).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contactus');
  });

  it('still offers the contact page and hours when the site config failed', async () => {
    const { user } = renderHeader({ siteConfig: undefined, siteConfigFailed: true });
    await user.click(screen.getByRole('button', { name: 'Support' }));
    const popover = await screen.findByRole('dialog', { name: 'Customer support' });
    expect(within(popover).getByText(/could not be loaded/)).toBeTruthy();
    expect(within(popover).getByText('Mon-Fri 9 am to 5 pm EST')).toBeTruthy();
    expect(within(popover).getByRole('link', { name: 'Contact Us' })).toBeTruthy();
  });

  it('opens the mobile navigation with the same links, Login/Register, cart and reorder', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(sheet).getByRole('button', { name: 'PRODUCTS' }));
    await user.click(within(sheet).getByRole('button', { name: 'Exam Room' }));
    expect(within(sheet).getByRole('link', { name: 'Nitrile Gloves' }).getAttribute('href')).toBe(
      '/category/nitrile-gloves',
    );
    for (const [name, href] of [
      ['WHO WE SERVE', '/marketsserved'],
      ['COMPANY', '/about'],
      ['Resources', '/resources'],
      ['Login', '/login'],
      ['Register', '/register'],
      ['Cart, 0 items', '/cart'],
      ['Easy Reorder', '/myaccount/menu/reorder'],
    ] as const) {
      expect(within(sheet).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    await user.click(within(sheet).getByRole('link', { name: 'COMPANY' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});
