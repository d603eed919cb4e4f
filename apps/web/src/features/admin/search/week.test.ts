import { describe, expect, it } from 'vitest';

import { addWeeks, chosenWeek, mondayOf, recentWeeks, weekLabel } from './week';

describe('search analytics weeks', () => {
  const today = new Date('2026-03-12T15:00:00Z'); // a Thursday

  it('names a week by its Monday, UTC', () => {
    expect(mondayOf('2026-03-12')).toBe('2026-03-09');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(mondayOf('2026-03-15')).toBe('2026-03-09');
    expect(mondayOf(today)).toBe('2026-03-09');
    expect(addWeeks('2026-03-09', -2)).toBe('2026-02-23');
    expect(weekLabel('2026-03-09')).toBe('03/09 – 03/15/2026');
    expect(weekLabel('2025-12-29')).toBe('12/29/2025 – 01/04/2026');
  });

  it('offers this week and the 25 before it, and reads the URL within them', () => {
    const weeks = recentWeeks(today);
    expect(weeks).toHaveLength(26);
    expect(weeks[0]).toBe('2026-03-09');
    expect(weeks.at(-1)).toBe(addWeeks('2026-03-09', -25));
    expect(chosenWeek(null, today)).toBe('2026-03-09');
    expect(chosenWeek('2026-02-25', today)).toBe('2026-02-23');
    expect(chosenWeek('2020-01-01', today)).toBe('2026-03-09');
    expect(chosenWeek('2026-02-31x', today)).toBe('2026-03-09');
  });
});
