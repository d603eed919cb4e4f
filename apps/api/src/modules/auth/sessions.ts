// Session lifetimes and the tokens that name them (docs/decisions/0005-sessions-and-tokens.md).
// An access token lives TOKEN_TTL_SECONDS (tokens.ts) and may be refreshed until
// REFRESH_IDLE_SECONDS after it expired; the session row behind it therefore lives
// SESSION_TTL_SECONDS from the last refresh, never beyond SESSION_MAX_AGE_SECONDS from sign-in.
import { jwtVerify } from 'jose';
import {
  TOKEN_ALGORITHM,
  TOKEN_TTL_SECONDS,
  signAccessToken,
  tokenIdOf,
  type TokenClaims,
} from './tokens.ts';

const DAY_SECONDS = 24 * 60 * 60;
/**
 * An expired token may be refreshed for 12 hours after its expiry (issue 16 point 6: hours, not
 * 30 days): a buyer who closes the laptop at night is still signed in in the morning; a token
 * copied off a machine unused for a day is worth nothing.
 */
export const REFRESH_IDLE_SECONDS = 12 * 60 * 60;
/** A session ends when no token of it can be refreshed any more: 20 hours after the last refresh… */
export const SESSION_TTL_SECONDS = TOKEN_TTL_SECONDS + REFRESH_IDLE_SECONDS;
/**
 * A token replaced by a refresh less than this long ago, presented again to refresh, is a request
 * that raced the refresh (several calls answered 401 at once, service spec §4), not a stolen
 * token: it gets the session's current token instead of ending the session (ARCHITECTURE §7).
 */
export const ROTATION_GRACE_SECONDS = 10;
/** …and 90 days after sign-in whatever happens, so a stolen token cannot be kept alive forever. */
export const SESSION_MAX_AGE_SECONDS = 90 * DAY_SECONDS;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BEARER = /^Bearer\s+(\S+)$/i;

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/**
 * Verifies a token for refresh or logout: signature and algorithm as strictly as every other call
 * (allow-listed HS256, so `alg: none` never passes), but an expired `exp` is accepted for as long
 * as REFRESH_IDLE_SECONDS. The session row, checked by the caller, decides the rest.
 */
export async function verifyTokenOfSession(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: [TOKEN_ALGORITHM],
      clockTolerance: REFRESH_IDLE_SECONDS,
      maxTokenAge: SESSION_MAX_AGE_SECONDS + TOKEN_TTL_SECONDS,
    });
    const userId = Number(payload.sub);
    const accountId = payload['acc'];
    const sessionId = payload['sid'];
    const tokenId = tokenIdOf(payload);
    if (
      !Number.isSafeInteger(userId) ||
      typeof accountId !== 'number' ||
      typeof sessionId !== 'string' ||
      !UUID.test(sessionId) ||
      tokenId === undefined
    ) {
      return null;
    }
    return { userId, accountId, sessionId, tokenId };
  } catch {
    return null;
  }
}

/** When a session refreshed (or started) at `now` ends. */
export function sessionExpiry(createdAt: Date, now: Date): Date {
  const sliding = now.getTime() + SESSION_TTL_SECONDS * 1000;
  const cap = createdAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000;
  return new Date(Math.min(sliding, cap));
}

/** An access token for a session; it never outlives the session it names. */
export async function issueToken(
  secret: string,
  claims: TokenClaims,
  sessionExpiresAt: Date,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const secondsLeft = Math.floor((sessionExpiresAt.getTime() - now.getTime()) / 1000);
  return signAccessToken(secret, claims, Math.max(1, Math.min(TOKEN_TTL_SECONDS, secondsLeft)));
}
