// Serves the built storefront: hashed assets with long caching, and index.html for every other
// page path with the page's head (title, description, canonical, JSON-LD) and first data injected,
// so crawlers and the first paint need no extra round trip (ARCHITECTURE §5). Every page also gets
// the shell's first data (first-data.ts) and a modulepreload of its route's code, so the first
// render already has its final layout and the route's chunk downloads alongside the entry.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';
import { firstDataOf } from './first-data.ts';

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
  storeName: string;
  publicUrl: string;
  headProviders: HeadProvider[];
}

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026');

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
}

export function injectPage(
  template: string,
  head: PageHead,
  publicUrl: string,
  extras: PageExtras = {},
): string {
  const scripts: string[] = [];
  if (extras.shell !== undefined) {
    scripts.push(`<script type="application/json" id="app-shell">${scriptJson(extras.shell)}</script>`);
  }
  if (head.data !== undefined) {
    scripts.push(`<script type="application/json" id="app-data">${scriptJson(head.data)}</script>`);
  }
  const preload = (extras.preload ?? []).map(
    (file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`,
  );
  // The template's own <title> gives way to the page's.
  return template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace('<!--app-head-->', [renderHead(head, publicUrl), ...preload].join('\n    '))
    .replace('<!--app-data-->', scripts.join('\n    '));
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The public pages whose route code is worth preloading with the HTML (the lazy route's module). */
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
  // Coding names the client accepts; "br;q=0" refuses br.
  const accepted = new Set(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  const accepts = (name: string) => accepted.has(name);
  if (accepts('br')) {
    // Quality 5: most of brotli's gain at a small fraction of its top setting's time, per request.
    const body = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body, encoding: 'br' };
  }
  if (accepts('gzip')) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };
  return { body: html };
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
  const preloads = hasBuild ? routePreloads(readManifest(options.distDir)) : [];
  const defaultHead: PageHead = {
    title: `${options.storeName} | Medical supplies for clinics and practices`,
    description: `${options.storeName}: exam gloves, syringes, wound care, diagnostics and prescription supplies for clinics, practices and surgery centres, on company accounts.`,
  };

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
    for (const provider of options.headProviders) {
      const found = await provider(request, pathname);
      if (found) {
        head = found;
        break;
      }
    }
    const query = new URLSearchParams(request.url.slice(pathname.length + 1));
    const extras: PageExtras = {
      shell: await firstDataOf(app, pathname, query),
      preload: preloads.find(([pattern]) => pattern.test(pathname))?.[1] ?? [],
    };
    const page = compressPage(
      injectPage(template, head, options.publicUrl, extras),
      request.headers['accept-encoding'],
    );
    if (page.encoding) void reply.header('content-encoding', page.encoding);
    return reply
      .code(head.status ?? 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(page.body);
  });
}
