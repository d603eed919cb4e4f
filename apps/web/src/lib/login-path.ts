// The login URL that carries where to go back to (ARCHITECTURE §5: gated routes redirect to /login
// carrying the return path). The login page reads `redirectTo` and only follows same-site paths.

export const RETURN_PARAM = 'redirectTo';

export function loginPath(returnTo?: string): string {
  if (!returnTo || returnTo === '/' || returnTo.startsWith('/login')) return '/login';
  return `/login?${new URLSearchParams({ [RETURN_PARAM]: returnTo }).toString()}`;
}

/** A return path is followed only when it stays on this site (no `//host` or `https:` tricks). */
export function safeReturnPath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
