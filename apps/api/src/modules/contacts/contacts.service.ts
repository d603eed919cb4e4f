// The account's contacts (issue 19 point 4; service spec §7 generic calls on /api/contacts; §2:
// Contacts [isAdmin]). An admin lists them (100 a page), creates one (who is mailed an invitation to
// set a password), edits one (role, permissions: price visibility, admin, orders need approval) and
// deletes one (deactivation: the login and its sessions end, its history stays). An admin cannot
// remove their own admin right or the account's last admin (domain contacts.ts); every change runs
// under a lock on the account, so two admins demoting each other never leave it without one.
import { contactChangeProblem } from '@medsupply/domain';
import {
  contactMessages,
  pageCount,
  type Contact,
  type ContactFields,
  type ContactResponse,
  type ContactsPage,
  type ContactsQuery,
  type CreateContactBody,
  type EditContactBody,
} from '@medsupply/contract';
import type { Config } from '../../config.ts';
import type { Buyer } from '../../core/actor.ts';
import type { Outbox } from '../../core/outbox.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { inviteContact, pendingInvitations } from '../auth/invitations.service.ts';
import { endSessionsOf } from '../auth/security.service.ts';
import * as q from './contacts.queries.ts';

export interface ContactsDeps {
  db: Db;
  config: Config;
  outbox: Outbox;
}

export const UNKNOWN_ROLE_MESSAGE = 'Please choose a contact role from the list.';

const notFound = () => refuse('CONTACT_NOT_FOUND', contactMessages.notFound);

