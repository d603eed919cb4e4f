// The transactions module's descriptor (ARCHITECTURE §4, ADR 0041): the billing ledger's routes, and
// the daily job that mails the statements the accounts' preferences ask for (issue 18 point 6).
import type { ApiModule } from '../../module.ts';
import { registerStatementJob } from './statements.job.ts';
import { transactionRoutes } from './transactions.routes.ts';

export const transactionsModule: ApiModule = {
  name: 'transactions',
  routes: transactionRoutes,
  jobs: (runner, ctx) =>
    registerStatementJob(
      runner,
      ctx.db,
      ctx.outbox,
      { storeName: ctx.config.store.name, publicUrl: ctx.config.store.publicUrl },
      ctx.now,
    ),
};
