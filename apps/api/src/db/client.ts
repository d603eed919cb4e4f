// The database: embedded PGlite under DATA_DIR by default, real PostgreSQL when DATABASE_URL is set.
// Both speak the same schema and the same migrations (docs/decisions/0002-pglite-embedded-default.md).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PgBoss, fromPglite, type ConstructorOptions as JobStoreOptions } from 'pg-boss';
import { isDatabaseUnavailable } from './availability.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; every query helper accepts either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Marks the code that runs inside one of this process's database transactions (ADR 0035). */
const transactionScope = new AsyncLocalStorage<true>();

/**
 * Whether the caller runs inside a database transaction of this process. A call outside the database
 * (the payment gateway) must not: it would hold the transaction's row locks across the network, and
 * on PGlite, whose one connection the transaction holds, anything it awaits from the database would
 * wait forever (ADR 0035).
 */
export const insideTransaction = (): boolean => transactionScope.getStore() === true;

/** Runs every transaction of `db` (savepoints nest inside one) in the scope insideTransaction reads. */
function markTransactions(db: Db): Db {
  const begin = db.transaction.bind(db);
  const marked: Db['transaction'] = (run, config) =>
    begin((tx) => transactionScope.run(true, () => run(tx)), config);
  db.transaction = marked;
  return db;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  /** The primary: every write, and every read of a buyer's transaction. */
  db: Db;
  /**
   * Reads that may be a moment behind (catalogue, search, content; ADR 0037): the streaming
   * replica's pool with DATABASE_REPLICA_URL, else `db` itself.
   */
  readDb: Db;
  /** The replica behind readDb, or null when reads go to the primary (no replica, or PGlite). */
  replica: ReplicaLink | null;
  kind: 'pglite' | 'postgres';
  /** Applies our migrations, then installs or upgrades the job queue's schema (core/jobs.ts). */
  migrate(): Promise<void>;
  /** How pg-boss reaches this database (docs/decisions/0017): PGlite's one connection, or a pool of its own. */
  jobStore: JobStoreOptions;
  /** Runs raw SQL text with several statements (seed bulk loads). */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (test workers start from a migrated image). */
  dumpDataDir(): Promise<Blob>;
  /**
   * Each query pool's connections now (metrics, issue 27): the primary's (`main`) and, with a replica,
   * the replica's: how many are open, idle, and how many
   * queries wait for one. PGlite has one connection and no pool: it answers its one connection as
   * the size and leaves idle and waiting out (it queues inside PGlite, where nobody can count).
   */
  poolStats(): { main: PoolStats; replica?: PoolStats };
  /**
   * LISTEN on `channel` (db/changes.ts): `notify` gets each notification's payload; `live` says when
   * listening starts and when it stops (a lost connection, retried every few seconds). Resolves to
   * a function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
}

export interface PoolStats {
  max: number;
  total: number;
  idle?: number;
  waiting?: number;
}

/** What the change feed and the health check ask of a replica (ADR 0037). */
export interface ReplicaLink {
  /**
   * The primary's flushed WAL position now: once the replica has replayed up to it, it shows every
   * transaction whose commit was flushed before this call, among them every one whose notification
   * the change feed has heard (migration 0032).
   */
  primaryLsn(): Promise<string>;
  /** Whether the replica has replayed up to `lsn` (a server that is not a standby always has). */
  replayedTo(lsn: string): Promise<boolean>;
  /** The replica's reachability and how far behind the primary it is, for /api/health. */
  health(): Promise<ReplicaHealth>;
}

export interface ReplicaHealth {
  ok: boolean;
  latencyMs: number;
  /** WAL the replica has not replayed yet; null when the primary or the replica cannot be asked. */
  lagBytes: number | null;
  /**
   * 0 when it has replayed all the primary has written; else how long ago it replayed its last
   * transaction (the age of the oldest change it lacks, at most); null when either cannot be asked.
   */
  lagSeconds: number | null;
}

export interface ListenHandlers {
  notify(payload: string): void;
  live(isLive: boolean): void;
}

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_DELAY_MS = 2000;

/**
 * LISTEN on PostgreSQL: a connection of its own (a pooled one would be handed to queries), opened
 * again when it is lost. While it is down the handlers hear `live(false)`.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  // An object, not a `let`: stop() may run while connect() awaits.
  const state = { stopped: false };
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    const link = { lost: false };
    const onLost = () => {
      if (link.lost) return;
      link.lost = true;
      if (current === client) current = undefined;
      handlers.live(false);
      client.end().catch(() => undefined);
      if (!state.stopped) {
        retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
        retry.unref();
      }
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      onLost();
      return;
    }
    if (state.stopped || link.lost) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    handlers.live(true);
  };

  await connect();
  return async () => {
    state.stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    handlers.live(false);
    await client?.end().catch(() => undefined);
  };
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; 'memory://' for a throw-away database. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Load a PGlite database from a dump (test workers start from a migrated image). */
  loadDataDir?: Blob | File | undefined;
  /** Hears the text of every statement drizzle sends, never its parameters (tests compare work). */
  logQuery?: (query: string) => void;
  /** A streaming replica of databaseUrl for readDb (ADR 0037); PostgreSQL only. */
  replicaUrl?: string | undefined;
}

