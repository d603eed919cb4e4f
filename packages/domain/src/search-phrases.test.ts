import { describe, expect, it } from 'vitest';

import { normalizePhrase, phrasesFromText } from './search-phrases.ts';

describe('synonym phrases', () => {
  it('writes a phrase as search splits it', () => {
    expect(normalizePhrase('  Band-Aid® ')).toBe('band aid');
    expect(normalizePhrase('5 mL')).toBe('5 ml');
    expect(normalizePhrase('!!')).toBe('');
  });

  it('reads one phrase a line or between commas, each once', () => {
    expect(phrasesFromText('BP cuff\nblood pressure cuff, bp-cuff;\n\n sphyg ')).toEqual([
      'bp cuff',
      'blood pressure cuff',
      'sphyg',
    ]);
  });
});
