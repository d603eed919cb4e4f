// A stand-in for the network inside jsdom tests: routes fetch() calls by method and path to
// handlers, records every request, and answers 404 in the API's error shape for anything else.
import type { ErrorCode } from '@medsupply/contract';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  headers: Headers;
  body: string | undefined;
}

export type MockHandler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The code a test's error answer carries when it names none: the one the API answers that status
 * with most often (its status table, apps/api http/refusal-status.ts). The storefront decides by
 * code (ADR 0055), so a test of a particular refusal names its code; a 500 carries none, as the
 * API's does.
 */
const USUAL_CODE: Readonly<Partial<Record<number, ErrorCode>>> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_DECLINED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CART_CHANGED',
  422: 'NOT_SELLABLE',
  429: 'TOO_MANY_REQUESTS',
  503: 'DATABASE_UNAVAILABLE',
};

export function apiError(statusCode: number, message: string, code?: ErrorCode): Response {
  const error = statusCode === 401 ? 'Unauthorized' : statusCode === 404 ? 'Not Found' : 'Error';
  const answered = code ?? USUAL_CODE[statusCode];
  return json({ statusCode, error, message, ...(answered ? { code: answered } : {}) }, statusCode);
}

export function mockApi(routes: Record<string, MockHandler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://127.0.0.1').pathname;
    const request: RecordedRequest = {
      method,
      url,
      path,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    requests.push(request);
    const handler = routes[`${method} ${path}`];
    return handler ? handler(request) : apiError(404, `Route ${method}:${path} not found`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
