// The store's demo staff (issue 20, README "Demo logins", its staff table): one member per role,
// each with the demo password. Staff are not customer contacts: they sign in at /admin.
import type { StaffRole } from '@medsupply/domain';
import { staffMembers } from '../schema/index.ts';
import type { BulkWriter } from './bulk.ts';

/** The documented staff logins (README). */
export const DEMO_STAFF: { username: string; firstName: string; lastName: string; roles: StaffRole[] }[] = [
  {
    username: 'admin@staff.medsupply.example',
    firstName: 'Alex',
    lastName: 'Morgan',
    roles: ['administrator'],
  },
  {
    username: 'orders@staff.medsupply.example',
    firstName: 'Jordan',
    lastName: 'Reyes',
    roles: ['order_desk'],
  },
  {
    username: 'ar@staff.medsupply.example',
    firstName: 'Priya',
    lastName: 'Shah',
    roles: ['accounts_receivable'],
  },
  {
    username: 'compliance@staff.medsupply.example',
    firstName: 'Morgan',
    lastName: 'Lee',
    roles: ['compliance'],
  },
  { username: 'content@staff.medsupply.example', firstName: 'Riley', lastName: 'Chen', roles: ['content'] },
];

export async function seedStaff(writer: BulkWriter, passwordHash: string, now: Date): Promise<void> {
  await writer.insert(
    staffMembers,
    DEMO_STAFF.map((s, i) => ({
      id: i + 1,
      username: s.username,
      email: s.username,
      firstName: s.firstName,
      lastName: s.lastName,
      passwordHash,
      roles: s.roles,
      createdAt: now,
    })),
  );
}
