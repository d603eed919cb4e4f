// One Idempotency-Key per submission (service spec: placeOrder, payments, staff money moves): a
// repeat of the same submission carries the same key and moves nothing twice. A random UUID v4;
// crypto.randomUUID needs a secure context (a store reached over plain http on a clinic's network
// has none), crypto.getRandomValues does not. Never Math.random: two buyers' keys must not collide.

/** A fresh Idempotency-Key (a UUID v4) for one submission of a form. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // RFC 9562 §5.4: version 4 in the high nibble of byte 6, variant 10 in the top bits of byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
