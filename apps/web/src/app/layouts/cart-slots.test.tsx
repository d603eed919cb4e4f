import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { applySession, endSession } from '@/features/auth/hooks/use-session';
import { cartKeys } from '@/features/cart/api/keys';
import { cartFixture, cartLineFixture } from '@/features/cart/components/cart-page.fixtures';
import { sessionFixture, userFixture } from '@/test/auth-fixtures';
import { categoriesFixture, siteConfigFixture } from '@/test/fixtures';
import { apiError, json, mockApi } from '@/test/mock-api';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { renderApp, signIn } from '@/test/render';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));

describe('header cart across the session (storefront spec §4)', () => {
  it('clears the cart at logout and loads the next buyer’s cart after login', async () => {
    let owner = 'first';
    const api = mockApi({
      'GET /api/site/config': () => json(siteConfigFixture),
      'GET /api/shopping/category/getCategories': () => json(categoriesFixture),
      'GET /api/auth/currentUser': () => json({ user: userFixture() }),
      // Like the API: no token, no cart.
      'GET /api/cart/cart/getCart': (request) =>
        !request.headers.get('Authorization')
          ? apiError(401, 'Unauthorized')
          : json(
              owner === 'first'
                ? cartFixture()
                : cartFixture({ cartDetail: [cartLineFixture({ quantity: 9, lineTotal: 112.5 })] }),
            ),
    });
    // The app's router takes a 401 to /login (main.tsx); here nothing needs to happen.
    setUnauthorizedHandler(() => undefined);
    signIn();
    const { queryClient } = renderApp('/about');
    await screen.findByRole('button', { name: 'Cart, 2 items' }, { timeout: 4000 });

    await act(() => endSession(queryClient));
    expect(queryClient.getQueryData(cartKeys.cart())).toBeUndefined();
    await screen.findByRole('link', { name: 'Cart, 0 items' });
    const callsAfterLogout = api.requests.filter(
      (request) => request.path === '/api/cart/cart/getCart',
    ).length;

    owner = 'second';
    await act(() =>
      applySession(queryClient, sessionFixture(userFixture({ firstName: 'Jared' }), 'second-token')),
    );
    await screen.findByRole('button', { name: 'Cart, 9 items' }, { timeout: 4000 });
    const afterLogin = api.requests.filter((request) => request.path === '/api/cart/cart/getCart');
    expect(afterLogin.length).toBeGreaterThan(callsAfterLogout);
    await waitFor(() => expect(afterLogin.at(-1)?.headers.get('Authorization')).toBe('Bearer second-token'));
  });
});
