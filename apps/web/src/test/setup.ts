// Shared set-up for the web's jsdom tests: unmount between tests, fresh storage, and an unexpected
// console.error fails the test (React warnings, failed prop types, act() misuse).
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

import { resetInitialData } from '@/lib/initial-data';

// jsdom lacks these browser APIs that the router (scroll restoration) and Radix (popper sizing) use.
window.scrollTo = () => undefined;
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window))
  Object.defineProperty(window, 'ResizeObserver', { value: NoopResizeObserver });

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
  resetInitialData();
  expect(consoleErrors, 'console.error was called').toEqual([]);
});
