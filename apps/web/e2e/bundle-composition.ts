// What a page's initial JavaScript is made of, by source module: the chunks bundle-size.ts counts
// for the page, each split by its source map into the modules it came from, with each module's
// share of the chunk's gzip size (its share of the chunk's bytes times the chunk's gzip size: an
// estimate, gzip does not compress every part alike). Build with maps first:
//   BUNDLE_SOURCEMAP=1 npm run build -w apps/web
//   node e2e/bundle-composition.ts [routes/home] [--by-package] [--top 40]
// then build again without them before serving the store (it must not serve maps).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { decode } from '@jridgewell/sourcemap-codec';

import { defaultBuildDir, initialJsGzipBytes } from './bundle-size.ts';

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Bytes of `code` attributed to each source of its map (unmapped bytes to '(unmapped)'). */
export function bytesBySource(code: string, map: SourceMap): Map<string, number> {
  const out = new Map<string, number>();
  const add = (source: string, n: number) => out.set(source, (out.get(source) ?? 0) + n);
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    let column = 0;
    let source = '(unmapped)';
    for (const segment of segments) {
      const [generated, sourceIndex] = segment;
      add(source, Buffer.byteLength(line.slice(column, generated)));
      column = generated;
      source = sourceIndex === undefined ? '(unmapped)' : (map.sources[sourceIndex] ?? '(unmapped)');
    }
    add(source, Buffer.byteLength(line.slice(column)) + 1);
  });
  return out;
}

/** node_modules/<package> (scoped too) of a source path, else the path under apps/ or packages/. */
export function packageOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = source.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? source);
  }
  const app = source.search(/(apps|packages)\//);
  return app >= 0 ? source.slice(app) : source;
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'by-package': { type: 'boolean', default: false }, top: { type: 'string', default: '40' } },
  });
  const routeId = positionals[0] ?? 'routes/home';
  const { files, total } = await initialJsGzipBytes(routeId);
  const shares = new Map<string, number>();
  for (const [url, gzipBytes] of files) {
    const file = join(defaultBuildDir, 'client', url);
    const code = readFileSync(file, 'utf8');
    const raw = Buffer.byteLength(code);
    // The bundler's own runtime has no map; a build without maps at all is a mistake.
    const mapped = existsSync(`${file}.map`);
    if (!mapped && url.includes('framework'))
      throw new Error('No source maps: build with BUNDLE_SOURCEMAP=1');
    const bySource = mapped
      ? bytesBySource(code, JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMap)
      : new Map([[`(no map) ${url}`, raw]]);
    for (const [source, bytes] of bySource) {
      const key = values['by-package'] ? packageOf(source) : `${source}  [${url.replace('/assets/', '')}]`;
      shares.set(key, (shares.get(key) ?? 0) + (bytes / raw) * gzipBytes);
    }
  }
  const rows = [...shares].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
  for (const [name, bytes] of rows) console.log(`${(bytes / 1024).toFixed(2).padStart(8)} KB  ${name}`);
  console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total initial JS of ${routeId} (gzip -9)`);
}
