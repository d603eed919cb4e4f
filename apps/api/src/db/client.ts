// The database: embedded PGlite under DATA_DIR by default, real PostgreSQL when DATABASE_URL is set.
// Both speak the same schema and the same migrations (docs/decisions/0002-pglite-embedded-default.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; every query helper accepts either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs raw SQL text with several statements (seed bulk loads). */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (test workers start from a migrated image). */
  dumpDataDir(): Promise<Blob>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; 'memory://' for a throw-away database. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Load a PGlite database from a dump (test workers start from a migrated image). */
  loadDataDir?: Blob | File | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // JIT compilation is for long analytical queries: a listing sorted by price is estimated
      // above jit_above_cost and spent 1.1 s compiling an 18 ms query (docs/decisions/0011).
      options: '-c jit=off',
    });
    // An idle client whose server connection ends (a restart, an administrator terminating it, a
    // test dropping its database) emits 'error'; unhandled, that would crash the process. The pool
    // has already discarded the client and opens a new one for the next query.
    pool.on('error', () => undefined);
    // Fail fast with a clear message when the server is not reachable.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      exec: async (text) => {
        await pool.query(text);
      },
      close: () => pool.end(),
      dumpDataDir: () => Promise.reject(new Error('dumpDataDir is only available on PGlite')),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  const client = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    exec: async (text) => {
      await client.exec(text);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export async function databaseHealth(db: Db): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { ok: false, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  }
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. Cast counts (`::int`) in SQL. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
