// Shared set-up for the web's jsdom tests: unmount between tests, fresh storage, and an unexpected
// console.error fails the test (React warnings, failed prop types, act() misuse).
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// findBy* and waitFor give up after 1 s by default: a file's first render of a lazily loaded route
// (the back office's pages) took longer on a loaded 2-core machine (CI runs two projects at once).
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs that the router (scroll restoration) and Radix (popper sizing) use.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window))
  Object.defineProperty(window, 'ResizeObserver', { value: NoopResizeObserver });

// The carousels (embla) watch media queries and element visibility, which jsdom does not provide.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    Object.assign(new EventTarget(), {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    });
}
class NoopIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
if (!('IntersectionObserver' in window))
  Object.defineProperty(window, 'IntersectionObserver', {
    value: NoopIntersectionObserver,
    configurable: true,
    writable: true,
  });

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  expect(consoleErrors, 'console.error was called').toEqual([]);
});
