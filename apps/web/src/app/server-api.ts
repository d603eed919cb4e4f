// How a route's loader reads the API while the server renders a document (ADR 0022). The API
// process hands each document request a ServerApi (apps/api/src/http/storefront.ts): it calls the
// API's own routes in-process, as the buyer of the request's session cookie or as a visitor, so a
// loader sees exactly what that buyer's browser would (no price fields for a visitor or a login
// without isPriceVisible: the same serializer answers both). Loaders read only; the cookie opens no
// write path (the /api routes read the bearer token alone).
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import { createContext, data } from 'react-router';
import type { RouterContextProvider } from 'react-router';

import { INVALID_REQUEST_CODES, UNAVAILABLE_CODES, isNotFoundCode } from '@medsupply/contract';
import type { EndpointAt, EndpointOutput, EndpointPath, ErrorCode } from '@medsupply/contract';

import { apiUrl, errorCodeOf, fillPath } from '@/lib/api-client';
import { endpointReadOf } from '@/lib/endpoint-query';
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
 * The answer of a GET or POST the contract describes (ADR 0060: the same method, path and input as
 * the browser's `call`, typed by the same descriptor, so a loader and its page read alike), or null
 * when there is no such thing: the API refuses with a not-found code, or an invalid-request code
 * for a key that cannot name one (ADR 0055: decided by code). Any other refusal becomes the route's
 * error with the API's status (its ErrorBoundary shows the spec's error page for it); an answer
 * without a code (a server error) or an outage, a 500.
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

/** Query options of a read (lib/endpoint-query.ts), as the loader needs them. */
interface ReadOptions {
  queryKey: QueryKey;
  queryFn?: unknown;
  meta?: Record<string, unknown> | undefined;
}

/** The answer type of query options, from their queryFn. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query key
type AnswerOf<O> = O extends { queryFn?: QueryFunction<infer T, any> } ? T : never;

/**
 * The answer of the call behind `options` (made by endpointQuery), read as the document's buyer:
 * the same call the page's component makes in the browser, with `read`'s rules for refusals.
 */
export async function readQuery<O extends ReadOptions>(
  api: ServerApi,
  options: O,
): Promise<AnswerOf<O> | null> {
  const endpoint = endpointReadOf(options);
  if (!endpoint) throw new Error(`query ${JSON.stringify(options.queryKey)} was not made by endpointQuery`);
  const { body, query, params } = endpoint.input;
  return answerOf(
    api,
    endpoint.method,
    apiUrl(fillPath(endpoint.path, params), query as ApiRequestOptions['query']),
    body,
  );
}

/**
 * The buyer's reads primed for the page (the loader's usual one line): nothing for a visitor, and
 * a read the API refuses is left to the page's own query, which shows the refusal in the browser.
 */
export async function primeSignedIn(
  api: ServerApi,
  ...queries: ReadonlyArray<ReadOptions>
): Promise<DehydratedState> {
  if (!api.signedIn) return primed([]);
  const answers = await Promise.all(queries.map((options) => readQuery(api, options).catch(() => null)));
  return primed(queries.map((options, index) => [options.queryKey, answers[index]] as const));
}
