// Money given back through the gateway (ADR 0035 point 3): a command records a release or refund
// in its own transaction, with a job that makes sure the gateway hears of it; right after the
// commit the command asks the gateway itself (settleReversal) and marks the row done. If the
// process dies in between, or the gateway cannot be reached, the job asks again later with the
// same idempotency key, which the gateway answers with its first answer. A gateway that refuses
// (an authorisation that lapsed, a refund over what was charged) marks the row failed; a refund's
// credit then goes back to its memo, which stays with the account as an open credit.
import { z } from 'zod';
import { jobKind } from '../../core/jobs.ts';
import type { Tx } from '../../db/client.ts';
import type { OrderToCashDeps } from './order-to-cash.service.ts';
import * as q from './reversals.queries.ts';

export type { ReversalRow } from './reversals.queries.ts';

/** The backstop: settles a reversal its command could not (retried for about a day). */
export const settleReversalJob = jobKind(
  'payments.settle-reversal',
  z.object({ reversalId: z.number().int() }),
  {
    retryLimit: 20,
    retryDelaySeconds: 30,
  },
);

/** How long the backstop waits: the command settles it at once in the usual case. */
const BACKSTOP_DELAY_MS = 2 * 60 * 1000;

/** Records a pending reversal and its backstop job inside the command's transaction. */
export async function recordReversal(
  tx: Tx,
  deps: Pick<OrderToCashDeps, 'jobs' | 'now'>,
  reversal: q.NewReversal,
): Promise<q.ReversalRow> {
  const row = await q.insertReversal(tx, reversal);
  await deps.jobs.enqueue(
    tx,
    settleReversalJob,
    { reversalId: row.id },
    { runAt: new Date(deps.now().getTime() + BACKSTOP_DELAY_MS) },
  );
  return row;
}

/**
 * Asks the gateway to give back a pending reversal and records its answer. A settled reversal is
 * answered as it is. A refusal settles it as failed (a refund's credit back to its memo) and is
 * logged; an error reaching the gateway is thrown and leaves it pending for the backstop job.
 */
export async function settleReversal(
  deps: Pick<OrderToCashDeps, 'db' | 'gateway' | 'now' | 'log'>,
  id: number,
): Promise<q.ReversalRow | null> {
  const row = await q.reversalById(deps.db, id);
  if (!row || row.status !== 'pending') return row;
  const answer =
    row.kind === 'release'
      ? await deps.gateway.voidAuthorization({
          authorizationId: row.gateway_reference,
          amountCents: row.amount_cents,
          idempotencyKey: row.idempotency_key,
        })
      : await deps.gateway.refund({
          chargeId: row.gateway_reference,
          amountCents: row.amount_cents,
          idempotencyKey: row.idempotency_key,
        });
  const at = deps.now();
  if (answer.status === 'refused') {
    await deps.db.transaction(async (tx) => {
      if (
        (await q.markFailed(tx, id, answer.message, at)) &&
        row.kind === 'refund' &&
        row.credit_memo_id !== null
      ) {
        await q.unuseMemo(tx, row.credit_memo_id, row.amount_cents);
      }
    });
    deps.log.error(
      { reversalId: id, kind: row.kind, code: answer.code, salesOrderId: row.sales_order_id },
      'the payment gateway refused to give money back: settle it by hand',
    );
  } else {
    await q.markDone(deps.db, id, answer.status === 'voided' ? answer.authorizationId : answer.refundId, at);
  }
  return q.reversalById(deps.db, id);
}

/**
 * Settles a reversal a command just committed. The command's own change stands whatever the
 * gateway says: an error reaching it is logged and left to the backstop job.
 */
export async function settleAfterCommit(
  deps: Pick<OrderToCashDeps, 'db' | 'gateway' | 'now' | 'log'>,
  reversal: q.ReversalRow | null,
): Promise<q.ReversalRow | null> {
  if (reversal === null) return null;
  try {
    return await settleReversal(deps, reversal.id);
  } catch (error) {
    deps.log.warn(
      { err: error, reversalId: reversal.id },
      'the gateway could not be reached; the backstop job will retry',
    );
    return reversal;
  }
}
