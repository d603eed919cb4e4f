// A carousel of product cards for the home page (storefront spec §2.6): 8 slides on wide screens,
// down to 2 by breakpoint; rebuilt after the debounced resize. The carousel code (embla) loads
// after the first paint: until then the same row of cards shows without the arrows, so the home
// page's first JavaScript stays small and nothing moves when the carousel takes over.
import type { ProductCard as ProductCardData } from '@medsupply/contract';
import { Suspense } from 'react';

import { lazyWithPreload } from '@/lib/lazy-with-preload';

import { usePerView } from '../hooks/use-per-view';
import type { PerViewSteps } from '../hooks/use-per-view';

import { ProductCard } from './product-card';

const ProductCarouselTrack = lazyWithPreload(() => import('./product-carousel-track'));

const HOME_STEPS: PerViewSteps = [
  [1400, 8],
  [1200, 6],
  [992, 5],
  [768, 3],
];

/**
 * The stand-in's slide widths come from CSS (index.css .home-carousel-slide, the steps of
 * HOME_STEPS) instead of `perView`: the server renders it without knowing the window's width
 * (ADR 0012), so it must be right at every width by itself.
 */
const STAND_IN_SLIDE = 'home-carousel-slide';
const STAND_IN_MAX = HOME_STEPS[0]?.[1] ?? 8;

export function ProductCarousel({ label, products }: { label: string; products: ProductCardData[] }) {
  // storefront spec §2.6: down to 2 on the smallest screens.
  const perView = usePerView(HOME_STEPS, 2);
  // Nested as the carousel is (carousel.tsx, carousel-slides.tsx: region > viewport > list), so
  // the carousel keeps the stand-in's elements and cards when it takes over, and adds its arrows.
  const fallback = (
    <div role="region" aria-label={label} className="relative">
      <div className="overflow-hidden">
        <ul className="-ml-4 flex">
          {products.slice(0, STAND_IN_MAX).map((product) => (
            <li key={product.id} className={`min-w-0 shrink-0 grow-0 pl-4 ${STAND_IN_SLIDE}`}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
  // The server streams the carousel once its code is loaded; the browser hydrates that boundary
  // when its code arrives here, keeping the server's elements meanwhile (ADR 0022).
  return (
    <Suspense fallback={fallback}>
      <ProductCarouselTrack label={label} products={products} perView={perView} />
    </Suspense>
  );
}
