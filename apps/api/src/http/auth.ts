// Who is calling: reads the bearer token, asks the auth service for the buyer its live session
// speaks for, and puts the Actor on request.actor (a visitor when there is none). Routes then
// require a buyer or a permission. Permissions are derived on the server (service spec §6).
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { GatedPermissions } from '@medsupply/domain';
import { visitor, type Actor, type Buyer } from '../core/actor.ts';
import { refuse } from '../core/refusals.ts';
import type { Db } from '../db/client.ts';
import {
  LOGIN_REQUIRED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  buyerOfToken,
  type TokenProblem,
} from '../modules/auth/auth.service.ts';
import { staffOfToken } from '../modules/back-office/staff.service.ts';
import { DOCUMENT_ACTOR_HEADER, documentActorOf } from './document-actors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking: a visitor unless a bearer token names a live session. */
    actor: Actor;
    /** Why a presented token was not accepted (for the 401 message). */
    tokenProblem: TokenProblem | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Where the back office's routes live (adminPaths). */
export const ADMIN_PREFIX = '/api/admin/';

/** Registers the actor-resolving hook on a scope (the whole app). */
export function registerAuth(app: FastifyInstance, options: { db: Db; jwtSecret: string }): void {
  // Fastify decorates requests with values, not objects: each request's actor is kept beside it.
  const actors = new WeakMap<FastifyRequest, Actor>();
  app.decorateRequest('actor', {
    getter(this: FastifyRequest) {
      return actors.get(this) ?? visitor(this.ip);
    },
    setter(this: FastifyRequest, actor: Actor) {
      actors.set(this, actor);
    },
  });
  app.decorateRequest('tokenProblem', null);
  app.addHook('onRequest', async (request) => {
    request.actor = visitor(request.ip);
    request.tokenProblem = null;
    if (!request.url.startsWith('/api/')) return;
    // A server-rendered document's own call: its buyer was resolved from the session cookie once.
    const documentBuyer = request.url.startsWith(ADMIN_PREFIX)
      ? undefined
      : documentActorOf(request.headers[DOCUMENT_ACTOR_HEADER]);
    if (documentBuyer) {
      request.actor = documentBuyer;
      return;
    }
    const header = request.headers.authorization;
    if (!header) return;
    const token = BEARER.exec(header)?.[1];
    if (!token) {
      request.tokenProblem = 'invalid';
      return;
    }
    // The back office's routes take staff tokens (ADR 0027); a customer token there is still read,
    // so that the back office can answer it 403. Customer routes never take a staff token: its key
    // is not the customers' one, so it reads as an invalid token there (no customer).
    if (request.url.startsWith(ADMIN_PREFIX)) {
      const staff = await staffOfToken(options.db, options.jwtSecret, token);
      if (staff) {
        request.actor = staff;
        return;
      }
    }
    const found = await buyerOfToken(options.db, options.jwtSecret, token, request.ip);
    if ('problem' in found) request.tokenProblem = found.problem;
    else request.actor = found.buyer;
  });
}

/** The buyer of a route guarded by requireUser. */
export function buyerOf(request: FastifyRequest): Buyer {
  if (request.actor.kind !== 'buyer') throw refuse('UNAUTHORIZED', LOGIN_REQUIRED_MESSAGE);
  return request.actor;
}

/** preHandler: 401 without a live session (the storefront then refreshes once and retries). */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  if (request.actor.kind === 'buyer') return;
  const expired = request.tokenProblem === 'expired' || request.tokenProblem === 'revoked';
  throw expired
    ? refuse('TOKEN_EXPIRED', SESSION_EXPIRED_MESSAGE)
    : refuse('UNAUTHORIZED', LOGIN_REQUIRED_MESSAGE);
};

/** preHandler: requireUser, then 403 unless the derived permission holds (service spec §6). */
export function requirePermission(permission: keyof GatedPermissions): preHandlerAsyncHookHandler {
  return async function requirePermissionHandler(this: FastifyInstance, request, reply) {
    await requireUser.call(this, request, reply);
    if (!buyerOf(request).permissions[permission]) {
      throw refuse('FORBIDDEN', 'You do not have permission to do that.');
    }
  };
}
