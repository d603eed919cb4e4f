// /productLookup (storefront spec §2.2, login required; issue 19 point 8): many item numbers or
// MPNs at once, each with its item, availability, price when visible and whether it may be bought.
import { PageFrame } from '@/components/page-frame';
import { ProductLookupPage } from '@/features/product-lookup/components/product-lookup-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/product-lookup';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Product Lookup') }];

export default function ProductLookupRoute() {
  return (
    <PageFrame
      title="Product Lookup"
      description="Check many item numbers or manufacturer part numbers at once: availability, your price and whether your account may buy each one."
    >
      <ProductLookupPage />
    </PageFrame>
  );
}
