import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPROVABLE_STATUSES,
  BILLABLE_STATUSES,
  CANCELLABLE_STATUSES,
  FINISHED_STATUSES,
  OPEN_STATUSES,
  ORDER_STATUS_SETS,
  PURCHASED_STATUSES,
  SHIPPABLE_STATUSES,
  orderHoldCents,
  orderStatusIs,
  shipmentInvoiceCents,
  type OrderHoldFacts,
} from './order-lifecycle.ts';
import { ORDER_STATUSES, orderStatusOf, type OrderLineQuantities } from './orders.ts';

describe('order status sets', () => {
  it('split every status into open or finished, never both', () => {
    for (const status of ORDER_STATUSES) {
      expect(orderStatusIs('open', status)).toBe(!orderStatusIs('finished', status));
    }
    expect([...OPEN_STATUSES, ...FINISHED_STATUSES].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('approve only what waits for approval, and ship or bill only open approved orders', () => {
    expect(APPROVABLE_STATUSES).toEqual(['Pending Approval']);
    for (const status of [...SHIPPABLE_STATUSES, ...BILLABLE_STATUSES]) {
      expect(orderStatusIs('open', status)).toBe(true);
      expect(status).not.toBe('Pending Approval');
    }
  });

  it('cancel lines of any order but one that ended without shipping or was closed', () => {
    expect(CANCELLABLE_STATUSES).not.toContain('Cancelled');
    expect(CANCELLABLE_STATUSES).not.toContain('Rejected');
    expect(CANCELLABLE_STATUSES).not.toContain('Closed');
    // A billed line may still be cancelled with its billed part credited.
    expect(CANCELLABLE_STATUSES).toContain('Billed');
    expect(CANCELLABLE_STATUSES).toContain('Pending Approval');
  });

  it('count as bought what was placed and not undone', () => {
    expect(PURCHASED_STATUSES).not.toContain('Pending Approval');
    expect(PURCHASED_STATUSES).not.toContain('Rejected');
    expect(PURCHASED_STATUSES).not.toContain('Cancelled');
    expect(PURCHASED_STATUSES).toContain('Billed');
  });

  it('name only statuses the store has', () => {
    for (const set of Object.values(ORDER_STATUS_SETS)) {
      for (const status of set) expect(ORDER_STATUSES).toContain(status);
    }
    expect(orderStatusIs('open', 'Shipped')).toBe(false);
  });

  it('agree with the derived status: an order with units left to ship is shippable once approved', () => {
    const line = fc
      .record({ quantity: fc.integer({ min: 1, max: 50 }), c: fc.nat(50), b: fc.nat(50), f: fc.nat(50) })
      .map(({ quantity, c, b, f }): OrderLineQuantities => {
        const quantityCancelled = Math.min(c, quantity);
        const quantityBackordered = Math.min(b, quantity - quantityCancelled);
        const quantityFulfilled = Math.min(f, quantity - quantityCancelled - quantityBackordered);
        // Live orders are invoiced as they ship (ADR 0034).
        return {
          quantity,
          quantityCancelled,
          quantityBackordered,
          quantityFulfilled,
          quantityBilled: quantityFulfilled,
        };
      });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 4 }), (lines) => {
        const status = orderStatusOf(lines, 'approved', false);
        const leftToShip = lines.some((l) => l.quantity - l.quantityCancelled - l.quantityFulfilled > 0);
        expect(orderStatusIs('shippable', status)).toBe(leftToShip);
        expect(orderStatusIs('finished', status)).toBe(!leftToShip);
      }),
    );
  });
});

