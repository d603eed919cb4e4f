// Lots and expiry (issue 34 point 1, ADR 0049): which lots a shipment draws from, first-expiring
// first; whether staff's own choice of lots may ship; how much dating a buyer receives, in whole
// months, and the product page's sentence for it; what a lot number and an expiry may be.
//
// Quantities here are stock units (the item's base unit, as items.quantity_available counts them).
// Days are the store's calendar days (isoDayIn with STORE_TIME_ZONE), compared as ISO strings.
import { isIsoDay, type IsoDay } from './calendar-days.ts';

/** Below this many whole months of dating the product page warns, unless the store sets another. */
export const DEFAULT_SHORT_DATING_MONTHS = 6;
/** The store setting (store_settings.key) holding the threshold in months. */
export const SHORT_DATING_SETTING = 'lots.shortDatingMonths';
export const SHORT_DATING_MONTHS_MAX = 36;
export const LOT_NUMBER_MAX = 40;
/** Receiving refuses an expiry further out than this (a typo in the year, most likely). */
export const LOT_EXPIRY_MAX_YEARS = 15;

export const LOT_MESSAGES = {
  lotNumberRequired: 'Enter the lot number.',
  lotNumberTooLong: `A lot number has at most ${LOT_NUMBER_MAX} characters.`,
  lotNumberCharacters: 'A lot number has letters, digits, hyphens, periods and slashes only.',
  expiryInvalid: 'Enter the expiry date as a real date.',
  expiryPast: 'This lot has expired: an expired lot cannot be received into stock.',
  expiryTooFar: `The expiry date is more than ${LOT_EXPIRY_MAX_YEARS} years away: check the year.`,
  lotTwice: (lotNumber: string) => `Lot ${lotNumber} is listed twice: enter each lot once.`,
  lotsRequired:
    'This item carries lots: enter the lot number, expiry date and quantity of each lot received.',
  lotsNotCarried: 'This item does not carry lots: receive a quantity without lot numbers.',
  lotsSumMismatch: (sum: number, quantity: number) =>
    `The lots add up to ${sum} units but ${quantity} were received.`,
  expiryMismatch: (lotNumber: string, expiresOn: string) =>
    `Lot ${lotNumber} is already in stock with expiry ${expiresOn}: one lot has one expiry date.`,
  notEnoughLotStock: (itemName: string, wanted: number, sellable: number) =>
    sellable === 0
      ? `${itemName}: no lot in stock can be shipped (expired, stopped or none on hand), so ${wanted} cannot ship.`
      : `${itemName}: only ${sellable} units of lots that can ship are in stock, ${wanted} were asked.`,
  lotNotOfItem: (itemName: string) => `A chosen lot is not a lot of ${itemName}.`,
  lotExpired: (lotNumber: string, expiresOn: string) =>
    `Lot ${lotNumber} expires ${expiresOn} and cannot be shipped.`,
  lotStopped: (lotNumber: string) => `Lot ${lotNumber} is stopped from sale and cannot be shipped.`,
  lotRecalledReceipt: (lotNumber: string) =>
    `Lot ${lotNumber} is recalled: its units cannot be received into stock.`,
  lotRecalledReturn: (lotNumber: string) =>
    `Lot ${lotNumber} is recalled: put the returned units in quarantine or destroy them.`,
  lotShort: (lotNumber: string, onHand: number) => `Lot ${lotNumber} has only ${onHand} units on hand.`,
  lotsNotQuantity: (itemName: string, sum: number, quantity: number) =>
    `The lots chosen for ${itemName} add up to ${sum} units, but the line ships ${quantity}.`,
  lotsForLotlessItem: (itemName: string) => `${itemName} does not carry lots: choose no lot for it.`,
  thresholdRange: `The threshold is a whole number of months from 0 to ${SHORT_DATING_MONTHS_MAX}.`,
} as const;

