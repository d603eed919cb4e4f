// The document's root loader (issue 30, ADR 0043): the shell is one in-process read, whoever asks,
// and each part of its answer is primed under the query key the browser's hooks read, so a hydrated
// header asks for none of them again.
import { storefrontPaths } from '@medsupply/contract';
import type { StorefrontShellResponse, UserNotificationsResponse } from '@medsupply/contract';
import { QueryClient, hydrate } from '@tanstack/react-query';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { serverApiContext } from '@/app/server-api';
import type { ServerApi, ServerApiAnswer } from '@/app/server-api';
import { notificationKeys } from '@/features/account/api/get-user-notifications';
import { authKeys } from '@/features/auth/api/keys';
import { cartKeys } from '@/features/cart/api/keys';
import { sellableControlledSubstancesQueryOptions } from '@/features/catalog/api/get-sellable-controlled-substances';
import { cartFixture } from '@/features/checkout/test/fixtures';
import { contentKeys } from '@/features/content/api/get-website';
import { itemListKeys } from '@/features/item-lists/api/keys';
import { listFixture } from '@/features/item-lists/test/fixtures';
import { siteKeys } from '@/features/site/api/get-site-config';
import { parentUserFixture, relatedAccountsFixture, userFixture } from '@/test/auth-fixtures';
import { shellContentFixture } from '@/test/catalog-fixtures';
import { siteConfigFixture } from '@/test/fixtures';

import { loader } from './root';

const notificationsFixture: UserNotificationsResponse = [
  {
    id: 9,
    notificationType: 'Item Back in Stock',
    userNotificationStatus: { unread: true },
    metaData: { itemId: 42 },
    createdAt: '2026-11-30T15:00:00.000Z',
  },
];
const sellableFixture = [{ id: 1, name: 'Rx', isControlledSubstance: false }];

/** Runs the root loader on a document API that answers `answer` and records every call made. */
async function renderRoot(signedIn: boolean, answer: ServerApiAnswer) {
  const calls: string[] = [];
  const api: ServerApi = {
    signedIn,
    publicUrl: 'http://store.test',
    call: (method, url) => {
      calls.push(`${method} ${url}`);
      return Promise.resolve(answer);
    },
  };
  const context = new RouterContextProvider();
  context.set(serverApiContext, api);
  const result = await loader({
    context,
    request: new Request('http://store.test/product/nitrile-exam-gloves'),
    params: {},
  } as unknown as Parameters<typeof loader>[0]);
  // What the browser's cache holds after the document hydrates.
  const cache = new QueryClient();
  hydrate(cache, result.queries);
  return { calls, signedIn: result.signedIn, cache, primedKeys: result.queries.queries.length };
}

const buyerShell = (overrides: Partial<NonNullable<StorefrontShellResponse['buyer']>> = {}) => ({
  siteConfig: siteConfigFixture,
  content: shellContentFixture,
  buyer: {
    currentUser: { user: userFixture() },
    relatedAccounts: null,
    cart: cartFixture({ totalQuantity: 5 }),
    itemLists: [listFixture()],
    notifications: notificationsFixture,
    sellableControlledSubstances: sellableFixture,
    ...overrides,
  },
});

describe('the root loader', () => {
  it("makes one shell read for a signed-in buyer's document and primes every query the shell reads", async () => {
    const shell = buyerShell();
    const { calls, signedIn, cache } = await renderRoot(true, { status: 200, body: shell });
    expect(calls).toEqual([`GET ${storefrontPaths.shell}`]);
    expect(signedIn).toBe(true);
    expect(cache.getQueryData(siteKeys.config())).toEqual(siteConfigFixture);
    expect(cache.getQueryData(contentKeys.shell())).toEqual(shellContentFixture);
    expect(cache.getQueryData(authKeys.currentUser())).toEqual(shell.buyer.currentUser);
    expect(cache.getQueryData(cartKeys.cart())).toEqual(shell.buyer.cart);
    expect(cache.getQueryData(itemListKeys.allLists(false))).toEqual(shell.buyer.itemLists);
    expect(cache.getQueryData(notificationKeys.list())).toEqual(notificationsFixture);
    expect(cache.getQueryData(sellableControlledSubstancesQueryOptions().queryKey)).toEqual(sellableFixture);
    // Not a parent login: the switcher's query is not primed (the browser never asks for it).
    expect(cache.getQueryData(authKeys.relatedAccounts())).toBeUndefined();
  });

  it("primes a parent login's accounts from the same read", async () => {
    const shell = buyerShell({
      currentUser: { user: parentUserFixture() },
      relatedAccounts: { relatedAccounts: relatedAccountsFixture },
    });
    const { calls, cache } = await renderRoot(true, { status: 200, body: shell });
    expect(calls).toHaveLength(1);
    expect(cache.getQueryData(authKeys.relatedAccounts())).toEqual({
      relatedAccounts: relatedAccountsFixture,
    });
  });

  it("makes the same one read for a visitor's document, priming only the site config and content", async () => {
    const { calls, signedIn, cache, primedKeys } = await renderRoot(false, {
      status: 200,
      body: { siteConfig: siteConfigFixture, content: shellContentFixture, buyer: null },
    });
    expect(calls).toEqual([`GET ${storefrontPaths.shell}`]);
    expect(signedIn).toBe(false);
    expect(primedKeys).toBe(2);
    expect(cache.getQueryData(siteKeys.config())).toEqual(siteConfigFixture);
  });

  it('leaves out a part the API could not read, and renders as a visitor without a user', async () => {
    const partial = await renderRoot(true, {
      status: 200,
      body: buyerShell({ cart: null, notifications: null }),
    });
    expect(partial.signedIn).toBe(true);
    expect(partial.cache.getQueryData(cartKeys.cart())).toBeUndefined();
    expect(partial.cache.getQueryData(notificationKeys.list())).toBeUndefined();
    expect(partial.cache.getQueryData(itemListKeys.allLists(false))).toEqual([listFixture()]);

    const failed = await renderRoot(true, { status: 500, body: null });
    expect(failed.signedIn).toBe(false);
    expect(failed.primedKeys).toBe(0);
  });
});
