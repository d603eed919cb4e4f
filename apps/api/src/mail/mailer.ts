// The mail port: sends through SMTP when SMTP_URL is set; otherwise writes each message as an .eml
// file under DATA_DIR/outbox so the demo works on one machine without a mail server (issue #4).
// Callers build messages; this module owns transports, the outbox and waiting for queued sends.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
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
  sendMail(message: MailMessage): Promise<SentMail>;
  /**
   * Sends without making the caller wait (a request must not take longer, or answer differently,
   * because a mail server is slow or down); a failure is logged, never thrown.
   */
  queueMail(message: MailMessage, log: Logger): void;
  /** Waits for queued sends and closes the transport. */
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: Logger;
}

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

  async function sendMail(message: MailMessage): Promise<SentMail> {
    if (smtp) {
      const info = await smtp.sendMail(message);
      return { messageId: info.messageId };
    }
    if (!stream) throw new Error('mail transport missing');
    const info = await stream.sendMail(message);
    if (!Buffer.isBuffer(info.message)) throw new Error('stream transport did not buffer the message');
    await mkdir(outboxDir, { recursive: true });
    // Sortable by time, unique without coordination between processes.
    const stamp = new Date().toISOString().replaceAll(':', '-');
    const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message, { mode: 0o600 });
    options.log.info({ file, to: message.to, subject: message.subject }, 'mail written to the outbox');
    return { messageId: info.messageId, file };
  }

  return {
    mode: smtp ? 'smtp' : 'outbox',
    outboxDir,
    sendMail,
    queueMail(message, log) {
      const sending = sendMail(message)
        .catch((error: unknown) => {
          log.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be sent');
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async close() {
      await Promise.allSettled([...pending]);
      smtp?.close();
    },
  };
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
