// Money: integer cents everywhere inside the system, decimal dollars only on the wire, and the one
// rounding rule every price, tax and fee uses (ARCHITECTURE §6: half away from zero, to cents).

/**
 * Magnitudes below this are cleaned of binary floating-point noise before rounding (15 significant
 * digits is what a double can always carry exactly in decimal). Above it every double is already
 * within one unit of an integer, and no amount of money we handle gets near it (1e13 dollars).
 */
const NOISE_CLEANING_LIMIT = 1e15;

function assertFinite(value: number, label: string): void {
  if (!Number.isFinite(value)) {
    throw new RangeError(`${label} must be a finite number, got ${String(value)}`);
  }
}

/** True when `value` is a valid amount of money in cents: a safe integer. */
export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Throws a RangeError unless `value` is integer cents; used by every function that takes cents. */
export function assertCents(value: number, label = 'cents'): void {
  if (!isCents(value)) {
    throw new RangeError(`${label} must be integer cents, got ${String(value)}`);
  }
}

/**
 * Rounds to an integer, halves away from zero (2.5 -> 3, -2.5 -> -3), as ARCHITECTURE §6 asks for
 * every money rounding.
 *
 * Binary floating point cannot hold most decimal fractions, so products such as `1.005 * 100`
 * arrive as 100.49999999999999 although they mean 100.5. The value is therefore first read at 15
 * significant digits, which removes that noise (and only that noise) before the half is decided.
 * Never returns -0. Throws a RangeError for NaN and ±Infinity.
 */
export function roundHalfAwayFromZero(x: number): number {
  assertFinite(x, 'value');
  const magnitude = Math.abs(x);
  const cleaned = magnitude < NOISE_CLEANING_LIMIT ? Number(magnitude.toPrecision(15)) : magnitude;
  // Math.round rounds halves up, which for a non-negative magnitude is away from zero.
  const rounded = Math.round(cleaned);
  if (rounded === 0) return 0;
  return x < 0 ? -rounded : rounded;
}

/**
 * Decimal dollars (as the API's payloads carry them, `price: 12.5`) to integer cents, rounding
 * half away from zero: 12.5 -> 1250, 0.1 + 0.2 -> 30, 1.005 -> 101.
 */
export function dollarsToCents(dollars: number): number {
  assertFinite(dollars, 'dollars');
  return roundHalfAwayFromZero(dollars * 100);
}

/**
 * Integer cents to decimal dollars for the wire: 1250 -> 12.5, 1999 -> 19.99. The result is the
 * double nearest to the two-decimal amount, so `dollarsToCents(centsToDollars(c)) === c`.
 * Throws a RangeError when `cents` is not an integer: fractions of a cent are a bug upstream.
 */
export function centsToDollars(cents: number): number {
  assertCents(cents);
  // Division by 100 of an integer is correctly rounded, so this is the nearest double to c/100.
  return cents / 100 + 0; // `+ 0` turns -0 into 0
}

/**
 * US-dollar display: 123450 -> '$1,234.50', -500 -> '-$5.00', 0 -> '$0.00'
 * (service spec §9: currency USD). Built from integers, not Intl, so it reads the same in every
 * runtime and locale.
 */
export function formatUsd(cents: number): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  const whole = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  const grouped = formatCount(whole);
  return `${cents < 0 ? '-' : ''}$${grouped}.${fraction}`;
}

/**
 * A whole number with thousands separators, as US English writes it: 82683 -> '82,683',
 * -1200 -> '-1,200' (result counts, facet counts). Built from the digits, not Intl or
 * toLocaleString, whose first call loads the runtime's number-formatting data (milliseconds of a
 * storefront's first render, ADR 0012). Throws a RangeError for a fraction, NaN or infinity.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`formatCount needs a whole number, got ${value}`);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** Sums cents; an empty list sums to 0. */
export function sumCents(values: readonly number[]): number {
  let total = 0;
  for (const value of values) {
    assertCents(value);
    total += value;
  }
  return total;
}
