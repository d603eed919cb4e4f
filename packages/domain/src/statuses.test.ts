import { describe, expect, it } from 'vitest';
import { REJECTED_ORDER_STATUS, salesOrderStatusLabel } from './statuses.ts';

describe('salesOrderStatusLabel', () => {
  it('renames billed statuses when custom statuses are enabled', () => {
    expect(salesOrderStatusLabel('Partially Billed', true)).toBe('Partially Fulfilled');
    expect(salesOrderStatusLabel('Billed', true)).toBe('Fulfilled');
  });

  it('keeps every status as it is when custom statuses are off', () => {
    expect(salesOrderStatusLabel('Partially Billed', false)).toBe('Partially Billed');
    expect(salesOrderStatusLabel('Billed', false)).toBe('Billed');
  });

  it('keeps other statuses as they are', () => {
    expect(salesOrderStatusLabel('Pending Fulfillment', true)).toBe('Pending Fulfillment');
    expect(salesOrderStatusLabel('billed', true)).toBe('billed');
    expect(salesOrderStatusLabel('toString', true)).toBe('toString');
  });

  it("names a rejected order 'Rejected'", () => {
    expect(REJECTED_ORDER_STATUS).toBe('Rejected');
  });
});
