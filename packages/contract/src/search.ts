// Our search in place of the hosted search service (service spec §7, storefront spec §2.9 and §5,
// ARCHITECTURE §8): type-ahead suggestions and 'Product Clicked' events. The full search is the
// searchTerm of POST /api/shopping/item/paginate.
import { z } from 'zod';
import { TYPEAHEAD_HITS } from '@medsupply/domain';
import { Id } from './catalog.ts';

/**
 * GET /api/search/suggestions?q=. Markup is stripped (a security event is logged when that changed
 * the text). A term that is shorter than 3 characters after trimming (storefront spec §5) is not an
 * error: the answer is simply empty (hits [], total 0), because a debounced type-ahead can
 * legitimately send one after a backspace. A missing `q` is a 400.
 */
export const SuggestionsQuery = z.object({
  q: z.string({ message: 'q is required' }).max(200, 'q must be at most 200 characters'),
});
export type SuggestionsQuery = z.infer<typeof SuggestionsQuery>;

/** A suggestion row: thumbnail, item name and display name (storefront spec §2.6, §2.9). */
export const SuggestionHit = z.object({
  id: Id,
  itemName: z.string(),
  displayName: z.string(),
  thumbnailImage: z.string().nullable(),
  urlComponent: z.string(),
});
export type SuggestionHit = z.infer<typeof SuggestionHit>;

export const SuggestionsResponse = z.object({
  /** The term searched for, after markup stripping and trimming. */
  query: z.string(),
  /** Identifies this search for click events; null when nothing was searched (term too short). */
  queryID: z.string().nullable(),
  /** At most TYPEAHEAD_HITS (5). */
  hits: z.array(SuggestionHit),
  /** Hits per page (5); the storefront shows 'See All Results' when hits.length reaches it. */
  hitsPerPage: z.number().int(),
  /**
   * Items matching the term (what 'See All Results' would list), counted up to SUGGESTIONS_TOTAL_CAP:
   * counting thousands of matches on every keystroke would cost more than the suggestions.
   */
  total: z.number().int(),
  /** False when `total` stopped at the cap ('20+'). */
  exhaustiveTotal: z.boolean(),
});
export type SuggestionsResponse = z.infer<typeof SuggestionsResponse>;

export const SUGGESTION_HITS = TYPEAHEAD_HITS;
/** The type-ahead's total counts matches up to this many. */
export const SUGGESTIONS_TOTAL_CAP = 20;

/** The analytics event name of a click (service spec §7). */
export const PRODUCT_CLICKED = 'Product Clicked';

/**
 * POST /api/search/click, logged-in callers only (401 otherwise): the user picked a search result.
 * objectIDs are item ids (numbers or digit strings); position counts from 1.
 */
export const SearchClickBody = z.object({
  queryID: z.string().trim().min(1, 'queryID is required').max(100),
  objectIDs: z
    .array(z.union([Id, z.string().regex(/^[1-9]\d{0,9}$/, 'objectIDs must be item ids')]))
    .min(1, 'objectIDs must name at least one item')
    .max(20, 'objectIDs may name at most 20 items'),
  position: z.number().int().min(1, 'position counts from 1').max(1000).default(1),
});
export type SearchClickBody = z.input<typeof SearchClickBody>;

export const SearchClickResponse = z.object({
  eventName: z.literal(PRODUCT_CLICKED),
  queryID: z.string(),
  objectIDs: z.array(z.string()),
  position: z.number().int(),
});
export type SearchClickResponse = z.infer<typeof SearchClickResponse>;
