// Logging in through the login page, as a buyer does, for journeys that need a session.
import type { Page } from 'playwright-core';

import { baseUrl } from './page-checks';

export const DEMO_PASSWORD = 'Demo!2026';

/** Logs in as `username` with a fresh session (the previous user's storage and cookies are cleared). */
export async function logIn(page: Page, username: string): Promise<string> {
  await page.context().clearCookies();
  await page.goto(`${baseUrl}/login`);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}/`);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!token) throw new Error('No token stored after login');
  return token;
}
