// A stand-in for the network inside jsdom tests: routes fetch() calls by method and path to
// handlers, records every request, and answers 404 in the API's error shape for anything else.
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

export function apiError(statusCode: number, message: string, code?: string): Response {
  const error = statusCode === 401 ? 'Unauthorized' : statusCode === 404 ? 'Not Found' : 'Error';
  return json({ statusCode, error, message, ...(code ? { code } : {}) }, statusCode);
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
