// Measures the JavaScript a first visit to a page downloads before it hydrates: the framework's
// entry and the route modules the page matches (root, layouts, the page), with everything they
// import statically, as the server build's assets manifest lists them (React Router framework
// mode, ADR 0022). ARCHITECTURE §11 budget: initial JS ≤ 150 KB gzip. Usage after the build:
//   node e2e/bundle-size.ts [routes/home ...]
// BUNDLE_BUILD_DIR measures another build (for example `react-router build` into another folder).
//   node e2e/bundle-size.ts --budget
// checks the budgeted pages and exits 1 when one is over it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

interface AssetsEntry {
  module: string;
  imports?: string[];
}

interface AssetsManifest {
  entry: AssetsEntry;
  routes: Record<string, AssetsEntry & { parentId?: string }>;
}

export const defaultBuildDir = process.env['BUNDLE_BUILD_DIR'] ?? join(import.meta.dirname, '..', 'build');

async function readAssets(buildDir: string): Promise<AssetsManifest> {
  const server = (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as {
    assets: AssetsManifest;
  };
  return server.assets;
}

/** The route ids a page loads: the route and its parents up to the root. */
function routeChain(assets: AssetsManifest, routeId: string): string[] {
  const chain: string[] = [];
  let id: string | undefined = routeId;
  while (id) {
    const route: (AssetsEntry & { parentId?: string }) | undefined = assets.routes[id];
    if (!route) throw new Error(`${id} is not a route of the build`);
    chain.push(id);
    id = route.parentId;
  }
  return chain;
}

export async function initialJsGzipBytes(
  routeId: string,
  buildDir: string = defaultBuildDir,
): Promise<{ total: number; files: Array<[string, number]> }> {
  const assets = await readAssets(buildDir);
  const urls = new Set<string>([assets.entry.module, ...(assets.entry.imports ?? [])]);
  for (const id of routeChain(assets, routeId)) {
    const route = assets.routes[id];
    if (!route) continue;
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  const files: Array<[string, number]> = [...urls]
    .filter((url) => url.endsWith('.js'))
    .map((url) => [url, gzipSync(readFileSync(join(buildDir, 'client', url)), { level: 9 }).length]);
  return { total: files.reduce((sum, [, size]) => sum + size, 0), files };
}

/** ARCHITECTURE §11, issue 15: initial JavaScript of a page ≤ 150 KB gzip (KB = 1024 bytes). */
export const INITIAL_JS_BUDGET_BYTES = 150 * 1024;

/** The budgeted pages, with the route each one matches. */
export const BUDGETED_PAGES: Array<{ page: string; routeId: string }> = [
  { page: '/', routeId: 'routes/home' },
  { page: '/products/1', routeId: 'routes/products' },
  { page: '/product/{id}', routeId: 'routes/product' },
];

export async function checkInitialJsBudget(
  buildDir: string = defaultBuildDir,
): Promise<Array<{ page: string; bytes: number; pass: boolean }>> {
  return Promise.all(
    BUDGETED_PAGES.map(async ({ page, routeId }) => {
      const { total } = await initialJsGzipBytes(routeId, buildDir);
      return { page, bytes: total, pass: total <= INITIAL_JS_BUDGET_BYTES };
    }),
  );
}

/**
 * Issue 15: the browser bundle carries React DOM's production build. Its error messages are codes
 * ("Minified React error #…"); the development build's checks (validateDOMNesting and its
 * "cannot be a child of" message) are not there. True when a page's first load is the production
 * build.
 */
export async function isReactDomProduction(buildDir: string = defaultBuildDir): Promise<boolean> {
  const { files } = await initialJsGzipBytes('routes/home', buildDir);
  const code = files.map(([url]) => readFileSync(join(buildDir, 'client', url), 'utf8')).join('\n');
  const production = code.includes('Minified React error #');
  const development = code.includes('validateDOMNesting') || code.includes('cannot be a child of');
  return production && !development;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

if (import.meta.main && process.argv.includes('--budget')) {
  const results = await checkInitialJsBudget();
  for (const { page, bytes, pass } of results) {
    console.log(
      `${pass ? 'PASS' : 'FAIL'}  initial JS of ${page.padEnd(14)} ${kb(bytes).padStart(10)} gzip  budget ${kb(INITIAL_JS_BUDGET_BYTES)}`,
    );
  }
  const production = await isReactDomProduction();
  console.log(`${production ? 'PASS' : 'FAIL'}  the pages load React DOM's production build`);
  process.exit(results.every((r) => r.pass) && production ? 0 : 1);
} else if (import.meta.main) {
  const routeId = process.argv[2] ?? 'routes/home';
  const { total, files } = await initialJsGzipBytes(routeId);
  for (const [file, size] of files.sort((a, b) => b[1] - a[1]))
    console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
  console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total initial JS of ${routeId} (gzip -9)`);
}
