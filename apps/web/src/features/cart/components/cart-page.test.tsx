import type { Cart } from '@medsupply/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { userFixture } from '@/test/auth-fixtures';
import { categoriesFixture, siteConfigFixture } from '@/test/fixtures';
import { apiError, json, mockApi } from '@/test/mock-api';
import type { MockHandler } from '@/test/mock-api';
import { renderApp, signIn } from '@/test/render';

import { cartFixture, cartLineFixture, savedItemFixture } from './cart-page.fixtures';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));

const LINE = 'PureWave Nitrile Exam Gloves';

function setup(cart: Cart, routes: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/site/config': () => json(siteConfigFixture),
    'GET /api/shopping/category/getCategories': () => json(categoriesFixture),
    'GET /api/auth/currentUser': () => json({ user: userFixture() }),
    'GET /api/cart/cart/getCart': () => json(cart),
    ...routes,
  });
}

function bodyOf(requests: { path: string; body: string | undefined }[], path: string): unknown {
  const request = requests.find((entry) => entry.path === path);
  return request?.body === undefined ? undefined : JSON.parse(request.body);
}

async function cartLine(name = LINE) {
  const items = await screen.findByRole('region', { name: 'Cart items' }, { timeout: 4000 });
  return within(items).findByRole('listitem', { name });
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

beforeEach(() => {
  signIn();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.warning).mockClear();
});

