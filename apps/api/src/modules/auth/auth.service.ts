// Sign-in and sessions (service spec §7 "Auth", ARCHITECTURE §7): login, current user, refresh,
// logout, related accounts and account switching. Every token names a session row; ending the row
// (logout, switch, password reset) ends every token of it.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { authMessages, type RelatedAccount, type SessionResponse, type User } from '@medsupply/contract';
import type { Config } from '../../config.ts';
import type { JobRunner } from '../../core/jobs.ts';
import type { Outbox } from '../../core/outbox.ts';
import type { Db } from '../../db/client.ts';
import { LOGIN_REQUIRED_MESSAGE, SESSION_EXPIRED_MESSAGE, loadCaller, type Caller } from '../../http/auth.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import {
  findLiveSession,
  findUserByUsername,
  homeAccountOf,
  insertSession,
  recordLogin,
  relatedAccountsOf,
  type SessionRow,
  recordSecurityEvent,
  revokeSession,
  rotateSessionToken,
} from './auth.queries.ts';
import { applySlowdown, checkAttemptAllowed, clearUsernameFailures, recordFailure } from './login-limits.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import {
  ROTATION_GRACE_SECONDS,
  bearerToken,
  issueToken,
  sessionExpiry,
  verifyTokenOfSession,
} from './sessions.ts';

export interface AuthDeps {
  db: Db;
  config: Config;
  jobs: JobRunner;
  outbox: Outbox;
}

/** Who is asking, as far as sessions and limits care. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  log: FastifyBaseLogger;
}

const sessionExpired = () => new AppError(401, SESSION_EXPIRED_MESSAGE, { code: 'TOKEN_EXPIRED' });
const loginRequired = () => new AppError(401, LOGIN_REQUIRED_MESSAGE, { code: 'UNAUTHORIZED' });

/** service spec §5: usernames are trimmed; stored lower-case, so matched without regard to case. */
export function normalizeLogin(username: string): string {
  return username.trim().toLowerCase();
}

/** The user object of service spec §3 for a caller; related accounts only for parent logins (§6). */
export function toUser(caller: Caller, relatedAccounts: RelatedAccount[]): User {
  const { permissions } = caller;
  return {
    id: caller.userId,
    username: caller.username,
    email: caller.email,
    firstName: caller.firstName,
    lastName: caller.lastName,
    account: {
      id: caller.account.id,
      accountName: caller.account.accountName,
      parentId: caller.account.parentId,
      rxLevels: caller.account.rxLevels,
      relatedAccounts: caller.isParentLogin ? relatedAccounts : [],
    },
    permissions: {
      isPriceVisible: permissions.isPriceVisible,
      isAdmin: permissions.isAdmin,
      hasCreditMemoAccess: permissions.hasCreditMemoAccess,
      canViewProfile: permissions.canViewProfile,
      canReorder: permissions.canReorder,
      canUseItemLists: permissions.canUseItemLists,
    },
    isParentLogin: caller.isParentLogin,
    isPunchout: caller.isPunchout,
  };
}

/** service spec §6: related accounts load only for parent logins; others have none to switch to. */
export async function relatedAccountsFor(db: Db, caller: Caller): Promise<RelatedAccount[]> {
  return caller.isParentLogin ? relatedAccountsOf(db, caller.userId) : [];
}

export async function currentUser(db: Db, caller: Caller): Promise<User> {
  return toUser(caller, await relatedAccountsFor(db, caller));
}

/** The answer of login and switchAccount for a session that has just begun. */
async function sessionResponse(
  deps: AuthDeps,
  session: { sessionId: string; userId: number; accountId: number; expiresAt: Date; tokenId: string },
  now: Date,
): Promise<SessionResponse> {
  const caller = await loadCaller(deps.db, session.sessionId, session.userId, session.tokenId);
  if (!caller) throw new Error('a session that has just begun could not be loaded');
  const { token, expiresAt } = await issueToken(deps.config.jwtSecret, session, session.expiresAt, now);
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    user: await currentUser(deps.db, caller),
    isPunchout: caller.isPunchout,
  };
}

