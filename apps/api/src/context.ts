// What every module receives: configuration and the database. No other shared state: the API keeps
// nothing in memory between requests (ARCHITECTURE §1), so N processes can share one PostgreSQL.
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';

export interface AppContext {
  config: Config;
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  version: string;
}
