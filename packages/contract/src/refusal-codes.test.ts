import { describe, expect, it } from 'vitest';
import { CONFLICT_CODES, INVALID_REQUEST_CODES, RATE_LIMIT_CODES } from './refusal-groups.ts';
import {
  EDGE_CODES,
  ERROR_CODES,
  REFUSAL_CODES,
  SIGN_IN_CODES,
  UNAVAILABLE_CODES,
  isNotFoundCode,
  type ErrorCode,
} from './refusal-codes.ts';
import { ErrorResponse } from './site.ts';

const body = { statusCode: 404, error: 'Not Found', message: 'Item not found' };

describe('error codes', () => {
  it('lists each code once, business refusals and the edge apart', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(ERROR_CODES.length).toBe(REFUSAL_CODES.length + EDGE_CODES.length);
    const refusals: ReadonlySet<string> = new Set(REFUSAL_CODES);
    expect(EDGE_CODES.filter((code) => refusals.has(code))).toEqual([]);
  });

  it('writes codes as upper-case words joined by underscores', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('puts every code of a group in the list', () => {
    const all: ReadonlySet<string> = new Set(ERROR_CODES);
    for (const code of [
      ...SIGN_IN_CODES,
      ...RATE_LIMIT_CODES,
      ...CONFLICT_CODES,
      ...INVALID_REQUEST_CODES,
      ...UNAVAILABLE_CODES,
    ])
      expect(all.has(code)).toBe(true);
  });

  it('tells a not-found code by its name', () => {
    expect(isNotFoundCode('NOT_FOUND')).toBe(true);
    expect(isNotFoundCode('ITEM_LIST_NOT_FOUND')).toBe(true);
    expect(isNotFoundCode('FORBIDDEN')).toBe(false);
    expect(isNotFoundCode(undefined)).toBe(false);
  });
});

describe('ErrorResponse', () => {
  it('accepts every code of the list, and no code at all (a 500)', () => {
    for (const code of ERROR_CODES) expect(ErrorResponse.safeParse({ ...body, code }).success).toBe(true);
    expect(ErrorResponse.safeParse(body).success).toBe(true);
  });

  it('rejects a code the list does not have', () => {
    expect(ErrorResponse.safeParse({ ...body, code: 'ITEM_MISSING' }).success).toBe(false);
    expect(ErrorResponse.safeParse({ ...body, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }).success).toBe(false);
    expect(ErrorResponse.safeParse({ ...body, code: 'not_found' }).success).toBe(false);
  });

  it('types its code with the list', () => {
    const parsed: ErrorCode | undefined = ErrorResponse.parse({ ...body, code: 'ITEM_NOT_FOUND' }).code;
    expect(parsed).toBe('ITEM_NOT_FOUND');
  });
});
