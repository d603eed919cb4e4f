// /category/{catid} (storefront spec §2.1): a category page; catid is the urlComponent or the id.
// The server embeds the category and page 1 of its listing (lib/initial-data) for the first paint.
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';

import { PageFrame } from '@/components/page-frame';
import { categoryPath } from '@/features/catalog/api/get-categories';
import { takeCategoryFirstData, useCategory } from '@/features/catalog/api/get-category';
import { ProductListing } from '@/features/catalog/components/product-listing';
import { listingSearchParams, readListingState } from '@/features/catalog/lib/listing-params';
import type { ListingState } from '@/features/catalog/lib/listing-params';
import { ErrorView } from '@/features/errors/components/error-view';
import { SearchForm } from '@/features/search/components/search-form';
import { ApiError } from '@/lib/api-client';

export default function CategoryRoute() {
  const { catid = '' } = useParams();
  const [searchParams] = useSearchParams();
  const [firstData] = useState(() => takeCategoryFirstData(catid));
  const category = useCategory(catid, firstData.category);
  const state: ListingState = {
    ...readListingState(searchParams, searchParams.get('page')),
    category: catid,
    search: null,
  };

  function hrefOf(next: ListingState): string {
    const params = listingSearchParams({ ...next, category: null });
    if (next.page > 1) params.set('page', String(next.page));
    const query = params.toString();
    return `/category/${encodeURIComponent(catid)}${query ? `?${query}` : ''}`;
  }

  if (category.isError && category.error instanceof ApiError && category.error.status === 404) {
    return <ErrorView status={404} search={<SearchForm />} />;
  }
  const detail = category.data;
  const name = detail?.name ?? 'Category';
  const isFirstPage =
    state.page === 1 && !state.manufacturer && state.rxLevel === null && !state.availability && !state.sort;

  return (
    <PageFrame
      title={name}
      description={detail?.description ?? undefined}
      breadcrumbs={[
        { label: 'Home', to: '/' },
        ...(detail?.breadcrumbs ?? [])
          .slice(0, -1)
          .map((crumb) => ({ label: crumb.name, to: categoryPath(crumb) })),
        { label: name },
      ]}
    >
      {detail && detail.children.length > 0 && (
        <nav aria-label="Subcategories" className="-mt-2 mb-8">
          <ul className="flex flex-wrap gap-2">
            {detail.children.map((child) => (
              <li key={child.id}>
                <Link
                  to={categoryPath(child)}
                  className="inline-flex h-9 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-navy-900 hover:border-brand-600 hover:text-brand-700"
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ProductListing
        key={catid}
        state={state}
        hrefOf={hrefOf}
        initialData={isFirstPage ? firstData.listing : undefined}
      />
    </PageFrame>
  );
}
