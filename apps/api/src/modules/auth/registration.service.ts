// Becoming a customer (service spec §7): asking for access, the registration form's choices, and
// the account application, which creates an account awaiting the store's approval.
import { randomBytes } from 'node:crypto';
import { normalizeAccessRequestEmail } from '@medsupply/domain';
import {
  authMessages,
  newPasswordProblem,
  type BusinessTypesAndContactRolesResponse,
  type CreateAccountBody,
  type CreateAccountResponse,
  type RequestAccessBody,
  type SuccessResponse,
} from '@medsupply/contract';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../core/refusals.ts';
import {
  businessTypeName,
  contactRoleName,
  defaultPriceLevelId,
  insertAccessRequest,
  insertApplication,
  listBusinessTypes,
  listContactRoles,
  usernameTaken,
} from './auth.queries.ts';
import {
  accessRequestStaffMail,
  accountExistsMail,
  applicationReceivedMail,
  applicationStaffMail,
} from './auth.mail.ts';
import type { AuthDeps } from './auth.service.ts';
import { hashPassword } from './passwords.ts';

/** New accounts buy at this price level until the store decides otherwise. */
export const DEFAULT_PRICE_LEVEL = 'Base Price';
/** storefront spec §3: 'List Price' is the strike-through level, never an account's own. */
export const LIST_PRICE_LEVEL = 'List Price';

/** POST /api/auth/requestAccess: stored for the store's staff, who are told by mail. */
export async function requestAccess(deps: AuthDeps, input: RequestAccessBody): Promise<SuccessResponse> {
  const request = {
    company: input.company.trim(),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phone: input.phone.trim(),
    // service spec §5: the access-request e-mail is lower-cased and trimmed.
    email: normalizeAccessRequestEmail(input.email),
  };
  await deps.db.transaction(async (tx) => {
    await insertAccessRequest(tx, request);
    await deps.outbox.mail(tx, accessRequestStaffMail(deps.config, request));
  });
  return { success: true, message: authMessages.accessRequested };
}

/** GET /api/auth/getBusinessTypesandContactRoles: the registration form's two lists, by name. */
export async function businessTypesAndContactRoles(db: Db): Promise<BusinessTypesAndContactRolesResponse> {
  return { businessTypes: await listBusinessTypes(db), contactRoles: await listContactRoles(db) };
}

/** A unique-constraint violation from either driver (drizzle wraps the driver's error as `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * POST /api/auth/createAccount: the registration form. Creates the account (pending approval), its
 * first contact (an admin of it, signing in with the e-mail as username) and its address, and puts
 * the notices to the staff and the applicant on the outbox, in one transaction.
 *
 * An e-mail that already has a login gets the very same answer, and its owner a mail saying so
 * (issue 16 point 6: the form must not tell anyone who has a login here). The password is hashed
 * in both cases, so the two take the same time.
 */
export async function createAccount(
  deps: AuthDeps,
  input: CreateAccountBody,
): Promise<CreateAccountResponse> {
  const answer: CreateAccountResponse = { success: true, message: authMessages.accountApplicationReceived };
  const email = normalizeAccessRequestEmail(input.email);
  const password = input.password ?? '';
  if (password !== '') {
    const problem = newPasswordProblem(password, input.passwordMatch ?? '');
    if (problem) throw refuse('INVALID_PASSWORD', problem);
  }
  const businessType = await businessTypeName(deps.db, input.businessTypeId);
  if (!businessType) throw refuse('UNKNOWN_BUSINESS_TYPE', authMessages.unknownBusinessType);
  const contactRole = await contactRoleName(deps.db, input.contactRoleId);
  if (!contactRole) throw refuse('UNKNOWN_CONTACT_ROLE', authMessages.unknownContactRole);

  const passwordHash = password === '' ? null : await hashPassword(password);
  const address = {
    line1: input.address.line1.trim(),
    line2: input.address.line2?.trim() || null,
    city: input.address.city.trim(),
    state: input.address.state.trim(),
    zip: input.address.zip.trim(),
    country: (input.address.country ?? 'US').toUpperCase(),
  };
  const application = {
    accountNumber: `APP-${randomBytes(5).toString('hex').toUpperCase()}`,
    companyName: input.companyName.trim(),
    businessTypeId: input.businessTypeId,
    phone: input.phone.trim(),
    email,
    username: email,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    contactRoleId: input.contactRoleId,
    passwordHash,
    address,
  };
  const summary = {
    ...application,
    businessType,
    contactRole,
    address: [
      address.line1,
      address.line2,
      `${address.city}, ${address.state} ${address.zip}`,
      address.country,
    ]
      .filter(Boolean)
      .join(', '),
  };
  const tellOwner = () =>
    deps.db.transaction(async (tx) => deps.outbox.mail(tx, accountExistsMail(deps.config, { email })));

  if (await usernameTaken(deps.db, email)) {
    await tellOwner();
    return answer;
  }
  try {
    await deps.db.transaction(async (tx) => {
      const priceLevelId = await defaultPriceLevelId(tx, DEFAULT_PRICE_LEVEL, LIST_PRICE_LEVEL);
      await insertApplication(tx, { ...application, priceLevelId });
      await deps.outbox.mail(tx, applicationStaffMail(deps.config, summary));
      await deps.outbox.mail(tx, applicationReceivedMail(deps.config, summary));
    });
  } catch (error) {
    // Two applications with one e-mail at the same moment: the unique username decides, and the
    // second is answered as any known e-mail is.
    if (!isUniqueViolation(error)) throw error;
    await tellOwner();
  }
  return answer;
}
