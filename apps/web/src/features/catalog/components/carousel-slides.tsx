// The slide list of a carousel, shared by the carousel and the static row that stands in for it
// while its code loads (lazy-carousel.tsx), so the two lay out identically. No embla here: the
// static row must not pull the carousel code into the page.
import type { ReactNode } from 'react';

export interface CarouselSlidesProps<T> {
  items: readonly T[];
  perView: number;
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
}

export function CarouselSlides<T>({ items, perView, getKey, renderItem }: CarouselSlidesProps<T>) {
  return (
    <ul className="-ml-4 flex touch-pan-y">
      {items.map((item, index) => (
        <li
          key={getKey(item)}
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${items.length}`}
          className="min-w-0 shrink-0 grow-0 pl-4"
          style={{ flexBasis: `${100 / perView}%` }}
        >
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
