// Business refusals (ARCHITECTURE §4, STYLE "A refusal, from the rule to the screen"): what a
// service answers instead of a result when a rule says no: an unknown or foreign id, an item that
// cannot be bought, an owner-only change, too many attempts. A refusal is a code the client can act
// on, the message a person reads (the spec's wording where it has one) and typed details. Services
// throw it (refuse()) or return it (buyRefusal); they never pick an HTTP status: the one table at
// the edge (http/refusal-status.ts) does, so a job or the back office gets the same refusal.
// The codes themselves are the contract's (packages/contract refusal-codes.ts), so the storefront
// reads the same closed list the services refuse with.
import type { RefusalCode } from '@medsupply/contract';

export type { RefusalCode };

/** Details some refusals carry, by code; codes not listed carry none. */
export interface RefusalDetails {
  /** Refused for a while: how long until the next attempt may succeed (429 + Retry-After at the edge). */
  TOO_MANY_ATTEMPTS: { retryAfterSeconds: number };
}

/** Codes that carry no details. */
export type PlainRefusalCode = Exclude<RefusalCode, keyof RefusalDetails>;

/** Any refusal: its code, the message a person reads, and the code's details when it has any. */
export type Refusal =
  | { code: PlainRefusalCode; message: string }
  | ({ code: 'TOO_MANY_ATTEMPTS'; message: string } & RefusalDetails['TOO_MANY_ATTEMPTS']);

/** A refusal thrown by a service; the transaction it was thrown in rolls back. */
export class BusinessRefusal extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.message);
    this.name = 'BusinessRefusal';
    this.refusal = refusal;
  }
}

/** A refusal to throw: `throw refuse('NOT_LIST_OWNER', NOT_LIST_OWNER)`; with details, `new BusinessRefusal({…})`. */
export const refuse = (code: PlainRefusalCode, message: string): BusinessRefusal =>
  new BusinessRefusal({ code, message });

/** True when `error` is a refusal, of one of `codes` when given. */
export function isRefusal(error: unknown, ...codes: RefusalCode[]): error is BusinessRefusal {
  return error instanceof BusinessRefusal && (codes.length === 0 || codes.includes(error.refusal.code));
}
