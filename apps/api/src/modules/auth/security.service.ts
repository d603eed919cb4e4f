// The security page's sessions (issue 19 point 2): the signed-in user's live sessions with their
// device, address and last activity, "sign out" of one, and "sign out everywhere else". A session
// id of another user is answered as not found. Changing the password (password-reset.service.ts)
// also ends every other session. Other modules call endSessionsOf (a deactivated contact).
import { describeDevice } from '@medsupply/domain';
import type { SessionsResponse, SignOutResponse } from '@medsupply/contract';
import type { Buyer } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { liveSessionsOf, recordSecurityEvent, revokeAllSessions, revokeSession } from './auth.queries.ts';

export const SESSION_NOT_FOUND_MESSAGE = 'Session not found';

/** GET sessions: the caller's live sessions, the current one first, then the most recently seen. */
export async function listSessions(db: Db, buyer: Buyer, now: Date): Promise<SessionsResponse> {
  const rows = await liveSessionsOf(db, buyer.user.id, now);
  const sessions = rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === buyer.user.sessionId,
  }));
  sessions.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  return { sessions };
}

/** POST sessions/signOut {id}: ends one of the caller's sessions (the current one too, if named). */
export async function signOutSession(db: Db, buyer: Buyer, id: string, now: Date): Promise<SignOutResponse> {
  if (!(await revokeSession(db, id, buyer.user.id, now))) {
    throw refuse('SESSION_NOT_FOUND', SESSION_NOT_FOUND_MESSAGE);
  }
  await recordSecurityEvent(db, { kind: 'session_signed_out', userId: buyer.user.id, ip: buyer.ip });
  return { success: true, signedOut: 1 };
}

/** POST sessions/signOutOthers: ends every session of the caller but this one. */
export async function signOutOtherSessions(db: Db, buyer: Buyer, now: Date): Promise<SignOutResponse> {
  const signedOut = await revokeAllSessions(db, buyer.user.id, now, buyer.user.sessionId);
  await recordSecurityEvent(db, { kind: 'sessions_signed_out', userId: buyer.user.id, ip: buyer.ip });
  return { success: true, signedOut };
}

/** Ends every session of a user (a contact an admin deactivated), inside the caller's transaction. */
export const endSessionsOf = (db: DbOrTx, userId: number, now: Date) => revokeAllSessions(db, userId, now);
