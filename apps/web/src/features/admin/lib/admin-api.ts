// The back office's one way to the API (issue 20, ADR 0028): calls of the contract's descriptors
// (`adminCall`) and files (`adminFile`) with the STAFF bearer token (never the buyer's), errors thrown as ApiError carrying the API's own message and code, and
// on a session refusal (UNAUTHORIZED, TOKEN_EXPIRED: the session ended, or a newer sign-in
// elsewhere) the staff session is cleared and the member is
// sent to /admin/login?returnTo=<here>. Staff sessions are not refreshed (ADR 0027): sign in again.
import { ApiError, createApiClient } from '@/lib/api-client';
import type { ClientSession } from '@/lib/api-client';

import { adminLoginPath, clearStaffSession, liveStaffSession } from './staff-session';

export { ApiError };

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
