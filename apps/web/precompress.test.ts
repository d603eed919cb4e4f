// The build's compressed copies of the assets (precompress.ts, ADR 0014).
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

import { MIN_BYTES, precompressDirectory } from './precompress.ts';

describe('precompressDirectory', () => {
  it('writes .br and .gz copies that decode to each text asset of 1 KB or more, and nothing else', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-precompress-'));
    const script = 'export const items = ['.concat('"nitrile exam glove", '.repeat(200), '];\n');
    const style = '.card{display:grid}'.repeat(100);
    await writeFile(path.join(dir, 'shell-a1.js'), script);
    await writeFile(path.join(dir, 'shell-a1.css'), style);
    await writeFile(path.join(dir, 'tiny-b2.js'), 'export default 1;'); // under MIN_BYTES
    await writeFile(path.join(dir, 'photo.png'), Buffer.alloc(MIN_BYTES * 4, 7)); // not text

    expect(await precompressDirectory(dir)).toBe(2);

    expect((await readdir(dir)).sort()).toEqual([
      'photo.png',
      'shell-a1.css',
      'shell-a1.css.br',
      'shell-a1.css.gz',
      'shell-a1.js',
      'shell-a1.js.br',
      'shell-a1.js.gz',
      'tiny-b2.js',
    ]);
    for (const [name, text] of [
      ['shell-a1.js', script],
      ['shell-a1.css', style],
    ] as const) {
      const br = await readFile(path.join(dir, `${name}.br`));
      const gz = await readFile(path.join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(text);
      expect(gunzipSync(gz).toString()).toBe(text);
      expect(br.length).toBeLessThan(text.length / 4);
    }
  });
});
