// Who is calling: reads the bearer token, asks the auth service for the buyer its live session
// speaks for, and puts the Actor on request.actor (a visitor when there is none). Routes then
// require a buyer or a permission. Permissions are derived on the server (service spec §6).
// The guards run before the body, query and path are validated (preValidation, or onRequest for
// the back office), so a caller without a login hears 401, not what is wrong with its payload.
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { GatedPermissions } from '@medsupply/domain';
import { visitor, type Actor, type Buyer } from '../core/actor.ts';
import { refuse } from '../core/refusals.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
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

/**
 * The OpenAPI security schemes (components.securitySchemes): the customers' bearer token and the
 * staff's one are different keys, so a client must know which of them a route takes.
 */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A buyer’s access token (POST /api/auth/login, refreshed by GET /api/auth/refreshToken).',
  },
  staffAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A staff member’s token for the back office (POST /api/admin/auth/login).',
  },
} as const;

/** An OpenAPI security requirement: every scheme it names must be presented (scopes: none). */
export type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, []>>;

type Hook = (...args: never[]) => unknown;
const guards = new WeakMap<Hook, readonly SecurityRequirement[]>();

/**
 * Marks a hook as a guard of who may call a route: it must run before validation (see below), and
 * `security` is what it lets through, which the OpenAPI document states (http/openapi-security.ts).
 */
export function guard<T extends Hook>(hook: T, security: readonly SecurityRequirement[]): T {
  guards.set(hook, security);
  return hook;
}

/** What a guard lets through, or undefined for a hook that is no guard. */
export function securityOfGuard(hook: unknown): readonly SecurityRequirement[] | undefined {
  return typeof hook === 'function' ? guards.get(hook as Hook) : undefined;
}

/** A buyer's bearer token. */
export const BUYER_TOKEN: readonly SecurityRequirement[] = [{ bearerAuth: [] }];

/** Where sessions are read: the primary, and the replica for when the primary cannot be reached. */
export interface SessionSources {
  db: Db;
  /** The read replica (ADR 0037); `db` itself when there is none. */
  readDb: Db;
}

/**
 * The buyer a bearer token or session cookie speaks for. Read from the primary, which alone knows a
 * session revoked or a token rotated a moment ago. When the primary cannot be reached (ADR 0037),
 * read from the replica instead, so that a signed-in buyer still browses the catalogue with their
 * prices: at worst a session revoked in the replica's last moment of lag is honoured until the
 * primary is back, for reading only, since every write then answers 503. Nothing is written on
 * either path (a session has no last-seen time), so the fallback writes nothing either.
 */
export async function sessionBuyer(
  sources: SessionSources,
  jwtSecret: string,
  token: string,
  ip: string | null,
): ReturnType<typeof buyerOfToken> {
  try {
    return await buyerOfToken(sources.db, jwtSecret, token, ip);
  } catch (error) {
    if (sources.readDb === sources.db || !isDatabaseUnavailable(error)) throw error;
    return buyerOfToken(sources.readDb, jwtSecret, token, ip);
  }
}

/** Registers the actor-resolving hook on a scope (the whole app). */
export function registerAuth(app: FastifyInstance, options: SessionSources & { jwtSecret: string }): void {
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
  // Issue 26: Fastify validates before preHandler, so a guard there let a caller without a login
  // hear 400 about its body instead of 401. Such a route is refused when it is registered.
  app.addHook('onRoute', (route) => {
    const late = [route.preHandler ?? []].flat().filter((hook) => guards.has(hook));
    if (late.length > 0) {
      throw new Error(
        `${String(route.method)} ${route.url}: ${late.map((hook) => hook.name).join(', ')} checks who is calling; ` +
          'declare it as preValidation (or onRequest), so it runs before the request is validated',
      );
    }
  });
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
    const found = await sessionBuyer(options, options.jwtSecret, token, request.ip);
    if ('problem' in found) request.tokenProblem = found.problem;
    else request.actor = found.buyer;
  });
}

/** The buyer of a route guarded by requireUser. */
export function buyerOf(request: FastifyRequest): Buyer {
  if (request.actor.kind !== 'buyer') throw refuse('UNAUTHORIZED', LOGIN_REQUIRED_MESSAGE);
  return request.actor;
}

/** preValidation: 401 without a live session (the storefront then refreshes once and retries). */
export const requireUser: preValidationAsyncHookHandler = guard(async function requireUser(request) {
  if (request.actor.kind === 'buyer') return;
  const expired = request.tokenProblem === 'expired' || request.tokenProblem === 'revoked';
  throw expired
    ? refuse('TOKEN_EXPIRED', SESSION_EXPIRED_MESSAGE)
    : refuse('UNAUTHORIZED', LOGIN_REQUIRED_MESSAGE);
}, BUYER_TOKEN);

/**
 * preValidation of the calls that act on the token itself (refresh, logout): 401 unless a bearer
 * token is presented. It may have expired (refresh takes such a one); the service judges the rest.
 */
export const requireToken: preValidationAsyncHookHandler = guard(async function requireToken(request) {
  if (!BEARER.test(request.headers.authorization ?? '')) throw refuse('UNAUTHORIZED', LOGIN_REQUIRED_MESSAGE);
}, BUYER_TOKEN);

/** preValidation: requireUser, then 403 unless the derived permission holds (service spec §6). */
export function requirePermission(permission: keyof GatedPermissions): preValidationAsyncHookHandler {
  return guard(async function requirePermissionHandler(this: FastifyInstance, request, reply) {
    await requireUser.call(this, request, reply);
    if (!buyerOf(request).permissions[permission]) {
      throw refuse('FORBIDDEN', 'You do not have permission to do that.');
    }
  }, BUYER_TOKEN);
}
