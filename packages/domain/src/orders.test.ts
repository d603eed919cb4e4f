import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  coveringLicence,
  lineQuantitiesValid,
  notBackorderableMessage,
  orderStatusOf,
  shipToEligibility,
  BILLING_ONLY_REASON,
  stockTake,
  trackingUrl,
  type AddressLicence,
  type OrderLineQuantities,
} from './orders.ts';
import { salesOrderStatusLabel } from './statuses.ts';

const line = (over: Partial<OrderLineQuantities> = {}): OrderLineQuantities => ({
  quantity: 10,
  quantityCancelled: 0,
  quantityBackordered: 0,
  quantityFulfilled: 0,
  quantityBilled: 0,
  ...over,
});

/** Lines that keep the order lifecycle's invariants. */
const validLine = fc
  .record({
    quantity: fc.integer({ min: 1, max: 1000 }),
    c: fc.double({ min: 0, max: 1, noNaN: true }),
    b: fc.double({ min: 0, max: 1, noNaN: true }),
    f: fc.double({ min: 0, max: 1, noNaN: true }),
    bill: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ quantity, c, b, f, bill }) => {
    const quantityCancelled = Math.floor(quantity * c);
    const quantityBackordered = Math.floor((quantity - quantityCancelled) * b);
    const quantityFulfilled = Math.floor((quantity - quantityCancelled - quantityBackordered) * f);
    const quantityBilled = Math.floor(quantityFulfilled * bill);
    return { quantity, quantityCancelled, quantityBackordered, quantityFulfilled, quantityBilled };
  });

describe('orderStatusOf', () => {
  it('answers the approval states before anything else', () => {
    expect(orderStatusOf([line({ quantityFulfilled: 10 })], 'rejected', false)).toBe('Rejected');
    expect(orderStatusOf([line()], 'pending', false)).toBe('Pending Approval');
  });

  it('follows shipping and billing of what is still ordered', () => {
    expect(orderStatusOf([line()], 'not_required', false)).toBe('Pending Fulfillment');
    expect(orderStatusOf([line()], 'approved', false)).toBe('Pending Fulfillment');
    expect(orderStatusOf([line({ quantityFulfilled: 4 })], 'not_required', false)).toBe(
      'Partially Fulfilled',
    );
    expect(orderStatusOf([line({ quantityFulfilled: 4, quantityBilled: 4 })], 'not_required', false)).toBe(
      'Partially Billed',
    );
    expect(orderStatusOf([line({ quantityFulfilled: 10 })], 'not_required', false)).toBe('Pending Billing');
    expect(orderStatusOf([line({ quantityFulfilled: 10, quantityBilled: 10 })], 'not_required', false)).toBe(
      'Billed',
    );
    // A cancelled remainder does not keep an order open.
    expect(
      orderStatusOf(
        [line({ quantityCancelled: 3, quantityFulfilled: 7, quantityBilled: 7 })],
        'not_required',
        false,
      ),
    ).toBe('Billed');
  });

  it('is Cancelled when the order or every line is cancelled', () => {
    expect(orderStatusOf([line()], 'not_required', true)).toBe('Cancelled');
    expect(orderStatusOf([line({ quantityCancelled: 10 })], 'approved', false)).toBe('Cancelled');
  });

  it('shows Partially Billed as Partially Fulfilled and Billed as Fulfilled (service spec §4)', () => {
    const partly = orderStatusOf(
      [line({ quantityFulfilled: 5, quantityBilled: 5 }), line()],
      'not_required',
      false,
    );
    expect(salesOrderStatusLabel(partly, true)).toBe('Partially Fulfilled');
    const all = orderStatusOf([line({ quantityFulfilled: 10, quantityBilled: 10 })], 'not_required', false);
    expect(salesOrderStatusLabel(all, true)).toBe('Fulfilled');
  });

  it('refuses lines that break the invariants', () => {
    expect(() => orderStatusOf([line({ quantityBilled: 1 })], 'not_required', false)).toThrow(RangeError);
    expect(() =>
      orderStatusOf([line({ quantityBackordered: 5, quantityFulfilled: 6 })], 'not_required', false),
    ).toThrow(RangeError);
    expect(lineQuantitiesValid(line({ quantity: 0 }))).toBe(false);
  });

  it('always answers one of the lifecycle statuses, Billed only when all is billed (property)', () => {
    fc.assert(
      fc.property(
        fc.array(validLine, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('not_required', 'approved', 'pending', 'rejected' as const),
        (lines, approval) => {
          const status = orderStatusOf(lines, approval, false);
          expect(ORDER_STATUSES).toContain(status);
          const ordered = lines.reduce((s, l) => s + l.quantity - l.quantityCancelled, 0);
          const billed = lines.reduce((s, l) => s + l.quantityBilled, 0);
          if (status === 'Billed') expect(billed).toBe(ordered);
          if (approval === 'pending') expect(status).toBe('Pending Approval');
        },
      ),
    );
  });
});

describe('stockTake', () => {
  it('takes from stock and backorders the rest', () => {
    expect(stockTake(10, 4, true)).toEqual({ ok: true, fromStock: 4, backordered: 6 });
    expect(stockTake(3, 4, false)).toEqual({ ok: true, fromStock: 3, backordered: 0 });
    expect(stockTake(3, -2, true)).toEqual({ ok: true, fromStock: 0, backordered: 3 });
  });

  it('refuses beyond stock for an item that cannot be backordered', () => {
    expect(stockTake(5, 4, false)).toEqual({ ok: false, available: 4 });
    expect(notBackorderableMessage(4, 'Box', 'Nitrile Gloves')).toBe(
      'Only 4 Box of Nitrile Gloves are in stock; this item cannot be backordered.',
    );
  });

  it('rejects quantities that are not whole and positive', () => {
    expect(() => stockTake(0, 4, true)).toThrow(RangeError);
    expect(() => stockTake(1.5, 4, true)).toThrow(RangeError);
  });

  it('fulfilled from stock plus backordered equals what was ordered, never more than stock (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: -100, max: 100_000 }),
        fc.boolean(),
        (quantity, available, backorderable) => {
          const take = stockTake(quantity, available, backorderable);
          if (take.ok) {
            expect(take.fromStock + take.backordered).toBe(quantity);
            expect(take.fromStock).toBeLessThanOrEqual(Math.max(0, available));
            expect(take.fromStock).toBeGreaterThanOrEqual(0);
            if (!backorderable) expect(take.backordered).toBe(0);
          } else {
            expect(backorderable).toBe(false);
            expect(quantity).toBeGreaterThan(Math.max(0, available));
          }
        },
      ),
    );
  });
});

