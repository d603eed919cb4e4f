// Rules every request must meet whatever its schema (issue 16 point 6): PostgreSQL cannot store the
// NUL character in text, and integer columns hold 32 bits, so a request carrying either would fail
// in the database instead of being refused. The API applies this to every validated body, query and
// path (apps/api/src/app.ts); no call of the service spec needs a number beyond these bounds.
// Issue 26: JSON.parse accepts a lone UTF-16 surrogate ("\ud800"), which is no Unicode character;
// written into jsonb (the audit log's before/after, a job's payload such as the reset mail's
// username) it is an escape PostgreSQL rejects, so it is refused here, whichever route it reaches.

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

export const wireMessages = {
  nul: 'must not contain the NUL character',
  range: `must be between ${INT32_MIN} and ${INT32_MAX}`,
  surrogate: 'must be valid Unicode text: it contains an unpaired surrogate (such as \\ud800)',
} as const;

/** A UTF-16 surrogate that is not half of a pair: with the `u` flag a pair reads as one code point. */
const LONE_SURROGATE = /\p{Surrogate}/u;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return wireMessages.nul;
  return LONE_SURROGATE.test(text) ? wireMessages.surrogate : null;
}

export interface WireProblem {
  /** Dotted path of the offending value ('' for the whole value). */
  path: string;
  message: string;
}

/** The first value in `value` (searched depth-first) that breaks a wire rule, or null. */
export function wireProblem(value: unknown, path = ''): WireProblem | null {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path, message } : null;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= INT32_MIN && value <= INT32_MAX
      ? null
      : { path, message: wireMessages.range };
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = wireProblem(item, path ? `${path}.${index}` : String(index));
      if (problem) return problem;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = wireProblem(key, path);
      if (keyProblem) return keyProblem;
      const problem = wireProblem(item, path ? `${path}.${key}` : key);
      if (problem) return problem;
    }
  }
  return null;
}