describe('/cart page (storefront spec §2.2, §3; service spec §4, §9)', () => {
  it('lists each line with its product link, item #, details, unit, quantity and total, and the totals', async () => {
    setup(cartFixture());
    renderApp('/cart');
    const line = await cartLine();
    expect(within(line).getByRole('link', { name: LINE }).getAttribute('href')).toBe(
      '/product/purewave-nitrile-exam-gloves-mer-104231',
    );
    expect(line.textContent).toContain('Halvorsen Medical');
    expect(line.textContent).toContain('Item #: MER-104231');
    expect(line.textContent).toContain('Size:Large');
    expect(line.textContent).toContain('$12.50 / Box');
    expect(within(line).getByRole<HTMLSelectElement>('combobox', { name: `Unit for ${LINE}` }).value).toBe(
      '21',
    );
    expect(within(line).getByRole<HTMLInputElement>('textbox', { name: `Quantity of ${LINE}` }).value).toBe(
      '2',
    );
    expect(within(line).getByTestId('line-total').textContent).toBe('$25.00');

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByTestId('cart-subtotal').textContent).toBe('$25.00');
    expect(within(summary).getByTestId('cart-shipping').textContent).toBe('FREE');
    expect(within(summary).getByTestId('cart-tax').textContent).toBe('$1.56');
    expect(within(summary).getByTestId('cart-total').textContent).toBe('$26.56');
    expect(within(summary).getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
    await waitFor(() => expect(document.title).toMatch(/^Your Cart \|/));
  });

  it('changes the unit through editItem, shows the line updating, then the answer', async () => {
    const answer = deferred<Response>();
    const api = setup(cartFixture(), { 'POST /api/cart/cart/editItem': () => answer.promise });
    const { user } = renderApp('/cart');
    const line = await cartLine();
    const unit = within(line).getByRole<HTMLSelectElement>('combobox', { name: `Unit for ${LINE}` });
    await user.selectOptions(unit, '22');

    await waitFor(() => expect(line.getAttribute('aria-busy')).toBe('true'));
    expect(unit.value).toBe('22');
    expect(unit.disabled).toBe(true);
    expect(line.textContent).toContain('Updating…');
    expect(
      within(screen.getByRole('region', { name: 'Order summary' })).getByTestId('cart-shipping').textContent,
    ).toBe('Calculating...');
    expect(bodyOf(api.requests, '/api/cart/cart/editItem')).toEqual({ detailId: 501, quantity: 2, unit: 22 });

    await act(async () => {
      answer.resolve(json(cartFixture({ cartDetail: [cartLineFixture({ unit: 22, lineTotal: 250 })] })));
      await answer.promise;
    });
    await waitFor(() => expect(within(line).getByTestId('line-total').textContent).toBe('$250.00'));
    expect(unit.value).toBe('22');
    expect(line.textContent).toContain('$125.00 / Case');
    expect(line.getAttribute('aria-busy')).toBe('false');
  });

  it('reverts the unit and says so when the edit fails', async () => {
    const api = setup(cartFixture(), {
      'POST /api/cart/cart/editItem': () => apiError(500, 'Internal Server Error'),
    });
    const { user } = renderApp('/cart');
    const line = await cartLine();
    const unit = within(line).getByRole<HTMLSelectElement>('combobox', { name: `Unit for ${LINE}` });
    await user.selectOptions(unit, '22');

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('We could not update this item. Please try again.'),
    );
    await waitFor(() => expect(unit.value).toBe('21'));
    expect(within(line).getByTestId('line-total').textContent).toBe('$25.00');
    expect(api.requests.filter((request) => request.path === '/api/cart/cart/editItem')).toHaveLength(1);
  });

  it("shows the server's own message when it refuses an edit", async () => {
    setup(cartFixture(), {
      'POST /api/cart/cart/editItem': () =>
        apiError(400, 'unit 99 is not a unit of this item', 'INVALID_UNIT'),
    });
    const { user } = renderApp('/cart');
    const line = await cartLine();
    await user.click(within(line).getByRole('button', { name: `Increase quantity of ${LINE}` }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('unit 99 is not a unit of this item'));
    await waitFor(() =>
      expect(within(line).getByRole<HTMLInputElement>('textbox', { name: `Quantity of ${LINE}` }).value).toBe(
        '2',
      ),
    );
  });

  it('ignores typed quantities that are not whole numbers of 1 or more, saying why, and sends a whole one', async () => {
    const api = setup(cartFixture(), {
      'POST /api/cart/cart/editItem': () =>
        json(cartFixture({ cartDetail: [cartLineFixture({ quantity: 3, lineTotal: 37.5 })] })),
    });
    const { user } = renderApp('/cart');
    const line = await cartLine();
    const quantity = within(line).getByRole<HTMLInputElement>('textbox', { name: `Quantity of ${LINE}` });

    // Each time the buyer empties the box, types, and leaves it; then leaves it empty.
    for (const text of ['abc', '0', '-4']) {
      await user.clear(quantity);
      await user.type(quantity, text);
      await user.tab();
      expect(quantity.value).toBe('2');
    }
    await user.clear(quantity);
    await user.tab();
    expect(quantity.value).toBe('2');
    expect(api.requests.some((request) => request.path === '/api/cart/cart/editItem')).toBe(false);

    // service spec §5: the validator's words while typed; the fraction is not taken.
    await user.clear(quantity);
    await user.type(quantity, '3.7');
    expect(within(line).getByRole('alert').textContent).toBe('Decimals not allowed');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    await user.type(quantity, '{Enter}');
    expect(quantity.value).toBe('2');
    expect(within(line).queryByRole('alert')).toBeNull();
    await user.clear(quantity);
    await user.type(quantity, 'x');
    expect(within(line).getByRole('alert').textContent).toBe('Only numbers can be entered');
    await user.tab();
    expect(api.requests.some((request) => request.path === '/api/cart/cart/editItem')).toBe(false);

    await user.clear(quantity);
    await user.type(quantity, '3{Enter}');
    await waitFor(() => expect(within(line).getByTestId('line-total').textContent).toBe('$37.50'));
    expect(bodyOf(api.requests, '/api/cart/cart/editItem')).toEqual({ detailId: 501, quantity: 3, unit: 21 });
  });

  it('does not step below 1', async () => {
    setup(cartFixture({ cartDetail: [cartLineFixture({ quantity: 1, lineTotal: 12.5 })] }));
    renderApp('/cart');
    const line = await cartLine();
    expect(
      within(line).getByRole<HTMLButtonElement>('button', { name: `Decrease quantity of ${LINE}` }).disabled,
    ).toBe(true);
  });

  it('warns when the server cut the quantity to the allocation', async () => {
    setup(cartFixture(), {
      'POST /api/cart/cart/editItem': () =>
        json(
          cartFixture({
            cartDetail: [cartLineFixture({ quantity: 4, lineTotal: 50 })],
            addToCartAdjustment: true,
          }),
        ),
    });
    const { user } = renderApp('/cart');
    const line = await cartLine();
    const quantity = within(line).getByRole('textbox', { name: `Quantity of ${LINE}` });
    await user.clear(quantity);
    await user.type(quantity, '40');
    await user.tab();
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(
        'Item quantites are limited and has been adjusted in your cart',
      ),
    );
    expect((quantity as HTMLInputElement).value).toBe('4');
  });

  it('saves a line for later, moves it back and deletes a saved item', async () => {
    const saved = savedItemFixture({ id: 950, itemId: 42, unit: 21, quantity: 2, displayName: LINE });
    const api = setup(cartFixture(), {
      'POST /api/cart/cart/saveForLater': () => json(cartFixture({ cartDetail: [], saveForLater: [saved] })),
      'POST /api/cart/cart/moveItemToCart': () => json(cartFixture({ saveForLater: [savedItemFixture()] })),
      'POST /api/cart/cart/deleteSaveForLater': () => json(cartFixture()),
    });
    const { user } = renderApp('/cart');
    const line = await cartLine();
    await user.click(within(line).getByRole('button', { name: `Save for later ${LINE}` }));

    const section = await screen.findByRole('region', { name: /Saved for later/ });
    expect(bodyOf(api.requests, '/api/cart/cart/saveForLater')).toEqual({ item: { id: 501 } });
    expect(screen.getByText('Your cart is currently empty.')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: `Move to cart ${LINE}` }));

    await cartLine();
    expect(bodyOf(api.requests, '/api/cart/cart/moveItemToCart')).toEqual({
      id: 950,
      itemId: 42,
      unit: 21,
      quantity: 2,
    });
    const again = screen.getByRole('region', { name: /Saved for later/ });
    await user.click(within(again).getByRole('button', { name: 'Delete Sterile Gauze Pads 4x4' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Saved for later/ })).toBeNull());
    expect(bodyOf(api.requests, '/api/cart/cart/deleteSaveForLater')).toEqual({ id: 901 });
  });

  it('removes a line', async () => {
    const api = setup(cartFixture(), {
      'POST /api/cart/cart/removeItem': () => json(cartFixture({ cartDetail: [] })),
    });
    const { user } = renderApp('/cart');
    const line = await cartLine();
    await user.click(within(line).getByRole('button', { name: `Remove ${LINE}` }));
    await screen.findByText('Your cart is currently empty.');
    expect(bodyOf(api.requests, '/api/cart/cart/removeItem')).toEqual({ detailId: 501 });
  });

  it('offers equivalents under a backordered line and swaps it with one press, keeping the key for a retry', async () => {
    const swapped = cartFixture({
      cartDetail: [cartLineFixture({ itemId: 77, displayName: 'Vinyl Exam Gloves', siteDisplayName: null })],
    });
    const substitute = {
      id: 77,
      itemName: 'VIN-1',
      displayName: 'Vinyl Exam Gloves',
      urlComponent: 'vinyl-exam-gloves',
      manufacturer: 'Halvorsen Medical',
      thumbnailImage: null,
      unit: { id: 21, unitName: 'Box' },
    };
    let answer = apiError(503, 'Service unavailable');
    const api = setup(cartFixture(), {
      'GET /api/cart/cart/getSubstitutes': () =>
        json({
          lines: [
            {
              detailId: 501,
              itemId: 42,
              reason: 'backordered',
              substitutes: [
                { ...substitute, standing: 'available', price: 11.5 },
                {
                  ...substitute,
                  id: 78,
                  displayName: 'Latex Exam Gloves',
                  standing: 'unavailable',
                  price: null,
                },
              ],
            },
          ],
        }),
      'POST /api/cart/cart/swapLine': () => answer,
    });
    const { user } = renderApp('/cart');
    const line = await cartLine();
    await within(line).findByText('Backordered. Swap it for an equivalent item:');
    expect(line.textContent).toContain('$11.50 / Box');
    expect(line.textContent).toContain('Not available to your account');
    // Only a substitute the buyer can buy has a button.
    expect(within(line).queryByRole('button', { name: `Swap ${LINE} for Latex Exam Gloves` })).toBeNull();
    const swap = within(line).getByRole('button', { name: `Swap ${LINE} for Vinyl Exam Gloves` });

    await user.click(swap);
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    answer = json(swapped);
    await user.click(
      within(await cartLine()).getByRole('button', { name: `Swap ${LINE} for Vinyl Exam Gloves` }),
    );
    await cartLine('Vinyl Exam Gloves');
    await waitFor(() =>
      expect(vi.mocked(toast.success).mock.calls.map(([message]) => message)).toContain(
        'Vinyl Exam Gloves: Swapped in your cart.',
      ),
    );
    const swaps = api.requests.filter((r) => r.path === '/api/cart/cart/swapLine');
    expect(swaps.map((r) => JSON.parse(r.body ?? '{}') as unknown)).toEqual([
      { detailId: 501, fromItemId: 42, itemId: 77 },
      { detailId: 501, fromItemId: 42, itemId: 77 },
    ]);
    // A server error leaves the press open: its retry carries the same key.
    const keys = swaps.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('empties the cart after a confirmation', async () => {
    const api = setup(cartFixture(), {
      'GET /api/cart/cart/emptyCart': () => json(cartFixture({ cartDetail: [] })),
    });
    const { user } = renderApp('/cart');
    await cartLine();
    await user.click(screen.getByRole('button', { name: 'Empty cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Empty your cart?' });
    expect(api.requests.some((request) => request.path === '/api/cart/cart/emptyCart')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Empty cart' }));
    await screen.findByText('Your cart is currently empty.');
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/products/1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the cart's notifications and clears them", async () => {
    const api = setup(
      cartFixture({
        notifications: [
          {
            id: 1,
            message: 'Sterile Gauze Pads 4x4 is no longer sold and was removed.',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
      { 'POST /api/cart/cart/clearNotifications': () => json(cartFixture()) },
    );
    const { user } = renderApp('/cart');
    await screen.findByText('Sterile Gauze Pads 4x4 is no longer sold and was removed.', undefined, {
      timeout: 4000,
    });
    await user.click(screen.getByRole('button', { name: 'Clear cart messages' }));
    await waitFor(() => expect(screen.queryByText(/no longer sold/)).toBeNull());
    expect(api.requests.some((request) => request.path === '/api/cart/cart/clearNotifications')).toBe(true);
  });

  it('hides Proceed to checkout in punchout mode', async () => {
    window.localStorage.setItem('isPunchout', 'true');
    setup(cartFixture());
    renderApp('/cart');
    await cartLine();
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Empty cart' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return cart to procurement' })).toBeTruthy();
  });

  it('returns the cart to procurement in punchout mode: checks first, then posts the form with the token', async () => {
    window.localStorage.setItem('isPunchout', 'true');
    const api = setup(cartFixture(), {
      'POST /api/checkout/checkout/returncart': () => json({ ready: true, lineCount: 1 }),
    });
    const posted: Array<{ action: string; token: string }> = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      posted.push({
        action: this.action,
        token: (this.elements.namedItem('token') as HTMLInputElement).value,
      });
    });
    try {
      renderApp('/cart');
      await cartLine();
      const summary = screen.getByRole('region', { name: 'Order summary' });
      within(summary).getByRole('button', { name: 'Return cart to procurement' }).click();
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(bodyOf(api.requests, '/api/checkout/checkout/returncart')).toEqual({ check: true });
      expect(new URL(posted[0]?.action ?? '').pathname).toBe('/api/checkout/checkout/returncart');
      expect(posted[0]?.token).toBe(window.localStorage.getItem('token'));
      expect(posted[0]?.token).not.toBe('');
    } finally {
      submit.mockRestore();
    }
  });

  it('lists the lines procurement would refuse, with their reasons, and sends nothing', async () => {
    window.localStorage.setItem('isPunchout', 'true');
    setup(cartFixture(), {
      'POST /api/checkout/checkout/returncart': () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message:
              'Some lines of your cart cannot be ordered. Change or remove them, then return the cart.',
            code: 'CART_LINES_REFUSED',
            lines: [
              {
                lineId: 1,
                itemId: 7,
                itemName: 'RX-100',
                code: 'SHIP_TO_NOT_LICENSED',
                message: 'Needs a license.',
              },
            ],
          },
          400,
        ),
    });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    try {
      renderApp('/cart');
      await cartLine();
      const summary = screen.getByRole('region', { name: 'Order summary' });
      within(summary).getByRole('button', { name: 'Return cart to procurement' }).click();
      const alert = await within(summary).findByRole('alert');
      expect(alert.textContent).toContain('Some lines of your cart cannot be ordered.');
      expect(alert.textContent).toContain('RX-100: Needs a license.');
      expect(submit).not.toHaveBeenCalled();
    } finally {
      submit.mockRestore();
    }
  });

  it('shows no prices or totals without price visibility', async () => {
    setup(cartFixture({}, { priceVisible: false }));
    renderApp('/cart');
    const line = await cartLine();
    expect(line.textContent).not.toContain('$');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary.textContent).not.toContain('$');
    expect(within(summary).queryByTestId('cart-total')).toBeNull();
    expect(within(summary).getByRole('link', { name: 'Proceed to checkout' })).toBeTruthy();
  });

  it('sends a visitor to log in with the way back to /cart', async () => {
    window.localStorage.clear();
    setup(cartFixture());
    const { router } = renderApp('/cart');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fcart');
  });
});