/**
 * Names each pool's sessions in pg_stat_activity, so an operator (and the replica test) can see
 * which of the store's connections read where.
 */
export const APPLICATION_NAME = { primary: 'medsupply', replica: 'medsupply-reads' } as const;

/** The replica could not be reached at start (start-up.ts names DATABASE_REPLICA_URL for it). */
export class ReplicaUnreachableError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ReplicaUnreachableError';
  }
}

/** How both pools are configured: the primary's and the replica's. */
function poolConfig(connectionString: string, max: number, applicationName: string): pg.PoolConfig {
  return {
    connectionString,
    max,
    application_name: applicationName,
    // JIT compilation is for long analytical queries: a listing sorted by price is estimated
    // above jit_above_cost and spent 1.1 s compiling an 18 ms query (docs/decisions/0011).
    options: '-c jit=off',
  };
}

/**
 * An idle client whose server connection ends (a restart, an administrator terminating it, a test
 * dropping its database, the primary stopping) emits 'error'; unhandled, that would crash the
 * process. The pool has already discarded the client and opens a new one for the next query.
 */
function quiet<P extends pg.Pool>(pool: P): P {
  pool.on('error', () => undefined);
  return pool;
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * The replica's pool (ADR 0037). When the replica refuses a connection (stopped, restarting), it
 * lends one of the primary's instead, so the catalogue keeps answering, fresher if anything.
 * pg-pool's query() takes its client through connect(), and a lent client goes back to the
 * primary's pool when released (its release is its own pool's). `own` never lends: the health
 * check and the change feed must know the replica itself.
 */
class ReplicaPool extends pg.Pool {
  private readonly primary: pg.Pool;

  constructor(config: pg.PoolConfig, primary: pg.Pool) {
    super(config);
    this.primary = primary;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const client = super.connect().catch((error: unknown) => {
      if (this.ending || !isDatabaseUnavailable(error)) throw error;
      return this.primary.connect();
    });
    if (!callback) return client;
    client.then(
      (lent) => callback(undefined, lent, (release) => lent.release(release as boolean | Error | undefined)),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), undefined, () => undefined),
    );
    return undefined;
  }

  /** A statement on the replica itself, never lent to the primary. */
  async own<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    const client = await super.connect();
    try {
      const result = await client.query<R>(text, values);
      client.release();
      return result;
    } catch (error) {
      // A connection that failed is not handed out again.
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  }
}

const roundMs = (ms: number) => Math.round(ms * 10) / 10;

