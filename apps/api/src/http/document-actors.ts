// Who a document's in-process API calls act for (ADR 0022's ServerApi). The storefront resolves the
// session cookie's buyer once per document and lends it to the document's calls under a key, so
// the API does not verify the token and read the session again for each of them (a signed-in
// product page made ten such reads: the root loader's eight calls, the page's own, and the
// document's). A key is 128 random bits, names its buyer only while its document renders, and is
// honoured on the customer API's paths only (never the back office's); a request from outside
// cannot name one it was not given, and none is ever given out.
import { randomBytes } from 'node:crypto';
import type { Buyer } from '../core/actor.ts';

/** The header an in-process call carries the key in. */
export const DOCUMENT_ACTOR_HEADER = 'x-document-actor';

const lent = new Map<string, Buyer>();

/** Lends `buyer` to one document's calls until `release` (called when its response closes). */
export function lendDocumentActor(buyer: Buyer): { key: string; release: () => void } {
  const key = randomBytes(16).toString('base64url');
  lent.set(key, buyer);
  return { key, release: () => lent.delete(key) };
}

/** The buyer a key was lent for, while its document renders. */
export function documentActorOf(key: string | string[] | undefined): Buyer | undefined {
  return typeof key === 'string' ? lent.get(key) : undefined;
}

/** How many documents hold a lent buyer now (tests check none is left behind). */
export function lentDocumentActors(): number {
  return lent.size;
}
