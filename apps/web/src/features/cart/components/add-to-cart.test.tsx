import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Cart } from '@medsupply/contract';
import type { ItemDetail, LevelPrice, ProductCard } from '@medsupply/contract';

import { itemDetailFixture, productCardFixture } from '@/test/catalog-fixtures';
import { apiError, json, mockApi } from '@/test/mock-api';
import type { MockHandler } from '@/test/mock-api';
import { userWithFakeTimers } from '@/test/user-with-fake-timers';

import { cartKeys } from '../api/keys';

import { AddToCartCardActions } from './add-to-cart-card-actions';
import { AddToCartEnvironmentProvider } from './add-to-cart-environment';
import type { AddToCartEnvironment } from './add-to-cart-environment';
import { AddToCartPurchaseArea } from './add-to-cart-purchase-area';

const toast = vi.hoisted(() => ({ warning: vi.fn(), error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const ADD = 'POST /api/cart/cart/addItem';

/** The interstitial is a lazy chunk: its first import in a busy run can take longer than the default wait. */
const interstitial = () => screen.findByRole('dialog', { name: 'Added to your cart' }, { timeout: 4000 });
const ALLOCATION = 'POST /api/myaccount/allocation/getItemAllocation';

function cartFixture(overrides: Partial<Cart> = {}): Cart {
  return Cart.parse({
    id: 1,
    status: 'open',
    approvedBy: null,
    contactId: 7,
    cartDetail: [],
    saveForLater: [],
    notifications: [],
    totalItems: 1,
    totalQuantity: 2,
    ...overrides,
  });
}

function environment(overrides: Partial<AddToCartEnvironment> = {}): AddToCartEnvironment {
  return {
    authenticated: true,
    accountRxLevels: [1, 3],
    sellableLevels: [1, 2, 3],
    isPunchout: false,
    supportPhone: { display: '1-800-555-0142', href: 'tel:+18005550142' },
    loadVariant: () => Promise.reject(new Error('not expected')),
    relatedItems: (key) => ({ queryKey: ['related', key], queryFn: () => Promise.resolve([]), staleTime: 0 }),
    alternativeItems: (key) => ({ queryKey: ['alt', key], queryFn: () => Promise.resolve([]), staleTime: 0 }),
    ...overrides,
  };
}

const renderPrice = (priced: { price?: number | null; prices?: LevelPrice[] }) =>
  priced.price === undefined ? (
    <a href="/login">Login to View Price</a>
  ) : (
    <p data-testid="price">{priced.price === null ? 'N/A' : `$${priced.price.toFixed(2)}`}</p>
  );

function setup(routes: Record<string, MockHandler> = {}) {
  const network = mockApi(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { ...network, queryClient, user: userEvent.setup() };
}

function renderArea(
  item: ItemDetail,
  { env = environment(), routes = {}, preselectedUnitId = null as number | null } = {},
) {
  const context = setup(routes);
  render(
    <QueryClientProvider client={context.queryClient}>
      <MemoryRouter>
        <AddToCartEnvironmentProvider value={env}>
          <AddToCartPurchaseArea
            item={item}
            itemKey={item.urlComponent}
            preselectedUnitId={preselectedUnitId}
            renderPrice={renderPrice}
          />
        </AddToCartEnvironmentProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return context;
}

function renderCard(product: ProductCard, { env = environment(), routes = {} } = {}) {
  const context = setup(routes);
  render(
    <QueryClientProvider client={context.queryClient}>
      <MemoryRouter>
        <AddToCartEnvironmentProvider value={env}>
          <AddToCartCardActions product={product} preselectedUnitId={null} renderPrice={renderPrice} />
        </AddToCartEnvironmentProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return context;
}

const pricedItem = (overrides: Partial<ItemDetail> = {}) =>
  itemDetailFixture({ price: 8.25, prices: [{ level: 'List Price', price: 11 }], ...overrides });

beforeEach(() => {
  toast.warning.mockReset();
  toast.error.mockReset();
  toast.success.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('product page purchase area: what stands where the button goes (storefront spec §4)', () => {
  it('shows a visitor the login link and no controls', () => {
    renderArea(itemDetailFixture(), { env: environment({ authenticated: false }) });
    expect(screen.getByRole('link', { name: 'Login to View Price' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /add to cart/i })).toBeNull();
    expect(screen.queryByLabelText('Quantity')).toBeNull();
  });

  it('prices the chosen unit as price × conversion rate and preselects ?uom=', async () => {
    const { user } = renderArea(pricedItem(), { preselectedUnitId: 14 });
    const unit = screen.getByLabelText<HTMLSelectElement>('Unit of measure');
    expect(unit.value).toBe('14');
    expect(screen.getByTestId('price').textContent).toBe('$82.50');
    expect(screen.getByText('per Case of 10 Boxes')).toBeTruthy();
    await user.selectOptions(unit, '13');
    expect(screen.getByTestId('price').textContent).toBe('$8.25');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
  });

  it('disables the button as Currently Unavailable and says so on the page when the item is not addable', () => {
    renderArea(pricedItem({ isAddableToCart: false }));
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Currently Unavailable' });
    expect(button.disabled).toBe(true);
    expect(screen.getByText('This product is currently unavailable. Please check back later!')).toBeTruthy();
  });

  it('treats a price of N/A as unavailable', () => {
    renderArea(pricedItem({ price: null, prices: [] }));
    expect(screen.getByTestId('price').textContent).toBe('N/A');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Currently Unavailable' }).disabled).toBe(
      true,
    );
  });

  it('replaces the button with the licence message when the account lacks the level', () => {
    renderArea(pricedItem({ rxLevel: 2 }));
    expect(screen.getByText('This item requires a medical license to purchase')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /add to cart|currently unavailable/i })).toBeNull();
  });

  it('replaces the button with the licence message when the level is not sellable', () => {
    renderArea(pricedItem({ rxLevel: 3 }), { env: environment({ sellableLevels: [1] }) });
    expect(screen.getByText('This item requires a medical license to purchase')).toBeTruthy();
  });

  it('waits (disabled) while the Rx levels load instead of flashing the licence message', () => {
    renderArea(pricedItem({ rxLevel: 1 }), { env: environment({ sellableLevels: null }) });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Currently Unavailable' }).disabled).toBe(
      true,
    );
    expect(screen.queryByText('This item requires a medical license to purchase')).toBeNull();
  });

  it('tells the buyer to phone an administrator about a restricted item', () => {
    renderArea(pricedItem({ restricted: true, isAddableToCart: false }));
    expect(screen.getByText(/This item is restricted\. Please call an administrator at/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '1-800-555-0142' }).getAttribute('href')).toBe(
      'tel:+18005550142',
    );
    expect(screen.queryByRole('button', { name: /add to cart|currently unavailable/i })).toBeNull();
  });

  it('is disabled while the allocation loads, then shows the allocation notice', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { requests } = renderArea(pricedItem({ allocationPeriod: 'month' }), {
      routes: { [ALLOCATION]: () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Currently Unavailable' }).disabled).toBe(
      true,
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(JSON.parse(requests[0]!.body!)).toEqual({ itemId: 42 });
    answer(json({ allocationMax: 30 }));
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(screen.getByText('This item is on allocation and quantity may be limited')).toBeTruthy();
    expect(screen.getByText('Please contact your sales rep for information on allocation.')).toBeTruthy();
  });

  it('shows no more allocation and a disabled button when allocationMax is 0', async () => {
    renderArea(pricedItem({ allocationPeriod: 'quarter' }), {
      routes: { [ALLOCATION]: () => json({ allocationMax: 0 }) },
    });
    expect(await screen.findByText('You have no more allocation on this product.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Currently Unavailable' }).disabled).toBe(
      true,
    );
  });
});

describe('adding from the product page (storefront spec §5, §8)', () => {
  it('sends the item, unit and quantity, puts the answered cart in the cache and opens the interstitial', async () => {
    const cart = cartFixture();
    const { requests, queryClient, user } = renderArea(pricedItem(), { routes: { [ADD]: () => json(cart) } });
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await interstitial();
    const add = requests.find((request) => request.path === '/api/cart/cart/addItem');
    expect(JSON.parse(add!.body!)).toEqual({ itemId: 42, unit: 13, quantity: 2 });
    expect(queryClient.getQueryData(cartKeys.cart())).toEqual(cart);
    expect(within(dialog).getByText('Added: 2')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart');
    expect(within(dialog).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
    expect(within(dialog).getByRole('button', { name: 'Continue Shopping' })).toBeTruthy();
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('hides Checkout in the interstitial for a punchout session', async () => {
    const { user } = renderArea(pricedItem(), {
      env: environment({ isPunchout: true }),
      routes: { [ADD]: () => json(cartFixture()) },
    });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await interstitial();
    expect(within(dialog).queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('shows the warning toast and what was really added when the server cut the quantity', async () => {
    const line = (quantity: number) => ({
      id: 900,
      itemId: 42,
      itemName: 'MER-104231',
      displayName: 'Nitrile Exam Gloves, Powder-Free',
      siteDisplayName: null,
      urlComponent: 'purewave-nitrile-exam-gloves-mer-104231',
      manufacturer: 'Halvorsen Medical',
      mpn: 'HVM-1098-317',
      thumbnailImage: null,
      matrixDetails: null,
      rxLevelId: 0,
      unit: 13,
      quantity,
      units: [],
      isAddableToCart: true,
      quantityAvailable: 100,
    });
    const { queryClient, user } = renderArea(pricedItem(), {
      routes: { [ADD]: () => json(cartFixture({ cartDetail: [line(6)], addToCartAdjustment: true })) },
    });
    // Two already in the cart; 10 asked, the allocation left room for 4.
    queryClient.setQueryData(cartKeys.cart(), cartFixture({ cartDetail: [line(2)] }));
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '10');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(
        'Item quantites are limited and has been adjusted in your cart',
      ),
    );
    const dialog = await interstitial();
    expect(within(dialog).getByText('Added: 4')).toBeTruthy();
  });

  it('shows the no-allocation message when the add is refused with NO_ALLOCATION', async () => {
    const { user } = renderArea(pricedItem(), {
      routes: { [ADD]: () => apiError(422, 'No allocation left', 'NO_ALLOCATION') },
    });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('You have no more allocation on this product.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Currently Unavailable' }).disabled).toBe(
      true,
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('only logs a refusal for an invalid Rx item: no message to the buyer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderArea(pricedItem(), {
      routes: { [ADD]: () => apiError(422, 'License required', 'LICENSE_REQUIRED') },
    });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the add fails for another reason', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderArea(pricedItem(), { routes: { [ADD]: () => apiError(500, 'boom') } });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('We could not add this item to your cart. Please try again.'),
    );
  });
});

describe('quantity input (storefront spec §5)', () => {
  it("keeps the minimum of 1 and takes no non-number or fraction, saying why in the spec's words", async () => {
    const { user } = renderArea(pricedItem());
    const input = screen.getByLabelText<HTMLInputElement>('Quantity');
    const decrease = screen.getByRole<HTMLButtonElement>('button', { name: 'Decrease quantity' });
    expect(input.value).toBe('1');
    expect(decrease.disabled).toBe(true);
    // Each time the buyer empties the box, types, and leaves it ('3.' is still the whole 3).
    for (const [typed, said, kept] of [
      ['abc', 'Only numbers can be entered', '1'],
      ['0', null, '1'],
      ['3.7', 'Decimals not allowed', '3'],
    ] as const) {
      await user.clear(input);
      await user.type(input, typed);
      expect(screen.queryByRole('alert')?.textContent ?? null).toBe(said);
      expect(input.getAttribute('aria-invalid')).toBe(said === null ? 'false' : 'true');
      await user.tab();
      expect(input.value).toBe(kept);
      expect(screen.queryByRole('alert')).toBeNull();
    }
    await user.click(decrease);
    expect(input.value).toBe('2');
  });
});

describe('variant selection (storefront spec §2.5, §4)', () => {
  const variants = [
    { id: 51, size: 'Small' },
    { id: 52, size: 'Medium' },
    { id: 53, size: 'Large' },
  ].map(({ id, size }) => ({
    id,
    itemName: `MER-1${id}`,
    displayName: `Nitrile Exam Gloves, ${size}`,
    urlComponent: `gloves-${size.toLowerCase()}`,
    mpn: `HVM-${id}`,
    matrixDetails: { Size: size },
    quantityAvailable: 50,
    isInStock: true,
    isAddableToCart: true,
    rxLevel: 0,
    price: 8.25,
    prices: [],
  }));
  const matrix = () => pricedItem({ children: variants, attributes: { 'Sold By': 'Box' } });

  it('shows each variant with its value and Sold By, and adds the chosen variant once loaded', async () => {
    const loadVariant = vi.fn((id: number) =>
      Promise.resolve(pricedItem({ id, itemId: id, price: 9.5, matrixDetails: { Size: 'Medium' } })),
    );
    const { requests, user } = renderArea(matrix(), {
      env: environment({ loadVariant }),
      routes: { [ADD]: () => json(cartFixture()) },
    });
    const small = screen.getByRole('button', { name: /Small/ });
    expect(small.getAttribute('aria-pressed')).toBe('true');
    expect(within(small).getByText('Sold By: Box')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Medium/ }));
    await waitFor(() => expect(screen.getByTestId('price').textContent).toBe('$9.50'));
    expect(loadVariant).toHaveBeenCalledWith(52);
    expect(screen.getByRole('button', { name: /Medium/ }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', undefined, { timeout: 4000 });
    const add = requests.find((request) => request.path === '/api/cart/cart/addItem');
    expect(JSON.parse(add!.body!)).toMatchObject({ itemId: 52 });
  });

  it('reverts to the previous variant and shows the message for 3 seconds when loading fails', async () => {
    const loadVariant = vi.fn(() => Promise.reject(new Error('network')));
    renderArea(matrix(), { env: environment({ loadVariant }) });
    vi.useFakeTimers();
    const user = userWithFakeTimers();
    await user.click(screen.getByRole('button', { name: /Large/ }));
    // The failed load settles, and React renders what it changed.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Unable to load this size. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Small/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /Large/ }).getAttribute('aria-pressed')).toBe('false');
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByText('Unable to load this size. Please try again.')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Unable to load this size. Please try again.')).toBeNull();
  });
});

describe('product card controls (storefront spec §2.6)', () => {
  it('adds the chosen variant and unit from a card with a toast, without the interstitial', async () => {
    const product = productCardFixture({
      price: 8.25,
      prices: [],
      children: [
        {
          id: 61,
          itemName: 'MER-161',
          urlComponent: 'gloves-small',
          mpn: 'HVM-61',
          matrixDetails: { Size: 'Small' },
          quantityAvailable: 5,
          isInStock: true,
          isAddableToCart: true,
          rxLevel: 0,
          price: 8,
          prices: [],
        },
        {
          id: 62,
          itemName: 'MER-162',
          urlComponent: 'gloves-medium',
          mpn: 'HVM-62',
          matrixDetails: { Size: 'Medium' },
          quantityAvailable: 5,
          isInStock: true,
          isAddableToCart: true,
          rxLevel: 0,
          price: 9,
          prices: [],
        },
      ],
    });
    const { requests, user } = renderCard(product, { routes: { [ADD]: () => json(cartFixture()) } });
    await user.selectOptions(screen.getByLabelText('Size'), '62');
    await user.selectOptions(screen.getByLabelText('Unit of measure'), '14');
    expect(screen.getByTestId('price').textContent).toBe('$90.00');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '4');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const add = requests.find((request) => request.path === '/api/cart/cart/addItem');
    expect(JSON.parse(add!.body!)).toEqual({ itemId: 62, unit: 14, quantity: 4 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the licence message on a card for an unlicensed account', () => {
    renderCard(productCardFixture({ price: 8.25, prices: [], rxLevel: 2 }), {
      env: environment({ accountRxLevels: [] }),
    });
    expect(screen.getByText('This item requires a medical license to purchase')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });
});
