// How long a kept answer is not kept after a catalogue change when reads go to a replica (ADR 0037):
// from the commit of a change on the primary to the change feed vouching for its topic again, that
// is until the replica has replayed it. Starts a primary and replica with scripts/pg-pair.sh on the
// given ports (default 55432/55433) in a temporary directory, and takes it down afterwards.
//
//   node bench/replica-feed.ts [changes=50] [primaryPort] [replicaPort]
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openChangeFeed } from '../apps/api/src/db/changes.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';

const run = promisify(execFile);
const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../scripts/pg-pair.sh');
const [changes = 50, primaryPort = 55432, replicaPort = 55433] = process.argv.slice(2).map(Number);
const dir = path.join(os.tmpdir(), `medsupply-bench-pair-${randomBytes(4).toString('hex')}`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

await run('bash', [script, 'start', dir, String(primaryPort), String(replicaPort)]);
try {
  const database = await openDatabase({
    databaseUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
  });
  await database.migrate();
  const feed = await openChangeFeed(database);
  const vouched = async () => {
    while (feed.stamp('categories') === null) await new Promise((resolve) => setImmediate(resolve));
  };
  await vouched();
  const waits: number[] = [];
  for (let i = 0; i < changes; i += 1) {
    const before = feed.stamp('categories');
    const started = performance.now();
    await database.db.execute(
      sql`INSERT INTO categories (name, url_component) VALUES (${`Bench ${i}`}, ${`bench-${i}`})`,
    );
    // Heard, then vouched for again once the replica has replayed the insert.
    while (feed.stamp('categories') === before) await new Promise((resolve) => setImmediate(resolve));
    await vouched();
    waits.push(performance.now() - started);
  }
  waits.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  process.stdout.write(
    `${changes} category inserts: commit → vouched again p50 ${ms(percentile(waits, 50))}, ` +
      `p99 ${ms(percentile(waits, 99))}, max ${ms(waits.at(-1) ?? NaN)}\n`,
  );
  await feed.close();
  await database.close();
} finally {
  await run('bash', [script, 'destroy', dir]);
}
