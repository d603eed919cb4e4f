// The transactional outbox (docs/decisions/0017, 0036): every effect that must follow a business
// change once it commits (a mail, a notification on the bell, a cXML document to a procurement
// system; webhooks later) goes through this one
// port and is written as a job in the very transaction of that change. A rollback leaves no job, so
// nothing happens; a commit leaves one, which a process working the queues (the API, or a worker)
// runs even if the process that committed dies right after the commit.
//
// A mail's job carries the whole message (a reset link is a secret until used), so it is sealed:
// AES-256-GCM under a key derived from JWT_SECRET. The jobs table alone reveals neither links nor
// addresses; only a process holding the secret can open it.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import type { LetterMail } from '../mail/letter.ts';
import { jobKind, type JobRunner } from './jobs.ts';
import { eventKey, notificationJob, type NotificationEvent } from './notification-events.ts';
import { procurementEventKey, procurementJob, type ProcurementEvent } from './procurement-events.ts';

const MailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
});

/** The outbox's mail job: retried for about a day (backoff to an hour) before it is given up. */
export const sendMailJob = jobKind('mail.send', z.object({ sealed: z.string().min(1) }), {
  retryLimit: 30,
  retryDelaySeconds: 10,
  // A finished mail's row (sealed) goes after an hour; pg-boss keeps nothing longer than needed.
  keepFinishedSeconds: 60 * 60,
});

/**
 * The queues the outbox writes to: their pending jobs are the effects not yet delivered (the
 * outbox backlog metrics, issue 27).
 */
export const OUTBOX_QUEUES: readonly string[] = [sendMailJob.name, notificationJob.name, procurementJob.name];

export interface Outbox {
  /**
   * Puts a mail on the outbox inside `tx`: it is sent once `tx` commits, and never if it rolls back.
   * A letter rendered in the store's template (mail/letter.ts), never a hand-made message.
   */
  mail(tx: DbOrTx, message: LetterMail): Promise<void>;
  /**
   * Raises a notification inside `tx`: it is written once `tx` commits, and never if it rolls back.
   * The same event twice is one job (its key is the job's dedupe key), and the handler (registered by
   * the notifications module, which owns the table) writes one notification per recipient and key.
   */
  notify(tx: DbOrTx, event: NotificationEvent): Promise<void>;
  /**
   * Raises a procurement event inside `tx` (an order a procurement system placed was accepted, or
   * shipped): once `tx` commits, the punchout module's handler sends the system its cXML document.
   * The same event twice is one job (its key is the job's dedupe key).
   */
  procurement(tx: DbOrTx, event: ProcurementEvent): Promise<void>;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

function sealingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'medsupply-outbox', 'mail v1', 32));
}

export function seal(secret: string, message: MailMessage): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(message), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unseal(secret: string, sealed: string): MailMessage {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return MailMessageSchema.parse(JSON.parse(text.toString('utf8')));
}

/**
 * The outbox, with the handler that sends its mail registered on `jobs` (the outbox holds the mail
 * transport). A notification's handler is the notifications module's (its `jobs`), so enqueueing one
 * in a process that did not register that module fails loudly (core/jobs.ts).
 */
export function createOutbox(jobs: JobRunner, mailer: Mailer, secret: string): Outbox {
  jobs.register(sendMailJob, async ({ sealed }, { jobId }) => {
    // The job id names the message: a retry after a crash sends the same Message-ID (and, without
    // SMTP, finds the .eml file already written and writes nothing).
    await mailer.sendMail(unseal(secret, sealed), jobId);
  });
  return {
    async mail(tx, message) {
      await jobs.enqueue(tx, sendMailJob, { sealed: seal(secret, message) });
    },
    async notify(tx, event) {
      await jobs.enqueue(tx, notificationJob, event, { dedupeKey: eventKey(event) });
    },
    async procurement(tx, event) {
      await jobs.enqueue(tx, procurementJob, event, { dedupeKey: procurementEventKey(event) });
    },
  };
}
