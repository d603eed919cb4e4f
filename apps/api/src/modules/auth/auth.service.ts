// Sign-in and sessions (service spec §7 "Auth", ARCHITECTURE §7): login, current user, refresh,
// logout, related accounts and account switching. Every token names a session row; ending the row
// (logout, switch, password reset) ends every token of it.
import { randomUUID } from 'node:crypto';
import { derivePermissions } from '@medsupply/domain';
import { authMessages, type RelatedAccount, type SessionResponse, type User } from '@medsupply/contract';
import type { Config } from '../../config.ts';
import type { Buyer } from '../../core/actor.ts';
import type { JobRunner } from '../../core/jobs.ts';
import type { Logger } from '../../core/logger.ts';
import type { Outbox } from '../../core/outbox.ts';
import { rowsPart, valuePart, type ReadPart } from '../../core/read-parts.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  findLiveSession,
  findUserByUsername,
  homeAccountOf,
  insertSession,
  isPunchoutSession,
  recordLogin,
  relatedAccountsOf,
  relatedAccountsQuery,
  type SessionRow,
  recordSecurityEvent,
  revokeSession,
  rotateSessionToken,
  contactBuyerRow,
  sessionBuyerRow,
  type SessionBuyerRow,
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
import { verifyAccessToken } from './tokens.ts';

/** Argon2id of a new password, for the back office's staff accounts (ADR 0031). */
export { hashPassword } from './passwords.ts';

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
  log: Logger;
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue.';
export const PUNCHOUT_SWITCH_MESSAGE =
  'A punchout session acts for the account your procurement system named; start a new one there.';

const sessionExpired = () => refuse('TOKEN_EXPIRED', SESSION_EXPIRED_MESSAGE);
const loginRequired = () => refuse('UNAUTHORIZED', LOGIN_REQUIRED_MESSAGE);

/**
 * The buyer of a live session (not revoked, not expired, active login of an active account), or
 * null. Permissions are derived here on the server (service spec §6), never taken from the client.
 * With a `tokenId`, only while that token is the session's current one (refresh rotates it).
 */
export async function buyerOfSession(
  db: DbOrTx,
  session: { sessionId: string; userId: number; tokenId?: string | null },
  ip: string | null,
): Promise<Buyer | null> {
  const row = await sessionBuyerRow(db, session.sessionId, session.userId, new Date(), session.tokenId);
  return row ? buyerOfRow(row, session.sessionId, ip) : null;
}

/**
 * A contact acting for an account without a session (a subscription's job places its orders as
 * the contact who set it up, issue 21); null when the contact or account is no longer active or
 * the contact may not act for the account.
 */
export async function buyerOfContact(db: DbOrTx, userId: number, accountId: number): Promise<Buyer | null> {
  const row = await contactBuyerRow(db, userId, accountId);
  return row ? buyerOfRow(row, `job:${userId}:${accountId}`, null) : null;
}

