// The cart as journeys arrange and read it: API calls as a buyer (outside the page), a known empty
// cart, an ordinary item to put in it, and the header popover and /cart lines as a buyer sees them.
import type { Cart, PaginateItemsResponse, ProductCard, SessionResponse } from '@medsupply/contract';
import { dollarsToCents } from '@medsupply/domain';
import type { Locator, Page } from 'playwright-core';

import type { ViewportName } from './browser';
import { baseUrl } from './page-checks';
import { DEMO_PASSWORD } from './session';

export async function apiCall<T>(token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function apiLogin(username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
  return ((await response.json()) as SessionResponse).token;
}

/** A known state: no cart lines and no saved items. */
export async function clearCart(token: string): Promise<void> {
  const cart = await apiCall<Cart>(token, '/api/cart/cart/emptyCart');
  for (const saved of cart.saveForLater) {
    await apiCall<Cart>(token, '/api/cart/cart/deleteSaveForLater', { id: saved.id });
  }
}

export interface BoxCaseItem {
  item: ProductCard;
  name: string;
  priceCents: number;
  box: { id: number; unitName: string; conversionRate: number };
  caseUnit: { id: number; unitName: string; conversionRate: number };
}

/** An ordinary item (no variants, no licence, no allocation, priced, in stock) sold by Box and Case. */
export async function findBoxCaseItem(token: string): Promise<BoxCaseItem> {
  for (let page = 1; page <= 10; page += 1) {
    const listing = await apiCall<PaginateItemsResponse>(token, '/api/shopping/item/paginate', {
      page,
      limit: 50,
    });
    for (const item of listing.results) {
      const box = item.unit.details.find((unit) => /^Box\b/.test(unit.unitName));
      const caseUnit = item.unit.details.find((unit) => /^Case\b/.test(unit.unitName));
      if (
        box &&
        caseUnit &&
        item.children.length === 0 &&
        item.isAddableToCart &&
        item.rxLevel === 0 &&
        item.allocationPeriod === null &&
        typeof item.price === 'number' &&
        item.quantityAvailable >= 100
      ) {
        return {
          item,
          name: item.siteDisplayName?.trim() || item.displayName,
          priceCents: dollarsToCents(item.price),
          box,
          caseUnit,
        };
      }
    }
    if (page >= listing.pages) break;
  }
  throw new Error('The store has no plain item sold by Box and Case');
}

export async function openCartPopover(page: Page, viewport: ViewportName, count: number): Promise<Locator> {
  const button = page
    .getByRole('banner')
    .getByRole('button', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });
  // storefront spec §2.7: a mouse opens it by hovering (after 150 ms); a finger taps it.
  const popover = page.getByRole('dialog', { name: 'Cart' });
  if (viewport === 'desktop') {
    // The header hydrates in a slice of its own, which under load can come after the page says it
    // is ready; a pointer that arrived before it is not replayed (only presses are), so the mouse
    // leaves and comes back, as a person's would, until the popover opens.
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.mouse.move(0, 0);
      await button.hover();
      if (
        await popover.waitFor({ timeout: 3000 }).then(
          () => true,
          () => false,
        )
      )
        break;
    }
  } else await button.tap();
  await popover.waitFor();
  return popover;
}

export function cartLine(page: Page, name: string): Locator {
  return page.getByRole('region', { name: 'Cart items' }).getByRole('listitem', { name });
}