function replicaLink(primary: pg.Pool, replica: ReplicaPool): ReplicaLink {
  // The flushed position, not the inserted one: WAL inserted by a transaction still open (or by
  // vacuum) may wait seconds for a flush (measured: up to 12 s), and a replica receives only
  // flushed WAL. A notifying commit is flushed before listeners can see its notification
  // (migration 0032), so the flushed position observed after the notification is past it.
  const primaryLsn = async () =>
    (await primary.query<{ lsn: string }>('SELECT pg_current_wal_flush_lsn()::text AS lsn')).rows[0]?.lsn ??
    '0/0';
  return {
    primaryLsn,
    replayedTo: async (lsn) => {
      const result = await replica.own<{ replayed: boolean }>(
        'SELECT (NOT pg_is_in_recovery() OR pg_last_wal_replay_lsn() >= $1::pg_lsn) AS replayed',
        [lsn],
      );
      return result.rows[0]?.replayed === true;
    },
    health: async () => {
      // Asked first: the replica's answer then says how far it is behind a position it must reach.
      const target = await primaryLsn().catch(() => null);
      const started = performance.now();
      try {
        const result = await replica.own<{ behind: number | null; since: number | null }>(
          // greatest() skips NULLs: without the primary's position the lag is unknown, not 0.
          `SELECT CASE WHEN NOT pg_is_in_recovery() THEN 0
                       WHEN $1::pg_lsn IS NULL THEN NULL
                       ELSE greatest(0, pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn()))::float8 END AS behind,
                  extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8 AS since`,
          [target],
        );
        const latencyMs = roundMs(performance.now() - started);
        const { behind = null, since = null } = result.rows[0] ?? {};
        const lagSeconds =
          behind === null ? null : behind === 0 ? 0 : Math.max(0, Math.round((since ?? 0) * 1000) / 1000);
        return { ok: true, latencyMs, lagBytes: behind, lagSeconds };
      } catch {
        return {
          ok: false,
          latencyMs: roundMs(performance.now() - started),
          lagBytes: null,
          lagSeconds: null,
        };
      }
    },
  };
}

const queryLogger = (options: OpenOptions) => {
  const { logQuery } = options;
  return logQuery ? { logQuery: (query: string) => logQuery(query) } : false;
};

/**
 * PGlite's own start parameters, and a smaller buffer pool (ADR 0044). PGlite's data directory asks
 * for 160 MB of shared_buffers, and the WebAssembly instance touches all of it at start: 120 of the
 * store's ~600 MB after start. The demo store's whole database is ~40 MB and the operating system
 * keeps its files in its page cache, so a page that is not among PGlite's buffers costs a read from
 * memory, not from the disk. Durability is unchanged: a commit still writes its WAL to the files
 * before it answers (PGlite's -F skips fsync, as it always did: a killed process loses nothing, a
 * machine that loses power may).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const connectionString = options.databaseUrl;
  if (options.replicaUrl && !connectionString) {
    throw new Error('a replica needs a PostgreSQL primary (databaseUrl)');
  }
  if (connectionString) {
    const max = options.poolSize ?? 10;
    const pool = quiet(new pg.Pool(poolConfig(connectionString, max, APPLICATION_NAME.primary)));
    // Fail fast with a clear message when the server is not reachable.
    const probe = await pool.connect();
    probe.release();
    const db = markTransactions(drizzlePg(pool, { schema, logger: queryLogger(options) }));
    const replicaPool = options.replicaUrl
      ? quiet(
          new ReplicaPool(
            poolConfig(options.replicaUrl, options.poolSize ?? 10, APPLICATION_NAME.replica),
            pool,
          ),
        )
      : undefined;
    if (replicaPool) {
      // The same, on the replica itself: a wrong DATABASE_REPLICA_URL is a start-up error, not
      // something hidden by the primary's lent connections.
      await replicaPool.own('SELECT 1').catch(async (error: unknown) => {
        await pool.end();
        throw new ReplicaUnreachableError(error);
      });
    }
    const readDb = replicaPool
      ? markTransactions(drizzlePg(replicaPool, { schema, logger: queryLogger(options) }))
      : db;
    // Two connections: one for fetching and settling jobs, one for its LISTEN (core/jobs.ts).
    const jobStore: JobStoreOptions = { connectionString, max: 2, options: '-c jit=off' };
    return {
      db,
      readDb,
      replica: replicaPool ? replicaLink(pool, replicaPool) : null,
      kind: 'postgres',
      jobStore,
      migrate: () =>
        withMigrationLock(connectionString, async () => {
          await migratePg(drizzlePg(pool), { migrationsFolder });
          await installJobStore(jobStore);
        }),
      exec: async (text) => {
        await pool.query(text);
      },
      close: async () => {
        await Promise.all([pool.end(), replicaPool?.end()]);
      },
      poolStats: () => ({
        main: { max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
        ...(replicaPool
          ? {
              replica: {
                max,
                total: replicaPool.totalCount,
                idle: replicaPool.idleCount,
                waiting: replicaPool.waitingCount,
              },
            }
          : {}),
      }),
      dumpDataDir: () => Promise.reject(new Error('dumpDataDir is only available on PGlite')),
      listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  const client = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, {
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = markTransactions(drizzlePglite(client, { schema, logger: queryLogger(options) }));
  // pg-boss queues its statements on PGlite's one connection, after any open transaction (PGlite
  // runs a transaction exclusively), and hears its NOTIFYs in process.
  const jobStore: JobStoreOptions = { db: fromPglite(client), backend: 'pglite' };
  return {
    db,
    // One embedded database: nothing to replicate it to.
    readDb: db,
    replica: null,
    kind: 'pglite',
    jobStore,
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      await installJobStore(jobStore);
    },
    exec: async (text) => {
      await client.exec(text);
    },
    close: () => client.close(),
    poolStats: () => ({ main: { max: 1, total: client.closed ? 0 : 1 } }),
    dumpDataDir: () => client.dumpDataDir('none'),
    // In-process: notifications arrive after each statement that commits; nothing can be lost.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.notify(payload));
      handlers.live(true);
      return async () => {
        handlers.live(false);
        if (!client.closed) await unlisten();
      };
    },
  };
}

/** The advisory lock every process migrating one PostgreSQL database takes first (any fixed number). */
const MIGRATION_LOCK = 727_001;

