// Generated media over HTTP: product illustrations, category tiles and PDF documents, with their
// content types and caching, and 404 for names that do not parse.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf-text.ts';
import { renderDocumentPdf } from './document-pdf.ts';
import {
  PRODUCT_KINDS,
  categoryImageKey,
  categoryImageUrl,
  documentName,
  documentUrl,
  itemImageKey,
  itemImageUrl,
  parseDocumentName,
  parseItemImageKey,
  slugify,
} from './media-keys.ts';
import { MEDIA_CACHE_CONTROL, mediaRoutes } from './media.routes.ts';
import { renderProductImage } from '../../db/seed/product-image.ts';
import sharp from 'sharp';

/** What Chromium sends with an <img> request. */
const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(mediaRoutes);
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

/** Reads a document back as a PDF reader does (pdfjs) and checks it is one page inside US Letter. */
async function readOnePage(pdf: Uint8Array): Promise<string> {
  const read = await readPdf(pdf);
  expect(read.pages).toHaveLength(1);
  expect(read.pageSizes[0]).toEqual({ width: 612, height: 792 });
  for (const piece of read.placed[0] ?? []) {
    expect(piece.x).toBeGreaterThanOrEqual(0);
    expect(piece.x + piece.width).toBeLessThanOrEqual(612);
    expect(piece.top).toBeGreaterThan(0);
    expect(piece.top).toBeLessThan(792);
  }
  return read.pages[0] ?? '';
}

describe('media keys', () => {
  it('round-trips item image keys and refuses malformed ones', () => {
    const key = itemImageKey({ kind: 'glove-box', color: '2563eb', label: 'Nitrile M', view: 2 });
    expect(key).toBe('glove-box_2563eb_nitrile-m_2');
    expect(parseItemImageKey(key)).toEqual({
      kind: 'glove-box',
      color: '2563eb',
      label: 'nitrile-m',
      view: 2,
    });
    for (const bad of [
      'rocket_2563eb_x_1',
      'glove-box_2563eg_x_1',
      'glove-box_2563eb_x_5',
      'glove-box_2563eb__1',
      'glove-box_2563eb_a--b_1',
      'glove-box_2563eb_UPPER_1',
      '../../etc/passwd',
    ]) {
      expect(parseItemImageKey(bad), bad).toBeNull();
    }
  });

  it('makes slugs of names with accents, symbols and long text', () => {
    expect(slugify('Lactated Ringer’s Injection, 0.9% – 1,000 mL')).toBe(
      'lactated-ringer-s-injection-0-9-pct-1-000-ml',
    );
    expect(slugify('Crème Solution')).toBe('creme-solution');
    expect(slugify('a'.repeat(30) + ' ' + 'b'.repeat(60), 80)).toBe('a'.repeat(30));
  });

  it('round-trips document names', () => {
    const name = documentName({ doc: 'sds', itemNumber: 'MER-104233-M', slug: 'Nitrile Exam Gloves, Blue' });
    expect(name).toBe('sds_mer-104233-m_nitrile-exam-gloves-blue');
    expect(parseDocumentName(name)).toEqual({
      doc: 'sds',
      itemNumber: 'mer-104233-m',
      slug: 'nitrile-exam-gloves-blue',
    });
    expect(parseDocumentName('invoice_mer-1_x')).toBeNull();
    expect(parseDocumentName('sds_mer-1')).toBeNull();
  });
});

describe('GET /media/items/:key.svg', () => {
  it('answers an SVG illustration that is cacheable for a year', async () => {
    const key = itemImageKey({ kind: 'glove-box', color: '2563eb', label: 'nitrile-m', view: 1 });
    const response = await app.inject(itemImageUrl(key, 160));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(response.body).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 800" width="160" height="160"/,
    );
    expect(response.body).toContain('NITRILE M');
    expect(response.body).not.toMatch(/<script|on\w+=/i);
  });

  it('draws every product kind in every view as well-formed markup, the same each time', () => {
    for (const kind of PRODUCT_KINDS) {
      for (let view = 1; view <= 4; view++) {
        const svg = renderProductImage({ kind, color: '0d9488', label: 'test-label', view }, 300);
        expect(svg.endsWith('</svg>'), kind).toBe(true);
        expect(svg).not.toContain('undefined');
        expect(svg).not.toContain('NaN');
        expect(svg).not.toContain('__ID__');
        // Balanced groups and definitions: a cheap well-formedness check without an XML parser.
        expect(svg.split('<g').length, kind).toBe(svg.split('</g>').length);
        expect(renderProductImage({ kind, color: '0d9488', label: 'test-label', view }, 300)).toBe(svg);
      }
    }
  });

  it('differs between views and colours of the same product', () => {
    const base = { kind: 'vial', color: '4f46e5', label: 'lidocaine', view: 1 } as const;
    expect(renderProductImage(base)).not.toBe(renderProductImage({ ...base, view: 2 }));
    expect(renderProductImage(base)).not.toBe(renderProductImage({ ...base, color: 'dc2626' }));
  });

  it('clamps the requested width and ignores a malformed one', async () => {
    const key = itemImageKey({ kind: 'syringe', color: '0891b2', label: 'luer-lock', view: 1 });
    expect((await app.inject(`/media/items/${key}.svg?w=9999`)).body).toContain('width="2000"');
    expect((await app.inject(`/media/items/${key}.svg?w=5`)).body).toContain('width="32"');
    expect((await app.inject(`/media/items/${key}.svg?w=abc`)).body).toContain('width="480"');
  });

  it('answers a browser that takes WebP with the same art as a WebP twice the size, the same each time', async () => {
    const key = itemImageKey({ kind: 'glove-box', color: '2563eb', label: 'nitrile-m', view: 1 });
    const ask = () => app.inject({ url: itemImageUrl(key, 160), headers: { accept: BROWSER_IMAGE_ACCEPT } });
    const response = await ask();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(response.headers['vary']).toBe('Accept');
    const picture = response.rawPayload;
    const meta = await sharp(picture).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 320]);
    // Drawn, not blank: the glove box's blue is in it, and the picture is small for its size.
    const { channels } = await sharp(picture).stats();
    expect(channels[2]!.max - channels[0]!.min).toBeGreaterThan(100);
    expect(channels.some((c) => c.stdev > 10)).toBe(true);
    expect(picture.length).toBeLessThan(20_000);
    expect((await ask()).rawPayload.equals(picture)).toBe(true);
  });

  it('keeps the SVG for a client that does not take WebP, and says the answer depends on Accept', async () => {
    const key = itemImageKey({ kind: 'vial', color: '4f46e5', label: 'lidocaine', view: 2 });
    for (const accept of [undefined, 'image/svg+xml,image/*;q=0.8', 'image/webp;q=0,image/*']) {
      const response = await app.inject({ url: itemImageUrl(key, 160), headers: accept ? { accept } : {} });
      expect(response.headers['content-type'], accept).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['vary'], accept).toBe('Accept');
    }
  });

  it('answers 404 for malformed keys and other extensions', async () => {
    for (const url of [
      '/media/items/rocket_2563eb_x_1.svg',
      '/media/items/glove-box_2563eb_nitrile-m_9.svg',
      '/media/items/glove-box_zzzzzz_nitrile-m_1.svg',
      '/media/items/glove-box_2563eb_nitrile-m_1.png',
      '/media/items/%3Cscript%3E.svg',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toContain('svg');
    }
  });
});

