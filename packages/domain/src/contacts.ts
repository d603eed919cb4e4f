// Who may change whose administrator right (issue 19 point 4): an account is run by its admins, so
// it must always keep one, and an admin cannot lock themselves out by their own hand (another admin
// can). The API applies this under a lock on the account's contacts, so two admins demoting each
// other at once cannot both succeed.

export const OWN_ADMIN_MESSAGE = 'You cannot remove your own administrator rights.';
export const LAST_ADMIN_MESSAGE = 'The account must keep at least one administrator.';
export const OWN_LOGIN_MESSAGE = 'You cannot deactivate your own login.';
export const OWN_APPROVAL_MESSAGE =
  'Your own orders need approval: another administrator of your account can lift that, you cannot.';

export interface ContactChange {
  /** The admin making the change. */
  actorUserId: number;
  targetUserId: number;
  /** Whether the target is an active admin now. */
  targetIsAdmin: boolean;
  /** After the change: still an admin (false when demoted or deactivated). */
  staysAdmin: boolean;
  /** The change deactivates the target (delete). */
  deactivates: boolean;
  /** Active admins of the account now, the target included. */
  activeAdmins: number;
  /** The target's orders need approval now, and the change would lift that (issue 26). */
  liftsApproval?: boolean;
}

/** Why the change may not be made, or undefined when it may. */
export function contactChangeProblem(change: ContactChange): string | undefined {
  const own = change.actorUserId === change.targetUserId;
  if (own && change.deactivates) return OWN_LOGIN_MESSAGE;
  // An admin whose orders need approval would otherwise approve themselves by lifting the rule.
  if (own && change.liftsApproval === true) return OWN_APPROVAL_MESSAGE;
  if (!change.targetIsAdmin || change.staysAdmin) return undefined;
  if (own) return OWN_ADMIN_MESSAGE;
  return change.activeAdmins <= 1 ? LAST_ADMIN_MESSAGE : undefined;
}
