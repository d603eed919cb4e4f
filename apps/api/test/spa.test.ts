// The storefront is served by the API: assets with long caching, every page path as index.html with
// the page head injected, and unknown API paths as JSON 404s.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  createCatalogItem,
  createCategory,
  createContentEntry,
  createUser,
  keyPaths,
  loginAs,
} from './factories.ts';
import { createTestContext, type TestContext } from './harness.ts';

const template = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Template</title><!--app-head--></head>
<body><div id="root"></div><!--app-data--><script type="module" src="/assets/index-abc123.js"></script></body></html>`;

// Vite's manifest: the entry with its framework chunk, and lazy routes sharing a card chunk.
const manifest = {
  'src/main.tsx': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-f1.js' },
  '_card.js': { file: 'assets/card-c1.js', imports: ['_framework.js'] },
  'src/routes/home.tsx': { file: 'assets/home-h1.js', imports: ['_card.js', '_framework.js'] },
  'src/routes/products.tsx': { file: 'assets/products-p1.js', imports: ['_card.js'] },
  'src/routes/about.tsx': { file: 'assets/about-a1.js', imports: ['_framework.js'] },
};

/** The JSON of one `<script type="application/json" id=…>` of a page. */
function embedded(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
  return match?.[1] === undefined ? undefined : JSON.parse(match[1]);
}

interface Shell {
  website: { alertBanner: { html: string } | null; homePage: unknown } | null;
  siteConfig: { storeName: string } | null;
  categories: Array<{ name: string }> | null;
  listing?: { body: Record<string, unknown>; response: { results: Array<{ id: number }>; total: number } };
}

const shellOf = (html: string) => embedded(html, 'app-shell') as Shell;

describe('storefront serving', () => {
  let t: TestContext;
  let categoryId = 0;
  const itemIds: number[] = [];
  let buyer: Record<string, string>;
  beforeAll(async () => {
    const distDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), template);
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("store")');
    await mkdir(path.join(distDir, '.vite'));
    await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    t = await createTestContext({ distDir });
    const { db } = t;
    // A category name that would close the script element if it were embedded raw.
    const category = await createCategory(db, 'Gloves </script><script>alert(1)</script>');
    categoryId = category.id;
    for (const [index, manufacturer] of ['Acme', 'Acme', 'Bolt'].entries()) {
      const { item } = await createCatalogItem(db, {
        displayName: `Nitrile glove ${index}`,
        manufacturer,
        categoryId: category.id,
        prices: { 'List Price': 900 + index },
      });
      itemIds.push(item.id);
    }
    await createContentEntry(db, {
      kind: 'alertBanner',
      data: { enabled: true, tone: 'warning', html: '<p>Closed on <strong>Thursday</strong>.</p>' },
    });
    const account = await createAccount(db);
    buyer = (await loginAs(db, t.config, await createUser(db, { accountId: account.id }))).headers;
  });
  afterAll(async () => t.close());

  it('serves the home page as the storefront with a default title and canonical link', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain(`<title>${t.config.store.name}`);
    expect(res.body).not.toContain('<title>Template</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/">');
  });

  it('serves any page path of the storefront, including unknown ones (the SPA shows its error page)', async () => {
    for (const url of ['/cart', '/myaccount/menu/invoices', '/no/such/page?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('serves hashed assets with immutable caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps the storefront HTML out of caches', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API paths with JSON, never the storefront', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shopping/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  describe('first data of the shell', () => {
    it('embeds the anonymous answers of website, site config and categories in every page', async () => {
      const api = async (url: string) => (await t.app.inject({ method: 'GET', url })).json<unknown>();
      for (const url of ['/', '/about', '/cart', '/product/no-such-thing']) {
        const shell = shellOf((await t.app.inject({ method: 'GET', url })).body);
        expect(shell.website).toEqual(await api('/api/content/website'));
        expect(shell.website?.alertBanner?.html).toContain('Closed on');
        expect(shell.siteConfig).toEqual(await api('/api/site/config'));
        expect(shell.categories).toEqual(await api('/api/shopping/category/getCategories'));
        expect(shell.listing).toBeUndefined();
      }
    });

    it('keeps embedded text from closing the script element', async () => {
      const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
      expect(html).not.toContain('</script><script>alert(1)');
      expect(shellOf(html).categories?.map((c) => c.name)).toContain(
        'Gloves </script><script>alert(1)</script>',
      );
    });

    it('embeds the first listing of /products/{page}: the request the page makes and its answer', async () => {
      const html = (await t.app.inject({ method: 'GET', url: '/products/1' })).body;
      const listing = shellOf(html).listing;
      expect(listing?.body).toEqual({ page: 1, limit: 10, facets: {}, sort: 'relevance' });
      expect(listing?.response.results.map((r) => r.id).sort()).toEqual([...itemIds].sort());
    });

    it('reads the listing filters from the query as the page does, ignoring malformed ones', async () => {
      const url = `/products/2?search=%20nitrile%20&category=${categoryId}&manufacturer=Acme&rxLevel=abc&availability=inStock&sort=bogus`;
      const listing = shellOf((await t.app.inject({ method: 'GET', url })).body).listing;
      expect(listing?.body).toEqual({
        page: 2,
        limit: 10,
        searchTerm: 'nitrile',
        category: categoryId,
        facets: { manufacturer: 'Acme', availability: 'inStock' },
        sort: 'relevance',
      });
      expect(listing?.response.total).toBe(2);
      const notANumber = shellOf((await t.app.inject({ method: 'GET', url: '/products/first' })).body);
      expect(notANumber.listing?.body['page']).toBe(1);
    });

    it('never embeds prices, even when the page is asked for with a price-visible login', async () => {
      const priced = await t.app.inject({
        method: 'POST',
        url: '/api/shopping/item/paginate',
        headers: buyer,
        payload: { page: 1, limit: 10 },
      });
      expect(keyPaths(priced.json(), 'price').length).toBeGreaterThan(0);
      const res = await t.app.inject({ method: 'GET', url: '/products/1', headers: buyer });
      const shell = shellOf(res.body);
      expect(shell.listing?.response.results).toHaveLength(3);
      expect(keyPaths(shell, 'price')).toEqual([]);
    });
  });

  describe('compression', () => {
    const page = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/products/1',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });

    it('compresses pages with brotli, or gzip, as the client accepts', async () => {
      const plain = (await page()).body;
      expect(plain).toContain('id="app-shell"');
      const br = await page('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['vary']).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
      expect(br.rawPayload.length).toBeLessThan(plain.length / 2);
      const gzip = await page('gzip;q=1.0, br;q=0');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    });

    it('sends the page as it is to a client that accepts no compression', async () => {
      const res = await page('identity');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toContain('<div id="root"></div>');
    });
  });

  describe('route preloading', () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

    it("preloads a public page's route chunk and its imports, not what the entry already loads", async () => {
      expect(preloads((await t.app.inject({ method: 'GET', url: '/' })).body)).toEqual([
        '/assets/home-h1.js',
        '/assets/card-c1.js',
      ]);
      expect(preloads((await t.app.inject({ method: 'GET', url: '/products/3?search=x' })).body)).toEqual([
        '/assets/products-p1.js',
        '/assets/card-c1.js',
      ]);
    });

    it('preloads nothing for pages outside the first-visit routes', async () => {
      expect(preloads((await t.app.inject({ method: 'GET', url: '/about' })).body)).toEqual([]);
    });
  });
});
