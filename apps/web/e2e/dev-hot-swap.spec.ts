// `npm run dev` (scripts/dev.ts): the API serves the storefront from Vite's dev server, and an edit
// of a component is swapped into the open page by React Refresh, without a reload and keeping what
// the page holds (issue 15, point 1). This starts the dev server as `npm run dev` does (WEB_DEV),
// edits a real component, and puts it back.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { childEnv, freePort, root, waitForHealth } from '../../../scripts/lib.ts';

import { launchBrowser } from './support/browser';
import type { LaunchedBrowser } from './support/browser';
import { watchErrors } from './support/page-checks';

const component = path.join(root, 'apps/web/src/features/errors/components/error-view.tsx');
const before = 'Search the catalog</p>';
const after = 'Search the whole catalog</p>';

describe('npm run dev', () => {
  let server: ChildProcess;
  let baseUrl: string;
  let dataDir: string;
  let browser: LaunchedBrowser;
  const original = readFileSync(component, 'utf8');

  beforeAll(async () => {
    expect(original).toContain(before);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'medsupply-dev-'));
    server = spawn('node', ['apps/api/src/main.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: childEnv({
        WEB_DEV: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseUrl,
        SEED_ITEMS: '50',
      }),
    });
    await waitForHealth(baseUrl, 240_000);
    browser = await launchBrowser('desktop');
  }, 300_000);

  afterAll(async () => {
    writeFileSync(component, original);
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('hot-swaps an edited component into the open page without a reload', async () => {
    const { page } = browser;
    // The first visit makes Vite bundle the storefront's dependencies, and a dependency it finds
    // late makes it reload the page ('Failed to fetch dynamically imported module' in between):
    // that is the dev server starting, not a hot swap. The test watches from a settled page.
    // On a busy machine a load can miss Vite's reload (the page is left with a failed import and
    // no app): the warm-up loads the page again until one starts the app, for up to three minutes.
    const deadline = Date.now() + 180_000;
    page.setDefaultTimeout(30_000);
    for (;;) {
      try {
        await page.goto(`${baseUrl}/error/404`, { timeout: 120_000 });
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
      }
    }
    page.setDefaultTimeout(120_000);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.reload({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const errors = watchErrors(page);
    await page.reload({ timeout: 120_000 });
    await page.getByText('Search the catalog', { exact: true }).waitFor({ timeout: 60_000 });
    // What a reload would lose: a mark on the window and the words typed into the search box.
    await page.evaluate(() => {
      (window as unknown as { hotSwapMark: string }).hotSwapMark = 'still here';
    });
    const search = page.getByRole('main').getByRole('combobox').first();
    await search.fill('gauze');

    try {
      writeFileSync(component, original.replace(before, after));
      await page.getByText('Search the whole catalog', { exact: true }).waitFor({ timeout: 60_000 });
    } finally {
      writeFileSync(component, original);
    }

    expect(await page.evaluate(() => (window as unknown as { hotSwapMark?: string }).hotSwapMark)).toBe(
      'still here',
    );
    expect(await search.inputValue()).toBe('gauze');
    await page.getByText('Search the catalog', { exact: true }).waitFor({ timeout: 60_000 });
    expect(errors).toEqual([]);
  }, 300_000);
});
