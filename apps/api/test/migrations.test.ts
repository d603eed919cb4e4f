// The committed migrations build every table of the schema, on PGlite and on PostgreSQL
// (CI runs this file with TEST_DATABASE_URL set and without).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getTableName, isTable, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { useTestDatabase } from './harness.ts';
import { migrationsFolder, queryRows, type Database } from '../src/db/client.ts';

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
