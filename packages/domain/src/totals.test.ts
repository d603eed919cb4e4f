import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  displayTotalCents,
  hasTotalsError,
  SHIPPING_CALCULATING_LABEL,
  SHIPPING_FREE_LABEL,
  shippingDisplay,
} from './totals.ts';

describe('cartTotals', () => {
  it('sums lines to the subtotal and adds shipping to the total', () => {
    expect(
      cartTotals({ lineCents: [1250, 3750], shippingCents: 995, taxCents: 412, convenienceFeeCents: 150 }),
    ).toEqual({
      subtotalCents: 5000,
      shippingCents: 995,
      taxCents: 412,
      convenienceFeeCents: 150,
      totalCents: 5995,
    });
  });

  it('carries the error state of tax and fee through', () => {
    const totals = cartTotals({
      lineCents: [1000],
      shippingCents: 0,
      taxCents: 'error',
      convenienceFeeCents: 'error',
    });
    expect(totals.taxCents).toBe('error');
    expect(totals.convenienceFeeCents).toBe('error');
    expect(totals.totalCents).toBe(1000);
  });

  it('gives an empty cart zero totals', () => {
    expect(
      cartTotals({ lineCents: [], shippingCents: 0, taxCents: 0, convenienceFeeCents: 0 }).totalCents,
    ).toBe(0);
  });

  it('refuses fractional cents', () => {
    expect(() =>
      cartTotals({ lineCents: [1.5], shippingCents: 0, taxCents: 0, convenienceFeeCents: 0 }),
    ).toThrow(RangeError);
    expect(() =>
      cartTotals({ lineCents: [], shippingCents: 0, taxCents: 0.5, convenienceFeeCents: 0 }),
    ).toThrow(RangeError);
  });
});

describe('displayTotalCents', () => {
  it('shows total + tax + fee (service spec §9)', () => {
    const totals = cartTotals({
      lineCents: [5000],
      shippingCents: 995,
      taxCents: 412,
      convenienceFeeCents: 150,
    });
    expect(displayTotalCents(totals)).toBe(5000 + 995 + 412 + 150);
  });

  it('counts a failed tax or fee as 0 and reports the error', () => {
    const taxFailed = cartTotals({
      lineCents: [5000],
      shippingCents: 995,
      taxCents: 'error',
      convenienceFeeCents: 150,
    });
    expect(displayTotalCents(taxFailed)).toBe(5000 + 995 + 150);
    expect(hasTotalsError(taxFailed)).toBe(true);
    const feeFailed = cartTotals({
      lineCents: [5000],
      shippingCents: 0,
      taxCents: 412,
      convenienceFeeCents: 'error',
    });
    expect(displayTotalCents(feeFailed)).toBe(5412);
    expect(hasTotalsError(feeFailed)).toBe(true);
    const fine = cartTotals({ lineCents: [5000], shippingCents: 0, taxCents: 412, convenienceFeeCents: 0 });
    expect(hasTotalsError(fine)).toBe(false);
  });
});

describe('shippingDisplay', () => {
  it("shows 'Calculating...' while loading", () => {
    expect(SHIPPING_CALCULATING_LABEL).toBe('Calculating...');
    expect(shippingDisplay(5000, 995, true)).toBe('Calculating...');
  });

  it("shows 'FREE' when there is a subtotal but no shipping", () => {
    expect(SHIPPING_FREE_LABEL).toBe('FREE');
    expect(shippingDisplay(5000, 0, false)).toBe('FREE');
  });

  it('shows the amount otherwise', () => {
    expect(shippingDisplay(5000, 995, false)).toBe('$9.95');
    expect(shippingDisplay(0, 0, false)).toBe('$0.00');
    expect(shippingDisplay(0, 1250, false)).toBe('$12.50');
  });
});
