import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ITEM_LIST_NAME_MAX, SIDEBAR_ACCOUNT_NAME_MAX, SIDEBAR_FIRST_NAME_MAX } from './constants.ts';
import { characterCount, ELLIPSIS, splitCharacters, truncate } from './text.ts';

describe('characterCount and splitCharacters', () => {
  it('count what a person sees as one character', () => {
    expect(characterCount('gauze')).toBe(5);
    expect(characterCount('')).toBe(0);
    expect(characterCount('👍🏽')).toBe(1); // emoji + skin tone
    expect(characterCount('🇺🇸')).toBe(1); // flag: two regional indicators
    expect(characterCount('e\u0301')).toBe(1); // e + combining accent
    expect(splitCharacters('a👍🏽b')).toEqual(['a', '👍🏽', 'b']);
    expect(characterCount('\r\n')).toBe(1); // a line break written as CR LF
    expect(splitCharacters('Box of 100')).toEqual(['B', 'o', 'x', ' ', 'o', 'f', ' ', '1', '0', '0']);
  });

  it('agree with grapheme segmentation on any text (the plain-ASCII shortcut changes nothing)', () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-composite' }),
        fc.string({ unit: 'binary-ascii' }),
        (text, ascii) => {
          for (const value of [text, ascii, ascii + text]) {
            const expected = Array.from(segmenter.segment(value), ({ segment }) => segment);
            expect(splitCharacters(value)).toEqual(expected);
            expect(characterCount(value)).toBe(expected.length);
          }
        },
      ),
    );
  });

  it('build no segmenter when the module loads, nor for plain ASCII text', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'Segmenter');
    try {
      const text = await import('./text.ts');
      expect(made).not.toHaveBeenCalled();
      expect(text.characterCount('Nitrile Exam Gloves, Medium')).toBe(27);
      expect(text.truncate('Gauze Pads 4x4 Sterile', 11)).toBe('Gauze Pads…');
      expect(made).not.toHaveBeenCalled();
      expect(text.characterCount('Café')).toBe(4);
      expect(made).toHaveBeenCalledTimes(1);
      expect(text.characterCount('naïve')).toBe(5);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});

describe('truncate', () => {
  it('returns text that fits unchanged', () => {
    expect(truncate('Weekly Restock', ITEM_LIST_NAME_MAX)).toBe('Weekly Restock');
    expect(truncate('x'.repeat(23), 23)).toBe('x'.repeat(23));
    expect(truncate('', 5)).toBe('');
  });

  it('shortens longer text to max characters, ellipsis included', () => {
    expect(truncate('Gauze Pads 4x4 Sterile', 11)).toBe('Gauze Pads…');
    expect(truncate('Christopher', SIDEBAR_FIRST_NAME_MAX)).toBe('Christopher');
    expect(truncate('Christopherson', SIDEBAR_FIRST_NAME_MAX)).toBe('Christophe…');
    expect(truncate('Northside Family Medical Group', SIDEBAR_ACCOUNT_NAME_MAX)).toBe('Northside Family Me…');
    expect(truncate('Surgical Supplies for Clinic B', ITEM_LIST_NAME_MAX)).toBe('Surgical Supplies for…');
  });

  it('drops whitespace before the ellipsis', () => {
    expect(truncate('Gauze Pads 4x4', 12)).toBe('Gauze Pads…');
  });

  it('never cuts a character in half', () => {
    expect(truncate('👍🏽👍🏽👍🏽', 2)).toBe('👍🏽…');
    expect(truncate('🇺🇸🇺🇸🇺🇸', 2)).toBe('🇺🇸…');
  });

  it('handles tiny and odd limits', () => {
    expect(truncate('abc', 1)).toBe(ELLIPSIS);
    expect(truncate('abc', 0)).toBe('');
    expect(truncate('abc', -3)).toBe('');
    expect(truncate('abcdef', 3.9)).toBe('ab…');
    expect(truncate('abc', Number.POSITIVE_INFINITY)).toBe('abc');
    expect(() => truncate('abc', Number.NaN)).toThrow(RangeError);
  });

  it('never exceeds max and keeps a prefix of the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.integer({ min: 1, max: 30 }),
        (text, max) => {
          const result = truncate(text, max);
          expect(characterCount(result)).toBeLessThanOrEqual(max);
          if (result === text) {
            expect(characterCount(text)).toBeLessThanOrEqual(max);
          } else {
            expect(result.endsWith(ELLIPSIS)).toBe(true);
            expect(text.startsWith(result.slice(0, -ELLIPSIS.length))).toBe(true);
          }
        },
      ),
    );
  });
});
