// Issue 19's public support pages through the app's router: the infection-control list
// (getcovidlist as product cards), the Track a Delivery form, and a signed-in buyer's invitation
// link that opens on /login like a reset link.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { userFixture } from '@/test/auth-fixtures';
import { productCardFixture, shellContentFixture, websiteFixture } from '@/test/catalog-fixtures';
import { categoriesFixture, siteConfigFixture } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderApp, signIn } from '@/test/render';

beforeEach(() => {
  mockApi({
    'GET /api/site/config': () => json(siteConfigFixture),
    'GET /api/shopping/category/getCategories': () => json(categoriesFixture),
    'GET /api/content/website': () => json({ ...websiteFixture, footer: null }),
    'GET /api/content/shell': () => json({ ...shellContentFixture, footer: null }),
    'GET /api/auth/currentUser': () => json({ user: userFixture() }),
    'GET /api/informational/getcovidlist': () =>
      json({
        title: 'Infection control supplies',
        description: 'What we keep in stock for infection control.',
        items: [
          productCardFixture({
            id: 5,
            displayName: 'Nitrile exam gloves',
            siteDisplayName: 'Nitrile exam gloves',
          }),
        ],
      }),
    'POST /api/auth/validateInvitation': () => json({ valid: true }),
  });
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });

describe('support pages', () => {
  it('lists the infection-control items as product cards', async () => {
    renderApp('/infection-control');
    await heading('Infection control supplies');
    expect(screen.getByText('What we keep in stock for infection control.')).toBeTruthy();
    expect(await screen.findByText('Nitrile exam gloves')).toBeTruthy();
  });

  it('offers the tracking number form at /tracking', async () => {
    renderApp('/tracking');
    await heading('Track a Delivery');
    expect(screen.getByLabelText('Tracking number')).toBeTruthy();
  });

  it('opens a mailed invitation link on /login for a signed-in buyer too', async () => {
    signIn();
    const { router } = renderApp('/login?invitation=s3cret&username=casey%40clinic.example');
    await heading('Set Your Password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
