import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldsIn, formatDate, formatStoreDate, formatTime12h, parseYyyymmdd, toDate } from './dates.ts';

describe('formatDate', () => {
  it('formats MM/DD/YYYY with leading zeros', () => {
    expect(formatDate(new Date(Date.UTC(2026, 0, 5, 12)))).toBe('01/05/2026');
    expect(formatDate(new Date(Date.UTC(2026, 10, 21)))).toBe('11/21/2026');
  });

  it('reads dates in UTC by default, so late-evening timestamps keep their day', () => {
    expect(formatDate('2026-11-21T23:59:59Z')).toBe('11/21/2026');
    expect(formatDate('2026-11-22T00:00:00Z')).toBe('11/22/2026');
  });

  it('never shifts a date-only value', () => {
    expect(formatDate('2026-03-01')).toBe('03/01/2026');
    expect(formatDate('20261121')).toBe('11/21/2026');
  });

  it('reads PostgreSQL timestamps and offsets', () => {
    expect(formatDate('2026-11-21 15:04:05.123+00')).toBe('11/21/2026');
    expect(formatDate('2026-11-21T23:30:00-05:00')).toBe('11/22/2026');
    expect(formatDate('2026-11-21T01:30:00+0530')).toBe('11/20/2026');
  });

  it('treats a timestamp without offset as UTC', () => {
    expect(formatDate('2026-11-21T23:30:00')).toBe('11/21/2026');
  });

  it('formats in a given time zone', () => {
    expect(formatDate('2026-11-21T03:00:00Z', 'America/New_York')).toBe('11/20/2026');
    expect(formatDate('2026-11-21T03:00:00Z', 'Asia/Tokyo')).toBe('11/21/2026');
  });

  it('accepts epoch milliseconds', () => {
    expect(formatDate(Date.UTC(2024, 1, 29))).toBe('02/29/2024');
  });

  it('refuses invalid dates', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDate('11/21/2026')).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatDate('2026-11-21', 'Not/AZone')).toThrow(RangeError);
  });

  it('agrees with the UTC calendar for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (date) => {
          const expected = `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
          expect(formatDate(date)).toBe(expected);
        },
      ),
    );
  });
});

describe('formatTime12h', () => {
  it('formats wall-clock HH:MM:SS strings in 12-hour time', () => {
    expect(formatTime12h('14:05:00')).toBe('2:05 PM');
    expect(formatTime12h('00:30:00')).toBe('12:30 AM');
    expect(formatTime12h('12:00:00')).toBe('12:00 PM');
    expect(formatTime12h('11:59:59')).toBe('11:59 AM');
    expect(formatTime12h('23:59')).toBe('11:59 PM');
    expect(formatTime12h('9:07:00')).toBe('9:07 AM');
  });

  it('formats instants in UTC or a given zone', () => {
    expect(formatTime12h(new Date(Date.UTC(2026, 10, 21, 18, 45)))).toBe('6:45 PM');
    expect(formatTime12h('2026-11-21T18:45:00Z', 'America/New_York')).toBe('1:45 PM');
    expect(formatTime12h('2026-11-21T00:00:00Z')).toBe('12:00 AM');
  });

  it('refuses impossible times', () => {
    expect(() => formatTime12h('24:00:00')).toThrow(RangeError);
    expect(() => formatTime12h('12:60:00')).toThrow(RangeError);
    expect(() => formatTime12h('noon')).toThrow(RangeError);
  });

  it('maps every hour and minute of the day to 12-hour time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const text = formatTime12h(`${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`);
        const match = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/.exec(text);
        expect(match).not.toBeNull();
        const [, h12, mm, period] = match ?? [];
        expect(Number(mm)).toBe(minute);
        expect((Number(h12) % 12) + (period === 'PM' ? 12 : 0)).toBe(hour);
      }),
    );
  });
});

describe('parseYyyymmdd', () => {
  it('parses to UTC midnight', () => {
    expect(parseYyyymmdd('20261121')?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(parseYyyymmdd(20240229)?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('returns null for anything that is not a real date', () => {
    expect(parseYyyymmdd('20260231')).toBeNull();
    expect(parseYyyymmdd('20251301')).toBeNull();
    expect(parseYyyymmdd('20230229')).toBeNull();
    expect(parseYyyymmdd('2026-11-21')).toBeNull();
    expect(parseYyyymmdd('202611')).toBeNull();
    expect(parseYyyymmdd('')).toBeNull();
  });

  it('round-trips through formatDate', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (date) => {
          const yyyy = String(date.getUTCFullYear());
          const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
          const dd = String(date.getUTCDate()).padStart(2, '0');
          const parsed = parseYyyymmdd(`${yyyy}${mm}${dd}`);
          expect(parsed).not.toBeNull();
          expect(formatDate(parsed ?? new Date(Number.NaN))).toBe(`${mm}/${dd}/${yyyy}`);
        },
      ),
    );
  });
});

describe('toDate', () => {
  it('copies a Date so callers cannot change the original through it', () => {
    const original = new Date(Date.UTC(2026, 0, 1));
    const copy = toDate(original);
    copy.setUTCFullYear(2000);
    expect(original.getUTCFullYear()).toBe(2026);
  });
});

describe('formatStoreDate', () => {
  it("dates an instant by the store's calendar (New York), not UTC's", () => {
    // 8:30 PM in New York on Nov 20 is already Nov 21 in UTC.
    expect(formatStoreDate('2026-11-21T01:30:00Z')).toBe('11/20/2026');
    expect(formatStoreDate(new Date('2026-11-21T01:30:00Z'))).toBe('11/20/2026');
    expect(formatStoreDate(Date.UTC(2026, 10, 21, 1, 30))).toBe('11/20/2026');
    expect(formatStoreDate('2026-11-21 15:04:05.123+00')).toBe('11/21/2026');
  });

  it('never shifts a calendar date', () => {
    expect(formatStoreDate('2026-03-01')).toBe('03/01/2026');
    expect(formatStoreDate('20261121')).toBe('11/21/2026');
  });

  it('takes another store zone', () => {
    expect(formatStoreDate('2026-11-21T01:30:00Z', 'Asia/Tokyo')).toBe('11/21/2026');
  });
});

describe('fieldsIn', () => {
  const intl = new Map<string, Intl.DateTimeFormat>();
  const intlFields = (date: Date, timeZone: string) => {
    let format = intl.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      });
      intl.set(timeZone, format);
    }
    const parts = format.formatToParts(date);
    const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    return {
      year: value('year'),
      month: value('month'),
      day: value('day'),
      hour: value('hour'),
      minute: value('minute'),
    };
  };

  it("reads New York's clock as the runtime's time-zone data does, every hour around each change", () => {
    const differences: string[] = [];
    const check = (at: Date) => {
      const ours = fieldsIn(at, 'America/New_York');
      const theirs = intlFields(at, 'America/New_York');
      if (JSON.stringify(ours) !== JSON.stringify(theirs)) differences.push(at.toISOString());
    };
    for (let year = 2007; year <= 2045; year++) {
      for (const month of [2, 10]) {
        // The whole first two weeks of March and of November, hour by hour (and at :59).
        for (let hour = 0; hour < 15 * 24; hour++) {
          const at = new Date(Date.UTC(year, month, 1, hour));
          check(at);
          check(new Date(at.getTime() + 59 * 60_000));
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('agrees with the time-zone data at any instant, in New York, in UTC and elsewhere', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom('America/New_York', 'UTC', 'America/Chicago', 'Europe/Dublin'),
        (time, zone) => {
          const at = new Date(time);
          expect(fieldsIn(at, zone)).toEqual(intlFields(at, zone));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('throws a RangeError for an unknown zone', () => {
    expect(() => fieldsIn(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
