// The committed migrations build every table of the schema, on PGlite and on PostgreSQL
// (CI runs this file with TEST_DATABASE_URL set and without).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getTableName, isTable, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import pg from 'pg';
import { useTestDatabase } from './harness.ts';
import { migrationsFolder, openDatabase, queryRows, type Database } from '../src/db/client.ts';

describe('migrations', () => {
  const testDatabase = useTestDatabase();
  let database: Database;
  beforeAll(() => {
    database = testDatabase();
  });

  it('create every table the schema declares', async () => {
    const declared = Object.values(schema)
      .filter((value) => isTable(value))
      .map((table) => getTableName(table))
      .sort();
    const present = (
      await queryRows<{ table_name: string }>(
        database.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )
    ).map((r) => r.table_name);
    expect(declared.length).toBeGreaterThan(40);
    expect(present).toEqual(expect.arrayContaining(declared));
  });

  it('install pg_trgm and the search indexes', async () => {
    const ext = await queryRows<{ extname: string }>(database.db, sql`select extname from pg_extension`);
    expect(ext.map((r) => r.extname)).toContain('pg_trgm');
    const idx = await queryRows<{ indexname: string }>(
      database.db,
      sql`select indexname from pg_indexes where tablename = 'items'`,
    );
    expect(idx.map((r) => r.indexname)).toEqual(
      expect.arrayContaining(['items_search_idx', 'items_mpn_trgm', 'items_item_name_trgm']),
    );
  });

  it('are recorded so a second run applies nothing', async () => {
    await database.migrate();
    const applied = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(applied[0]?.n).toBe(journal.entries.length);
  });
});

// Issue 27: every API process and worker migrates at start, and a cluster starts them together.
describe.runIf(inject('testDb').kind === 'postgres')(
  'migrations on PostgreSQL started by several processes at once',
  () => {
    it('migrate once, the others waiting and then finding nothing to apply', async () => {
      const testDb = inject('testDb');
      if (testDb.kind !== 'postgres') return;
      // An empty database (not the migrated template): the race is over creating the schema.
      const name = `${testDb.template}_race`;
      const admin = new pg.Client({ connectionString: testDb.adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(testDb.adminUrl);
      url.pathname = `/${name}`;
      const databases = await Promise.all(
        [0, 1, 2].map(() => openDatabase({ databaseUrl: url.href, poolSize: 1 })),
      );
      try {
        const results = await Promise.allSettled(databases.map((d) => d.migrate()));
        expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'migrated'))).toEqual([
          'migrated',
          'migrated',
          'migrated',
        ]);
        const [applied] = await queryRows<{ n: number }>(
          databases[0]!.db,
          sql`select count(*)::int AS n from drizzle.__drizzle_migrations`,
        );
        expect(applied?.n).toBeGreaterThan(10);
      } finally {
        for (const d of databases) await d.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });
  },
);
