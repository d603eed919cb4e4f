import {
  CONFLICT_CODES,
  ERROR_CODES,
  INVALID_REQUEST_CODES,
  RATE_LIMIT_CODES,
  SIGN_IN_CODES,
  UNAVAILABLE_CODES,
  isNotFoundCode,
} from '@medsupply/contract';
import { describe, expect, it } from 'vitest';
import { REFUSAL_STATUS } from './refusal-status.ts';

/** The codes the table answers with `status`, sorted. */
const codesWith = (status: number): string[] =>
  ERROR_CODES.filter((code) => REFUSAL_STATUS[code] === status).toSorted();

describe('the status table', () => {
  it('gives every code of the contract a client or server error status', () => {
    for (const code of ERROR_CODES) {
      expect(Number.isInteger(REFUSAL_STATUS[code]), code).toBe(true);
      expect(REFUSAL_STATUS[code], code).toBeGreaterThanOrEqual(400);
      expect(REFUSAL_STATUS[code], code).toBeLessThan(600);
    }
    expect(Object.keys(REFUSAL_STATUS).toSorted()).toEqual([...ERROR_CODES].toSorted());
  });

  // The compiler keeps a group's codes at the group's status; these keep every code of that status
  // in its group, so the storefront's checks by group see every such answer.
  it('answers 404 exactly for the not-found codes', () => {
    expect(codesWith(404)).toEqual(ERROR_CODES.filter((code) => isNotFoundCode(code)).toSorted());
  });

  it('answers 400 exactly for the invalid-request codes', () => {
    expect(codesWith(400)).toEqual([...INVALID_REQUEST_CODES].toSorted());
  });

  it('answers 409 exactly for the conflict codes', () => {
    expect(codesWith(409)).toEqual([...CONFLICT_CODES].toSorted());
  });

  it('answers 429 exactly for the rate-limit codes, 503 for the unavailable ones', () => {
    expect(codesWith(429)).toEqual([...RATE_LIMIT_CODES].toSorted());
    expect(codesWith(503)).toEqual([...UNAVAILABLE_CODES].toSorted());
  });

  it('answers 401 for the sign-in codes and for wrong credentials only', () => {
    expect(codesWith(401)).toEqual([...SIGN_IN_CODES, 'INVALID_CREDENTIALS'].toSorted());
  });
});
