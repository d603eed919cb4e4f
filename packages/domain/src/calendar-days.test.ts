import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, assertIsoDay, daysBetween, isIsoDay, isoDayIn } from './calendar-days.ts';

describe('isoDayIn', () => {
  it("gives the store's day: an evening in New York is still that day", () => {
    // 9:30 PM EST on March 1 is already March 2 in UTC.
    expect(isoDayIn('2026-03-02T02:30:00Z')).toBe('2026-03-01');
    expect(isoDayIn(new Date(Date.UTC(2026, 2, 2, 5, 0)))).toBe('2026-03-02');
  });

  it('follows daylight saving time (EDT is UTC-4)', () => {
    expect(isoDayIn('2026-07-02T03:30:00Z')).toBe('2026-07-01');
    expect(isoDayIn('2026-07-02T04:30:00Z')).toBe('2026-07-02');
  });

  it('keeps an ISO day as it is, whatever the zone', () => {
    expect(isoDayIn('2026-03-01')).toBe('2026-03-01');
    expect(isoDayIn('2026-03-01', 'Asia/Tokyo')).toBe('2026-03-01');
  });

  it('reads another zone when asked', () => {
    expect(isoDayIn('2026-03-01T16:00:00Z', 'Asia/Tokyo')).toBe('2026-03-02');
  });
});

describe('addCalendarDays and daysBetween', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addCalendarDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addCalendarDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
  });

  it('counts whole days across the daylight-saving change', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(addCalendarDays('2026-11-01', 1)).toBe('2026-11-02');
  });

  it('round-trips: daysBetween(d, d + n) = n', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.integer({ min: -5000, max: 5000 }),
        (date, n) => {
          const day = date.toISOString().slice(0, 10);
          expect(daysBetween(day, addCalendarDays(day, n))).toBe(n);
        },
      ),
    );
  });

  it('refuses days that do not exist and fractions of days', () => {
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-2-01')).toBe(false);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(() => assertIsoDay('2026-13-01')).toThrow(RangeError);
    expect(() => addCalendarDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addCalendarDays('2026-02-01', 1.5)).toThrow(RangeError);
  });
});
