// The mail port in both modes: delivery to a real (local) SMTP server, and .eml files in the outbox
// when no SMTP_URL is set; a send that fails rejects (its outbox job is retried, core/outbox.ts).
import { readFileSync, watch } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, startMailServer, type MailServer } from '../../test/mail-server.ts';
import { createMailer, escapeHtml } from './mailer.ts';

interface LogEntry {
  level: 'info' | 'error';
  data: Record<string, unknown>;
  message: string;
}

/** A logger that keeps what it is told, to assert on. */
function recordingLogger(entries: LogEntry[]): FastifyBaseLogger {
  const record = (level: LogEntry['level']) => (data: Record<string, unknown>, message: string) => {
    entries.push({ level, data, message });
  };
  const noop = () => undefined;
  const logger = {
    level: 'info',
    info: record('info'),
    error: record('error'),
    warn: noop,
    debug: noop,
    trace: noop,
    fatal: noop,
    silent: noop,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

const FROM = 'Meridian Medical Supply <orders@meridian-medical.example>';
const message = {
  to: 'buyer@clinic.example',
  subject: 'Your order 1042',
  text: 'Thank you for your order.\nIt ships today: see https://store.example/orders/1042?x=1&y=2',
  html: '<p>Thank you for your order.</p>',
};

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-mail-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

describe('mailer over SMTP', () => {
  let smtp: MailServer;
  beforeAll(async () => {
    smtp = await startMailServer();
  });
  afterAll(async () => smtp.close());

  it('delivers the message with text and HTML parts from the configured sender', async () => {
    const logs: LogEntry[] = [];
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, dataDir, log: recordingLogger(logs) });
    expect(mailer.mode).toBe('smtp');
    const sent = await mailer.sendMail(message);
    expect(sent.messageId).toMatch(/^<.+>$/);
    expect(sent.file).toBeUndefined();
    const mail = await smtp.waitFor((m) => m.subject === 'Your order 1042');
    expect(mail.from).toBe('orders@meridian-medical.example');
    expect(mail.to).toEqual(['buyer@clinic.example']);
    expect(mail.text).toBe(message.text);
    expect(mail.html).toBe(message.html);
    await mailer.close();
    // Nothing was written to the outbox in SMTP mode.
    expect(await readdir(mailer.outboxDir).catch(() => [])).toEqual([]);
  });

  it('lets close() wait for sends in progress', async () => {
    const logs: LogEntry[] = [];
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, dataDir, log: recordingLogger(logs) });
    const sending = [0, 1, 2].map((i) => mailer.sendMail({ ...message, subject: `In progress ${i}` }));
    await mailer.close();
    expect(
      smtp.messages
        .filter((m) => m.subject.startsWith('In progress '))
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['In progress 0', 'In progress 1', 'In progress 2']);
    await Promise.all(sending);
  });

  it('sends a message named by an id with that id in its Message-ID', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, dataDir, log: recordingLogger([]) });
    const sent = await mailer.sendMail({ ...message, subject: 'Named' }, 'job-0f3a');
    expect(sent.messageId).toBe('<job-0f3a@meridian-medical.example>');
    const mail = await smtp.waitFor((m) => m.subject === 'Named');
    expect(mail.raw).toMatch(/^Message-ID: <job-0f3a@meridian-medical\.example>$/im);
    await mailer.close();
  });
});

describe('mailer without SMTP (outbox)', () => {
  it('writes each message as an .eml file under DATA_DIR/outbox and logs where', async () => {
    const logs: LogEntry[] = [];
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, dataDir, log: recordingLogger(logs) });
    expect(mailer.mode).toBe('outbox');
    expect(mailer.outboxDir).toBe(path.join(dataDir, 'outbox'));
    const first = await mailer.sendMail(message);
    const second = await mailer.sendMail({ ...message, subject: 'Second' });
    expect(first.file).toMatch(/\.eml$/);
    expect(first.file).not.toBe(second.file);
    expect(path.dirname(first.file ?? '')).toBe(mailer.outboxDir);

    const raw = await readFile(first.file ?? '', 'utf8');
    expect(raw).toMatch(/^From: Meridian Medical Supply <orders@meridian-medical\.example>$/m);
    expect(raw).toMatch(/^To: buyer@clinic\.example$/m);
    const parsed = parseMail(raw);
    expect(parsed.subject).toBe('Your order 1042');
    expect(parsed.text).toBe(message.text);
    expect(parsed.html).toBe(message.html);
    expect((await readdir(mailer.outboxDir)).filter((f) => f.endsWith('.eml'))).toHaveLength(2);

    expect(logs).toContainEqual({
      level: 'info',
      message: 'mail written to the outbox',
      data: { file: first.file, to: message.to, subject: message.subject },
    });
    await mailer.close();
  });

  it('writes a message named by an id once, however often it is sent', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, dataDir, log: recordingLogger([]) });
    const first = await mailer.sendMail({ ...message, subject: 'Once' }, 'job-1b2c');
    const again = await mailer.sendMail({ ...message, subject: 'Once' }, 'job-1b2c');
    expect(first.file).toBe(path.join(mailer.outboxDir, 'job-1b2c.eml'));
    expect(again.file).toBe(first.file);
    expect((await readdir(mailer.outboxDir)).filter((f) => f === 'job-1b2c.eml')).toHaveLength(1);
    await mailer.close();
  });
  it('never lets a reader see a half-written .eml: the file appears whole, with nothing left over', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-mail-whole-'));
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, dataDir: dir, log: recordingLogger([]) });
    await mkdir(mailer.outboxDir, { recursive: true });
    // Read each .eml the moment its name appears (as a worker in another process polling would).
    const seen: string[] = [];
    const watcher = watch(mailer.outboxDir, (_event, name) => {
      if (typeof name !== 'string' || !name.endsWith('.eml')) return;
      try {
        seen.push(readFileSync(path.join(mailer.outboxDir, name), 'utf8'));
      } catch {
        // Gone again: not a partial read.
      }
    });
    const big = { ...message, text: 'A line of a long statement.\n'.repeat(20_000) };
    for (let i = 0; i < 5; i++) await mailer.sendMail({ ...big, subject: `Whole ${i}` });
    await new Promise((resolve) => setTimeout(resolve, 50));
    watcher.close();
    await mailer.close();
    expect(seen.length).toBeGreaterThan(0);
    for (const raw of seen) expect(raw).toMatch(/^Subject: Whole \d$/m);
    expect((await readdir(mailer.outboxDir)).filter((f) => !f.endsWith('.eml'))).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  });
});

describe('a mail server that is down', () => {
  it('rejects the send, so the outbox job that asked fails and is retried later', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      dataDir,
      log: recordingLogger([]),
    });
    await expect(mailer.sendMail(message)).rejects.toThrow();
    await mailer.close();
  });
});

describe('escapeHtml', () => {
  it('escapes the characters that could open markup or attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });
});
