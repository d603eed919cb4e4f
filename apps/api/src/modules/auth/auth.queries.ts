// Queries of the auth area: users by login name, sessions, failed-login counts, reset links, access
// requests and account applications. No business rules here; the service decides.
import { and, asc, eq, gt, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { rowsSelect, type RowsQuery } from '../../core/read-parts.ts';
import {
  accessRequests,
  accounts,
  addresses,
  authFailures,
  businessTypes,
  contactRoles,
  passwordResets,
  priceLevels,
  securityEvents,
  sessions,
  users,
} from '../../db/schema/index.ts';

// ---- users ------------------------------------------------------------------------------------------

export interface LoginCandidate {
  id: number;
  username: string;
  email: string;
  firstName: string;
  accountId: number;
  passwordHash: string | null;
  isActive: boolean;
  accountStatus: 'active' | 'pending_approval' | 'inactive';
}

/** The user whose username matches without regard to case (usernames are stored lower-cased). */
export async function findUserByUsername(
  db: DbOrTx,
  normalizedUsername: string,
): Promise<LoginCandidate | null> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      accountId: users.accountId,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      accountStatus: accounts.status,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(sql`lower(${users.username}) = ${normalizedUsername}`)
    .limit(1);
  return rows[0] ?? null;
}

/** The account a login belongs to (the one it acts for unless it switched). */
export async function homeAccountOf(db: DbOrTx, userId: number): Promise<number | null> {
  const rows = await db.select({ accountId: users.accountId }).from(users).where(eq(users.id, userId));
  return rows[0]?.accountId ?? null;
}

