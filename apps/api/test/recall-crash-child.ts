// A process that dies between publishing a recall and sending its notices (recalls-crash.test.ts):
// it publishes the recall (the notices and their jobs commit with it), says so, and kills itself
// with SIGKILL before any worker could take a job. Its database is named by the environment: a
// PostgreSQL URL, or the directory of an embedded database on disk.
import { z } from 'zod';
import { loadConfig } from '../src/config.ts';
import type { Staff } from '../src/core/actor.ts';
import { openDatabase } from '../src/db/client.ts';
import { createJobsRuntime } from '../src/jobs/runtime.ts';
import { modules } from '../src/modules.ts';
import { publishRecall } from '../src/modules/recalls/recalls.service.ts';

const env = z
  .object({
    CHILD_DATABASE_URL: z.string().optional(),
    CHILD_PGLITE_DIR: z.string().optional(),
    CHILD_SECRET: z.string(),
    CHILD_DATA_DIR: z.string(),
    CHILD_RECALL_ID: z.coerce.number().int(),
    CHILD_STAFF_ID: z.coerce.number().int(),
  })
  .parse(process.env);

const database = await openDatabase(
  env.CHILD_DATABASE_URL ? { databaseUrl: env.CHILD_DATABASE_URL } : { dataDir: env.CHILD_PGLITE_DIR },
);
const config = loadConfig({
  DATA_DIR: env.CHILD_DATA_DIR,
  JWT_SECRET: env.CHILD_SECRET,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  PUBLIC_URL: 'http://localhost:3000',
});
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const runtime = createJobsRuntime({ config, database, log: quiet, modules });
// This process never works the queues: nothing can be sent before it dies.
await runtime.jobs.start({ work: false });
const staff: Staff = {
  kind: 'staff',
  staffId: env.CHILD_STAFF_ID,
  roles: ['compliance'],
  sessionId: 'crash-child',
  username: 'crash-child',
  firstName: 'Crash',
  lastName: 'Child',
  email: 'crash-child@store.example',
};
const { publishedNow } = await publishRecall(
  { db: database.db, jobs: runtime.jobs, outbox: runtime.ctx.outbox, now: () => new Date() },
  staff,
  env.CHILD_RECALL_ID,
);
process.stdout.write(publishedNow ? 'published\n' : 'not published\n');
process.kill(process.pid, 'SIGKILL');
