// HTTP of the auth area (service spec §7 "Auth"): paths and schemas from the contract, guards, and
// a call into the services. No rules here.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AcceptInvitationBody,
  BusinessTypesAndContactRolesResponse,
  ChangePasswordBody,
  CreateAccountBody,
  CreateAccountResponse,
  CreateResetHashBody,
  CurrentUserResponse,
  ErrorResponse,
  LoginBody,
  LoginResponse,
  RefreshTokenResponse,
  RelatedAccountsResponse,
  RequestAccessBody,
  ResetPasswordBody,
  SessionResponse,
  SessionsResponse,
  SignOutResponse,
  SignOutSessionBody,
  SuccessResponse,
  SwitchAccountBody,
  ValidateInvitationBody,
  ValidatePasswordResetBody,
  ValidatePasswordResetResponse,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requireToken, requireUser } from '../../http/auth.ts';
import { idempotent } from '../../http/idempotency.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.ts';
import { limitWrites, writeLimits } from '../../http/write-limits.ts';
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

const tags = ['auth'];
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: AuthDeps = { db: ctx.db, config: ctx.config, jobs: ctx.jobs, outbox: ctx.outbox };
  // ADR 0022: the session's token also goes into the cookie the document render reads.
  const secureCookie = ctx.config.store.publicUrl.startsWith('https:');
  const withCookie = <T extends { token: string; expiresAt: string }>(reply: FastifyReply, session: T): T => {
    setSessionCookie(reply, session.token, session.expiresAt, secureCookie);
    return session;
  };

  r.post(
    paths.auth.login,
    {
      schema: {
        tags,
        summary: 'Sign in with username and password',
        description:
          'Username is trimmed and matched without regard to case. Repeated failures are slowed, then refused with 429 and Retry-After.',
        body: LoginBody,
        response: { 200: LoginResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => withCookie(reply, await login(deps, request.body, clientOf(request))),
  );

  r.get(
    paths.auth.currentUser,
    {
      schema: {
        tags,
        summary: 'The signed-in user, their account and permissions',
        response: { 200: CurrentUserResponse, 401: ErrorResponse },
      },
      preValidation: requireUser,
    },
    async (request) => ({ user: await currentUser(ctx.db, buyerOf(request)) }),
  );

  r.get(
    paths.auth.refreshToken,
    {
      schema: {
        tags,
        summary: 'A new token for the same session (the presented token may have expired)',
        response: { 200: RefreshTokenResponse, 401: ErrorResponse },
      },
      preValidation: requireToken,
    },
    async (request, reply) => withCookie(reply, await refreshToken(deps, request.headers.authorization)),
  );

  r.get(
    paths.auth.logout,
    {
      schema: {
        tags,
        summary: 'End the session: every token of it stops working',
        response: { 200: SuccessResponse, 401: ErrorResponse },
      },
      preValidation: requireToken,
    },
    async (request, reply) => {
      clearSessionCookie(reply, secureCookie);
      await logout(deps, request.headers.authorization);
      return { success: true as const };
    },
  );

  r.post(
    paths.auth.createResetHash,
    {
      schema: {
        tags,
        summary: 'Mail a password-reset link (answers the same whether or not the username exists)',
        body: CreateResetHashBody,
        response: { 200: SuccessResponse, 429: ErrorResponse },
      },
      preHandler: limitWrites(
        ctx.db,
        writeLimits.createResetHash,
        (request) => (request.body as { username: string }).username,
      ),
    },
    async (request) => createResetHash(deps, request.body.username, clientOf(request)),
  );

  r.post(
    paths.auth.validatePasswordReset,
    {
      schema: {
        tags,
        summary: 'Whether a password-reset link may still be used',
        body: ValidatePasswordResetBody,
        response: { 200: ValidatePasswordResetResponse, 429: ErrorResponse },
      },
      preHandler: limitWrites(
        ctx.db,
        writeLimits.validatePasswordReset,
        (request) => (request.body as { username: string }).username,
      ),
    },
    async (request) => validatePasswordReset(deps, request.body),
  );

  r.post(
    paths.auth.resetPassword,
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link; ends every session of the user',
        body: ResetPasswordBody,
        response: { 200: SuccessResponse, 400: ErrorResponse },
      },
    },
    async (request) => resetPassword(deps, request.body, clientOf(request)),
  );

  r.post(
    paths.auth.requestAccess,
    {
      schema: {
        tags,
        summary: 'Ask the store for access',
        body: RequestAccessBody,
        response: { 200: SuccessResponse, 429: ErrorResponse },
      },
      preHandler: limitWrites(
        ctx.db,
        writeLimits.requestAccess,
        (request) => (request.body as { email: string }).email,
      ),
    },
    async (request) => requestAccess(deps, request.body),
  );

  r.get(
    paths.auth.getRelatedAccounts,
    {
      schema: {
        tags,
        summary: 'Accounts a parent login may switch to (its own first); empty for other logins',
        response: { 200: RelatedAccountsResponse, 401: ErrorResponse },
      },
      preValidation: requireUser,
    },
    async (request) => ({ relatedAccounts: await relatedAccountsFor(ctx.db, buyerOf(request)) }),
  );

  r.post(
    paths.auth.switchAccount,
    {
      schema: {
        tags,
        summary: 'Act for a related account: ends this session and answers a new token and user',
        body: SwitchAccountBody,
        response: { 200: SessionResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      withCookie(
        reply,
        await switchAccount(deps, buyerOf(request), request.body.accountSwitchId, clientOf(request)),
      ),
  );

  r.get(
    paths.auth.getBusinessTypesandContactRoles,
    {
      schema: {
        tags,
        summary: 'The registration form’s business types and contact roles',
        response: { 200: BusinessTypesAndContactRolesResponse },
      },
    },
    async () => businessTypesAndContactRoles(ctx.db),
  );

  r.post(
    paths.auth.createAccount,
    {
      schema: {
        tags,
        summary: 'Apply for an account (it awaits approval before anyone can sign in)',
        body: CreateAccountBody,
        response: {
          200: CreateAccountResponse,
          400: ErrorResponse,
          409: ErrorResponse,
          422: ErrorResponse,
          429: ErrorResponse,
        },
      },
      preHandler: limitWrites(
        ctx.db,
        writeLimits.createAccount,
        (request) => (request.body as { email: string }).email,
      ),
    },
    // A double-clicked or retried application with the same Idempotency-Key runs once.
    async (request, reply) => idempotent(ctx.db, request, reply, () => createAccount(deps, request.body)),
  );

  r.post(
    paths.auth.changePassword,
    {
      schema: {
        tags,
        summary: 'Change the signed-in user’s password; ends every other session of the user',
        body: ChangePasswordBody,
        response: { 200: SuccessResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
      preValidation: requireUser,
    },
    async (request) => changePassword(deps, buyerOf(request), request.body, clientOf(request)),
  );

  r.get(
    paths.auth.sessions,
    {
      schema: {
        tags,
        summary:
          'The signed-in user’s live sessions: device, address, signed in, last seen; the current one first',
        response: { 200: SessionsResponse, 401: ErrorResponse },
      },
      preValidation: requireUser,
    },
    async (request) => listSessions(ctx.db, buyerOf(request), new Date()),
  );

  r.post(
    paths.auth.signOutSession,
    {
      schema: {
        tags,
        summary:
          'Sign out one of the user’s sessions (404 for a session that is not theirs or already ended)',
        body: SignOutSessionBody,
        response: { 200: SignOutResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
      preValidation: requireUser,
    },
    async (request) => signOutSession(ctx.db, buyerOf(request), request.body.id, new Date()),
  );

  r.post(
    paths.auth.signOutOtherSessions,
    {
      schema: {
        tags,
        summary: 'Sign out everywhere else: every session of the user but this one ends',
        response: { 200: SignOutResponse, 401: ErrorResponse },
      },
      preValidation: requireUser,
    },
    async (request) => signOutOtherSessions(ctx.db, buyerOf(request), new Date()),
  );

  r.post(
    paths.auth.validateInvitation,
    {
      schema: {
        tags,
        summary: 'Whether a contact’s invitation link may still be used',
        body: ValidateInvitationBody,
        response: { 200: ValidatePasswordResetResponse, 429: ErrorResponse },
      },
      preHandler: limitWrites(
        ctx.db,
        writeLimits.validatePasswordReset,
        (request) => (request.body as { username: string }).username,
      ),
    },
    async (request) => validateInvitation(ctx.db, request.body, new Date()),
  );

  r.post(
    paths.auth.acceptInvitation,
    {
      schema: {
        tags,
        summary: 'Set a new contact’s first password with the invitation link (works once); then log in',
        body: AcceptInvitationBody,
        response: { 200: SuccessResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
      preHandler: limitWrites(
        ctx.db,
        writeLimits.validatePasswordReset,
        (request) => (request.body as { username: string }).username,
      ),
    },
    async (request) => acceptInvitation(ctx.db, request.body, clientOf(request), new Date()),
  );
}
