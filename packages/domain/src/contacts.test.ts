import { describe, expect, it } from 'vitest';
import {
  LAST_ADMIN_MESSAGE,
  OWN_ADMIN_MESSAGE,
  OWN_APPROVAL_MESSAGE,
  OWN_LOGIN_MESSAGE,
  contactChangeProblem,
} from './contacts.ts';

const change = (overrides: Partial<Parameters<typeof contactChangeProblem>[0]>) =>
  contactChangeProblem({
    actorUserId: 1,
    targetUserId: 2,
    targetIsAdmin: true,
    staysAdmin: false,
    deactivates: false,
    activeAdmins: 2,
    ...overrides,
  });

describe('contactChangeProblem', () => {
  it('lets an admin demote or deactivate another admin while one remains', () => {
    expect(change({})).toBeUndefined();
    expect(change({ deactivates: true })).toBeUndefined();
  });

  it('refuses removing your own admin right, even with other admins', () => {
    expect(change({ targetUserId: 1, activeAdmins: 3 })).toBe(OWN_ADMIN_MESSAGE);
  });

  it('refuses deactivating your own login', () => {
    expect(change({ targetUserId: 1, deactivates: true })).toBe(OWN_LOGIN_MESSAGE);
  });

  it('refuses removing the last admin', () => {
    expect(change({ activeAdmins: 1 })).toBe(LAST_ADMIN_MESSAGE);
    expect(change({ activeAdmins: 1, deactivates: true })).toBe(LAST_ADMIN_MESSAGE);
  });

  it('does not care about admins when the target is none or stays one', () => {
    expect(change({ targetIsAdmin: false, activeAdmins: 1 })).toBeUndefined();
    expect(change({ staysAdmin: true, activeAdmins: 1 })).toBeUndefined();
    expect(change({ targetUserId: 1, staysAdmin: true })).toBeUndefined();
  });

  it('refuses lifting the approval of your own orders; another admin may (issue 26)', () => {
    expect(change({ targetUserId: 1, staysAdmin: true, liftsApproval: true })).toBe(OWN_APPROVAL_MESSAGE);
    expect(change({ staysAdmin: true, liftsApproval: true })).toBeUndefined();
    expect(change({ targetUserId: 1, staysAdmin: true, liftsApproval: false })).toBeUndefined();
  });
});
