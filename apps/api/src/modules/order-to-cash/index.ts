// The order-to-cash module's descriptor (ARCHITECTURE §4, ADR 0034, 0036): it has no routes of its
// own (checkout, orders, transactions and the back office are its faces); its jobs settle money the
// gateway must give back (ADR 0035), mail the statements the accounts' preferences ask for, and
// take lots expired on the shelf out of the stock every day (issue 34).
import type { ApiModule } from '../../module.ts';
import { orderToCashDeps } from './order-to-cash.service.ts';
import { quarantineExpiredLotsJob, quarantineExpiredLots } from './lots.service.ts';
import { settleReversal, settleReversalJob } from './reversals.ts';
import { registerStatementJob } from './statements.job.ts';

export const orderToCashModule: ApiModule = {
  name: 'order-to-cash',
  jobs: (runner, ctx) => {
    const deps = orderToCashDeps(ctx, runner);
    runner.register(settleReversalJob, async ({ reversalId }) => {
      await settleReversal(deps, reversalId);
    });
    // Issue 34: lots expired on the shelf leave the stock once a day, just after the store's midnight.
    runner.register(quarantineExpiredLotsJob, async (_payload, { log }) => {
      const done = await quarantineExpiredLots(ctx.db, deps, ctx.now());
      if (done.quarantined.length > 0) {
        log.info(
          { lots: done.quarantined.length, linesBackordered: done.backordered.length },
          'expired lots quarantined',
        );
      }
    });
    runner.every(quarantineExpiredLotsJob, '10 5 * * *');
    registerStatementJob(runner, ctx.db, ctx.outbox, ctx.config.store, ctx.now);
  },
};
