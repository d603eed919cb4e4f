// Forgotten passwords (service spec §7 createResetHash, validatePasswordReset, resetPassword).
// The link carries a random secret; only its SHA-256 digest is stored, it lasts an hour and works
// once. A new password ends every session of the user; the storefront then logs in with it.
import { createHash, randomBytes } from 'node:crypto';
import {
  authMessages,
  buildPasswordResetLink,
  newPasswordProblem,
  type ResetPasswordBody,
  type SuccessResponse,
  type ValidatePasswordResetResponse,
} from '@medsupply/contract';
import { refuse } from '../../core/refusals.ts';
import {
  consumeReset,
  countResetsSince,
  findUsableReset,
  findUserByUsername,
  insertPasswordReset,
  recordSecurityEvent,
  retireResets,
  revokeAllSessions,
  setPasswordHash,
} from './auth.queries.ts';
import { normalizeLogin, type AuthDeps, type ClientInfo } from './auth.service.ts';
import { passwordResetMail } from './auth.mail.ts';
import { clearUsernameFailures } from './login-limits.ts';
import { hashPassword } from './passwords.ts';

/** A reset link works for one hour… */
export const RESET_LINK_TTL_MINUTES = 60;
/** …and at most 3 are mailed to one user in 15 minutes, so the form cannot flood a mailbox. */
export const MAX_RESET_MAILS = 3;
export const RESET_MAIL_WINDOW_MINUTES = 15;

export const digestOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/**
 * POST /api/auth/createResetHash. Answers the same whether or not the username exists (and whether
 * a mail was sent), and sends the mail without waiting for it, so neither the answer nor its timing
 * tells who has a login here.
 */
export async function createResetHash(
  deps: AuthDeps,
  username: string,
  client: ClientInfo,
): Promise<SuccessResponse> {
  const answer: SuccessResponse = { success: true, message: authMessages.resetRequested };
  const user = await findUserByUsername(deps.db, normalizeLogin(username));
  if (!user?.isActive) return answer;

  const now = new Date();
  const windowStart = new Date(now.getTime() - RESET_MAIL_WINDOW_MINUTES * 60_000);
  if ((await countResetsSince(deps.db, user.id, windowStart)) >= MAX_RESET_MAILS) {
    await recordSecurityEvent(deps.db, { kind: 'password_reset_throttled', userId: user.id, ip: client.ip });
    return answer;
  }

  const secret = randomBytes(32).toString('base64url');
  await insertPasswordReset(deps.db, {
    userId: user.id,
    tokenDigest: digestOf(secret),
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000),
  });
  const link = buildPasswordResetLink(deps.config.store.publicUrl, user.username, secret);
  deps.mailer.queueMail(passwordResetMail(deps.config, user, link, RESET_LINK_TTL_MINUTES), client.log);
  if (deps.mailer.mode === 'outbox') {
    // Without a mail server the demo still works: the link is in the log and in the outbox file.
    client.log.info(
      { username: user.username, link },
      'password reset link (no SMTP_URL: mail is in the outbox)',
    );
  }
  return answer;
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