/**
 * Runs `migrate` holding a session-level advisory lock, on a connection of its own (the pool may
 * have one connection, which the migration needs). Several processes started at once (`npm run
 * cluster`, a process manager starting every API process and worker) each migrate at start: without
 * the lock two of them both found the schema missing and one failed creating it (issue 27). With it,
 * the first migrates and the others wait, then find nothing left to apply.
 */
async function withMigrationLock(connectionString: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString });
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    // Ending the session releases the lock as well, should the unlock itself fail.
    await lock.end().catch(() => undefined);
  }
}

/**
 * Installs (or upgrades) pg-boss's tables in the `pgboss` schema, as a migration step: the API and
 * its tests then start the queue on a schema that is already there, in milliseconds.
 */
async function installJobStore(options: JobStoreOptions): Promise<void> {
  const boss = new PgBoss({ ...options, supervise: false, schedule: false, registerInstance: false });
  const failures: Error[] = [];
  boss.on('error', (error) => failures.push(error));
  await boss.start();
  await boss.stop({ graceful: false, close: true });
  if (failures[0]) throw failures[0];
}

export async function databaseHealth(db: Db): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return { ok: true, latencyMs: roundMs(performance.now() - started) };
  } catch {
    return { ok: false, latencyMs: roundMs(performance.now() - started) };
  }
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. Cast counts (`::int`) in SQL. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const dialect = new PgDialect();

/**
 * queryRows for a statement asked on every product view: PostgreSQL keeps it, planned, on each
 * connection (a named prepared statement) instead of parsing and planning it for every call. The
 * product entity's statement spent 1.2–1.9 ms of its ~2 ms there (ADR 0013). The name is `prefix`
 * and a digest of the text, so each shape of the statement (with or without a price scope, by id or
 * urlComponent) is its own statement: the text must vary only in shape, never by inlined values,
 * or every value would leave a statement behind on every connection. PGlite ignores the name.
 */
export async function queryPreparedRows<T>(db: DbOrTx, prefix: string, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`;
  const result: unknown = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

/** Whether `db` is a transaction handle (drizzle's transactions can roll back; the database cannot). */
export const isTransaction = (db: DbOrTx): db is Tx => 'rollback' in db;

/**
 * Runs `write` in a transaction whose commit does not wait for the write-ahead log to reach the disk
 * (`synchronous_commit` off for that transaction alone), for records whose loss in a database crash
 * costs nothing but a statistic: search and click events. The commit is visible to every reader at
 * once and the database stays consistent; a PostgreSQL crash within ~0.6 s (three WAL writer
 * delays) may lose it. What it saves is the disk's flush: at 20 inserts a second on this machine a
 * commit took ~1 ms at the median and ~12 ms at the 99th percentile (pgbench), and a search page's
 * answer waited for its event. Inside a caller's transaction the setting would hold for all of it,
 * so there `write` runs in that transaction as it is.
 */
export async function withAsyncCommit<T>(db: DbOrTx, write: (tx: DbOrTx) => Promise<T>): Promise<T> {
  if (isTransaction(db)) return write(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL synchronous_commit TO OFF`);
    return write(tx);
  });
}
