import { describe, expect, it } from 'vitest';
import { INT32_MAX, INT32_MIN, wireMessages, wireProblem } from './wire-rules.ts';

describe('wire rules', () => {
  it('accepts ordinary requests', () => {
    expect(
      wireProblem({ itemId: 12, quantity: 2.5, name: 'Gloves', tags: ['a', 'b'], none: null }),
    ).toBeNull();
    expect(wireProblem({ low: INT32_MIN, high: INT32_MAX })).toBeNull();
  });

  it('names the first text with a NUL character, in keys too', () => {
    expect(wireProblem({ address: { line1: 'ok', city: 'Port\u0000land' } })).toEqual({
      path: 'address.city',
      message: wireMessages.nul,
    });
    expect(wireProblem({ list: [{ ['n\u0000']: 1 }] })).toEqual({
      path: 'list.0',
      message: wireMessages.nul,
    });
  });

  it('names the first text holding an unpaired surrogate, and accepts surrogate pairs', () => {
    expect(wireProblem({ note: 'Gloves \u{1F9E4}', reason: '😀 fine' })).toBeNull();
    expect(wireProblem({ username: 'ab\ud800c' })).toEqual({
      path: 'username',
      message: wireMessages.surrogate,
    });
    expect(wireProblem({ lines: [{ reason: 'ok' }, { reason: 'end \udc00' }] })).toEqual({
      path: 'lines.1.reason',
      message: wireMessages.surrogate,
    });
    // Two halves in the wrong order are no pair.
    expect(wireProblem('\udc00\ud800')).toEqual({ path: '', message: wireMessages.surrogate });
    expect(wireProblem({ ['key\ud83d']: 1 })).toEqual({ path: '', message: wireMessages.surrogate });
  });

  it('names the first number outside 32 bits', () => {
    expect(wireProblem({ itemId: INT32_MAX + 1 })).toEqual({ path: 'itemId', message: wireMessages.range });
    expect(wireProblem({ lines: [1, -1e300] })).toEqual({ path: 'lines.1', message: wireMessages.range });
    expect(wireProblem(Number.POSITIVE_INFINITY)).toEqual({ path: '', message: wireMessages.range });
  });
});
