// A read of the contract as TanStack query options (issue 32 point 1, ADR 0060): one factory per
// read, shared by the page's component (useQuery in the browser, through the buyer's `call`) and its
// route's loader (readQuery / primeQueries in app/server-api.ts, through the document's ServerApi).
// The options carry the call itself in `meta.endpoint`, so the server fetch and the browser fetch
// are the same line and cannot drift apart.
import { queryOptions } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';

import type { EndpointAt, EndpointOutput, EndpointPath } from '@medsupply/contract';

import { call } from './api-client';
import type { CallArgs } from './api-client';

/** The call a query's options read: what the server side replays as the document's buyer. */
export interface EndpointRead {
  method: 'GET' | 'POST';
  path: string;
  input: {
    body?: unknown;
    query?: Record<string, unknown>;
    params?: Record<string, string | number | boolean>;
  };
}

/**
 * Query options reading `method path` with `input` under `queryKey`; spread them to add
 * placeholderData, staleTime or select. Only reads: a POST here is one the contract describes as
 * a read with a body (a search, a statement).
 */
export function endpointQuery<K extends QueryKey, M extends 'GET' | 'POST', P extends EndpointPath<M>>(
  queryKey: K,
  method: M,
  path: P,
  ...[input]: CallArgs<M, P>
) {
  const read: EndpointRead = { method, path, input: (input ?? {}) as EndpointRead['input'] };
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<EndpointOutput<EndpointAt<M, P>>> =>
      (call as (m: M, p: P, i: unknown) => Promise<EndpointOutput<EndpointAt<M, P>>>)(method, path, {
        ...read.input,
        signal,
      }),
    meta: { endpoint: read },
  });
}

/** The call behind query options made by endpointQuery; undefined for any other options. */
export function endpointReadOf(options: {
  meta?: Record<string, unknown> | undefined;
}): EndpointRead | undefined {
  const read = options.meta?.['endpoint'];
  return read && typeof read === 'object' ? (read as EndpointRead) : undefined;
}
