import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convenienceFeeCents } from './fees.ts';

const cents = (max = 10_000_000) => fc.integer({ min: 0, max });
const rate = () => fc.double({ min: 0, max: 30, noNaN: true });

describe('convenienceFeeCents', () => {
  it('applies the rate to subtotal + shipping + tax', () => {
    expect(
      convenienceFeeCents({
        ratePercent: 3,
        subtotalCents: 10000,
        shippingCents: 1000,
        taxCents: 825,
        exempt: false,
      }),
    ).toBe(355); // 3% of 11825 = 354.75
  });

  it('rounds to cents half away from zero', () => {
    expect(
      convenienceFeeCents({
        ratePercent: 2.5,
        subtotalCents: 100,
        shippingCents: 0,
        taxCents: 0,
        exempt: false,
      }),
    ).toBe(3); // 2.5
  });

  it('is zero for an exempt account', () => {
    expect(
      convenienceFeeCents({
        ratePercent: 3,
        subtotalCents: 10000,
        shippingCents: 1000,
        taxCents: 825,
        exempt: true,
      }),
    ).toBe(0);
  });

  it('refuses a negative rate', () => {
    expect(() =>
      convenienceFeeCents({
        ratePercent: -3,
        subtotalCents: 1,
        shippingCents: 0,
        taxCents: 0,
        exempt: false,
      }),
    ).toThrow(RangeError);
  });

  it('depends only on the sum of subtotal, shipping and tax', () => {
    fc.assert(
      fc.property(rate(), cents(), cents(100_000), cents(100_000), (ratePercent, subtotal, shipping, tax) => {
        const fee = convenienceFeeCents({
          ratePercent,
          subtotalCents: subtotal,
          shippingCents: shipping,
          taxCents: tax,
          exempt: false,
        });
        const sameSum = convenienceFeeCents({
          ratePercent,
          subtotalCents: subtotal + shipping + tax,
          shippingCents: 0,
          taxCents: 0,
          exempt: false,
        });
        expect(fee).toBe(sameSum);
      }),
    );
  });
});
