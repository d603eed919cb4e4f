// Who is calling: reads the bearer token, checks its session row is live, and puts the caller on
// request.caller (null for anonymous visitors). Routes then require a user or a permission.
// Permissions are derived here on the server (service spec §6), never trusted from the client.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { derivePermissions, type GatedPermissions, type Permissions } from '@medsupply/domain';
import type { Db } from '../db/client.ts';
import { accounts, sessions, users } from '../db/schema/index.ts';
import { AppError, forbidden } from './errors.ts';
import { verifyAccessToken } from './tokens.ts';

export interface Caller {
  userId: number;
  sessionId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isPunchout: boolean;
  isParentLogin: boolean;
  /** The account the session acts for (the login's own, or one it switched to). */
  account: {
    id: number;
    accountName: string;
    parentId: number | null;
    rxLevels: number[];
    priceLevelId: number;
  };
  permissions: Permissions;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** Why a presented token was not accepted (for the 401 message). */
    tokenProblem: 'expired' | 'invalid' | 'revoked' | null;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue.';

/**
 * The caller of a live session, for a token with `tokenId` as its jti: only the session's current
 * token is accepted, so a token replaced by a refresh is refused (ARCHITECTURE §7).
 */
export async function loadCaller(
  db: Db,
  sessionId: string,
  userId: number,
  tokenId: string | null,
): Promise<Caller | null> {
  const rows = await db
    .select({
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
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        sql`${sessions.tokenId} IS NOT DISTINCT FROM ${tokenId}::uuid`,
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row || !row.isActive || row.accountStatus !== 'active') return null;
  return {
    userId: row.userId,
    sessionId,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isPunchout: row.isPunchout,
    isParentLogin: row.isParentLogin,
    account: {
      id: row.accountId,
      accountName: row.accountName,
      parentId: row.parentId,
      rxLevels: row.rxLevels,
      priceLevelId: row.priceLevelId,
    },
    permissions: derivePermissions({
      isPriceVisible: row.isPriceVisible,
      isAdmin: row.isAdmin,
      accountParentId: row.parentId,
    }),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Registers the caller-resolving hook on a scope (the whole app). */
export function registerAuth(app: FastifyInstance, options: { db: Db; jwtSecret: string }): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('tokenProblem', null);
  app.addHook('onRequest', async (request) => {
    request.caller = null;
    request.tokenProblem = null;
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/')) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      request.tokenProblem = 'invalid';
      return;
    }
    const verified = await verifyAccessToken(options.jwtSecret, match[1]);
    if (!verified.ok) {
      request.tokenProblem = verified.reason;
      return;
    }
    if (!UUID.test(verified.claims.sessionId)) {
      request.tokenProblem = 'invalid';
      return;
    }
    const { sessionId, userId, tokenId = null } = verified.claims;
    const caller = await loadCaller(options.db, sessionId, userId, tokenId);
    if (!caller || caller.account.id !== verified.claims.accountId) {
      request.tokenProblem = 'revoked';
      return;
    }
    request.caller = caller;
  });
}

/** The caller of a route guarded by requireUser. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError(401, LOGIN_REQUIRED_MESSAGE, { code: 'UNAUTHORIZED' });
  return request.caller;
}

/** preHandler: 401 without a live session (the storefront then refreshes once and retries). */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  if (request.caller) return;
  const expired = request.tokenProblem === 'expired' || request.tokenProblem === 'revoked';
  throw new AppError(401, expired ? SESSION_EXPIRED_MESSAGE : LOGIN_REQUIRED_MESSAGE, {
    code: expired ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED',
  });
};

/** preHandler: requireUser, then 403 unless the derived permission holds (service spec §6). */
export function requirePermission(permission: keyof GatedPermissions): preHandlerAsyncHookHandler {
  return async function requirePermissionHandler(this: FastifyInstance, request, reply) {
    await requireUser.call(this, request, reply);
    if (!callerOf(request).permissions[permission]) {
      throw forbidden('You do not have permission to do that.', 'FORBIDDEN');
    }
  };
}

/** True when prices may be shown to this caller: logged in with isPriceVisible (service spec §6). */
export const canSeePrices = (caller: Caller | null): boolean => caller?.permissions.isPriceVisible ?? false;
