import { describe, expect, it } from 'vitest';
import {
  SPEND_RANGE_MESSAGES,
  defaultSpendRange,
  mayReadSpendReports,
  monthLabel,
  monthsOf,
  netLineCents,
  previousSpendRange,
  spendChangePercent,
  spendRangeProblem,
  topWithOther,
} from './spend-report.ts';

describe('spend report ranges', () => {
  it('accepts a real range of at most three years and says what is wrong with any other', () => {
    expect(spendRangeProblem('2026-01-01', '2026-12-31')).toBeNull();
    expect(spendRangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(spendRangeProblem('2026-02-30', '2026-03-01')).toBe(SPEND_RANGE_MESSAGES.from);
    expect(spendRangeProblem('2026-01-01', 'tomorrow')).toBe(SPEND_RANGE_MESSAGES.to);
    expect(spendRangeProblem('2026-03-01', '2026-02-28')).toBe(SPEND_RANGE_MESSAGES.order);
    // 2024-01-01 .. 2026-12-31 is 1,096 days (2024 is a leap year): three years exactly.
    expect(spendRangeProblem('2024-01-01', '2026-12-31')).toBeNull();
    expect(spendRangeProblem('2023-12-31', '2026-12-31')).toBe(SPEND_RANGE_MESSAGES.tooLong);
  });

  it('opens on the last twelve months, the current one included, across a year end', () => {
    expect(defaultSpendRange('2026-12-03')).toEqual({ from: '2026-01-01', to: '2026-12-03' });
    expect(defaultSpendRange('2026-03-15')).toEqual({ from: '2025-04-01', to: '2026-03-15' });
    expect(monthsOf('2025-04-01', '2026-03-15')).toHaveLength(12);
  });

  it('compares with the same number of days just before', () => {
    expect(previousSpendRange('2026-03-01', '2026-03-31')).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousSpendRange('2026-01-01', '2026-01-01')).toEqual({ from: '2025-12-31', to: '2025-12-31' });
  });

  it('lists the months a range touches, with their labels', () => {
    expect(monthsOf('2025-11-20', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf('2026-05-05', '2026-05-06')).toEqual(['2026-05']);
    expect(monthLabel('2026-01')).toBe('Jan 2026');
  });
});

describe('spend figures', () => {
  it('nets a line of its cancelled quantity pro rata, halves away from zero', () => {
    expect(netLineCents(1000, 4, 1)).toBe(750);
    expect(netLineCents(1001, 2, 1)).toBe(501);
    expect(netLineCents(999, 3, 3)).toBe(0);
    expect(netLineCents(999, 3, 0)).toBe(999);
  });

  it('names the top rows and sums the rest as one, so the breakdown keeps its total', () => {
    const rows = [5, 4, 3, 2, 1].map((spentCents, i) => ({ name: `r${i}`, spentCents }));
    const cut = topWithOther(rows, 3, (spentCents) => ({ name: 'Other', spentCents }));
    expect(cut.map((r) => r.name)).toEqual(['r0', 'r1', 'r2', 'Other']);
    expect(cut.at(-1)?.spentCents).toBe(3);
    expect(topWithOther(rows, 5, (spentCents) => ({ name: 'Other', spentCents }))).toHaveLength(5);
  });

  it('gives the change in percent, none when the last period spent nothing', () => {
    expect(spendChangePercent(15_000, 10_000)).toBe(50);
    expect(spendChangePercent(6_667, 10_000)).toBe(-33.3);
    expect(spendChangePercent(100, 0)).toBeNull();
  });
});

describe('who reads spend reports', () => {
  it('is an administrator or a parent login who sees prices', () => {
    const login = (isAdmin: boolean, isParentLogin: boolean, isPriceVisible = true) => ({
      permissions: { isAdmin, isPriceVisible },
      isParentLogin,
    });
    expect(mayReadSpendReports(login(true, false))).toBe(true);
    expect(mayReadSpendReports(login(false, true))).toBe(true);
    expect(mayReadSpendReports(login(false, false))).toBe(false);
    expect(mayReadSpendReports(login(true, true, false))).toBe(false);
  });
});
