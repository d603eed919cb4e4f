// Mails put on the outbox, as a person would read them: runs the due jobs (a test app built with
// workJobs: false, or a worker's jobs alone), then reads the .eml files the mailer wrote under
// DATA_DIR/outbox (no SMTP_URL).
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseMail } from './mail-server.ts';
import type { JobsTestContext } from './harness.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail sent so far, after running the jobs that are due. */
export async function outboxMails(t: Pick<JobsTestContext, 'jobs' | 'config'>): Promise<OutboxMail[]> {
  await t.jobs.drain();
  const dir = path.join(t.config.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'));
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const raw = await readFile(path.join(dir, file), 'utf8');
    const parsed = parseMail(raw);
    mails.push({
      to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
      subject: parsed.subject,
      text: parsed.text,
    });
  }
  return mails;
}

/** The mails to `address`. */
export async function mailsTo(
  t: Pick<JobsTestContext, 'jobs' | 'config'>,
  address: string,
): Promise<OutboxMail[]> {
  return (await outboxMails(t)).filter((m) => m.to === address);
}
