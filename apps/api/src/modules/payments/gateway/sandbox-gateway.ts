// The built-in sandbox gateway (ARCHITECTURE §9): behaves like a hosted card and bank-account
// gateway with the usual test numbers (ADR 0021). Its tokens are signed records of brand, last four
// digits, expiry, holder and test outcome, never of the number; authorization, charge and refund
// ids are signed records of their amount and of what they belong to, so a retried call gets the
// same id. Given a ledger (sandbox-ledger.ts; the app always gives one, ADR 0035) it also keeps a
// gateway's side of the books: what is left of each authorisation over several captures and
// releases, what is refunded of each charge, and the first answer to each idempotency key. Without
// one it checks each call against the signed amounts alone.
//
// Test numbers (README "Payments sandbox"): card 4242 4242 4242 4242 approves, 4000 0000 0000 0002
// is declined, 4000 0000 0000 9995 has insufficient funds, any other valid number of a brand we
// take approves; a bank account approves with any valid routing number (011000015 in the docs)
// unless its account number ends in 0002 (the debit fails) or 9995 (insufficient funds).
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { CARD_BRANDS, type CheckedBankAccount, type CheckedCard, cardExpiryProblem } from '@medsupply/domain';
import {
  declined,
  refused,
  type AuthorizeResult,
  type CaptureResult,
  type ChargeResult,
  type DescribeTokenResult,
  type PaymentGateway,
  type PaymentMethodDescription,
  type PaymentRequest,
  type RefundRequest,
  type RefundResult,
  type VoidResult,
  type CaptureRequest,
  type VoidRequest,
} from './payment-gateway.ts';
import type { LedgerAnswer, SandboxLedger } from './sandbox-ledger.ts';
import { SandboxSigner, type SignedKind } from './sandbox-signing.ts';

/** What a test number makes the sandbox answer when it is charged. */
const OUTCOMES = ['approve', 'card_declined', 'insufficient_funds', 'bank_debit_failed'] as const;
type Outcome = (typeof OUTCOMES)[number];

/** The card numbers with an outcome other than approval. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, Outcome>> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

/** The test outcome of a bank account, by the last four digits of its account number. */
export function bankAccountOutcome(accountNumber: string): Outcome {
  if (accountNumber.endsWith('0002')) return 'bank_debit_failed';
  if (accountNumber.endsWith('9995')) return 'insufficient_funds';
  return 'approve';
}

/** The largest amount one call moves: $99,999,999.99. */
export const MAX_AMOUNT_CENTS = 9_999_999_999;
const MAX_REFERENCE_LENGTH = 200;
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

const last4 = z.string().regex(/^\d{4}$/);
const holder = z.string().min(1).max(400);
const CardTokenPayload = z.object({
  v: z.literal(1),
  k: z.literal('card'),
  b: z.enum(CARD_BRANDS),
  l: last4,
  m: z.number().int().min(1).max(12),
  y: z.number().int().min(2000).max(2200),
  h: holder,
  o: z.enum(OUTCOMES),
  n: z.string(),
});
const BankTokenPayload = z.object({
  v: z.literal(1),
  k: z.literal('ach'),
  l: last4,
  h: holder,
  t: z.enum(['checking', 'savings']),
  o: z.enum(OUTCOMES),
  n: z.string(),
});
const TokenPayload = z.discriminatedUnion('k', [CardTokenPayload, BankTokenPayload]);
type TokenPayload = z.infer<typeof TokenPayload>;

const cents = z.number().int().positive().max(MAX_AMOUNT_CENTS);
/** An authorization: its amount, the token, the store's reference and the idempotency key's digest. */
const AuthorizationPayload = z.object({
  v: z.literal(1),
  a: cents,
  t: z.string(),
  r: z.string(),
  i: z.string(),
});
/** A charge: its amount, the authorization it captured and the capture's key (older ids have none). */
const ChargePayload = z.object({ v: z.literal(1), a: cents, z: z.string(), k: z.string().optional() });

function assertAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > MAX_AMOUNT_CENTS) {
    throw new RangeError(
      `amountCents must be whole cents from 1 to ${MAX_AMOUNT_CENTS}, got ${String(amountCents)}`,
    );
  }
}

function assertText(value: string, name: string, max: number): void {
  if (value.length === 0 || value.length > max) {
    throw new RangeError(`${name} must have 1 to ${max} characters`);
  }
}

