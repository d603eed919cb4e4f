// Search input hygiene: markup stripping, blank-search and type-ahead rules, and the search
// constants (service spec §5 and §9, storefront spec §5 and §9, ARCHITECTURE §8).
import { characterCount } from './text.ts';

// service spec §9 / storefront spec §9: type-ahead needs 3 characters and shows 5 hits per page.
export const TYPEAHEAD_MIN_CHARS = 3;
export const TYPEAHEAD_HITS = 5;

export interface SanitizedSearchText {
  /** The search text with markup removed, whitespace collapsed to single spaces, trimmed. */
  text: string;
  /**
   * True when more than whitespace changed: a tag, comment, entity or invisible character was
   * removed or decoded. storefront spec §5: a security event is logged when it is true.
   */
  changed: boolean;
}

// Elements whose content is code or inert markup, never words to search for: dropped whole.
const RAW_TEXT_ELEMENTS = new Set([
  'script',
  'style',
  'iframe',
  'noscript',
  'template',
  'xmp',
  'noembed',
  'noframes',
]);
// Elements that separate words when rendered; they become a space rather than nothing, so
// 'gauze<br>pads' searches for 'gauze pads', while 'gau<b>ze</b>' stays 'gauze'.
const BLOCK_ELEMENTS = new Set(
  (
    'address article aside blockquote br dd div dl dt fieldset figcaption figure footer form h1 h2 h3 ' +
    'h4 h5 h6 header hr li main nav ol p pre section table tbody td tfoot th thead tr ul'
  ).split(' '),
);

// The named references people paste from web pages and catalogues; any other is removed.
const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: ' ',
    ensp: ' ',
    emsp: ' ',
    thinsp: ' ',
    copy: '©',
    reg: '®',
    trade: '™',
    deg: '°',
    plusmn: '±',
    times: '×',
    divide: '÷',
    micro: 'µ',
    frac12: '½',
    frac14: '¼',
    frac34: '¾',
    sup2: '²',
    sup3: '³',
    middot: '·',
    bull: '•',
    hellip: '…',
    ndash: '–',
    mdash: '—',
    lsquo: '‘',
    rsquo: '’',
    ldquo: '“',
    rdquo: '”',
    laquo: '«',
    raquo: '»',
    cent: '¢',
    pound: '£',
    euro: '€',
    yen: '¥',
    sect: '§',
    para: '¶',
  }),
);

const isAsciiLetter = (char: string | undefined): boolean => char !== undefined && /^[A-Za-z]$/.test(char);

/** Index just past the first `needle` at or after `from`, or the input's end when there is none. */
function skipPast(input: string, needle: string, from: number): number {
  const found = input.indexOf(needle, from);
  return found === -1 ? input.length : found + needle.length;
}

/**
 * Reads a tag starting at `start` ('<' then an optional '/' then a letter). Returns its lowercase
 * name, whether it closes, and the index just past its '>', honouring quoted attribute values; a
 * tag without its '>' runs to the end of the input, as it does in a browser.
 */
function readTag(input: string, start: number): { name: string; closing: boolean; end: number } {
  let index = start + 1;
  const closing = input[index] === '/';
  if (closing) index += 1;
  const nameStart = index;
  while (index < input.length && /[A-Za-z0-9:-]/.test(input[index] ?? '')) index += 1;
  const name = input.slice(nameStart, index).toLowerCase();
  while (index < input.length) {
    const char = input[index];
    if (char === '>') return { name, closing, end: index + 1 };
    if (char === '"' || char === "'") {
      const close = input.indexOf(char, index + 1);
      if (close === -1) return { name, closing, end: input.length };
      index = close + 1;
    } else {
      index += 1;
    }
  }
  return { name, closing, end: input.length };
}

