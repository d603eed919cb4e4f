// Sign-in, sessions, password reset, access requests and registration (service spec §7 "Auth").
// The storefront sends exactly these bodies and reads exactly these answers; the API validates with
// the same schemas. Field names are the spec's wire names (isPriceVisible, passwordMatch, …).
import { z } from 'zod';
import { isValidEmail, minLengthMessage, INVALID_EMAIL_MESSAGE, characterCount } from '@medsupply/domain';

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
  invalidCredentials: 'Invalid username or password',
  userInactive: 'This login has been deactivated. Please contact customer service.',
  accountPendingApproval:
    'Your account application is still being reviewed. We will e-mail you as soon as it is approved.',
  accountInactive: 'This account is no longer active. Please contact customer service.',
  /** {minutes} is replaced with the wait, rounded up. */
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again in {minutes} minutes.',
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
  usernameTaken: 'An account with this email address already exists. Please log in or reset your password.',
  notParentLogin: 'This login cannot switch accounts.',
  accountNotRelated: 'You cannot switch to that account.',
  unknownBusinessType: 'Please choose a business type from the list.',
  unknownContactRole: 'Please choose a contact role from the list.',
} as const;

/** The tooManyAttempts message for a wait of `retryAfterSeconds`. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return authMessages.tooManyAttempts.replace('{minutes}', String(minutes));
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

// ---- field schemas ------------------------------------------------------------------------------

const text = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => v.trim().length > 0, `${label} is required`);

const emailField = z
  .string()
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .refine((v) => isValidEmail(v), INVALID_EMAIL_MESSAGE);

/** Any password a person may type on the wire; the length rules of new passwords are newPasswordProblem's. */
const passwordField = z.string().max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

const id = z.number().int().positive();

// ---- the user -----------------------------------------------------------------------------------

/** An account a parent login may act for (storefront spec §3 "Related account"). */
export const RelatedAccount = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  accountName: z.string(),
});
export type RelatedAccount = z.infer<typeof RelatedAccount>;

/** Derived on the server (service spec §6); the storefront only hides what the server would refuse. */
export const UserPermissions = z.object({
  isPriceVisible: z.boolean(),
  isAdmin: z.boolean(),
  hasCreditMemoAccess: z.boolean(),
  // service spec §6: always granted.
  canViewProfile: z.boolean(),
  canReorder: z.boolean(),
  canUseItemLists: z.boolean(),
});
export type UserPermissions = z.infer<typeof UserPermissions>;

/**
 * The signed-in user (service spec §3 "User"). `account` is the account the session acts for: the
 * login's own, or the one it switched to. `account.relatedAccounts` lists every account a parent
 * login may switch to, its own account first; it is empty for other logins.
 */
export const User = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  account: z.object({
    id: z.number().int(),
    accountName: z.string(),
    parentId: z.number().int().nullable(),
    rxLevels: z.array(z.number().int()),
    relatedAccounts: z.array(RelatedAccount),
  }),
  permissions: UserPermissions,
  isParentLogin: z.boolean(),
  isPunchout: z.boolean(),
});
export type User = z.infer<typeof User>;

// ---- login, session, switch ----------------------------------------------------------------------

export const LoginBody = z.object({
  // service spec §5: trimmed by the server as well; matched without regard to case.
  username: text(USERNAME_MAX_LENGTH, 'Username'),
  password: passwordField.min(1, 'Password is required'),
});
export type LoginBody = z.infer<typeof LoginBody>;

/**
 * Answer of login and switchAccount: a bearer token for `Authorization: Bearer <token>`, its expiry
 * (store it: the storefront treats the user as logged in while it is in the future, spec §9), the
 * user, and the punchout flag (stored at login, spec §4).
 */
export const SessionResponse = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  user: User,
  isPunchout: z.boolean(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;
export const LoginResponse = SessionResponse;
export type LoginResponse = SessionResponse;

export const CurrentUserResponse = z.object({ user: User });
export type CurrentUserResponse = z.infer<typeof CurrentUserResponse>;

/**
 * A new token for the same session. Send the current token, even one that expired a moment ago:
 * the session (not the token) decides, so a 401 answered with TOKEN_EXPIRED can be refreshed once.
 * Refreshing before `expiresAt` keeps a user signed in; a revoked or ended session answers 401.
 */
export const RefreshTokenResponse = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
});
export type RefreshTokenResponse = z.infer<typeof RefreshTokenResponse>;

