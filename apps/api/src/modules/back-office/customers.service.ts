// Customers (issue 20 point 5): access requests approved (the account, its first contact and the
// invitation mail) or declined (the reason mailed), and licence documents verified (with the
// expiry read on the document; the address then covers checkout; mailed) or rejected (the reason
// mailed to the account's admins). Each decision is a conditional UPDATE on the row's status, in one
// transaction with its mail (outbox) and its audit row: two staff members deciding at once decide once.
import type {
  AccessRequestsPage,
  AccessRequestsQuery,
  AdminAccessRequest,
  AdminLicence,
  ApproveAccessBody,
  ApproveAccessResponse,
  DeclineBody,
  LicenceDecisionResponse,
  LicencesPage,
  LicencesQuery,
  AdminRegistration,
  RegistrationDecisionResponse,
  RegistrationsPage,
  RegistrationsQuery,
  VerifyLicenceBody,
} from '@medsupply/contract';
import { isoDayIn } from '@medsupply/domain';
import type { Config } from '../../config.ts';
import type { Staff } from '../../core/actor.ts';
import type { Outbox } from '../../core/outbox.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inviteContact } from '../auth/invitations.service.ts';
import {
  accessDeclinedMail,
  licenceRejectedMail,
  licenceVerifiedMail,
  registrationApprovedMail,
  registrationDeclinedMail,
  type LicenceOfAddress,
} from './customers.mail.ts';
import { pageOf } from './paging.ts';
import { audit } from './staff.service.ts';
import * as q from './customers.queries.ts';

export interface CustomersDeps {
  db: Db;
  config: Config;
  outbox: Outbox;
}

export const CUSTOMER_MESSAGES = {
  requestNotFound: 'Access request not found.',
  requestDecided: 'This access request has already been decided.',
  usernameTaken: 'A login with this e-mail already exists. Find its account instead of creating another.',
  licenceNotFound: 'License not found.',
  licenceDecided: 'This license has already been decided.',
  licenceExpired: 'A license past its expiry cannot be verified.',
  registrationNotFound: 'Application not found.',
  registrationDecided: 'This application has already been decided.',
} as const;

/** Accounts made from access requests start at this price level (as registrations do). */
const DEFAULT_PRICE_LEVEL = 'Base Price';

function requestOf(r: q.AccessRequestRow): AdminAccessRequest {
  return {
    id: r.id,
    company: r.company,
    firstName: r.first_name,
    lastName: r.last_name,
    phone: r.phone,
    email: r.email,
    status: r.status,
    createdAt: r.created_at,
  };
}

function licenceOf(l: q.LicenceRow): AdminLicence {
  return {
    id: l.id,
    status: l.status,
    rxLevel: l.rx_level,
    licenceNumber: l.licence_number,
    issuingAuthority: l.issuing_authority,
    expiresOn: l.expires_on,
    hasDocument: l.has_document,
    address: { id: l.address_id, label: l.label, line1: l.line1, city: l.city, state: l.state },
    account: { id: l.account_id, name: l.account_name, number: l.account_number },
    createdAt: l.created_at,
  };
}

/** GET /api/admin/access-requests: oldest first, new ones unless a status is asked. */
export async function accessRequests(db: Db, query: AccessRequestsQuery): Promise<AccessRequestsPage> {
  const rows = await q.accessRequests(db, query.status, query.limit, (query.page - 1) * query.limit);
  return pageOf(rows, query, requestOf);
}

/** Refuses a request that is not new: not found, or decided by someone else meanwhile. */
async function refuseUndecidable(db: DbOrTx, id: number): Promise<never> {
  const found = await q.accessRequestById(db, id);
  throw found
    ? refuse('ALREADY_DECIDED', CUSTOMER_MESSAGES.requestDecided)
    : refuse('NOT_FOUND', CUSTOMER_MESSAGES.requestNotFound);
}

/**
 * POST /api/admin/access-requests/:id/approve: an active account at the default price level (no
 * terms, no credit until accounts receivable sets them), its first contact (an admin who sees
 * prices; username = the request's e-mail) and the invitation mail to choose a password.
 */
