// Password hashing: argon2id (ARCHITECTURE §2, issue #4) with the library's OWASP-level defaults
// (19 MiB, 2 passes). The seed and the tests hash through here too, so every stored hash is alike.
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum (no runtime object) that isolated modules cannot read, so
// its value is written out: 2 is Argon2id in @node-rs/argon2's enum.
// eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- the enum only exists in the .d.ts
const ARGON2ID: Algorithm = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** False for a wrong password or a hash that is not an argon2 hash; never throws for either. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash of a password nobody knows, made once: a login for a username that does not exist (or has
// no password yet) verifies against it, so it takes as long as a wrong password for a real user.
let dummyHash: Promise<string> | undefined;

export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
