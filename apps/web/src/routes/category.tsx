// /category/{catid} (storefront spec §2.1): a category page; catid is the urlComponent or the id.
// The loader reads the category and the listing the URL asks for, as the document's buyer sees
// them, and gives the page its head (title, canonical, breadcrumb JSON-LD).
import { catalogPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import { Link, data, useParams, useSearchParams } from 'react-router';

import { PageFrame } from '@/components/page-frame';
import { LoadFailed, loadFailedMessage } from '@/components/ui/query-view';
import { categoryPath } from '@/features/catalog/api/get-categories';
import { primed, readCall, serverApi } from '@/app/server-api';
import { useCategory } from '@/features/catalog/api/get-category';
import { catalogKeys } from '@/features/catalog/api/keys';
import { categoryHead, notFoundHead } from '@/features/catalog/lib/page-head';
import { ProductListing } from '@/features/catalog/components/product-listing';
import {
  categoryListingState,
  listingSearchParams,
  paginateBody,
} from '@/features/catalog/lib/listing-params';
import type { ListingState } from '@/features/catalog/lib/listing-params';
import { ErrorView } from '@/features/errors/components/error-view';
import { SearchForm } from '@/features/search/components/search-form';
import { isNotFound } from '@/lib/refusal';

import type { Route } from './+types/category';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const body = paginateBody(categoryListingState(new URL(request.url).searchParams, params.catid));
  const [category, listing] = await Promise.all([
    readCall(api, 'GET', catalogPaths.getCategoryBySubCategoryUrl, {
      query: { urlComponent: params.catid },
    }),
    readCall(api, 'POST', catalogPaths.paginate, { body }),
  ]);
  if (!category) throw data(null, { status: 404 });
  return {
    head: categoryHead(category, listing, api.publicUrl),
    queries: primed([
      [catalogKeys.category(params.catid), category],
      [catalogKeys.listing(body), listing],
    ]),
  };
}

// A page that failed (404) has no loader data: its head says so.
export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  error ? notFoundHead('Category') : loaderData.head;

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <CategoryPage />
    </HydrationBoundary>
  );
}

function CategoryPage() {
  const { catid = '' } = useParams();
  const [searchParams] = useSearchParams();
  const category = useCategory(catid);
  const state: ListingState = categoryListingState(searchParams, catid);

  function hrefOf(next: ListingState): string {
    const params = listingSearchParams({ ...next, category: null });
    if (next.page > 1) params.set('page', String(next.page));
    const query = params.toString();
    return `/category/${encodeURIComponent(catid)}${query ? `?${query}` : ''}`;
  }

  if (category.isError && isNotFound(category.error)) {
    return <ErrorView status={404} search={<SearchForm />} />;
  }
  const detail = category.data;
  const name = detail?.name ?? 'Category';

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
      {/* The category could not be read (not a missing one): say so, with Try again; its products still list. */}
      {!detail && category.isError && (
        <LoadFailed
          className="mb-8"
          message={loadFailedMessage('category', category.error, 'the')}
          onRetry={() => void category.refetch()}
        />
      )}
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
      <ProductListing key={catid} state={state} hrefOf={hrefOf} />
    </PageFrame>
  );
}
