// Measures the JavaScript a first visit to a route downloads before it can render: the entry
// chunk, the route's page chunk, and everything they import statically (from the Vite manifest).
// ARCHITECTURE §11 budget: initial route JS ≤ 100 KB gzip. Usage after `vite build`:
//   node e2e/bundle-size.ts [src/routes/home.tsx ...]
// BUNDLE_DIST_DIR measures another build (for example `vite build --outDir /tmp/x`).
//   node e2e/bundle-size.ts --budget
// checks the pages of issue 3 against the budget and exits 1 when one is over it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export const defaultDistDir = process.env['BUNDLE_DIST_DIR'] ?? join(import.meta.dirname, '..', 'dist');

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

export function initialJsGzipBytes(
  routeModules: string[],
  distDir: string = defaultDistDir,
): {
  total: number;
  files: Array<[string, number]>;
} {
  const manifest = readManifest(distDir);
  for (const route of routeModules) {
    if (!manifest[route]) throw new Error(`${route} is not a module of the build in ${distDir}`);
  }
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the manifest: run `vite build` first');
  const files: Array<[string, number]> = [];
  for (const key of staticClosure(manifest, [entry, ...routeModules])) {
    const chunk = manifest[key];
    if (!chunk?.file.endsWith('.js')) continue;
    files.push([chunk.file, gzipSync(readFileSync(join(distDir, chunk.file)), { level: 9 }).length]);
  }
  return { total: files.reduce((sum, [, size]) => sum + size, 0), files };
}

/** ARCHITECTURE §11, issue 3: initial JavaScript of a page ≤ 100 KB gzip (KB = 1024 bytes, as printed). */
export const INITIAL_JS_BUDGET_BYTES = 100 * 1024;

/** The pages issue 3 budgets, with the route module each one loads first. */
export const BUDGETED_PAGES: Array<{ page: string; routeModule: string }> = [
  { page: '/', routeModule: 'src/routes/home.tsx' },
  { page: '/products/1', routeModule: 'src/routes/products.tsx' },
  { page: '/product/{id}', routeModule: 'src/routes/product.tsx' },
];

export function checkInitialJsBudget(
  distDir: string = defaultDistDir,
): Array<{ page: string; bytes: number; pass: boolean }> {
  return BUDGETED_PAGES.map(({ page, routeModule }) => {
    const { total } = initialJsGzipBytes([routeModule], distDir);
    return { page, bytes: total, pass: total <= INITIAL_JS_BUDGET_BYTES };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

if (import.meta.main && process.argv.includes('--budget')) {
  const results = checkInitialJsBudget();
  for (const { page, bytes, pass } of results) {
    console.log(
      `${pass ? 'PASS' : 'FAIL'}  initial JS of ${page.padEnd(14)} ${kb(bytes).padStart(10)} gzip  budget ${kb(INITIAL_JS_BUDGET_BYTES)}`,
    );
  }
  process.exit(results.every((r) => r.pass) ? 0 : 1);
} else if (import.meta.main) {
  const routes = process.argv.slice(2);
  const { total, files } = initialJsGzipBytes(routes.length > 0 ? routes : ['src/routes/home.tsx']);
  for (const [file, size] of files.sort((a, b) => b[1] - a[1]))
    console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
  console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total initial JS (gzip -9)`);
}
