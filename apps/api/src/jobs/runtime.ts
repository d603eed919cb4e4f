// What a process that runs jobs is made of, built alike by the API (app.ts) and by a worker
// (worker.ts), with nothing of HTTP (ADR 0036): the job runner on the database, the mail transport,
// the outbox, the JobsContext the modules' jobs receive, and every module's jobs registered. The
// caller starts the runner: the API working the queues unless WORK_JOBS=false, a worker always.
import type { Config } from '../config.ts';
import type { JobsContext } from '../context.ts';
import { createJobRunner, type JobRunner } from '../core/jobs.ts';
import type { Logger } from '../core/logger.ts';
import { createOutbox } from '../core/outbox.ts';
import type { Database } from '../db/client.ts';
import { createMailer } from '../mail/mailer.ts';
import { registerModuleJobs, type ApiModule } from '../module.ts';
import type { PaymentGateway } from '../modules/payments/gateway/payment-gateway.ts';
import { SandboxGateway } from '../modules/payments/gateway/sandbox-gateway.ts';
import { databaseLedger } from '../modules/payments/gateway/sandbox-ledger.ts';
import { guardGateway } from '../modules/payments/gateway/guarded-gateway.ts';

export interface JobsRuntimeOptions {
  config: Config;
  database: Database;
  /** Where handlers and the mailer log: Fastify's logger in the API, pino in a worker. */
  log: Logger;
  /** Whose jobs to register: modules.ts's list. */
  modules: readonly ApiModule[];
  /** The payment gateway; the sandbox (keyed by JWT_SECRET) by default. */
  gateway?: PaymentGateway;
  /** The clock of day-dependent rules; the real one by default. */
  now?: () => Date;
}

export interface JobsRuntime {
  /** Every module's kinds registered, not started: start({ work }) when the process is ready. */
  jobs: JobRunner;
  ctx: JobsContext;
  /** Stops working jobs (running handlers get a few seconds), then closes the mail transport. */
  close(): Promise<void>;
}

export function createJobsRuntime(options: JobsRuntimeOptions): JobsRuntime {
  const { config, database, log } = options;
  const jobs = createJobRunner(database, log);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log,
  });
  const ctx: JobsContext = {
    config,
    db: database.db,
    outbox: createOutbox(jobs, mailer, config.jwtSecret),
    // Whichever gateway: never called inside a transaction (ADR 0035).
    gateway: guardGateway(
      options.gateway ??
        new SandboxGateway({
          secret: config.jwtSecret,
          // The sandbox keeps a gateway's side of the books in the store's database (ADR 0035).
          ledger: databaseLedger(database.db),
          ...(options.now ? { now: options.now } : {}),
        }),
    ),
    now: options.now ?? (() => new Date()),
    log,
  };
  registerModuleJobs(options.modules, jobs, ctx);
  return {
    jobs,
    ctx,
    // Jobs stop before the mail transport closes: a running mail job still has it.
    close: async () => {
      await jobs.stop();
      await mailer.close();
    },
  };
}
