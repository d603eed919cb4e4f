// The recalls module's descriptor (ARCHITECTURE §4, ADR 0036, ADR 0050): the back office's and
// the clinic's routes, and the job that sends each notice (bell and mail) once.
import type { ApiModule } from '../../module.ts';
import { recallRoutes } from './recalls.routes.ts';
import { registerRecallJobs } from './recalls.service.ts';

export const recallsModule: ApiModule = {
  name: 'recalls',
  routes: recallRoutes,
  jobs: (runner, ctx) =>
    registerRecallJobs(runner, {
      db: ctx.db,
      outbox: ctx.outbox,
      letterhead: ctx.config.store,
      now: ctx.now,
    }),
};
