// A carousel of product cards for the home page (storefront spec §2.6): 8 slides on wide screens,
// down to 2 by breakpoint; rebuilt after the debounced resize.
import type { ProductCard as ProductCardData } from '@medsupply/contract';

import { usePerView } from '../hooks/use-per-view';
import type { PerViewSteps } from '../hooks/use-per-view';

import { Carousel } from './carousel';
import { ProductCard } from './product-card';

const HOME_STEPS: PerViewSteps = [
  [1400, 8],
  [1200, 6],
  [992, 5],
  [768, 3],
];

export function ProductCarousel({ label, products }: { label: string; products: ProductCardData[] }) {
  // storefront spec §2.6: down to 2 on the smallest screens.
  const perView = usePerView(HOME_STEPS, 2);
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
