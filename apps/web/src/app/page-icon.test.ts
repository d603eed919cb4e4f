// The page's icon (root.tsx links): a small PNG, not an SVG. Chromium decodes a page's icon in the
// page's own process, and an SVG icon is a document of its own on the main thread: ~5 ms of the
// home page's load on a fast desktop, many times that on a phone (ADR 0015, session 10).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { links } from '@/root';

const web = join(import.meta.dirname, '..', '..');
const descriptors = links();
const png = (file: string) => readFileSync(join(web, 'public', file));

describe('the page icon', () => {
  it('is a 32 × 32 PNG that the build serves, with no SVG icon beside it', () => {
    const icons = descriptors.filter((link) => 'rel' in link && link.rel === 'icon');
    expect(icons).toHaveLength(1);
    expect(icons[0]).toMatchObject({ type: 'image/png' });
    const file = png(String(icons[0] && 'href' in icons[0] ? icons[0].href : ''));
    expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([32, 32]);
  });

  it('has a touch icon for home screens', () => {
    const touch = descriptors.find((link) => 'rel' in link && link.rel === 'apple-touch-icon');
    const file = png(String(touch && 'href' in touch ? touch.href : ''));
    expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([180, 180]);
  });
});
