// Compressed copies of the built assets, made once at build time (ADR 0014): beside every script,
// stylesheet and SVG of build/client/assets of 1 KB or more, a `.br` (brotli at its best quality) and a
// `.gz` (gzip level 9). The API serves them as they are (@fastify/static `preCompressed`), so a
// page's first visit costs the server no compression at all, where compressing on the fly took
// 8–130 ms of server time per script while the browser was loading the same page on the same
// two cores; and brotli's best quality, too slow to run per request, makes the scripts smaller.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text. Images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html)$/;
/** Below this the copy saves less than the bytes of its own headers (as @fastify/compress's threshold). */
export const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir`; returns how many files. */
export async function precompressDirectory(dir: string): Promise<number> {
  const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
  const done = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      if ((await stat(file)).size < MIN_BYTES) return 0;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      return 1;
    }),
  );
  return done.reduce<number>((sum, one) => sum + one, 0);
}

/** The Vite plugin: compresses the browser build's assets once they are written. */
export function precompress(): Plugin {
  return {
    name: 'medsupply-precompress',
    apply: 'build',
    // The browser's files only: the server build is never sent to a browser.
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      if (options.dir) await precompressDirectory(path.join(options.dir, 'assets'));
    },
  };
}
