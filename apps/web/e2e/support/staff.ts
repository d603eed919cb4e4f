// The back office's sign-in as the journeys use it: the form filled on a page that shows it, and a
// staff token for reading or preparing data through the API.
import type { StaffSessionResponse } from '@medsupply/contract';
import type { Page } from 'playwright-core';

import { baseUrl } from './page-checks';
import { DEMO_PASSWORD } from './session';

/** Fills the staff sign-in form the page shows (the back office sends a visitor there) and signs in. */
export async function fillStaffSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A staff member's bearer token, signed in through the API. */
export async function staffToken(username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`staff login: ${response.status}`);
  return ((await response.json()) as StaffSessionResponse).token;
}
