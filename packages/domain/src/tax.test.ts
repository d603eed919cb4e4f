import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isItemTaxable, taxCents } from './tax.ts';

const cents = (max = 10_000_000) => fc.integer({ min: 0, max });
const rate = () => fc.double({ min: 0, max: 30, noNaN: true });

describe('taxCents', () => {
  it('applies the rate percent to the taxable items', () => {
    expect(
      taxCents({ ratePercent: 8.25, taxableItemsCents: 10000, shippingCents: 1500, shippingTaxable: false }),
    ).toBe(825);
  });

  it('adds shipping to the taxable total when shipping is taxable', () => {
    expect(
      taxCents({ ratePercent: 10, taxableItemsCents: 10000, shippingCents: 1500, shippingTaxable: true }),
    ).toBe(1150);
  });

  it('rounds to cents half away from zero', () => {
    // 7% of 1050 = 73.5 -> 74; 7.25% of 1999 = 144.9275 -> 145.
    expect(
      taxCents({ ratePercent: 7, taxableItemsCents: 1050, shippingCents: 0, shippingTaxable: false }),
    ).toBe(74);
    expect(
      taxCents({ ratePercent: 7.25, taxableItemsCents: 1999, shippingCents: 0, shippingTaxable: false }),
    ).toBe(145);
    // 6.15% of 1000 = 61.5 even though 6.15 × 1000 / 100 is not exact in binary.
    expect(
      taxCents({ ratePercent: 6.15, taxableItemsCents: 1000, shippingCents: 0, shippingTaxable: false }),
    ).toBe(62);
  });

  it('is zero at a zero rate', () => {
    expect(
      taxCents({ ratePercent: 0, taxableItemsCents: 99999, shippingCents: 999, shippingTaxable: true }),
    ).toBe(0);
  });

  it('refuses a negative or non-finite rate and non-integer cents', () => {
    const base = { taxableItemsCents: 100, shippingCents: 0, shippingTaxable: false };
    expect(() => taxCents({ ...base, ratePercent: -1 })).toThrow(RangeError);
    expect(() => taxCents({ ...base, ratePercent: Number.NaN })).toThrow(RangeError);
    expect(() => taxCents({ ...base, ratePercent: 5, taxableItemsCents: 10.5 })).toThrow(RangeError);
  });

  it('ignores shipping unless it is taxable, and grows with the taxable total', () => {
    fc.assert(
      fc.property(rate(), cents(), cents(100_000), (ratePercent, items, shipping) => {
        const untaxedShipping = taxCents({
          ratePercent,
          taxableItemsCents: items,
          shippingCents: shipping,
          shippingTaxable: false,
        });
        expect(untaxedShipping).toBe(
          taxCents({ ratePercent, taxableItemsCents: items, shippingCents: 0, shippingTaxable: false }),
        );
        const taxedShipping = taxCents({
          ratePercent,
          taxableItemsCents: items,
          shippingCents: shipping,
          shippingTaxable: true,
        });
        expect(taxedShipping).toBeGreaterThanOrEqual(untaxedShipping);
        expect(Number.isInteger(taxedShipping)).toBe(true);
        expect(Math.abs(taxedShipping - ((items + shipping) * ratePercent) / 100)).toBeLessThanOrEqual(
          0.5 + 1e-6,
        );
      }),
    );
  });
});

describe('isItemTaxable', () => {
  it('exempts Rx items only where the state exempts them', () => {
    expect(isItemTaxable(0, true)).toBe(true);
    expect(isItemTaxable(0, false)).toBe(true);
    expect(isItemTaxable(2, false)).toBe(true);
    expect(isItemTaxable(2, true)).toBe(false);
  });
});
