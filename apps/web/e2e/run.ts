// `npm run test:e2e -w apps/web`: the browser journeys alone. With E2E_BASE_URL set they run
// against that store (for example `npx vite` on :5173 with the API on :3000); otherwise this builds
// the storefront, starts the API serving it on a free port (as `npm test` does), and stops it after.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { childEnv, ensureWebBuild, freePort, root, run, waitForHealth } from '../../../scripts/lib.ts';

/** dataDir: the store's DATA_DIR, whose mail outbox the password-reset journey reads. */
async function journeys(baseUrl: string, dataDir: string | undefined): Promise<number> {
  return run('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
    env: childEnv({ E2E_BASE_URL: baseUrl, ...(dataDir ? { E2E_DATA_DIR: dataDir } : {}) }),
  });
}

let code: number;
const given = process.env['E2E_BASE_URL'];
if (given) {
  code = await journeys(given, process.env['E2E_DATA_DIR']);
} else {
  await ensureWebBuild();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'medsupply-web-e2e-'));
  const server = spawn('node', ['apps/api/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: childEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      SEED_ITEMS: process.env['E2E_SEED_ITEMS'] ?? '600',
      // The subscription journey runs the due orders now (ADR 0026).
      TEST_HOOKS: 'true',
    }),
  });
  try {
    await waitForHealth(baseUrl, 240_000);
    code = await journeys(baseUrl, dataDir);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
process.exit(code);
