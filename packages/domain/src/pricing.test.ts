import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONVERSION_RATE,
  DEFAULT_QUANTITY,
  DEFAULT_UNIT_NAME,
  effectivePriceCents,
  linePriceCents,
  normalizeAddQuantity,
  parseQuantityInput,
  stepQuantity,
  unitPriceCents,
} from './pricing.ts';

describe('defaults', () => {
  it('uses quantity 1 and the unit Each at rate 1 (service spec §9)', () => {
    expect(DEFAULT_QUANTITY).toBe(1);
    expect(DEFAULT_UNIT_NAME).toBe('Each');
    expect(DEFAULT_CONVERSION_RATE).toBe(1);
  });
});

describe('unitPriceCents', () => {
  it('multiplies the base price by the conversion rate', () => {
    expect(unitPriceCents(1250, 1)).toBe(1250);
    expect(unitPriceCents(1250, 10)).toBe(12500);
  });

  it('rounds fractional results half away from zero', () => {
    expect(unitPriceCents(1999, 0.5)).toBe(1000);
    expect(unitPriceCents(333, 1 / 3)).toBe(111);
    expect(unitPriceCents(1995, 0.1)).toBe(200);
  });

  it('refuses a zero, negative or non-finite rate and non-integer cents', () => {
    expect(() => unitPriceCents(100, 0)).toThrow(RangeError);
    expect(() => unitPriceCents(100, -1)).toThrow(RangeError);
    expect(() => unitPriceCents(100, Number.NaN)).toThrow(RangeError);
    expect(() => unitPriceCents(100.5, 1)).toThrow(RangeError);
  });
});

describe('linePriceCents', () => {
  it('is price × conversion rate × quantity', () => {
    expect(linePriceCents(1250, 1, 3)).toBe(3750);
    expect(linePriceCents(1250, 12, 2)).toBe(30000);
    expect(linePriceCents(1250, 1, 0)).toBe(0);
  });

  it('rounds the exact product once, not the unit price first', () => {
    // 1999 × 0.5 × 3 = 2998.5 -> 2999, while the rounded unit price 1000 × 3 would be 3000.
    expect(linePriceCents(1999, 0.5, 3)).toBe(2999);
    expect(unitPriceCents(1999, 0.5) * 3).toBe(3000);
  });

  it('is unaffected by float noise in the rate', () => {
    // 0.1 × 3 is 0.30000000000000004 in floating point.
    expect(linePriceCents(1000, 0.1 * 3, 1)).toBe(300);
    expect(linePriceCents(1005, 0.1, 1)).toBe(101);
  });

  it('refuses a negative or non-finite quantity', () => {
    expect(() => linePriceCents(100, 1, -1)).toThrow(RangeError);
    expect(() => linePriceCents(100, 1, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('equals unit price × quantity whenever the unit price is whole cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (base, rate, quantity) => {
          expect(linePriceCents(base, rate, quantity)).toBe(unitPriceCents(base, rate) * quantity);
        },
      ),
    );
  });

  it('never decreases when the quantity grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.double({ min: 0.001, max: 1000, noNaN: true }),
        fc.integer({ min: 0, max: 10_000 }),
        (base, rate, quantity) => {
          expect(linePriceCents(base, rate, quantity + 1)).toBeGreaterThanOrEqual(
            linePriceCents(base, rate, quantity),
          );
        },
      ),
    );
  });
});

