// Counting and shortening user-visible text: names in narrow places (storefront spec §2.3 sidebar,
// §5 item-list names) and length rules of forms and search (service spec §5).

/** The mark appended to shortened text: one character, the horizontal ellipsis. */
export const ELLIPSIS = '…';

const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Splits text into the characters a person sees (grapheme clusters): 'é' written as e + accent,
 * a flag or a family emoji each count once, so lengths match what the user typed.
 */
export function splitCharacters(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), ({ segment }) => segment);
}

/** The number of characters a person sees in `text` (see `splitCharacters`). */
export function characterCount(text: string): number {
  let count = 0;
  for (const _segment of graphemeSegmenter.segment(text)) count += 1;
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