function toContact(row: q.ContactRow, invited: Set<number>): Contact {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    title: row.title,
    contactRole:
      row.contactRoleId === null ? null : { id: row.contactRoleId, name: row.contactRoleName ?? '' },
    isAdmin: row.isAdmin,
    isPriceVisible: row.isPriceVisible,
    ordersNeedApproval: row.ordersNeedApproval,
    isActive: row.isActive,
    invitationPending: !row.hasPassword && invited.has(row.id),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

async function contactView(db: DbOrTx, accountId: number, id: number, now: Date): Promise<Contact> {
  const row = await q.contactOf(db, accountId, id);
  if (!row) throw notFound();
  return toContact(row, await pendingInvitations(db, [row.id], now));
}

/** A contact's own details (the profile page), or null when it is not the account's. */
export async function contactDetails(
  db: DbOrTx,
  accountId: number,
  id: number,
): Promise<ContactFields | null> {
  const row = await q.contactOf(db, accountId, id);
  if (!row) return null;
  const {
    isActive: _active,
    invitationPending: _pending,
    lastLoginAt: _login,
    ...fields
  } = toContact(row, new Set());
  return fields;
}

/** GET paginate: one page of the account's contacts, 100 a page unless asked otherwise. */
export async function paginate(db: Db, buyer: Buyer, query: ContactsQuery, now: Date): Promise<ContactsPage> {
  const { rows, total } = await q.contactsPage(db, buyer.account.id, {
    active: query.inactive !== 'true',
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const invited = await pendingInvitations(
    db,
    rows.map((r) => r.id),
    now,
  );
  return {
    limit: query.limit,
    page: query.page,
    pages: pageCount(total, query.limit),
    total,
    results: rows.map((row) => toContact(row, invited)),
  };
}

/** GET {id}: one contact of the account. */
export async function getById(db: Db, buyer: Buyer, id: number, now: Date): Promise<ContactResponse> {
  return { contact: await contactView(db, buyer.account.id, id, now) };
}

async function checkRole(tx: Tx, contactRoleId: number | undefined): Promise<void> {
  if (contactRoleId !== undefined && !(await q.contactRoleExists(tx, contactRoleId))) {
    throw refuse('UNKNOWN_CONTACT_ROLE', UNKNOWN_ROLE_MESSAGE);
  }
}

/** POST create: a new contact of the account, mailed an invitation to set a password. */
export async function create(
  deps: ContactsDeps,
  buyer: Buyer,
  input: CreateContactBody,
  now: Date,
): Promise<ContactResponse> {
  const accountId = buyer.account.id;
  const username = input.username ?? input.email;
  const id = await deps.db.transaction(async (tx) => {
    const accountName = await q.lockAccountContacts(tx, accountId);
    await checkRole(tx, input.contactRoleId);
    if (await q.usernameTaken(tx, username)) throw refuse('USERNAME_TAKEN', contactMessages.usernameTaken);
    const userId = await q.insertContact(tx, accountId, {
      username,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      title: input.title ?? null,
      contactRoleId: input.contactRoleId,
      isAdmin: input.isAdmin,
      isPriceVisible: input.isPriceVisible,
      ordersNeedApproval: input.ordersNeedApproval,
    });
    await inviteContact(
      tx,
      deps,
      { userId, username, email: input.email, firstName: input.firstName, accountName },
      { userId: buyer.user.id, name: `${buyer.user.firstName} ${buyer.user.lastName}` },
      now,
    );
    return userId;
  });
  return { contact: await contactView(deps.db, accountId, id, now) };
}

/** Refuses a change that would leave the account without an admin or take the caller's own right. */
async function checkAdminChange(
  tx: Tx,
  buyer: Buyer,
  target: q.ContactRow,
  after: { isAdmin: boolean; isActive: boolean; liftsApproval?: boolean },
): Promise<void> {
  const problem = contactChangeProblem({
    actorUserId: buyer.user.id,
    targetUserId: target.id,
    targetIsAdmin: target.isAdmin && target.isActive,
    staysAdmin: after.isAdmin && after.isActive,
    deactivates: target.isActive && !after.isActive,
    activeAdmins: await q.activeAdminCount(tx, buyer.account.id),
    liftsApproval: after.liftsApproval ?? false,
  });
  if (problem) throw refuse('CONTACT_CHANGE_REFUSED', problem);
}

/** PATCH edit: the given fields of one of the account's contacts. */
export async function edit(
  db: Db,
  buyer: Buyer,
  input: EditContactBody,
  now: Date,
): Promise<ContactResponse> {
  const accountId = buyer.account.id;
  await db.transaction(async (tx) => {
    await q.lockAccountContacts(tx, accountId);
    const target = await q.contactOf(tx, accountId, input.id);
    if (!target) throw notFound();
    await checkRole(tx, input.contactRoleId);
    const isActive = input.isActive ?? target.isActive;
    await checkAdminChange(tx, buyer, target, {
      isAdmin: input.isAdmin ?? target.isAdmin,
      isActive,
      liftsApproval: target.ordersNeedApproval && input.ordersNeedApproval === false,
    });
    const changes: q.ContactChanges = {};
    if (input.email !== undefined) changes.email = input.email;
    if (input.firstName !== undefined) changes.firstName = input.firstName;
    if (input.lastName !== undefined) changes.lastName = input.lastName;
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.title !== undefined) changes.title = input.title;
    if (input.contactRoleId !== undefined) changes.contactRoleId = input.contactRoleId;
    if (input.isAdmin !== undefined) changes.isAdmin = input.isAdmin;
    if (input.isPriceVisible !== undefined) changes.isPriceVisible = input.isPriceVisible;
    if (input.ordersNeedApproval !== undefined) changes.ordersNeedApproval = input.ordersNeedApproval;
    if (input.isActive === true && !target.isActive) {
      changes.isActive = true;
      changes.deactivatedAt = null;
    }
    await q.updateContact(tx, accountId, target.id, changes);
  });
  return { contact: await contactView(db, accountId, input.id, now) };
}

/** POST delete {id}: deactivates the contact; its sessions end at once, its orders stay. */
export async function remove(db: Db, buyer: Buyer, id: number, now: Date): Promise<ContactResponse> {
  const accountId = buyer.account.id;
  await db.transaction(async (tx) => {
    await q.lockAccountContacts(tx, accountId);
    const target = await q.contactOf(tx, accountId, id);
    if (!target?.isActive) throw notFound();
    await checkAdminChange(tx, buyer, target, { isAdmin: target.isAdmin, isActive: false });
    await q.updateContact(tx, accountId, id, { isActive: false, deactivatedAt: now });
    await endSessionsOf(tx, id, now);
  });
  return { contact: await contactView(db, accountId, id, now) };
}
