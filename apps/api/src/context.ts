// What every module receives: configuration, the database and its change feed. The API keeps no
// state in memory between requests (ARCHITECTURE §1), so N processes can share one PostgreSQL; the
// only thing kept is a copy of data that the change feed drops when the data changes (ADR 0013).
import type { Config } from './config.ts';
import type { JobRunner } from './core/jobs.ts';
import type { Outbox } from './core/outbox.ts';
import type { ChangeFeed } from './db/changes.ts';
import type { Db } from './db/client.ts';
import type { PaymentGateway } from './modules/payments/gateway/payment-gateway.ts';

export interface AppContext {
  config: Config;
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  version: string;
  changes: ChangeFeed;
  /** Register job handlers here; enqueue inside a transaction (core/jobs.ts). */
  jobs: JobRunner;
  /** Mail (and later notifications) written in the business change's own transaction. */
  outbox: Outbox;
  /** The payment gateway (ARCHITECTURE §9): the built-in sandbox unless a test brings its own. */
  gateway: PaymentGateway;
  /** The clock of rules that depend on the day (card expiry, aging, due dates); tests may fix it. */
  now: () => Date;
}
