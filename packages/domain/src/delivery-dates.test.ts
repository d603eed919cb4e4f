import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldsIn } from './dates.ts';
import {
  MAX_DELIVERY_DATES,
  WEEKDAYS,
  nextDeliveryDates,
  parseCutoffTime,
  parseWeekday,
  warehouseHolidays,
} from './delivery-dates.ts';

const WEEKDAYS_MON_FRI = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** The schedule of a ship-to with a 14:00 cut-off, delivered every business day, for `now`. */
const everyDay = (now: string, count = 3) =>
  nextDeliveryDates({ deliveryDays: WEEKDAYS_MON_FRI, cutoffTime: '14:00', now: new Date(now), count });

describe('parseWeekday and parseCutoffTime', () => {
  it('read weekday names in any case, full or three letters', () => {
    expect(parseWeekday('Monday')).toBe('Monday');
    expect(parseWeekday(' tuesday ')).toBe('Tuesday');
    expect(parseWeekday('WED')).toBe('Wednesday');
    expect(parseWeekday('Mo')).toBeNull();
    expect(parseWeekday('Funday')).toBeNull();
  });

  it('read HH:MM and HH:MM:SS cut-offs', () => {
    expect(parseCutoffTime('14:00')).toBe(14 * 3600);
    expect(parseCutoffTime('9:30')).toBe(9 * 3600 + 30 * 60);
    expect(parseCutoffTime('15:00:30')).toBe(15 * 3600 + 30);
    expect(parseCutoffTime('00:00')).toBe(0);
    expect(parseCutoffTime('24:00')).toBeNull();
    expect(parseCutoffTime('14:60')).toBeNull();
    expect(parseCutoffTime('2pm')).toBeNull();
    expect(parseCutoffTime('')).toBeNull();
  });
});

describe('warehouseHolidays', () => {
  it('lists the six closing days of a year', () => {
    expect(warehouseHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-05-25', // last Monday of May
      '2026-07-04',
      '2026-09-07', // first Monday of September
      '2026-11-26', // fourth Thursday of November
      '2026-12-25',
    ]);
    expect(warehouseHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-05-31',
      '2027-07-04',
      '2027-09-06',
      '2027-11-25',
      '2027-12-25',
    ]);
  });
});

