// Line pricing with units of measure, and the quantity rules of the add-to-cart control and the
// quantity stepper (service spec §5 and §9, storefront spec §5 and §9).
import { assertCents, roundHalfAwayFromZero } from './money.ts';

// service spec §9: default quantity 1; default unit 'Each' with conversion rate 1.
export const DEFAULT_QUANTITY = 1;
export const DEFAULT_UNIT_NAME = 'Each';
export const DEFAULT_CONVERSION_RATE = 1;

/** The smallest quantity a cart line, the stepper or the add-to-cart control accepts. */
export const MIN_QUANTITY = 1;

function assertConversionRate(conversionRate: number): void {
  if (!Number.isFinite(conversionRate) || conversionRate <= 0) {
    throw new RangeError(`conversionRate must be a positive finite number, got ${String(conversionRate)}`);
  }
}

/**
 * Price of one of the chosen unit: base price × the unit's conversion rate, rounded to cents half
 * away from zero (service spec §9; a box of 10 at rate 10 costs ten base units).
 */
export function unitPriceCents(basePriceCents: number, conversionRate: number): number {
  assertCents(basePriceCents, 'basePriceCents');
  assertConversionRate(conversionRate);
  return roundHalfAwayFromZero(basePriceCents * conversionRate);
}

/**
 * service spec §9: line price = price × unit conversion rate × quantity, shown with 2 decimals.
 * The exact product is rounded once, to cents half away from zero. With a fractional conversion
 * rate this can differ by a cent from `unitPriceCents(...) * quantity` (1999 × 0.5 × 3 = 2998.5 ->
 * 2999, whereas the rounded unit price 1000 × 3 = 3000); the spec's formula wins.
 */
export function linePriceCents(basePriceCents: number, conversionRate: number, quantity: number): number {
  assertCents(basePriceCents, 'basePriceCents');
  assertConversionRate(conversionRate);
  if (!Number.isFinite(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a non-negative finite number, got ${String(quantity)}`);
  }
  return roundHalfAwayFromZero(basePriceCents * conversionRate * quantity);
}

/**
 * service spec §5 / storefront spec §5: the add-to-cart quantity is floored to a whole number and
 * is at least 1. Anything that is not a finite number (NaN, ±Infinity, strings, null, undefined)
 * becomes the default quantity 1, so a malformed request can never add an unbounded amount.
 */
export function normalizeAddQuantity(quantity: unknown): number {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return DEFAULT_QUANTITY;
  return Math.max(MIN_QUANTITY, Math.floor(quantity));
}

/**
 * storefront spec §5: the stepper's minimum is 1 and a decrement below 1 is ignored (the current
 * value stays; it is not clamped to 1). `current` is normalized like an add-to-cart quantity first,
 * and a non-finite `delta` is ignored too.
 */
export function stepQuantity(current: number, delta: number): number {
  const base = normalizeAddQuantity(current);
  if (!Number.isFinite(delta)) return base;
  const next = Math.floor(base + delta);
  return next < MIN_QUANTITY || !Number.isSafeInteger(next) ? base : next;
}

// Plain decimal digits with an optional fraction: no sign, exponent, hex or 'Infinity', which
// Number() would otherwise accept.
const QUANTITY_INPUT = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * storefront spec §5: typed values that are not numbers or are below 1 are ignored, i.e. the
 * current quantity is kept. An accepted value is floored to a whole number, since the cart takes
 * whole quantities (service spec §5). Surrounding whitespace is allowed.
 */
export function parseQuantityInput(text: string, current: number): number {
  const trimmed = text.trim();
  if (!QUANTITY_INPUT.test(trimmed)) return current;
  const value = Math.floor(Number(trimmed));
  return value >= MIN_QUANTITY && Number.isSafeInteger(value) ? value : current;
}

/** An item's prices of one base unit at the buyer's price level and at 'List Price', in cents. */
export interface LevelAndListCents {
  levelCents: number | null;
  listCents: number | null;
}

/**
 * The price a buyer pays for one base unit (docs/decisions/0007 and 0011): their price level's,
 * else 'List Price'; an item with neither (a matrix parent sold through its variants) shows its
 * cheapest active variant's price, each variant priced by the same rule. null: no price ('N/A').
 */
export function effectivePriceCents(
  own: LevelAndListCents,
  variants: readonly LevelAndListCents[] = [],
): number | null {
  const direct = own.levelCents ?? own.listCents;
  if (direct !== null) return direct;
  const cents = variants
    .map((variant) => variant.levelCents ?? variant.listCents)
    .filter((c): c is number => c !== null);
  return cents.length === 0 ? null : Math.min(...cents);
}
