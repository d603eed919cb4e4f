import { fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { SearchForm } from './search-form';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderSearch(initialPath = '/') {
  const element = (
    <>
      <SearchForm />
      <Location />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/products/:page', element },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return {
    input: screen.getByRole('searchbox', { name: 'Search products' }),
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Search' })),
    location: () => screen.getByTestId('location').textContent,
  };
}

describe('SearchForm', () => {
  it('goes to /products/1 with the search term', () => {
    const { input, submit, location } = renderSearch();
    fireEvent.change(input, { target: { value: 'nitrile gloves' } });
    submit();
    expect(location()).toBe('/products/1?search=nitrile+gloves');
  });

  it('strips markup from the term before searching', () => {
    const { input, submit, location } = renderSearch();
    fireEvent.change(input, { target: { value: '<b>gauze</b><script>alert(1)</script> pads' } });
    submit();
    expect(location()).toBe('/products/1?search=gauze+pads');
    expect((input as HTMLInputElement).value).toBe('gauze pads');
  });

  it('decodes entities and drops invisible characters like the API does', () => {
    const { input, submit, location } = renderSearch();
    fireEvent.change(input, { target: { value: 'gauze&nbsp;&amp;\u200b tape' } });
    submit();
    expect(location()).toBe('/products/1?search=gauze+%26+tape');
  });

  it('ignores a blank or markup-only search', () => {
    const { input, submit, location } = renderSearch();
    fireEvent.change(input, { target: { value: '    ' } });
    submit();
    expect(location()).toBe('/');
    fireEvent.change(input, { target: { value: '<p> </p>' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(location()).toBe('/');
  });

  it('shows the current search term on the results page', () => {
    const { input } = renderSearch('/products/1?search=masks');
    expect((input as HTMLInputElement).value).toBe('masks');
  });
});
