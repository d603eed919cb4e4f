// A process that dies between commit and send (core/outbox.test.ts): it commits an access request
// and its mail through the outbox in one transaction, says so, and kills itself with SIGKILL before
// any worker could take the mail. Its database is named by the environment: a PostgreSQL URL, or
// the directory of an embedded database on disk.
import { z } from 'zod';
import { createJobRunner } from '../src/core/jobs.ts';
import { createOutbox } from '../src/core/outbox.ts';
import { openDatabase } from '../src/db/client.ts';
import { accessRequests } from '../src/db/schema/index.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { testLetter } from './letters.ts';

const env = z
  .object({
    CHILD_DATABASE_URL: z.string().optional(),
    CHILD_PGLITE_DIR: z.string().optional(),
    CHILD_SMTP_URL: z.string(),
    CHILD_SECRET: z.string(),
    CHILD_DATA_DIR: z.string(),
    CHILD_MAIL_TO: z.string(),
  })
  .parse(process.env);

const database = await openDatabase(
  env.CHILD_DATABASE_URL ? { databaseUrl: env.CHILD_DATABASE_URL } : { dataDir: env.CHILD_PGLITE_DIR },
);
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const jobs = createJobRunner(database, quiet);
const mailer = createMailer({
  smtpUrl: env.CHILD_SMTP_URL,
  from: 'Store <store@example.com>',
  dataDir: env.CHILD_DATA_DIR,
  log: quiet,
});
const outbox = createOutbox(jobs, mailer, env.CHILD_SECRET);
// This process never works the queue: nothing can be sent before it dies.
await jobs.start({ work: false });
await database.db.transaction(async (tx) => {
  await tx.insert(accessRequests).values({
    company: 'Crash Test Clinic',
    firstName: 'Kim',
    lastName: 'Ode',
    phone: '555-0100',
    email: env.CHILD_MAIL_TO,
  });
  await outbox.mail(tx, testLetter(env.CHILD_MAIL_TO, 'Committed before the crash', 'Sent once.'));
});
process.stdout.write('committed\n');
process.kill(process.pid, 'SIGKILL');
