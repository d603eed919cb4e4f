// Queries of an account's contacts (users). Every one takes the account id and reads or changes that
// account's rows only. Contacts are never deleted: deactivation keeps their orders' history.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { accounts, contactRoles, users } from '../../db/schema/index.ts';

export interface ContactRow {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  title: string | null;
  contactRoleId: number | null;
  contactRoleName: string | null;
  isAdmin: boolean;
  isPriceVisible: boolean;
  ordersNeedApproval: boolean;
  isActive: boolean;
  hasPassword: boolean;
  lastLoginAt: Date | null;
}

const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  title: users.title,
  contactRoleId: users.contactRoleId,
  contactRoleName: contactRoles.name,
  isAdmin: users.isAdmin,
  isPriceVisible: users.isPriceVisible,
  ordersNeedApproval: users.ordersNeedApproval,
  isActive: users.isActive,
  hasPassword: sql<boolean>`${users.passwordHash} IS NOT NULL`,
  lastLoginAt: users.lastLoginAt,
};

/** One page of the account's active (or, with `inactive`, deactivated) contacts, by name. */
export async function contactsPage(
  db: DbOrTx,
  accountId: number,
  options: { active: boolean; limit: number; offset: number },
): Promise<{ rows: ContactRow[]; total: number }> {
  const where = and(eq(users.accountId, accountId), eq(users.isActive, options.active));
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(contactRoles, eq(contactRoles.id, users.contactRoleId))
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(options.limit)
    .offset(options.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function contactOf(db: DbOrTx, accountId: number, id: number): Promise<ContactRow | null> {
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(contactRoles, eq(contactRoles.id, users.contactRoleId))
    .where(and(eq(users.accountId, accountId), eq(users.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Serialises changes of one account's contacts behind its account row: the admin count a change is
 * checked against cannot change under it (two admins demoting each other take turns).
 */
export async function lockAccountContacts(tx: Tx, accountId: number): Promise<string> {
  const rows = await tx
    .select({ accountName: accounts.accountName })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return rows[0]?.accountName ?? '';
}

export async function activeAdminCount(db: DbOrTx, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.isAdmin, true), eq(users.isActive, true)));
  return row?.n ?? 0;
}

export async function usernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return rows.length > 0;
}

export async function contactRoleExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: contactRoles.id })
    .from(contactRoles)
    .where(eq(contactRoles.id, id))
    .limit(1);
  return rows.length > 0;
}

export interface NewContact {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  title: string | null;
  contactRoleId: number;
  isAdmin: boolean;
  isPriceVisible: boolean;
  ordersNeedApproval: boolean;
}

export async function insertContact(tx: DbOrTx, accountId: number, contact: NewContact): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({ accountId, ...contact, passwordHash: null })
    .returning({ id: users.id });
  if (!row) throw new Error('contact not inserted');
  return row.id;
}

export type ContactChanges = Partial<Omit<NewContact, 'username'>> & {
  isActive?: boolean;
  deactivatedAt?: Date | null;
};

export async function updateContact(tx: DbOrTx, accountId: number, id: number, changes: ContactChanges) {
  if (Object.keys(changes).length === 0) return;
  await tx
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(users.accountId, accountId), eq(users.id, id)));
}
