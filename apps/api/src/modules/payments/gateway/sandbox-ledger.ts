// The sandbox gateway's own records (ADR 0035, superseding ADR 0021's "keeps nothing"): what a
// hosted gateway keeps on its side of every authorisation and charge. With them the sandbox refuses
// what a real gateway refuses (capturing more than is left of an authorisation over several
// shipments, releasing what was captured, refunding a charge twice) and answers a retried capture,
// void or refund with its first answer; tests and the chaos run compare its sums with the store's.
//
// The records live in the store's database (tables gateway_sandbox_*, written by nothing else), each
// operation in a transaction of its own: the sandbox stands for another system, so it is never
// called inside one of the store's transactions (ADR 0035). Ids are the sandbox's signed ids, which
// carry their amount, so an authorisation or charge issued before these records existed (the demo
// store's history) is recorded the first time it is used.
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.ts';

/** A capture, void or refund as the ledger answers it. */
export type LedgerAnswer =
  | { status: 'ok'; resultId: string; amountCents: number }
  /** More than is left (of the authorisation, or of the charge for a refund). */
  | { status: 'exceeds' }
  /** The key was used for another operation, target or amount. */
  | { status: 'conflict' };

export interface SandboxLedger {
  /** An authorisation issued (a retry with the same id changes nothing). */
  authorized(a: { id: string; amountCents: number; reference: string }): Promise<void>;
  capture(op: {
    key: string;
    authorization: { id: string; amountCents: number; reference: string };
    amountCents: number;
    chargeId: string;
  }): Promise<LedgerAnswer>;
  /** Releases `amountCents` of what is left, or all of it (null). */
  void(op: {
    key: string;
    authorization: { id: string; amountCents: number; reference: string };
    amountCents: number | null;
  }): Promise<LedgerAnswer>;
  refund(op: {
    key: string;
    charge: { id: string; amountCents: number };
    amountCents: number;
    refundId: string;
  }): Promise<LedgerAnswer>;
}

/** What the sandbox holds of an authorisation and of the charges captured on it (tests read it). */
export interface SandboxAuthorizationState {
  amountCents: number;
  capturedCents: number;
  voidedCents: number;
  refundedCents: number;
}

type Kind = 'capture' | 'void' | 'refund';

const one = <T>(rows: T[]): T | null => rows[0] ?? null;

/** The first answer given to `key`, or null; a conflict when it was for something else. */
async function earlier(
  tx: DbOrTx,
  key: string,
  kind: Kind,
  targetId: string,
  amountCents: number | null,
): Promise<LedgerAnswer | null> {
  const row = one(
    await queryRows<{ kind: Kind; target_id: string; amount_cents: number | string; result_id: string }>(
      tx,
      sql`SELECT kind, target_id, amount_cents, result_id FROM gateway_sandbox_operations
        WHERE idempotency_key = ${key}`,
    ),
  );
  if (!row) return null;
  const amount = Number(row.amount_cents);
  if (row.kind !== kind || row.target_id !== targetId || (amountCents !== null && amount !== amountCents)) {
    return { status: 'conflict' };
  }
  return { status: 'ok', resultId: row.result_id, amountCents: amount };
}

async function remember(
  tx: DbOrTx,
  key: string,
  kind: Kind,
  targetId: string,
  amountCents: number,
  resultId: string,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO gateway_sandbox_operations (idempotency_key, kind, target_id, amount_cents, result_id)
      VALUES (${key}, ${kind}, ${targetId}, ${amountCents}, ${resultId})`,
  );
}

async function ensureAuthorization(
  tx: DbOrTx,
  a: { id: string; amountCents: number; reference: string },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO gateway_sandbox_authorizations (id, amount_cents, reference)
      VALUES (${a.id}, ${a.amountCents}, ${a.reference}) ON CONFLICT (id) DO NOTHING`,
  );
}

