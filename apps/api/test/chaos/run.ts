// `npm run chaos`: the placement chaos with hundreds of SIGKILLs on PostgreSQL (issue 17
// "Reliability"). A throwaway database on the server of CHAOS_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) is migrated, ordered from by a store process that is
// killed at random moments and restarted, checked (place-order-chaos.ts) and dropped.
// Options: --kills N (default 200), --max-delay MS (longest wait before a kill, default 400).
// `--cluster` runs the cluster chaos instead (cluster-chaos.ts, issue 27): two API processes and a
// worker behind HAProxy, one of the API processes killed every few seconds for --minutes M
// (default 5) under a stream of orders and card payments per clinic (--streams S, default 2).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { runClusterChaos } from './cluster-chaos.ts';
import { runPlacementChaos } from './place-order-chaos.ts';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '200' },
    'max-delay': { type: 'string', default: '400' },
    cluster: { type: 'boolean', default: false },
    minutes: { type: 'string', default: '5' },
    streams: { type: 'string', default: '2' },
  },
});
const adminUrl = process.env['CHAOS_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `medsupply_chaos_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-chaos-'));
try {
  const setup = await openDatabase({ databaseUrl: url.href, poolSize: 2 });
  await setup.migrate();
  await setup.close();
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const secret = randomBytes(32).toString('hex');
  const report = values.cluster
    ? await runClusterChaos({
        databaseUrl: url.href,
        open: () => openDatabase({ databaseUrl: url.href, poolSize: 5 }),
        secret,
        durationMs: Number(values.minutes) * 60_000,
        streams: Number(values.streams),
        log,
      })
    : await runPlacementChaos(
        {
          env: { CHILD_DATABASE_URL: url.href },
          open: () => openDatabase({ databaseUrl: url.href, poolSize: 5 }),
        },
        { kills: Number(values.kills), maxKillDelayMs: Number(values['max-delay']), secret, dataDir, log },
      );
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  process.exitCode = report.problems.length > 0 ? 1 : 0;
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
