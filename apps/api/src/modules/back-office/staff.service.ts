// Staff sign-in and sessions, and the audit log (issue 20 point 1, docs/decisions/0027-back-office.md).
// Staff are not customer contacts: their own table, roles and sessions, and tokens signed with a key
// of their own (derived from JWT_SECRET) and audience, so a staff token never verifies as a
// customer's and a customer's never as a staff member's. Every staff action writes its audit row
// with `audit(tx, …)` inside the action's own transaction.
import { audit } from '../../core/audit.ts';
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { AuditPage, AuditQuery, StaffMember, StaffSessionResponse } from '@medsupply/contract';
import { STORE_TIME_ZONE, staffAreasOf } from '@medsupply/domain';
import type { Staff } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db } from '../../db/client.ts';
import { checkPasswordLimited, normalizeLogin } from '../auth/auth.service.ts';
import { pageOf } from './paging.ts';
import * as q from './staff.queries.ts';

/** A staff session lasts a working day; there is no refresh: the staff member signs in again. */
export const STAFF_SESSION_SECONDS = 10 * 60 * 60;
export const STAFF_TOKEN_AUDIENCE = 'medsupply-back-office';
const ALGORITHM = 'HS256';

export const STAFF_MESSAGES = {
  invalidCredentials: 'The username or password is incorrect.',
  signInRequired: 'Please sign in to the back office.',
  customerToken: 'The back office is for the store’s staff. Sign in with a staff account.',
  forbidden: 'Your role does not allow this.',
} as const;

/** The staff tokens' own key: HMAC of JWT_SECRET with a label, never the customers' key. */
const staffKey = (secret: string) =>
  createHmac('sha256', secret).update('medsupply staff tokens v1').digest();

export function staffMemberOf(staff: Staff): StaffMember {
  return {
    id: staff.staffId,
    username: staff.username,
    email: staff.email,
    firstName: staff.firstName,
    lastName: staff.lastName,
    roles: [...staff.roles],
    areas: staffAreasOf(staff.roles),
  };
}

function actorOf(row: q.StaffRow, sessionId: string): Staff {
  return {
    kind: 'staff',
    staffId: row.id,
    roles: row.roles,
    sessionId,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
  };
}

/** Writes the audit row of a staff action inside the action's transaction `tx`. */
/** The audit trail's writer (core/audit.ts), for the back office's own services. */
export { audit };

/** POST /api/admin/auth/login: a staff session and its token; the sign-in is audited. */
export async function staffLogin(
  db: Db,
  secret: string,
  input: { username: string; password: string },
  ip: string,
  now: Date,
): Promise<StaffSessionResponse> {
  const username = normalizeLogin(input.username);
  const row = await q.staffByUsername(db, username);
  const ok = await checkPasswordLimited(
    db,
    { scope: 'staff', username, ip },
    row?.password_hash,
    input.password,
  );
  if (!row || !ok || !row.is_active) throw refuse('INVALID_CREDENTIALS', STAFF_MESSAGES.invalidCredentials);
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_SECONDS * 1000);
  const sessionId = await db.transaction(async (tx) => {
    const id = await q.insertSession(tx, { staffId: row.id, expiresAt, ip });
    await q.recordLogin(tx, row.id);
    await audit(tx, actorOf(row, id), {
      action: 'staff.signIn',
      entityType: 'staff',
      entityId: row.id,
      after: { sessionId: id, ip },
    });
    return id;
  });
  const token = await signStaffToken(secret, { staffId: row.id, sessionId, issuedAt: now, expiresAt });
  return { token, expiresAt: expiresAt.toISOString(), staff: staffMemberOf(actorOf(row, sessionId)) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A staff token for a session: the staff key and audience, never a customer token's. */
export async function signStaffToken(
  secret: string,
  claims: { staffId: number; sessionId: string; issuedAt: Date; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.staffId))
    .setAudience(STAFF_TOKEN_AUDIENCE)
    .setIssuedAt(Math.floor(claims.issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(staffKey(secret));
}

/** The staff member a bearer token speaks for (a live session of an active member), or null. */
export async function staffOfToken(db: Db, secret: string, token: string): Promise<Staff | null> {
  let staffId: number;
  let sessionId: unknown;
  try {
    const { payload } = await jwtVerify(token, staffKey(secret), {
      algorithms: [ALGORITHM],
      audience: STAFF_TOKEN_AUDIENCE,
    });
    staffId = Number(payload.sub);
    sessionId = payload['sid'];
  } catch {
    return null;
  }
  if (!Number.isSafeInteger(staffId) || typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
  const row = await q.staffOfSession(db, staffId, sessionId);
  return row ? actorOf(row, sessionId) : null;
}

/** POST /api/admin/auth/logout: ends the session (its tokens are refused from then on). */
export async function staffLogout(db: Db, staff: Staff): Promise<{ success: true }> {
  await q.endSession(db, staff.sessionId);
  return { success: true };
}

/** GET /api/admin/audit: the audit log, newest first, by staff member, action, entity and days. */
export async function searchAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const rows = await q.searchAudit(
    db,
    {
      staffId: query.staffId,
      action: query.action,
      entityType: query.entityType,
      entityId: query.entityId,
      from: query.from,
      to: query.to,
      timeZone: STORE_TIME_ZONE,
    },
    query.limit,
    (query.page - 1) * query.limit,
  );
  return pageOf(rows, query, (r) => ({
    id: Number(r.id),
    staffId: r.staff_id,
    staffName: r.staff_name,
    action: r.action,
    entityType: r.entity_type,
    entityId: r.entity_id,
    before: r.before,
    after: r.after,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