/** Removes tags, comments, declarations and raw-text element content, in one linear scan. */
function stripMarkup(input: string): string {
  let output = '';
  let index = 0;
  while (index < input.length) {
    const lt = input.indexOf('<', index);
    if (lt === -1) {
      output += input.slice(index);
      break;
    }
    output += input.slice(index, lt);
    const next = input[lt + 1];
    if (input.startsWith('<!--', lt)) {
      index = skipPast(input, '-->', lt + 4);
    } else if (input.startsWith('<![CDATA[', lt)) {
      index = skipPast(input, ']]>', lt + 9);
    } else if (next === '!' || next === '?') {
      // Doctype, processing instruction or bogus comment: up to the next '>'.
      index = skipPast(input, '>', lt + 2);
    } else if (isAsciiLetter(next) || (next === '/' && isAsciiLetter(input[lt + 2]))) {
      const tag = readTag(input, lt);
      index = tag.end;
      if (BLOCK_ELEMENTS.has(tag.name)) output += ' ';
      if (!tag.closing && RAW_TEXT_ELEMENTS.has(tag.name)) {
        // Drop the content up to the matching end tag, or to the end when it is missing.
        const endTag = new RegExp(`</${tag.name}(?![A-Za-z0-9:-])`, 'gi');
        endTag.lastIndex = index;
        const close = endTag.exec(input);
        index = close === null ? input.length : readTag(input, close.index).end;
      }
    } else {
      // A '<' that starts no markup ('a < b', '<3') is just a character.
      output += '<';
      index = lt + 1;
    }
  }
  return output;
}

function decodeCodePoint(codePoint: number): string {
  const valid = codePoint > 0 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
  return valid ? String.fromCodePoint(codePoint) : '';
}

/**
 * Decodes character references ('&amp;', '&#60;', '&#x3C;') to text. References this table does
 * not know are removed: they are markup, and their text would only be noise in a search.
 * A '&' that starts no reference ('AT&T', 'R&D') is kept.
 */
function decodeEntities(input: string): string {
  return input.replace(/&(#\d{1,8}|#x[0-9a-f]{1,7}|[a-z][a-z0-9]{1,31});/gi, (_reference, body: string) => {
    if (/^#x/i.test(body)) return decodeCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return decodeCodePoint(Number.parseInt(body.slice(1), 10));
    return NAMED_ENTITIES.get(body) ?? NAMED_ENTITIES.get(body.toLowerCase()) ?? '';
  });
}

// Control characters other than whitespace (Cc) and format characters (Cf: soft hyphen, zero-width
// characters, bidi controls, the BOM) are invisible, so they could hide markup ('<\u0000script>')
// or make two equal-looking searches differ.
const INVISIBLE = /[^\P{Cc}\s]|\p{Cf}/gu;

// Decoded entities can spell new markup ('&lt;script&gt;'), so stripping repeats until nothing
// changes. Real input settles in one or two rounds; the bound only stops pathological nesting.
const MAX_ROUNDS = 8;

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * storefront spec §5 / service spec §5: search text is stripped of all markup. Removes tags
 * (keeping the text between them), the content of script, style and similar elements, comments,
 * CDATA and declarations; decodes character references and strips markup they spell; removes
 * invisible characters; collapses whitespace and trims. The result contains no markup, and
 * sanitizing it again changes nothing.
 */
export function sanitizeSearchText(input: string | null | undefined): SanitizedSearchText {
  const original = input ?? '';
  let text = original;
  let settled = false;
  for (let round = 0; round < MAX_ROUNDS && !settled; round += 1) {
    const next = decodeEntities(stripMarkup(text.replace(INVISIBLE, '')));
    settled = next === text;
    text = next;
  }
  if (!settled) {
    // Still unwinding after MAX_ROUNDS: drop the characters markup and references are made of.
    text = text.replace(/[<>&]/g, '');
  }
  const cleaned = collapseWhitespace(text);
  return { text: cleaned, changed: cleaned !== collapseWhitespace(original) };
}

/** storefront spec §5: a blank search is ignored. Blank means nothing is left after sanitizing. */
export function isBlankSearch(input: string | null | undefined): boolean {
  return sanitizeSearchText(input).text === '';
}

/**
 * storefront spec §5: type-ahead queries only for a trimmed term of at least 3 characters
 * (counted as characters a person sees, so an emoji is one).
 */
export function isTypeaheadTerm(term: string | null | undefined): boolean {
  return characterCount((term ?? '').trim()) >= TYPEAHEAD_MIN_CHARS;
}
