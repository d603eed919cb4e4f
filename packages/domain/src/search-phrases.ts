// A synonym's phrase as search matches it (issue 29, docs/decisions/0039): lower-case, every run of
// characters other than letters and digits one space ('Band-Aid' → 'band aid', as a buyer's
// 'band-aid' is split into words). The API stores phrases so; the back office compares by it too,
// to find the set a phrase already belongs to.
export const normalizePhrase = (phrase: string): string =>
  phrase
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .join(' ');

/** The phrases staff typed in one field: one a line or separated by commas, normalized, each once. */
export function phrasesFromText(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,;]+/)
        .map(normalizePhrase)
        .filter((p) => p !== ''),
    ),
  ];
}
