// Start-up failures a person can fix are one line naming the variable, not a stack trace.
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { freePort } from './free-port.ts';

const main = path.resolve(import.meta.dirname, '../src/main.ts');

async function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-startup-'));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [main], {
      env: { PATH: process.env['PATH'] ?? '', DATA_DIR: dataDir, SEED_DEMO: 'false', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

/** Starts the store, waits until it serves, and stops it with Ctrl-C (SIGINT). */
async function startAndStop(
  dataDir: string,
  port: number,
  whileRunning: (baseUrl: string) => Promise<void>,
): Promise<{ stdout: string; code: number | null }> {
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env['PATH'] ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_ITEMS: '60',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (!stdout.includes('Press Ctrl-C to stop.')) {
    if (Date.now() > deadline) throw new Error(`store did not start: ${stdout}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  try {
    await whileRunning(baseUrl);
  } finally {
    child.kill('SIGINT');
  }
  return { stdout, code: await exited };
}

describe('start and restart', () => {
  it('seeds an empty database once, shuts down cleanly on Ctrl-C and keeps the data on restart', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-restart-'));
    const port = await freePort();
    const login = (baseUrl: string) =>
      fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@lakeside-clinic.example', password: 'Demo!2026' }),
      });

    const first = await startAndStop(dataDir, port, async (baseUrl) => {
      const health = await fetch(`${baseUrl}/api/health`);
      expect(health.status).toBe(200);
      expect(((await health.json()) as { status: string }).status).toBe('ok');
      expect((await login(baseUrl)).status).toBe(200);
    });
    expect(first.stdout).toContain('Empty database: creating the demo store');
    expect(first.stdout).toContain('admin@lakeside-clinic.example');
    expect(first.code).toBe(0);

    const second = await startAndStop(dataDir, port, async (baseUrl) => {
      expect((await login(baseUrl)).status).toBe(200);
    });
    expect(second.stdout).not.toContain('Empty database');
    expect(second.code).toBe(0);
  }, 240_000);
});

describe('start-up errors', () => {
  it('names PORT when it is not a port', async () => {
    const { code, stderr } = await start({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Invalid configuration: PORT: /);
  });

  it('names DATABASE_URL when it is not a PostgreSQL URL', async () => {
    const { code, stderr } = await start({ DATABASE_URL: 'sqlite://store.db' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain('DATABASE_URL: ');
  });

  it('names DATABASE_URL when nothing answers there', async () => {
    const { code, stderr } = await start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^DATABASE_URL: cannot use the database/);
  });

  it('names DATABASE_REPLICA_URL when it is given without a primary (ADR 0037)', async () => {
    const { code, stderr } = await start({ DATABASE_REPLICA_URL: 'postgres://postgres@127.0.0.1:1/none' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/DATABASE_REPLICA_URL: needs DATABASE_URL/);
  });

  // A primary that answers is needed: the PostgreSQL pass's server.
  const testDb = inject('testDb');
  it.skipIf(testDb.kind !== 'postgres')('names DATABASE_REPLICA_URL when nothing answers there', async () => {
    const primary = testDb.kind === 'postgres' ? testDb.adminUrl : '';
    const { code, stderr } = await start({
      DATABASE_URL: primary,
      DATABASE_REPLICA_URL: 'postgres://postgres@127.0.0.1:1/none',
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^DATABASE_REPLICA_URL: cannot use the replica/);
  });
});
