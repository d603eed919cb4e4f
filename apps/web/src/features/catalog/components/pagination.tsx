// Page links of a listing (storefront spec §3 "Pagination per list": page size 10).
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

import { cn } from '@/lib/cn';

/** Pages to show: first, last, and two either side of the current one, with gaps as null. */
export function pageWindow(current: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...wanted].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
  const result: Array<number | null> = [];
  for (const page of sorted) {
    const last = result[result.length - 1];
    if (typeof last === 'number' && page - last > 1) result.push(null);
    result.push(page);
  }
  return result;
}

const item =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function Pagination({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={cn(item, 'text-navy-900 hover:bg-slate-100')}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Link>
      ) : null}
      <ul className="flex items-center gap-1">
        {pageWindow(page, pages).map((entry, index) =>
          entry === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li
              key={entry}
              className={cn(
                Math.abs(entry - page) > 1 && entry !== 1 && entry !== pages && 'hidden sm:block',
              )}
            >
              <Link
                to={hrefOf(entry)}
                aria-label={`Page ${entry}`}
                aria-current={entry === page ? 'page' : undefined}
                className={cn(
                  item,
                  entry === page ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-slate-100',
                )}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className={cn(item, 'text-navy-900 hover:bg-slate-100')}>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