describe('what an order holds', () => {
  const order = (over: Partial<OrderHoldFacts> = {}): OrderHoldFacts => ({
    status: 'Pending Fulfillment',
    totalCents: 10_800,
    billedCents: 0,
    lines: [
      { quantity: 5, quantityCancelled: 0, quantityBilled: 0, unitPriceCents: 1_000 },
      { quantity: 5, quantityCancelled: 0, quantityBilled: 0, unitPriceCents: 1_000 },
    ],
    ...over,
  });

  it('holds the whole total when placed, approved or waiting for approval', () => {
    expect(orderHoldCents(order())).toBe(10_800);
    expect(orderHoldCents(order({ status: 'Pending Approval' }))).toBe(10_800);
  });

  it('moves what is invoiced from the hold to the ledger', () => {
    const shipped = order({
      status: 'Partially Billed',
      billedCents: 5_800, // the first invoice carries the order's tax of 800
      lines: [
        { quantity: 5, quantityCancelled: 0, quantityBilled: 5, unitPriceCents: 1_000 },
        { quantity: 5, quantityCancelled: 0, quantityBilled: 0, unitPriceCents: 1_000 },
      ],
    });
    expect(orderHoldCents(shipped)).toBe(5_000);
  });

  it('releases the price of cancelled units, and everything once nothing is left to bill', () => {
    const partly = order({
      lines: [
        { quantity: 5, quantityCancelled: 2, quantityBilled: 0, unitPriceCents: 1_000 },
        { quantity: 5, quantityCancelled: 0, quantityBilled: 0, unitPriceCents: 1_000 },
      ],
    });
    expect(orderHoldCents(partly)).toBe(8_800);
    const all = order({
      status: 'Cancelled',
      lines: [
        { quantity: 5, quantityCancelled: 5, quantityBilled: 0, unitPriceCents: 1_000 },
        { quantity: 5, quantityCancelled: 5, quantityBilled: 0, unitPriceCents: 1_000 },
      ],
    });
    // The tax of goods never shipped is not kept.
    expect(orderHoldCents(all)).toBe(0);
    const shortShipped = order({
      status: 'Billed',
      billedCents: 5_800,
      lines: [
        { quantity: 5, quantityCancelled: 0, quantityBilled: 5, unitPriceCents: 1_000 },
        { quantity: 5, quantityCancelled: 5, quantityBilled: 0, unitPriceCents: 1_000 },
      ],
    });
    expect(orderHoldCents(shortShipped)).toBe(0);
  });

  it('holds nothing for a rejected order', () => {
    expect(orderHoldCents(order({ status: 'Rejected' }))).toBe(0);
  });

  it('never holds less than nothing nor more than the total', () => {
    const facts = fc
      .record({
        total: fc.integer({ min: 1, max: 1_000_000 }),
        billed: fc.integer({ min: 0, max: 2_000_000 }),
        quantity: fc.integer({ min: 1, max: 20 }),
        cancelled: fc.nat(20),
        billedUnits: fc.nat(20),
        price: fc.integer({ min: 0, max: 100_000 }),
      })
      .map(({ total, billed, quantity, cancelled, billedUnits, price }) => {
        const quantityCancelled = Math.min(cancelled, quantity);
        return order({
          totalCents: total,
          billedCents: billed,
          lines: [
            {
              quantity,
              quantityCancelled,
              quantityBilled: Math.min(billedUnits, quantity - quantityCancelled),
              unitPriceCents: price,
            },
          ],
        });
      });
    fc.assert(
      fc.property(facts, (facts) => {
        const hold = orderHoldCents(facts);
        expect(hold).toBeGreaterThanOrEqual(0);
        expect(hold).toBeLessThanOrEqual(facts.totalCents);
      }),
    );
  });
});

describe('a shipment invoice', () => {
  it('bills the shipped units at the order prices, with shipping and tax on the first invoice only', () => {
    const lines = [
      { quantity: 2, unitPriceCents: 1_250 },
      { quantity: 1, unitPriceCents: 999 },
    ];
    expect(shipmentInvoiceCents(lines, { shippingCents: 500, taxCents: 280 }, true)).toEqual({
      subtotalCents: 3_499,
      shippingCents: 500,
      taxCents: 280,
      totalCents: 4_279,
    });
    expect(shipmentInvoiceCents(lines, { shippingCents: 500, taxCents: 280 }, false)).toEqual({
      subtotalCents: 3_499,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 3_499,
    });
  });
});
