// Filters above a back-office list, kept in the URL (?status=&q=&page=) so a filtered queue can be
// reloaded, bookmarked and opened in a new tab. The fields are the shared form fields (form.tsx);
// Apply submits them all, Clear goes back to the defaults. A change of filter starts at page 1.
import type { SubmitEvent, ReactNode } from 'react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { FoldingFilters } from '@/components/ui/folding-filters';

/**
 * The list's filters and page from the URL, with `defaults` for what the URL leaves out.
 * `setFilters` replaces the filters (page back to 1); `setPage` changes the page only.
 */
export function useListParams<Keys extends string>(defaults: Readonly<Record<Keys, string>>) {
  // `defaults` must be a module-level constant (the memo below depends on it).
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => {
    const values: Record<Keys, string> = { ...defaults };
    for (const key of Object.keys(defaults) as Keys[]) {
      const value = searchParams.get(key);
      if (value !== null) values[key] = value;
    }
    return values;
  }, [searchParams, defaults]);
  const pageValue = Number(searchParams.get('page') ?? '1');
  const page = Number.isInteger(pageValue) && pageValue >= 1 ? pageValue : 1;

  const setFilters = useCallback(
    (next: Partial<Record<Keys, string>>) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(next) as Array<[Keys, string | undefined]>) {
        const trimmed = value?.trim() ?? '';
        if (trimmed !== '' && trimmed !== defaults[key]) params.set(key, trimmed);
      }
      setSearchParams(params);
    },
    [defaults, setSearchParams],
  );
  const setPage = useCallback(
    (next: number) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next <= 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      });
    },
    [setSearchParams],
  );
  return { filters, page, setFilters, setPage };
}

export interface FilterBarProps {
  /** The form's accessible name ('Filter orders'). */
  label: string;
  /** Called with the form's named fields on Apply. */
  onApply: (values: Record<string, string>) => void;
  onClear: () => void;
  children: ReactNode;
}

/**
 * A row of filter fields (give each a `name`) with Apply and Clear. On a phone it folds behind a
 * Filters button (issue 31, as the storefront's lists), which counts the filters in force: the URL
 * holds only those that differ from the list's defaults (useListParams).
 */
export function FilterBar({ label, onApply, onClear, children }: FilterBarProps) {
  const [searchParams] = useSearchParams();
  const activeCount = [...searchParams.keys()].filter((key) => key !== 'page').length;
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const values: Record<string, string> = {};
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') values[key] = value;
    }
    onApply(values);
  }
  return (
    <FoldingFilters activeCount={activeCount}>
      <form
        role="search"
        aria-label={label}
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        {children}
        <div className="flex gap-2">
          <Button type="submit">Apply</Button>
          <Button type="button" variant="outline" onClick={onClear}>
            Clear
          </Button>
        </div>
      </form>
    </FoldingFilters>
  );
}