/**
 * POST /api/auth/login. One message for an unknown username and a wrong password, and the same
 * work for both (a dummy hash is verified), so neither the answer nor its timing tells them apart.
 * Whether the login is deactivated or its account awaits approval is told only to someone who
 * knows the password.
 */
export async function login(
  deps: AuthDeps,
  input: { username: string; password: string },
  client: ClientInfo,
): Promise<SessionResponse> {
  const attempt = { username: normalizeLogin(input.username), ip: client.ip };
  const allowance = await checkAttemptAllowed(deps.db, attempt);
  await applySlowdown(allowance);

  const user = await findUserByUsername(deps.db, attempt.username);
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordOk) {
    await recordFailure(deps.db, attempt, allowance, user?.id ?? null);
    throw new AppError(401, authMessages.invalidCredentials, { code: 'INVALID_CREDENTIALS' });
  }

  await clearUsernameFailures(deps.db, attempt.username, attempt.ip);
  if (!user.isActive) throw forbidden(authMessages.userInactive, 'USER_INACTIVE');
  if (user.accountStatus === 'pending_approval') {
    throw forbidden(authMessages.accountPendingApproval, 'ACCOUNT_PENDING_APPROVAL');
  }
  if (user.accountStatus !== 'active') throw forbidden(authMessages.accountInactive, 'ACCOUNT_INACTIVE');

  const now = new Date();
  const expiresAt = sessionExpiry(now, now);
  const tokenId = randomUUID();
  const sessionId = await deps.db.transaction(async (tx) => {
    const id = await insertSession(tx, {
      userId: user.id,
      accountId: user.accountId,
      createdAt: now,
      expiresAt,
      userAgent: client.userAgent,
      ip: client.ip,
      tokenId,
    });
    await recordLogin(tx, user.id, now);
    return id;
  });
  return sessionResponse(
    deps,
    { sessionId, userId: user.id, accountId: user.accountId, expiresAt, tokenId },
    now,
  );
}

/**
 * GET /api/auth/refreshToken: rotates the session's token (ARCHITECTURE §7, ADR 0005). The presented
 * token may have expired, up to REFRESH_IDLE_SECONDS ago; its signature may not be wrong.
 *
 * - The session's current token: a new token with a new id becomes current; the presented one is
 *   refused from then on, by every call and by refresh.
 * - The token it replaced, within ROTATION_GRACE_SECONDS of that refresh: a call that raced it
 *   (several 401s refreshed at once); it gets a token with the current id, nothing rotates.
 * - Any other token of the session: it was stolen, or the session was. The session ends.
 */
export async function refreshToken(
  deps: AuthDeps,
  authorization: string | undefined,
): Promise<{ token: string; expiresAt: string }> {
  const presented = bearerToken(authorization);
  if (!presented) throw loginRequired();
  const claims = await verifyTokenOfSession(deps.config.jwtSecret, presented);
  if (!claims) throw loginRequired();
  const presentedId = claims.tokenId ?? null;

  const now = new Date();
  const session = await findLiveSession(deps.db, claims.sessionId, claims.userId, now);
  if (session?.accountId !== claims.accountId) throw sessionExpired();
  // The user or the account may have been deactivated since sign-in.
  const caller = await loadCaller(deps.db, session.id, session.userId, session.tokenId);
  if (!caller) throw sessionExpired();
  // A switched session stays only while the account is still one the login may act for.
  if (!(await mayActFor(deps.db, caller, session.accountId))) {
    await revokeSession(deps.db, session.id, session.userId, now);
    throw sessionExpired();
  }

  const expiresAt = sessionExpiry(session.createdAt, now);
  if (expiresAt <= now) throw sessionExpired();
  if (presentedId === session.tokenId) {
    const newTokenId = randomUUID();
    const rotated = await rotateSessionToken(deps.db, {
      sessionId: session.id,
      presentedTokenId: presentedId,
      newTokenId,
      expiresAt,
      now,
    });
    if (rotated) return issued(deps, { ...claims, tokenId: newTokenId }, expiresAt, now);
    // Another refresh with this token won the race a moment ago: read what it left.
    const after = await findLiveSession(deps.db, session.id, session.userId, now);
    if (!after) throw sessionExpired();
    return graceOrReuse(deps, claims, presentedId, after, now);
  }
  return graceOrReuse(deps, claims, presentedId, session, now);
}

