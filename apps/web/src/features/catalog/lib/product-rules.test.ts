import { describe, expect, it } from 'vitest';

import { productCardFixture } from '@/test/catalog-fixtures';

import { stripListWrappers } from './description';
import { firstMatrixAttribute, isUnavailable, priceView, productName, unitLabel } from './product-rules';

describe('product display rules (storefront spec §2.5, §2.6)', () => {
  it('names a product by its site display name, else its display name', () => {
    expect(productName({ siteDisplayName: 'PureWave Gloves', displayName: 'Gloves' })).toBe(
      'PureWave Gloves',
    );
    expect(productName({ siteDisplayName: null, displayName: 'Gloves' })).toBe('Gloves');
    expect(productName({ siteDisplayName: '  ', displayName: 'Gloves' })).toBe('Gloves');
  });

  it('reads the price from the presence of the price fields', () => {
    expect(priceView({})).toEqual({ kind: 'hidden' });
    expect(priceView({ price: null })).toEqual({ kind: 'none' });
    expect(
      priceView({
        price: 12.5,
        prices: [
          { level: 'List Price', price: 15 },
          { level: 'Tier 1', price: 12.5 },
        ],
      }),
    ).toEqual({ kind: 'price', price: '$12.50', listPrice: '$15.00' });
    expect(priceView({ price: 15, prices: [{ level: 'List Price', price: 15 }] })).toEqual({
      kind: 'price',
      price: '$15.00',
      listPrice: null,
    });
  });

  it('is unavailable when not addable or priced N/A', () => {
    expect(isUnavailable({ isAddableToCart: false })).toBe(true);
    expect(isUnavailable({ isAddableToCart: true, price: null })).toBe(true);
    expect(isUnavailable({ isAddableToCart: true, price: 3 })).toBe(false);
    expect(isUnavailable({ isAddableToCart: true })).toBe(false);
  });

  it('labels the unit and the first matrix attribute', () => {
    const card = productCardFixture();
    expect(unitLabel(card.unit)).toBe('Box of 100');
    expect(firstMatrixAttribute({ matrixDetails: { Size: 'Large', Color: 'Blue' }, children: [] })).toBe(
      'Size: Large',
    );
    expect(firstMatrixAttribute(card)).toBeNull();
  });

  it('removes list wrapper tags from descriptions, leaving one line per item', () => {
    expect(stripListWrappers('<p>Intro</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      '<p>Intro</p><p class="description-line">One</p><p class="description-line">Two</p>',
    );
  });
});
