// /products/{page} (storefront spec §2.1): the product listing; a search arrives as ?search=, a
// category as ?category=. The state is the URL (features/catalog/lib/listing-params). The loader
// reads the listing the URL asks for, as the document's buyer sees it.
import { catalogPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';

import { primed, readCall, serverApi } from '@/app/server-api';
import { PageFrame } from '@/components/page-frame';
import { catalogKeys } from '@/features/catalog/api/keys';
import { categoryKeys, useCategories } from '@/features/catalog/api/get-categories';
import { ProductListing } from '@/features/catalog/components/product-listing';
import { findCategory } from '@/features/catalog/lib/category-tree';
import {
  listingSearchParams,
  paginateBody,
  productsListingState,
} from '@/features/catalog/lib/listing-params';
import type { ListingState } from '@/features/catalog/lib/listing-params';
import { reportProductClicked } from '@/features/search/api/send-search-click';

function listingHref(state: ListingState): string {
  const query = listingSearchParams(state).toString();
  return `/products/${state.page}${query ? `?${query}` : ''}`;
}

import type { Route } from './+types/products';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const body = paginateBody(productsListingState(new URL(request.url).searchParams, params.page));
  const api = serverApi(context);
  // The tree names the listing's category (its title) and fills the category filter.
  const [listing, categories] = await Promise.all([
    readCall(api, 'POST', catalogPaths.paginate, { body }),
    readCall(api, 'GET', catalogPaths.getCategories).catch(() => null),
  ]);
  return {
    queries: primed([
      [catalogKeys.listing(body), listing],
      [categoryKeys.tree(), categories],
    ]),
  };
}

export default function ProductsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <ProductsPage />
    </HydrationBoundary>
  );
}

function ProductsPage() {
  const { page } = useParams();
  const [searchParams] = useSearchParams();
  const state = productsListingState(searchParams, page);
  const categories = useCategories();
  const category =
    state.category && categories.data ? findCategory(categories.data, state.category) : undefined;
  const title = state.search ? `Results for “${state.search}”` : (category?.name ?? 'All Products');

  return (
    <PageFrame
      title={title}
      description={
        state.search
          ? 'Search by product name, item number or manufacturer part number (MPN).'
          : 'Medical and clinical supplies with account pricing.'
      }
      breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Products', to: '/products/1' }, { label: title }]}
    >
      <ProductListing
        state={state}
        hrefOf={listingHref}
        categories={(categories.data ?? []).map((node) => ({
          value: node.urlComponent || String(node.id),
          label: node.name,
        }))}
        onProductOpen={(product, queryID) => reportProductClicked(queryID, product.id)}
      />
    </PageFrame>
  );
}
