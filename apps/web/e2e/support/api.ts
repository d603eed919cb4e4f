// Calls to the store's API from a journey, as the logged-in buyer (the token logIn returns): for
// arranging what a journey needs (a cart's lines) and checking what it did, outside the page.
import type { Page } from 'playwright-core';

import { baseUrl } from './page-checks';

export async function api<T>(page: Page, token: string, path: string, body?: unknown): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const response =
    body === undefined
      ? await page.request.get(`${baseUrl}${path}`, { headers })
      : await page.request.post(`${baseUrl}${path}`, { headers, data: body });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}
