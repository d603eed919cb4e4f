// What a change of session (login, account switch, logout) does to cached server state: every
// query is reset, so prices, carts and account data are fetched again with the new token (or
// vanish without one), except session-independent ones: the store-wide settings (key root 'site',
// features/site) and any query that sets `meta: SESSION_INDEPENDENT`.
import type { Query, QueryClient } from '@tanstack/react-query';

/** Put on a query's `meta` when its answer is the same for every visitor. */
export const SESSION_INDEPENDENT = { sessionIndependent: true } as const;

/** Key roots of queries whose answers never depend on who is logged in. */
const SESSION_INDEPENDENT_KEY_ROOTS: readonly unknown[] = ['site'];

export function isSessionIndependent(query: Query): boolean {
  return (
    query.meta?.['sessionIndependent'] === true || SESSION_INDEPENDENT_KEY_ROOTS.includes(query.queryKey[0])
  );
}

/** Resets the session's queries; `keep` spares more (the user that was just set). */
export function resetSessionQueries(
  queryClient: QueryClient,
  keep: (query: Query) => boolean = () => false,
): Promise<void> {
  return queryClient.resetQueries({ predicate: (query) => !isSessionIndependent(query) && !keep(query) });
}
