// Pages only a visitor has a use for (issue 15): a signed-in buyer who opens /login or /register
// goes to /myaccount, and the footer offers Login and Create Account to visitors only.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { overviewFixture, userFixture } from '@/test/auth-fixtures';
import { shellContentFixture, websiteFixture } from '@/test/catalog-fixtures';
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
    'GET /api/myaccount/account/getOverViewData': () => json(overviewFixture),
  });
});

const footer = async () => within(await screen.findByRole('contentinfo', {}, { timeout: 4000 }));

describe('pages for visitors only', () => {
  it.each(['/login', '/register'])('sends a signed-in buyer from %s to /myaccount', async (path) => {
    signIn();
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount'), { timeout: 4000 });
  });

  it('opens a mailed password-reset link on /login for a signed-in buyer too', async () => {
    signIn();
    const { router } = renderApp('/login?reset=abc123&username=doc%40clinic.example');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['/login', 'Login'],
    ['/register', 'Create Account'],
  ])('shows a visitor %s', async (path, heading) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 4000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('offers Login and Create Account in the footer to a visitor, not to a signed-in buyer', async () => {
    const visitor = renderApp('/about');
    const links = await footer();
    expect(await links.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(links.getByRole('link', { name: 'Create Account' })).toBeTruthy();
    visitor.unmount();

    signIn();
    renderApp('/about');
    const signedIn = await footer();
    expect(await signedIn.findByRole('link', { name: 'My Account' })).toBeTruthy();
    expect(signedIn.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(signedIn.queryByRole('link', { name: 'Create Account' })).toBeNull();
  });
});