export async function recordLogin(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function passwordHashOf(db: DbOrTx, userId: number): Promise<string | null> {
  const rows = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return rows[0]?.passwordHash ?? null;
}

export async function usernameTaken(db: DbOrTx, normalizedUsername: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${normalizedUsername}`)
    .limit(1);
  return rows.length > 0;
}

// ---- sessions ---------------------------------------------------------------------------------------

export interface NewSession {
  userId: number;
  accountId: number;
  createdAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
  /** The jti of the session's first token. */
  tokenId: string;
  /** Opened by a procurement system's start link (issue 28); false by default. */
  isPunchout?: boolean;
}

export async function insertSession(db: DbOrTx, session: NewSession): Promise<string> {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  if (!row) throw new Error('session not created');
  return row.id;
}

/** True when the session was opened by a procurement system's start link (issue 28). */
export async function isPunchoutSession(db: DbOrTx, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ isPunchout: sessions.isPunchout })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.isPunchout ?? false;
}

export interface SessionRow {
  id: string;
  userId: number;
  accountId: number;
  createdAt: Date;
  expiresAt: Date;
  tokenId: string | null;
  previousTokenId: string | null;
  /** Seconds since the last rotation; null before the first. */
  secondsSinceRotation: number | null;
}

/** The session `sessionId` of `userId` when it is neither revoked nor past its expiry. */
const liveSession = (sessionId: string, userId: number, now: Date) =>
  and(
    eq(sessions.id, sessionId),
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
  );

/** A session that is neither revoked nor past its expiry. */
export async function findLiveSession(
  db: DbOrTx,
  sessionId: string,
  userId: number,
  now: Date,
): Promise<SessionRow | null> {
  const rows = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      accountId: sessions.accountId,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      tokenId: sessions.tokenId,
      previousTokenId: sessions.previousTokenId,
      secondsSinceRotation: sql<number | null>`extract(epoch FROM (now() - ${sessions.rotatedAt}))::float8`,
    })
    .from(sessions)
    .where(liveSession(sessionId, userId, now))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Refresh rotation, conditional on the presented token still being the current one (two refreshes
 * racing with one token cannot both rotate): the new token id becomes current, the presented one
 * previous, and the session's end moves. False when the token was no longer current or the
 * session ended meanwhile.
 */
export async function rotateSessionToken(
  db: DbOrTx,
  rotation: {
    sessionId: string;
    presentedTokenId: string | null;
    newTokenId: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({
      tokenId: rotation.newTokenId,
      previousTokenId: rotation.presentedTokenId,
      rotatedAt: sql`now()`,
      expiresAt: rotation.expiresAt,
    })
    .where(
      and(
        eq(sessions.id, rotation.sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, rotation.now),
        sql`${sessions.tokenId} IS NOT DISTINCT FROM ${rotation.presentedTokenId}::uuid`,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes one session; false when it was already revoked (or is not this user's). */
export async function revokeSession(
  db: DbOrTx,
  sessionId: string,
  userId: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** The user's sessions that are neither revoked nor expired, for the security page. */
export async function liveSessionsOf(db: DbOrTx, userId: number, now: Date) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      // A session is seen when it signs in and each time its token is refreshed (every few minutes
      // of use); requests between refreshes write nothing, so this is accurate to a token's life.
      lastSeenAt: sql<Date>`coalesce(${sessions.rotatedAt}, ${sessions.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
}

/** Ends every live session of the user, but `keep` (a password change keeps the caller signed in). */
export async function revokeAllSessions(
  db: DbOrTx,
  userId: number,
  at: Date,
  keep?: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

// ---- related accounts ----------------------------------------------------------------------------------

export interface RelatedAccountRow {
  id: number;
  parentId: number | null;
  accountName: string;
}

/**
 * The accounts a login may act for as a parent login: its own account, that account's children,
 * and the accounts granted to it in user_account_access (`userId`: SQL naming the user's id).
 */
const relatedAccountIdsOf = (userId: SQL) => sql`
  SELECT u.account_id AS id FROM users u WHERE u.id = ${userId}
  UNION SELECT a.id FROM accounts a JOIN users u ON a.parent_id = u.account_id WHERE u.id = ${userId}
  UNION SELECT uaa.account_id FROM user_account_access uaa WHERE uaa.user_id = ${userId}`;

/** Active related accounts first by being the login's own, then by name (the switcher's order). */
const relatedOrder = (userId: SQL) =>
  sql`(a.id = (SELECT h.account_id FROM users h WHERE h.id = ${userId})) DESC, a.account_name, a.id`;

/**
 * The active accounts a parent login may act for: its own account, that account's children, and
 * the accounts granted to it in user_account_access; its own first, then by name.
 */
export async function relatedAccountsOf(db: DbOrTx, userId: number): Promise<RelatedAccountRow[]> {
  return queryRows<RelatedAccountRow>(db, rowsSelect(relatedAccountsQuery(userId)));
}

/** relatedAccountsOf's rows as a query (the document shell's one read joins it). */
export function relatedAccountsQuery(userId: number): RowsQuery {
  return {
    columns: sql`a.id, a.parent_id AS "parentId", a.account_name AS "accountName"`,
    from: sql`accounts a`,
    where: sql`a.status = 'active' AND a.id IN (${relatedAccountIdsOf(sql`${userId}`)})`,
    orderBy: relatedOrder(sql`${userId}`),
  };
}

// ---- the signed-in buyer ------------------------------------------------------------------------------

export interface SessionBuyerRow {
  userId: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  isAdmin: boolean;
  isPriceVisible: boolean;
  isPunchout: boolean;
  isParentLogin: boolean;
  accountId: number;
  accountName: string;
  parentId: number | null;
  rxLevels: number[];
  priceLevelId: number;
  accountStatus: 'active' | 'pending_approval' | 'inactive';
  /** Related accounts' ids for a parent login (relatedAccountsOf's order); empty for others. */
  relatedAccountIds: number[];
}

/** What a buyer is made of: the contact, the account it acts for, related accounts of a parent login. */
const buyerColumns = () => ({
  userId: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isActive: users.isActive,
  isAdmin: users.isAdmin,
  isPriceVisible: users.isPriceVisible,
  isPunchout: users.isPunchout,
  isParentLogin: users.isParentLogin,
  accountId: accounts.id,
  accountName: accounts.accountName,
  parentId: accounts.parentId,
  rxLevels: accounts.rxLevels,
  priceLevelId: accounts.priceLevelId,
  accountStatus: accounts.status,
  // Read only for parent logins: a CASE evaluates its sub-select only when its branch is taken.
  relatedAccountIds: sql<number[]>`CASE WHEN ${users.isParentLogin} THEN (
        SELECT coalesce(json_agg(a.id ORDER BY ${relatedOrder(sql`${users.id}`)}), '[]'::json)
        FROM accounts a
        WHERE a.status = 'active' AND a.id IN (${relatedAccountIdsOf(sql`${users.id}`)}))
      ELSE '[]'::json END`,
});

/**
 * The user and account of a live (not revoked, not expired) session of `userId`, in one statement.
 * With `tokenId` (a token's jti, null for tokens from before rotation), only while that token is
 * the session's current one: a token replaced by a refresh is refused (ARCHITECTURE §7).
 */
export async function sessionBuyerRow(
  db: DbOrTx,
  sessionId: string,
  userId: number,
  now: Date,
  tokenId?: string | null,
): Promise<SessionBuyerRow | null> {
  const rows = await db
    // A procurement system's start link puts one session in punchout mode (issue 28).
    .select({ ...buyerColumns(), isPunchout: sql<boolean>`(${users.isPunchout} OR ${sessions.isPunchout})` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        liveSession(sessionId, userId, now),
        tokenId === undefined ? undefined : sql`${sessions.tokenId} IS NOT DISTINCT FROM ${tokenId}::uuid`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * A contact acting for an account without a session (a subscription's job, issue 21): its own
 * account, or one its parent login may act for. Null when it may not.
 */
export async function contactBuyerRow(
  db: DbOrTx,
  userId: number,
  accountId: number,
): Promise<SessionBuyerRow | null> {
  const rows = await db
    .select(buyerColumns())
    .from(users)
    .innerJoin(accounts, eq(accounts.id, accountId))
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.accountId} = ${accountId} OR (${users.isParentLogin}
          AND ${accountId} IN (${relatedAccountIdsOf(sql`${users.id}`)})))`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

// ---- failed logins --------------------------------------------------------------------------------------

export type FailureScope = 'user' | 'ip' | 'user_ip';

/**
 * The most recent failures of one key inside the window, newest first, at most `limit`, each with
 * the seconds until it leaves the window. Counted by the database clock, which also stamps them.
 */
export async function recentFailures(
  db: DbOrTx,
  scope: FailureScope,
  key: string,
  windowSeconds: number,
  limit: number,
): Promise<Array<{ secondsLeft: number }>> {
  const window = sql.raw(`interval '${String(Math.trunc(windowSeconds))} seconds'`);
  return queryRows<{ secondsLeft: number }>(
    db,
    sql`
      SELECT ceil(extract(epoch FROM (created_at + ${window} - now())))::int AS "secondsLeft"
      FROM auth_failures
      WHERE scope = ${scope} AND key = ${key} AND created_at > now() - ${window}
      ORDER BY created_at DESC
      LIMIT ${limit}`,
  );
}

/**
 * How many failures of one key are inside the window, and how many seconds ago the latest was (null
 * when none), by the database clock.
 */
export async function failureTally(
  db: DbOrTx,
  scope: FailureScope,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; secondsSinceLatest: number | null }> {
  const window = sql.raw(`interval '${String(Math.trunc(windowSeconds))} seconds'`);
  const rows = await queryRows<{ count: number; secondsSinceLatest: number | null }>(
    db,
    sql`
      SELECT count(*)::int AS count,
        extract(epoch FROM (now() - max(created_at)))::float8 AS "secondsSinceLatest"
      FROM auth_failures
      WHERE scope = ${scope} AND key = ${key} AND created_at > now() - ${window}`,
  );
  return rows[0] ?? { count: 0, secondsSinceLatest: null };
}

export async function insertFailures(
  db: DbOrTx,
  entries: Array<{ scope: FailureScope; key: string }>,
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(authFailures).values(entries);
}

export async function clearFailures(db: DbOrTx, scope: FailureScope, key: string): Promise<void> {
  await db.delete(authFailures).where(and(eq(authFailures.scope, scope), eq(authFailures.key, key)));
}

/** Every address's failures for one username (keys of 'user_ip' end with ' <username>'). */
export async function clearFailuresOfUsername(db: DbOrTx, username: string): Promise<void> {
  await db
    .delete(authFailures)
    .where(
      and(
        eq(authFailures.scope, 'user_ip'),
        sql`right(${authFailures.key}, ${username.length + 1}) = ${` ${username}`}`,
      ),
    );
}

/** Drops failures of one key that are older than the window: they no longer count. */
export async function pruneFailures(
  db: DbOrTx,
  scope: FailureScope,
  key: string,
  windowSeconds: number,
): Promise<void> {
  const window = sql.raw(`interval '${String(Math.trunc(windowSeconds))} seconds'`);
  await db
    .delete(authFailures)
    .where(
      and(
        eq(authFailures.scope, scope),
        eq(authFailures.key, key),
        lt(authFailures.createdAt, sql`now() - ${window}`),
      ),
    );
}

export async function recordSecurityEvent(
  db: DbOrTx,
  event: { kind: string; userId?: number | null; ip?: string | null; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(securityEvents).values({
    kind: event.kind,
    userId: event.userId ?? null,
    ip: event.ip ?? null,
    detail: event.detail ?? {},
  });
}

// ---- password resets ----------------------------------------------------------------------------------

export async function insertPasswordReset(
  db: DbOrTx,
  reset: { userId: number; tokenDigest: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/** Holds the user's row until the transaction ends, so two reset jobs for one user take turns. */
export async function lockUser(tx: DbOrTx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countResetsSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
  return rows[0]?.n ?? 0;
}

/** The unused, unexpired reset of this user with this digest. */
export async function findUsableReset(
  db: DbOrTx,
  userId: number,
  tokenDigest: string,
  now: Date,
): Promise<{ id: number } | null> {
  const rows = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.tokenDigest, tokenDigest),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Marks a reset used if it still is usable: the conditional UPDATE makes a link single-use even
 * when two requests race with it (ARCHITECTURE §4: never read-then-write).
 */
export async function consumeReset(db: DbOrTx, resetId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

/** Ends every other outstanding link of the user once the password has changed. */
export async function retireResets(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

// ---- access requests and registration ------------------------------------------------------------------

export async function insertAccessRequest(
  db: DbOrTx,
  request: { company: string; firstName: string; lastName: string; phone: string; email: string },
): Promise<number> {
  const [row] = await db.insert(accessRequests).values(request).returning({ id: accessRequests.id });
  if (!row) throw new Error('access request not created');
  return row.id;
}

export async function listBusinessTypes(db: DbOrTx): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: businessTypes.id, name: businessTypes.name })
    .from(businessTypes)
    .orderBy(asc(businessTypes.name));
}

export async function listContactRoles(db: DbOrTx): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: contactRoles.id, name: contactRoles.name })
    .from(contactRoles)
    .orderBy(asc(contactRoles.name));
}

export async function businessTypeName(db: DbOrTx, id: number): Promise<string | null> {
  const rows = await db
    .select({ name: businessTypes.name })
    .from(businessTypes)
    .where(eq(businessTypes.id, id));
  return rows[0]?.name ?? null;
}

export async function contactRoleName(db: DbOrTx, id: number): Promise<string | null> {
  const rows = await db.select({ name: contactRoles.name }).from(contactRoles).where(eq(contactRoles.id, id));
  return rows[0]?.name ?? null;
}

/**
 * The price level a new account starts on: the named one when it exists, else the first level
 * that is not the strike-through 'List Price', else a new level of that name.
 */
export async function defaultPriceLevelId(db: DbOrTx, name: string, listPriceName: string): Promise<number> {
  const named = await db.select({ id: priceLevels.id }).from(priceLevels).where(eq(priceLevels.name, name));
  if (named[0]) return named[0].id;
  const other = await db
    .select({ id: priceLevels.id })
    .from(priceLevels)
    .where(sql`${priceLevels.name} <> ${listPriceName}`)
    .orderBy(asc(priceLevels.sortOrder), asc(priceLevels.id))
    .limit(1);
  if (other[0]) return other[0].id;
  const [created] = await db
    .insert(priceLevels)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: priceLevels.id });
  if (created) return created.id;
  const again = await db.select({ id: priceLevels.id }).from(priceLevels).where(eq(priceLevels.name, name));
  if (!again[0]) throw new Error('price level not found');
  return again[0].id;
}

export interface NewApplication {
  accountNumber: string;
  companyName: string;
  businessTypeId: number;
  priceLevelId: number;
  phone: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  contactRoleId: number;
  passwordHash: string | null;
  address: {
    line1: string;
    line2: string | null;
    city: string;
    state: string;
    zip: string;
    country: string;
  };
}

/** Inserts the account awaiting approval, its first contact and its address (call inside a transaction). */
export async function insertApplication(
  db: DbOrTx,
  application: NewApplication,
): Promise<{ accountId: number; userId: number }> {
  const [account] = await db
    .insert(accounts)
    .values({
      accountNumber: application.accountNumber,
      accountName: application.companyName,
      status: 'pending_approval',
      businessTypeId: application.businessTypeId,
      priceLevelId: application.priceLevelId,
      hasTerms: false,
      creditLimitCents: 0,
      availableBalanceCents: 0,
      phone: application.phone,
      email: application.email,
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error('account not created');
  const [user] = await db
    .insert(users)
    .values({
      accountId: account.id,
      username: application.username,
      email: application.email,
      firstName: application.firstName,
      lastName: application.lastName,
      phone: application.phone,
      contactRoleId: application.contactRoleId,
      passwordHash: application.passwordHash,
      // The applicant is the account's first contact, so it administers the account's contacts.
      isAdmin: true,
      isPriceVisible: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  await db.insert(addresses).values({
    accountId: account.id,
    label: 'Main',
    addressee: application.companyName,
    attention: `${application.firstName} ${application.lastName}`,
    line1: application.address.line1,
    line2: application.address.line2,
    city: application.address.city,
    state: application.address.state,
    zip: application.address.zip,
    country: application.address.country,
    phone: application.phone,
    defaultShipping: true,
    defaultBilling: true,
  });
  return { accountId: account.id, userId: user.id };
}
