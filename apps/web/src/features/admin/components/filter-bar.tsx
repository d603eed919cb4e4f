// Filters above a back-office list, kept in the URL (?status=&q=&page=) so a filtered queue can be
// reloaded, bookmarked and opened in a new tab. The fields are the shared form fields (form.tsx) on
// react-hook-form, filled from the URL; Apply checks them by the list call's query schema and
// writes them, Clear goes back to the defaults. A change of filter starts at page 1.
import type { ReactNode } from 'react';
import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { FoldingFilters } from '@/components/ui/folding-filters';
import { schemaResolver } from '@/lib/schema-resolver';
import type { SafeParser } from '@/lib/schema-resolver';

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

/** What a filter field takes from the bar: its registration and the problem to show under it. */
export type FilterFieldProps = UseFormRegisterReturn & { error?: string };

export interface FilterBarProps<Keys extends string> {
  /** The form's accessible name ('Filter orders'). */
  label: string;
  /** The filters in force (useListParams): the fields show them and follow the URL. */
  filters: Readonly<Record<Keys, string>>;
  /** Called with the fields' values on Apply, once the query schema takes them. */
  onApply: (values: Record<Keys, string>) => void;
  onClear: () => void;
  /**
   * The list call's query schema (AuditQuery): a filter it would refuse ('entityId', a day that is
   * not one) is said under its field and not applied. Blank fields are left out, as the URL leaves them.
   */
  query?: SafeParser;
  /** The fields, each spread with its props by name: `<TextField label="Search" {...field('q')} />`. */
  children: (field: (name: Keys) => FilterFieldProps) => ReactNode;
}

/** The filled fields, as the list's query holds them. */
function filledOf(values: FieldValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values as Record<string, string>).filter(([, value]) => value.trim() !== ''),
  );
}

/**
 * A row of filter fields with Apply and Clear. On a phone it folds behind a Filters button (issue
 * 31, as the storefront's lists), which counts the filters in force: the URL holds only those that
 * differ from the list's defaults (useListParams).
 */
export function FilterBar<Keys extends string>({
  label,
  filters,
  onApply,
  onClear,
  query,
  children,
}: FilterBarProps<Keys>) {
  const [searchParams] = useSearchParams();
  const activeCount = [...searchParams.keys()].filter((key) => key !== 'page').length;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Record<string, string>>({
    // values, not defaultValues: Back, Clear or a link to another filter refills the fields.
    values: { ...filters },
    resolver: schemaResolver<Record<string, string>>(query ?? null, filledOf),
  });
  const field = (name: Keys): FilterFieldProps => ({ ...register(name), error: errors[name]?.message });
  const submit = handleSubmit((values) => onApply(values as Record<Keys, string>));
  return (
    <FoldingFilters activeCount={activeCount}>
      <form
        role="search"
        aria-label={label}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        {children(field)}
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
