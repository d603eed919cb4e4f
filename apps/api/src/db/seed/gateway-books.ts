// The sandbox gateway's side of the demo history (ADR 0035). The seed authorises, captures, releases
// and charges its card and ACH history through the store's own SandboxGateway, given this ledger: it
// keeps in memory what the running store's databaseLedger keeps in gateway_sandbox_* (what is left
// of each authorisation, what is refunded of each charge, the first answer to each idempotency key),
// refuses what that ledger refuses, and writes its rows in bulk at the end, each stamped with the
// history's clock instead of the wall clock, so the same seed gives the same rows. The running store
// then captures, releases and refunds the seeded orders and payments against books that agree with
// its orders, invoices and payments.
import type { LedgerAnswer, SandboxLedger } from '../../modules/payments/gateway/sandbox-ledger.ts';
import {
  gatewaySandboxAuthorizations,
  gatewaySandboxCharges,
  gatewaySandboxOperations,
} from '../schema/index.ts';
import type { BulkWriter } from './bulk.ts';

type Kind = 'capture' | 'void' | 'refund';

// The rows of gateway_sandbox_*, every column given.
interface Authorization {
  id: string;
  amountCents: number;
  capturedCents: number;
  voidedCents: number;
  reference: string;
  createdAt: Date;
}

interface Charge {
  id: string;
  authorizationId: string;
  amountCents: number;
  refundedCents: number;
  createdAt: Date;
}

interface Operation {
  idempotencyKey: string;
  kind: Kind;
  targetId: string;
  amountCents: number;
  resultId: string;
  createdAt: Date;
}

export class SeedGatewayBooks implements SandboxLedger {
  #now: Date;
  readonly #authorizations = new Map<string, Authorization>();
  readonly #charges = new Map<string, Charge>();
  readonly #operations = new Map<string, Operation>();

  constructor(start: Date) {
    this.#now = start;
  }

  /** The history's moment of the next call; the gateway's clock (card expiry) reads it too. */
  get now(): Date {
    return this.#now;
  }

  set now(at: Date) {
    this.#now = at;
  }

  /** The first answer given to `key`, or null; a conflict when it was for something else. */
  #earlier(key: string, kind: Kind, targetId: string, amountCents: number | null): LedgerAnswer | null {
    const row = this.#operations.get(key);
    if (!row) return null;
    if (
      row.kind !== kind ||
      row.targetId !== targetId ||
      (amountCents !== null && row.amountCents !== amountCents)
    )
      return { status: 'conflict' };
    return { status: 'ok', resultId: row.resultId, amountCents: row.amountCents };
  }

  #remember(key: string, kind: Kind, targetId: string, amountCents: number, resultId: string): void {
    this.#operations.set(key, {
      idempotencyKey: key,
      kind,
      targetId,
      amountCents,
      resultId,
      createdAt: this.#now,
    });
  }

  #authorization(a: { id: string; amountCents: number; reference: string }): Authorization {
    let row = this.#authorizations.get(a.id);
    if (!row) {
      row = {
        id: a.id,
        amountCents: a.amountCents,
        capturedCents: 0,
        voidedCents: 0,
        reference: a.reference,
        createdAt: this.#now,
      };
      this.#authorizations.set(a.id, row);
    }
    return row;
  }

  async authorized(a: { id: string; amountCents: number; reference: string }): Promise<void> {
    this.#authorization(a);
  }

  async capture(op: Parameters<SandboxLedger['capture']>[0]): Promise<LedgerAnswer> {
    const before = this.#earlier(op.key, 'capture', op.authorization.id, op.amountCents);
    if (before) return before;
    const authorization = this.#authorization(op.authorization);
    if (authorization.capturedCents + authorization.voidedCents + op.amountCents > authorization.amountCents)
      return { status: 'exceeds' };
    authorization.capturedCents += op.amountCents;
    this.#charges.set(op.chargeId, {
      id: op.chargeId,
      authorizationId: op.authorization.id,
      amountCents: op.amountCents,
      refundedCents: 0,
      createdAt: this.#now,
    });
    this.#remember(op.key, 'capture', op.authorization.id, op.amountCents, op.chargeId);
    return { status: 'ok', resultId: op.chargeId, amountCents: op.amountCents };
  }

  /** Releases `amountCents` of what is left, or all of it (null). */
  async void(op: Parameters<SandboxLedger['void']>[0]): Promise<LedgerAnswer> {
    const before = this.#earlier(op.key, 'void', op.authorization.id, op.amountCents);
    if (before) return before;
    const authorization = this.#authorization(op.authorization);
    const left = authorization.amountCents - authorization.capturedCents - authorization.voidedCents;
    const released = op.amountCents ?? left;
    if (released > left) return { status: 'exceeds' };
    authorization.voidedCents += released;
    this.#remember(op.key, 'void', op.authorization.id, released, op.authorization.id);
    return { status: 'ok', resultId: op.authorization.id, amountCents: released };
  }

  async refund(op: Parameters<SandboxLedger['refund']>[0]): Promise<LedgerAnswer> {
    const before = this.#earlier(op.key, 'refund', op.charge.id, op.amountCents);
    if (before) return before;
    // A charge the books have not seen is recorded as it is, as databaseLedger does.
    let charge = this.#charges.get(op.charge.id);
    if (!charge) {
      charge = {
        id: op.charge.id,
        authorizationId: '',
        amountCents: op.charge.amountCents,
        refundedCents: 0,
        createdAt: this.#now,
      };
      this.#charges.set(op.charge.id, charge);
    }
    if (charge.refundedCents + op.amountCents > charge.amountCents) return { status: 'exceeds' };
    charge.refundedCents += op.amountCents;
    this.#remember(op.key, 'refund', op.charge.id, op.amountCents, op.refundId);
    return { status: 'ok', resultId: op.refundId, amountCents: op.amountCents };
  }

  /** Writes the books, each table in the order its rows were made. */
  async write(writer: BulkWriter): Promise<void> {
    await writer.insert(gatewaySandboxAuthorizations, [...this.#authorizations.values()]);
    await writer.insert(gatewaySandboxCharges, [...this.#charges.values()]);
    await writer.insert(gatewaySandboxOperations, [...this.#operations.values()]);
  }
}
