// A process killed in the middle of a subscription's run (subscriptions.test.ts): it places the
// due order through placeOrder (committed), says so, and kills itself with SIGKILL before the run
// is recorded or the schedule moved: what a crash at the worst moment leaves. Its database is named
// by the environment: a PostgreSQL URL, or the directory of an embedded database on disk.
import { z } from 'zod';
import { createJobRunner } from '../src/core/jobs.ts';
import { createOutbox } from '../src/core/outbox.ts';
import { openDatabase } from '../src/db/client.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { SandboxGateway } from '../src/modules/payments/gateway/sandbox-gateway.ts';
import { loadConfig } from '../src/config.ts';
import { runSubscription, subscriptionDeps } from '../src/modules/subscriptions/subscriptions.service.ts';

const env = z
  .object({
    CHILD_DATABASE_URL: z.string().optional(),
    CHILD_PGLITE_DIR: z.string().optional(),
    CHILD_SECRET: z.string(),
    CHILD_DATA_DIR: z.string(),
    CHILD_NOW: z.string(),
    CHILD_SUBSCRIPTION_ID: z.coerce.number().int(),
    CHILD_RUN_ON: z.string(),
  })
  .parse(process.env);

const database = await openDatabase(
  env.CHILD_DATABASE_URL ? { databaseUrl: env.CHILD_DATABASE_URL } : { dataDir: env.CHILD_PGLITE_DIR },
);
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const config = loadConfig({
  DATA_DIR: env.CHILD_DATA_DIR,
  JWT_SECRET: env.CHILD_SECRET,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  PUBLIC_URL: 'http://localhost:3000',
});
const jobs = createJobRunner(database, quiet);
const mailer = createMailer({
  smtpUrl: undefined,
  from: 'Store <store@example.com>',
  dataDir: env.CHILD_DATA_DIR,
  log: quiet,
});
const outbox = createOutbox(jobs, mailer, env.CHILD_SECRET);
// This process never works the queue.
await jobs.start({ work: false });
const now = () => new Date(env.CHILD_NOW);
await runSubscription(
  subscriptionDeps(
    {
      config,
      db: database.db,
      gateway: new SandboxGateway({ secret: env.CHILD_SECRET, now }),
      outbox,
      now,
      log: quiet,
    },
    jobs,
  ),
  env.CHILD_SUBSCRIPTION_ID,
  env.CHILD_RUN_ON,
  {
    afterOrder: () => {
      process.stdout.write('ordered\n');
      process.kill(process.pid, 'SIGKILL');
      return new Promise<void>(() => undefined);
    },
  },
);
process.stdout.write('not killed\n');
