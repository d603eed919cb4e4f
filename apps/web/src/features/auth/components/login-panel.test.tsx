import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { getToken, isPunchout } from '@/lib/storage';
import { sessionFixture, userFixture } from '@/test/auth-fixtures';
import { categoriesFixture, siteConfigFixture } from '@/test/fixtures';
import { apiError, json, mockApi } from '@/test/mock-api';
import type { MockHandler } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const shell: Record<string, MockHandler> = {
  'GET /api/site/config': () => json(siteConfigFixture),
  'GET /api/shopping/category/getCategories': () => json(categoriesFixture),
  'GET /api/auth/currentUser': () => json({ user: userFixture() }),
};

// The first visit loads the lazy route: allow it more than the default second.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });

/** Replaces what the field holds with `value`, typed key by key. */
async function fill(user: UserEvent, label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
}

async function submitLogin(
  user: UserEvent,
  username = ' admin@lakeside-clinic.example ',
  password = 'Demo!2026',
) {
  await fill(user, 'Username or email', username);
  await fill(user, 'Password', password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  mockApi(shell);
});

describe('login mode (service spec §8 messages)', () => {
  it('logs in with the trimmed username, stores token and punchout flag, and follows redirectTo', async () => {
    const { requests } = mockApi({
      ...shell,
      'POST /api/auth/login': () =>
        json({ ...sessionFixture(userFixture(), 'fresh-token'), isPunchout: true }),
    });
    const { router, user } = renderApp('/login?redirectTo=%2Fmyaccount%2Fmenu%2Fprofile');
    await heading('Login');
    await submitLogin(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/menu/profile'));
    const login = requests.find((request) => request.path === '/api/auth/login');
    expect(JSON.parse(login?.body ?? '{}')).toEqual({
      username: 'admin@lakeside-clinic.example',
      password: 'Demo!2026',
    });
    expect(getToken()).toBe('fresh-token');
    expect(isPunchout()).toBe(true);
  });

  it('goes to / after login when redirectTo is missing or leaves the site', async () => {
    mockApi({ ...shell, 'POST /api/auth/login': () => json(sessionFixture()) });
    const { router, user } = renderApp('/login?redirectTo=%2F%2Fevil.example');
    await heading('Login');
    await submitLogin(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server’s message when the login is refused', async () => {
    mockApi({ ...shell, 'POST /api/auth/login': () => apiError(401, 'Invalid username or password') });
    const { user } = renderApp('/login');
    await heading('Login');
    await submitLogin(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password');
    expect(getToken()).toBeNull();
  });

  it('says "Please try again." when the answer has no user', async () => {
    mockApi({
      ...shell,
      'POST /api/auth/login': () => json({ token: 'x', expiresAt: '2099-01-01T00:00:00.000Z' }),
    });
    const { user } = renderApp('/login');
    await heading('Login');
    await submitLogin(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unexpected error occurred. Please try again.',
    );
    expect(getToken()).toBeNull();
  });

  it('says "Please try again later." when the call fails', async () => {
    mockApi({ ...shell, 'POST /api/auth/login': () => apiError(500, 'Internal Server Error') });
    const { user } = renderApp('/login');
    await heading('Login');
    await submitLogin(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unexpected error occurred. Please try again later.',
    );
  });

  it('asks for both fields before calling the server', async () => {
    const { requests } = mockApi(shell);
    const { user } = renderApp('/login');
    await heading('Login');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/auth/login')).toBe(false);
  });
});

describe('forgot password and request access modes', () => {
  it('sends the reset request and returns to login mode saying "Check your mail inbox"', async () => {
    const { requests } = mockApi({
      ...shell,
      'POST /api/auth/createResetHash': () => json({ success: true, message: 'Check your mail inbox' }),
    });
    const { user } = renderApp('/login');
    await heading('Login');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await heading('Forgot Password');
    await fill(user, 'Username or email', '  buyer@harbor-dental.example ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await heading('Login');
    expect(screen.getByRole('status').textContent).toBe('Check your mail inbox');
    const sent = requests.find((request) => request.path === '/api/auth/createResetHash');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ username: 'buyer@harbor-dental.example' });
  });

  it('sends an access request (e-mail lower-cased and trimmed) and returns to login mode', async () => {
    const { requests } = mockApi({ ...shell, 'POST /api/auth/requestAccess': () => json({ success: true }) });
    const { user } = renderApp('/login');
    await heading('Login');
    await user.click(screen.getByRole('button', { name: 'Request access' }));
    await heading('Request Access');
    await fill(user, 'Company', 'Riverbend Pediatrics');
    await fill(user, 'First name', 'Ana');
    await fill(user, 'Last name', 'Lopez');
    await fill(user, 'Phone', '555-0100');
    await fill(user, 'Email', ' Ana.Lopez@Riverbend.Example ');
    await user.click(screen.getByRole('button', { name: 'Request access' }));
    await heading('Login');
    expect(screen.getByRole('status').textContent).toBe('Your request has been created');
    const sent = requests.find((request) => request.path === '/api/auth/requestAccess');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ email: 'ana.lopez@riverbend.example' });
  });

  it('stays in request mode saying "Failed to submit request" when it fails', async () => {
    mockApi({ ...shell, 'POST /api/auth/requestAccess': () => apiError(500, 'boom') });
    const { user } = renderApp('/login');
    await heading('Login');
    await user.click(screen.getByRole('button', { name: 'Request access' }));
    await heading('Request Access');
    await fill(user, 'Company', 'Riverbend Pediatrics');
    await fill(user, 'First name', 'Ana');
    await fill(user, 'Last name', 'Lopez');
    await fill(user, 'Phone', '555-0100');
    await fill(user, 'Email', 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Request access' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    await fill(user, 'Email', 'ana@riverbend.example');
    await user.click(screen.getByRole('button', { name: 'Request access' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to submit request');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Request Access');
  });
});

describe('password reset from the mailed link', () => {
  const link = '/login?reset=abc123&username=buyer%40harbor-dental.example';

  it('checks the link, asks for a valid new password, resets, logs in and goes to /', async () => {
    const { requests } = mockApi({
      ...shell,
      'POST /api/auth/validatePasswordReset': () => json({ valid: true }),
      'POST /api/auth/resetPassword': () => json({ success: true }),
      'POST /api/auth/login': () => json(sessionFixture(userFixture(), 'after-reset')),
    });
    const { router, user } = renderApp(link);
    await heading('Reset Password');
    await screen.findByLabelText('New password');
    await fill(user, 'New password', 'short');
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Must be at least 8 characters')).toBeTruthy();

    await fill(user, 'New password', 'correct horse battery');
    await fill(user, 'Confirm new password', 'correct horse battery!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();

    await fill(user, 'Confirm new password', 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const reset = requests.find((request) => request.path === '/api/auth/resetPassword');
    expect(JSON.parse(reset?.body ?? '{}')).toEqual({
      username: 'buyer@harbor-dental.example',
      hash: 'abc123',
      password: 'correct horse battery',
      passwordMatch: 'correct horse battery',
    });
    const login = requests.find((request) => request.path === '/api/auth/login');
    expect(JSON.parse(login?.body ?? '{}')).toEqual({
      username: 'buyer@harbor-dental.example',
      password: 'correct horse battery',
    });
    expect(getToken()).toBe('after-reset');
  });

  it('shows the server’s message for an invalid link and offers a new one', async () => {
    mockApi({
      ...shell,
      'POST /api/auth/validatePasswordReset': () =>
        json({ valid: false, message: 'This password reset link is invalid or has expired.' }),
    });
    const { user } = renderApp(link);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This password reset link is invalid or has expired.',
    );
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    await heading('Forgot Password');
  });
});

describe('a new contact’s invitation link (issue 19)', () => {
  const link = '/login?invitation=s3cret&username=casey%40lakeside.example';

  it('sets the first password with the invitation, logs in and goes to the account', async () => {
    const { requests } = mockApi({
      ...shell,
      'POST /api/auth/validateInvitation': () => json({ valid: true }),
      'POST /api/auth/acceptInvitation': () =>
        json({ success: true, message: 'Your password has been set. You can now log in.' }),
      'POST /api/auth/login': () => json(sessionFixture(userFixture(), 'after-invitation')),
    });
    const { router, user } = renderApp(link);
    await heading('Set Your Password');
    await screen.findByLabelText('New password');
    await fill(user, 'New password', 'correct horse battery');
    await fill(user, 'Confirm new password', 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount'));
    const accepted = requests.find((request) => request.path === '/api/auth/acceptInvitation');
    expect(JSON.parse(accepted?.body ?? '{}')).toEqual({
      username: 'casey@lakeside.example',
      hash: 's3cret',
      password: 'correct horse battery',
      passwordMatch: 'correct horse battery',
    });
    expect(requests.some((request) => request.path === '/api/auth/resetPassword')).toBe(false);
    expect(getToken()).toBe('after-invitation');
  });

  it('says a used or expired invitation is invalid and leads back to login', async () => {
    mockApi({
      ...shell,
      'POST /api/auth/validateInvitation': () => json({ valid: false }),
    });
    const { user } = renderApp(link);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation link is invalid or has expired. Ask your administrator for a new one.',
    );
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    await heading('Login');
  });
});
