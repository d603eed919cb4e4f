// Measures the JavaScript a first visit to a route downloads before it can render: the entry
// chunk, the route's page chunk, and everything they import statically (from the Vite manifest).
// ARCHITECTURE §11 budget: initial route JS ≤ 100 KB gzip. Usage after `vite build`:
//   node e2e/bundle-size.ts [src/routes/home.tsx ...]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const distDir = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

export function initialJsGzipBytes(routeModules: string[]): {
  total: number;
  files: Array<[string, number]>;
} {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the manifest: run `vite build` first');
  const files: Array<[string, number]> = [];
  for (const key of staticClosure([entry, ...routeModules])) {
    const chunk = manifest[key];
    if (!chunk?.file.endsWith('.js')) continue;
    files.push([chunk.file, gzipSync(readFileSync(join(distDir, chunk.file)), { level: 9 }).length]);
  }
  return { total: files.reduce((sum, [, size]) => sum + size, 0), files };
}

if (import.meta.main) {
  const routes = process.argv.slice(2);
  const { total, files } = initialJsGzipBytes(routes.length > 0 ? routes : ['src/routes/home.tsx']);
  for (const [file, size] of files.sort((a, b) => b[1] - a[1]))
    console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
  console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total initial JS (gzip -9)`);
}
