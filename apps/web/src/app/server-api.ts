// How a route's loader reads the API while the server renders a document (ADR 0022). The API
// process hands each document request a ServerApi (apps/api/src/http/storefront.ts): it calls the
// API's own routes in-process, as the buyer of the request's session cookie or as a visitor, so a
// loader sees exactly what that buyer's browser would (no price fields for a visitor or a login
// without isPriceVisible: the same serializer answers both). Loaders read only; the cookie opens no
// write path (the /api routes read the bearer token alone).
import type { QueryKey } from '@tanstack/react-query';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import { createContext, data } from 'react-router';
import type { RouterContextProvider } from 'react-router';

import { INVALID_REQUEST_CODES, UNAVAILABLE_CODES, isNotFoundCode } from '@medsupply/contract';
import type { EndpointAt, EndpointOutput, EndpointPath, ErrorCode } from '@medsupply/contract';

import { apiUrl, errorCodeOf, fillPath } from '@/lib/api-client';
import type { ApiRequestOptions, CallArgs } from '@/lib/api-client';

export interface ServerApiAnswer {
  status: number;
  body: unknown;
}

export interface ServerApi {
  /** Whether the document's session cookie names a live session (the API's own rules decide). */
  signedIn: boolean;
  /** The store's public origin (config PUBLIC_URL), for canonical links and JSON-LD. */
  publicUrl: string;
  /** Calls an /api route as the document's buyer (or a visitor). */
  call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<ServerApiAnswer>;
}

export const serverApiContext = createContext<ServerApi>();

/** The ServerApi of a loader's request. */
export function serverApi(context: Readonly<RouterContextProvider>): ServerApi {
  return context.get(serverApiContext);
}

const inGroup = (group: readonly ErrorCode[], code: ErrorCode): boolean => group.includes(code);

/**
 * The answer of a GET or POST, or null when there is no such thing: the API refuses with a
 * not-found code, or an invalid-request code for a key that cannot name one (ADR 0055: decided by
 * code). Any other refusal becomes the route's error with the API's status (its ErrorBoundary shows
 * the spec's error page for it); an answer without a code (a server error) or an outage, a 500.
 */
export async function read<T>(
  api: ServerApi,
  path: string,
  options: { query?: ApiRequestOptions['query']; body?: unknown } = {},
): Promise<T | null> {
  return answerOf<T>(
    api,
    options.body === undefined ? 'GET' : 'POST',
    apiUrl(path, options.query),
    options.body,
  );
}

/**
 * `read` of a call the contract describes (ADR 0060): the same method, path and input as the
 * browser's `call`, typed by the same descriptor, so a loader and its page read alike.
 */
export async function readCall<M extends 'GET' | 'POST', P extends EndpointPath<M>>(
  api: ServerApi,
  method: M,
  path: P,
  ...[input]: CallArgs<M, P>
): Promise<EndpointOutput<EndpointAt<M, P>> | null> {
  const given = (input ?? {}) as {
    body?: unknown;
    query?: ApiRequestOptions['query'];
    params?: Record<string, string | number | boolean>;
  };
  return answerOf(api, method, apiUrl(fillPath(path, given.params), given.query), given.body);
}

async function answerOf<T>(
  api: ServerApi,
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
): Promise<T | null> {
  const answer = await api.call(method, url, body);
  // eslint-disable-next-line no-restricted-syntax -- a success, not a refusal: the body is the answer.
  if (answer.status === 200) return answer.body as T;
  const code = errorCodeOf(answer.body);
  if (isNotFoundCode(code) || (code !== undefined && inGroup(INVALID_REQUEST_CODES, code))) return null;
  const refused = code !== undefined && !inGroup(UNAVAILABLE_CODES, code);
  // The document's own status: the refusal's, as the API answered it, else 500.
  throw data(null, { status: refused ? answer.status : 500 });
}

/**
 * Query-cache entries for the page's components (they read them through their usual TanStack
 * Query hooks, inside a HydrationBoundary): the one way a loader hands data to its page.
 */
export function primed(entries: ReadonlyArray<readonly [QueryKey, unknown]>): DehydratedState {
  const client = new QueryClient();
  for (const [key, value] of entries)
    if (value !== null && value !== undefined) client.setQueryData(key, value);
  const state = dehydrate(client);
  client.clear();
  return state;
}
