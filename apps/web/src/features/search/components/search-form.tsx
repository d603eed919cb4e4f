// The header search bar with type-ahead (storefront spec §2.9, §5): the term is stripped of markup,
// a blank term is ignored, and a search goes to /products/1?search=<term>, which resets category
// and page. While typing (a trimmed term of at least 3 characters, debounced) up to 5 suggestions
// show, each with thumbnail, item name and display name, then 'See All Results' when the limit is
// reached. It is an ARIA 1.2 combobox: arrows move, Enter picks, Escape closes.
import type { SuggestionHit } from '@medsupply/contract';
import { isTypeaheadTerm } from '@medsupply/domain';
import { ArrowRight, Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, SubmitEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { ItemThumbnail } from '@/components/ui/image';
import { cn } from '@/lib/cn';
import { sanitizeSearchText, searchResultsPath } from '@/lib/search-term';
import { typedIntoServerMarkup } from '@/lib/typed-into-server-markup';
import { useHydrated } from '@/lib/use-hydrated';

import { useSuggestions } from '../api/get-suggestions';
import { reportProductClicked } from '../api/send-search-click';
import { SEARCH_LABEL, SEE_ALL_RESULTS, TYPEAHEAD_DEBOUNCE_MS, TYPEAHEAD_HITS } from '../constants';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** The product listing's paths (`searchResultsPath`): where ?search= is the header's term. */
const RESULTS_PREFIX = '/products/';

function suggestionPath(hit: SuggestionHit): string {
  return `/product/${encodeURIComponent(hit.urlComponent || String(hit.id))}`;
}

/** The header's search field in the server's markup: the first search form of the page. */
function serverSearchInput(): Element | null {
  return document.querySelector('form[role="search"] input[name="search"]');
}

export function SearchForm({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Only the results page's ?search= is a product search: a list's own filter (Sales Orders'
  // and Invoices' ?search=INV…) is not put into the header's field.
  const onResults = useLocation().pathname.startsWith(RESULTS_PREFIX);
  const inputId = useId();
  const listboxId = useId();
  // A visitor can type into the server's markup before React hydrates it (ADR 0022); the state
  // starts from what they typed, so hydration does not set the input back.
  const hydrating = !useHydrated();
  const [value, setValue] = useState(
    () =>
      (hydrating && typeof document !== 'undefined' ? typedIntoServerMarkup(serverSearchInput()) : null) ??
      (onResults ? searchParams.get('search') : null) ??
      '',
  );
  // A term typed before hydration, with the field still focused, shows its suggestions as a term
  // typed after it does: the buyer is waiting for them.
  const [open, setOpen] = useState(
    () =>
      hydrating &&
      typeof document !== 'undefined' &&
      typedIntoServerMarkup(serverSearchInput()) !== null &&
      document.activeElement === serverSearchInput(),
  );
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);

  const term = useDebouncedValue(value.trim(), TYPEAHEAD_DEBOUNCE_MS);
  const suggestions = useSuggestions(term);
  const ready = isTypeaheadTerm(value) && isTypeaheadTerm(term) && suggestions.data !== undefined;
  const hits = ready ? suggestions.data.hits.slice(0, TYPEAHEAD_HITS) : [];
  const limitReached = ready && hits.length >= (suggestions.data.hitsPerPage || TYPEAHEAD_HITS);
  const optionCount = hits.length + (limitReached ? 1 : 0);
  const expanded = open && optionCount > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function search() {
    const { text } = sanitizeSearchText(value);
    // storefront spec §5: a blank search is ignored.
    if (!text) return;
    setValue(text);
    close();
    void navigate(searchResultsPath(text));
  }

  function pick(index: number) {
    const hit = hits[index];
    if (!hit) {
      search();
      return;
    }
    // storefront spec §2.9: a logged-in user's choice goes to search analytics as 'Product Clicked'.
    reportProductClicked(suggestions.data?.queryID ?? null, hit.id);
    close();
    void navigate(suggestionPath(hit));
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (expanded && active >= 0) pick(active);
    else search();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (optionCount === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: moving past either end returns there.
      setActive((current) => {
        const next = current + step;
        if (next >= optionCount) return -1;
        if (next < -1) return optionCount - 1;
        return next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      }
    }
  }

  return (
    <form
      ref={rootRef}
      role="search"
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) close();
      }}
      className={cn('relative flex w-full', className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {SEARCH_LABEL}
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 && active < optionCount ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder="Search products, item # or MPN"
        autoComplete="off"
        enterKeyHint="search"
        className={cn(
          'h-11 w-full min-w-0 rounded-l-lg border border-r-0 border-slate-300 bg-white pr-3 pl-4 text-[15px] text-slate-900',
          // The focus ring is the field's own (components/ui/field.tsx): solid brand-600, 4.8:1 on the
          // white header. A 25 % tint of it (1.4:1) was all that showed where the buyer was typing.
          'placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600',
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

      <ul
        id={listboxId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1.5 overflow-hidden rounded-xl border border-slate-200 bg-white py-1.5 shadow-popover"
      >
        {expanded &&
          hits.map((hit, index) => (
            <li
              key={hit.id}
              id={optionId(index)}
              role="option"
              aria-selected={active === index}
              // mousedown keeps focus in the input until the click picks the option.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
              onMouseEnter={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center gap-3 px-3 py-2',
                active === index ? 'bg-brand-50' : 'hover:bg-slate-50',
              )}
            >
              {/* Hidden from the option's name: the suggestion is read by its item and words. */}
              <span aria-hidden="true" className="shrink-0">
                <ItemThumbnail
                  src={hit.thumbnailImage}
                  size={40}
                  className="size-10 rounded-md border border-slate-200 bg-white text-[0px]"
                />
              </span>
              <span className="min-w-0">
                <span className="block text-xs font-semibold text-slate-600">{hit.itemName}</span>
                <span className="block truncate text-sm text-navy-900">{hit.displayName}</span>
              </span>
            </li>
          ))}
        {expanded && limitReached && (
          <li
            id={optionId(hits.length)}
            role="option"
            aria-selected={active === hits.length}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(hits.length)}
            onMouseEnter={() => setActive(hits.length)}
            className={cn(
              'mt-1 flex cursor-pointer items-center justify-between border-t border-slate-200 px-3 py-2.5 text-sm font-semibold text-brand-700',
              active === hits.length ? 'bg-brand-50' : 'hover:bg-slate-50',
            )}
          >
            {SEE_ALL_RESULTS}
            <ArrowRight className="size-4" aria-hidden="true" />
          </li>
        )}
      </ul>
    </form>
  );
}
