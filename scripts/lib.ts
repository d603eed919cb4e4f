// Helpers shared by the root scripts (start, test, dev, bench): run a command, build the
// storefront when its sources are newer than its build, find a free port, wait for a server,
// make a throwaway PostgreSQL database.
import { spawn, type SpawnOptions } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const binDir = path.join(root, 'node_modules', '.bin');

/** PATH with the project's node_modules/.bin first, so children run on the pinned Node 24. */
export const childEnv = (extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: `${binDir}${path.delimiter}${process.env['PATH'] ?? ''}`,
  ...extra,
});

export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, env: childEnv(), ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(dir: string): number {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the storefront when there is no build or a source file is newer than it. */
export async function ensureWebBuild(): Promise<void> {
  // The build makes both the browser bundle and the server's request handler (ADR 0022).
  const serverEntry = path.join(root, 'apps/web/build/server/index.js');
  const builtAt = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0;
  const sources = [
    'apps/web/src',
    'apps/web/public',
    // the build's own settings change what it produces too
    'apps/web/vite.config.ts',
    'apps/web/react-router.config.ts',
    'packages/contract/src',
    'packages/domain/src',
  ];
  const newest = Math.max(
    ...sources.map((s) => {
      const p = path.join(root, s);
      if (!existsSync(p)) return 0;
      return statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs;
    }),
  );
  if (builtAt > 0 && builtAt >= newest) return;
  process.stdout.write(builtAt ? 'Storefront sources changed: rebuilding…\n' : 'Building the storefront…\n');
  const code = await run('npm', ['run', 'build', '--silent', '-w', 'apps/web']);
  if (code !== 0) throw new Error('The storefront build failed');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The store did not become healthy at ${baseUrl} within ${timeoutMs / 1000} s`);
}

/**
 * A new, empty PostgreSQL database `name` on the server of `adminUrl` (dropped first if a crashed
 * run left it), and how to drop it again. Rejects when the server cannot be reached.
 */
export async function freshPostgres(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
