// queryPreparedRows on the test's database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/harness.ts';
import { queryPreparedRows, queryRows, type Database } from './client.ts';

const testDatabase = useTestDatabase();
let database: Database;
beforeAll(() => {
  database = testDatabase();
});

describe('queryPreparedRows (ADR 0013)', () => {
  it('answers each call with its own parameters, and each shape of a statement under one prefix', async () => {
    const byValue = (n: number) => sql`SELECT ${n}::int + 1 AS next`;
    const byText = (t: string) => sql`SELECT upper(${t}) AS shout, 'other shape' AS note`;
    // Alternating shapes on the same connections: one name for both would be refused by PostgreSQL.
    for (const n of [1, 41, 99]) {
      expect(await queryPreparedRows(database.db, 'test_shape', byValue(n))).toEqual([{ next: n + 1 }]);
      expect(await queryPreparedRows(database.db, 'test_shape', byText(`x${n}`))).toEqual([
        { shout: `X${n}`, note: 'other shape' },
      ]);
    }
  });

  it('keeps the statement, planned, on the connection it ran on (PostgreSQL)', async () => {
    const statements = await database.db.transaction(async (tx) => {
      await queryPreparedRows(tx, 'test_kept', sql`SELECT ${7}::int AS seven`);
      return queryRows<{ name: string; statement: string }>(
        tx,
        sql`SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'test_kept_%'`,
      );
    });
    if (database.kind === 'pglite') {
      // PGlite runs the statement without naming it: nothing is kept, nothing can pile up.
      expect(statements).toEqual([]);
      return;
    }
    expect(statements).toHaveLength(1);
    expect(statements[0]?.name).toMatch(/^test_kept_[0-9a-f]{16}$/);
    expect(statements[0]?.statement).toContain('AS seven');
  });
});
