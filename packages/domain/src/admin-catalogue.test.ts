import { describe, expect, it } from 'vitest';
import { allocationPeriodOf, leavesNoAdministrator } from './admin-catalogue.ts';

describe('allocation periods', () => {
  it('takes the calendar month that holds the day', () => {
    expect(allocationPeriodOf('month', '2026-02-14')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(allocationPeriodOf('month', '2028-02-29')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(allocationPeriodOf('month', '2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('takes the calendar quarter that holds the day', () => {
    expect(allocationPeriodOf('quarter', '2026-01-01')).toEqual({ start: '2026-01-01', end: '2026-03-31' });
    expect(allocationPeriodOf('quarter', '2026-05-20')).toEqual({ start: '2026-04-01', end: '2026-06-30' });
    expect(allocationPeriodOf('quarter', '2026-11-26')).toEqual({ start: '2026-10-01', end: '2026-12-31' });
  });
});

describe('the last administrator', () => {
  it('refuses to take the role from, or deactivate, the only active administrator', () => {
    expect(leavesNoAdministrator([7], 7, { roles: ['content'], isActive: true })).toBe(true);
    expect(leavesNoAdministrator([7], 7, { roles: ['administrator'], isActive: false })).toBe(true);
    expect(leavesNoAdministrator([], 7, { roles: ['content'], isActive: true })).toBe(true);
  });

  it('lets a change through while another administrator stays, or the member stays one', () => {
    expect(leavesNoAdministrator([7, 9], 7, { roles: ['content'], isActive: true })).toBe(false);
    expect(leavesNoAdministrator([7], 7, { roles: ['administrator', 'content'], isActive: true })).toBe(
      false,
    );
    expect(leavesNoAdministrator([7], 3, { roles: ['content'], isActive: false })).toBe(false);
  });
});
