import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHORT_DATING_MONTHS,
  checkLotOverride,
  datingMonths,
  datingNotice,
  lotExpiryProblem,
  lotNumberProblem,
  lotsNote,
  pickLots,
  shortDatingMonthsOf,
  shortDatingNotice,
  type PickableLot,
} from './lots.ts';

const lot = (id: number, expiresOn: string, quantityOnHand: number, saleStopped = false): PickableLot => ({
  id,
  lotNumber: `L${id}`,
  expiresOn,
  quantityOnHand,
  saleStopped,
});

describe('pickLots (first-expiring-first)', () => {
  it('draws from the lot expiring first, then the next', () => {
    const lots = [lot(1, '2027-09-01', 10), lot(2, '2027-03-01', 4), lot(3, '2028-01-01', 50)];
    expect(pickLots(lots, 12, '2026-12-03')).toEqual({
      ok: true,
      picks: [
        { lotId: 2, quantity: 4 },
        { lotId: 1, quantity: 8 },
      ],
    });
  });

  it('takes the lot received first when two expire on the same day', () => {
    const lots = [lot(9, '2027-03-01', 5), lot(4, '2027-03-01', 5)];
    expect(pickLots(lots, 3, '2026-12-03')).toEqual({ ok: true, picks: [{ lotId: 4, quantity: 3 }] });
  });

  it('skips a lot that expires on the ship day, an expired lot and a stopped lot', () => {
    const lots = [
      lot(1, '2026-12-03', 10),
      lot(2, '2026-11-30', 10),
      lot(3, '2027-01-01', 10, true),
      lot(4, '2027-06-01', 10),
    ];
    expect(pickLots(lots, 7, '2026-12-03')).toEqual({ ok: true, picks: [{ lotId: 4, quantity: 7 }] });
  });

  it('refuses with the sellable units when the good lots hold too few', () => {
    const lots = [lot(1, '2026-12-01', 100), lot(2, '2027-06-01', 6), lot(3, '2027-06-02', 0)];
    expect(pickLots(lots, 7, '2026-12-03')).toEqual({ ok: false, sellable: 6 });
    expect(pickLots([], 1, '2026-12-03')).toEqual({ ok: false, sellable: 0 });
  });

  it('rejects a quantity that is not a whole number above 0', () => {
    expect(() => pickLots([lot(1, '2027-01-01', 5)], 0, '2026-12-03')).toThrow(RangeError);
    expect(() => pickLots([lot(1, '2027-01-01', 5)], 1.5, '2026-12-03')).toThrow(RangeError);
  });
});

describe('checkLotOverride (staff choose the lots)', () => {
  const lots = [
    lot(1, '2027-02-01', 5),
    lot(2, '2027-08-01', 20),
    lot(3, '2026-12-01', 9),
    lot(4, '2028-01-01', 9, true),
  ];
  const day = '2026-12-03';

  it('accepts lots of the item that hold the units and add up to the line, merged by lot', () => {
    expect(
      checkLotOverride(
        'Gauze',
        lots,
        [
          { lotId: 2, quantity: 3 },
          { lotId: 1, quantity: 2 },
          { lotId: 2, quantity: 1 },
        ],
        6,
        day,
      ),
    ).toEqual({
      ok: true,
      picks: [
        { lotId: 1, quantity: 2 },
        { lotId: 2, quantity: 4 },
      ],
    });
  });

  it('refuses a lot of another item', () => {
    expect(checkLotOverride('Gauze', lots, [{ lotId: 99, quantity: 1 }], 1, day)).toEqual({
      ok: false,
      message: 'A chosen lot is not a lot of Gauze.',
    });
  });

  it('refuses an expired lot, a stopped lot and a lot holding too few', () => {
    expect(checkLotOverride('Gauze', lots, [{ lotId: 3, quantity: 1 }], 1, day)).toEqual({
      ok: false,
      message: 'Lot L3 expires 2026-12-01 and cannot be shipped.',
    });
    expect(checkLotOverride('Gauze', lots, [{ lotId: 4, quantity: 1 }], 1, day)).toEqual({
      ok: false,
      message: 'Lot L4 is stopped from sale and cannot be shipped.',
    });
    expect(checkLotOverride('Gauze', lots, [{ lotId: 1, quantity: 6 }], 6, day)).toEqual({
      ok: false,
      message: 'Lot L1 has only 5 units on hand.',
    });
  });

  it('refuses lots that do not add up to the quantity shipped', () => {
    expect(checkLotOverride('Gauze', lots, [{ lotId: 2, quantity: 3 }], 4, day)).toEqual({
      ok: false,
      message: 'The lots chosen for Gauze add up to 3 units, but the line ships 4.',
    });
  });
});

