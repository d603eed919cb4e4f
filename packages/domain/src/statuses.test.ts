import { describe, expect, it } from 'vitest';
import { orderStatusLabel, REJECTED_ORDER_STATUS, salesOrderStatusLabel } from './statuses.ts';

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

  it("shows the order system's 'Cancelled' in US spelling, with or without custom statuses", () => {
    expect(salesOrderStatusLabel('Cancelled', true)).toBe('Canceled');
    expect(salesOrderStatusLabel('Cancelled', false)).toBe('Canceled');
    expect(orderStatusLabel('Cancelled')).toBe('Canceled');
    expect(orderStatusLabel('Pending Fulfillment')).toBe('Pending Fulfillment');
    expect(orderStatusLabel('constructor')).toBe('constructor');
  });

  it("names a rejected order 'Rejected'", () => {
    expect(REJECTED_ORDER_STATUS).toBe('Rejected');
  });
});
