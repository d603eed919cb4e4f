import { describe, expect, it } from 'vitest';
import { baseUnitsOf, cancelSplit, unshippedOf } from './line-cancel.ts';

const line = (o: Partial<Parameters<typeof cancelSplit>[0]> = {}) => ({
  quantity: 10,
  quantityCancelled: 0,
  quantityBackordered: 0,
  quantityFulfilled: 0,
  quantityBilled: 0,
  ...o,
});

describe('cancelling part of an order line', () => {
  it('takes backordered units first, then committed ones', () => {
    expect(cancelSplit(line({ quantityBackordered: 3 }), 5)).toEqual({
      ok: true,
      fromBackordered: 3,
      fromCommitted: 2,
    });
    expect(cancelSplit(line({ quantityBackordered: 3 }), 2)).toEqual({
      ok: true,
      fromBackordered: 2,
      fromCommitted: 0,
    });
  });

  it('refuses more than is unshipped, saying how much is', () => {
    const shipped = line({ quantityFulfilled: 6, quantityBilled: 6, quantityCancelled: 1 });
    expect(unshippedOf(shipped)).toBe(3);
    expect(cancelSplit(shipped, 4)).toEqual({ ok: false, unshipped: 3 });
    expect(cancelSplit(shipped, 3)).toEqual({ ok: true, fromBackordered: 0, fromCommitted: 3 });
    expect(cancelSplit(line({ quantityFulfilled: 10 }), 1)).toEqual({ ok: false, unshipped: 0 });
  });

  it('refuses a quantity that is not a whole number above 0', () => {
    expect(() => cancelSplit(line(), 0)).toThrow(RangeError);
    expect(() => cancelSplit(line(), 1.5)).toThrow(RangeError);
  });

  it('gives back stock in whole base units', () => {
    expect(baseUnitsOf(3, 12)).toBe(36);
    expect(baseUnitsOf(1, 0.5)).toBe(1);
  });
});
