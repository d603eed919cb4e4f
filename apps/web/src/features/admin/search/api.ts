// The back office's search tools (issue 29, ADR 0039): the synonym sets and the week's searches, as
// TanStack queries under 'admin' keys, and mutations that refresh what they change. A synonym for
// a term that found nothing joins the set that already holds the word it should mean, so the term
// finds what every phrase of that set finds; otherwise it starts a set of the two.
import { adminPaths } from '@medsupply/contract';
import type { SearchSynonym } from '@medsupply/contract';
import { normalizePhrase } from '@medsupply/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '../lib/admin-api';

export const searchKeys = {
  all: ['admin', 'search'] as const,
  synonyms: ['admin', 'search', 'synonyms'] as const,
  analytics: (week: string) => ['admin', 'search', 'analytics', week] as const,
};

const fetchSynonyms = (signal?: AbortSignal) =>
  adminCall('GET', adminPaths.searchSynonyms, signal ? { signal } : {});

export function useSynonyms() {
  return useQuery({ queryKey: searchKeys.synonyms, queryFn: ({ signal }) => fetchSynonyms(signal) });
}

/** One week of searches (`week`: its Monday, YYYY-MM-DD). */
export function useSearchAnalytics(week: string) {
  return useQuery({
    queryKey: searchKeys.analytics(week),
    queryFn: ({ signal }) => adminCall('GET', adminPaths.searchAnalytics, { query: { week }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A change to the synonyms refreshes the list and the analytics (what a term finds now). */
function useSynonymChange<Vars, Answer>(call: (vars: Vars) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void client.invalidateQueries({ queryKey: searchKeys.all }),
  });
}

export const useAddSynonym = () =>
  useSynonymChange((phrases: string[]) =>
    adminCall('POST', adminPaths.searchSynonyms, { body: { phrases } }),
  );

export const useChangeSynonym = () =>
  useSynonymChange(({ id, phrases }: { id: number; phrases: string[] }) =>
    adminCall('PUT', adminPaths.searchSynonym, { params: { id }, body: { phrases } }),
  );

export const useRemoveSynonym = () =>
  useSynonymChange((id: number) => adminCall('DELETE', adminPaths.searchSynonym, { params: { id } }));

/** What adding `term` as meaning `meaning` did: joined an existing set, or started one. */
export interface TermAdded {
  synonym: SearchSynonym;
  joined: boolean;
}

/**
 * Makes `term` (a search that found nothing) mean `meaning`: added to the set holding `meaning`
 * (asked afresh, so a set another member just changed is not overwritten with an old copy), or a new
 * set of the two. A term already in that set is left as it is.
 */
export async function addTermTo(term: string, meaning: string): Promise<TermAdded> {
  const want = normalizePhrase(meaning);
  const { synonyms } = await fetchSynonyms();
  const set = synonyms.find((s) => s.phrases.includes(want));
  if (set) {
    if (set.phrases.includes(normalizePhrase(term))) return { synonym: set, joined: true };
    const synonym = await adminCall('PUT', adminPaths.searchSynonym, {
      params: { id: set.id },
      body: { phrases: [...set.phrases, term] },
    });
    return { synonym, joined: true };
  }
  const synonym = await adminCall('POST', adminPaths.searchSynonyms, { body: { phrases: [term, meaning] } });
  return { synonym, joined: false };
}

export const useAddTerm = () =>
  useSynonymChange(({ term, meaning }: { term: string; meaning: string }) => addTermTo(term, meaning));
