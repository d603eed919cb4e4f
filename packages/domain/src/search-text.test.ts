import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isBlankSearch,
  isTypeaheadTerm,
  sanitizeSearchText,
  TYPEAHEAD_HITS,
  TYPEAHEAD_MIN_CHARS,
} from './search-text.ts';

const clean = (input: string): string => sanitizeSearchText(input).text;

// Markup fragments to mix into generated searches.
const markup = fc.constantFrom(
  '<b>',
  '</b>',
  '<br/>',
  '<script>alert(1)</script>',
  '<style>p{}</style>',
  '<!-- note -->',
  '<img src=x onerror="alert(1)">',
  "<a href='x'>",
  '&lt;script&gt;',
  '&amp;',
  '&#60;b&#62;',
  '&#x3C;i&#x3E;',
  '<![CDATA[x]]>',
  '<!DOCTYPE html>',
  '<?xml version="1.0"?>',
  '\u0000',
  '\u200b',
  '<',
  '>',
  '&',
  '<scr<script>ipt>',
  '</',
  '</ x>',
);
const searchLike = fc
  .array(fc.oneof(fc.string({ maxLength: 6 }), markup, fc.constantFrom('gauze', ' ', 'pads', '4x4', '\n')), {
    maxLength: 12,
  })
  .map((parts) => parts.join(''));

describe('sanitizeSearchText', () => {
  it('keeps the text between tags', () => {
    expect(sanitizeSearchText('<b>gauze</b> pads')).toEqual({ text: 'gauze pads', changed: true });
    expect(clean('gau<b>ze</b>')).toBe('gauze');
  });

  it('turns block tags into word breaks', () => {
    expect(clean('gauze<br>pads')).toBe('gauze pads');
    expect(clean('<p>gauze</p><p>pads</p>')).toBe('gauze pads');
  });

  it('drops script and style content', () => {
    expect(clean('<script>alert("x")</script>gloves')).toBe('gloves');
    expect(clean('<SCRIPT type="text/javascript">alert(1)</SCRIPT >gloves')).toBe('gloves');
    expect(clean('<style>body{color:red}</style>masks')).toBe('masks');
    expect(clean('gloves<script>alert(1)')).toBe('gloves');
    expect(clean('<script>var s = "</scripts>";</script>tape')).toBe('tape');
  });

  it('drops comments, CDATA and declarations', () => {
    expect(clean('<!-- hidden -->mask')).toBe('mask');
    expect(clean('mask<!-- unterminated')).toBe('mask');
    expect(clean('<![CDATA[<b>]]>mask')).toBe('mask');
    expect(clean('<!DOCTYPE html><?php echo 1 ?>mask')).toBe('mask');
  });

  it('honours quotes inside attributes', () => {
    expect(clean('<img src="x" alt="a>b" onerror=\'c>d\'>tape')).toBe('tape');
  });

  it('drops an unterminated tag to the end, as a browser does', () => {
    expect(clean('tape <img src=x onerror=alert(1)')).toBe('tape');
  });

  it('decodes character references, and strips markup they spell', () => {
    expect(sanitizeSearchText('Johnson &amp; Johnson')).toEqual({ text: 'Johnson & Johnson', changed: true });
    expect(clean('&lt;script&gt;alert(1)&lt;/script&gt;gloves')).toBe('gloves');
    expect(clean('&#60;b&#62;bold&#x3C;/b&#x3E;')).toBe('bold');
    expect(clean('&amp;lt;b&amp;gt;x')).toBe('x');
    expect(clean('size&nbsp;10')).toBe('size 10');
    expect(clean('&micro;L')).toBe('µL');
  });

  it('removes unknown and invalid references', () => {
    expect(clean('x&bogus;y')).toBe('xy');
    expect(clean('x&#0;y&#xD800;z')).toBe('xyz');
    expect(clean('&constructor;ok')).toBe('ok');
  });

  it('keeps characters that start no markup', () => {
    expect(sanitizeSearchText('a < b')).toEqual({ text: 'a < b', changed: false });
    expect(sanitizeSearchText('AT&T R&D')).toEqual({ text: 'AT&T R&D', changed: false });
    expect(sanitizeSearchText('5 > 3 <3')).toEqual({ text: '5 > 3 <3', changed: false });
  });

  it('removes invisible characters that could hide markup', () => {
    expect(clean('<\u0000script>alert(1)</script>x')).toBe('x');
    expect(clean('ga\u200buze')).toBe('gauze');
  });

  it('collapses whitespace without calling it a change', () => {
    expect(sanitizeSearchText('  sterile \n\t gauze  ')).toEqual({ text: 'sterile gauze', changed: false });
  });

  it('handles a missing input', () => {
    expect(sanitizeSearchText(undefined)).toEqual({ text: '', changed: false });
    expect(sanitizeSearchText(null)).toEqual({ text: '', changed: false });
  });

  it('leaves plain text unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 .,/#%+-]{0,30}$/), (text) => {
        expect(sanitizeSearchText(text)).toEqual({ text: text.replace(/\s+/g, ' ').trim(), changed: false });
      }),
    );
  });

  it('never leaves a tag, comment or character reference behind', () => {
    fc.assert(
      fc.property(searchLike, (input) => {
        const { text } = sanitizeSearchText(input);
        // '<' may stay only where it starts no markup ('a < b', '<3', a lone '</').
        expect(text).not.toMatch(/<(?:[A-Za-z!?]|\/[A-Za-z])/);
        expect(text).not.toMatch(/&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]+);/i);
        expect(text).not.toMatch(/^\s|\s$|\s\s/);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: sanitizing clean text changes nothing', () => {
    fc.assert(
      fc.property(fc.oneof(searchLike, fc.string({ unit: 'binary' })), (input) => {
        const once = sanitizeSearchText(input);
        expect(sanitizeSearchText(once.text)).toEqual({ text: once.text, changed: false });
      }),
      { numRuns: 2000 },
    );
  });

  it('reports a change exactly when more than whitespace changed', () => {
    fc.assert(
      fc.property(searchLike, (input) => {
        const { text, changed } = sanitizeSearchText(input);
        expect(changed).toBe(text !== input.replace(/\s+/g, ' ').trim());
      }),
    );
  });

  it('stays fast on hostile input', () => {
    const hostile = '<a '.repeat(20_000) + '&amp;'.repeat(20_000) + '<!--'.repeat(20_000);
    const started = performance.now();
    sanitizeSearchText(hostile);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('isBlankSearch', () => {
  it('is true for empty, whitespace-only or markup-only searches', () => {
    expect(isBlankSearch('')).toBe(true);
    expect(isBlankSearch('   \n')).toBe(true);
    expect(isBlankSearch('<b> </b>')).toBe(true);
    expect(isBlankSearch(undefined)).toBe(true);
  });

  it('is false when words remain', () => {
    expect(isBlankSearch(' gauze ')).toBe(false);
    expect(isBlankSearch('<b>x</b>')).toBe(false);
  });
});

describe('type-ahead', () => {
  it('needs a trimmed term of at least 3 characters and shows 5 hits', () => {
    expect(TYPEAHEAD_MIN_CHARS).toBe(3);
    expect(TYPEAHEAD_HITS).toBe(5);
    expect(isTypeaheadTerm('gau')).toBe(true);
    expect(isTypeaheadTerm('gauze')).toBe(true);
    expect(isTypeaheadTerm('ga')).toBe(false);
    expect(isTypeaheadTerm('  ga  ')).toBe(false);
    expect(isTypeaheadTerm(' g a ')).toBe(true);
    expect(isTypeaheadTerm(undefined)).toBe(false);
  });
});
