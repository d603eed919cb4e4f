import { describe, expect, it } from 'vitest';

import { cartTotalsRows } from './cart-totals-rows';

const values = (rows: ReturnType<typeof cartTotalsRows>) =>
  Object.fromEntries((rows ?? []).map((row) => [row.key, row.value]));

describe('cart totals block (service spec §9)', () => {
  it('shows subtotal, FREE shipping, estimated tax and total = total + tax + fee', () => {
    const rows = cartTotalsRows(
      { subtotal: 125.5, shipping: 0, tax: 7.84, total: 125.5, convenienceFee: 0 },
      false,
    );
    expect(values(rows)).toEqual({
      subtotal: '$125.50',
      shipping: 'FREE',
      tax: '$7.84',
      total: '$133.34',
    });
    expect(rows?.map((row) => row.label)).toEqual(['Subtotal', 'Shipping', 'Tax (estimated)', 'Total']);
  });

  it('shows a shipping charge and adds a known convenience fee to the total', () => {
    const rows = cartTotalsRows(
      { subtotal: 40, shipping: 9.95, tax: 0, total: 49.95, convenienceFee: 1.5 },
      false,
    );
    expect(values(rows)).toEqual({
      subtotal: '$40.00',
      shipping: '$9.95',
      tax: '$0.00',
      convenienceFee: '$1.50',
      total: '$51.45',
    });
  });

  it("says 'Calculating...' for shipping while a change of the cart is in flight", () => {
    const rows = cartTotalsRows(
      { subtotal: 40, shipping: 9.95, tax: 0, total: 49.95, convenienceFee: 0 },
      true,
    );
    expect(values(rows)['shipping']).toBe('Calculating...');
  });

  it('shows a failed tax as unavailable and says the total leaves it out', () => {
    const rows = cartTotalsRows(
      { subtotal: 40, shipping: 0, tax: 'error', total: 40, convenienceFee: 0 },
      false,
    );
    expect(values(rows)['tax']).toBe('Unavailable');
    const total = rows?.find((row) => row.key === 'total');
    expect(total?.value).toBe('$40.00');
    expect(total?.note).toMatch(/could not calculate/);
  });

  it('shows a failed convenience fee as unavailable', () => {
    const rows = cartTotalsRows(
      { subtotal: 40, shipping: 0, tax: 2.5, total: 40, convenienceFee: 'error' },
      false,
    );
    expect(values(rows)['convenienceFee']).toBe('Unavailable');
    expect(values(rows)['total']).toBe('$42.50');
  });

  it('shows nothing without price visibility (no money keys in the answer)', () => {
    expect(cartTotalsRows({}, false)).toBeNull();
  });
});
