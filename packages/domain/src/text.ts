// Counting and shortening user-visible text: names in narrow places (storefront spec §2.3 sidebar,
// §5 item-list names) and length rules of forms and search (service spec §5).

/** The mark appended to shortened text: one character, the horizontal ellipsis. */
export const ELLIPSIS = '…';

// Made on first use, not when the module loads: building a segmenter loads the runtime's
// line-breaking data, a few milliseconds the storefront's start-up does not need to spend
// (every page imports this module; ADR 0012, "Open").
let graphemeSegmenter: Intl.Segmenter | undefined;
function graphemes(text: string): Iterable<Intl.SegmentData> {
  graphemeSegmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return graphemeSegmenter.segment(text);
}

/** Printable ASCII: each code unit is one character a person sees, so no segmenting is needed. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Splits text into the characters a person sees (grapheme clusters): 'é' written as e + accent,
 * a flag or a family emoji each count once, so lengths match what the user typed.
 */
export function splitCharacters(text: string): string[] {
  if (PRINTABLE_ASCII.test(text)) return text.split('');
  return Array.from(graphemes(text), ({ segment }) => segment);
}

/** The number of characters a person sees in `text` (see `splitCharacters`). */
export function characterCount(text: string): number {
  if (PRINTABLE_ASCII.test(text)) return text.length;
  let count = 0;
  for (const _segment of graphemes(text)) count += 1;
  return count;
}

/**
 * Shortens `text` to at most `max` characters, the ellipsis included, so the result never exceeds
 * the space the spec reserves. Text that fits is returned unchanged; longer text keeps its first
 * `max - 1` characters, drops trailing whitespace and ends with '…':
 * truncate('Gauze Pads 4x4 Sterile', 11) === 'Gauze Pads…', and at 12 the same ('Gauze Pads ' loses
 * its space). Characters are counted as a person sees them, so an emoji or an accented letter is
 * never cut in half. A `max` below 1 leaves the empty string; NaN throws a RangeError.
 */
export function truncate(text: string, max: number): string {
  if (Number.isNaN(max)) throw new RangeError('truncate needs a numeric max');
  // A person never sees more characters than the text has code units.
  if (text.length <= max) return text;
  const characters = splitCharacters(text);
  if (characters.length <= max) return text;
  const limit = Math.floor(max);
  if (limit < 1) return '';
  return (
    characters
      .slice(0, limit - 1)
      .join('')
      .trimEnd() + ELLIPSIS
  );
}
