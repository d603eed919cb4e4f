// `npm run cluster`: the store as it runs beyond one process (issue 27, docs/scaling.md), on this
// machine: HAProxy on PORT (default 3000) over two API processes and a worker, on one PostgreSQL.
// DATABASE_URL names the database (default: medsupply_cluster on 127.0.0.1:5432, created if
// missing, the demo store seeded into it when empty); DATABASE_REPLICA_URL adds a read replica
// (scripts/pg-pair.sh sets one up). A process that ends is started again a second later, as the
// systemd units in deploy/ would. Options: --processes N (default 2), --no-worker.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startCluster } from './cluster-lib.ts';
import { ensureWebBuild, root } from './lib.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    'no-worker': { type: 'boolean', default: false },
  },
});
const processes = Number(values.processes);
if (!Number.isInteger(processes) || processes < 1 || processes > 16) {
  process.stderr.write('--processes must be a whole number from 1 to 16\n');
  process.exit(1);
}

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

/** DATABASE_URL, or medsupply_cluster on the local server, created when it is not there. */
async function clusterDatabase(): Promise<string> {
  const given = process.env['DATABASE_URL'];
  if (given) return given;
  const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    fail(
      `No PostgreSQL at 127.0.0.1:5432 (${error instanceof Error ? error.message : String(error)}): ` +
        'start it, or set DATABASE_URL',
    );
  }
  const found = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'medsupply_cluster'`);
  if (found.rowCount === 0) await admin.query('CREATE DATABASE medsupply_cluster');
  await admin.end();
  return 'postgres://postgres@127.0.0.1:5432/medsupply_cluster';
}

const dataDir = path.resolve(process.env['DATA_DIR'] ?? path.join(root, 'data', 'cluster'));
mkdirSync(dataDir, { recursive: true });
// One secret for every process (a session one signs, all read), kept for the next start.
const secretFile = path.join(dataDir, 'jwt-secret');
const jwtSecret =
  process.env['JWT_SECRET'] ??
  (existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : randomBytes(48).toString('base64url'));
writeFileSync(secretFile, jwtSecret, { mode: 0o600 });

await ensureWebBuild();
const databaseUrl = await clusterDatabase();
process.stdout.write(`Starting ${processes} API processes${values['no-worker'] ? '' : ' and a worker'}…\n`);
const cluster = await startCluster({
  databaseUrl,
  replicaUrl: process.env['DATABASE_REPLICA_URL'],
  processes,
  worker: !values['no-worker'],
  port: Number(process.env['PORT'] ?? 3000),
  dataDir,
  jwtSecret,
  seedDemo: process.env['SEED_DEMO'] !== 'false',
  restart: true,
  env: { LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn' },
  log: (line) => process.stdout.write(`${line}\n`),
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

process.stdout.write(
  `\nThe store is running at ${cluster.url.replace('127.0.0.1', 'localhost')} (HAProxy)\n` +
    cluster.apis
      .map((api) => `  ${api.name}: ${api.url ?? ''}  (pid ${api.child()?.pid ?? '?'})\n`)
      .join('') +
    (cluster.worker ? `  worker: pid ${cluster.worker.child()?.pid ?? '?'}\n` : '') +
    `Database: ${databaseUrl.replace(/\/\/[^@]*@/, '//')}\n\nPress Ctrl-C to stop.\n`,
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`\n${signal}: stopping every process (each finishes its requests)…\n`);
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
