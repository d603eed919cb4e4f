import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSizes, sortBySize, sortSizes } from './size-sort.ts';

const sign = (n: number): number => Math.sign(n);

// Size-like strings: clothing sizes, amounts with units, gauges, fractions and free text,
// so the property tests exercise every group and the ties between them.
const sizeLike = fc.oneof(
  fc.constantFrom('XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', '3XL', 'xx-small', 'x-small', 'Small'),
  fc.constantFrom('Medium', 'Large', 'X-Large', '2X-Large', 'xx-large', 'med', 'extra large', 'XXXL'),
  fc
    .tuple(
      fc.oneof(
        fc.integer({ min: 0, max: 2000 }).map(String),
        fc.double({ min: 0, max: 100, noNaN: true }).map((n) => n.toFixed(2)),
        fc.constantFrom('1/2', '3/4', '1 1/2', '.5', '1/0'),
      ),
      fc.constantFrom('', ' ', '-'),
      fc.constantFrom(
        'oz',
        'OZ',
        'fl oz',
        'lb',
        'lbs',
        'pound',
        'gal',
        'gallon',
        'ml',
        'mL',
        'l',
        'liter',
        'G',
        'in',
        'Pack',
        'oz Bottle',
        '',
      ),
    )
    .map(([n, gap, unit]) => `${n}${gap}${unit}`),
  fc.string({ maxLength: 8 }),
  fc.constantFrom('Blue', 'blue', 'Red', 'Size 2', 'Size 10', 'Small/Medium', 'One Size', ' M ', 'm', ''),
);

describe('compareSizes: the spec order', () => {
  it('orders clothing sizes from xx-small to Nx-large', () => {
    expect(
      sortSizes(['Large', 'small', 'x-large', 'xx-small', 'medium', '3x-large', 'x-small', '2x-large']),
    ).toEqual(['xx-small', 'x-small', 'small', 'medium', 'Large', 'x-large', '2x-large', '3x-large']);
  });

  it('understands abbreviations case-insensitively', () => {
    expect(sortSizes(['xl', 'S', '3XL', 'm', 'XXS', 'L', 'xs', '2XL'])).toEqual([
      'XXS',
      'xs',
      'S',
      'm',
      'L',
      'xl',
      '2XL',
      '3XL',
    ]);
  });

  it('ranks spellings of the same size together', () => {
    expect(compareSizes('XXL', '2X-Large')).not.toBe(0);
    const sorted = sortSizes(['XXXL', 'XXL', 'XL', '2X-Large', 'xx-large', '3XL']);
    expect(sorted.slice(0, 1)).toEqual(['XL']);
    expect(new Set(sorted.slice(1, 4))).toEqual(new Set(['XXL', '2X-Large', 'xx-large']));
    expect(new Set(sorted.slice(4))).toEqual(new Set(['XXXL', '3XL']));
  });

  it('puts clothing sizes before amounts, and amounts before words', () => {
    expect(sortSizes(['Blue', '16 oz', 'XL', 'apple', '1 gal', 'S'])).toEqual([
      'S',
      'XL',
      '16 oz',
      '1 gal',
      'apple',
      'Blue',
    ]);
  });

  it('orders amounts by their size in ounces (service spec §9 factors)', () => {
    expect(sortSizes(['1 gal', '1 liter', '1 lb', '12 oz', '100 ml', '2 L', '5 mL'])).toEqual([
      '5 mL', // 0.17 oz
      '100 ml', // 3.38 oz
      '12 oz',
      '1 lb', // 16 oz
      '1 liter', // 33.81 oz
      '2 L', // 67.63 oz
      '1 gal', // 128 oz
    ]);
  });

  it.each([
    ['1 lb', 16],
    ['1 gal', 128],
    ['1 liter', 33.814],
    ['1000 ml', 33.814],
    ['10 ml', 0.33814],
  ])('places %s at exactly %f ounces', (amount, ounces) => {
    const below = `${(ounces - 0.001).toFixed(5)} oz`;
    const above = `${(ounces + 0.001).toFixed(5)} oz`;
    expect(sortSizes([above, amount, below])).toEqual([below, amount, above]);
  });

  it('reads unit spellings, plurals, fractions and trailing words', () => {
    expect(
      sortSizes([
        '2 pounds',
        '1/2 oz',
        '1 1/2 lb',
        '3 gallons',
        '8 oz Bottle',
        '250 milliliters',
        '1.5 litres',
      ]),
    ).toEqual([
      '1/2 oz',
      '8 oz Bottle',
      '250 milliliters', // 8.45 oz
      '1 1/2 lb', // 24 oz
      '2 pounds', // 32 oz
      '1.5 litres', // 50.7 oz
      '3 gallons',
    ]);
  });

  it('treats equal amounts in different units as a tie broken alphabetically', () => {
    expect(sortSizes(['16 oz', '1 lb'])).toEqual(['1 lb', '16 oz']);
    expect(sortSizes(['1000 ml', '1 liter'])).toEqual(['1 liter', '1000 ml']);
  });

  it('puts numbers without a known unit after the amounts, in numeric order', () => {
    expect(sortSizes(['22G', '18G', '14G', '5 oz', '20G', '16G'])).toEqual([
      '5 oz',
      '14G',
      '16G',
      '18G',
      '20G',
      '22G',
    ]);
    expect(sortSizes(['10', '9', '100', '1/2 in', '1 in'])).toEqual(['1/2 in', '1 in', '9', '10', '100']);
  });

  it('sorts words alphabetically, ignoring case and reading digits as numbers', () => {
    expect(sortSizes(['beta', 'Alpha', 'Size 10', 'Size 2', 'gamma'])).toEqual([
      'Alpha',
      'beta',
      'gamma',
      'Size 2',
      'Size 10',
    ]);
  });

  it('does not mistake words that start like units or sizes', () => {
    // 'large' after a number is not litres; 'Small/Medium' is not a clothing size.
    expect(sortSizes(['5 large', '5 l'])).toEqual(['5 l', '5 large']);
    expect(sortSizes(['Small/Medium', 'S', 'XL'])).toEqual(['S', 'XL', 'Small/Medium']);
  });

  it('returns 0 only for identical strings', () => {
    expect(compareSizes('M', 'M')).toBe(0);
    expect(compareSizes('M', 'medium')).not.toBe(0);
    expect(compareSizes('Blue', 'blue')).not.toBe(0);
  });

  it('does not change its input', () => {
    const input = ['L', 'S'];
    expect(sortSizes(input)).toEqual(['S', 'L']);
    expect(input).toEqual(['L', 'S']);
  });
});

