// The auth rules the storefront shares with the API, without zod: limits, the messages the API
// answers with, the new-password rule and the mailed reset link (service spec §5, §7, §8). Kept
// apart from the schemas in auth.ts so a page that only needs a message or a rule does not
// download zod (ARCHITECTURE §11 budget). auth.ts re-exports everything here.
import { characterCount, minLengthMessage } from '@medsupply/domain';

import { INVALID_CREDENTIALS_MESSAGE } from './refusal-codes.ts';

// ---- limits -------------------------------------------------------------------------------------

/** service spec §5 / issue #4: new passwords need at least 8 characters… */
export const PASSWORD_MIN_LENGTH = 8;
/** …and long passphrases are welcome up to this many characters (argon2 hashes any length). */
export const PASSWORD_MAX_LENGTH = 1024;
/** RFC 5321 caps an address at 254 characters; usernames are e-mail addresses or shorter. */
export const USERNAME_MAX_LENGTH = 254;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const COMPANY_MAX_LENGTH = 200;
export const PHONE_MAX_LENGTH = 40;
export const ADDRESS_LINE_MAX_LENGTH = 200;
/** Reset hashes we issue are 43 characters; anything far longer is not one of ours. */
export const RESET_HASH_MAX_LENGTH = 200;

// ---- messages the API answers with (the storefront shows server messages verbatim, spec §8) ----

export const authMessages = {
  // service spec §8: 'Current-user load fails' shows this too; login uses it for any bad credential.
  invalidCredentials: INVALID_CREDENTIALS_MESSAGE,
  userInactive: 'This login has been deactivated. Please contact customer service.',
  accountPendingApproval:
    'Your account application is still being reviewed. We will e-mail you as soon as it is approved.',
  accountInactive: 'This account is no longer active. Please contact customer service.',
  /** {wait} is replaced with the wait: seconds under a minute, else minutes rounded up. */
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again in {wait}.',
  // service spec §8: 'Forgot password succeeds' → 'Check your mail inbox'.
  resetRequested: 'Check your mail inbox',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  // service spec §8: 'Password reset succeeds' → 'Password Reset! Logging you in'.
  passwordReset: 'Password Reset! Logging you in',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooLong: `Must be at most ${PASSWORD_MAX_LENGTH} characters`,
  // service spec §8: 'Access request succeeds' → 'Your request has been created'.
  accessRequested: 'Your request has been created',
  accountApplicationReceived:
    'Thank you! Your account application has been received. We will e-mail you once it has been approved.',
  notParentLogin: 'This login cannot switch accounts.',
  accountNotRelated: 'You cannot switch to that account.',
  unknownBusinessType: 'Please choose a business type from the list.',
  unknownContactRole: 'Please choose a contact role from the list.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed.',
} as const;

/** The tooManyAttempts message for a wait of `retryAfterSeconds` ('15 minutes', '4 seconds'). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return authMessages.tooManyAttempts.replace('{wait}', wait);
}

/**
 * The rules a new password must meet (reset and registration): the first problem's message, or
 * undefined when it is acceptable. The API answers 400 with this message; the storefront's forms
 * call the same function so both say the same thing.
 */
export function newPasswordProblem(password: string, passwordMatch: string): string | undefined {
  const length = characterCount(password);
  if (length < PASSWORD_MIN_LENGTH) return minLengthMessage(PASSWORD_MIN_LENGTH);
  if (length > PASSWORD_MAX_LENGTH) return authMessages.passwordTooLong;
  if (password !== passwordMatch) return authMessages.passwordsDoNotMatch;
  return undefined;
}

/**
 * The mailed reset link: `${publicUrl}/login?reset=<hash>&username=<username>`. The login page
 * opens in reset mode when both parameters are present, calls validatePasswordReset with them, and
 * on success sends resetPassword and then logs in with the new password.
 */
export const passwordResetLink = {
  path: '/login',
  hashParam: 'reset',
  usernameParam: 'username',
} as const;

export function buildPasswordResetLink(publicUrl: string, username: string, hash: string): string {
  const url = new URL(passwordResetLink.path, publicUrl);
  url.searchParams.set(passwordResetLink.hashParam, hash);
  url.searchParams.set(passwordResetLink.usernameParam, username);
  return url.href;
}