describe('GET /media/categories/:key.svg', () => {
  it('answers a 4:3 category tile', async () => {
    const response = await app.inject(
      categoryImageUrl(categoryImageKey({ kind: 'syringe', color: '0891b2' }), 400),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(response.body).toContain('width="400" height="300"');
  });

  it('answers a 4:3 WebP tile to a browser, twice the size, and caps the widest at 720 pixels', async () => {
    const key = categoryImageKey({ kind: 'syringe', color: '0891b2' });
    const size = async (width: number) => {
      const response = await app.inject({
        url: categoryImageUrl(key, width),
        headers: { accept: BROWSER_IMAGE_ACCEPT },
      });
      expect(response.headers['content-type']).toBe('image/webp');
      const meta = await sharp(response.rawPayload).metadata();
      return [meta.width, meta.height];
    };
    expect(await size(320)).toEqual([640, 480]);
    expect(await size(480)).toEqual([720, 540]);
    expect(await size(2000)).toEqual([720, 540]);
  });

  it('answers 404 for an unknown kind or a bad colour', async () => {
    expect((await app.inject('/media/categories/rocket_0891b2.svg')).statusCode).toBe(404);
    expect((await app.inject('/media/categories/syringe_0891b.svg')).statusCode).toBe(404);
    expect((await app.inject('/media/categories/syringe_0891b2_1.svg')).statusCode).toBe(404);
  });
});

describe('GET /media/files/:name.pdf', () => {
  it('answers a one-page PDF whose cross-reference table is correct', async () => {
    const name = documentName({
      doc: 'spec-sheet',
      itemNumber: 'MER-104233',
      slug: 'Nitrile Exam Gloves, Blue',
    });
    const response = await app.inject(documentUrl(name));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(response.headers['content-disposition']).toBe(`inline; filename="${name}.pdf"`);
    const text = await readOnePage(response.rawPayload);
    expect(text).toContain('Product Specification Sheet');
    expect(text).toContain('Nitrile Exam Gloves Blue');
    expect(text).toContain('Document MER-104233');
    expect(text).toContain('Page 1 of 1');
  });

  it('writes every kind of document on one readable page, the same bytes for the same name', async () => {
    const lastHeading = {
      'spec-sheet': 'Regulatory',
      sds: '4. Handling, storage and disposal',
      ifu: 'Warnings',
      brochure: 'Ordering',
      'package-insert': 'How supplied and storage',
    } as const;
    for (const doc of ['spec-sheet', 'sds', 'ifu', 'brochure', 'package-insert'] as const) {
      const text = await readOnePage(
        await renderDocumentPdf({ doc, itemNumber: 'mer-100001', slug: 'sodium-chloride-0-9-pct-1-000-ml' }),
      );
      expect(text).toContain('Sodium Chloride 0 9 Pct 1 000 Ml');
      // Every section fits: the last one is on the page.
      expect(text).toContain(lastHeading[doc]);
      const once = await renderDocumentPdf({ doc, itemNumber: 'mer-100001', slug: 'x' });
      const again = await renderDocumentPdf({ doc, itemNumber: 'mer-100001', slug: 'x' });
      expect(once.equals(again)).toBe(true);
    }
  });

  it('answers 404 for unknown document kinds and malformed names', async () => {
    expect((await app.inject('/media/files/invoice_mer-104233_gloves.pdf')).statusCode).toBe(404);
    expect((await app.inject('/media/files/sds_mer-104233.pdf')).statusCode).toBe(404);
    expect((await app.inject('/media/files/sds_mer-104233_gloves.txt')).statusCode).toBe(404);
  });
});
