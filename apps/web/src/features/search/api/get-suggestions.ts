// Type-ahead suggestions (GET /api/search/suggestions?q=, storefront spec §2.9 and §5): only for a
// trimmed term of at least 3 characters; up to 5 hits with a query id for click events.
import { searchPaths } from '@medsupply/contract';
import type { SuggestionsResponse } from '@medsupply/contract';
import { isTypeaheadTerm } from '@medsupply/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

export const searchKeys = {
  all: ['search'] as const,
  suggestions: (term: string) => [...searchKeys.all, 'suggestions', term] as const,
};

export function getSuggestions(term: string, signal?: AbortSignal): Promise<SuggestionsResponse> {
  return call('GET', searchPaths.suggestions, {
    query: { q: term },
    signal,
    skipAuthRedirect: true,
  });
}

export const suggestionsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(term),
    queryFn: ({ signal }) => getSuggestions(term, signal),
    enabled: isTypeaheadTerm(term),
    staleTime: 60 * 1000,
  });

export function useSuggestions(term: string) {
  return useQuery(suggestionsQueryOptions(term));
}
