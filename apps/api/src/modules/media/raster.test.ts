// The parts of the WebP pictures that need no drawing: the size an SVG declares, the Accept
// header, and the bounded least-recently-used map the pictures are kept in.
import { describe, expect, it } from 'vitest';

import { PictureCache, acceptsWebp, svgSize } from './raster.ts';

describe('svgSize', () => {
  it('reads the root element width and height, not those of shapes inside', () => {
    expect(
      svgSize(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="400" height="300"><rect width="9" height="9"/></svg>',
      ),
    ).toEqual({ width: 400, height: 300 });
    expect(svgSize('<svg viewBox="0 0 8 8"><rect width="9" height="9"/></svg>')).toBeNull();
    expect(svgSize('<p width="1" height="1">')).toBeNull();
  });
});

describe('acceptsWebp', () => {
  it('takes WebP where the Accept header names it without q=0', () => {
    expect(acceptsWebp('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe(true);
    expect(acceptsWebp('image/webp;q=0.5')).toBe(true);
    expect(acceptsWebp('IMAGE/WEBP')).toBe(true);
    expect(acceptsWebp('image/webp;q=0, image/*')).toBe(false);
    expect(acceptsWebp('image/*,*/*;q=0.8')).toBe(false);
    expect(acceptsWebp('image/webpx')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
  });
});

describe('PictureCache', () => {
  const picture = (bytes: number) => Buffer.alloc(bytes);

  it('drops the least recently used pictures once over its size, and counts what it keeps', () => {
    const cache = new PictureCache(100);
    cache.set('a', picture(40));
    cache.set('b', picture(40));
    expect(cache.get('a')?.length).toBe(40); // a is now the most recently used
    cache.set('c', picture(40)); // 120 bytes: b, the least recently used, goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect([cache.size, cache.totalBytes]).toEqual([2, 80]);
  });

  it('replaces a picture kept under the same key, and keeps none larger than the whole', () => {
    const cache = new PictureCache(100);
    cache.set('a', picture(40));
    cache.set('a', picture(60));
    expect([cache.size, cache.totalBytes]).toEqual([1, 60]);
    cache.set('huge', picture(101));
    expect(cache.get('huge')).toBeUndefined();
    expect([cache.size, cache.totalBytes]).toEqual([1, 60]);
  });
});
