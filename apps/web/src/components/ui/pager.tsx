// Previous / Next under a paginated account table, with "Page n of m · total things".
import { Button } from './button';

export interface PagerProps {
  /** The nav's accessible name ('Orders pages'). */
  label: string;
  page: number;
  pages: number;
  total: number;
  /** What the total counts ('orders'). */
  noun: string;
  onPage: (page: number) => void;
}

export function Pager({ label, page, pages, total, noun, onPage }: PagerProps) {
  return (
    <nav
      aria-label={label}
      className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm"
    >
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {Math.max(pages, 1)} · {total} {noun}
      </span>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
