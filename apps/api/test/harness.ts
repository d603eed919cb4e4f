// Per-test-file harness: a fresh database cloned from the migrated image (see global-setup.ts) and
// the real Fastify app built on it. Tests drive the app through app.inject over HTTP semantics. A
// job's test may take what a worker has instead (createJobsTestContext): every module's jobs, no
// route (ADR 0036).
import { randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { JobsContext } from '../src/context.ts';
import type { JobRunner } from '../src/core/jobs.ts';
import type { Outbox } from '../src/core/outbox.ts';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { StorefrontSource } from '../src/http/storefront.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { createJobsRuntime } from '../src/jobs/runtime.ts';
import type { ApiModule } from '../src/module.ts';
import { modules } from '../src/modules.ts';

/** What a job's test needs: the database, and the jobs as a worker registers them. */
export interface JobsTestContext {
  db: Db;
  database: Database;
  config: Config;
  /** Drain it to run due jobs now (with workJobs: false nothing else runs them). */
  jobs: JobRunner;
  outbox: Outbox;
  close(): Promise<void>;
}

export interface TestContext extends JobsTestContext {
  app: FastifyInstance;
}

/** A database of its own for the calling test file; `url` is its address on PostgreSQL. */
export interface TestDatabase {
  database: Database;
  url: string | undefined;
  drop: () => Promise<void>;
}

/** Opens a database of its own for the calling test file. */
export async function openTestDatabase(
  options: { logQuery?: (query: string) => void } = {},
): Promise<TestDatabase> {
  const testDb = inject('testDb');
  if (testDb.kind === 'postgres') {
    const name = `${testDb.template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDb.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${testDb.template}`);
    const url = new URL(testDb.adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.href, poolSize: 5, ...options });
    return {
      database,
      url: url.href,
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = await readFile(testDb.dumpFile);
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]), ...options });
  return { database, url: undefined, drop: async () => {} };
}

/**
 * A database of its own for the calling test file (no app), opened before its tests and dropped
 * after them. Hooks the file registers later run their afterAll first.
 */
export function useTestDatabase(): () => Database {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
  });
  return () => {
    if (!opened) throw new Error('the test database is opened in beforeAll');
    return opened.database;
  };
}

export function testConfig(overrides: Record<string, string> = {}, dataDir?: string): Config {
  return loadConfig({
    DATA_DIR: dataDir ?? path.join(os.tmpdir(), 'medsupply-test-data'),
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    // ADR 0060: a refusal a descriptor does not list fails the test that meets it, unless the run
    // records what routes answer (REFUSAL_LOG=file npx vitest run --project api).
    CHECK_REFUSALS: 'true',
    REFUSAL_LOG: process.env.REFUSAL_LOG ?? '',
    ...overrides,
  });
}

export async function createTestContext(
  options: {
    env?: Record<string, string>;
    storefront?: StorefrontSource;
    workJobs?: boolean;
    /** A fixed clock for day-dependent rules (card expiry, aging) and the sandbox gateway. */
    now?: () => Date;
  } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-data-'));
  const config = testConfig(options.env, dataDir);
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(options.storefront ? { storefront: options.storefront } : {}),
    ...(options.workJobs === undefined ? {} : { workJobs: options.workJobs }),
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    jobs: app.jobs,
    outbox: app.outbox,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Quiet: a job's failure is asserted by its test, not read from a log. */
const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * What a worker builds (worker.ts), on a database of its own for the calling test file: every
 * module's jobs (or `modules`' only) registered, the queues created but not worked (drain runs them),
 * and no Fastify instance at all.
 */
export async function createJobsTestContext(
  options: {
    env?: Record<string, string>;
    now?: () => Date;
    modules?: readonly ApiModule[];
  } = {},
): Promise<JobsTestContext & { ctx: JobsContext }> {
  const { database, drop } = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-data-'));
  const config = testConfig(options.env, dataDir);
  const runtime = createJobsRuntime({
    config,
    database,
    log: quietLog,
    modules: options.modules ?? modules,
    ...(options.now ? { now: options.now } : {}),
  });
  await runtime.jobs.start({ work: false });
  return {
    db: database.db,
    database,
    config,
    jobs: runtime.jobs,
    outbox: runtime.ctx.outbox,
    ctx: runtime.ctx,
    close: async () => {
      await runtime.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database of its own that a child process can open while this process has it closed (crash
 * tests): a PostgreSQL database, or an embedded one on disk. `env` tells the child where it is.
 */
export async function databaseForChild(): Promise<{
  env: Record<string, string>;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  const testDb = inject('testDb');
  if (testDb.kind === 'postgres') {
    const opened = await openTestDatabase();
    await opened.database.close();
    const url = opened.url ?? '';
    return {
      env: { CHILD_DATABASE_URL: url },
      open: () => openDatabase({ databaseUrl: url, poolSize: 5 }),
      drop: opened.drop,
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-crash-pglite-'));
  const image = await openDatabase({
    dataDir: dir,
    loadDataDir: new Blob([await readFile(testDb.dumpFile)]),
  });
  await image.close();
  return {
    env: { CHILD_PGLITE_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}
