// Shortening names for narrow places (storefront spec §2.3 sidebar, §5 item-list names).

/** The mark appended to shortened text: one character, the horizontal ellipsis. */
export const ELLIPSIS = '…';

/**
 * Shortens `text` to at most `max` characters, the ellipsis included, so the result never exceeds
 * the space the spec reserves. Text that fits is returned unchanged; longer text keeps its first
 * `max - 1` characters, drops trailing whitespace and ends with '…':
 * truncate('Gauze Pads 4x4 Sterile', 11) === 'Gauze Pads…', and at 12 the same ('Gauze Pads ' loses
 * its space). Characters are Unicode code points, so an emoji is never cut in half.
 * A `max` below 1 leaves nothing but the empty string; NaN throws a RangeError.
 */
export function truncate(text: string, max: number): string {
  if (Number.isNaN(max)) throw new RangeError('truncate needs a numeric max');
  const characters = [...text];
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