describe('nextDeliveryDates', () => {
  describe('the cut-off', () => {
    it('ships the same day before the cut-off and delivers the next business day', () => {
      // Wednesday 11 March 2026, 13:59:59 in New York (EDT, UTC-4).
      expect(everyDay('2026-03-11T17:59:59Z')).toEqual({
        shipDate: '2026-03-11',
        orderBy: new Date('2026-03-11T18:00:00Z'),
        deliveryDates: ['2026-03-12', '2026-03-13', '2026-03-16'],
      });
    });

    it('ships the next business day from the cut-off on (14:00:00 is too late for a 14:00 cut-off)', () => {
      expect(everyDay('2026-03-11T18:00:00Z')).toEqual({
        shipDate: '2026-03-12',
        orderBy: new Date('2026-03-12T18:00:00Z'),
        deliveryDates: ['2026-03-13', '2026-03-16', '2026-03-17'],
      });
    });

    it("honours the ship-to's own cut-off", () => {
      const now = new Date('2026-03-11T19:30:00Z'); // 15:30 EDT
      const early = nextDeliveryDates({ deliveryDays: [], cutoffTime: '13:00', now, count: 1 });
      const late = nextDeliveryDates({ deliveryDays: [], cutoffTime: '16:00', now, count: 1 });
      expect(early.shipDate).toBe('2026-03-12');
      expect(late.shipDate).toBe('2026-03-11');
      expect(late.orderBy).toEqual(new Date('2026-03-11T20:00:00Z'));
    });

    it('reads the clock in New York, not in UTC, where the date may already be the next day', () => {
      // Wednesday 30 December 2026, 20:30 EST = Thursday 01:30 UTC. A 21:00 cut-off has not passed.
      const schedule = nextDeliveryDates({
        deliveryDays: WEEKDAYS_MON_FRI,
        cutoffTime: '21:00',
        now: new Date('2026-12-31T01:30:00Z'),
        count: 2,
      });
      expect(schedule.shipDate).toBe('2026-12-30');
      expect(schedule.deliveryDates).toEqual(['2026-12-31', '2027-01-04']);
    });
  });

  describe('weekends', () => {
    it('ships nothing on a weekend: Saturday and Sunday orders ship Monday', () => {
      for (const now of ['2026-03-14T15:00:00Z', '2026-03-15T03:00:00Z', '2026-03-15T23:00:00Z']) {
        const schedule = everyDay(now, 2);
        expect(schedule.shipDate, now).toBe('2026-03-16');
        expect(schedule.deliveryDates, now).toEqual(['2026-03-17', '2026-03-18']);
      }
    });

    it('a Friday shipment travels over the weekend: delivered Monday at the earliest', () => {
      expect(everyDay('2026-03-13T15:00:00Z', 1).deliveryDates).toEqual(['2026-03-16']);
      // After the Friday cut-off it ships Monday and arrives Tuesday.
      expect(everyDay('2026-03-13T19:00:00Z', 1)).toMatchObject({
        shipDate: '2026-03-16',
        deliveryDates: ['2026-03-17'],
      });
    });

    it("keeps to the ship-to's delivery weekdays", () => {
      // Monday 9 March before the cut-off: ships Monday, could arrive Tuesday, but the route runs
      // Monday, Wednesday and Friday.
      const monWedFri = nextDeliveryDates({
        deliveryDays: ['Monday', 'Wednesday', 'Friday'],
        cutoffTime: '15:00',
        now: new Date('2026-03-09T14:00:00Z'),
        count: 4,
      });
      expect(monWedFri.deliveryDates).toEqual(['2026-03-11', '2026-03-13', '2026-03-16', '2026-03-18']);
      // Thursday after the cut-off ships Friday; Tuesday is the first route day after Monday.
      const tueThu = nextDeliveryDates({
        deliveryDays: ['tue', 'THURSDAY'],
        cutoffTime: '14:00',
        now: new Date('2026-03-12T20:00:00Z'),
        count: 2,
      });
      expect(tueThu).toMatchObject({ shipDate: '2026-03-13', deliveryDates: ['2026-03-17', '2026-03-19'] });
    });

    it('delivers on a listed Saturday only after a business day of transit', () => {
      const saturdays = (now: string) =>
        nextDeliveryDates({ deliveryDays: ['Saturday'], cutoffTime: '14:00', now: new Date(now), count: 2 });
      // Shipped Thursday 12 March: Friday is the transit day, Saturday the 14th the delivery.
      expect(saturdays('2026-03-12T15:00:00Z').deliveryDates).toEqual(['2026-03-14', '2026-03-21']);
      // Shipped Friday 13 March: transit is Monday, so the next Saturday is the 21st.
      expect(saturdays('2026-03-13T15:00:00Z').deliveryDates).toEqual(['2026-03-21', '2026-03-28']);
    });

    it('delivers every business day when the ship-to lists no days', () => {
      const schedule = nextDeliveryDates({
        deliveryDays: [],
        cutoffTime: '14:00',
        now: new Date('2026-03-13T15:00:00Z'),
        count: 6,
      });
      expect(schedule.deliveryDates).toEqual([
        '2026-03-16',
        '2026-03-17',
        '2026-03-18',
        '2026-03-19',
        '2026-03-20',
        '2026-03-23',
      ]);
    });
  });

  describe('daylight saving time', () => {
    it('moves the cut-off with the wall clock in spring (EST to EDT on 8 March 2026)', () => {
      // 18:30 UTC is 13:30 EST on Friday 6 March: before a 14:00 cut-off.
      expect(everyDay('2026-03-06T18:30:00Z', 1)).toEqual({
        shipDate: '2026-03-06',
        orderBy: new Date('2026-03-06T19:00:00Z'),
        deliveryDates: ['2026-03-09'],
      });
      // 18:30 UTC is 14:30 EDT on Monday 9 March: after it.
      expect(everyDay('2026-03-09T18:30:00Z', 1)).toMatchObject({ shipDate: '2026-03-10' });
    });

    it('gives the cut-off instant of a ship day on the other side of the change', () => {
      // Saturday 7 March (EST) ships Monday 9 March, whose 14:00 is EDT.
      expect(everyDay('2026-03-07T20:00:00Z', 1)).toMatchObject({
        shipDate: '2026-03-09',
        orderBy: new Date('2026-03-09T18:00:00Z'),
      });
      // Saturday 31 October (EDT) ships Monday 2 November, whose 14:00 is EST.
      expect(everyDay('2026-10-31T20:00:00Z', 1)).toMatchObject({
        shipDate: '2026-11-02',
        orderBy: new Date('2026-11-02T19:00:00Z'),
      });
    });

    it('finds the cut-off instant in a zone whose clocks change on a business day', () => {
      // Israel moves to summer time at 02:00 on Friday 27 March 2026. A 01:30 cut-off that Friday
      // is still winter time (UTC+2): 23:30 UTC on Thursday.
      const schedule = nextDeliveryDates({
        deliveryDays: [],
        cutoffTime: '01:30',
        now: new Date('2026-03-26T12:00:00Z'),
        count: 1,
        timeZone: 'Asia/Jerusalem',
      });
      expect(schedule).toMatchObject({ shipDate: '2026-03-27', orderBy: new Date('2026-03-26T23:30:00Z') });
    });

    it('moves the cut-off back in autumn (EDT to EST on 1 November 2026)', () => {
      // 18:30 UTC is 14:30 EDT on Friday 30 October: after the cut-off, ships Monday.
      expect(everyDay('2026-10-30T18:30:00Z', 1)).toMatchObject({ shipDate: '2026-11-02' });
      // 18:30 UTC is 13:30 EST on Monday 2 November: before it.
      expect(everyDay('2026-11-02T18:30:00Z', 1)).toMatchObject({
        shipDate: '2026-11-02',
        deliveryDates: ['2026-11-03'],
      });
    });
  });

  describe('holidays and the year end', () => {
    it('skips Christmas and New Year across the year end', () => {
      // Thursday 24 December before the cut-off ships that day; Friday 25th is Christmas.
      expect(everyDay('2026-12-24T15:00:00Z', 5)).toEqual({
        shipDate: '2026-12-24',
        orderBy: new Date('2026-12-24T19:00:00Z'),
        deliveryDates: ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-04'],
      });
    });

    it('an order after the cut-off on New Year\u2019s Eve ships after the holiday', () => {
      // Thursday 31 December, 15:00 EST; Friday 1 January is a holiday.
      expect(everyDay('2026-12-31T20:00:00Z', 2)).toEqual({
        shipDate: '2027-01-04',
        orderBy: new Date('2027-01-04T19:00:00Z'),
        deliveryDates: ['2027-01-05', '2027-01-06'],
      });
      // The same evening at 22:30 EST is already 2027 in UTC: same answer.
      expect(everyDay('2027-01-01T03:30:00Z', 2).shipDate).toBe('2027-01-04');
    });

    it('ships nothing and delivers nothing on Thanksgiving', () => {
      // Wednesday 25 November 2026 after the cut-off: Thursday is Thanksgiving, so it ships Friday.
      expect(everyDay('2026-11-25T20:00:00Z', 2)).toMatchObject({
        shipDate: '2026-11-27',
        deliveryDates: ['2026-11-30', '2026-12-01'],
      });
      // Shipped Tuesday 24th: the delivery skips Thursday.
      expect(everyDay('2026-11-24T15:00:00Z', 2).deliveryDates).toEqual(['2026-11-25', '2026-11-27']);
    });
  });

  it('answers no dates for a count of 0 and refuses counts, days and cut-offs it cannot use', () => {
    expect(everyDay('2026-03-11T15:00:00Z', 0).deliveryDates).toEqual([]);
    expect(everyDay('2026-03-11T15:00:00Z', MAX_DELIVERY_DATES).deliveryDates).toHaveLength(
      MAX_DELIVERY_DATES,
    );
    const now = new Date('2026-03-11T15:00:00Z');
    for (const count of [-1, 1.5, MAX_DELIVERY_DATES + 1, Number.NaN]) {
      expect(() => nextDeliveryDates({ deliveryDays: [], cutoffTime: '14:00', now, count })).toThrow(
        RangeError,
      );
    }
    expect(() => nextDeliveryDates({ deliveryDays: ['Funday'], cutoffTime: '14:00', now, count: 1 })).toThrow(
      'Not a weekday: Funday',
    );
    expect(() => nextDeliveryDates({ deliveryDays: [], cutoffTime: '2 pm', now, count: 1 })).toThrow(
      RangeError,
    );
    expect(() =>
      nextDeliveryDates({ deliveryDays: [], cutoffTime: '14:00', now: new Date(Number.NaN), count: 1 }),
    ).toThrow(RangeError);
  });

  describe('properties', () => {
    const instant = fc.date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2035-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    const weekdaySubset = fc.subarray([...WEEKDAYS], { minLength: 0 });
    const cutoff = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    const isBusinessDay = (iso: string) => {
      const weekday = day(iso).getUTCDay();
      return weekday !== 0 && weekday !== 6 && !warehouseHolidays(Number(iso.slice(0, 4))).includes(iso);
    };

    it('ships on a business day, by an order-by time still ahead, at the cut-off on the New York clock', () => {
      fc.assert(
        fc.property(instant, weekdaySubset, cutoff, (now, deliveryDays, cutoffTime) => {
          const schedule = nextDeliveryDates({ deliveryDays, cutoffTime, now, count: 1 });
          expect(isBusinessDay(schedule.shipDate)).toBe(true);
          expect(schedule.orderBy.getTime()).toBeGreaterThan(now.getTime());
          const clock = fieldsIn(schedule.orderBy, 'America/New_York');
          const wall = `${clock.year}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;
          expect(wall).toBe(schedule.shipDate);
          // US clocks change on Sundays, when nothing ships, so every cut-off exists on a ship day.
          expect(`${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`).toBe(
            cutoffTime,
          );
        }),
      );
    });

    it('gives the asked number of delivery dates, in order, on delivery weekdays, after a business day of transit', () => {
      fc.assert(
        fc.property(
          instant,
          weekdaySubset,
          cutoff,
          fc.integer({ min: 0, max: 12 }),
          (now, days, cutoffTime, count) => {
            const schedule = nextDeliveryDates({ deliveryDays: days, cutoffTime, now, count });
            expect(schedule.deliveryDates).toHaveLength(count);
            const allowed = days.length > 0 ? days : ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
            let previous = schedule.shipDate;
            for (const date of schedule.deliveryDates) {
              expect(date > previous).toBe(true);
              expect(allowed).toContain(WEEKDAYS[day(date).getUTCDay()]);
              expect(warehouseHolidays(Number(date.slice(0, 4)))).not.toContain(date);
              previous = date;
            }
            const first = schedule.deliveryDates[0];
            if (first !== undefined) {
              // Some business day lies after the ship date and on or before the first delivery.
              let transit = day(schedule.shipDate);
              do transit = new Date(transit.getTime() + 86_400_000);
              while (!isBusinessDay(transit.toISOString().slice(0, 10)));
              expect(transit.toISOString().slice(0, 10) <= first).toBe(true);
            }
          },
        ),
      );
    });

    it('never offers an earlier ship date to a later order', () => {
      fc.assert(
        fc.property(
          instant,
          fc.integer({ min: 1, max: 7 * 24 * 60 }),
          cutoff,
          (now, minutesLater, cutoffTime) => {
            const later = new Date(now.getTime() + minutesLater * 60_000);
            const first = nextDeliveryDates({ deliveryDays: [], cutoffTime, now, count: 1 });
            const second = nextDeliveryDates({ deliveryDays: [], cutoffTime, now: later, count: 1 });
            expect(second.shipDate >= first.shipDate).toBe(true);
            expect((second.deliveryDates[0] ?? '') >= (first.deliveryDates[0] ?? '')).toBe(true);
          },
        ),
      );
    });
  });
});
