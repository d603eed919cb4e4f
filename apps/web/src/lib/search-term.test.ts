import { describe, expect, it } from 'vitest';

import { sanitizeSearchTerm, searchResultsPath } from './search-term';

describe('sanitizeSearchTerm (storefront spec §5: search text is stripped of all markup)', () => {
  it('keeps plain terms, collapsing whitespace', () => {
    expect(sanitizeSearchTerm('  nitrile   gloves ')).toEqual({ term: 'nitrile gloves', hadMarkup: false });
  });

  it('removes tags but keeps the words between them', () => {
    expect(sanitizeSearchTerm('<b>gauze</b> <i>pads</i>')).toEqual({ term: 'gauze pads', hadMarkup: true });
  });

  it('drops script and style content entirely', () => {
    expect(sanitizeSearchTerm('syringe<script>alert(1)</script>')).toEqual({
      term: 'syringe',
      hadMarkup: true,
    });
    expect(sanitizeSearchTerm('<style>body{}</style>masks').term).toBe('masks');
  });

  it('removes attributes, comments and unclosed tags', () => {
    expect(sanitizeSearchTerm('<img src=x onerror=alert(1)>tape').term).toBe('tape');
    expect(sanitizeSearchTerm('bandage<!-- hidden -->').term).toBe('bandage');
    expect(sanitizeSearchTerm('swabs <a href="x"').term).toBe('swabs');
  });

  it('leaves comparison signs that are not markup', () => {
    expect(sanitizeSearchTerm('needle < 25 gauge').term).toBe('needle < 25 gauge');
  });

  it('returns an empty term for blank or markup-only input', () => {
    expect(sanitizeSearchTerm('   ').term).toBe('');
    expect(sanitizeSearchTerm('<br/><p></p>').term).toBe('');
  });
});

describe('searchResultsPath (storefront spec §2.9)', () => {
  it('goes to page 1 of the listing with the encoded term', () => {
    expect(searchResultsPath('4x4 gauze & tape')).toBe('/products/1?search=4x4+gauze+%26+tape');
  });
});
