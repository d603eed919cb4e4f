// Ordering of size values (variant options such as 'X-Large', '16 oz', '18G') for variant
// dropdowns and buttons: service spec §9 "size sort".
//
// service spec §9: clothing order (xx-small to x-large and Nx-large), then numeric values with
// units (ounce 1, pound 16, gallon 128, ml 0.033814, liter 33.814 ounces), then alphabetical.
//
// Decisions where the spec is silent:
// - Clothing sizes are recognised spelled out ('x-small', 'XX-Large', 'xlarge', 'extra large',
//   '3X-Large', 'medium', 'med') and abbreviated ('XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL',
//   '3XL'), case-insensitively. 'XXL' and '2XL' rank the same, as do 'x-small' and 'XS'.
// - A value starting with a number (decimal '2.5', fraction '1/2', mixed '1 1/2') followed by a
//   known unit ('16 oz', '5 mL', '1 gal', '2 liters', '8 oz Bottle') is converted to ounces.
// - A value starting with a number whose unit is unknown or absent ('18G' gauges, '5', '1/2 in',
//   '10 Pack') cannot be put on the ounce scale. Those come after the unit values, ordered by the
//   number, then by what follows it (so 14G, 16G, 18G, 20G read naturally).
// - Everything else is alphabetical: case- and accent-insensitive, with digit runs compared as
//   numbers ('Size 2' before 'Size 10').
// - Values that rank equal ('M' and 'Medium', '16 oz' and '1 lb') are ordered by the alphabetical
//   rule and finally by their exact characters, so `compareSizes` returns 0 only for identical
//   strings: a strict total order, and the same input always sorts the same way.

type SizeKey =
  | { readonly group: 0; readonly rank: number }
  | { readonly group: 1; readonly ounces: number }
  | { readonly group: 2; readonly value: number; readonly suffix: string }
  | { readonly group: 3 };

// service spec §9: units to ounces.
const OUNCES_PER_UNIT: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(?:fl\.?\s*oz|fluid\s+ounces?|ounces?|oz)(?![a-z])/, 1],
  [/^(?:pounds?|lbs?)(?![a-z])/, 16],
  [/^(?:gallons?|gal)(?![a-z])/, 128],
  [/^(?:millilit(?:er|re)s?|ml)(?![a-z])/, 0.033814],
  [/^(?:lit(?:er|re)s?|ltr|l)(?![a-z])/, 33.814],
];

// Spelled-out sizes: optional 'x' run, 'Nx' or 'extra', then small or large ('2X-Large').
const SPELLED_SIZE = /^(?:(?<count>[1-9]\d?)\s*x|(?<xs>x+)|(?<extra>extra))?[\s-]*(?<size>small|large)$/;
// Abbreviations: 'XXS', 'XS', 'S', 'L', 'XL', 'XXL', '2XL', '3XS'.
const ABBREVIATED_SIZE = /^(?:(?<count>[1-9]\d?)x|(?<xs>x*))(?<size>s|l)$/;

// A leading number: mixed '1 1/2' or '1-1/2', fraction '3/4', or decimal '2', '2.5', '.5'.
const LEADING_NUMBER =
  /^(?:(?<whole>\d+)[\s-]+(?<mixedNum>\d+)\/(?<mixedDen>\d+)|(?<num>\d+)\/(?<den>\d+)|(?<decimal>\d+(?:\.\d+)?|\.\d+))(?<rest>.*)$/s;

/**
 * Clothing rank: small with k x's is -k (xx-small -2, x-small -1, small 0), medium 1, large with
 * k x's is 2 + k (large 2, x-large 3, 2x-large 4 …).
 */
function clothingRank(normalized: string): number | undefined {
  if (normalized === 'medium' || normalized === 'm' || normalized === 'med') return 1;
  const match = SPELLED_SIZE.exec(normalized) ?? ABBREVIATED_SIZE.exec(normalized);
  const groups = match?.groups;
  if (!groups) return undefined;
  const { count, xs, extra, size } = groups;
  const xCount = count !== undefined ? Number(count) : extra !== undefined ? 1 : (xs ?? '').length;
  return size === 'small' || size === 's' ? -xCount : 2 + xCount;
}

function leadingNumber(normalized: string): { value: number; rest: string } | undefined {
  const groups = LEADING_NUMBER.exec(normalized)?.groups;
  if (!groups) return undefined;
  const rest = (groups.rest ?? '').trim();
  if (groups.decimal !== undefined) return { value: Number(groups.decimal), rest };
  const [whole, numerator, denominator] =
    groups.num !== undefined
      ? [0, Number(groups.num), Number(groups.den)]
      : [Number(groups.whole), Number(groups.mixedNum), Number(groups.mixedDen)];
  // '1/0' is not a number; the value sorts alphabetically instead.
  if (!(denominator > 0)) return undefined;
  return { value: whole + numerator / denominator, rest };
}

/**
 * Rounds to 12 significant digits so that conversions which are equal in decimal (1000 ml and
 * 1 liter) compare equal despite float noise. A function of one value, so ordering stays transitive.
 */
function cleanFloat(value: number): number {
  return Number(value.toPrecision(12));
}

function sizeKey(value: string): SizeKey {
  const normalized = value.trim().toLowerCase().replace(/\s+/g, ' ');
  const rank = clothingRank(normalized);
  if (rank !== undefined) return { group: 0, rank };
  const number = leadingNumber(normalized);
  if (number) {
    for (const [unit, ounces] of OUNCES_PER_UNIT) {
      if (unit.test(number.rest)) return { group: 1, ounces: cleanFloat(number.value * ounces) };
    }
    return { group: 2, value: cleanFloat(number.value), suffix: number.rest };
  }
  return { group: 3 };
}

const alphabetical = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareNumbers(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareKeys(a: SizeKey, b: SizeKey): number {
  if (a.group !== b.group) return a.group - b.group;
  if (a.group === 0 && b.group === 0) return compareNumbers(a.rank, b.rank);
  if (a.group === 1 && b.group === 1) return compareNumbers(a.ounces, b.ounces);
  if (a.group === 2 && b.group === 2) {
    return compareNumbers(a.value, b.value) || alphabetical.compare(a.suffix, b.suffix);
  }
  return 0;
}

function compareWithKeys(a: string, keyA: SizeKey, b: string, keyB: SizeKey): number {
  const byKey = compareKeys(keyA, keyB);
  if (byKey !== 0) return byKey;
  const byName = alphabetical.compare(a.trim(), b.trim());
  if (byName !== 0) return byName;
  // Last resort: exact UTF-16 order, so only identical strings compare equal.
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Comparator for size values (service spec §9 size sort; see the module header for the rules).
 * Negative when `a` sorts first, positive when `b` does, 0 only when `a === b`.
 */
export function compareSizes(a: string, b: string): number {
  return compareWithKeys(a, sizeKey(a), b, sizeKey(b));
}

/**
 * Sorts items by a size label, stably: items with the same label keep their input order. Each
 * label is parsed once. Returns a new array.
 */
export function sortBySize<T>(items: readonly T[], sizeOf: (item: T) => string): T[] {
  const decorated = items.map((item) => {
    const size = sizeOf(item);
    return { item, size, key: sizeKey(size) };
  });
  // Array.prototype.sort is stable (ES2019), so equal labels keep their input order.
  decorated.sort((x, y) => compareWithKeys(x.size, x.key, y.size, y.key));
  return decorated.map(({ item }) => item);
}

/** Sorts size values by the service spec §9 size sort. Returns a new array. */
export function sortSizes(values: readonly string[]): string[] {
  return sortBySize(values, (value) => value);
}
