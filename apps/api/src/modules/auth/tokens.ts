// Access tokens: HS256 JWTs with exp, sub (user), acc (account acted for), sid (session row) and
// jti (which of the session's tokens: refresh rotates it, ADR 0005).
// Verification allow-lists the algorithm, so `alg: none` or an RS/HS confusion never verifies.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export const TOKEN_ALGORITHM = 'HS256';
/** An access token lives 8 hours; refreshToken issues a new one for the same live session. */
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;

export interface TokenClaims {
  userId: number;
  accountId: number;
  sessionId: string;
  /** The token's jti, which must be its session's current one; null for tokens made before rotation. */
  tokenId?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The jti claim when it is a UUID, null when absent; undefined when it is something else (invalid). */
export function tokenIdOf(payload: { jti?: unknown }): string | null | undefined {
  if (payload.jti === undefined) return null;
  return typeof payload.jti === 'string' && UUID.test(payload.jti) ? payload.jti : undefined;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(
  secret: string,
  claims: TokenClaims,
  ttlSeconds = TOKEN_TTL_SECONDS,
): Promise<{ token: string; expiresAt: Date }> {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + ttlSeconds;
  const jwt = new SignJWT({ acc: claims.accountId, sid: claims.sessionId });
  if (claims.tokenId) jwt.setJti(claims.tokenId);
  const token = await jwt
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key(secret));
  return { token, expiresAt: new Date(exp * 1000) };
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(secret: string, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: [TOKEN_ALGORITHM] });
    const userId = Number(payload.sub);
    const accountId = payload['acc'];
    const sessionId = payload['sid'];
    const tokenId = tokenIdOf(payload);
    if (
      !Number.isInteger(userId) ||
      typeof accountId !== 'number' ||
      typeof sessionId !== 'string' ||
      tokenId === undefined
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { userId, accountId, sessionId, tokenId } };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}
