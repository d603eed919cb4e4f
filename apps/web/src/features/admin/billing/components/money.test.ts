import { afterEach, describe, expect, it, vi } from 'vitest';

import { todayIso } from './money';

afterEach(() => {
  vi.useRealTimers();
});

describe('todayIso', () => {
  it('is the store’s day (New York), which the API judges dates by, not the browser’s', () => {
    vi.useFakeTimers();
    // 10:20 PM on December 1 in New York is already December 2 in UTC.
    vi.setSystemTime(new Date('2026-12-02T03:20:00Z'));
    expect(todayIso()).toBe('2026-12-01');
    vi.setSystemTime(new Date('2026-12-02T15:00:00Z'));
    expect(todayIso()).toBe('2026-12-02');
  });
});
