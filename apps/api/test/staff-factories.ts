// Factories of the back office's tests (issue 20): staff members with roles, and their sign-in.
import type { FastifyInstance } from 'fastify';
import { type StaffSessionResponse, adminPaths } from '@medsupply/contract';
import type { StaffRole } from '@medsupply/domain';
import type { Db } from '../src/db/client.ts';
import type { Config } from '../src/config.ts';
import { staffMembers, staffSessions } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { signStaffToken } from '../src/modules/back-office/staff.service.ts';

let counter = 0;

export const STAFF_PASSWORD = 'back office 1';

/** A staff member with `roles`, password STAFF_PASSWORD unless given. */
export async function createStaff(
  db: Db,
  input: { roles: StaffRole[]; password?: string; isActive?: boolean; firstName?: string },
) {
  counter += 1;
  const username = `staff${process.pid}x${counter}`;
  const [row] = await db
    .insert(staffMembers)
    .values({
      username,
      email: `${username}@store.example`,
      firstName: input.firstName ?? 'Sam',
      lastName: `Staff${counter}`,
      passwordHash: await hashPassword(input.password ?? STAFF_PASSWORD),
      roles: input.roles,
      isActive: input.isActive ?? true,
    })
    .returning();
  if (!row) throw new Error('staff member not created');
  return row;
}

/** Signs a staff member in over HTTP; the bearer headers of the session. */
export async function staffSignIn(
  app: FastifyInstance,
  username: string,
  password = STAFF_PASSWORD,
): Promise<{ headers: { authorization: string }; session: StaffSessionResponse }> {
  const res = await app.inject({ method: 'POST', url: adminPaths.login, payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.statusCode} ${res.body}`);
  const session = res.json<StaffSessionResponse>();
  return { headers: { authorization: `Bearer ${session.token}` }, session };
}

/** A signed-in staff member with `roles`. */
export async function signedInStaff(app: FastifyInstance, db: Db, roles: StaffRole[]) {
  const staff = await createStaff(db, { roles });
  return { staff, ...(await staffSignIn(app, staff.username)) };
}

/** A live staff session and its bearer headers without signing in over HTTP (fuzz, route walks). */
export async function staffLoginAs(
  db: Db,
  config: Pick<Config, 'jwtSecret'>,
  staff: { id: number },
): Promise<{ headers: { authorization: string } }> {
  const expiresAt = new Date(Date.now() + 8 * 3_600_000);
  const [session] = await db
    .insert(staffSessions)
    .values({ staffId: staff.id, expiresAt })
    .returning({ id: staffSessions.id });
  if (!session) throw new Error('staff session not created');
  const token = await signStaffToken(config.jwtSecret, {
    staffId: staff.id,
    sessionId: session.id,
    issuedAt: new Date(),
    expiresAt,
  });
  return { headers: { authorization: `Bearer ${token}` } };
}