describe('shipToEligibility', () => {
  const names = { 1: 'Rx', 3: 'Schedule III' };
  const licence = (over: Partial<AddressLicence> = {}): AddressLicence => ({
    rxLevel: 1,
    licenceNumber: 'RX-1',
    expiresOn: '2027-01-31',
    status: 'verified',
    ...over,
  });
  const today = '2026-11-26';

  it('offers every address when the cart holds no licensed level', () => {
    const verdicts = shipToEligibility([{ id: 1, licences: [] }], [0, 0], today, names);
    expect(verdicts).toEqual([{ addressId: 1, eligible: true, reasons: [] }]);
  });

  it('needs a verified, unexpired licence for every level in the cart', () => {
    const verdicts = shipToEligibility(
      [
        { id: 1, licences: [licence(), licence({ rxLevel: 3, licenceNumber: 'DEA-3' })] },
        { id: 2, licences: [licence()] },
        { id: 3, licences: [licence({ expiresOn: '2026-10-31' })] },
        { id: 4, licences: [licence({ status: 'pending' })] },
        { id: 5, licences: [licence({ status: 'rejected' })] },
      ],
      [1, 3, 0],
      today,
      names,
    );
    expect(verdicts[0]).toEqual({ addressId: 1, eligible: true, reasons: [] });
    expect(verdicts[1]?.reasons).toEqual(['This address holds no Schedule III license.']);
    expect(verdicts[2]?.reasons).toEqual([
      'The Rx license RX-1 at this address expired on 10/31/2026.',
      'This address holds no Schedule III license.',
    ]);
    expect(verdicts[3]?.reasons[0]).toBe('The Rx license RX-1 at this address has not been verified yet.');
    expect(verdicts[4]?.reasons[0]).toBe('The Rx license RX-1 at this address was not accepted.');
    expect(verdicts.map((v) => v.eligible)).toEqual([true, false, false, false, false]);
  });

  it('never offers a billing-only address, licensed or not, with or without licensed items', () => {
    for (const levels of [[0], [1]]) {
      const verdicts = shipToEligibility(
        [
          { id: 7, licences: [licence()], billingOnly: true },
          { id: 8, licences: [licence()] },
        ],
        levels,
        today,
        names,
      );
      expect(verdicts).toEqual([
        { addressId: 7, eligible: false, reasons: [BILLING_ONLY_REASON] },
        { addressId: 8, eligible: true, reasons: [] },
      ]);
    }
  });

  it('counts a licence valid through its expiry day', () => {
    expect(coveringLicence([licence({ expiresOn: today })], 1, today)).not.toBeNull();
    expect(coveringLicence([licence({ expiresOn: '2026-11-25' })], 1, today)).toBeNull();
  });

  it('an address is offered exactly when each level has a covering licence (property)', () => {
    const arbLicence = fc.record({
      rxLevel: fc.integer({ min: 1, max: 5 }),
      licenceNumber: fc.string({ minLength: 1, maxLength: 8 }),
      expiresOn: fc.constantFrom('2025-01-01', '2026-11-25', '2026-11-26', '2030-06-30'),
      status: fc.constantFrom('pending', 'verified', 'rejected' as const),
    });
    fc.assert(
      fc.property(
        fc.array(arbLicence, { maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 5 }),
        (licences, levels) => {
          const [verdict] = shipToEligibility([{ id: 7, licences }], levels, today);
          const needed = [...new Set(levels.filter((l) => l > 0))];
          const covered = needed.every((level) =>
            licences.some((l) => l.rxLevel === level && l.status === 'verified' && l.expiresOn >= today),
          );
          expect(verdict?.eligible).toBe(covered);
          expect(verdict?.reasons.length).toBe(
            needed.filter(
              (level) =>
                !licences.some((l) => l.rxLevel === level && l.status === 'verified' && l.expiresOn >= today),
            ).length,
          );
        },
      ),
    );
  });
});

describe('trackingUrl', () => {
  it('links the three parcel carriers, else our tracking page', () => {
    expect(trackingUrl('UPS', '1Z999')).toBe('https://www.ups.com/track?tracknum=1Z999');
    expect(trackingUrl('FedEx', '7712')).toBe('https://www.fedex.com/fedextrack/?trknbr=7712');
    expect(trackingUrl('USPS', '9400 1')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201',
    );
    expect(trackingUrl('Route', 'R-1')).toBe('/tracking/R-1');
  });
});
