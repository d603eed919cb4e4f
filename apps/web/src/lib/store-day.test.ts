import { afterEach, describe, expect, it, vi } from 'vitest';

import { storeDayPlus, storeToday } from './store-day';

afterEach(() => {
  vi.useRealTimers();
});

describe('storeToday', () => {
  it('is the store’s day (New York), which the API judges dates by, not the browser’s', () => {
    vi.useFakeTimers();
    // 10:20 PM on December 1 in New York is already December 2 in UTC.
    vi.setSystemTime(new Date('2026-12-02T03:20:00Z'));
    expect(storeToday()).toBe('2026-12-01');
    vi.setSystemTime(new Date('2026-12-02T15:00:00Z'));
    expect(storeToday()).toBe('2026-12-02');
  });
});

describe('storeDayPlus', () => {
  it('moves across a month and a year end', () => {
    expect(storeDayPlus('2026-12-31', 1)).toBe('2027-01-01');
    expect(storeDayPlus('2026-03-01', -29)).toBe('2026-01-31');
  });
});
