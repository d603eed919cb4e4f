import { describe, expect, it } from 'vitest';

import { formatDay, formatMoney } from './format';

describe('back office formatting', () => {
  it('prints a calendar day as it is and an instant on the store’s calendar', () => {
    expect(formatDay('2028-11-25')).toBe('11/25/2028');
    // 8:30 PM in New York is the next day in UTC.
    expect(formatDay('2026-11-27T01:30:00.000Z')).toBe('11/26/2026');
    expect(formatDay('2026-11-27T05:30:00.000Z')).toBe('11/27/2026');
  });
  it('prints dollars', () => {
    expect(formatMoney(41250.5)).toBe('$41,250.50');
  });
});