async function issued(
  deps: AuthDeps,
  claims: { userId: number; accountId: number; sessionId: string; tokenId: string | null },
  sessionExpiresAt: Date,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const token = await issueToken(deps.config.jwtSecret, claims, sessionExpiresAt, now);
  return { token: token.token, expiresAt: token.expiresAt.toISOString() };
}

/** A refresh with a token that is no longer current: the grace of a racing call, or reuse. */
async function graceOrReuse(
  deps: AuthDeps,
  claims: { userId: number; accountId: number; sessionId: string },
  presentedId: string | null,
  session: SessionRow,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const racing =
    presentedId !== null &&
    presentedId === session.previousTokenId &&
    session.secondsSinceRotation !== null &&
    session.secondsSinceRotation <= ROTATION_GRACE_SECONDS;
  if (racing) return issued(deps, { ...claims, tokenId: session.tokenId }, session.expiresAt, now);
  await revokeSession(deps.db, session.id, session.userId, now);
  await recordSecurityEvent(deps.db, {
    kind: 'refresh_token_reuse',
    userId: session.userId,
    detail: { sessionId: session.id },
  });
  throw sessionExpired();
}

/** True when the login may act for `accountId`: its own account, or a related one for parent logins. */
async function mayActFor(db: Db, caller: Caller, accountId: number): Promise<boolean> {
  if ((await homeAccountOf(db, caller.userId)) === accountId) return true;
  if (!caller.isParentLogin) return false;
  return (await relatedAccountsOf(db, caller.userId)).some((a) => a.id === accountId);
}

/**
 * GET /api/auth/logout: ends the session the token names, so every token of it stops working.
 * Idempotent: logging out of a session that already ended answers the same.
 */
export async function logout(deps: AuthDeps, authorization: string | undefined): Promise<void> {
  const presented = bearerToken(authorization);
  if (!presented) throw loginRequired();
  const claims = await verifyTokenOfSession(deps.config.jwtSecret, presented);
  if (!claims) throw loginRequired();
  await revokeSession(deps.db, claims.sessionId, claims.userId, new Date());
}

/**
 * POST /api/auth/switchAccount: only a parent login, only to an account related to it (service spec
 * §6). The current session ends and a new one acts for the chosen account.
 */
export async function switchAccount(
  deps: AuthDeps,
  caller: Caller,
  accountSwitchId: number,
  client: ClientInfo,
): Promise<SessionResponse> {
  if (!caller.isParentLogin) throw forbidden(authMessages.notParentLogin, 'NOT_PARENT_LOGIN');
  const related = await relatedAccountsOf(deps.db, caller.userId);
  if (!related.some((a) => a.id === accountSwitchId)) {
    throw forbidden(authMessages.accountNotRelated, 'ACCOUNT_NOT_RELATED');
  }
  const now = new Date();
  const expiresAt = sessionExpiry(now, now);
  const tokenId = randomUUID();
  const sessionId = await deps.db.transaction(async (tx) => {
    // Conditional: a session revoked meanwhile (logout in another tab) cannot be switched.
    if (!(await revokeSession(tx, caller.sessionId, caller.userId, now))) throw sessionExpired();
    return insertSession(tx, {
      userId: caller.userId,
      accountId: accountSwitchId,
      createdAt: now,
      expiresAt,
      userAgent: client.userAgent,
      ip: client.ip,
      tokenId,
    });
  });
  return sessionResponse(
    deps,
    { sessionId, userId: caller.userId, accountId: accountSwitchId, expiresAt, tokenId },
    now,
  );
}