function buyerOfRow(row: SessionBuyerRow, sessionId: string, ip: string | null): Buyer | null {
  if (!row.isActive || row.accountStatus !== 'active') return null;
  return {
    kind: 'buyer',
    ip,
    user: {
      id: row.userId,
      sessionId,
      username: row.username,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      isPunchout: row.isPunchout,
      isParentLogin: row.isParentLogin,
    },
    account: {
      id: row.accountId,
      accountName: row.accountName,
      parentId: row.parentId,
      rxLevels: row.rxLevels,
      priceLevelId: row.priceLevelId,
    },
    relatedAccountIds: row.relatedAccountIds,
    permissions: derivePermissions({
      isPriceVisible: row.isPriceVisible,
      isAdmin: row.isAdmin,
      accountParentId: row.parentId,
    }),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why a presented access token was not accepted (the 401's message says which). */
export type TokenProblem = 'expired' | 'invalid' | 'revoked';

/**
 * The buyer an access token speaks for: its signature and expiry checked, then its session row,
 * which must still be live and act for the account the token names.
 */
export async function buyerOfToken(
  db: DbOrTx,
  jwtSecret: string,
  token: string,
  ip: string | null,
): Promise<{ buyer: Buyer } | { problem: TokenProblem }> {
  const verified = await verifyAccessToken(jwtSecret, token);
  if (!verified.ok) return { problem: verified.reason };
  if (!UUID.test(verified.claims.sessionId)) return { problem: 'invalid' };
  const { sessionId, userId, tokenId = null } = verified.claims;
  const buyer = await buyerOfSession(db, { sessionId, userId, tokenId }, ip);
  if (buyer?.account.id !== verified.claims.accountId) return { problem: 'revoked' };
  return { buyer };
}

/** service spec §5: usernames are trimmed; stored lower-case, so matched without regard to case. */
export function normalizeLogin(username: string): string {
  return username.trim().toLowerCase();
}

/** The user object of service spec §3 for a buyer; related accounts only for parent logins (§6). */
export function toUser(buyer: Buyer, relatedAccounts: RelatedAccount[]): User {
  const { permissions, user } = buyer;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    account: {
      id: buyer.account.id,
      accountName: buyer.account.accountName,
      parentId: buyer.account.parentId,
      rxLevels: [...buyer.account.rxLevels],
      relatedAccounts: user.isParentLogin ? relatedAccounts : [],
    },
    permissions: {
      isPriceVisible: permissions.isPriceVisible,
      isAdmin: permissions.isAdmin,
      hasCreditMemoAccess: permissions.hasCreditMemoAccess,
      canViewProfile: permissions.canViewProfile,
      canReorder: permissions.canReorder,
      canUseItemLists: permissions.canUseItemLists,
    },
    isParentLogin: user.isParentLogin,
    isPunchout: user.isPunchout,
  };
}

/** service spec §6: related accounts load only for parent logins; others have none to switch to. */
export function relatedAccountsPart(buyer: Buyer): ReadPart<RelatedAccount[]> {
  return buyer.user.isParentLogin
    ? rowsPart(relatedAccountsQuery(buyer.user.id), (rows: RelatedAccount[]) =>
        rows.map(({ id, parentId, accountName }) => ({ id, parentId, accountName })),
      )
    : valuePart([]);
}

export async function relatedAccountsFor(db: Db, buyer: Buyer): Promise<RelatedAccount[]> {
  return buyer.user.isParentLogin ? relatedAccountsOf(db, buyer.user.id) : [];
}

export async function currentUser(db: Db, buyer: Buyer): Promise<User> {
  return toUser(buyer, await relatedAccountsFor(db, buyer));
}

/** The answer of login and switchAccount for a session that has just begun. */
async function sessionResponse(
  deps: AuthDeps,
  session: { sessionId: string; userId: number; accountId: number; expiresAt: Date; tokenId: string },
  now: Date,
): Promise<SessionResponse> {
  const buyer = await buyerOfSession(deps.db, session, null);
  if (!buyer) throw new Error('a session that has just begun could not be loaded');
  const { token, expiresAt } = await issueToken(deps.config.jwtSecret, session, session.expiresAt, now);
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    user: await currentUser(deps.db, buyer),
    isPunchout: buyer.user.isPunchout,
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
    throw refuse('INVALID_CREDENTIALS', authMessages.invalidCredentials);
  }

  await clearUsernameFailures(deps.db, attempt.username, attempt.ip);
  if (!user.isActive) throw refuse('USER_INACTIVE', authMessages.userInactive);
  if (user.accountStatus === 'pending_approval') {
    throw refuse('ACCOUNT_PENDING_APPROVAL', authMessages.accountPendingApproval);
  }
  if (user.accountStatus !== 'active') throw refuse('ACCOUNT_INACTIVE', authMessages.accountInactive);

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
  const buyer = await buyerOfSession(deps.db, { sessionId: session.id, userId: session.userId }, null);
  if (!buyer) throw sessionExpired();
  // A switched session stays only while the account is still one the login may act for.
  if (!(await mayActFor(deps.db, buyer, session.accountId))) {
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
async function mayActFor(db: Db, buyer: Buyer, accountId: number): Promise<boolean> {
  if ((await homeAccountOf(db, buyer.user.id)) === accountId) return true;
  if (!buyer.user.isParentLogin) return false;
  return (await relatedAccountsOf(db, buyer.user.id)).some((a) => a.id === accountId);
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
  buyer: Buyer,
  accountSwitchId: number,
  client: ClientInfo,
): Promise<SessionResponse> {
  const login = buyer.user;
  if (!login.isParentLogin) throw refuse('NOT_PARENT_LOGIN', authMessages.notParentLogin);
  // A punchout session acts for the account its procurement system names, and no other (issue 28).
  if (await isPunchoutSession(deps.db, login.sessionId)) {
    throw refuse('FORBIDDEN', PUNCHOUT_SWITCH_MESSAGE);
  }
  const related = await relatedAccountsOf(deps.db, login.id);
  if (!related.some((a) => a.id === accountSwitchId)) {
    throw refuse('ACCOUNT_NOT_RELATED', authMessages.accountNotRelated);
  }
  const now = new Date();
  const expiresAt = sessionExpiry(now, now);
  const tokenId = randomUUID();
  const sessionId = await deps.db.transaction(async (tx) => {
    // Conditional: a session revoked meanwhile (logout in another tab) cannot be switched.
    if (!(await revokeSession(tx, login.sessionId, login.id, now))) throw sessionExpired();
    return insertSession(tx, {
      userId: login.id,
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
    { sessionId, userId: login.id, accountId: accountSwitchId, expiresAt, tokenId },
    now,
  );
}

/**
 * Signs a contact in for a procurement system's punchout (issue 28): a session like login's, but in
 * punchout mode (no checkout; returncart ends it). The caller has authenticated the procurement
 * system and its one-time start link; this only checks that the contact and account are active.
 */
export async function startPunchoutSession(
  deps: AuthDeps,
  contact: { userId: number; accountId: number },
  client: Pick<ClientInfo, 'ip' | 'userAgent'>,
): Promise<SessionResponse & { sessionId: string }> {
  const buyer = await buyerOfContact(deps.db, contact.userId, contact.accountId);
  if (!buyer) throw refuse('ACCOUNT_INACTIVE', authMessages.accountInactive);
  const now = new Date();
  const expiresAt = sessionExpiry(now, now);
  const tokenId = randomUUID();
  const sessionId = await insertSession(deps.db, {
    userId: contact.userId,
    accountId: contact.accountId,
    createdAt: now,
    expiresAt,
    userAgent: client.userAgent,
    ip: client.ip,
    tokenId,
    isPunchout: true,
  });
  const session = { sessionId, userId: contact.userId, accountId: contact.accountId, expiresAt, tokenId };
  return { ...(await sessionResponse(deps, session, now)), sessionId };
}

/** Ends a session (a punchout session once its cart went back, issue 28); false when it had ended. */
export async function endSession(db: Db, sessionId: string, userId: number): Promise<boolean> {
  return revokeSession(db, sessionId, userId, new Date());
}

/**
 * A password check under the sign-in limits (slowdown, then 429), for sign-ins other than the
 * contacts' (the back office's staff, issue 20): the same work for an unknown name as for a wrong
 * password. `scope` keeps the counts apart from the contacts' ('staff' → 'staff:<username>').
 */
export async function checkPasswordLimited(
  db: Db,
  attempt: { scope: string; username: string; ip: string },
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const limited = { username: `${attempt.scope}:${attempt.username}`, ip: attempt.ip };
  const allowance = await checkAttemptAllowed(db, limited);
  await applySlowdown(allowance);
  const ok = passwordHash ? await verifyPassword(passwordHash, password) : await verifyAgainstDummy(password);
  if (ok) await clearUsernameFailures(db, limited.username, limited.ip);
  else await recordFailure(db, limited, allowance, null);
  return ok;
}