export async function approveAccessRequest(
  deps: CustomersDeps,
  staff: Staff,
  id: number,
  body: ApproveAccessBody,
  now: Date,
): Promise<ApproveAccessResponse> {
  return deps.db.transaction(async (tx) => {
    const request = await q.decideAccessRequest(tx, id, 'approved');
    if (!request) return refuseUndecidable(tx, id);
    if (await q.usernameTaken(tx, request.email))
      throw refuse('USERNAME_TAKEN', CUSTOMER_MESSAGES.usernameTaken);
    const account = await q.insertAccount(tx, {
      accountName: body.accountName ?? request.company,
      phone: request.phone,
      email: request.email,
      priceLevel: DEFAULT_PRICE_LEVEL,
    });
    const contactId = await q.insertFirstContact(tx, {
      accountId: account.id,
      username: request.email,
      email: request.email,
      firstName: request.first_name,
      lastName: request.last_name,
      phone: request.phone,
    });
    await inviteContact(
      tx,
      deps,
      {
        userId: contactId,
        username: request.email,
        email: request.email,
        firstName: request.first_name,
        accountName: account.account_name,
      },
      { userId: null, name: `${staff.firstName} ${staff.lastName} of ${deps.config.store.name}` },
      now,
    );
    await audit(tx, staff, {
      action: 'accessRequest.approve',
      entityType: 'accessRequest',
      entityId: id,
      before: { status: 'new' },
      after: { status: 'approved', accountId: account.id, accountNumber: account.account_number, contactId },
    });
    return {
      request: requestOf(request),
      account: { id: account.id, accountNumber: account.account_number, accountName: account.account_name },
      contact: { id: contactId, username: request.email },
    };
  });
}

/** POST /api/admin/access-requests/:id/decline: the request is declined and the reason mailed. */
export async function declineAccessRequest(
  deps: CustomersDeps,
  staff: Staff,
  id: number,
  body: DeclineBody,
): Promise<{ request: AdminAccessRequest }> {
  return deps.db.transaction(async (tx) => {
    const request = await q.decideAccessRequest(tx, id, 'declined');
    if (!request) return refuseUndecidable(tx, id);
    await deps.outbox.mail(
      tx,
      accessDeclinedMail(
        deps.config.store,
        { email: request.email, firstName: request.first_name, company: request.company },
        body.reason,
      ),
    );
    await audit(tx, staff, {
      action: 'accessRequest.decline',
      entityType: 'accessRequest',
      entityId: id,
      before: { status: 'new' },
      after: { status: 'declined', reason: body.reason },
    });
    return { request: requestOf(request) };
  });
}

/** GET /api/admin/licences: oldest first, pending ones unless a status is asked. */
export async function licences(db: Db, query: LicencesQuery): Promise<LicencesPage> {
  const rows = await q.licences(db, query.status, query.limit, (query.page - 1) * query.limit);
  return pageOf(rows, query, licenceOf);
}

const licenceOfAddress = (row: q.LicenceRow): LicenceOfAddress => ({
  number: row.licence_number,
  label: row.label,
  line1: row.line1,
  city: row.city,
  state: row.state,
});

async function pendingLicence(db: Db, id: number): Promise<q.LicenceRow> {
  const licence = await q.licenceById(db, id);
  if (!licence) throw refuse('LICENCE_NOT_FOUND', CUSTOMER_MESSAGES.licenceNotFound);
  if (licence.status !== 'pending') throw refuse('ALREADY_DECIDED', CUSTOMER_MESSAGES.licenceDecided);
  return licence;
}

/**
 * POST /api/admin/licences/:id/verify: pending → verified with the expiry read on the document;
 * the account holds the licence's level from then on, so the address covers checkout for it. The
 * account's admins (else its contacts) are told by mail, as for a rejection.
 */
export async function verifyLicence(
  deps: CustomersDeps,
  staff: Staff,
  id: number,
  body: VerifyLicenceBody,
  now: Date,
): Promise<LicenceDecisionResponse> {
  if (body.expiresOn <= isoDayIn(now)) throw refuse('VALIDATION', CUSTOMER_MESSAGES.licenceExpired);
  const before = await pendingLicence(deps.db, id);
  return deps.db.transaction(async (tx) => {
    if (!(await q.decideLicence(tx, id, { status: 'verified', expiresOn: body.expiresOn }))) {
      throw refuse('ALREADY_DECIDED', CUSTOMER_MESSAGES.licenceDecided);
    }
    await q.grantRxLevel(tx, before.account_id, before.rx_level);
    for (const to of await q.licenceMailTo(tx, before.account_id)) {
      await deps.outbox.mail(
        tx,
        licenceVerifiedMail(deps.config.store, to, licenceOfAddress(before), body.expiresOn),
      );
    }
    await audit(tx, staff, {
      action: 'licence.verify',
      entityType: 'licence',
      entityId: id,
      before: { status: before.status, expiresOn: before.expires_on },
      after: { status: 'verified', expiresOn: body.expiresOn },
    });
    const after = await q.licenceById(tx, id);
    if (!after) throw new Error('license not read back');
    return { licence: licenceOf(after) };
  });
}

