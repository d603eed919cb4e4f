// Signed, self-contained identifiers of the sandbox gateway: tokens, authorizations, charges and
// refunds carry their own data (brand, amount, outcome…) under an HMAC, so the sandbox needs no
// table and gives the same answers after a restart or in another API process (ADR 0021). The key is
// derived from the app's secret (JWT_SECRET, kept under DATA_DIR), under a label of its own, so no
// other use of that secret can produce a valid gateway identifier.
//
// A signed id is `<kind>_<payload>.<mac>`: the payload is base64url JSON, readable by whoever holds
// the id, so it never holds a secret (no card or account number, no security code); the MAC covers
// the kind too, so an authorization id cannot pass for a charge id.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export type SignedKind = 'sbtok' | 'sbauth' | 'sbch' | 'sbre';

/** Longer input is refused before any work: a real id is a few hundred characters. */
export const MAX_SIGNED_ID_LENGTH = 2048;

// The MAC is 32 bytes: 43 base64url characters, unpadded.
const SIGNED_ID = /^(sbtok|sbauth|sbch|sbre)_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

export class SandboxSigner {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'medsupply', 'sandbox-gateway/v1', 32));
  }

  #mac(kind: SignedKind, body: string): string {
    return createHmac('sha256', this.#key).update(`${kind}.${body}`).digest('base64url');
  }

  /** The signed id of `payload`. Equal payloads (same keys in the same order) give equal ids. */
  sign(kind: SignedKind, payload: Readonly<Record<string, unknown>>): string {
    const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
    return `${kind}_${body}.${this.#mac(kind, body)}`;
  }

  /** The payload of a signed id of `kind`, or null when it is malformed, of another kind or altered. */
  open(kind: SignedKind, text: unknown): unknown {
    if (typeof text !== 'string' || text.length > MAX_SIGNED_ID_LENGTH) return null;
    const match = SIGNED_ID.exec(text);
    if (!match || match[1] !== kind) return null;
    const body = match[2] ?? '';
    // The MAC is compared as written, not decoded: the last of its 43 characters carries two
    // unused bits, and decoding would let four spellings of one MAC pass.
    const given = Buffer.from(match[3] ?? '', 'latin1');
    const expected = Buffer.from(this.#mac(kind, body), 'latin1');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    } catch {
      return null; // cannot happen for an id we signed; refuse rather than throw
    }
  }

  /**
   * A short keyed digest of a value, to bind one id to another (an authorization to its token)
   * without copying the value into the payload.
   */
  digest(value: string): string {
    return createHmac('sha256', this.#key).update(`digest.${value}`).digest('base64url').slice(0, 22);
  }
}
