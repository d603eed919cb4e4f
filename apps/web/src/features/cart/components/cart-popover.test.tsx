import type { Cart } from '@medsupply/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { userFixture } from '@/test/auth-fixtures';
import { categoriesFixture, siteConfigFixture } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import type { MockHandler } from '@/test/mock-api';
import { userWithFakeTimers } from '@/test/user-with-fake-timers';
import { renderApp, signIn } from '@/test/render';

import { cartFixture, cartLineFixture } from './cart-page.fixtures';

function setup(getCart: MockHandler, extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/site/config': () => json(siteConfigFixture),
    'GET /api/shopping/category/getCategories': () => json(categoriesFixture),
    'GET /api/auth/currentUser': () => json({ user: userFixture() }),
    'GET /api/cart/cart/getCart': getCart,
    ...extra,
  });
}

async function cartButton(name: RegExp = /^Cart, \d+ items?$/) {
  return screen.findByRole('button', { name }, { timeout: 4000 });
}

async function openPopover(user: UserEvent) {
  await user.click(await cartButton());
  return screen.findByRole('dialog', { name: 'Cart' }, { timeout: 4000 });
}

beforeEach(() => {
  signIn();
});

describe('header cart (storefront spec §2.4, §2.7)', () => {
  it('links a visitor to /cart, which asks them to log in', async () => {
    window.localStorage.clear();
    setup(() => json(cartFixture()));
    renderApp('/about');
    const link = await screen.findByRole('link', { name: 'Cart, 0 items' }, { timeout: 4000 });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('button', { name: /^Cart/ })).toBeNull();
  });

  it('shows the total quantity in the badge', async () => {
    setup(() =>
      json(
        cartFixture({
          cartDetail: [
            cartLineFixture({ quantity: 3, lineTotal: 37.5 }),
            cartLineFixture({ id: 502, itemId: 43, quantity: 4, lineTotal: 50 }),
          ],
        }),
      ),
    );
    renderApp('/about');
    expect(await cartButton(/^Cart, 7 items$/)).toBeTruthy();
  });

  it("says 'Your cart is loading...' until the cart arrives, then lists its lines", async () => {
    let release: (cart: Cart) => void = () => undefined;
    const pending = new Promise<Cart>((resolve) => {
      release = resolve;
    });
    setup(async () => json(await pending));
    const { user } = renderApp('/about');
    const popover = await openPopover(user);
    expect(popover.textContent).toContain('Your cart is loading...');

    await act(async () => {
      release(cartFixture());
      await pending;
    });
    await within(popover).findByText('1 Product');
    const line = within(popover).getByRole('listitem', { name: 'PureWave Nitrile Exam Gloves' });
    expect(
      within(line).getByRole('link', { name: 'PureWave Nitrile Exam Gloves' }).getAttribute('href'),
    ).toBe('/product/purewave-nitrile-exam-gloves-mer-104231');
    expect(line.textContent).toContain('Size:Large');
    expect(line.textContent).toContain('Qty: 2 · Box');
    expect(line.textContent).toContain('$25.00');
    expect(within(line).getByRole('button', { name: 'Remove PureWave Nitrile Exam Gloves' })).toBeTruthy();
    expect(popover.textContent).toMatch(/Subtotal\s*\$25\.00/);
    expect(within(popover).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart');
    expect(within(popover).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it("says 'Your cart is empty' for an empty cart", async () => {
    setup(() => json(cartFixture({ cartDetail: [] })));
    const { user } = renderApp('/about');
    const popover = await openPopover(user);
    await within(popover).findByText('Your cart is empty');
    expect(within(popover).queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('hides Checkout in punchout mode', async () => {
    window.localStorage.setItem('isPunchout', 'true');
    setup(() => json(cartFixture()));
    const { user } = renderApp('/about');
    const popover = await openPopover(user);
    await within(popover).findByRole('link', { name: 'View Cart' });
    expect(within(popover).queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('shows no price or subtotal without price visibility', async () => {
    setup(() => json(cartFixture({}, { priceVisible: false })));
    const { user } = renderApp('/about');
    const popover = await openPopover(user);
    await within(popover).findByText('1 Product');
    expect(popover.textContent).not.toContain('$');
    expect(popover.textContent).not.toContain('Subtotal');
    expect(within(popover).getByRole('link', { name: 'Checkout' })).toBeTruthy();
  });

  it('removes a line with its id and shows the answer', async () => {
    const api = setup(() => json(cartFixture()), {
      'POST /api/cart/cart/removeItem': () => json(cartFixture({ cartDetail: [] })),
    });
    const { user } = renderApp('/about');
    const popover = await openPopover(user);
    await user.click(
      await within(popover).findByRole('button', { name: 'Remove PureWave Nitrile Exam Gloves' }),
    );
    await within(popover).findByText('Your cart is empty');
    const remove = api.requests.find((request) => request.path === '/api/cart/cart/removeItem');
    expect(JSON.parse(remove?.body ?? '{}')).toEqual({ detailId: 501 });
    expect(await cartButton(/^Cart, 0 items$/)).toBeTruthy();
  });

  it('opens on mouse hover after 150 ms, and not when the pointer leaves before', async () => {
    setup(() => json(cartFixture()));
    renderApp('/about');
    const button = await cartButton(/^Cart, 2 items$/);

    // The hover delay on a fake clock: on a busy machine real time between two steps can exceed
    // 150 ms and open the popover the test says stays shut.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const user = userWithFakeTimers();
      // The mouse passes over the button and leaves: no popover.
      await user.hover(button);
      await user.unhover(button);
      await vi.advanceTimersByTimeAsync(300);
      expect(screen.queryByRole('dialog', { name: 'Cart' })).toBeNull();

      await user.hover(button);
      await vi.advanceTimersByTimeAsync(149);
      expect(screen.queryByRole('dialog', { name: 'Cart' })).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('dialog', { name: 'Cart' }, { timeout: 2000 })).toBeTruthy();
  });

  it('closes on an outside press and toggles on its button', async () => {
    setup(() => json(cartFixture()));
    const { user } = renderApp('/about');
    const popover = await openPopover(user);
    await within(popover).findByText('1 Product');
    // Radix dismisses on the press outside once it completes (pointerdown, then click).
    const outside = screen.getByRole('heading', { level: 1, name: 'About Us' });
    await user.click(outside);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cart' })).toBeNull());

    const button = await cartButton(/^Cart, 2 items$/);
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Cart' });
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cart' })).toBeNull());
  });
});

vi.mock('sonner', () => ({ toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));
