// The back office's synonyms (issue 29 point 3): sets of phrases buyers use for the same thing
// ('bp cuff', 'blood pressure cuff'), listed, added, changed and removed by content staff; the
// store's search applies an edit to the next search in every process (ADR 0039).
import { z } from 'zod';

/** What a phrase may hold once normalized: lower-case letters and digits between single spaces. */
export const SYNONYM_PHRASE_MAX = 60;
export const SYNONYM_PHRASES_MAX = 20;

export const SearchSynonym = z.object({
  id: z.number().int(),
  phrases: z.array(z.string()),
});
export type SearchSynonym = z.infer<typeof SearchSynonym>;

export const SearchSynonymsResponse = z.object({ synonyms: z.array(SearchSynonym) });
export type SearchSynonymsResponse = z.infer<typeof SearchSynonymsResponse>;

/** POST and PUT: the set's phrases, two or more once normalized and without repeats. */
export const SearchSynonymBody = z.object({
  phrases: z.array(z.string().trim().min(1).max(SYNONYM_PHRASE_MAX)).min(2).max(SYNONYM_PHRASES_MAX),
});
export type SearchSynonymBody = z.infer<typeof SearchSynonymBody>;
