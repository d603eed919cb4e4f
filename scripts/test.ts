// `npm test`: every test of the repository, ending with one plain summary line.
// 1. unit, component and API integration tests (Vitest projects domain, api, web) — the API tests
//    use PGlite, or PostgreSQL when TEST_DATABASE_URL is set;
// 2. the initial JavaScript of the storefront's pages (ARCHITECTURE §11, ADR 0022) on the production
//    build, against the 150 KB gzip budget, and that it is React DOM's production build
//    (apps/web/e2e/bundle-size.ts);
// 3. browser journeys (Vitest project e2e) in Debian Chromium against a real server started here on
//    a free port with a small demo store (on PostgreSQL too when TEST_DATABASE_URL is set).
// TEST_PROJECTS (comma-separated) narrows step 1; SKIP_E2E=1 leaves out step 3.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { childEnv, ensureWebBuild, freePort, freshPostgres, root, run, waitForHealth } from './lib.ts';

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
/** Failed tests by file and name, repeated at the end: CI keeps only the tail of the output. */
const failures: string[] = [];
const tmp = await mkdtemp(path.join(os.tmpdir(), 'medsupply-npm-test-'));
const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const extraArgs = process.argv.slice(2);

async function vitest(projects: string[], env: Record<string, string> = {}): Promise<number> {
  const report = path.join(tmp, `report-${projects.join('-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extraArgs);
  const code = await run('npx', args, { env: childEnv(env) });
  if (existsSync(report)) {
    const r = JSON.parse(await readFile(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      testResults: Array<{
        name: string;
        message?: string;
        assertionResults: Array<{ status: string; fullName: string; failureMessages: string[] }>;
      }>;
    };
    for (const file of r.testResults) {
      const where = path.relative(root, file.name);
      const failed = file.assertionResults.filter((t) => t.status === 'failed');
      for (const t of failed) {
        failures.push(`${where} > ${t.fullName}\n    ${t.failureMessages[0]?.split('\n')[0] ?? ''}`);
      }
      // A file that failed before its tests ran (an import or a hook) has no failed test.
      if (failed.length === 0 && file.message) failures.push(`${where}: ${file.message.split('\n')[0]}`);
    }
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } else if (code !== 0) {
    totals.failed += 1;
  }
  return code;
}

async function e2e(): Promise<number> {
  if (!existsSync(chromium)) {
    const message = `No Chromium at ${chromium}: browser journeys need Debian's chromium (apt-get install -y chromium; .ci/run does it).`;
    if (process.env['CI']) {
      process.stderr.write(`${message}\n`);
      totals.failed += 1;
      return 1;
    }
    process.stdout.write(`\n${message} Skipping them on this machine.\n`);
    return 0;
  }
  await ensureWebBuild();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const testDbUrl = process.env['TEST_DATABASE_URL'];
  const pgDb = testDbUrl ? await freshPostgres(testDbUrl, `medsupply_e2e_${process.pid}`) : undefined;
  const server = spawn('node', ['apps/api/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: childEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'e2e-data'),
      DATABASE_URL: pgDb?.url ?? '',
      SEED_ITEMS: process.env['E2E_SEED_ITEMS'] ?? '600',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      // The subscription journey runs the due orders now (ADR 0026).
      TEST_HOOKS: 'true',
    }),
  });
  let serverOutput = '';
  server.stdout.on('data', (chunk: Buffer) => {
    serverOutput += chunk.toString();
  });
  try {
    await waitForHealth(baseUrl, 240_000);
    process.stdout.write(`\nBrowser journeys against ${baseUrl} (${pgDb ? 'PostgreSQL' : 'PGlite'})\n`);
    return await vitest(['e2e'], {
      E2E_BASE_URL: baseUrl,
      CHROMIUM_PATH: chromium,
      // The journeys read the store's mail outbox (password reset) under its DATA_DIR.
      E2E_DATA_DIR: path.join(tmp, 'e2e-data'),
    });
  } catch (error) {
    process.stderr.write(`${String(error)}\n${serverOutput}\n`);
    totals.failed += 1;
    return 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await pgDb?.drop();
  }
}

/** ARCHITECTURE §11: initial JavaScript of a page, measured on the production build. */
async function bundleBudget(): Promise<number> {
  await ensureWebBuild();
  process.stdout.write('\nInitial JavaScript budget (apps/web/e2e/bundle-size.ts --budget)\n');
  const code = await run('node', ['apps/web/e2e/bundle-size.ts', '--budget']);
  if (code === 0) totals.passed += 1;
  else totals.failed += 1;
  return code;
}

// TEST_PROJECTS=api: only the tests that touch a database (CI's PostgreSQL pass, .ci/run); the
// bundle budget comes with the web project, since it checks the storefront's build.
const projects = process.env['TEST_PROJECTS']?.split(',').filter(Boolean) ?? ['domain', 'api', 'web'];
let code = await vitest(projects);
if (projects.includes('web')) code = (await bundleBudget()) || code;
if (process.env['SKIP_E2E'] !== '1') code = (await e2e()) || code;
await rm(tmp, { recursive: true, force: true });

if (failures.length > 0) process.stdout.write(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
process.stdout.write(
  `\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
process.exit(code !== 0 || totals.failed > 0 ? 1 : 0);
