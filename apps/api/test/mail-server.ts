// A real SMTP server on 127.0.0.1 and a random port for tests (ARCHITECTURE §10: external services
// run as local servers). It keeps every message it receives and decodes the text part, so a test
// can read a mailed link as a person would.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text/plain part, with \n line ends. */
  text: string;
  /** The decoded text/html part ('' when there is none). */
  html: string;
}

export interface MailServer {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first received message matching `predicate`, waiting up to `timeoutMs`. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replaceAll(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const ch = joined[i] ?? '';
    const hex = joined.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replaceAll(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function splitHeaders(part: string): { headers: string; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  if (at < 0) return { headers: part, body: '' };
  const separator = /\r?\n\r?\n/.exec(part.slice(at))?.[0] ?? '\n\n';
  return { headers: part.slice(0, at), body: part.slice(at + separator.length) };
}

/** The decoded text/plain and text/html parts of a (possibly multipart) message. */
export function parseMail(raw: string): { subject: string; text: string; html: string } {
  const { headers, body } = splitHeaders(raw);
  const unfolded = headers.replaceAll(/\r?\n[ \t]+/g, ' ');
  const subject = /^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  const parts = boundary
    ? body.split(`--${boundary}`).slice(1).map(splitHeaders)
    : [{ headers: unfolded, body }];
  let text = '';
  let html = '';
  for (const part of parts) {
    const type = /content-type:\s*([\w/-]+)/i.exec(part.headers)?.[1]?.toLowerCase() ?? 'text/plain';
    if (type === 'text/plain' && !text) text = decodePart(part.headers, part.body);
    if (type === 'text/html' && !html) html = decodePart(part.headers, part.body);
  }
  // Line ends as a mail reader shows them (SMTP carries CRLF).
  const lines = (value: string) => value.replaceAll('\r\n', '\n').trim();
  return { subject, text: lines(text), html: lines(html) };
}

export async function startMailServer(): Promise<MailServer> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<{ predicate: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }> = [];
  const server = new SMTPServer({
    // A local test server: no TLS to negotiate, no login to give.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        };
        messages.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.predicate(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 10_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (m: ReceivedMail) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