function describe(payload: TokenPayload): PaymentMethodDescription {
  if (payload.k === 'card') {
    return {
      kind: 'card',
      type: payload.b,
      last4: payload.l,
      expMonth: payload.m,
      expYear: payload.y,
      holderName: payload.h,
      accountType: null,
    };
  }
  return {
    kind: 'ach',
    type: 'ach',
    last4: payload.l,
    expMonth: null,
    expYear: null,
    holderName: payload.h,
    accountType: payload.t,
  };
}

export interface SandboxGatewayOptions {
  /** The app's secret (config.jwtSecret); the gateway's key is derived from it. */
  secret: string;
  /** The clock that decides whether a card has expired; the real one by default. */
  now?: () => Date;
  /** The gateway's side of the books; none: each call is checked against its signed amounts alone. */
  ledger?: SandboxLedger;
}

/** The port's answer for the ledger's. */
function ledgerRefusal(
  answer: Exclude<LedgerAnswer, { status: 'ok' }>,
  exceeds: 'amount_exceeds_authorization' | 'amount_exceeds_charge',
) {
  return refused(answer.status === 'conflict' ? 'idempotency_key_reused' : exceeds);
}

export class SandboxGateway implements PaymentGateway {
  readonly #signer: SandboxSigner;
  readonly #now: () => Date;
  readonly #ledger: SandboxLedger | null;

  constructor(options: SandboxGatewayOptions) {
    this.#signer = new SandboxSigner(options.secret);
    this.#now = options.now ?? (() => new Date());
    this.#ledger = options.ledger ?? null;
  }

