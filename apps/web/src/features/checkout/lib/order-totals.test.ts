import { describe, expect, it } from 'vitest';

import { cartFixture } from '../test/fixtures';

import { orderTotals, taxAtShipTo } from './order-totals';

const values = (totals: ReturnType<typeof orderTotals>) =>
  Object.fromEntries((totals?.lines ?? []).map((line) => [line.key, line.value]));

describe('checkout totals (service spec §9)', () => {
  it('taxes only the lines taxable at the ship-to', () => {
    const cart = cartFixture();
    const line = cart.cartDetail[0];
    if (!line) throw new Error('fixture');
    const twoLines = cartFixture({ cartDetail: [line, { ...line, id: 502, itemId: 43, lineTotal: 60 }] });
    const rate = {
      taxRate: 5.5,
      shippingTaxable: false,
      items: [
        { itemId: 42, taxable: true },
        { itemId: 43, taxable: false },
      ],
    };
    expect(taxAtShipTo(twoLines, rate)).toBe(550);
  });

  it("shows 'FREE' shipping, the tax and total = total + tax + fee", () => {
    expect(values(orderTotals(cartFixture(), 500, 315))).toEqual({
      subtotal: '$100.00',
      shipping: 'FREE',
      tax: '$5.00',
      convenienceFee: '$3.15',
      total: '$108.15',
    });
  });

  it("says 'Calculating...' while the tax is worked out, and leaves out the fee when none applies", () => {
    const totals = orderTotals(cartFixture(), 'pending', null);
    expect(values(totals)).toEqual({
      subtotal: '$100.00',
      shipping: 'Calculating...',
      tax: 'Calculating...',
      total: 'Calculating...',
    });
    expect(totals?.calculating).toBe(true);
  });

  it("marks a failed tax as the 'error' state that blocks placing", () => {
    const totals = orderTotals(cartFixture(), 'error', null);
    expect(values(totals)['tax']).toBe('Unavailable');
    expect(totals?.taxError).toBe(true);
  });

  it('has no figures without price visibility', () => {
    expect(orderTotals(cartFixture({ subtotal: undefined, total: undefined }), 0, null)).toBeNull();
  });
});
