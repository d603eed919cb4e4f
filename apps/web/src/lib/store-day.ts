// The store's calendar in the browser (issue 32 point 3): every date field a page defaults, and
// every 'today' it compares with, is the store's day (New York), which the API judges dates by.
// The browser's own day is a different one after 7 PM Eastern on a machine in UTC.
import { STORE_TIME_ZONE, addCalendarDays, isoDayIn } from '@medsupply/domain';
import type { IsoDay } from '@medsupply/domain';

/** Today in the store's calendar as YYYY-MM-DD. */
export const storeToday = (): IsoDay => isoDayIn(new Date(), STORE_TIME_ZONE);

/** A store day moved by whole days (negative goes back). */
export const storeDayPlus = (day: IsoDay, days: number): IsoDay => addCalendarDays(day, days);
