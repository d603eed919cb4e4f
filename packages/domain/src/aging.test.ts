import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGING_BUCKETS, agingBucketOf, agingSummary } from './aging.ts';
import { addCalendarDays } from './calendar-days.ts';

describe('agingBucketOf', () => {
  it('puts each day past due into its bucket, the bucket edges included', () => {
    expect(agingBucketOf(0)).toBe('current');
    expect(agingBucketOf(1)).toBe('days1To30');
    expect(agingBucketOf(30)).toBe('days1To30');
    expect(agingBucketOf(31)).toBe('days31To60');
    expect(agingBucketOf(60)).toBe('days31To60');
    expect(agingBucketOf(61)).toBe('days61To90');
    expect(agingBucketOf(90)).toBe('days61To90');
    expect(agingBucketOf(91)).toBe('over90');
    expect(agingBucketOf(400)).toBe('over90');
  });

  it('refuses negative or fractional days', () => {
    expect(() => agingBucketOf(-1)).toThrow(RangeError);
    expect(() => agingBucketOf(1.5)).toThrow(RangeError);
  });

  it('lists the buckets in statement order', () => {
    expect(AGING_BUCKETS.map((b) => b.key)).toEqual([
      'current',
      'days1To30',
      'days31To60',
      'days61To90',
      'over90',
    ]);
  });
});

describe('agingSummary', () => {
  const asOf = '2026-06-30';
  const dueDaysAgo = (days: number) => addCalendarDays(asOf, -days);

  it('sums open invoices by days past their due date on the as-of day', () => {
    const summary = agingSummary(
      [
        { dueDate: addCalendarDays(asOf, 10), openCents: 10_000 }, // not due yet
        { dueDate: asOf, openCents: 500 }, // due today: current
        { dueDate: dueDaysAgo(1), openCents: 20_000 },
        { dueDate: dueDaysAgo(30), openCents: 1 },
        { dueDate: dueDaysAgo(45), openCents: 30_000 },
        { dueDate: dueDaysAgo(90), openCents: 40_000 },
        { dueDate: dueDaysAgo(91), openCents: 50_000 },
      ],
      asOf,
    );
    expect(summary).toEqual({
      current: 10_500,
      days1To30: 20_001,
      days31To60: 30_000,
      days61To90: 40_000,
      over90: 50_000,
      totalCents: 150_501,
    });
  });

  it('counts unused credits as current, lowering what is due now', () => {
    const summary = agingSummary(
      [
        { dueDate: dueDaysAgo(120), openCents: 30_000 },
        { dueDate: dueDaysAgo(120), openCents: -7_500 },
      ],
      asOf,
    );
    expect(summary.current).toBe(-7_500);
    expect(summary.over90).toBe(30_000);
    expect(summary.totalCents).toBe(22_500);
  });

  it('always adds up: the buckets sum to the total', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            ago: fc.integer({ min: -60, max: 400 }),
            openCents: fc.integer({ min: -1e7, max: 1e7 }),
          }),
        ),
        (rows) => {
          const summary = agingSummary(
            rows.map((r) => ({ dueDate: dueDaysAgo(r.ago), openCents: r.openCents })),
            asOf,
          );
          const buckets = AGING_BUCKETS.reduce((sum, b) => sum + summary[b.key], 0);
          expect(buckets).toBe(summary.totalCents);
          expect(summary.totalCents).toBe(rows.reduce((sum, r) => sum + r.openCents, 0));
        },
      ),
    );
  });
});