describe('dating', () => {
  it('counts whole months to the expiry', () => {
    expect(datingMonths('2026-01-15', '2026-06-15')).toBe(5);
    expect(datingMonths('2026-01-15', '2026-06-14')).toBe(4);
    expect(datingMonths('2026-12-03', '2027-12-03')).toBe(12);
    expect(datingMonths('2026-01-31', '2026-02-28')).toBe(1);
    expect(datingMonths('2026-12-03', '2026-12-20')).toBe(0);
    expect(datingMonths('2026-12-03', '2026-11-20')).toBe(0);
  });

  it("words the product page's sentence in US English, singular for one month", () => {
    expect(datingNotice(5)).toBe("Ships with 5 months' dating");
    expect(datingNotice(1)).toBe("Ships with 1 month's dating");
    expect(datingNotice(0)).toBe("Ships with less than 1 month's dating");
  });

  it('warns only when the lot picking would ship first is under the threshold', () => {
    const today = '2026-12-03';
    const lots = [
      lot(1, '2027-05-10', 10),
      lot(2, '2028-01-01', 10),
      lot(3, '2027-01-10', 4, true),
      lot(4, '2026-12-02', 4),
    ];
    expect(shortDatingNotice(lots, today, 6)).toBe("Ships with 5 months' dating");
    expect(shortDatingNotice(lots, today, 5)).toBeNull();
    // When the short lot is sold out, the next lot's dating is what a buyer receives.
    expect(shortDatingNotice([lot(1, '2027-05-10', 0), lot(2, '2028-01-01', 10)], today, 6)).toBeNull();
    expect(shortDatingNotice([], today, 6)).toBeNull();
  });

  it('reads the stored threshold, falling back to the default for a missing or bad value', () => {
    expect(shortDatingMonthsOf(9)).toBe(9);
    expect(shortDatingMonthsOf(0)).toBe(0);
    expect(shortDatingMonthsOf(undefined)).toBe(DEFAULT_SHORT_DATING_MONTHS);
    expect(shortDatingMonthsOf('7')).toBe(DEFAULT_SHORT_DATING_MONTHS);
    expect(shortDatingMonthsOf(99)).toBe(DEFAULT_SHORT_DATING_MONTHS);
  });
});

describe('lot number and expiry', () => {
  it('accepts usual lot numbers and refuses blanks, long ones and odd characters', () => {
    expect(lotNumberProblem('L2407-A')).toBeNull();
    expect(lotNumberProblem(' B.1123/7 ')).toBeNull();
    expect(lotNumberProblem('  ')).toBe('Enter the lot number.');
    expect(lotNumberProblem('A'.repeat(41))).toBe('A lot number has at most 40 characters.');
    expect(lotNumberProblem('LOT 12')).toBe(
      'A lot number has letters, digits, hyphens, periods and slashes only.',
    );
  });

  it('accepts an expiry after today and refuses a past, same-day, unreal or far one', () => {
    const today = '2026-12-03';
    expect(lotExpiryProblem('2027-06-30', today)).toBeNull();
    expect(lotExpiryProblem('2026-12-03', today)).toBe(
      'This lot has expired: an expired lot cannot be received into stock.',
    );
    expect(lotExpiryProblem('2027-02-30', today)).toBe('Enter the expiry date as a real date.');
    expect(lotExpiryProblem('2047-01-01', today)).toBe(
      'The expiry date is more than 15 years away: check the year.',
    );
  });
});

describe('lotsNote', () => {
  it('prints each lot with its expiry as MM/DD/YYYY, with counts when several lots shipped', () => {
    expect(lotsNote([{ lotNumber: 'LA-1', expiresOn: '2027-06-30', quantity: 5 }])).toBe(
      'Lot LA-1, exp. 06/30/2027',
    );
    expect(
      lotsNote([
        { lotNumber: 'LA-1', expiresOn: '2027-06-30', quantity: 5 },
        { lotNumber: 'LB-2', expiresOn: '2028-01-15', quantity: 2 },
      ]),
    ).toBe('Lot LA-1, exp. 06/30/2027 (5); Lot LB-2, exp. 01/15/2028 (2)');
  });
});
