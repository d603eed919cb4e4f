// /tracking/{trackingNumber} as a route (storefront spec §2.1; ADR 0026): a shipment belongs to an
// account, so a visitor is asked to sign in (and comes back here); a signed-in buyer sees the page's
// answer for the number in the path.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { userFixture } from '@/test/auth-fixtures';
import { categoriesFixture, siteConfigFixture } from '@/test/fixtures';
import { apiError, json, mockApi } from '@/test/mock-api';
import { renderApp, signIn } from '@/test/render';

let requests: ReturnType<typeof mockApi>['requests'];

beforeEach(() => {
  ({ requests } = mockApi({
    'GET /api/site/config': () => json(siteConfigFixture),
    'GET /api/shopping/category/getCategories': () => json(categoriesFixture),
    'GET /api/auth/currentUser': () => json({ user: userFixture() }),
    'GET /api/myaccount/transactions/getUserNotifications': () => json([]),
    'GET /api/myaccount/transactions/trackingData': () =>
      apiError(404, 'We could not find a shipment with that tracking number.'),
  }));
});

describe('tracking route', () => {
  it('asks a visitor to sign in and come back to this number', async () => {
    renderApp('/tracking/1Z999');
    const signInLink = await screen.findByRole('link', { name: 'Sign in' }, { timeout: 10_000 });
    expect(signInLink.getAttribute('href')).toBe('/login?redirectTo=%2Ftracking%2F1Z999');
    expect(requests.some((r) => r.path.endsWith('trackingData'))).toBe(false);
  });

  it('tells a signed-in buyer that a number is not theirs or unknown', async () => {
    signIn();
    renderApp('/tracking/NOPE-1');
    expect(
      await screen.findByText(
        'We could not find a shipment with that tracking number.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(requests.find((r) => r.path.endsWith('trackingData'))?.url).toContain('trackingNumber=NOPE-1');
  });
});
