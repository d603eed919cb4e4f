// HTTP of the auth area (service spec §7 "Auth"): the contract's descriptors (endpoints/auth.ts)
// say what each call takes, answers and refuses; here each is bound to the service, with the
// session cookie and the rate limits over writes. No rules here.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.ts';
import { limitWrites, writeLimits, type WriteLimit } from '../../http/write-limits.ts';
import {
  currentUser,
  login,
  logout,
  refreshToken,
  relatedAccountsFor,
  switchAccount,
  type AuthDeps,
  type ClientInfo,
} from './auth.service.ts';
import {
  changePassword,
  createResetHash,
  resetPassword,
  validatePasswordReset,
} from './password-reset.service.ts';
import { acceptInvitation, validateInvitation } from './invitations.service.ts';
import { businessTypesAndContactRoles, createAccount, requestAccess } from './registration.service.ts';
import { listSessions, signOutOtherSessions, signOutSession } from './security.service.ts';

const USER_AGENT_MAX = 500;

function clientOf(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    log: request.log,
  };
}

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const deps: AuthDeps = { db: ctx.db, config: ctx.config, jobs: ctx.jobs, outbox: ctx.outbox };
  // ADR 0022: the session's token also goes into the cookie the document render reads.
  const secureCookie = ctx.config.store.publicUrl.startsWith('https:');
  const withCookie = <T extends { token: string; expiresAt: string }>(reply: FastifyReply, session: T): T => {
    setSessionCookie(reply, session.token, session.expiresAt, secureCookie);
    return session;
  };
  /** The rate limit over a write, counted against the caller's address and the body's `field`. */
  const limited = (limit: WriteLimit, field: 'username' | 'email') => ({
    preHandler: limitWrites(
      ctx.db,
      limit,
      (request) => (request.body as Record<typeof field, string>)[field],
    ),
  });

  registerEndpoints(app, ctx, authEndpoints, {
    login: async (request, reply) => withCookie(reply, await login(deps, request.body, clientOf(request))),
    currentUser: async (request) => ({ user: await currentUser(ctx.db, buyerOf(request)) }),
    refreshToken: async (request, reply) =>
      withCookie(reply, await refreshToken(deps, request.headers.authorization)),
    logout: async (request, reply) => {
      clearSessionCookie(reply, secureCookie);
      await logout(deps, request.headers.authorization);
      return { success: true as const };
    },
    createResetHash: {
      options: limited(writeLimits.createResetHash, 'username'),
      handler: (request) => createResetHash(deps, request.body.username, clientOf(request)),
    },
    validatePasswordReset: {
      options: limited(writeLimits.validatePasswordReset, 'username'),
      handler: (request) => validatePasswordReset(deps, request.body),
    },
    resetPassword: (request) => resetPassword(deps, request.body, clientOf(request)),
    requestAccess: {
      options: limited(writeLimits.requestAccess, 'email'),
      handler: (request) => requestAccess(deps, request.body),
    },
    getRelatedAccounts: async (request) => ({
      relatedAccounts: await relatedAccountsFor(ctx.db, buyerOf(request)),
    }),
    switchAccount: async (request, reply) =>
      withCookie(
        reply,
        await switchAccount(deps, buyerOf(request), request.body.accountSwitchId, clientOf(request)),
      ),
    getBusinessTypesandContactRoles: () => businessTypesAndContactRoles(ctx.db),
    // A double-clicked or retried application with the same Idempotency-Key runs once.
    createAccount: {
      options: limited(writeLimits.createAccount, 'email'),
      handler: (request) => createAccount(deps, request.body),
    },
    changePassword: (request) => changePassword(deps, buyerOf(request), request.body, clientOf(request)),
    sessions: (request) => listSessions(ctx.db, buyerOf(request), new Date()),
    signOutSession: (request) => signOutSession(ctx.db, buyerOf(request), request.body.id, new Date()),
    signOutOtherSessions: (request) => signOutOtherSessions(ctx.db, buyerOf(request), new Date()),
    validateInvitation: {
      options: limited(writeLimits.validatePasswordReset, 'username'),
      handler: (request) => validateInvitation(ctx.db, request.body, new Date()),
    },
    acceptInvitation: {
      options: limited(writeLimits.validatePasswordReset, 'username'),
      handler: (request) => acceptInvitation(ctx.db, request.body, clientOf(request), new Date()),
    },
  });
}
