// The mail port: sends through SMTP when SMTP_URL is set; otherwise writes each message as an .eml
// file under DATA_DIR/outbox so the demo works on one machine without a mail server (issue #4).
// Callers do not send: they put the message on the transactional outbox (core/outbox.ts), whose
// job calls sendMail here, with the job's id as the message's own, so a retried send is the same
// message (and the same .eml file) as the first.
import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../core/logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file, in outbox mode. */
  file?: string;
}

export interface Mailer {
  /** 'smtp' delivers to SMTP_URL; 'outbox' writes files under `${dataDir}/outbox`. */
  readonly mode: 'smtp' | 'outbox';
  readonly outboxDir: string;
  /**
   * Sends one message. `id` (letters, digits, dashes) names it for good: the Message-ID header and,
   * in outbox mode, the file, which a second send with the same id leaves as it is.
   */
  sendMail(message: MailMessage, id?: string): Promise<SentMail>;
  /** Waits for sends in progress and closes the transport. */
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: Logger;
}

const MESSAGE_ID = /^[A-Za-z0-9-]{1,100}$/;

// A mail server that stops answering must not hold a request's queued send forever.
const SMTP_TIMEOUT_MS = 15_000;

export function createMailer(options: MailerOptions): Mailer {
  const outboxDir = path.join(options.dataDir, 'outbox');
  const pending = new Set<Promise<unknown>>();
  const defaults = { from: options.from };

  const smtp = options.smtpUrl
    ? nodemailer.createTransport(
        {
          url: options.smtpUrl,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        },
        defaults,
      )
    : null;
  const stream = smtp
    ? null
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, defaults);

  async function deliver(message: MailMessage, id: string | undefined): Promise<SentMail> {
    if (id !== undefined && !MESSAGE_ID.test(id)) throw new Error('a mail id is letters, digits and dashes');
    const domain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? 'localhost';
    const messageId = id === undefined ? undefined : `<${id}@${domain}>`;
    const withId = messageId === undefined ? message : { ...message, messageId };
    if (smtp) {
      const info = await smtp.sendMail(withId);
      return { messageId: info.messageId };
    }
    if (!stream) throw new Error('mail transport missing');
    await mkdir(outboxDir, { recursive: true });
    // Sortable by time, unique without coordination between processes; with an id, one file per id.
    const stamp = new Date().toISOString().replaceAll(':', '-');
    const name = id === undefined ? `${stamp}-${randomBytes(4).toString('hex')}.eml` : `${id}.eml`;
    const file = path.join(outboxDir, name);
    if (id !== undefined && (await exists(file))) return { messageId: messageId ?? '', file };
    const info = await stream.sendMail(withId);
    if (!Buffer.isBuffer(info.message)) throw new Error('stream transport did not buffer the message');
    // Written whole or not at all: a reader (an operator's tool, a test, the idempotency check
    // above after a crash) never finds a half-written .eml. The temporary name does not end in .eml.
    const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(partial, info.message, { mode: 0o600 });
    await rename(partial, file);
    options.log.info({ file, to: message.to, subject: message.subject }, 'mail written to the outbox');
    return { messageId: info.messageId, file };
  }

  return {
    mode: smtp ? 'smtp' : 'outbox',
    outboxDir,
    async sendMail(message, id) {
      const sending = deliver(message, id);
      pending.add(sending);
      try {
        return await sending;
      } finally {
        pending.delete(sending);
      }
    },
    async close() {
      await Promise.allSettled([...pending]);
      smtp?.close();
    },
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Escapes text for an HTML mail body. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