/** A lot as picking sees it. `quantityOnHand` excludes quarantined units, which never ship. */
export interface PickableLot {
  id: number;
  lotNumber: string;
  expiresOn: IsoDay;
  quantityOnHand: number;
  saleStopped: boolean;
}

export interface LotPick {
  lotId: number;
  quantity: number;
}

export type LotPickResult = { ok: true; picks: LotPick[] } | { ok: false; sellable: number };

/**
 * Whether a lot may leave the warehouse on `shipDay`: not stopped from sale and not expired. A lot
 * expiring on the ship day counts as expired: the clinic would receive goods it can no longer use.
 */
export function lotShippable(lot: Pick<PickableLot, 'expiresOn' | 'saleStopped'>, shipDay: IsoDay): boolean {
  return !lot.saleStopped && lot.expiresOn > shipDay;
}

/** First-expiring-first: by expiry, then the lot received first (lower id). */
export function fefoOrder<T extends Pick<PickableLot, 'id' | 'expiresOn'>>(lots: readonly T[]): T[] {
  return [...lots].sort((a, b) =>
    a.expiresOn === b.expiresOn ? a.id - b.id : a.expiresOn < b.expiresOn ? -1 : 1,
  );
}

/** Units of an item's lots that may ship on `shipDay`. */
export function sellableUnits(lots: readonly PickableLot[], shipDay: IsoDay): number {
  return lots
    .filter((l) => lotShippable(l, shipDay))
    .reduce((sum, l) => sum + Math.max(0, l.quantityOnHand), 0);
}

/**
 * The lots `quantity` units are drawn from on `shipDay`, first-expiring-first, skipping expired and
 * stopped lots; refused with the sellable units when they are not enough.
 */
export function pickLots(lots: readonly PickableLot[], quantity: number, shipDay: IsoDay): LotPickResult {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) {
    throw new RangeError(`quantity must be a whole number above 0, got ${quantity}`);
  }
  const picks: LotPick[] = [];
  let left = quantity;
  for (const lot of fefoOrder(lots.filter((l) => lotShippable(l, shipDay) && l.quantityOnHand > 0))) {
    if (left === 0) break;
    const take = Math.min(left, lot.quantityOnHand);
    picks.push({ lotId: lot.id, quantity: take });
    left -= take;
  }
  if (left > 0) return { ok: false, sellable: sellableUnits(lots, shipDay) };
  return { ok: true, picks };
}

export type OverrideCheck = { ok: true; picks: LotPick[] } | { ok: false; message: string };

/**
 * Staff's own choice of lots for a line: each lot of the item, not expired on `shipDay`, not
 * stopped, holding the units (the same lot named twice counts once, added), adding up to the line's
 * quantity. The picks come back merged, in lot id order.
 */
export function checkLotOverride(
  itemName: string,
  lots: readonly PickableLot[],
  chosen: readonly LotPick[],
  quantity: number,
  shipDay: IsoDay,
): OverrideCheck {
  const byId = new Map(lots.map((l) => [l.id, l]));
  const merged = new Map<number, number>();
  for (const c of chosen) merged.set(c.lotId, (merged.get(c.lotId) ?? 0) + c.quantity);
  let sum = 0;
  for (const [lotId, units] of merged) {
    const lot = byId.get(lotId);
    if (!lot) return { ok: false, message: LOT_MESSAGES.lotNotOfItem(itemName) };
    if (lot.saleStopped) return { ok: false, message: LOT_MESSAGES.lotStopped(lot.lotNumber) };
    if (!lotShippable(lot, shipDay)) {
      return { ok: false, message: LOT_MESSAGES.lotExpired(lot.lotNumber, lot.expiresOn) };
    }
    if (units > lot.quantityOnHand) {
      return { ok: false, message: LOT_MESSAGES.lotShort(lot.lotNumber, Math.max(0, lot.quantityOnHand)) };
    }
    sum += units;
  }
  if (sum !== quantity) return { ok: false, message: LOT_MESSAGES.lotsNotQuantity(itemName, sum, quantity) };
  return {
    ok: true,
    picks: [...merged].sort(([a], [b]) => a - b).map(([lotId, units]) => ({ lotId, quantity: units })),
  };
}