describe('compareSizes: a total order', () => {
  it('is reflexive', () => {
    fc.assert(
      fc.property(sizeLike, (a) => {
        expect(compareSizes(a, a)).toBe(0);
      }),
    );
  });

  it('is antisymmetric, and 0 only for equal strings', () => {
    fc.assert(
      fc.property(sizeLike, sizeLike, (a, b) => {
        expect(sign(compareSizes(a, b)) + sign(compareSizes(b, a))).toBe(0);
        expect(compareSizes(a, b) === 0).toBe(a === b);
      }),
      { numRuns: 2000 },
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(sizeLike, sizeLike, sizeLike, (a, b, c) => {
        const [x, y, z] = [a, b, c].sort(compareSizes);
        if (x === undefined || y === undefined || z === undefined) throw new Error('three values expected');
        expect(compareSizes(x, y)).toBeLessThanOrEqual(0);
        expect(compareSizes(y, z)).toBeLessThanOrEqual(0);
        expect(compareSizes(x, z)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('is transitive on arbitrary Unicode text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.string({ unit: 'grapheme' }),
        fc.string({ unit: 'grapheme' }),
        (a, b, c) => {
          if (compareSizes(a, b) <= 0 && compareSizes(b, c) <= 0)
            expect(compareSizes(a, c)).toBeLessThanOrEqual(0);
          if (compareSizes(a, b) >= 0 && compareSizes(b, c) >= 0)
            expect(compareSizes(a, c)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('sorts to the same order whatever the input order', () => {
    fc.assert(
      fc.property(
        fc
          .array(sizeLike, { maxLength: 20 })
          .chain((values) =>
            fc.tuple(fc.constant(values), fc.shuffledSubarray(values, { minLength: values.length })),
          ),
        ([values, shuffled]) => {
          expect(sortSizes(shuffled)).toEqual(sortSizes(values));
        },
      ),
    );
  });

  it('yields a sorted permutation of its input', () => {
    fc.assert(
      fc.property(fc.array(sizeLike, { maxLength: 20 }), (values) => {
        const sorted = sortSizes(values);
        expect([...sorted].sort()).toEqual([...values].sort());
        for (let i = 1; i < sorted.length; i += 1) {
          expect(compareSizes(sorted[i - 1] ?? '', sorted[i] ?? '')).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});

describe('sortBySize', () => {
  it('sorts items by their size label', () => {
    const variants = [
      { id: 1, size: 'L' },
      { id: 2, size: 'S' },
      { id: 3, size: 'M' },
    ];
    expect(sortBySize(variants, (v) => v.size).map((v) => v.id)).toEqual([2, 3, 1]);
  });

  it('is stable: items with the same label keep their input order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('S', 'M', 'L', '16 oz', '1 lb', 'Blue'), { maxLength: 30 }),
        (sizes) => {
          const items = sizes.map((size, index) => ({ size, index }));
          const sorted = sortBySize(items, (item) => item.size);
          for (let i = 1; i < sorted.length; i += 1) {
            const previous = sorted[i - 1];
            const current = sorted[i];
            if (previous === undefined || current === undefined) throw new Error('index out of range');
            if (previous.size === current.size) expect(previous.index).toBeLessThan(current.index);
            else expect(compareSizes(previous.size, current.size)).toBeLessThan(0);
          }
          expect(sorted).toHaveLength(items.length);
        },
      ),
    );
  });
});
