import { describe, expect, it } from 'vitest';
import { nextSubscriptionDate } from './subscriptions.ts';

describe('nextSubscriptionDate', () => {
  it('steps weekly and every two weeks across months and years', () => {
    expect(nextSubscriptionDate('2026-12-29', 'weekly')).toBe('2027-01-05');
    expect(nextSubscriptionDate('2026-02-20', 'biweekly')).toBe('2026-03-06');
  });

  it('steps calendar months, on the month’s last day when it is shorter, back to the anchor after', () => {
    expect(nextSubscriptionDate('2026-01-15', 'monthly')).toBe('2026-02-15');
    expect(nextSubscriptionDate('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(nextSubscriptionDate('2026-02-28', 'monthly', 31)).toBe('2026-03-31');
    expect(nextSubscriptionDate('2027-12-31', 'monthly')).toBe('2028-01-31');
    expect(nextSubscriptionDate('2028-01-31', 'monthly')).toBe('2028-02-29');
  });

  it('steps quarters of three calendar months', () => {
    expect(nextSubscriptionDate('2026-11-30', 'quarterly')).toBe('2027-02-28');
    expect(nextSubscriptionDate('2027-02-28', 'quarterly', 30)).toBe('2027-05-30');
  });
});
