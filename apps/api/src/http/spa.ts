// Serves the built storefront: hashed assets with long caching, and index.html for every other
// page path with the page's head (title, description, canonical, JSON-LD) and first data injected,
// so crawlers and the first paint need no extra round trip (ARCHITECTURE §5). Every page also gets
// the shell's first data (first-data.ts) and a modulepreload of its route's code, so the first
// render already has its final layout and the route's chunk downloads alongside the entry.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';
import { pickEncoding } from './encoding.ts';
import { firstDataOf, shellReader } from './first-data.ts';

export interface PageHead {
  title: string;
  description?: string;
  keywords?: string;
  canonicalPath?: string;
  /** Structured data for search engines (schema.org JSON-LD). */
  jsonLd?: unknown;
  /** First data for the page, read by the SPA instead of a second round trip. */
  data?: unknown;
  /** HTTP status for the page (404 for unknown products, still rendering the SPA). */
  status?: number;
}

/** Answers the head of a page path, or null when the provider does not know the path. */
export type HeadProvider = (request: FastifyRequest, pathname: string) => Promise<PageHead | null>;

export interface SpaOptions {
  distDir: string;
  /**
   * The storefront's server build (apps/web/src/entry-server.tsx, ADR 0012). Default: dist-server/
   * beside distDir. Without it pages are served with an empty #root, rendered by the browser.
   */
  serverEntry?: string;
  storeName: string;
  publicUrl: string;
  headProviders: HeadProvider[];
  /** Reuse of the anonymous shell data between pages, in ms (config PAGE_SHELL_CACHE_MS). */
  shellCacheMs?: number;
}

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026');

/** The script JSON of objects the pages share, written once for as long as they are in use. */
const sharedJson = new WeakMap<object, string>();

/**
 * scriptJson of a page's shell data, field by field: its website, site config and categories are
 * the same objects from page to page while the shell is reused (PAGE_SHELL_CACHE_MS), so each is
 * written once, not for every page (~1 ms a page for the ~80 KB they make). Equal to
 * scriptJson(shell); the objects are never changed once read.
 */
export function shellJson(shell: object): string {
  const fields: string[] = [];
  for (const [key, value] of Object.entries(shell) as Array<[string, unknown]>) {
    if (value === undefined) continue;
    const shared = typeof value === 'object' && value !== null ? value : null;
    let json = shared ? sharedJson.get(shared) : undefined;
    if (json === undefined) {
      json = scriptJson(value);
      if (shared) sharedJson.set(shared, json);
    }
    fields.push(`${scriptJson(key)}:${json}`);
  }
  return `{${fields.join(',')}}`;
}

export function renderHead(head: PageHead, publicUrl: string): string {
  const parts = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) parts.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  if (head.keywords) parts.push(`<meta name="keywords" content="${escapeHtml(head.keywords)}">`);
  if (head.canonicalPath) {
    parts.push(`<link rel="canonical" href="${escapeHtml(new URL(head.canonicalPath, publicUrl).href)}">`);
  }
  if (head.jsonLd !== undefined) {
    parts.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  }
  return parts.join('\n    ');
}

/** What a page gets besides its head: the shell's first data and the route's chunks to preload. */
export interface PageExtras {
  shell?: unknown;
  preload?: string[];
  /** The server-rendered markup of #root (anonymous), or undefined for a page the browser renders. */
  markup?: string;
}

/**
 * Runs in <head> before anything paints: a browser holding a session token marks <html>, and the
 * stylesheet keeps the server's markup hidden there (index.css), because that markup is the
 * anonymous page (no prices, a Login link) and main.tsx replaces it with the buyer's own. Allowed
 * by its hash in the page's Content-Security-Policy (pageCsp), not by 'unsafe-inline'.
 */
export const SESSION_MARK_SCRIPT =
  "try{localStorage.getItem('token')&&document.documentElement.setAttribute('data-session','')}catch(e){}";

/** The Content-Security-Policy of a page: the app's, with the hashes of its inline scripts allowed. */
export function pageCsp(policy: string, html: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => scriptHash(m[1] ?? ''));
  if (hashes.length === 0) return policy;
  return policy.replace(
    /script-src ([^;]*)/,
    (_, sources: string) => `script-src ${sources} ${hashes.join(' ')}`,
  );
}

