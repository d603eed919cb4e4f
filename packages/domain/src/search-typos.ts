// How many typos a search word is forgiven (issue 29, docs/decisions/0039): none under four
// letters or with a digit in it (item numbers, MPNs and sizes are typed exactly), one for words of
// four to seven letters, two from eight. A typo is one edit of Damerau–Levenshtein's kind: a
// letter inserted, deleted, replaced, or two neighbours swapped ('thermomter', 'stethascope').

/** The typos a query word is allowed: 0, 1 or 2. */
export function typoAllowance(word: string): number {
  if (/\d/.test(word)) return 0;
  const length = Array.from(word).length;
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * The edit distance between a and b with adjacent swaps counting one (optimal string alignment),
 * or `limit + 1` as soon as it is certain to exceed `limit`: candidates are a few dozen words, and
 * most are far.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  // Three rows of the dynamic-programming table: two back for the swap.
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[t.length] ?? limit + 1, limit + 1);
}

/**
 * The typos between what the buyer typed and a catalogue word, within the word's allowance, or
 * null when it is further. `typing` is true for the term's last word, which may be unfinished: it
 * is then also compared with the start of the catalogue word ('stethascop' → 'stethoscope').
 */
export function typosTo(typed: string, word: string, typing: boolean): number | null {
  const allowance = typoAllowance(typed);
  if (allowance === 0) return null;
  let best = typoDistance(typed, word, allowance);
  if (typing) {
    const start = Array.from(word).slice(0, Array.from(typed).length).join('');
    best = Math.min(best, typoDistance(typed, start, allowance));
  }
  return best <= allowance ? best : null;
}
