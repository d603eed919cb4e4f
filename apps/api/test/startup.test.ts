// Start-up failures a person can fix are one line naming the variable, not a stack trace.
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
});
