import { describe, expect, it } from 'vitest';
import {
  isSubstituteBuyable,
  rankSubstitutes,
  substituteReason,
  substituteStanding,
  swapUnitId,
  type SubstituteStanding,
} from './substitutes.ts';

const facts = { addable: true, allocationLeft: null, quantityAvailable: 10, recalled: false };

describe('substituteReason', () => {
  it('offers substitutes for an item without available quantity', () => {
    expect(substituteReason({ quantityAvailable: 0, recalled: false })).toBe('backordered');
    expect(substituteReason({ quantityAvailable: -2, recalled: false })).toBe('backordered');
  });
  it('offers them for a recalled item even when it has stock', () => {
    expect(substituteReason({ quantityAvailable: 50, recalled: true })).toBe('recalled');
    expect(substituteReason({ quantityAvailable: 0, recalled: true })).toBe('recalled');
  });
  it('offers none for an item in stock and not recalled', () => {
    expect(substituteReason({ quantityAvailable: 1, recalled: false })).toBeNull();
  });
});

describe('substituteStanding', () => {
  it('is available when the buyer may add it and it is in stock', () => {
    expect(substituteStanding(facts)).toBe('available');
    expect(substituteStanding({ ...facts, allocationLeft: 3 })).toBe('available');
  });
  it('is backordered when the buyer may add it but nothing is in stock', () => {
    expect(substituteStanding({ ...facts, quantityAvailable: 0 })).toBe('backordered');
  });
  it('is unavailable when the buy rule or price refuses it, the allocation is used up or it is recalled', () => {
    expect(substituteStanding({ ...facts, addable: false })).toBe('unavailable');
    expect(substituteStanding({ ...facts, allocationLeft: 0 })).toBe('unavailable');
    expect(substituteStanding({ ...facts, recalled: true })).toBe('unavailable');
    expect(substituteStanding({ ...facts, addable: false, quantityAvailable: 0 })).toBe('unavailable');
  });
  it('lets only available and backordered substitutes be bought', () => {
    expect(isSubstituteBuyable('available')).toBe(true);
    expect(isSubstituteBuyable('backordered')).toBe(true);
    expect(isSubstituteBuyable('unavailable')).toBe(false);
  });
});

describe('rankSubstitutes', () => {
  const s = (id: number, standing: SubstituteStanding) => ({ id, standing });

  it('puts buyable-now first, then backordered, then unbuyable, keeping the catalogue order within each', () => {
    const ranked = rankSubstitutes([
      s(1, 'unavailable'),
      s(2, 'backordered'),
      s(3, 'available'),
      s(4, 'unavailable'),
      s(5, 'available'),
      s(6, 'backordered'),
    ]);
    expect(ranked.map((r) => r.id)).toEqual([3, 5, 2, 6, 1, 4]);
  });
  it('keeps at most the limit, best first', () => {
    const ranked = rankSubstitutes([s(1, 'unavailable'), s(2, 'available'), s(3, 'backordered')], 2);
    expect(ranked.map((r) => r.id)).toEqual([2, 3]);
  });
  it('does not change its input', () => {
    const input = [s(1, 'unavailable'), s(2, 'available')];
    rankSubstitutes(input);
    expect(input.map((r) => r.id)).toEqual([1, 2]);
  });
});

describe('swapUnitId', () => {
  const units = [
    { id: 10, baseUnit: true },
    { id: 11, baseUnit: false },
  ];
  it("keeps the line's unit when the substitute is sold in it", () => {
    expect(swapUnitId(11, { units, defaultUnitId: 10 })).toBe(11);
  });
  it("takes the substitute's default unit when it is not", () => {
    expect(swapUnitId(99, { units, defaultUnitId: 11 })).toBe(11);
  });
  it('falls back to the base unit, and to none when the substitute has no unit', () => {
    expect(swapUnitId(99, { units, defaultUnitId: null })).toBe(10);
    expect(swapUnitId(99, { units, defaultUnitId: 42 })).toBe(10);
    expect(swapUnitId(99, { units: [], defaultUnitId: null })).toBeNull();
  });
});