describe('normalizeAddQuantity', () => {
  it('floors to a whole number', () => {
    expect(normalizeAddQuantity(3.9)).toBe(3);
    expect(normalizeAddQuantity(7)).toBe(7);
  });

  it('is at least 1', () => {
    expect(normalizeAddQuantity(0)).toBe(1);
    expect(normalizeAddQuantity(0.5)).toBe(1);
    expect(normalizeAddQuantity(-4)).toBe(1);
  });

  it('turns anything that is not a finite number into 1', () => {
    expect(normalizeAddQuantity(Number.NaN)).toBe(1);
    expect(normalizeAddQuantity(Number.POSITIVE_INFINITY)).toBe(1);
    expect(normalizeAddQuantity('5')).toBe(1);
    expect(normalizeAddQuantity(null)).toBe(1);
    expect(normalizeAddQuantity(undefined)).toBe(1);
    expect(normalizeAddQuantity({ quantity: 5 })).toBe(1);
  });

  it('always yields a whole number of at least 1', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const quantity = normalizeAddQuantity(value);
        expect(Number.isInteger(quantity)).toBe(true);
        expect(quantity).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('stepQuantity', () => {
  it('increments and decrements by the step', () => {
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(5, -1)).toBe(4);
    expect(stepQuantity(2, -1)).toBe(1);
  });

  it('ignores a decrement below 1 (storefront spec §5)', () => {
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(3, -5)).toBe(3);
  });

  it('normalizes a broken current value before stepping', () => {
    expect(stepQuantity(Number.NaN, 1)).toBe(2);
    expect(stepQuantity(0, 1)).toBe(2);
    expect(stepQuantity(2.7, 1)).toBe(3);
  });

  it('ignores a non-finite step', () => {
    expect(stepQuantity(4, Number.NaN)).toBe(4);
  });

  it('never goes below 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -1000, max: 1000 }),
        (current, delta) => {
          expect(stepQuantity(current, delta)).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});

describe('parseQuantityInput', () => {
  it('accepts typed whole numbers of at least 1', () => {
    expect(parseQuantityInput('5', 1)).toBe(5);
    expect(parseQuantityInput(' 12 ', 1)).toBe(12);
    expect(parseQuantityInput('1', 7)).toBe(1);
  });

  it('floors typed decimals', () => {
    expect(parseQuantityInput('2.9', 1)).toBe(2);
    expect(parseQuantityInput('3.', 1)).toBe(3);
  });

  it('keeps the current value for non-numbers (storefront spec §5)', () => {
    expect(parseQuantityInput('abc', 4)).toBe(4);
    expect(parseQuantityInput('', 4)).toBe(4);
    expect(parseQuantityInput('5a', 4)).toBe(4);
    expect(parseQuantityInput('0x10', 4)).toBe(4);
    expect(parseQuantityInput('1e3', 4)).toBe(4);
    expect(parseQuantityInput('Infinity', 4)).toBe(4);
  });

  it('keeps the current value for values below 1', () => {
    expect(parseQuantityInput('0', 4)).toBe(4);
    expect(parseQuantityInput('0.5', 4)).toBe(4);
    expect(parseQuantityInput('-3', 4)).toBe(4);
  });

  it('keeps the current value for numbers too large to count exactly', () => {
    expect(parseQuantityInput('99999999999999999999', 4)).toBe(4);
  });

  it('returns either the current value or a whole number of at least 1', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 100 }), (text, current) => {
        const result = parseQuantityInput(text, current);
        if (result !== current) {
          expect(Number.isInteger(result)).toBe(true);
          expect(result).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });
});

describe('effectivePriceCents', () => {
  const price = (levelCents: number | null, listCents: number | null) => ({ levelCents, listCents });

  it("takes the buyer's level price, else the list price, else none", () => {
    expect(effectivePriceCents(price(900, 1200))).toBe(900);
    expect(effectivePriceCents(price(null, 1200))).toBe(1200);
    expect(effectivePriceCents(price(null, null))).toBeNull();
  });

  it("prices an item without a price of its own at its cheapest variant's, by the same rule", () => {
    const variants = [price(null, 700), price(650, 800), price(null, null)];
    expect(effectivePriceCents(price(null, null), variants)).toBe(650);
    // An own price wins over any variant's.
    expect(effectivePriceCents(price(null, 2000), variants)).toBe(2000);
    expect(effectivePriceCents(price(null, null), [price(null, null)])).toBeNull();
  });

  it('never answers more than the own price or anything but a given price', () => {
    const cents = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null });
    fc.assert(
      fc.property(cents, cents, fc.array(fc.tuple(cents, cents), { maxLength: 5 }), (level, list, raw) => {
        const variants = raw.map(([l, p]) => price(l, p));
        const answer = effectivePriceCents(price(level, list), variants);
        const candidates = [level, list, ...raw.flat()];
        if (answer !== null) expect(candidates).toContain(answer);
        if (level !== null) expect(answer).toBe(level);
      }),
    );
  });
});
