// Texts and timings of search (storefront spec §2.9, §5, §9).
export { TYPEAHEAD_HITS, TYPEAHEAD_MIN_CHARS } from '@medsupply/domain';

/** The type-ahead waits for a pause in typing before asking (ARCHITECTURE §5: 200 ms debounce). */
export const TYPEAHEAD_DEBOUNCE_MS = 200;
export const SEE_ALL_RESULTS = 'See All Results';
export const SEARCH_LABEL = 'Search products';
