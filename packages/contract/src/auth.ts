// Sign-in, sessions, password reset, access requests and registration (service spec §7 "Auth").
// The storefront sends exactly these bodies and reads exactly these answers; the API validates with
// the same schemas. Field names are the spec's wire names (isPriceVisible, passwordMatch, …).
import { z } from 'zod';
import { isValidEmail, INVALID_EMAIL_MESSAGE } from '@medsupply/domain';

import {
  ADDRESS_LINE_MAX_LENGTH,
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  RESET_HASH_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  authMessages,
} from './auth-rules.ts';

export * from './auth-rules.ts';

// ---- field schemas ------------------------------------------------------------------------------

const text = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => v.trim().length > 0, `${label} is required`);

// A blank e-mail is a missing one, said as the other fields say it (the form shows these words).
const emailField = z
  .string()
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .refine((v) => v.trim().length > 0, { message: 'Email is required', abort: true })
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

// ---- change password (signed in) -----------------------------------------------------------------

/**
 * A signed-in user's new password (the security page, /myaccount/menu/security): the current one
 * is required; the new one follows newPasswordProblem. Every other session of the user ends; the
 * caller's stays signed in.
 */
export const ChangePasswordBody = z.object({
  currentPassword: passwordField.min(1, 'Current password is required'),
  password: passwordField,
  passwordMatch: passwordField,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
