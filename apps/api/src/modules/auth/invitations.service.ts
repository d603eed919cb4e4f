// A new contact's invitation (issue 19 point 4): the contacts service creates the contact and asks
// here for its invitation, in the same transaction, so the mail goes out only if the contact exists.
// The mailed link carries a random secret (only its SHA-256 digest is stored), works once, and
// expires after INVITATION_TTL_DAYS; using it sets the contact's first password.
import { randomBytes } from 'node:crypto';
import {
  INVITATION_TTL_DAYS,
  buildInvitationLink,
  contactMessages,
  newPasswordProblem,
  type AcceptInvitationBody,
  type SuccessResponse,
  type ValidateInvitationBody,
  type ValidatePasswordResetResponse,
} from '@medsupply/contract';
import type { Config } from '../../config.ts';
import type { Outbox } from '../../core/outbox.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { renderLetter, type LetterMail } from '../../mail/letter.ts';
import { findUserByUsername, recordSecurityEvent, setPasswordHash } from './auth.queries.ts';
import { normalizeLogin, type ClientInfo } from './auth.service.ts';
import * as q from './invitations.queries.ts';
import { digestOf } from './password-reset.service.ts';
import { hashPassword } from './passwords.ts';

const DAY_MS = 86_400_000;

export interface Invitee {
  userId: number;
  username: string;
  email: string;
  firstName: string;
  accountName: string;
}

export interface Inviter {
  userId: number | null;
  name: string;
}

export function invitationMail(config: Config, invitee: Invitee, inviter: Inviter, link: string): LetterMail {
  const store = config.store.name;
  return renderLetter(config.store, {
    to: invitee.email,
    subject: `You have been invited to ${store}`,
    greeting: `Hello ${invitee.firstName},`,
    body: [
      `${inviter.name} has added you as a contact of ${invitee.accountName} on ${store}. Your username is ${invitee.username}.`,
      `To choose your password and sign in, open this link within ${INVITATION_TTL_DAYS} days. It works once:`,
      { link, label: 'Choose your password' },
      `Questions? Call ${config.store.supportPhone} or write to ${config.store.supportEmail}.`,
    ],
  });
}

/** Stores a new invitation for the contact and puts its mail on the outbox, inside `tx`. */
export async function inviteContact(
  tx: DbOrTx,
  deps: { config: Config; outbox: Outbox },
  invitee: Invitee,
  inviter: Inviter,
  now: Date,
): Promise<void> {
  const secret = randomBytes(32).toString('base64url');
  await q.retireInvitations(tx, invitee.userId, now);
  await q.insertInvitation(tx, {
    userId: invitee.userId,
    invitedBy: inviter.userId,
    tokenDigest: digestOf(secret),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
  });
  const link = buildInvitationLink(deps.config.store.publicUrl, invitee.username, secret);
  await deps.outbox.mail(tx, invitationMail(deps.config, invitee, inviter, link));
}

/** Which of these contacts still have an invitation outstanding. */
export const pendingInvitations = (db: DbOrTx, userIds: number[], now: Date) =>
  q.pendingInvitationUserIds(db, userIds, now);

async function usableInvitation(db: Db, input: ValidateInvitationBody, now: Date) {
  const user = await findUserByUsername(db, normalizeLogin(input.username));
  if (!user?.isActive || user.accountStatus !== 'active') return null;
  const invitation = await q.findUsableInvitation(db, user.id, digestOf(input.hash), now);
  return invitation ? { user, invitation } : null;
}

/** POST /api/auth/validateInvitation: whether the link may still be used. */
export async function validateInvitation(
  db: Db,
  input: ValidateInvitationBody,
  now: Date,
): Promise<ValidatePasswordResetResponse> {
  return (await usableInvitation(db, input, now))
    ? { valid: true }
    : { valid: false, message: contactMessages.invitationInvalid };
}

/** POST /api/auth/acceptInvitation: sets the first password and uses the link up. */
export async function acceptInvitation(
  db: Db,
  input: AcceptInvitationBody,
  client: Pick<ClientInfo, 'ip'>,
  now: Date,
): Promise<SuccessResponse> {
  const problem = newPasswordProblem(input.password, input.passwordMatch);
  if (problem) throw refuse('INVALID_PASSWORD', problem);
  const found = await usableInvitation(db, input, now);
  if (!found) throw refuse('INVITATION_INVALID', contactMessages.invitationInvalid);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await q.consumeInvitation(tx, found.invitation.id, now))) {
      throw refuse('INVITATION_INVALID', contactMessages.invitationInvalid);
    }
    await setPasswordHash(tx, found.user.id, passwordHash);
    await q.retireInvitations(tx, found.user.id, now);
    await recordSecurityEvent(tx, { kind: 'invitation_accepted', userId: found.user.id, ip: client.ip });
  });
  return { success: true, message: contactMessages.invitationAccepted };
}