export const SuccessResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});
export type SuccessResponse = z.infer<typeof SuccessResponse>;

export const RelatedAccountsResponse = z.object({ relatedAccounts: z.array(RelatedAccount) });
export type RelatedAccountsResponse = z.infer<typeof RelatedAccountsResponse>;

export const SwitchAccountBody = z.object({ accountSwitchId: id });
export type SwitchAccountBody = z.infer<typeof SwitchAccountBody>;

// ---- password reset ----------------------------------------------------------------------------

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

export const CreateResetHashBody = z.object({
  username: text(USERNAME_MAX_LENGTH, 'Username'),
});
export type CreateResetHashBody = z.infer<typeof CreateResetHashBody>;

const resetHash = z
  .string()
  .max(RESET_HASH_MAX_LENGTH, 'The reset link is not valid')
  .min(1, 'The reset link is not valid');

export const ValidatePasswordResetBody = z.object({
  username: text(USERNAME_MAX_LENGTH, 'Username'),
  hash: resetHash,
});
export type ValidatePasswordResetBody = z.infer<typeof ValidatePasswordResetBody>;

/** `message` is present when the link is not valid: show it (service spec §8). */
export const ValidatePasswordResetResponse = z.object({
  valid: z.boolean(),
  message: z.string().optional(),
});
export type ValidatePasswordResetResponse = z.infer<typeof ValidatePasswordResetResponse>;

export const ResetPasswordBody = z.object({
  username: text(USERNAME_MAX_LENGTH, 'Username'),
  hash: resetHash,
  password: passwordField,
  // service spec §5: the confirmation travels as passwordMatch.
  passwordMatch: passwordField,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

// ---- access requests and registration --------------------------------------------------------------

/** service spec §3 "Access request". The e-mail is trimmed and lower-cased by the server (spec §5). */
export const RequestAccessBody = z.object({
  company: text(COMPANY_MAX_LENGTH, 'Company'),
  firstName: text(NAME_MAX_LENGTH, 'First name'),
  lastName: text(NAME_MAX_LENGTH, 'Last name'),
  phone: text(PHONE_MAX_LENGTH, 'Phone'),
  email: emailField,
});
export type RequestAccessBody = z.infer<typeof RequestAccessBody>;

export const NamedOption = z.object({ id: z.number().int(), name: z.string() });
export type NamedOption = z.infer<typeof NamedOption>;

export const BusinessTypesAndContactRolesResponse = z.object({
  businessTypes: z.array(NamedOption),
  contactRoles: z.array(NamedOption),
});
export type BusinessTypesAndContactRolesResponse = z.infer<typeof BusinessTypesAndContactRolesResponse>;

export const RegistrationAddress = z.object({
  line1: text(ADDRESS_LINE_MAX_LENGTH, 'Address'),
  line2: z.string().max(ADDRESS_LINE_MAX_LENGTH).nullish(),
  city: text(NAME_MAX_LENGTH, 'City'),
  state: text(NAME_MAX_LENGTH, 'State'),
  zip: text(20, 'ZIP code'),
  country: z.string().length(2, 'Country must be a 2-letter code').optional(),
});
export type RegistrationAddress = z.infer<typeof RegistrationAddress>;

/**
 * The registration form (/register). The contact's e-mail becomes the username. A password is
 * optional: without one the contact sets it later through "forgot password". The new account waits
 * for the store's approval before anyone can sign in to it.
 */
export const CreateAccountBody = z.object({
  companyName: text(COMPANY_MAX_LENGTH, 'Company'),
  firstName: text(NAME_MAX_LENGTH, 'First name'),
  lastName: text(NAME_MAX_LENGTH, 'Last name'),
  email: emailField,
  phone: text(PHONE_MAX_LENGTH, 'Phone'),
  businessTypeId: id,
  contactRoleId: id,
  address: RegistrationAddress,
  password: passwordField.optional(),
  passwordMatch: passwordField.optional(),
});
export type CreateAccountBody = z.infer<typeof CreateAccountBody>;

export const CreateAccountResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type CreateAccountResponse = z.infer<typeof CreateAccountResponse>;
