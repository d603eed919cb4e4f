// The store's mail outbox in journeys (outbox mode): scripts/test.ts and e2e/run.ts set
// E2E_DATA_DIR to the store's DATA_DIR, where each mail is written as an .eml file.
import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The first match of `link` in the newest mail to `username` written after `since`. */
export async function linkFromOutbox(username: string, since: number, link: RegExp): Promise<string> {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: scripts/test.ts and e2e/run.ts set it to the store’s DATA_DIR');
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    const files = await Promise.all(
      names
        .filter((name) => name.endsWith('.eml'))
        .map(async (name) => ({ path: join(outbox, name), mtime: (await stat(join(outbox, name))).mtimeMs })),
    );
    for (const file of files.filter((entry) => entry.mtime >= since).sort((a, b) => b.mtime - a.mtime)) {
      // Quoted-printable: soft line breaks and =XX escapes.
      const text = (await readFile(file.path, 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (!text.includes(`To: ${username}`)) continue;
      const found = link.exec(text)?.[0];
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail for ${username} with a link like ${String(link)} arrived in ${outbox}`);
}

/** How many mails to `username` written after `since` contain `text` now (no waiting). */
export async function mailsContaining(username: string, since: number, text: string): Promise<number> {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: scripts/test.ts and e2e/run.ts set it to the store’s DATA_DIR');
  const outbox = join(dataDir, 'outbox');
  let count = 0;
  for (const name of (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))) {
    const path = join(outbox, name);
    if ((await stat(path)).mtimeMs < since) continue;
    const body = (await readFile(path, 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (body.includes(`To: ${username}`) && body.includes(text)) count += 1;
  }
  return count;
}
