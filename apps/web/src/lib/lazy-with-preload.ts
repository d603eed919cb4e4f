// React.lazy plus a preload() to start fetching the code on intent (hover, focus, touch), so
// interaction-only UI (popovers, the mobile menu) stays out of the first page load yet opens fast.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
};

export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null; // a failed fetch (offline, new deploy) may be retried
      throw error;
    });
    return pending;
  };
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}
