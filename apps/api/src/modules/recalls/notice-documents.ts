// Where recall notices live (issue 34 point 2, ADR 0050): the manufacturer's or the FDA's notice,
// a PDF, under DATA_DIR/recall-notices, outside the web root, named by a random key (as licence
// documents are), so a name can neither collide, traverse nor be guessed. Only the recalls service
// reads one back: for staff, and for an account the recall reached.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const KEY = /^[a-f0-9]{32}\.pdf$/;

export class RecallNotices {
  readonly dir: string;
  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'recall-notices');
  }

  /** Stores the PDF's bytes under a new random key and answers the key. */
  async save(bytes: Uint8Array): Promise<string> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const key = `${randomBytes(16).toString('hex')}.pdf`;
    await writeFile(path.join(this.dir, key), bytes, { flag: 'wx', mode: 0o600 });
    return key;
  }

  async read(key: string): Promise<Buffer> {
    if (!KEY.test(key)) throw new Error('not a recall notice key');
    return readFile(path.join(this.dir, key));
  }

  /** Removes a file no recall keeps (its transaction rolled back, or a newer notice replaced it). */
  async discard(key: string): Promise<void> {
    if (KEY.test(key)) await rm(path.join(this.dir, key), { force: true });
  }
}
