import { describe, expect, it } from 'vitest';
import {
  canMoveReturn,
  creditForReturnedUnits,
  isControlledReturnRule,
  returnableQuantity,
  returnNumberOf,
  returnStatusesBefore,
  rmaNumberOf,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
} from './returns.ts';
import { britishSpellingsIn } from './us-english.ts';

describe('returnableQuantity', () => {
  it('is what was delivered when nothing was returned', () => {
    expect(returnableQuantity(5, [])).toBe(5);
  });

  it('takes off what open and finished returns hold', () => {
    expect(
      returnableQuantity(10, [
        { status: 'requested', quantity: 2 },
        { status: 'authorized', quantity: 1 },
        { status: 'received', quantity: 3 },
        { status: 'credited', quantity: 1 },
      ]),
    ).toBe(3);
  });

  it('gives back the units of refused and cancelled returns', () => {
    expect(
      returnableQuantity(4, [
        { status: 'refused', quantity: 4 },
        { status: 'cancelled', quantity: 2 },
        { status: 'requested', quantity: 1 },
      ]),
    ).toBe(3);
  });

  it('is never below zero', () => {
    expect(returnableQuantity(1, [{ status: 'requested', quantity: 3 }])).toBe(0);
  });
});

describe('creditForReturnedUnits', () => {
  const invoiced = [
    { invoiceLineId: 11, unitPriceCents: 1250, creditableQuantity: 2 },
    { invoiceLineId: 12, unitPriceCents: 1300, creditableQuantity: 3 },
  ];

  it('credits each unit at the price it was invoiced, oldest invoice line first', () => {
    expect(creditForReturnedUnits(3, invoiced)).toEqual({
      ok: true,
      parts: [
        { invoiceLineId: 11, quantity: 2, unitPriceCents: 1250 },
        { invoiceLineId: 12, quantity: 1, unitPriceCents: 1300 },
      ],
      creditCents: 3800,
    });
  });

  it('refuses more units than were invoiced and not yet credited', () => {
    expect(creditForReturnedUnits(6, invoiced)).toEqual({ ok: false, creditable: 5 });
    expect(
      creditForReturnedUnits(1, [{ invoiceLineId: 1, unitPriceCents: 500, creditableQuantity: 0 }]),
    ).toEqual({ ok: false, creditable: 0 });
  });

  it('credits nothing for no units', () => {
    expect(creditForReturnedUnits(0, invoiced)).toEqual({ ok: true, parts: [], creditCents: 0 });
  });

  it('never credits more than the invoiced amount of the units', () => {
    for (let q = 0; q <= 5; q++) {
      const credit = creditForReturnedUnits(q, invoiced);
      if (!credit.ok) throw new Error('expected a credit');
      expect(credit.creditCents).toBeLessThanOrEqual(2 * 1250 + 3 * 1300);
      expect(credit.parts.reduce((s, p) => s + p.quantity, 0)).toBe(q);
    }
  });

  it('refuses a price that is not whole cents', () => {
    expect(() =>
      creditForReturnedUnits(1, [{ invoiceLineId: 1, unitPriceCents: 10.5, creditableQuantity: 1 }]),
    ).toThrow(RangeError);
  });
});

describe('return statuses', () => {
  it('moves requested → authorized → received → credited', () => {
    expect(canMoveReturn('requested', 'authorized')).toBe(true);
    expect(canMoveReturn('authorized', 'received')).toBe(true);
    expect(canMoveReturn('received', 'credited')).toBe(true);
  });

  it('never credits a return twice or one not received', () => {
    expect(canMoveReturn('credited', 'credited')).toBe(false);
    expect(canMoveReturn('authorized', 'credited')).toBe(false);
    expect(returnStatusesBefore('credited')).toEqual(['received']);
  });

  it('refuses only a return not yet received', () => {
    expect(returnStatusesBefore('refused')).toEqual(['requested', 'authorized']);
    expect(canMoveReturn('received', 'refused')).toBe(false);
  });
});

describe('reasons, numbers and settings', () => {
  it('words every reason in US English', () => {
    for (const reason of RETURN_REASONS) expect(britishSpellingsIn(RETURN_REASON_LABELS[reason])).toEqual([]);
  });

  it('numbers returns and RMAs from the id', () => {
    expect(returnNumberOf(7)).toBe('RT-100007');
    expect(rmaNumberOf(7)).toBe('RMA-100007');
  });

  it('knows the controlled-substance rules', () => {
    expect(isControlledReturnRule('handledApart')).toBe(true);
    expect(isControlledReturnRule('accepted')).toBe(false);
  });
});
