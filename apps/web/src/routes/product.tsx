// /product/{id} (storefront spec §2.1, §2.5): product detail; id is the item id or url component.
// On entry the page scrolls to top and starts fresh (quantity and unit reset): the page is keyed by
// the id, so a new id is a new page. The loader reads the product as the document's buyer sees it
// (prices only for a price-visible login) and gives the page its head (title, canonical, JSON-LD).
import { catalogPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, data, useParams, useSearchParams } from 'react-router';

import { Container } from '@/components/ui/container';
import { LoadFailed, LoadingBlock, loadFailedMessage } from '@/components/ui/query-view';
import { primed, readCall, serverApi } from '@/app/server-api';
import { useItem } from '@/features/catalog/api/get-item';
import { catalogKeys } from '@/features/catalog/api/keys';
import { ProductDetail } from '@/features/catalog/components/product-detail';
import { notFoundHead, productHead } from '@/features/catalog/lib/page-head';
import { ErrorView } from '@/features/errors/components/error-view';
import { displaySupportPhone, telHref } from '@/features/layout/constants';
import { ItemRecallBanner } from '@/features/recalls/components/recall-banner';
import { SearchForm } from '@/features/search/components/search-form';
import { useSiteConfig } from '@/features/site/api/get-site-config';
import { isNotFound } from '@/lib/refusal';

import type { Route } from './+types/product';

export async function loader({ params, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const item = await readCall(api, 'GET', catalogPaths.item, { query: { id: params.id } });
  if (!item) throw data({ head: notFoundHead('Product') }, { status: 404 });
  return {
    head: productHead(item, api.publicUrl),
    queries: primed([[catalogKeys.item(params.id), item]]),
  };
}

// A page that failed (404) has no loader data: its head says so.
export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  error ? notFoundHead('Product') : loaderData.head;

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { id = '' } = useParams();
  // storefront spec §2.5: with no id it goes to /products.
  if (!id.trim()) return <Navigate to="/products" replace />;
  return (
    <HydrationBoundary state={loaderData.queries}>
      <ProductPage key={id} itemKey={id} />
    </HydrationBoundary>
  );
}

function ProductPage({ itemKey }: { itemKey: string }) {
  const item = useItem(itemKey);
  const siteConfig = useSiteConfig();
  const [searchParams] = useSearchParams();
  const uom = searchParams.get('uom');

  useEffect(() => {
    // storefront spec §2.5: on entry the page scrolls to top (unless a #section was asked for).
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);

  if (item.isError && isNotFound(item.error)) return <ErrorView status={404} search={<SearchForm />} />;

  const phone = siteConfig.data?.supportPhone;
  return (
    <Container className="py-6 md:py-10">
      {item.data ? <ItemRecallBanner itemId={item.data.id} className="mb-4" /> : null}
      {item.data ? (
        <ProductDetail
          item={item.data}
          itemKey={itemKey}
          preselectedUnitId={uom && /^\d+$/.test(uom) ? Number(uom) : null}
          supportPhone={phone ? { display: displaySupportPhone(phone), href: telHref(phone) } : undefined}
        />
      ) : (
        // The page keeps a screen's height while it loads, so the footer does not jump (layout shift).
        <div className="min-h-screen">
          {item.isError ? (
            <LoadFailed
              message={loadFailedMessage('product', item.error, 'the')}
              onRetry={() => void item.refetch()}
            />
          ) : (
            <LoadingBlock label="Loading product" shape="panel" />
          )}
        </div>
      )}
    </Container>
  );
}