export function databaseLedger(db: Db): SandboxLedger {
  return {
    async authorized(a) {
      await ensureAuthorization(db, a);
    },

    capture: (op) =>
      db.transaction(async (tx) => {
        const before = await earlier(tx, op.key, 'capture', op.authorization.id, op.amountCents);
        if (before) return before;
        await ensureAuthorization(tx, op.authorization);
        const taken = await queryRows<{ id: string }>(
          tx,
          sql`UPDATE gateway_sandbox_authorizations SET captured_cents = captured_cents + ${op.amountCents}
            WHERE id = ${op.authorization.id} AND captured_cents + voided_cents + ${op.amountCents} <= amount_cents
            RETURNING id`,
        );
        if (taken.length === 0) return { status: 'exceeds' };
        await tx.execute(
          sql`INSERT INTO gateway_sandbox_charges (id, authorization_id, amount_cents)
            VALUES (${op.chargeId}, ${op.authorization.id}, ${op.amountCents})`,
        );
        await remember(tx, op.key, 'capture', op.authorization.id, op.amountCents, op.chargeId);
        return { status: 'ok', resultId: op.chargeId, amountCents: op.amountCents };
      }),

    void: (op) =>
      db.transaction(async (tx) => {
        const before = await earlier(tx, op.key, 'void', op.authorization.id, op.amountCents);
        if (before) return before;
        await ensureAuthorization(tx, op.authorization);
        // All that is left, or the part asked for while that much is left.
        const released = await queryRows<{ released: number | string }>(
          tx,
          op.amountCents === null
            ? sql`UPDATE gateway_sandbox_authorizations a SET voided_cents = a.amount_cents - a.captured_cents
                FROM (SELECT id, voided_cents AS before FROM gateway_sandbox_authorizations
                  WHERE id = ${op.authorization.id} FOR UPDATE) b
                WHERE a.id = b.id RETURNING a.voided_cents - b.before AS released`
            : sql`UPDATE gateway_sandbox_authorizations SET voided_cents = voided_cents + ${op.amountCents}
                WHERE id = ${op.authorization.id} AND captured_cents + voided_cents + ${op.amountCents} <= amount_cents
                RETURNING ${op.amountCents}::bigint AS released`,
        );
        const row = released[0];
        if (!row) return { status: 'exceeds' };
        const amount = Number(row.released);
        await remember(tx, op.key, 'void', op.authorization.id, amount, op.authorization.id);
        return { status: 'ok', resultId: op.authorization.id, amountCents: amount };
      }),

    refund: (op) =>
      db.transaction(async (tx) => {
        const before = await earlier(tx, op.key, 'refund', op.charge.id, op.amountCents);
        if (before) return before;
        // A charge the ledger has not seen (captured before it existed) is recorded as it is.
        await tx.execute(
          sql`INSERT INTO gateway_sandbox_charges (id, authorization_id, amount_cents)
            VALUES (${op.charge.id}, '', ${op.charge.amountCents}) ON CONFLICT (id) DO NOTHING`,
        );
        const given = await queryRows<{ id: string }>(
          tx,
          sql`UPDATE gateway_sandbox_charges SET refunded_cents = refunded_cents + ${op.amountCents}
            WHERE id = ${op.charge.id} AND refunded_cents + ${op.amountCents} <= amount_cents RETURNING id`,
        );
        if (given.length === 0) return { status: 'exceeds' };
        await remember(tx, op.key, 'refund', op.charge.id, op.amountCents, op.refundId);
        return { status: 'ok', resultId: op.refundId, amountCents: op.amountCents };
      }),
  };
}

/** The sandbox's side of an authorisation: its amount, captured, voided and refunded cents. */
export async function sandboxAuthorizationState(
  db: DbOrTx,
  authorizationId: string,
): Promise<SandboxAuthorizationState | null> {
  const row = one(
    await queryRows<{
      amount: string | number;
      captured: string | number;
      voided: string | number;
      refunded: string | number;
    }>(
      db,
      sql`SELECT a.amount_cents AS amount, a.captured_cents AS captured, a.voided_cents AS voided,
          coalesce((SELECT sum(c.refunded_cents) FROM gateway_sandbox_charges c WHERE c.authorization_id = a.id), 0)
            AS refunded
        FROM gateway_sandbox_authorizations a WHERE a.id = ${authorizationId}`,
    ),
  );
  if (!row) return null;
  return {
    amountCents: Number(row.amount),
    capturedCents: Number(row.captured),
    voidedCents: Number(row.voided),
    refundedCents: Number(row.refunded),
  };
}
