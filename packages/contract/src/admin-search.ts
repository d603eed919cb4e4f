// The back office's search tools (issue 29 points 3 and 5): synonyms, sets of phrases buyers use for
// the same thing ('bp cuff', 'blood pressure cuff'), listed, added, changed and removed by content
// staff, which the store's search applies to the next search in every process (ADR 0039); and the
// week's searches: the top ones, those with no results and those with no click.
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

/** How far back the back office's week picker goes (and `weeks` may ask). */
export const SEARCH_ANALYTICS_WEEKS_MAX = 26;

/**
 * GET search analytics: how many weeks back (this week included), the weeks with searches; or one
 * `week` (any day of it, YYYY-MM-DD; weeks start on Monday, UTC), answered even when it had none.
 */
export const SearchAnalyticsQuery = z.object({
  weeks: z.coerce.number().int().min(1).max(SEARCH_ANALYTICS_WEEKS_MAX).default(4),
  week: z.iso.date().optional(),
});
export type SearchAnalyticsQuery = z.infer<typeof SearchAnalyticsQuery>;

export const SearchTermCount = z.object({ query: z.string(), searches: z.number().int() });

/**
 * A term that found nothing that week, and what it does now: whether the same search finds
 * something today (a synonym or a new item since), and else the closest term that does ("Did you
 * mean", the word staff most likely want the term to mean), or null.
 */
export const SearchZeroResultTerm = SearchTermCount.extend({
  findsNow: z.boolean(),
  suggestion: z.string().nullable(),
});
export type SearchZeroResultTerm = z.infer<typeof SearchZeroResultTerm>;

/**
 * A week of searches (Monday 00:00 UTC on): the most searched terms, those that found nothing and
 * those that found something nobody clicked ('Product Clicked' with the search's query id).
 */
export const SearchAnalyticsWeek = z.object({
  weekStart: z.string(),
  searches: z.number().int(),
  zeroResultSearches: z.number().int(),
  top: z.array(SearchTermCount),
  zeroResults: z.array(SearchZeroResultTerm),
  noClicks: z.array(SearchTermCount),
});

export type SearchAnalyticsWeek = z.infer<typeof SearchAnalyticsWeek>;

export const SearchAnalyticsResponse = z.object({ weeks: z.array(SearchAnalyticsWeek) });
export type SearchAnalyticsResponse = z.infer<typeof SearchAnalyticsResponse>;
