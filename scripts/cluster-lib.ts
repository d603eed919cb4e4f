// Several API processes and a worker on one PostgreSQL, behind HAProxy (issue 27, docs/scaling.md):
// what `npm run cluster` runs, and what the two-process test, the cluster chaos and the cluster
// bench start. HAProxy runs deploy/haproxy.cfg, the file an operator copies, with its bind port and
// server lines replaced by the processes started here.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, root } from './lib.ts';

export const HAPROXY = process.env['HAPROXY'] ?? '/usr/sbin/haproxy';
const HAPROXY_TEMPLATE = path.join(root, 'deploy', 'haproxy.cfg');

export interface ClusterOptions {
  databaseUrl: string;
  /** A streaming replica for catalogue, search and content reads (DATABASE_REPLICA_URL). */
  replicaUrl?: string | undefined;
  /** How many API processes (each WORK_JOBS=false). */
  processes: number;
  /** Start a worker process (`npm run worker`) for the job queues. */
  worker: boolean;
  /** The load balancer's port; a free one when 0. */
  port: number;
  /** DATA_DIR of every process, and where the HAProxy configuration is written. */
  dataDir: string;
  /** Shared by every process: a session signed by one is read by all. */
  jwtSecret: string;
  /** Whether the first process seeds the demo store into an empty database. */
  seedDemo: boolean;
  /** Starts a process again a second after it ends by itself or is killed, as a process manager would. */
  restart: boolean;
  /** More environment for every process (LOG_LEVEL, TEST_HOOKS, SEED_ITEMS…). */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface ClusterProcess {
  readonly name: string;
  /** The API's own port (none for the worker). */
  readonly port: number | null;
  readonly url: string | null;
  /** The running child, if any. */
  child(): ChildProcess | null;
  /** Sends a signal to the running child (SIGKILL: the chaos). */
  kill(signal: NodeJS.Signals): boolean;
  /** Resolves when the process answers /api/health (the worker: when it says it works the queues). */
  ready(timeoutMs?: number): Promise<void>;
  /** How many times it was started. */
  starts(): number;
}

export interface Cluster {
  /** The load balancer's address: what clients use. */
  url: string;
  apis: ClusterProcess[];
  worker: ClusterProcess | null;
  /** SIGTERM to every process (each drains its requests), then HAProxy. */
  stop(): Promise<void>;
}

/** deploy/haproxy.cfg with its bind address and server lines replaced. */
export function haproxyConfig(port: number, servers: Array<{ name: string; port: number }>): string {
  const template = readFileSync(HAPROXY_TEMPLATE, 'utf8');
  const lines = template.split('\n');
  const serverLines = servers.map((s) => `    server ${s.name} 127.0.0.1:${s.port} check`);
  const out: string[] = [];
  let serversWritten = false;
  for (const line of lines) {
    if (/^\s*bind\s/.test(line)) out.push(`    bind 127.0.0.1:${port}`);
    else if (/^\s*server\s/.test(line)) {
      if (!serversWritten) out.push(...serverLines);
      serversWritten = true;
    } else out.push(line);
  }
  if (!serversWritten) throw new Error(`${HAPROXY_TEMPLATE} has no server line to replace`);
  return out.join('\n');
}

/** Whether HAProxy is installed (apt-get install haproxy; .ci/run does it). */
export function haproxyInstalled(): boolean {
  return spawnSync(HAPROXY, ['-v'], { stdio: 'ignore' }).status === 0;
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process kept running: started again `restartDelayMs` after it ends, until stopped. */
function supervise(
  name: string,
  script: string,
  env: Record<string, string>,
  port: number | null,
  options: { restart: boolean; log: (line: string) => void },
): ClusterProcess & { stop(): Promise<void> } {
  let current: ChildProcess | null = null;
  let started = 0;
  let stopping = false;
  let output = '';
  let workerReady = false;
  const url = port === null ? null : `http://127.0.0.1:${port}`;

  const start = () => {
    started += 1;
    workerReady = false;
    const child = spawn(process.execPath, [path.join(root, script)], {
      cwd: root,
      env: { PATH: process.env['PATH'] ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    current = child;
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (output.includes('Press Ctrl-C')) workerReady = true;
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code, signal) => {
      if (current === child) current = null;
      if (stopping) return;
      options.log(
        `${name} ended (${signal ?? `code ${String(code)}`})${options.restart ? '; starting it again' : ''}`,
      );
      if (code !== 0 && signal === null) options.log(output.slice(-2000));
      if (options.restart) setTimeout(() => !stopping && start(), 1000).unref();
    });
  };
  start();

  return {
    name,
    port,
    url,
    child: () => current,
    kill: (signal) => current?.kill(signal) ?? false,
    starts: () => started,
    ready: async (timeoutMs = 120_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (url === null ? workerReady : await healthy(url)) return;
        await sleep(200);
      }
      throw new Error(`${name} did not become ready within ${timeoutMs / 1000} s:\n${output.slice(-3000)}`);
    },
    stop: async () => {
      stopping = true;
      const child = current;
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!haproxyInstalled()) {
    throw new Error(`No HAProxy at ${HAPROXY}: apt-get install -y haproxy (.ci/run installs it)`);
  }
  const log = options.log ?? (() => undefined);
  const port = options.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const common: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    ...(options.replicaUrl ? { DATABASE_REPLICA_URL: options.replicaUrl } : {}),
    DATA_DIR: options.dataDir,
    JWT_SECRET: options.jwtSecret,
    HOST: '127.0.0.1',
    // Every request arrives through HAProxy on this machine: its X-Forwarded-For is believed.
    TRUSTED_PROXIES: '127.0.0.1',
    PUBLIC_URL: process.env['PUBLIC_URL'] ?? `http://localhost:${port}`,
    ...options.env,
  };
  const apis: Array<ReturnType<typeof supervise>> = [];
  for (let i = 1; i <= options.processes; i += 1) {
    const apiPort = await freePort();
    const api = supervise(
      `api${i}`,
      'apps/api/src/main.ts',
      {
        ...common,
        PORT: String(apiPort),
        WORK_JOBS: 'false',
        // The first process seeds an empty database; the others start after it is ready.
        SEED_DEMO: String(options.seedDemo && i === 1),
      },
      apiPort,
      { restart: options.restart, log },
    );
    apis.push(api);
    if (i === 1) await api.ready(600_000);
  }
  await Promise.all(apis.map((api) => api.ready()));
  const worker = options.worker
    ? supervise('worker', 'apps/api/src/worker.ts', { ...common, SEED_DEMO: 'false' }, null, {
        restart: options.restart,
        log,
      })
    : null;
  await worker?.ready();

  const configFile = path.join(options.dataDir, 'haproxy.cfg');
  writeFileSync(
    configFile,
    haproxyConfig(
      port,
      apis.map((api) => ({ name: api.name, port: api.port ?? 0 })),
    ),
  );
  const haproxy = spawn(HAPROXY, ['-f', configFile, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let haproxyErrors = '';
  haproxy.stderr.on(
    'data',
    (chunk: Buffer) => (haproxyErrors = (haproxyErrors + chunk.toString()).slice(-4000)),
  );
  const deadline = Date.now() + 20_000;
  while (!(await healthy(url))) {
    if (haproxy.exitCode !== null || Date.now() > deadline) {
      haproxy.kill('SIGKILL');
      await Promise.all(apis.map((api) => api.stop()));
      await worker?.stop();
      throw new Error(`HAProxy did not start on port ${port}: ${haproxyErrors}`);
    }
    await sleep(200);
  }
  log(
    `HAProxy on ${url} over ${apis.map((a) => `${a.name} (${a.url})`).join(', ')}${worker ? ' and a worker' : ''}`,
  );

  return {
    url,
    apis,
    worker,
    stop: async () => {
      await Promise.all([...apis.map((api) => api.stop()), worker?.stop()]);
      const exited = new Promise((resolve) => haproxy.once('exit', resolve));
      if (haproxy.exitCode === null) haproxy.kill('SIGTERM');
      else return;
      await exited;
    },
  };
}
