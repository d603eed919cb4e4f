// Queries of contact invitations (issue 19 point 4): like reset links, only a digest is stored, and
// a link is used up by a conditional UPDATE so two requests racing with it cannot both set a password.
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactInvitations } from '../../db/schema/index.ts';

export async function insertInvitation(
  db: DbOrTx,
  invitation: { userId: number; invitedBy: number | null; tokenDigest: string; expiresAt: Date },
): Promise<void> {
  await db.insert(contactInvitations).values(invitation);
}

/** The unused, unexpired invitation of this user with this digest. */
export async function findUsableInvitation(
  db: DbOrTx,
  userId: number,
  tokenDigest: string,
  now: Date,
): Promise<{ id: number } | null> {
  const rows = await db
    .select({ id: contactInvitations.id })
    .from(contactInvitations)
    .where(
      and(
        eq(contactInvitations.userId, userId),
        eq(contactInvitations.tokenDigest, tokenDigest),
        isNull(contactInvitations.usedAt),
        gt(contactInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function consumeInvitation(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(contactInvitations)
    .set({ usedAt: now })
    .where(
      and(
        eq(contactInvitations.id, id),
        isNull(contactInvitations.usedAt),
        gt(contactInvitations.expiresAt, now),
      ),
    )
    .returning({ id: contactInvitations.id });
  return rows.length > 0;
}

/** Ends the user's other outstanding invitations (a new one was sent, or the password is set). */
export async function retireInvitations(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(contactInvitations)
    .set({ usedAt: now })
    .where(and(eq(contactInvitations.userId, userId), isNull(contactInvitations.usedAt)));
}

/** Users with an invitation not yet used and not expired, of these ids. */
export async function pendingInvitationUserIds(
  db: DbOrTx,
  userIds: number[],
  now: Date,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: contactInvitations.userId })
    .from(contactInvitations)
    .where(
      and(
        inArray(contactInvitations.userId, userIds),
        isNull(contactInvitations.usedAt),
        gt(contactInvitations.expiresAt, now),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}
