// /product/{id} (storefront spec §2.1, §2.5): product detail; id is the item id or url component.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function ProductRoute() {
  return (
    <PageFrame
      title="Product Details"
      breadcrumbs={[
        { label: 'Home', to: '/' },
        { label: 'Products', to: '/products/1' },
        { label: 'Product' },
      ]}
    >
      <ComingSoon>Product details, images, pricing and ordering are on their way.</ComingSoon>
    </PageFrame>
  );
}
