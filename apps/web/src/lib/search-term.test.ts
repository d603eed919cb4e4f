import { describe, expect, it } from 'vitest';

import { searchResultsPath } from './search-term';

// The stripping rules are tested in packages/domain (search-text.test.ts); the form's use of them
// in features/search/components/search-form.test.tsx.
describe('searchResultsPath (storefront spec §2.9)', () => {
  it('goes to page 1 of the listing with the encoded term', () => {
    expect(searchResultsPath('4x4 gauze & tape')).toBe('/products/1?search=4x4+gauze+%26+tape');
  });
});
