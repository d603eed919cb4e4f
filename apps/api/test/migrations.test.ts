// The committed migrations build every table of the schema, on PGlite and on PostgreSQL
// (CI runs this file with TEST_DATABASE_URL set and without).
import { getTableName, isTable, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { openTestDatabase } from './harness.ts';
import type { Database } from '../src/db/client.ts';

describe('migrations', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('create every table the schema declares', async () => {
    const declared = Object.values(schema)
      .filter((value) => isTable(value))
      .map((table) => getTableName(table))
      .sort();
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const present = result.rows.map((r) => r.table_name);
    expect(declared.length).toBeGreaterThan(40);
    expect(present).toEqual(expect.arrayContaining(declared));
  });

  it('install pg_trgm and the search indexes', async () => {
    const ext = await database.db.execute<{ extname: string }>(sql`select extname from pg_extension`);
    expect(ext.rows.map((r) => r.extname)).toContain('pg_trgm');
    const idx = await database.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename = 'items'`,
    );
    expect(idx.rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining(['items_search_idx', 'items_mpn_trgm', 'items_item_name_trgm']),
    );
  });

  it('are recorded so a second run applies nothing', async () => {
    await database.migrate();
    const applied = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied.rows[0]?.n)).toBe(2);
  });
});
