import { describe, expect, it } from 'vitest';

import { shouldFlyToCart } from './fly-to-cart';

function fakeWindow(innerWidth: number, reducedMotion: boolean): Window {
  return {
    innerWidth,
    matchMedia: (query: string) => ({
      matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    }),
  } as unknown as Window;
}

describe('fly-to-cart (storefront spec §9)', () => {
  it('runs only at widths of 1000 px or more', () => {
    expect(shouldFlyToCart(fakeWindow(999, false))).toBe(false);
    expect(shouldFlyToCart(fakeWindow(1000, false))).toBe(true);
    expect(shouldFlyToCart(fakeWindow(1280, false))).toBe(true);
  });

  it('does not run for a visitor who asked for reduced motion', () => {
    expect(shouldFlyToCart(fakeWindow(1280, true))).toBe(false);
  });
});
