// The page's icon (index.html): a small PNG, not an SVG. Chromium decodes a page's icon in the
// page's own process, and an SVG icon is a document of its own on the main thread: ~5 ms of the
// home page's load on a fast desktop, many times that on a phone (ADR 0015, session 10).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const web = join(import.meta.dirname, '..', '..');
const html = readFileSync(join(web, 'index.html'), 'utf8');
const png = (file: string) => readFileSync(join(web, 'public', file));

describe('the page icon', () => {
  it('is a 32 × 32 PNG that the build serves, with no SVG icon beside it', () => {
    const icons = [...html.matchAll(/<link rel="icon"([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(icons).toHaveLength(1);
    expect(icons[0]).toContain('type="image/png"');
    const href = /href="([^"]+)"/.exec(icons[0] ?? '')?.[1] ?? '';
    const file = png(href);
    expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([32, 32]);
  });

  it('has a touch icon for home screens', () => {
    const href = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1] ?? '';
    const file = png(href);
    expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([180, 180]);
  });
});
