// React.lazy plus a preload() to start fetching the code on intent (hover, focus, touch), so
// interaction-only UI (popovers, the mobile menu) stays out of the first page load yet opens fast.
// Unlike React.lazy, a component whose code has arrived renders at once: lazy() suspends on its
// first render even when the module is already loaded, which shows the Suspense fallback for a
// moment.
import { createElement } from 'react';
import type { ComponentType, FunctionComponent } from 'react';

export type PreloadableComponent<P extends object> = FunctionComponent<P> & {
  preload: () => Promise<unknown>;
  /** Whether the code has arrived (the component renders without suspending). */
  isLoaded: () => boolean;
};

export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<unknown> | null = null;
  let failure: { error: unknown } | null = null;
  const loadOnce = () => {
    failure = null;
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = null; // a failed fetch (offline, new deploy) may be retried
        failure = { error };
        throw error;
      },
    );
    return pending;
  };
  function Lazy(props: P) {
    if (loaded) return createElement(loaded, props);
    // A failed load goes to the error boundary, as with React.lazy, until preload() tries again.
    if (failure) throw failure.error;
    // Suspends as React.lazy does: the nearest Suspense boundary shows its fallback until then.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw loadOnce();
  }
  return Object.assign(Lazy, { preload: loadOnce, isLoaded: () => loaded !== null });
}
