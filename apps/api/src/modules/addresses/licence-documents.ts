// Where licence documents live (issue 19 point 3): files under DATA_DIR/licence-documents, outside
// the web root (nothing serves DATA_DIR), each named by a random key rather than the uploader's file
// name, so a name can neither collide, traverse nor be guessed. Only the addresses service reads
// them back, for the account that owns the licence.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_EXTENSIONS, type DocumentType } from '@medsupply/domain';

const KEY = /^[a-f0-9]{32}\.(pdf|png|jpg)$/;

export class LicenceDocuments {
  readonly dir: string;
  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'licence-documents');
  }

  /** Stores the bytes under a new random key and answers the key. */
  async save(bytes: Uint8Array, type: DocumentType): Promise<string> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const key = `${randomBytes(16).toString('hex')}.${DOCUMENT_EXTENSIONS[type]}`;
    await writeFile(path.join(this.dir, key), bytes, { flag: 'wx', mode: 0o600 });
    return key;
  }

  async read(key: string): Promise<Buffer> {
    if (!KEY.test(key)) throw new Error('not a license document key');
    return readFile(path.join(this.dir, key));
  }

  /** Removes a file whose licence was not saved (its transaction rolled back). */
  async discard(key: string): Promise<void> {
    if (KEY.test(key)) await rm(path.join(this.dir, key), { force: true });
  }
}
