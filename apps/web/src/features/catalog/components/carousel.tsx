// A horizontal carousel on embla (storefront spec §2.5, §2.6): a fixed number of items per view,
// previous/next buttons, keyboard reachable slides. When the per-view count changes (after the
// debounced resize of usePerView) the carousel is rebuilt.
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { CarouselSlides } from './carousel-slides';

export interface CarouselProps<T> {
  items: readonly T[];
  perView: number;
  label: string;
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
}

export function Carousel<T>({ items, perView, label, getKey, renderItem, className }: CarouselProps<T>) {
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
  });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    embla.on('select', update).on('reInit', update);
    // A new per-view count or item list rebuilds the carousel; its 'reInit' event updates the arrows.
    embla.reInit();
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, perView, items.length, update]);

  const arrow =
    'absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full border border-slate-200 bg-white text-navy-900 shadow-md ' +
    'hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-0 sm:flex';

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('relative', className)}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <CarouselSlides items={items} perView={perView} getKey={getKey} renderItem={renderItem} />
      </div>
      <button
        type="button"
        aria-label={`Previous ${label}`}
        disabled={!canPrev}
        onClick={() => embla?.scrollPrev()}
        className={cn(arrow, '-left-3')}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label={`Next ${label}`}
        disabled={!canNext}
        onClick={() => embla?.scrollNext()}
        className={cn(arrow, '-right-3')}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
