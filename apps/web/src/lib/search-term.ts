// storefront spec §5 (Search): search text is stripped of all markup, and a blank (trimmed) search
// is ignored on submit. Shared by the header search form and, later, the type-ahead.

// Elements whose text is code or styling, not words a buyer typed.
const NON_TEXT_ELEMENTS = /<(script|style|template|iframe|object|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAGS = /<\/?[a-z!?/][^>]*>?/gi;
const COMMENTS = /<!--[\s\S]*?(-->|$)/g;

export interface SanitizedSearchTerm {
  /** The term with markup removed and whitespace collapsed; '' when nothing is left. */
  term: string;
  /** True when markup was removed (spec: a security event is logged in that case). */
  hadMarkup: boolean;
}

export function sanitizeSearchTerm(raw: string): SanitizedSearchTerm {
  const stripped = raw.replace(COMMENTS, ' ').replace(NON_TEXT_ELEMENTS, ' ').replace(TAGS, ' ');
  const hadMarkup = stripped !== raw;
  return { term: stripped.replace(/\s+/g, ' ').trim(), hadMarkup };
}

/** storefront spec §2.9: a search goes to /products/1 with the search query. */
export function searchResultsPath(term: string): string {
  return `/products/1?${new URLSearchParams({ search: term }).toString()}`;
}
