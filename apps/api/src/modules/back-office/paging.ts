// The back office's lists answer the generic paginated shape (contract paginated()); each query
// carries its filter's total on every row (count(*) OVER ()).
import { pageCount } from '@medsupply/contract';

export function pageOf<R extends { full_count?: number }, T>(
  rows: readonly R[],
  query: { page: number; limit: number },
  map: (row: R) => T,
) {
  const total = rows[0]?.full_count ?? 0;
  return {
    limit: query.limit,
    page: query.page,
    pages: pageCount(total, query.limit),
    total,
    results: rows.map(map),
  };
}
