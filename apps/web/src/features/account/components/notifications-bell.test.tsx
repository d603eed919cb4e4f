import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { userFixture } from '@/test/auth-fixtures';
import { categoriesFixture, siteConfigFixture } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderApp, signIn } from '@/test/render';

beforeEach(() => {
  mockApi({
    'GET /api/site/config': () => json(siteConfigFixture),
    'GET /api/shopping/category/getCategories': () => json(categoriesFixture),
    'GET /api/auth/currentUser': () => json({ user: userFixture() }),
  });
});

describe('notifications bell (storefront spec §2.4, §2.8)', () => {
  it('is absent for a visitor', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' }, { timeout: 4000 });
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
  });

  it('shows a logged-in user the empty view', async () => {
    signIn();
    const { user } = renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }, { timeout: 4000 }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(popover.textContent).toContain('No Notifications');
  });
});
