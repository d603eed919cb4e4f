// The storefront's server build (http/storefront.ts) loads once the store listens, not while it
// starts (ADR 0044): the API answers without it, and a document asked first loads it itself. The
// build here is a stand-in module that counts how often it is evaluated.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

const counters = globalThis as { storefrontBuildLoads?: Record<string, number> };
const loadsOf = (name: string) => counters.storefrontBuildLoads?.[name] ?? 0;

/** A build directory whose server module counts its loads under `name`. */
async function standInBuild(name: string): Promise<string> {
  const buildDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-build-'));
  await mkdir(path.join(buildDir, 'client'));
  await mkdir(path.join(buildDir, 'server'));
  await writeFile(path.join(buildDir, 'client', 'robots.txt'), 'User-agent: *\n');
  await writeFile(
    path.join(buildDir, 'server', 'index.js'),
    `globalThis.storefrontBuildLoads ??= {};
globalThis.storefrontBuildLoads[${JSON.stringify(name)}] = (globalThis.storefrontBuildLoads[${JSON.stringify(name)}] ?? 0) + 1;
export const entry = { module: {} };
`,
  );
  return buildDir;
}

const opened: Array<{ t: TestContext; buildDir: string }> = [];
afterEach(async () => {
  for (const { t, buildDir } of opened.splice(0)) {
    await t.close();
    await rm(buildDir, { recursive: true, force: true });
  }
});

async function storeOn(name: string): Promise<TestContext> {
  const buildDir = await standInBuild(name);
  const t = await createTestContext({ storefront: { kind: 'build', buildDir } });
  opened.push({ t, buildDir });
  return t;
}

describe("the storefront's server build", () => {
  it('is not loaded while the store starts; the API answers without it; listening loads it once', async () => {
    const t = await storeOn('listen');
    const categories = await t.app.inject({ method: 'GET', url: '/api/shopping/category/getCategories' });
    expect(categories.statusCode).toBe(200);
    expect(loadsOf('listen')).toBe(0);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => loadsOf('listen'), { timeout: 10_000 }).toBe(1);
    // The static files were registered at start, as before.
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
  });

  it('is loaded by the first document when no one listens (tests, app.inject), and only once', async () => {
    const t = await storeOn('document');
    expect(loadsOf('document')).toBe(0);
    await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    await t.app.inject({ method: 'GET', url: '/products/1', headers: { accept: 'text/html' } });
    expect(loadsOf('document')).toBe(1);
  });
});
