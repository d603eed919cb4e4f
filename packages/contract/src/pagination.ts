// The generic paginated shape of service spec §7 (`GET /api/{route}/paginate`) and storefront spec §3
// "Pagination per list": { limit, page, pages, total, results }. Every paginated response uses it.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '@medsupply/domain';

/** The largest page any list answers; bigger requests are refused with 400 rather than served slowly. */
export const MAX_PAGE_SIZE = 100;
/** Pages beyond this are refused: nobody reads page 10,001, but a crawler could ask for it. */
export const MAX_PAGE = 10_000;

/** `?page=` from 1. */
export function pageParam() {
  return z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(MAX_PAGE, `page must be ${MAX_PAGE} or less`)
    .default(1);
}

/** `?limit=` from 1 to `max` (the open-invoice fetch asks for 10000, service spec §9). */
export function limitParam(max: number, defaultLimit: number = DEFAULT_PAGE_SIZE) {
  return z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(max, `limit must be ${max} or less`)
    .default(defaultLimit);
}

/** `?page=&limit=` on a GET: numbers in a query string, page from 1, limit 1..MAX_PAGE_SIZE. */
export function paginateQuery(defaultLimit: number) {
  return z.object({ page: pageParam(), limit: limitParam(MAX_PAGE_SIZE, defaultLimit) });
}

/** The generic paginate query at the default page size (10). */
export const PaginateQuery = paginateQuery(DEFAULT_PAGE_SIZE);
export type PaginateQuery = z.infer<typeof PaginateQuery>;

/** `{ limit, page, pages, total, results }` around any result schema. */
export function paginated<T extends z.ZodType>(result: T) {
  return z.object({
    limit: z.number().int(),
    page: z.number().int(),
    /** Number of pages (0 when there are no results). */
    pages: z.number().int(),
    total: z.number().int(),
    results: z.array(result),
  });
}

/** The pagination numbers for `total` results at `limit` per page. */
export function pageCount(total: number, limit: number): number {
  return total === 0 ? 0 : Math.ceil(total / limit);
}
