// Prepares one migrated database image that every test file starts from:
// PostgreSQL (TEST_DATABASE_URL): a template database; each file clones it with CREATE DATABASE … TEMPLATE.
// PGlite (default): a dump of a migrated in-memory database; each file loads it (no per-file migration).
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { kind: 'postgres'; adminUrl: string; template: string } | { kind: 'pglite'; dumpFile: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env['TEST_DATABASE_URL'];
  if (url) {
    const template = `medsupply_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: templateUrl.href, poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('testDb', { kind: 'postgres', adminUrl: url, template });
    return async () => {
      // Drop the template and every per-file clone this run made.
      const clones = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`${template}%`],
      );
      for (const row of clones.rows.reverse()) {
        await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      }
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-test-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const dump = await database.dumpDataDir();
  await database.close();
  const dumpFile = path.join(dir, 'migrated.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDb', { kind: 'pglite', dumpFile });
  return async () => rm(dir, { recursive: true, force: true });
}