/** POST /api/admin/licences/:id/reject: pending → rejected, the reason mailed to the account's admins. */
export async function rejectLicence(
  deps: CustomersDeps,
  staff: Staff,
  id: number,
  body: DeclineBody,
): Promise<LicenceDecisionResponse> {
  const before = await pendingLicence(deps.db, id);
  return deps.db.transaction(async (tx) => {
    if (!(await q.decideLicence(tx, id, { status: 'rejected' }))) {
      throw refuse('ALREADY_DECIDED', CUSTOMER_MESSAGES.licenceDecided);
    }
    for (const to of await q.licenceMailTo(tx, before.account_id)) {
      await deps.outbox.mail(
        tx,
        licenceRejectedMail(deps.config.store, to, licenceOfAddress(before), body.reason),
      );
    }
    await audit(tx, staff, {
      action: 'licence.reject',
      entityType: 'licence',
      entityId: id,
      before: { status: before.status },
      after: { status: 'rejected', reason: body.reason },
    });
    const after = await q.licenceById(tx, id);
    if (!after) throw new Error('license not read back');
    return { licence: licenceOf(after) };
  });
}

function registrationOf(r: q.RegistrationRow): AdminRegistration {
  return {
    accountId: r.account_id,
    accountNumber: r.account_number,
    accountName: r.account_name,
    businessType: r.business_type,
    phone: r.phone,
    email: r.email,
    status: r.status,
    contact:
      r.contact_id === null
        ? null
        : {
            id: r.contact_id,
            username: r.username ?? '',
            firstName: r.first_name ?? '',
            lastName: r.last_name ?? '',
          },
    createdAt: r.created_at,
  };
}

/** GET /api/admin/registrations: accounts applied for on the storefront, waiting, oldest first. */
export async function registrations(db: Db, query: RegistrationsQuery): Promise<RegistrationsPage> {
  const rows = await q.registrations(db, query.limit, (query.page - 1) * query.limit);
  return pageOf(rows, query, registrationOf);
}

/**
 * Decides an application once: approved → the account is active and its applicant is told (asked
 * to choose a password by invitation when the application set none); declined → the account is
 * inactive and the reason mailed.
 */
async function decideRegistration(
  deps: CustomersDeps,
  staff: Staff,
  accountId: number,
  decision: { status: 'active'; now: Date } | { status: 'inactive'; reason: string },
): Promise<RegistrationDecisionResponse> {
  return deps.db.transaction(async (tx) => {
    if (!(await q.decideRegistration(tx, accountId, decision.status))) {
      throw (await q.registrationById(tx, accountId))
        ? refuse('ALREADY_DECIDED', CUSTOMER_MESSAGES.registrationDecided)
        : refuse('NOT_FOUND', CUSTOMER_MESSAGES.registrationNotFound);
    }
    const row = await q.registrationById(tx, accountId);
    if (!row) throw new Error('account not read back');
    const store = deps.config.store;
    const to = row.contact_email ?? row.email;
    if (decision.status === 'active' && row.contact_id !== null && !row.has_password) {
      await inviteContact(
        tx,
        deps,
        {
          userId: row.contact_id,
          username: row.username ?? '',
          email: row.contact_email ?? '',
          firstName: row.first_name ?? '',
          accountName: row.account_name,
        },
        { userId: null, name: `${staff.firstName} ${staff.lastName} of ${store.name}` },
        decision.now,
      );
    } else if (to) {
      const account = { greetingName: row.first_name ?? row.account_name, accountName: row.account_name };
      await deps.outbox.mail(
        tx,
        decision.status === 'active'
          ? registrationApprovedMail(store, to, { ...account, username: row.username ?? to })
          : registrationDeclinedMail(store, to, account, decision.reason),
      );
    }
    await audit(tx, staff, {
      action: decision.status === 'active' ? 'registration.approve' : 'registration.decline',
      entityType: 'account',
      entityId: accountId,
      before: { status: 'pending_approval' },
      after: {
        status: decision.status,
        ...(decision.status === 'inactive' ? { reason: decision.reason } : {}),
      },
    });
    return { registration: registrationOf(row) };
  });
}

/** POST /api/admin/registrations/:id/approve. */
export const approveRegistration = (deps: CustomersDeps, staff: Staff, accountId: number, now: Date) =>
  decideRegistration(deps, staff, accountId, { status: 'active', now });

/** POST /api/admin/registrations/:id/decline { reason }. */
export const declineRegistration = (
  deps: CustomersDeps,
  staff: Staff,
  accountId: number,
  body: DeclineBody,
) => decideRegistration(deps, staff, accountId, { status: 'inactive', reason: body.reason });
