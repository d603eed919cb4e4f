// Access tokens: HS256 JWTs with exp, sub (user), acc (account acted for) and sid (session row).
// Verification allow-lists the algorithm, so `alg: none` or an RS/HS confusion never verifies.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export const TOKEN_ALGORITHM = 'HS256';
/** An access token lives 8 hours; refreshToken issues a new one for the same live session. */
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;

export interface TokenClaims {
  userId: number;
  accountId: number;
  sessionId: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(
  secret: string,
  claims: TokenClaims,
  ttlSeconds = TOKEN_TTL_SECONDS,
): Promise<{ token: string; expiresAt: Date }> {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + ttlSeconds;
  const token = await new SignJWT({ acc: claims.accountId, sid: claims.sessionId })
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
    if (!Number.isInteger(userId) || typeof accountId !== 'number' || typeof sessionId !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { userId, accountId, sessionId } };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}
