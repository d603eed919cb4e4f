// The staff's rows: members, sessions and the audit log (issue 20). No business rules here.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';

export interface StaffRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  roles: string[];
  is_active: boolean;
}

const staffColumns = sql`s.id, s.username, s.email, s.first_name, s.last_name, s.password_hash, s.roles, s.is_active`;

export async function staffByUsername(db: DbOrTx, username: string): Promise<StaffRow | null> {
  const rows = await queryRows<StaffRow>(
    db,
    sql`SELECT ${staffColumns} FROM staff_members s WHERE s.username = ${username}`,
  );
  return rows[0] ?? null;
}

/** The active staff member of a live session (not ended, not expired), or null. */
export async function staffOfSession(
  db: DbOrTx,
  staffId: number,
  sessionId: string,
): Promise<StaffRow | null> {
  const rows = await queryRows<StaffRow>(
    db,
    sql`SELECT ${staffColumns} FROM staff_sessions ss JOIN staff_members s ON s.id = ss.staff_id
      WHERE ss.id = ${sessionId}::uuid AND ss.staff_id = ${staffId} AND ss.ended_at IS NULL
        AND ss.expires_at > now() AND s.is_active`,
  );
  return rows[0] ?? null;
}

export async function insertSession(
  tx: Tx,
  input: { staffId: number; expiresAt: Date; ip: string | null },
): Promise<string> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO staff_sessions (staff_id, expires_at, ip)
      VALUES (${input.staffId}, ${input.expiresAt.toISOString()}::timestamptz, ${input.ip}) RETURNING id`,
  );
  const row = rows[0];
  if (!row) throw new Error('staff session insert returned no row');
  return row.id;
}

export async function recordLogin(tx: Tx, staffId: number): Promise<void> {
  await tx.execute(sql`UPDATE staff_members SET last_login_at = now() WHERE id = ${staffId}`);
}

export async function endSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.execute(
    sql`UPDATE staff_sessions SET ended_at = now() WHERE id = ${sessionId}::uuid AND ended_at IS NULL`,
  );
}

export interface AuditRow {
  id: number | string;
  staff_id: number;
  staff_name: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string | Date;
  full_count: number;
}

export interface AuditFilter {
  staffId?: number | undefined;
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  /** Inclusive days ('YYYY-MM-DD') in `timeZone`. */
  from?: string | undefined;
  to?: string | undefined;
  timeZone: string;
}

/** A page of the audit log, newest first, with the filter's total on each row. */
export async function searchAudit(
  db: DbOrTx,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<AuditRow[]> {
  const where: SQL[] = [sql`TRUE`];
  if (filter.staffId !== undefined) where.push(sql`a.staff_id = ${filter.staffId}`);
  if (filter.action) where.push(sql`a.action = ${filter.action}`);
  if (filter.entityType) where.push(sql`a.entity_type = ${filter.entityType}`);
  if (filter.entityId) where.push(sql`a.entity_id = ${filter.entityId}`);
  const day = sql`(a.created_at AT TIME ZONE ${filter.timeZone})::date`;
  if (filter.from) where.push(sql`${day} >= ${filter.from}::date`);
  if (filter.to) where.push(sql`${day} <= ${filter.to}::date`);
  return queryRows<AuditRow>(
    db,
    sql`SELECT a.id, a.staff_id, s.first_name || ' ' || s.last_name AS staff_name, a.action, a.entity_type,
        a.entity_id, a.before, a.after, a.created_at, (count(*) OVER ())::int AS full_count
      FROM audit_log a JOIN staff_members s ON s.id = a.staff_id
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY a.created_at DESC, a.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
}
