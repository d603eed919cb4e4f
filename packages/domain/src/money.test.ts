import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  dollarsToCents,
  formatCount,
  formatUsd,
  isCents,
  roundHalfAwayFromZero,
  sumCents,
} from './money.ts';

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero on both sides', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(0.5)).toBe(1);
    expect(roundHalfAwayFromZero(-0.5)).toBe(-1);
  });

  it('rounds non-halves to the nearest integer', () => {
    expect(roundHalfAwayFromZero(2.4)).toBe(2);
    expect(roundHalfAwayFromZero(2.6)).toBe(3);
    expect(roundHalfAwayFromZero(-2.4)).toBe(-2);
    expect(roundHalfAwayFromZero(-2.6)).toBe(-3);
    expect(roundHalfAwayFromZero(7)).toBe(7);
  });

  it('reads a half hidden by float noise as a half', () => {
    // 1.005 * 100 is 100.49999999999999 in binary floating point.
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(roundHalfAwayFromZero(1.005 * 100)).toBe(101);
    expect(roundHalfAwayFromZero(-1.005 * 100)).toBe(-101);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
    expect(Object.is(roundHalfAwayFromZero(-0), 0)).toBe(true);
  });

  it('refuses NaN and infinities', () => {
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('is odd-symmetric and within half a unit of its input', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => {
        const rounded = roundHalfAwayFromZero(x);
        expect(Number.isInteger(rounded)).toBe(true);
        expect(roundHalfAwayFromZero(-x)).toBe(rounded === 0 ? 0 : -rounded);
        expect(Math.abs(rounded - x)).toBeLessThanOrEqual(0.5 + 1e-9 * Math.max(1, Math.abs(x)));
      }),
    );
  });

  it('rounds every exact n + 0.5 away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => {
        const expected = n >= 0 ? n + 1 : n;
        expect(roundHalfAwayFromZero(n + 0.5)).toBe(expected === 0 ? 0 : expected);
      }),
    );
  });
});

describe('dollarsToCents', () => {
  it('converts decimal dollars to integer cents', () => {
    expect(dollarsToCents(12.5)).toBe(1250);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0)).toBe(0);
    expect(dollarsToCents(-5)).toBe(-500);
  });

  it('is robust to float noise', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1.15)).toBe(115);
    expect(dollarsToCents(4.35)).toBe(435);
  });

  it('rounds sub-cent amounts half away from zero', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(1.004)).toBe(100);
    expect(dollarsToCents(-1.005)).toBe(-101);
  });

  it('refuses non-finite amounts', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('centsToDollars', () => {
  it('gives dollars with two decimals for the wire', () => {
    expect(centsToDollars(1250)).toBe(12.5);
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(-5)).toBe(-0.05);
    expect(Object.is(centsToDollars(-0), 0)).toBe(true);
  });

  it('refuses fractions of a cent', () => {
    expect(() => centsToDollars(10.5)).toThrow(RangeError);
  });

  it('round-trips through dollarsToCents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });

  it('prints as at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(String(centsToDollars(cents))).toMatch(/^-?\d+(\.\d{1,2})?$/);
      }),
    );
  });
});

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(82683)).toBe('82,683');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-1200)).toBe('-1,200');
  });

  it('reads as toLocaleString en-US does for any whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
      }),
    );
  });

  it('refuses fractions and non-finite numbers', () => {
    expect(() => formatCount(1.5)).toThrow(RangeError);
    expect(() => formatCount(Number.NaN)).toThrow(RangeError);
    expect(() => formatCount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatUsd', () => {
  it('formats with a dollar sign, thousands separators and two decimals', () => {
    expect(formatUsd(123450)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(7)).toBe('$0.07');
    expect(formatUsd(100)).toBe('$1.00');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(100000)).toBe('$1,000.00');
  });

  it('puts the minus before the dollar sign', () => {
    expect(formatUsd(-500)).toBe('-$5.00');
    expect(formatUsd(-123450)).toBe('-$1,234.50');
  });

  it('refuses non-integer cents', () => {
    expect(() => formatUsd(1.5)).toThrow(RangeError);
  });

  it('can be read back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const text = formatUsd(cents);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        const digits = Number(text.replace(/[-$,.]/g, ''));
        expect(text.startsWith('-') ? -digits : digits).toBe(cents);
      }),
    );
  });
});

describe('sumCents and isCents', () => {
  it('sums integer cents and refuses fractions', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([100, 250, -50])).toBe(300);
    expect(() => sumCents([100, 0.5])).toThrow(RangeError);
  });

  it('accepts only safe integers as cents', () => {
    expect(isCents(100)).toBe(true);
    expect(isCents(-1)).toBe(true);
    expect(isCents(1.5)).toBe(false);
    expect(isCents('100')).toBe(false);
    expect(isCents(Number.NaN)).toBe(false);
    expect(isCents(2 ** 60)).toBe(false);
  });
});
