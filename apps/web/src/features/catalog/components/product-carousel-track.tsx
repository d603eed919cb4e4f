// The embla carousel of product cards, split from product-carousel.tsx so it loads after the
// first paint. Default export for React.lazy.
import type { ProductCard as ProductCardData } from '@medsupply/contract';

import { Carousel } from './carousel';
import { ProductCard } from './product-card';

export default function ProductCarouselTrack({
  label,
  products,
  perView,
}: {
  label: string;
  products: ProductCardData[];
  perView: number;
}) {
  return (
    <Carousel
      label={label}
      items={products}
      perView={perView}
      getKey={(product) => product.id}
      renderItem={(product) => <ProductCard product={product} />}
    />
  );
}
