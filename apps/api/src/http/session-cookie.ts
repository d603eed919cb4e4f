// The session cookie (ARCHITECTURE §7, ADR 0022): login, switchAccount and refreshToken set it to
// the token they answer, logout clears it. The server reads it only to render documents (GET,
// http/storefront.ts), through the same token rules as a bearer token (a revoked or rotated
// session renders as a visitor); no /api route reads it, so it opens no write path.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'session';

/** Cookie attributes: never readable by scripts, not sent on cross-site subrequests or posts. */
function attributes(secure: boolean): string {
  return `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Sets the cookie to a session token until the token's own expiry. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: string,
  secure: boolean,
): void {
  const expires = new Date(expiresAt);
  const maxAge = Math.max(0, Math.floor((expires.getTime() - Date.now()) / 1000));
  void reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${token}; Max-Age=${maxAge}; Expires=${expires.toUTCString()}; ${attributes(secure)}`,
  );
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${attributes(secure)}`,
  );
}

/** The session token of a request's cookie, if it carries one. */
export function sessionCookieOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || null;
  }
  return null;
}
