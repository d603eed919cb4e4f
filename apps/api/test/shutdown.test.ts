// Issue 27: SIGTERM drains a real API process. The request in flight when the signal arrives is
// answered, a new connection is refused, and the process exits 0; past SHUTDOWN_TIMEOUT_MS it exits 1
// and says why. On PostgreSQL when TEST_DATABASE_URL is set (a database of its own), else PGlite.
import { spawn } from 'node:child_process';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '@medsupply/contract';
import { databaseForChild } from './harness.ts';
import { freePort } from './free-port.ts';

const main = path.resolve(import.meta.dirname, '../src/main.ts');

async function until(what: string, done: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts `node apps/api/src/main.ts` with TEST_HOOKS (the slow route) and waits until it serves. */
async function startApi(env: Record<string, string>) {
  const child = await databaseForChild();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-shutdown-'));
  // PGlite: the migrated image, moved to where main.ts looks (DATA_DIR/pglite), saves the migrations.
  const pgliteDir = child.env['CHILD_PGLITE_DIR'];
  if (pgliteDir) await rename(pgliteDir, path.join(dataDir, 'pglite'));
  const port = await freePort();
  const api = spawn(process.execPath, [main], {
    env: {
      PATH: process.env['PATH'] ?? '',
      DATA_DIR: dataDir,
      // PostgreSQL: a database of its own; PGlite: the image linked under DATA_DIR above.
      ...(child.env['CHILD_DATABASE_URL'] ? { DATABASE_URL: child.env['CHILD_DATABASE_URL'] } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      TEST_HOOKS: 'true',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  api.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const state = { running: true };
  const exited = new Promise<number | null>((resolve) =>
    api.on('exit', (code) => {
      state.running = false;
      resolve(code);
    }),
  );
  await until('the API to start', () => stdout.includes('Press Ctrl-C to stop.') || !state.running, 120_000);
  if (!state.running) throw new Error(`the API exited at start: ${stdout}`);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    output: () => stdout,
    signal: (name: NodeJS.Signals) => api.kill(name),
    exited,
    cleanUp: async () => {
      api.kill('SIGKILL');
      await exited;
      await child.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A GET on a connection of its own: its status, or the error code of a refused connection. */
function getOnNewConnection(port: number, urlPath: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new connections and exits 0', async () => {
    const api = await startApi({ SHUTDOWN_TIMEOUT_MS: '15000' });
    try {
      const inFlight = fetch(`${api.baseUrl}${paths.testHooks.wait}?ms=1500`);
      await until('the slow request to arrive', () => api.output().includes('test hook: waiting'), 10_000);

      const signalledAt = Date.now();
      api.signal('SIGTERM');
      await until('the drain to begin', () => api.output().includes('draining: no new connections'), 5_000);
      // The listener closes within a few ticks of the signal; from then on nothing new gets in.
      let answer = await getOnNewConnection(api.port, paths.health);
      for (const deadline = Date.now() + 3_000; answer !== 'ECONNREFUSED' && Date.now() < deadline;) {
        // Accepted in those few ticks: Fastify answers 503 while it closes.
        expect(answer).toBe(503);
        answer = await getOnNewConnection(api.port, paths.health);
      }
      expect(answer).toBe('ECONNREFUSED');

      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ waitedMs: 1500 });

      expect(await api.exited).toBe(0);
      const tookMs = Date.now() - signalledAt;
      // It waited for the request, and not for the deadline (nor for the idle keep-alive connection).
      expect(tookMs).toBeGreaterThanOrEqual(1000);
      expect(tookMs).toBeLessThan(15_000);
      expect(api.output()).toContain('"msg":"stopped"');
    } finally {
      await api.cleanUp();
    }
  }, 180_000);

  it('exits 1 with a log line when the in-flight work outlasts SHUTDOWN_TIMEOUT_MS', async () => {
    const api = await startApi({ SHUTDOWN_TIMEOUT_MS: '1000' });
    try {
      const inFlight = fetch(`${api.baseUrl}${paths.testHooks.wait}?ms=20000`).catch(() => 'cut off');
      await until('the slow request to arrive', () => api.output().includes('test hook: waiting'), 10_000);
      const signalledAt = Date.now();
      api.signal('SIGTERM');
      expect(await api.exited).toBe(1);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(api.output()).toContain('shutdown deadline passed');
      expect(await inFlight).toBe('cut off');
    } finally {
      await api.cleanUp();
    }
  }, 180_000);
});
