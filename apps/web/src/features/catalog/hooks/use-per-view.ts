// Items per view of a carousel by window width, recomputed after a debounced resize (storefront
// spec §2.5 and §9: 1 below 650 px, up to a maximum; a resize rebuilds after 200 ms).
import { useEffect, useState } from 'react';

import { CAROUSEL_RESIZE_DEBOUNCE_MS } from '../constants';

/** [minimum width in px, items per view], widest first. */
export type PerViewSteps = ReadonlyArray<readonly [number, number]>;

export function perViewFor(width: number, steps: PerViewSteps, fallback = 1): number {
  for (const [minWidth, count] of steps) if (width >= minWidth) return count;
  return fallback;
}

export function usePerView(steps: PerViewSteps, fallback = 1): number {
  const [perView, setPerView] = useState(() =>
    typeof window === 'undefined' ? fallback : perViewFor(window.innerWidth, steps, fallback),
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => setPerView(perViewFor(window.innerWidth, steps, fallback)),
        CAROUSEL_RESIZE_DEBOUNCE_MS,
      );
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [steps, fallback]);
  return perView;
}

/** storefront spec §2.5: 1 below 650 px, up to `max` on wide screens. */
export function detailCarouselSteps(max: number): PerViewSteps {
  return [
    [1200, max],
    [992, Math.min(max, 4)],
    [768, Math.min(max, 3)],
    [650, Math.min(max, 2)],
  ];
}
