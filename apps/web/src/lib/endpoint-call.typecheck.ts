// Compile-time checks of `call` (ADR 0060), run by `tsc` (npm run typecheck), never executed: each
// `@ts-expect-error` fails the typecheck the day the line it marks compiles, so a body or a field
// that a descriptor does not have, or a call the contract does not describe, stays an error.
import { cartPaths } from '@medsupply/contract';

import { QueryClient } from '@tanstack/react-query';

import { readQuery } from '@/app/server-api';
import type { ServerApi } from '@/app/server-api';

import { call } from './api-client';
import { endpointQuery } from './endpoint-query';

export async function endpointCallTypechecks(): Promise<void> {
  // A body the descriptor does not have.
  // @ts-expect-error -- 'bogus' is not a field of AddItemRequest
  await call('POST', cartPaths.addItem, { body: { itemId: 1, bogus: 2 } });
  // A body the descriptor requires, missing.
  // @ts-expect-error -- addItem takes a body
  await call('POST', cartPaths.addItem);
  // A field the answer does not have.
  const cart = await call('GET', cartPaths.getCart);
  // @ts-expect-error -- a Cart has no such field
  const _missing: unknown = cart.noSuchField;
  // A method the path does not answer.
  // @ts-expect-error -- getCart is a GET
  await call('DELETE', cartPaths.getCart);
  // What the descriptor does say compiles, and is typed.
  const added = await call('POST', cartPaths.addItem, { body: { itemId: 1, quantity: 2 } });
  const _lines: number = added.cartDetail.length;
}

/** The same for query options made by endpointQuery, in the browser and in a loader. */
export async function endpointQueryTypechecks(api: ServerApi): Promise<void> {
  const options = endpointQuery(['cart'], 'GET', cartPaths.getCart);
  // @ts-expect-error -- getCart takes no body
  endpointQuery(['cart'], 'GET', cartPaths.getCart, { body: { itemId: 1 } });
  const read = await readQuery(api, options);
  // @ts-expect-error -- a Cart has no such field
  const _missing: unknown = read?.noSuchField;
  const _lines: number | undefined = read?.cartDetail.length;
  const fetched = await new QueryClient().query(options);
  const _browserLines: number = fetched.cartDetail.length;
}
