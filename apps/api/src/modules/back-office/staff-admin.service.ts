// The administrator's management of staff accounts (issue 20 point 1, ADR 0031): list, create with
// a first password the administrator sets, change roles, names or password, deactivate (their
// sessions end in the same transaction) and reactivate. Each change is audited (never the
// password, only that it changed). No change may leave the store without an active administrator.
import type {
  AdminStaffMember,
  AdminStaffPage,
  AdminStaffQuery,
  AuditStaffResponse,
  CreateStaffBody,
  UpdateStaffBody,
} from '@medsupply/contract';
import { LAST_ADMINISTRATOR_MESSAGE, leavesNoAdministrator } from '@medsupply/domain';
import type { Staff } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../auth/auth.service.ts';
import { pageOf } from './paging.ts';
import { audit } from './staff.service.ts';
import * as q from './staff-admin.queries.ts';

export const STAFF_ADMIN_MESSAGES = {
  notFound: 'Staff member not found.',
  usernameTaken: 'That username is taken. Choose another.',
  lastAdministrator: LAST_ADMINISTRATOR_MESSAGE,
} as const;

const iso = (value: string | Date) => new Date(value).toISOString();

function memberOf(row: q.StaffListRow): AdminStaffMember {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: row.roles,
    isActive: row.is_active,
    lastLoginAt: row.last_login_at === null ? null : iso(row.last_login_at),
    createdAt: iso(row.created_at),
  };
}

const audited = (row: q.StaffListRow) => ({
  username: row.username,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  roles: row.roles,
  isActive: row.is_active,
});

/** GET /api/admin/staff: active members first, by name. */
export async function listStaff(db: Db, query: AdminStaffQuery): Promise<AdminStaffPage> {
  const rows = await q.searchStaff(
    db,
    { q: query.q, status: query.status },
    query.limit,
    (query.page - 1) * query.limit,
  );
  return pageOf(rows, query, memberOf);
}

/** POST /api/admin/staff. */
export async function createStaff(db: Db, staff: Staff, body: CreateStaffBody): Promise<AdminStaffMember> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const id = await q.insertStaff(tx, {
      username: body.username,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      roles: body.roles,
      passwordHash,
    });
    if (id === null) throw refuse('USERNAME_TAKEN', STAFF_ADMIN_MESSAGES.usernameTaken);
    const row = await q.staffById(tx, id);
    if (!row) throw new Error(`staff member ${id} vanished`);
    await audit(tx, staff, {
      action: 'staff.create',
      entityType: 'staff',
      entityId: id,
      after: { ...audited(row), passwordSet: true },
    });
    return memberOf(row);
  });
}

/** PATCH /api/admin/staff/:id. */
export async function updateStaff(
  db: Db,
  staff: Staff,
  id: number,
  body: UpdateStaffBody,
): Promise<AdminStaffMember> {
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const administrators = await q.lockActiveAdministrators(tx);
    const before = await q.staffById(tx, id);
    if (!before) throw refuse('NOT_FOUND', STAFF_ADMIN_MESSAGES.notFound);
    const next = { roles: body.roles ?? before.roles, isActive: body.isActive ?? before.is_active };
    if (leavesNoAdministrator(administrators, id, next))
      throw refuse('VALIDATION', STAFF_ADMIN_MESSAGES.lastAdministrator);
    await q.updateStaff(tx, id, {
      roles: body.roles,
      isActive: body.isActive,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      passwordHash,
    });
    // Deactivation and a new password end the member's sessions (a role change takes effect on
    // the next request anyway: the gate reads the roles from the database each time).
    const deactivated = before.is_active && !next.isActive;
    const sessionsEnded = deactivated || passwordHash !== undefined ? await q.endSessionsOf(tx, id) : 0;
    const after = await q.staffById(tx, id);
    if (!after) throw new Error(`staff member ${id} vanished`);
    await audit(tx, staff, {
      action: deactivated ? 'staff.deactivate' : 'staff.update',
      entityType: 'staff',
      entityId: id,
      before: audited(before),
      after: {
        ...audited(after),
        ...(passwordHash !== undefined ? { passwordChanged: true } : {}),
        ...(sessionsEnded > 0 ? { sessionsEnded } : {}),
      },
    });
    return memberOf(after);
  });
}

/** GET /api/admin/audit/staff: who the audit page can filter by. */
export async function auditStaff(db: Db): Promise<AuditStaffResponse> {
  return { staff: await q.staffNames(db) };
}
