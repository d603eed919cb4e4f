// The product page's carousels (downloads, related, alternatives) load their carousel code (embla,
// ≈ 8 KB gzip) after the page (ADR 0009): they sit below the fold in tabs. Until it arrives the
// same row of items shows without the arrows, so nothing moves when the carousel takes over.
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';

import { cn } from '@/lib/cn';

import type { CarouselProps } from './carousel';
import { CarouselSlides } from './carousel-slides';

const Carousel = lazy(() =>
  import('./carousel').then((module) => ({
    default: module.Carousel as ComponentType<CarouselProps<unknown>>,
  })),
);

function StaticRow<T>({ items, perView, label, getKey, renderItem, className }: CarouselProps<T>) {
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('relative', className)}
    >
      <div className="overflow-hidden">
        <CarouselSlides items={items} perView={perView} getKey={getKey} renderItem={renderItem} />
      </div>
    </div>
  );
}

export function LazyCarousel<T>(props: CarouselProps<T>) {
  return (
    <Suspense fallback={<StaticRow {...props} />}>
      <Carousel {...(props as CarouselProps<unknown>)} />
    </Suspense>
  );
}
