// The back office's one way to the API (issue 20, ADR 0028): JSON in and out with the STAFF bearer
// token (never the buyer's), errors thrown as ApiError carrying the API's own message and code, and
// on a session refusal (UNAUTHORIZED, TOKEN_EXPIRED: the session ended, or a newer sign-in
// elsewhere) the staff session is cleared and the member is
// sent to /admin/login?returnTo=<here>. Staff sessions are not refreshed (ADR 0027): sign in again.
import { isSignInCode } from '@medsupply/contract';
import { ApiError, apiUrl, errorCodeOf } from '@/lib/api-client';
import type { QueryValue } from '@/lib/api-client';

import { adminLoginPath, clearStaffSession, liveStaffSession } from './staff-session';

export { ApiError };

export interface AdminRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  /** A key per form submit (the API makes a double submit one action). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

type SignedOutHandler = (loginUrl: string) => void;

let onSignedOut: SignedOutHandler = (loginUrl) => window.location.assign(loginUrl);

/** The admin layout installs a client-side navigation here. */
export function setStaffSignedOutHandler(handler: SignedOutHandler): void {
  onSignedOut = handler;
}

/** `/api/admin/orders/:id` + { id: 7 } → `/api/admin/orders/7`. */
export function adminPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (whole, name: string) =>
    name in params ? encodeURIComponent(String(params[name])) : whole,
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return null;
}

export async function adminRequest<T>(path: string, options: AdminRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Cache-Control': 'no-cache' };
  const session = liveStaffSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'omit',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'We could not reach the store. Check your connection and try again.',
      'NETWORK_ERROR',
    );
  }
  const parsed = await readBody(response);
  const code = response.ok ? undefined : errorCodeOf(parsed);
  // No staff session, or one that ended (UNAUTHORIZED, TOKEN_EXPIRED): sign in again. Wrong
  // credentials at the login form are that form's answer (INVALID_CREDENTIALS).
  if (isSignInCode(code) && !path.endsWith('/auth/login')) {
    clearStaffSession();
    const here = `${window.location.pathname}${window.location.search}`;
    onSignedOut(adminLoginPath(here));
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      messageOf(parsed) ?? (response.statusText || `Request failed with status ${response.status}`),
      code,
    );
  }
  return parsed as T;
}

type CallOptions = Omit<AdminRequestOptions, 'method' | 'body'>;

export const adminApi = {
  get<T>(path: string, options: CallOptions = {}): Promise<T> {
    return adminRequest<T>(path, { ...options, method: 'GET' });
  },
  post<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
    return adminRequest<T>(path, { ...options, method: 'POST', body });
  },
  put<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
    return adminRequest<T>(path, { ...options, method: 'PUT', body });
  },
  patch<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
    return adminRequest<T>(path, { ...options, method: 'PATCH', body });
  },
  delete<T>(path: string, options: CallOptions = {}): Promise<T> {
    return adminRequest<T>(path, { ...options, method: 'DELETE' });
  },
};

/** What to show for a failed call: the API's message, or a plain one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'FORBIDDEN')
      return error.message || 'Your roles do not open this part of the back office.';
    return error.message;
  }
  return 'Something went wrong. Try again.';
}
