import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { ProductCard as ProductCardData } from '@medsupply/contract';

import { productCardFixture } from '@/test/catalog-fixtures';
import { signIn } from '@/test/render';

import { ProductCard } from './product-card';

function renderCard(product: ProductCardData, path = '/products/1?search=gloves') {
  const router = createMemoryRouter([{ path: '*', element: <ProductCard product={product} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('ProductCard (storefront spec §2.6)', () => {
  it('shows a visitor the product and a Login to see price link carrying the return path', () => {
    renderCard(productCardFixture());
    expect(screen.getByRole('heading', { name: 'PureWave Nitrile Exam Gloves' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PureWave Nitrile Exam Gloves' }).getAttribute('href')).toBe(
      '/product/purewave-nitrile-exam-gloves-mer-104231',
    );
    expect(screen.getByText('Halvorsen Medical')).toBeTruthy();
    expect(screen.getByText('In Stock')).toBeTruthy();
    expect(screen.getByText('Box of 100')).toBeTruthy();
    expect(screen.getByText('HVM-1098-317')).toBeTruthy();
    expect(screen.getByText('MER-104231')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login to see price' }).getAttribute('href')).toBe(
      '/login?redirectTo=%2Fproducts%2F1%3Fsearch%3Dgloves',
    );
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('shows a price-visible buyer the price with the List Price struck through, and no login link', () => {
    renderCard(
      productCardFixture({
        price: 8.25,
        prices: [
          { level: 'List Price', price: 11 },
          { level: 'Tier 2', price: 8.25 },
        ],
      }),
    );
    expect(screen.getByText('$8.25')).toBeTruthy();
    expect(screen.getByText('$11.00').tagName).toBe('S');
    expect(screen.queryByRole('link', { name: 'Login to see price' })).toBeNull();
  });

  it("tells a signed-in buyer without price visibility 'Login to see price', with no link back to /login", () => {
    signIn();
    renderCard(productCardFixture());
    expect(screen.getByText('Login to see price').closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login to see price' })).toBeNull();
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('shows N/A for a price-visible buyer when the item has no price', () => {
    renderCard(productCardFixture({ price: null, prices: [] }));
    expect(screen.getByText('N/A')).toBeTruthy();
  });

  it('shows Out of Stock, the licence icon and the allocation icon when they apply', () => {
    renderCard(
      productCardFixture({ quantityAvailable: 0, isInStock: false, rxLevel: 2, allocationPeriod: 'month' }),
    );
    expect(screen.getByText('Out of Stock')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'This item requires a medical license to purchase' }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: /Allocated item/ })).toBeTruthy();
  });
});
