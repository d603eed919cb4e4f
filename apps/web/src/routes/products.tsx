// /products/{page} (storefront spec §2.1): the product listing; a search arrives as ?search=.
import { useParams, useSearchParams } from 'react-router';

import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function ProductsRoute() {
  const { page } = useParams();
  const [searchParams] = useSearchParams();
  const search = searchParams.get('search');
  const category = searchParams.get('category');
  const title = search ? `Results for “${search}”` : 'All Products';
  return (
    <PageFrame
      title={title}
      description={
        category ? `In category: ${category}` : 'Medical and clinical supplies with account pricing.'
      }
      breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Products' }]}
    >
      <ComingSoon>
        {`The product listing${page && page !== '1' ? ` (page ${page})` : ''} with filters and sorting is on its way.`}
      </ComingSoon>
    </PageFrame>
  );
}
