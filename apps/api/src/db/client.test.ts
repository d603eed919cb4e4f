// queryPreparedRows and withAsyncCommit on the test's database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/harness.ts';
import {
  PGLITE_SHARED_BUFFERS,
  queryPreparedRows,
  queryRows,
  withAsyncCommit,
  type Database,
} from './client.ts';

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

describe('withAsyncCommit', () => {
  const setting = async (db: Parameters<typeof queryRows>[0]) =>
    (await queryRows<{ synchronous_commit: string }>(db, sql`SHOW synchronous_commit`))[0]
      ?.synchronous_commit;

  it('commits its write without waiting for the disk, and leaves every other transaction as it was', async () => {
    const seen = await withAsyncCommit(database.db, (tx) => setting(tx));
    expect(seen).toBe('off');
    // SET LOCAL ended with that transaction: the pool's connections commit durably again.
    for (let i = 0; i < 4; i += 1) expect(await setting(database.db)).toBe('on');
  });

  it("inside a caller's transaction writes there as it is: the caller's commit stays durable", async () => {
    const [inside, after] = await database.db.transaction(async (tx) => {
      const during = await withAsyncCommit(tx, (inner) => setting(inner));
      return [during, await setting(tx)];
    });
    expect(inside).toBe('on');
    expect(after).toBe('on');
  });
});

describe('PGlite settings (ADR 0044)', () => {
  const show = async (name: string) =>
    (await queryRows<Record<string, string>>(database.db, sql.raw(`SHOW ${name}`)))[0]?.[name];

  it("runs with its smaller buffer pool, PGlite's own start parameters kept", async () => {
    // PostgreSQL keeps its server's own settings: nothing of this applies there.
    if (database.kind !== 'pglite') return;
    expect(PGLITE_SHARED_BUFFERS).toBe('32MB');
    expect(await show('shared_buffers')).toBe('32MB');
    // PGlite's defaults, which the smaller pool must not drop: its search path, no workers, and a
    // commit that writes its WAL to the files (no fsync, as always: a killed process loses nothing).
    expect(await show('search_path')).toBe('public');
    expect(await show('max_worker_processes')).toBe('0');
    expect(await show('synchronous_commit')).toBe('on');
    expect(await show('fsync')).toBe('off');
  });
});
