// What modules receive. JobsContext is what a job's registration needs: configuration, the
// database, the outbox, the payment gateway and the clock, nothing of HTTP, so a worker process
// (worker.ts) builds it without a server (ADR 0036). AppContext adds what the routes need besides.
// The API keeps no state in memory between requests (ARCHITECTURE §1), so N processes can share one
// PostgreSQL; the only thing kept is a copy of data that the change feed drops when the data
// changes (ADR 0013).
import type { Config } from './config.ts';
import type { JobRunner } from './core/jobs.ts';
import type { Logger } from './core/logger.ts';
import type { Outbox } from './core/outbox.ts';
import type { ChangeFeed } from './db/changes.ts';
import type { Db, ReplicaLink } from './db/client.ts';
import type { PaymentGateway } from './modules/payments/gateway/payment-gateway.ts';
import type { SearchEventLog } from './modules/search/search.service.ts';

export interface JobsContext {
  config: Config;
  db: Db;
  /** Every after-commit effect (mail, notification) is written here in the business transaction. */
  outbox: Outbox;
  /** The payment gateway (ARCHITECTURE §9): the built-in sandbox unless a test brings its own. */
  gateway: PaymentGateway;
  /** The clock of rules that depend on the day (card expiry, aging, due dates); tests may fix it. */
  now: () => Date;
  /** The process's log (Fastify's in the API, pino in a worker), for what no request logs. */
  log: Logger;
}

export interface AppContext extends JobsContext {
  /**
   * Reads that may be a moment behind: the read replica with DATABASE_REPLICA_URL, else `db` itself
   * (ADR 0037). Catalogue, search and content reads only; never a write, and never a read that a
   * buyer's transaction (cart, checkout, orders, account) decides by, which read `db`.
   */
  readDb: Db;
  /** The replica behind readDb (its lag, for health), or null when reads go to the primary. */
  replica: ReplicaLink | null;
  databaseKind: 'pglite' | 'postgres';
  version: string;
  changes: ChangeFeed;
  /** Enqueue a module's own jobs inside a transaction (core/jobs.ts); handlers are registered by `jobs`. */
  jobs: JobRunner;
  /**
   * Search events queued on the primary, written after their searches are answered (ADR 0058): the
   * app's onClose writes what is still queued before the database closes.
   */
  searchEvents: SearchEventLog;
}
