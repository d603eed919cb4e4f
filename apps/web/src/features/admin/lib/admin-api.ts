// The back office's one way to the API (issue 20, ADR 0028): JSON in and out with the STAFF bearer
// token (never the buyer's), errors thrown as ApiError carrying the API's own message and code, and
// on a session refusal (UNAUTHORIZED, TOKEN_EXPIRED: the session ended, or a newer sign-in
// elsewhere) the staff session is cleared and the member is
// sent to /admin/login?returnTo=<here>. Staff sessions are not refreshed (ADR 0027): sign in again.
import { ApiError, createApiClient } from '@/lib/api-client';
import type { ClientSession, QueryValue } from '@/lib/api-client';

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

/**
 * The staff member's session (ADR 0027): the staff token, no cookies, and on a sign-in refusal
 * (other than the sign-in form's own) the session is cleared and the page goes to the back
 * office's sign-in. There is no refresh: a staff session ends when its token does.
 */
const staffSession: ClientSession = {
  token: () => liveStaffSession()?.token ?? null,
  credentials: 'omit',
  signInRefused(path) {
    if (!path.endsWith('/auth/login')) {
      clearStaffSession();
      const here = `${window.location.pathname}${window.location.search}`;
      onSignedOut(adminLoginPath(here));
    }
    return Promise.resolve(false);
  },
};

/** The back office's client: the same factory as the storefront's, with the staff session. */
const client = createApiClient(staffSession);

/** One request as the staff member. */
export function adminRequest<T>(path: string, options: AdminRequestOptions = {}): Promise<T> {
  const { idempotencyKey, ...rest } = options;
  return client.request<T>(path, {
    ...rest,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
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

/** A call of the contract as the staff member, typed by its descriptor (ADR 0060). */
export const adminCall = client.call;

/** A file the API answers to the staff member (lib/files.ts saves or opens it). */
export const adminFile = client.file;

/** What to show for a failed call: the API's message, or a plain one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'FORBIDDEN')
      return error.message || 'Your roles do not open this part of the back office.';
    return error.message;
  }
  return 'Something went wrong. Try again.';
}
