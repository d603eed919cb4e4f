// The header search bar. storefront spec §2.9 and §5: the term is stripped of markup, a blank term
// is ignored, and a search goes to /products/1?search=<term>. The type-ahead comes later.
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { cn } from '@/lib/cn';
import { sanitizeSearchText, searchResultsPath } from '@/lib/search-term';

export function SearchForm({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [value, setValue] = useState(() => searchParams.get('search') ?? '');
  const inputId = useId();

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const { text: term } = sanitizeSearchText(value);
    if (!term) return;
    setValue(term);
    void navigate(searchResultsPath(term));
  }

  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative flex w-full', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Search products, item # or MPN"
        autoComplete="off"
        enterKeyHint="search"
        className={cn(
          'h-11 w-full min-w-0 rounded-l-lg border border-r-0 border-slate-300 bg-white pr-3 pl-4 text-[15px] text-slate-900',
          'placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none',
          '[&::-webkit-search-cancel-button]:cursor-pointer',
        )}
      />
      <button
        type="submit"
        className={cn(
          'flex h-11 shrink-0 items-center gap-2 rounded-r-lg bg-brand-700 px-4 font-semibold text-white transition-colors',
          'hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        )}
      >
        <Search className="size-5" aria-hidden="true" />
        <span className="sr-only lg:not-sr-only">Search</span>
      </button>
    </form>
  );
}