  /**
   * A token for a card that passed the checks of the hosted fields (the number is not kept).
   * `nonce` is random unless given: the demo store's seed gives one so that its rows are the same
   * for the same seed.
   */
  issueCardToken(card: CheckedCard, nonce: string = randomBytes(9).toString('base64url')): string {
    return this.#signer.sign('sbtok', {
      v: 1,
      k: 'card',
      b: card.brand,
      l: card.last4,
      m: card.expMonth,
      y: card.expYear,
      h: card.holderName,
      o: SANDBOX_TEST_CARDS[card.digits] ?? 'approve',
      n: nonce,
    } satisfies TokenPayload);
  }

  /** A token for a bank account that passed the checks of the hosted fields (no number is kept). */
  issueBankAccountToken(
    account: CheckedBankAccount,
    nonce: string = randomBytes(9).toString('base64url'),
  ): string {
    return this.#signer.sign('sbtok', {
      v: 1,
      k: 'ach',
      l: account.last4,
      h: account.holderName,
      t: account.accountType,
      o: bankAccountOutcome(account.accountNumber),
      n: nonce,
    } satisfies TokenPayload);
  }

  /** The payload of a signed id of `kind` in the shape of `schema`; null when it is not one. */
  #open<T>(kind: SignedKind, schema: z.ZodType<T>, id: string): T | null {
    const parsed = schema.safeParse(this.#signer.open(kind, id));
    return parsed.success ? parsed.data : null;
  }

  #openToken(token: string): TokenPayload | null {
    return this.#open('sbtok', TokenPayload, token);
  }

  async describeToken(token: string): Promise<DescribeTokenResult> {
    const payload = this.#openToken(token);
    return payload ? { status: 'ok', method: describe(payload) } : refused('invalid_token');
  }

  async authorize(request: PaymentRequest): Promise<AuthorizeResult> {
    assertAmount(request.amountCents);
    assertText(request.reference, 'reference', MAX_REFERENCE_LENGTH);
    assertText(request.idempotencyKey, 'idempotencyKey', MAX_IDEMPOTENCY_KEY_LENGTH);
    const payload = this.#openToken(request.token);
    if (!payload) return refused('invalid_token');
    if (payload.k === 'card' && cardExpiryProblem({ month: payload.m, year: payload.y }, this.#now())) {
      return declined('expired_card');
    }
    if (payload.o !== 'approve') return declined(payload.o);
    // Derived only from the request, so a retry with the same key and request gets the same id.
    const authorizationId = this.#signer.sign('sbauth', {
      v: 1,
      a: request.amountCents,
      t: this.#signer.digest(request.token),
      r: request.reference,
      i: this.#signer.digest(request.idempotencyKey),
    } satisfies z.infer<typeof AuthorizationPayload>);
    await this.#ledger?.authorized({
      id: authorizationId,
      amountCents: request.amountCents,
      reference: request.reference,
    });
    return {
      status: 'approved',
      authorizationId,
      amountCents: request.amountCents,
      method: describe(payload),
    };
  }

  #openAuthorization(authorizationId: string): z.infer<typeof AuthorizationPayload> | null {
    return this.#open('sbauth', AuthorizationPayload, authorizationId);
  }

  async capture(request: CaptureRequest): Promise<CaptureResult> {
    assertAmount(request.amountCents);
    assertText(request.idempotencyKey, 'idempotencyKey', MAX_IDEMPOTENCY_KEY_LENGTH);
    const authorization = this.#openAuthorization(request.authorizationId);
    if (!authorization) return refused('invalid_authorization');
    if (request.amountCents > authorization.a) return refused('amount_exceeds_authorization');
    const chargeId = this.#signer.sign('sbch', {
      v: 1,
      a: request.amountCents,
      z: this.#signer.digest(request.authorizationId),
      k: this.#signer.digest(request.idempotencyKey),
    } satisfies z.infer<typeof ChargePayload>);
    if (this.#ledger) {
      const answer = await this.#ledger.capture({
        key: `capture:${request.idempotencyKey}`,
        authorization: {
          id: request.authorizationId,
          amountCents: authorization.a,
          reference: authorization.r,
        },
        amountCents: request.amountCents,
        chargeId,
      });
      if (answer.status !== 'ok') return ledgerRefusal(answer, 'amount_exceeds_authorization');
      return { status: 'captured', chargeId: answer.resultId, amountCents: answer.amountCents };
    }
    return { status: 'captured', chargeId, amountCents: request.amountCents };
  }

  async voidAuthorization(request: VoidRequest): Promise<VoidResult> {
    if (request.amountCents !== undefined) assertAmount(request.amountCents);
    assertText(request.idempotencyKey, 'idempotencyKey', MAX_IDEMPOTENCY_KEY_LENGTH);
    const authorization = this.#openAuthorization(request.authorizationId);
    if (!authorization) return refused('invalid_authorization');
    if (request.amountCents !== undefined && request.amountCents > authorization.a) {
      return refused('amount_exceeds_authorization');
    }
    if (this.#ledger) {
      const answer = await this.#ledger.void({
        key: `void:${request.idempotencyKey}`,
        authorization: {
          id: request.authorizationId,
          amountCents: authorization.a,
          reference: authorization.r,
        },
        amountCents: request.amountCents ?? null,
      });
      if (answer.status !== 'ok') return ledgerRefusal(answer, 'amount_exceeds_authorization');
      return { status: 'voided', authorizationId: request.authorizationId, amountCents: answer.amountCents };
    }
    return {
      status: 'voided',
      authorizationId: request.authorizationId,
      amountCents: request.amountCents ?? null,
    };
  }

  async charge(request: PaymentRequest): Promise<ChargeResult> {
    const authorization = await this.authorize(request);
    if (authorization.status !== 'approved') return authorization;
    const capture = await this.capture({
      authorizationId: authorization.authorizationId,
      amountCents: request.amountCents,
      idempotencyKey: `charge:${request.idempotencyKey}`,
    });
    // A capture of the full amount of an authorization just issued cannot be refused.
    if (capture.status !== 'captured') throw new Error(`sandbox capture refused: ${capture.code}`);
    return {
      status: 'charged',
      chargeId: capture.chargeId,
      amountCents: capture.amountCents,
      method: authorization.method,
    };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    assertAmount(request.amountCents);
    assertText(request.idempotencyKey, 'idempotencyKey', MAX_IDEMPOTENCY_KEY_LENGTH);
    const charge = this.#open('sbch', ChargePayload, request.chargeId);
    if (!charge) return refused('invalid_charge');
    if (request.amountCents > charge.a) return refused('amount_exceeds_charge');
    const refundId = this.#signer.sign('sbre', {
      v: 1,
      a: request.amountCents,
      z: this.#signer.digest(request.chargeId),
      i: this.#signer.digest(request.idempotencyKey),
    });
    if (this.#ledger) {
      const answer = await this.#ledger.refund({
        key: `refund:${request.idempotencyKey}`,
        charge: { id: request.chargeId, amountCents: charge.a },
        amountCents: request.amountCents,
        refundId,
      });
      if (answer.status !== 'ok') return ledgerRefusal(answer, 'amount_exceeds_charge');
      return { status: 'refunded', refundId: answer.resultId, amountCents: answer.amountCents };
    }
    return { status: 'refunded', refundId, amountCents: request.amountCents };
  }
}