/**
 * Whole months from `today` to `expiresOn`: a month counts once its day of the month is reached
 * ('2026-01-15' → '2026-06-15' is 5, → '2026-06-14' is 4); 0 when expired or under a month.
 * A day past the end of a shorter month counts at its last day ('01-31' → '02-28' is 1).
 */
export function datingMonths(today: IsoDay, expiresOn: IsoDay): number {
  if (expiresOn <= today) return 0;
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = expiresOn.split('-').map(Number) as [number, number, number];
  let months = (ey - ty) * 12 + (em - tm);
  const lastDayOfExpiryMonth = new Date(Date.UTC(ey, em, 0)).getUTCDate();
  if (ed < Math.min(td, lastDayOfExpiryMonth)) months -= 1;
  return Math.max(0, months);
}

/** The product page's sentence (US English): "Ships with 5 months' dating", "Ships with 1 month's dating". */
export function datingNotice(months: number): string {
  if (months < 1) return "Ships with less than 1 month's dating";
  return months === 1 ? "Ships with 1 month's dating" : `Ships with ${months} months' dating`;
}

/**
 * What the product page says about the dating a buyer would receive now: the sentence when the
 * first lot picking would draw from has fewer whole months left than the threshold, else null.
 */
export function shortDatingNotice(
  lots: readonly PickableLot[],
  today: IsoDay,
  thresholdMonths: number,
): string | null {
  const first = fefoOrder(lots.filter((l) => lotShippable(l, today) && l.quantityOnHand > 0))[0];
  if (!first) return null;
  const months = datingMonths(today, first.expiresOn);
  return months < thresholdMonths ? datingNotice(months) : null;
}

/** The message refusing a lot number, or null when it is one ('L2407-A', 'B.1123/7'). */
export function lotNumberProblem(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return LOT_MESSAGES.lotNumberRequired;
  if (value.length > LOT_NUMBER_MAX) return LOT_MESSAGES.lotNumberTooLong;
  if (!/^[A-Za-z0-9][A-Za-z0-9./-]*$/.test(value)) return LOT_MESSAGES.lotNumberCharacters;
  return null;
}

/** The message refusing an expiry received on `today`, or null: a real day, after today, not absurdly far. */
export function lotExpiryProblem(expiresOn: string, today: IsoDay): string | null {
  if (!isIsoDay(expiresOn)) return LOT_MESSAGES.expiryInvalid;
  if (expiresOn <= today) return LOT_MESSAGES.expiryPast;
  const [y, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  if (expiresOn > `${y + LOT_EXPIRY_MAX_YEARS}${rest}`) return LOT_MESSAGES.expiryTooFar;
  return null;
}

/** The threshold a stored setting holds, or the default when it is missing or not a valid one. */
export function shortDatingMonthsOf(stored: unknown): number {
  return typeof stored === 'number' &&
    Number.isInteger(stored) &&
    stored >= 0 &&
    stored <= SHORT_DATING_MONTHS_MAX
    ? stored
    : DEFAULT_SHORT_DATING_MONTHS;
}

/**
 * A line's lots as documents print them (MM/DD/YYYY, service spec §9):
 * "Lot LA-2207, exp. 06/30/2027 (5); Lot LB-2301, exp. 01/15/2028 (2)". The count is left out
 * when a single lot shipped the whole line.
 */
export function lotsNote(
  lots: ReadonlyArray<{ lotNumber: string; expiresOn: string; quantity: number }>,
): string {
  const us = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
  return lots
    .map((l) => `Lot ${l.lotNumber}, exp. ${us(l.expiresOn)}${lots.length > 1 ? ` (${l.quantity})` : ''}`)
    .join('; ');
}
