// Staff members as the administrator manages them (issue 20 point 1, ADR 0031). No rules here.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';

export interface StaffListRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
  is_active: boolean;
  last_login_at: string | Date | null;
  created_at: string | Date;
  full_count?: number;
}

const columns = sql`s.id, s.username, s.email, s.first_name, s.last_name, s.roles, s.is_active,
  s.last_login_at, s.created_at`;

export async function searchStaff(
  db: DbOrTx,
  filter: { q?: string | undefined; status: 'all' | 'active' | 'inactive' },
  limit: number,
  offset: number,
): Promise<StaffListRow[]> {
  const where: SQL[] = [sql`TRUE`];
  if (filter.q) {
    const like = `%${filter.q.toLowerCase().replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(s.username LIKE ${like} OR lower(s.email) LIKE ${like}
        OR lower(s.first_name || ' ' || s.last_name) LIKE ${like})`,
    );
  }
  if (filter.status === 'active') where.push(sql`s.is_active`);
  if (filter.status === 'inactive') where.push(sql`NOT s.is_active`);
  return queryRows<StaffListRow>(
    db,
    sql`SELECT ${columns}, (count(*) OVER ())::int AS full_count FROM staff_members s
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY s.is_active DESC, lower(s.last_name), lower(s.first_name), s.id LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function staffById(db: DbOrTx, id: number): Promise<StaffListRow | null> {
  const rows = await queryRows<StaffListRow>(
    db,
    sql`SELECT ${columns} FROM staff_members s WHERE s.id = ${id}`,
  );
  return rows[0] ?? null;
}

/**
 * The active administrators, row-locked: two administrators changing each other at once are taken
 * one after the other, and the second sees the first's change (so one administrator always stays).
 */
export async function lockActiveAdministrators(tx: Tx): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM staff_members WHERE is_active AND 'administrator' = ANY(roles) ORDER BY id FOR UPDATE`,
  );
  return rows.map((r) => r.id);
}

/** The new member's id, or null when the username is taken. */
export async function insertStaff(
  tx: Tx,
  input: {
    username: string;
    email: string;
    firstName: string;
    lastName: string;
    roles: string[];
    passwordHash: string;
  },
): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO staff_members (username, email, first_name, last_name, roles, password_hash)
      VALUES (${input.username}, ${input.email}, ${input.firstName}, ${input.lastName},
        ${`{${input.roles.join(',')}}`}::text[], ${input.passwordHash})
      ON CONFLICT (username) DO NOTHING RETURNING id`,
  );
  return rows[0]?.id ?? null;
}

export async function updateStaff(
  tx: Tx,
  id: number,
  change: {
    roles?: string[] | undefined;
    isActive?: boolean | undefined;
    firstName?: string | undefined;
    lastName?: string | undefined;
    email?: string | undefined;
    passwordHash?: string | undefined;
  },
): Promise<void> {
  const sets: SQL[] = [];
  if (change.roles !== undefined) sets.push(sql`roles = ${`{${change.roles.join(',')}}`}::text[]`);
  if (change.isActive !== undefined) sets.push(sql`is_active = ${change.isActive}`);
  if (change.firstName !== undefined) sets.push(sql`first_name = ${change.firstName}`);
  if (change.lastName !== undefined) sets.push(sql`last_name = ${change.lastName}`);
  if (change.email !== undefined) sets.push(sql`email = ${change.email}`);
  if (change.passwordHash !== undefined) sets.push(sql`password_hash = ${change.passwordHash}`);
  if (sets.length === 0) return;
  await tx.execute(sql`UPDATE staff_members SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
}

/** Ends every live session of the member; answers how many. */
export async function endSessionsOf(tx: Tx, staffId: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE staff_sessions SET ended_at = now() WHERE staff_id = ${staffId} AND ended_at IS NULL RETURNING id`,
  );
  return rows.length;
}

export async function staffNames(db: DbOrTx): Promise<Array<{ id: number; name: string; username: string }>> {
  return queryRows(
    db,
    sql`SELECT id, first_name || ' ' || last_name AS name, username FROM staff_members
      ORDER BY lower(last_name), lower(first_name), id`,
  );
}