/** The template's module scripts and modulepreloads (Vite's entry and its static imports). */
const MODULE_TAGS =
  /\s*<(?:script type="module"[^>]*src="([^"]+)"[^>]*><\/script|link rel="modulepreload"[^>]*href="([^"]+)"[^>]*)>/g;

/** How many of a page's preload links the loader inserts in one task (see loaderScript). */
export const LOADER_BATCH = 4;

/**
 * The script of a server-rendered page that loads the app after the first paint (ADR 0012): the
 * entry with its own imports (`modules`), then every other chunk the page needs (`preloads`),
 * requested once the markup has painted (the animation frame runs before that paint, the timeout
 * after it), or after a second where no frame comes (a background tab). Loaded earlier, the
 * scripts would share a slow link with the stylesheet and the images the paint needs; the page is
 * complete without them until a visitor clicks something that is not a link.
 *
 * The browser starts each inserted preload's request there and then, on the main thread: the
 * fourteen of a listing page in one insertion were a ~19 ms task (~75 ms at Lighthouse's 4×
 * slowdown), so the links go in as fragments of at most LOADER_BATCH elements, one per task.
 *
 * Every file is requested at once (as a preload), but the entry's imports are *run* one per task,
 * in their order (Vite lists a chunk's imports before the chunk): a module script for the first,
 * the next once it has run, the entry last. A module graph runs in one task, and the whole app
 * (Preact, React Router, TanStack Query, the shell, the entry) was one of 11–19 ms on a fast
 * desktop, the longest task of a page's start; a module that has run is not run again by the
 * graphs that import it. A failed file does not stop the chain: the entry then fails as it would
 * have, and the page stays the server's markup.
 */
export function loaderScript(entry: string, modules: string[], preloads: string[] = []): string {
  const first = JSON.stringify([...modules, entry]);
  const rest = JSON.stringify(preloads);
  return (
    `(function(){var d=document,done=0,n=${LOADER_BATCH};` +
    `function add(g,f){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;g.appendChild(l)}` +
    `function put(fs,last){var g=d.createDocumentFragment();fs.forEach(function(f){add(g,f)});if(last)g.appendChild(last);d.head.appendChild(g)}` +
    `function more(q){if(!q.length)return;put(q.slice(0,n));setTimeout(function(){more(q.slice(n))},0)}` +
    `function run(q,i){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=q[i];` +
    `if(q.length>i+1)s.onload=s.onerror=function(){setTimeout(function(){d.head.appendChild(run(q,i+1))},0)};return s}` +
    `function go(){if(done)return;done=1;` +
    `var q=${first};put(q.slice(1,n),run(q,0));var r=q.slice(n).concat(${rest});setTimeout(function(){more(r)},0)}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()`
  ).replaceAll('<', '\\u003c');
}

/** A CSP source for an inline script. */
export const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export function injectPage(
  template: string,
  head: PageHead,
  publicUrl: string,
  extras: PageExtras = {},
): string {
  const scripts: string[] = [];
  if (extras.shell !== undefined) {
    const json =
      typeof extras.shell === 'object' && extras.shell !== null
        ? shellJson(extras.shell)
        : scriptJson(extras.shell);
    scripts.push(`<script type="application/json" id="app-shell">${json}</script>`);
  }
  if (head.data !== undefined) {
    scripts.push(`<script type="application/json" id="app-data">${scriptJson(head.data)}</script>`);
  }
  const serverRendered = extras.markup !== undefined;
  const headParts = [renderHead(head, publicUrl)];
  let page = template;
  if (serverRendered) {
    // The app's scripts load after the first paint, by the loader at the end of the body.
    const modules: string[] = [];
    let entry = '';
    page = page.replace(MODULE_TAGS, (_, script?: string, preload?: string) => {
      if (script) entry = script;
      if (preload) modules.push(preload);
      return '';
    });
    headParts.push(`<script>${SESSION_MARK_SCRIPT}</script>`);
    // The browser may paint a page it has only parsed in part; a part that a later element then
    // pushes aside is a layout shift (a header's links, a card's icons, seen in browser journeys).
    // The first paint waits for the element after the markup (Chromium; others ignore it).
    headParts.push('<link rel="expect" href="#app-shell" blocking="render">');
    scripts.push(`<script>${loaderScript(entry, modules, extras.preload ?? [])}</script>`);
  } else {
    for (const file of extras.preload ?? []) {
      headParts.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`);
    }
  }
  // The template's own <title> gives way to the page's. Replacer functions, so that `$` in the
  // markup (prices, product names) is never read as a replacement pattern.
  page = page
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace('<!--app-head-->', () => headParts.join('\n    '))
    .replace('<!--app-data-->', () => scripts.join('\n    '));
  if (serverRendered) {
    const markup = extras.markup ?? '';
    page = page.replace('<div id="root"></div>', () => `<div id="root" data-ssr>${markup}</div>`);
  }
  return page;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The public pages whose route code is worth preloading with the HTML (the lazy route's module).
 * These are also the pages rendered on the server (ADR 0012): the ones a visitor arrives on.
 */
const PRELOADED_ROUTES: Array<[RegExp, string]> = [
  [/^\/$/, 'src/routes/home.tsx'],
  [/^\/products\/[^/]+\/?$/, 'src/routes/products.tsx'],
  [/^\/product\/[^/]+\/?$/, 'src/routes/product.tsx'],
  [/^\/category\/[^/]+\/?$/, 'src/routes/category.tsx'],
];

/**
 * The files to preload for each preloaded route: its chunk and the chunks it imports statically,
 * less those of the entry (index.html already loads and preloads them). From Vite's manifest.
 */
export function routePreloads(manifest: Record<string, ManifestChunk>): Array<[RegExp, string[]]> {
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entryChunks = entry ? closure(entry) : new Set<string>();
  return PRELOADED_ROUTES.filter(([, module]) => manifest[module]).map(([pattern, module]) => [
    pattern,
    [...closure(module)]
      .filter((key) => !entryChunks.has(key))
      .map((key) => `/${manifest[key]?.file ?? ''}`)
      .filter((file) => file.endsWith('.js')),
  ]);
}

/**
 * The page compressed for the client's Accept-Encoding. The pages are answered by the not-found
 * handler, which @fastify/compress does not reach (it hooks routes), and with the embedded first
 * data they are ≈ 80–100 KB of HTML: about 15 KB compressed.
 */
export function compressPage(
  html: string,
  acceptEncoding: string | undefined,
): { body: Buffer | string; encoding?: 'br' | 'gzip' } {
  const encoding = pickEncoding(acceptEncoding);
  if (encoding === 'br') {
    // Quality 5: most of brotli's gain at a small fraction of its top setting's time, per request.
    const body = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body, encoding: 'br' };
  }
  if (encoding === 'gzip') return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };
  return { body: html };
}

/**
 * Pages made of nothing but their URL and the shell data (the home page, static and content-less
 * paths): the same shell data (the same objects, reused for PAGE_SHELL_CACHE_MS) gives the same
 * page, so its compressed answer is kept with the objects it was built from and reused while
 * they are current (ADR 0012). Bounded: the oldest URL goes first.
 */
class BuiltPages {
  private readonly pages = new Map<
    string,
    { from: readonly unknown[]; html: string; csp: string | undefined; body: Buffer | string }
  >();

  private readonly max: number;

  constructor(max: number) {
    this.max = max;
  }

  get(key: string, from: readonly unknown[]) {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.from.length === from.length && page.from.every((part, i) => part === from[i])) return page;
    this.pages.delete(key);
    return undefined;
  }

  set(
    key: string,
    page: { from: readonly unknown[]; html: string; csp: string | undefined; body: Buffer | string },
  ) {
    this.pages.delete(key);
    this.pages.set(key, page);
    if (this.pages.size > this.max) this.pages.delete(this.pages.keys().next().value ?? key);
  }
}

/** The storefront's server build: entry-server.tsx. */
interface ServerEntry {
  renderPage(input: { url: string; shell: unknown; page?: unknown }): Promise<string | null>;
}

async function loadServerEntry(app: FastifyInstance, file: string): Promise<ServerEntry | null> {
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as Partial<ServerEntry>;
    if (typeof module.renderPage === 'function') return module as ServerEntry;
    app.log.warn({ file }, 'The storefront server build has no renderPage: pages render in the browser');
  } catch (error) {
    app.log.warn(
      { err: error, file },
      'The storefront server build failed to load: pages render in the browser',
    );
  }
  return null;
}

function readManifest(distDir: string): Record<string, ManifestChunk> {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    // Without a readable manifest pages still work; they only lose the preload.
    return {};
  }
}

export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      // Routes for the files that exist at start: "/" and page paths fall through to the SPA handler
      // (a wildcard route would answer "/" with a 403 for the directory).
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each asset (apps/web/precompress.ts, ADR 0014):
      // sent as they are, with no compression per request; files without them are compressed as
      // any answer is.
      preCompressed: true,
      // Hashed file names under /assets never change; everything else is revalidated.
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300',
        );
      },
    });
  }
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : undefined;
  const shellParts = shellReader(app, options.shellCacheMs ?? 0);
  const preloads = hasBuild ? routePreloads(readManifest(options.distDir)) : [];
  const serverEntry = hasBuild
    ? await loadServerEntry(
        app,
        options.serverEntry ?? path.join(options.distDir, '..', 'dist-server', 'entry-server.js'),
      )
    : null;
  const defaultHead: PageHead = {
    title: `${options.storeName} | Medical supplies for clinics and practices`,
    description: `${options.storeName}: exam gloves, syringes, wound care, diagnostics and prescription supplies for clinics, practices and surgery centres, on company accounts.`,
  };

  const builtPages = new BuiltPages(200);

  /** The page's HTML: template, head, first data and, for the public catalogue, the server's render. */
  async function buildPage(
    request: FastifyRequest,
    pathname: string,
    head: PageHead,
    shell: Awaited<ReturnType<typeof firstDataOf>>,
  ): Promise<string> {
    if (!template) throw new Error('no storefront build');
    const preload = preloads.find(([pattern]) => pattern.test(pathname));
    const extras: PageExtras = { shell, preload: preload?.[1] ?? [] };
    if (serverEntry && PRELOADED_ROUTES.some(([pattern]) => pattern.test(pathname))) {
      try {
        const markup = await serverEntry.renderPage({ url: request.url, shell, page: head.data });
        if (markup !== null) extras.markup = markup;
      } catch (error) {
        // The page still works: the browser renders it, as it does every page without markup.
        request.log.error({ err: error, url: request.url }, 'Server render failed');
      }
    }
    return injectPage(template, head, options.publicUrl, extras);
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api';
    if (!isPage || !template) {
      return reply.code(404).send(errorBody(404, `No route for ${request.method} ${pathname}`, 'NOT_FOUND'));
    }
    let head: PageHead = { ...defaultHead, canonicalPath: pathname };
    let provided = false;
    for (const provider of options.headProviders) {
      const found = await provider(request, pathname);
      if (found) {
        head = found;
        provided = true;
        break;
      }
    }
    const query = new URLSearchParams(request.url.slice(pathname.length + 1));
    const shell = await firstDataOf(app, pathname, query, shellParts);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    // A page with its own data (a product, a category, a listing) is built for each request.
    const reusable = !provided && shell.listing === undefined;
    const key = `${encoding ?? 'identity'} ${request.url}`;
    const from = [shell.website, shell.siteConfig, shell.categories];
    let page = reusable ? builtPages.get(key, from) : undefined;
    if (!page) {
      const html = await buildPage(request, pathname, head, shell);
      const policy = reply.getHeader('content-security-policy');
      const csp = typeof policy === 'string' && html.includes('<script>') ? pageCsp(policy, html) : undefined;
      page = { from, html, csp, body: compressPage(html, encoding).body };
      if (reusable) builtPages.set(key, page);
    }
    if (page.csp) void reply.header('content-security-policy', page.csp);
    if (encoding) void reply.header('content-encoding', encoding);
    return reply
      .code(head.status ?? 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(page.body);
  });
}
