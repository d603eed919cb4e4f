// The order-to-cash module's dependencies (ADR 0034): one object every command and read takes,
// built once from the process's context by orderToCashDeps (the faces: checkout, orders,
// transactions, the back office, subscriptions; the module's own jobs) or by a test, never
// assembled call by call. The gateway is required: a card order is captured when it ships and
// released when it is cancelled or rejected.
import type { JobsContext } from '../../context.ts';
import type { JobRunner } from '../../core/jobs.ts';
import type { Logger } from '../../core/logger.ts';
import type { Outbox } from '../../core/outbox.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Letterhead } from '../../mail/letter.ts';
import { availableAfterLimitChange } from '@medsupply/domain';
import { availableCredit, setAvailableCredit } from './credit.queries.ts';
import type { PaymentGateway } from '../payments/payment-methods.service.ts';

export interface OrderToCashSettings {
  /** service spec §9: the card convenience fee, a percentage of the amount charged. */
  convenienceFeeRatePercent: number;
  /** The storefront's address, for links. */
  publicUrl: string;
  /** Who signs the module's mail (mail/letter.ts). */
  letterhead: Letterhead;
}

export interface OrderToCashDeps {
  db: Db;
  gateway: PaymentGateway;
  /** Mail and notifications, written in the command's transaction. */
  outbox: Outbox;
  /** The module's own jobs (the gateway's backstop for money given back), enqueued likewise. */
  jobs: Pick<JobRunner, 'enqueue'>;
  now: () => Date;
  /** Where a compensation that could not be done is reported (core/workflow.ts). */
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  settings: OrderToCashSettings;
}

/** The module's dependencies from the context every process has (ADR 0036: JobsContext). */
export function orderToCashDeps(ctx: JobsContext, jobs: Pick<JobRunner, 'enqueue'>): OrderToCashDeps {
  return {
    db: ctx.db,
    gateway: ctx.gateway,
    outbox: ctx.outbox,
    jobs,
    now: ctx.now,
    log: ctx.log,
    settings: {
      convenienceFeeRatePercent: ctx.config.convenienceFeeRatePercent,
      publicUrl: ctx.config.store.publicUrl,
      letterhead: ctx.config.store,
    },
  };
}

/**
 * The terms credit follows a credit limit the back office changed, in its transaction (the one
 * writer of the available balance is this module, ADR 0034). Answers the new available balance.
 */
export async function creditLimitChanged(
  tx: Tx,
  accountId: number,
  fromCents: number,
  toCents: number,
): Promise<number> {
  const available = availableAfterLimitChange(fromCents, toCents, await availableCredit(tx, accountId));
  await setAvailableCredit(tx, accountId, available);
  return available;
}
