// The order-to-cash module's descriptor (ARCHITECTURE §4, ADR 0034, 0036): it has no routes of its
// own (checkout, orders, transactions and the back office are its faces); its jobs settle money the
// gateway must give back (ADR 0035) and mail the statements the accounts' preferences ask for.
import type { ApiModule } from '../../module.ts';
import { orderToCashDeps } from './order-to-cash.service.ts';
import { settleReversal, settleReversalJob } from './reversals.ts';
import { registerStatementJob } from './statements.job.ts';

export const orderToCashModule: ApiModule = {
  name: 'order-to-cash',
  jobs: (runner, ctx) => {
    const deps = orderToCashDeps(ctx, runner);
    runner.register(settleReversalJob, async ({ reversalId }) => {
      await settleReversal(deps, reversalId);
    });
    registerStatementJob(
      runner,
      ctx.db,
      ctx.outbox,
      { storeName: ctx.config.store.name, publicUrl: ctx.config.store.publicUrl },
      ctx.now,
    );
  },
};
