// The product listing of /products/{page} and /category/{catid} (storefront spec §2.1, §4): filters,
// sort, result count, product cards and pagination, all driven by the URL (lib/listing-params).
import type { PaginateItemsResponse, ProductCard as ProductCardData } from '@medsupply/contract';
import type { ItemSort } from '@medsupply/contract';
import { formatCount } from '@medsupply/domain';
import { SlidersHorizontal } from 'lucide-react';
import { Suspense, lazy, useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { LoadFailed, loadFailedMessage } from '@/components/ui/query-view';
import { cn } from '@/lib/cn';

import { usePaginateItems } from '../api/paginate-items';
import { ITEM_SORTS, PAGE_SIZE } from '../constants';
import { chooseCategory, chooseFilter, goToPage, paginateBody } from '../lib/listing-params';
import type { ListingState } from '../lib/listing-params';

import { ListingFilters } from './listing-filters';
import type { CategoryOption } from './listing-filters';
import { Pagination } from './pagination';
import { ProductCard, ProductCardSkeleton } from './product-card';

const NoResults = lazy(() => import('./no-results'));

/**
 * The cards of a listing's first screen (two rows on a phone, the first row from xl up): their
 * pictures load at once, and the rest render and load only as they come near the viewport.
 */
const EAGER_CARDS = 4;

const SORT_LABELS: Record<ItemSort, string> = {
  relevance: 'Best match',
  'name-asc': 'Name: A to Z',
  'name-desc': 'Name: Z to A',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
};

export interface ProductListingProps {
  state: ListingState;
  /** The URL of a listing state (page in the path or the query, depending on the route). */
  hrefOf: (state: ListingState) => string;
  categories?: CategoryOption[];
  /** A buyer opened a product from the results (search analytics). */
  onProductOpen?: (product: ProductCardData, queryID: string | null) => void;
}

export function ProductListing({ state, hrefOf, categories, onProductOpen }: ProductListingProps) {
  const navigate = useNavigate();
  const listing = usePaginateItems(paginateBody(state));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sortId = useId();
  const filtersId = useId();
  const data = listing.data;
  const go = (next: ListingState) => void navigate(hrefOf(next));
  const canSortByPrice = data?.results.some((card) => 'price' in card) ?? false;

  const filters = (
    <ListingFilters
      state={state}
      facets={data?.facets}
      categories={categories}
      onChoose={(group, value) => go(chooseFilter(state, group, value))}
      onChooseCategory={(category) => go(chooseCategory(state, category))}
    />
  );

  // Suspense boundaries: React hydrates the listing, its filters and each card as slices of their
  // own, the one the buyer presses first.
  return (
    <Suspense fallback={null}>
      <div className="grid gap-8 lg:grid-cols-[240px_minmax(0,1fr)]">
        {/* Shown from lg up: on a phone it stays markup until the screen widens or it is used. */}
        <Suspense fallback={null}>
          <aside aria-label="Filters" className="hidden lg:block">
            {filters}
          </aside>
        </Suspense>

        <section aria-label="Results" aria-busy={listing.isFetching} className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
            <p className="text-sm text-slate-700" role="status">
              {data ? resultCount(data) : 'Loading products…'}
            </p>
            <div className="flex items-center gap-2">
              <button
                type="button"
                aria-expanded={filtersOpen}
                aria-controls={filtersId}
                onClick={() => setFiltersOpen((open) => !open)}
                className={buttonStyles({ variant: 'outline', size: 'md', className: 'lg:hidden' })}
              >
                <SlidersHorizontal aria-hidden="true" />
                Filters
              </button>
              <label htmlFor={sortId} className="sr-only sm:not-sr-only sm:text-sm sm:text-slate-700">
                Sort by
              </label>
              <select
                id={sortId}
                value={state.sort ?? 'relevance'}
                onChange={(event) => go(chooseFilter(state, 'sort', event.target.value))}
                className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
              >
                {ITEM_SORTS.filter((sort) => canSortByPrice || !sort.startsWith('price')).map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {filtersOpen && (
            <div id={filtersId} className="mt-4 rounded-xl border border-slate-200 bg-white p-4 lg:hidden">
              {filters}
            </div>
          )}

          <div className={cn('mt-6', listing.isPlaceholderData && 'opacity-60 transition-opacity')}>
            {listing.isPending ? (
              <ul
                className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4"
                aria-hidden="true"
              >
                {Array.from({ length: 8 }, (_, index) => (
                  <li key={index}>
                    <ProductCardSkeleton />
                  </li>
                ))}
              </ul>
            ) : listing.isError ? (
              <LoadFailed
                message={loadFailedMessage('products', listing.error, 'the')}
                onRetry={() => void listing.refetch()}
              />
            ) : data && data.results.length === 0 ? (
              // Its own chunk: most listings find something (initial JS budget, ARCHITECTURE §11).
              <Suspense fallback={null}>
                <NoResults data={data} />
              </Suspense>
            ) : data ? (
              <>
                {/* The cards' names are h3: the results have their heading at every width (the
                  filters' h2 is hidden on a phone), so the outline does not skip a level. */}
                <h2 className="sr-only">Products</h2>
                <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
                  {data.results.map((product, index) => (
                    // Cards past the first screen render as they come near it (index.css).
                    <li key={product.id} className={index >= EAGER_CARDS ? 'listing-card-later' : undefined}>
                      <Suspense fallback={null}>
                        <ProductCard
                          product={product}
                          eager={index < EAGER_CARDS}
                          onOpen={onProductOpen ? () => onProductOpen(product, data.queryID) : undefined}
                        />
                      </Suspense>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>

          {data && (
            <div className="mt-8">
              <Pagination
                page={data.page}
                pages={data.pages}
                hrefOf={(page) => hrefOf(goToPage(state, page))}
              />
            </div>
          )}
        </section>
      </div>
    </Suspense>
  );
}

function resultCount(data: PaginateItemsResponse): string {
  if (data.total === 0) return '0 results';
  const first = (data.page - 1) * (data.limit || PAGE_SIZE) + 1;
  const last = Math.min(data.total, first + data.results.length - 1);
  const total = formatCount(data.total);
  return `Showing ${first}–${last} of ${total} ${data.total === 1 ? 'result' : 'results'}`;
}
