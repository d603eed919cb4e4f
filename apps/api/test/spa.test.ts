// The storefront is served by the API: assets with long caching, every page path as index.html with
// the page head injected, and unknown API paths as JSON 404s.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

const template = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Template</title><!--app-head--></head>
<body><div id="root"></div><!--app-data--><script type="module" src="/assets/index-abc123.js"></script></body></html>`;

describe('storefront serving', () => {
  let t: TestContext;
  beforeAll(async () => {
    const distDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), template);
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("store")');
    t = await createTestContext({ distDir });
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
});
