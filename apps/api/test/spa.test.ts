// The storefront is served by the API: assets with long caching, every page path as index.html with
// the page head injected, and unknown API paths as JSON 404s.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
  constants as zlibConstants,
} from 'node:zlib';
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
import { eq } from 'drizzle-orm';
import { contentEntries, items } from '../src/db/schema/index.ts';
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

const frameworkScript = 'export function render(){return '.concat(
  '"<div class=card></div>"+'.repeat(300),
  '""}\n',
);
const frameworkBr = brotliCompressSync(frameworkScript, {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
});
const frameworkGz = gzipSync(frameworkScript, { level: 9 });

const shellOf = (html: string) => embedded(html, 'app-shell') as Shell;

describe('storefront serving', () => {
  let t: TestContext;
  let categoryId = 0;
  const itemIds: number[] = [];
  let buyer: Record<string, string>;
  beforeAll(async () => {
    // No dist-server/ beside dist/: pages are served without server-rendered markup.
    const distDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'medsupply-dist-')), 'dist');
    await mkdir(path.join(distDir, 'assets'), { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), template);
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("store")');
    // A script with the build's compressed copies beside it (apps/web/precompress.ts).
    await writeFile(path.join(distDir, 'assets', 'framework-f1.js'), frameworkScript);
    await writeFile(path.join(distDir, 'assets', 'framework-f1.js.br'), frameworkBr);
    await writeFile(path.join(distDir, 'assets', 'framework-f1.js.gz'), frameworkGz);
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

  it("serves an asset's compressed copy from the build as it is, for the encoding the client accepts", async () => {
    const asset = (acceptEncoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/framework-f1.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
    const br = await asset('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['vary']).toContain('accept-encoding');
    // The very bytes of the build's file: nothing compressed per request.
    expect(Buffer.compare(br.rawPayload, frameworkBr)).toBe(0);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Buffer.compare(gzip.rawPayload, frameworkGz)).toBe(0);
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(frameworkScript);
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

// ADR 0012: the public pages arrive rendered by the storefront's server build (entry-server.tsx).
// Here a stand-in build answers with markup naming what it was given, so these tests pin what the
// API does with it; apps/web's entry-server.ssr.test.tsx tests the real render.
describe('server-rendered pages', () => {
  let t: TestContext;
  let product = '';
  const ssrTemplate = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Template</title>
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-f1.js"><!--app-head--></head>
<body><div id="root"></div><!--app-data--></body></html>`;
  const serverEntry = `export async function renderPage({ url, shell, page }) {
  if (url.includes('explode')) throw new Error('render failed');
  if (url.startsWith('/products/9')) return null;
  return '<main data-url="' + url + '">Gloves $& $1 ' + (shell.siteConfig ? 'with shell' : '') + ' ' + (page ? page.page + ':' + page.item?.id : 'no page') + '</main>';
}
`;
  beforeAll(async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'medsupply-ssr-'));
    const distDir = path.join(parent, 'dist');
    await mkdir(path.join(distDir, '.vite'), { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), ssrTemplate);
    await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    await mkdir(path.join(parent, 'dist-server'));
    await writeFile(path.join(parent, 'dist-server', 'entry-server.js'), serverEntry);
    t = await createTestContext({ distDir });
    const category = await createCategory(t.db, 'Gloves');
    const { item } = await createCatalogItem(t.db, { displayName: 'Nitrile glove', categoryId: category.id });
    product = `/product/${item.id}`;
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('puts the markup of a public page into #root, with the shell and the page data it was rendered from', async () => {
    const html = (await get('/')).body;
    expect(html).toContain(
      '<div id="root" data-ssr><main data-url="/">Gloves $& $1 with shell no page</main></div>',
    );
    const page = (await get(product)).body;
    expect(page).toContain(`data-url="${product}"`);
    expect(page).toMatch(/product:\d+<\/main>/);
  });

  it('loads the app after the first paint: no module script or preload in the head, one loader at the end', async () => {
    const html = (await get('/products/1?search=gloves')).body;
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const loader = inlineScripts(html).find((script) => script.includes('/assets/index-abc123.js'));
    expect(loader).toBeDefined();
    // The entry's own preload and the route's chunks, all requested by the loader.
    for (const file of ['/assets/framework-f1.js', '/assets/products-p1.js', '/assets/card-c1.js']) {
      expect(loader).toContain(file);
    }
    expect(html.indexOf(loader ?? '')).toBeGreaterThan(html.indexOf('id="app-shell"'));
  });

  it('holds the first paint until the whole markup is parsed, so no half-parsed part is painted and then moved', async () => {
    const html = (await get('/products/1')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#app-shell" blocking="render">');
    // The element it waits for follows the markup, and nothing of the page comes after it.
    const rootEnd = html.indexOf('</main></div>');
    expect(rootEnd).toBeGreaterThan(0);
    expect(html.indexOf('id="app-shell"')).toBeGreaterThan(rootEnd);
    // A page the browser renders itself has nothing to wait for.
    const own = (await get('/account/profile')).body;
    expect(own).not.toContain('rel="expect"');
  });

  it('marks a browser holding a session in the head, before anything paints', async () => {
    const html = (await get('/')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(inlineScripts(head)).toEqual([expect.stringContaining("localStorage.getItem('token')")]);
  });

  it("allows exactly the page's inline scripts in its Content-Security-Policy, by hash", async () => {
    const res = await get('/');
    const policy = String(res.headers['content-security-policy']);
    const scripts = inlineScripts(res.body);
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(policy).toContain(sha256(script));
    expect(policy).not.toContain("unsafe-inline' ;script-src");
    expect(policy).toMatch(/script-src 'self' 'sha256-[^;]*;/);
  });

  it('serves the page for the browser to render when the render fails or declines', async () => {
    for (const url of ['/products/2?explode=1', '/products/9']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
      expect(inlineScripts(res.body)).toEqual([]);
      expect(String(res.headers['content-security-policy'])).not.toContain('sha256-');
    }
  });

  it('leaves pages outside the public catalogue to the browser', async () => {
    for (const url of ['/about', '/cart', '/myaccount/menu/invoices']) {
      const html = (await get(url)).body;
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<script type="module"');
    }
  });
});

// ADR 0012: the anonymous shell data is read at most once per PAGE_SHELL_CACHE_MS.
describe('reuse of the shell data between pages', () => {
  const contexts: TestContext[] = [];
  afterAll(async () => Promise.all(contexts.map((c) => c.close())));

  async function storeWithBanner(cacheMs: string) {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'medsupply-shell-'));
    const distDir = path.join(parent, 'dist');
    await mkdir(distDir);
    await writeFile(path.join(distDir, 'index.html'), template);
    const t = await createTestContext({ distDir, env: { PAGE_SHELL_CACHE_MS: cacheMs } });
    contexts.push(t);
    await createContentEntry(t.db, {
      kind: 'alertBanner',
      data: { enabled: true, tone: 'info', html: '<p>First notice</p>' },
    });
    return t;
  }
  const banner = async (t: TestContext) =>
    shellOf((await t.app.inject({ method: 'GET', url: '/about' })).body).website?.alertBanner?.html;
  const replaceBanner = async (t: TestContext, html: string) => {
    await t.db.delete(contentEntries);
    await createContentEntry(t.db, { kind: 'alertBanner', data: { enabled: true, tone: 'info', html } });
  };

  it('serves an edit on the next page when the reuse is off', async () => {
    const t = await storeWithBanner('0');
    expect(await banner(t)).toContain('First notice');
    await replaceBanner(t, '<p>Second notice</p>');
    expect(await banner(t)).toContain('Second notice');
  });

  it('serves pages within the reuse time from one read, edits included after it', async () => {
    const t = await storeWithBanner('60000');
    expect(await banner(t)).toContain('First notice');
    await replaceBanner(t, '<p>Second notice</p>');
    // Read once: the edit shows when the 60 s are over (the API itself answers it at once).
    expect(await banner(t)).toContain('First notice');
    const api = await t.app.inject({ method: 'GET', url: '/api/content/website' });
    expect(api.json<{ alertBanner: { html: string } }>().alertBanner.html).toContain('Second notice');
  });

  it('builds pages with their own data for every request: listings and products follow their items', async () => {
    const t = await storeWithBanner('60000');
    const category = await createCategory(t.db, 'Syringes');
    const total = async () =>
      shellOf((await t.app.inject({ method: 'GET', url: '/products/1' })).body).listing?.response.total;
    const before = await total();
    const { item } = await createCatalogItem(t.db, {
      displayName: 'Luer-lock syringe',
      categoryId: category.id,
    });
    expect(await total()).toBe((before ?? 0) + 1);
    const product = async () =>
      (await t.app.inject({ method: 'GET', url: `/product/${item.id}` })).body.match(/<title>([^<]*)/)?.[1];
    expect(await product()).toContain('Luer-lock syringe');
    await t.db.update(items).set({ displayName: 'Luer-slip syringe' }).where(eq(items.id, item.id));
    expect(await product()).toContain('Luer-slip syringe');
  });
});
