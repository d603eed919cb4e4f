// A served store renders with React's production build (src/production-env.ts): nothing set
// NODE_ENV, and every document was rendered by React's development build at about three times the
// CPU (issue 15's product document budget).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../src');

/** In a fresh process with only `env`: the NODE_ENV production-env.ts leaves, and which React loads. */
function probe(env: Record<string, string>): Promise<{ nodeEnv: string; react: string }> {
  const script = `
    import { createRequire } from 'node:module';
    await import(${JSON.stringify(pathToFileURL(path.join(src, 'production-env.ts')).href)});
    const require = createRequire(${JSON.stringify(pathToFileURL(path.join(src, 'main.ts')).href)});
    require('react');
    const loaded = Object.keys(require.cache).find((file) => /react[\\\\/]cjs[\\\\/]react\\./.test(file));
    process.stdout.write(JSON.stringify({ nodeEnv: process.env.NODE_ENV ?? '', react: path.basename(loaded ?? '') }));
    import path from 'node:path';
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env['PATH'] ?? '', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => {
      try {
        resolve(JSON.parse(out) as { nodeEnv: string; react: string });
      } catch {
        reject(new Error(`no answer from the probe: ${out}`));
      }
    });
  });
}

describe('the React build a store renders with', () => {
  it('is the production build when nothing sets NODE_ENV', async () => {
    expect(await probe({})).toEqual({ nodeEnv: 'production', react: 'react.production.js' });
  });

  it('is the development build under `npm run dev` (WEB_DEV)', async () => {
    expect(await probe({ WEB_DEV: 'true' })).toEqual({
      nodeEnv: 'development',
      react: 'react.development.js',
    });
  });

  it('is what a NODE_ENV given says', async () => {
    expect((await probe({ NODE_ENV: 'test' })).nodeEnv).toBe('test');
  });

  it('is chosen before main.ts loads anything: production-env.ts is its first import', () => {
    const imports = readFileSync(path.join(src, 'main.ts'), 'utf8').match(/^import .*$/gm) ?? [];
    expect(imports[0]).toBe("import './production-env.ts';");
  });
});
