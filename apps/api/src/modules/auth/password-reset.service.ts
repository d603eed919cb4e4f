// Forgotten passwords (service spec §7 createResetHash, validatePasswordReset, resetPassword).
// The link carries a random secret; only its SHA-256 digest is stored, it lasts an hour and works
// once. A new password ends every session of the user; the storefront then logs in with it.
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  authMessages,
  buildPasswordResetLink,
  newPasswordProblem,
  type ChangePasswordBody,
  type ResetPasswordBody,
  type SuccessResponse,
  type ValidatePasswordResetResponse,
} from '@medsupply/contract';
import { jobKind, type JobLog } from '../../core/jobs.ts';
import type { Buyer } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import {
  consumeReset,
  countResetsSince,
  lockUser,
  findUsableReset,
  findUserByUsername,
  insertPasswordReset,
  passwordHashOf,
  recordSecurityEvent,
  retireResets,
  revokeAllSessions,
  setPasswordHash,
} from './auth.queries.ts';
import { normalizeLogin, type AuthDeps, type ClientInfo } from './auth.service.ts';
import { passwordChangedMail, passwordResetMail } from './auth.mail.ts';
import { checkAttemptAllowed, clearUsernameFailures, recordFailure } from './login-limits.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** A reset link works for one hour… */
export const RESET_LINK_TTL_MINUTES = 60;
/** …and at most 3 are mailed to one user in 15 minutes, so the form cannot flood a mailbox. */
export const MAX_RESET_MAILS = 3;
export const RESET_MAIL_WINDOW_MINUTES = 15;

export const digestOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** The job behind createResetHash: the request only enqueues it (docs/decisions/0017). */
export const passwordResetRequestJob = jobKind(
  'auth.password-reset-request',
  z.object({ username: z.string(), ip: z.string() }),
  { retryLimit: 5 },
);

/**
 * POST /api/auth/createResetHash. Answers the same whether or not the username exists, and does the
 * same work for both: one job, enqueued. Looking the user up, the throttle, the link and its mail
 * all happen in that job, so neither the answer nor its timing tells who has a login here.
 */
export async function createResetHash(
  deps: AuthDeps,
  username: string,
  client: ClientInfo,
): Promise<SuccessResponse> {
  await deps.jobs.enqueue(deps.db, passwordResetRequestJob, {
    username: normalizeLogin(username),
    ip: client.ip,
  });
  return { success: true, message: authMessages.resetRequested };
}

/**
 * The job: for an active user not over the throttle, stores the digest of a new link and puts its
 * mail on the outbox, in one transaction. Anyone else gets nothing, silently.
 */
export async function sendPasswordResetLink(
  deps: AuthDeps,
  request: { username: string; ip: string },
  log: JobLog,
): Promise<void> {
  const user = await findUserByUsername(deps.db, request.username);
  if (!user?.isActive) return;

  const now = new Date();
  const windowStart = new Date(now.getTime() - RESET_MAIL_WINDOW_MINUTES * 60_000);
  await deps.db.transaction(async (tx) => {
    // Count and insert under the user's row lock: concurrent jobs cannot both pass the throttle.
    await lockUser(tx, user.id);
    if ((await countResetsSince(tx, user.id, windowStart)) >= MAX_RESET_MAILS) {
      await recordSecurityEvent(tx, { kind: 'password_reset_throttled', userId: user.id, ip: request.ip });
      return;
    }
    const secret = randomBytes(32).toString('base64url');
    await insertPasswordReset(tx, {
      userId: user.id,
      tokenDigest: digestOf(secret),
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000),
    });
    const link = buildPasswordResetLink(deps.config.store.publicUrl, user.username, secret);
    await deps.outbox.mail(tx, passwordResetMail(deps.config, user, link, RESET_LINK_TTL_MINUTES));
  });
  // The link itself is never logged (issue 16 point 6); without SMTP_URL the mail is an .eml file
  // under DATA_DIR/outbox, whose path the mailer logs when it writes it.
  log.info({ userId: user.id }, 'password reset link put on the outbox');
}

/** The usable reset for this username and link secret, with its user; null when there is none. */
async function usableReset(deps: AuthDeps, username: string, secret: string) {
  const user = await findUserByUsername(deps.db, normalizeLogin(username));
  if (!user?.isActive) return null;
  const reset = await findUsableReset(deps.db, user.id, digestOf(secret), new Date());
  return reset ? { user, reset } : null;
}

/** POST /api/auth/validatePasswordReset: whether the link may still be used. */
export async function validatePasswordReset(
  deps: AuthDeps,
  input: { username: string; hash: string },
): Promise<ValidatePasswordResetResponse> {
  return (await usableReset(deps, input.username, input.hash))
    ? { valid: true }
    : { valid: false, message: authMessages.resetLinkInvalid };
}

/** POST /api/auth/resetPassword: sets the new password, uses up the link and ends every session. */
export async function resetPassword(
  deps: AuthDeps,
  input: ResetPasswordBody,
  client: ClientInfo,
): Promise<SuccessResponse> {
  const problem = newPasswordProblem(input.password, input.passwordMatch);
  if (problem) throw refuse('INVALID_PASSWORD', problem);
  const found = await usableReset(deps, input.username, input.hash);
  if (!found) throw refuse('RESET_LINK_INVALID', authMessages.resetLinkInvalid);

  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    // Conditional, so two requests racing with one link cannot both change the password.
    if (!(await consumeReset(tx, found.reset.id, now))) {
      throw refuse('RESET_LINK_INVALID', authMessages.resetLinkInvalid);
    }
    await setPasswordHash(tx, found.user.id, passwordHash);
    await retireResets(tx, found.user.id, now);
    await revokeAllSessions(tx, found.user.id, now);
    await clearUsernameFailures(tx, normalizeLogin(found.user.username));
    await recordSecurityEvent(tx, { kind: 'password_reset', userId: found.user.id, ip: client.ip });
  });
  return { success: true, message: authMessages.passwordReset };
}

/**
 * POST /api/auth/changePassword: the current password is required, and a wrong one counts as a
 * failed sign-in (so this call cannot be used to guess it). Every other session of the user ends,
 * reset links are retired, and the user is told by mail; the caller's session stays.
 */
export async function changePassword(
  deps: AuthDeps,
  buyer: Buyer,
  input: ChangePasswordBody,
  client: ClientInfo,
): Promise<SuccessResponse> {
  const caller = buyer.user;
  const attempt = { username: normalizeLogin(caller.username), ip: client.ip };
  const allowance = await checkAttemptAllowed(deps.db, attempt);
  const stored = await passwordHashOf(deps.db, caller.id);
  if (!stored || !(await verifyPassword(stored, input.currentPassword))) {
    await recordFailure(deps.db, attempt, allowance, caller.id);
    throw refuse('CURRENT_PASSWORD_WRONG', authMessages.currentPasswordWrong);
  }
  const problem = newPasswordProblem(input.password, input.passwordMatch);
  if (problem) throw refuse('INVALID_PASSWORD', problem);

  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, caller.id, passwordHash);
    await retireResets(tx, caller.id, now);
    await revokeAllSessions(tx, caller.id, now, caller.sessionId);
    await clearUsernameFailures(tx, attempt.username);
    await recordSecurityEvent(tx, { kind: 'password_changed', userId: caller.id, ip: client.ip });
    await deps.outbox.mail(tx, passwordChangedMail(deps.config, caller));
  });
  return { success: true, message: authMessages.passwordChanged };
}
