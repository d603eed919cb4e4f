// Who acts (ARCHITECTURE §4 "core/"): a visitor, a signed-in buyer, a staff member, or a job. The
// HTTP edge turns a request into an Actor (http/auth.ts); jobs, the back office and punchout build
// theirs without a request. Services take an Actor, never a request, so the same rule answers the
// same way whoever calls it (docs/decisions/0019-api-core.md).
import type { Permissions } from '@medsupply/domain';

/** Someone on the store without a session (or whose token was not accepted). */
export interface Visitor {
  kind: 'visitor';
  /** The client's address, for security events; null when unknown. */
  ip: string | null;
}

/** A contact signed in for an account (the session's current one, after any switch). */
export interface Buyer {
  kind: 'buyer';
  ip: string | null;
  user: {
    id: number;
    /** The session row every token of this sign-in names (logout and switch end it). */
    sessionId: string;
    username: string;
    email: string;
    firstName: string;
    lastName: string;
    isPunchout: boolean;
    isParentLogin: boolean;
  };
  /** The account the session acts for. */
  account: {
    id: number;
    accountName: string;
    parentId: number | null;
    /** Rx levels the account holds licences for (service spec §3 account.rxLevels). */
    rxLevels: readonly number[];
    priceLevelId: number;
  };
  /**
   * service spec §6: the active accounts a parent login may act for (its own, its children and
   * those granted to it), in switcher order; empty for other logins.
   */
  relatedAccountIds: readonly number[];
  /** Derived on the server (packages/domain permissions.ts), never taken from the client. */
  permissions: Permissions;
}

/** A member of the store's staff (back office): not a customer contact, no account of its own. */
export interface Staff {
  kind: 'staff';
  staffId: number;
  roles: readonly string[];
  /** The staff session the token names (sign-out ends it). */
  sessionId: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Work the API process does on its own (outbox delivery, cleanup, subscriptions). */
export interface Job {
  kind: 'job';
  name: string;
}

export type Actor = Visitor | Buyer | Staff | Job;

export const visitor = (ip: string | null): Visitor => ({ kind: 'visitor', ip });

export const job = (name: string): Job => ({ kind: 'job', name });

export const isBuyer = (actor: Actor): actor is Buyer => actor.kind === 'buyer';

/** The fields search and security events record about who asked. */
export function whoOf(actor: Actor): { userId: number | null; accountId: number | null; ip: string | null } {
  switch (actor.kind) {
    case 'buyer':
      return { userId: actor.user.id, accountId: actor.account.id, ip: actor.ip };
    case 'visitor':
      return { userId: null, accountId: null, ip: actor.ip };
    case 'staff':
    case 'job':
      return { userId: null, accountId: null, ip: null };
  }
}
