// What a failed save tells the form: the API's sentence, and the field it names when the schema
// refused the body ("Invalid body: amount: Enter an amount …", apps/api http/errors.ts), so the
// message sits under the control it is about. Also whether the next send needs a fresh
// Idempotency-Key: a refusal stored under the key would be answered again to the same key.
import { isRefused } from '@/lib/refusal';
import { isFinalRefusal } from '@/lib/refusal-groups';

export interface SaveProblem {
  message: string;
  /** The body's field the API named, when there was exactly one. */
  field?: string;
}

const ONE_FIELD = /^Invalid body: ([A-Za-z]+): ([^;]+)$/;

export function saveProblemOf(error: unknown): SaveProblem {
  const message =
    error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
  const named = isRefused(error, 'VALIDATION') ? ONE_FIELD.exec(message) : null;
  return named?.[1] && named[2] ? { message: named[2], field: named[1] } : { message };
}

/**
 * The API answered and nothing changed (a refusal): the next send is a new request and needs a new
 * key. A lost answer, a server error or outage, a conflict (a request still running) or a rate
 * limit may yet have saved: the key stays, so sending again finds that save.
 */
export function refusedForGood(error: unknown): boolean {
  return isFinalRefusal(error);
}

/** Dollars typed into a field ('1,250.00', '$500') as the number the API takes; undefined when empty. */
export function dollarsOf(typed: string): number | undefined {
  const plain = typed.replace(/[$,\s]/g, '');
  return plain === '' ? undefined : Number(plain);
}
