// What the API (main.ts) and a worker (worker.ts) do first, alike: read the configuration, open the
// database and migrate it. Every failure a person can fix is one line naming what to fix, never a
// stack trace.
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { ReplicaUnreachableError, openDatabase, type Database } from './db/client.ts';

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function describeDbError(error: unknown, config: Config): string {
  const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
  if (error instanceof ReplicaUnreachableError)
    return `DATABASE_REPLICA_URL: cannot use the replica (${detail})`;
  return config.databaseUrl
    ? `DATABASE_URL: cannot use the database (${detail})`
    : `DATA_DIR: cannot open the embedded database under ${config.dataDir} (${detail})`;
}

/** The configuration, or a one-line message naming the variable and the end of the process. */
export function loadConfigOrFail(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/**
 * DATABASE_URL's PostgreSQL, else the embedded PGlite under DATA_DIR, migrated (ARCHITECTURE §1),
 * with DATABASE_REPLICA_URL's replica for reads unless `readReplica` is false: a worker's jobs read
 * and write the primary only (ADR 0037).
 */
export async function openMigratedDatabase(
  config: Config,
  options: { readReplica: boolean } = { readReplica: true },
): Promise<Database> {
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      replicaUrl: options.readReplica ? config.databaseReplicaUrl : undefined,
      dataDir: path.join(config.dataDir, 'pglite'),
      poolSize: config.databasePoolSize,
    });
    await database.migrate();
    return database;
  } catch (error) {
    fail(describeDbError(error, config));
  }
}
