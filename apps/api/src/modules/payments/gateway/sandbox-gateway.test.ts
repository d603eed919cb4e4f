// The PaymentGateway port as the sandbox implements it (ADR 0021): tokens come from the hosted
// fields' endpoint over HTTP, and a separate gateway instance built from the same secret (as
// another process, or the same one after a restart, would be) authorizes, captures, voids, charges
// and refunds them. Declines carry the buyer's sentence; tokens and ids that were altered, signed
// with another key or of another kind are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedFieldsPaths } from '@medsupply/contract';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { DECLINE_MESSAGES, REFUSAL_MESSAGES, type PaymentRequest } from './payment-gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { databaseLedger, sandboxAuthorizationState } from './sandbox-ledger.ts';

let t: TestContext;
let gateway: SandboxGateway;
const tokens = {
  visa: '',
  declined: '',
  insufficient: '',
  amex: '',
  bank: '',
  bankFails: '',
  bankInsufficient: '',
};

async function tokenize(payload: Record<string, string>): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: hostedFieldsPaths.tokens, payload });
  expect(response.statusCode, response.body).toBe(201);
  return String(response.json().token);
}
const card = (number: string, cvc = '123') =>
  tokenize({ kind: 'card', number, expiry: '12/30', cvc, holderName: 'Ana Smith' });
const bank = (accountNumber: string) =>
  tokenize({
    kind: 'ach',
    routingNumber: '011000015',
    accountNumber,
    holderName: 'Lakeside Family Clinic',
    accountType: 'savings',
  });

beforeAll(async () => {
  t = await createTestContext();
  gateway = new SandboxGateway({ secret: t.config.jwtSecret, now: () => new Date('2026-05-15T12:00:00Z') });
  tokens.visa = await card('4242424242424242');
  tokens.declined = await card('4000000000000002');
  tokens.insufficient = await card('4000000000009995');
  tokens.amex = await card('378282246310005', '1234');
  tokens.bank = await bank('000123456789');
  tokens.bankFails = await bank('987650002');
  tokens.bankInsufficient = await bank('12349995');
});
afterAll(async () => {
  await t.close();
});

let keys = 0;
const request = (
  token: string,
  amountCents: number,
  overrides: Partial<PaymentRequest> = {},
): PaymentRequest => {
  keys += 1;
  return { token, amountCents, reference: 'SO-1001', idempotencyKey: `key-${keys}`, ...overrides };
};

/** A signed id with its readable payload changed and the original MAC kept. */
function withPayload(id: string, change: (payload: Record<string, unknown>) => void): string {
  const kind = id.slice(0, id.indexOf('_'));
  const body = id.slice(kind.length + 1, id.lastIndexOf('.'));
  const mac = id.slice(id.lastIndexOf('.') + 1);
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(payload);
  return `${kind}_${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${mac}`;
}

describe('describeToken', () => {
  it('gives what a saved payment method shows', async () => {
    expect(await gateway.describeToken(tokens.visa)).toEqual({
      status: 'ok',
      method: {
        kind: 'card',
        type: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        holderName: 'Ana Smith',
        accountType: null,
      },
    });
    expect(await gateway.describeToken(tokens.amex)).toMatchObject({
      method: { type: 'amex', last4: '0005' },
    });
    expect(await gateway.describeToken(tokens.bank)).toEqual({
      status: 'ok',
      method: {
        kind: 'ach',
        type: 'ach',
        last4: '6789',
        expMonth: null,
        expYear: null,
        holderName: 'Lakeside Family Clinic',
        accountType: 'savings',
      },
    });
  });
});

describe('authorize', () => {
  it('approves 4242… with an authorization for the amount, and the card it used', async () => {
    const result = await gateway.authorize(request(tokens.visa, 12_345));
    expect(result).toMatchObject({
      status: 'approved',
      authorizationId: expect.stringMatching(/^sbauth_/),
      amountCents: 12_345,
      method: { type: 'visa', last4: '4242' },
    });
  });

  it('answers a retry with the same idempotency key and request with the same authorization', async () => {
    const first = await gateway.authorize(request(tokens.visa, 5_000, { idempotencyKey: 'order-77' }));
    const again = await gateway.authorize(request(tokens.visa, 5_000, { idempotencyKey: 'order-77' }));
    const other = await gateway.authorize(request(tokens.visa, 5_000, { idempotencyKey: 'order-78' }));
    expect(first.status).toBe('approved');
    if (first.status !== 'approved' || again.status !== 'approved' || other.status !== 'approved') return;
    expect(again.authorizationId).toBe(first.authorizationId);
    expect(other.authorizationId).not.toBe(first.authorizationId);
  });

  it('declines the test cards with the sentence the buyer reads', async () => {
    expect(await gateway.authorize(request(tokens.declined, 1_000))).toEqual({
      status: 'declined',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(await gateway.authorize(request(tokens.insufficient, 1_000))).toEqual({
      status: 'declined',
      code: 'insufficient_funds',
      message: 'Insufficient funds.',
    });
  });

  it('declines a card whose expiry month has passed since it was saved', async () => {
    const later = new SandboxGateway({
      secret: t.config.jwtSecret,
      now: () => new Date('2031-01-01T12:00:00Z'),
    });
    expect(await later.authorize(request(tokens.visa, 1_000))).toEqual({
      status: 'declined',
      code: 'expired_card',
      message: DECLINE_MESSAGES.expired_card,
    });
    // Its last month still pays (New York clock).
    const lastDay = new SandboxGateway({
      secret: t.config.jwtSecret,
      now: () => new Date('2031-01-01T04:00:00Z'),
    });
    expect((await lastDay.authorize(request(tokens.visa, 1_000))).status).toBe('approved');
  });

  it('authorizes a bank account, and declines the failing test accounts', async () => {
    expect((await gateway.authorize(request(tokens.bank, 20_000))).status).toBe('approved');
    expect(await gateway.authorize(request(tokens.bankFails, 20_000))).toEqual({
      status: 'declined',
      code: 'bank_debit_failed',
      message: 'The bank account could not be debited.',
    });
    expect(await gateway.authorize(request(tokens.bankInsufficient, 20_000))).toMatchObject({
      code: 'insufficient_funds',
      message: 'Insufficient funds.',
    });
  });
});

describe('capture and void', () => {
  async function authorization(amountCents: number, on: SandboxGateway = gateway): Promise<string> {
    const result = await on.authorize(request(tokens.visa, amountCents));
    if (result.status !== 'approved') throw new Error(`not approved: ${result.status}`);
    return result.authorizationId;
  }
  let captures = 0;
  const capture = (
    authorizationId: string,
    amountCents: number,
    idempotencyKey = `cap-${(captures += 1)}`,
  ) => ({
    authorizationId,
    amountCents,
    idempotencyKey,
  });

  it('captures the authorized amount or less, the same capture twice giving the same charge', async () => {
    const id = await authorization(10_000);
    const full = await gateway.capture(capture(id, 10_000, 'cap-full'));
    expect(full).toEqual({
      status: 'captured',
      chargeId: expect.stringMatching(/^sbch_/),
      amountCents: 10_000,
    });
    expect(await gateway.capture(capture(id, 10_000, 'cap-full'))).toEqual(full);
    const other = await gateway.capture(capture(id, 9_000));
    expect(other).toMatchObject({ status: 'captured', amountCents: 9_000 });
  });

  it('gives two captures of the same amount on one authorization two charges', async () => {
    const id = await authorization(10_000);
    const first = await gateway.capture(capture(id, 2_000));
    const second = await gateway.capture(capture(id, 2_000));
    if (first.status !== 'captured' || second.status !== 'captured') throw new Error('not captured');
    expect(first.chargeId).not.toBe(second.chargeId);
  });

  it('refuses to capture more than was authorized', async () => {
    const id = await authorization(10_000);
    expect(await gateway.capture(capture(id, 10_001))).toEqual({
      status: 'refused',
      code: 'amount_exceeds_authorization',
      message: REFUSAL_MESSAGES.amount_exceeds_authorization,
    });
  });

  it('voids an authorization it issued, or part of it', async () => {
    const id = await authorization(2_500);
    expect(await gateway.voidAuthorization({ authorizationId: id, idempotencyKey: 'v-1' })).toEqual({
      status: 'voided',
      authorizationId: id,
      amountCents: null,
    });
    expect(
      await gateway.voidAuthorization({ authorizationId: id, amountCents: 500, idempotencyKey: 'v-2' }),
    ).toEqual({ status: 'voided', authorizationId: id, amountCents: 500 });
  });

  it('refuses an authorization whose amount was raised, one signed by another key, and other ids', async () => {
    const id = await authorization(1_000);
    const raised = withPayload(id, (payload) => {
      payload['a'] = 1_000_000;
    });
    expect(await gateway.capture(capture(raised, 1_000_000))).toMatchObject({
      status: 'refused',
      code: 'invalid_authorization',
    });
    expect(await gateway.voidAuthorization({ authorizationId: raised, idempotencyKey: 'v-3' })).toMatchObject(
      {
        status: 'refused',
        code: 'invalid_authorization',
      },
    );
    const stranger = new SandboxGateway({ secret: 'another-secret-another-secret-0123456789' });
    const foreign = await stranger.authorize(request(await tokenizeWith(stranger), 1_000));
    if (foreign.status !== 'approved') throw new Error('the other gateway approves its own token');
    expect(await gateway.capture(capture(foreign.authorizationId, 1_000))).toMatchObject({
      code: 'invalid_authorization',
    });
    // A token or a charge id is not an authorization.
    expect(await gateway.capture(capture(tokens.visa, 1_000))).toMatchObject({
      code: 'invalid_authorization',
    });
    expect(await gateway.voidAuthorization({ authorizationId: '', idempotencyKey: 'v-4' })).toMatchObject({
      code: 'invalid_authorization',
    });
    expect(
      await gateway.voidAuthorization({ authorizationId: `${id}x`, idempotencyKey: 'v-5' }),
    ).toMatchObject({ code: 'invalid_authorization' });
  });
});

describe('with its ledger (the gateway side of the books, ADR 0035)', () => {
  let booked: SandboxGateway;
  beforeAll(() => {
    booked = new SandboxGateway({
      secret: t.config.jwtSecret,
      now: () => new Date('2026-05-15T12:00:00Z'),
      ledger: databaseLedger(t.db),
    });
  });
  async function authorized(amountCents: number): Promise<string> {
    const result = await booked.authorize(request(tokens.visa, amountCents));
    if (result.status !== 'approved') throw new Error(`not approved: ${result.status}`);
    return result.authorizationId;
  }
  let n = 0;
  const key = () => `ledger-${(n += 1)}`;

  it('captures over several shipments only what is left of the authorization', async () => {
    const id = await authorized(10_000);
    expect(
      await booked.capture({ authorizationId: id, amountCents: 6_000, idempotencyKey: key() }),
    ).toMatchObject({
      status: 'captured',
    });
    expect(
      await booked.capture({ authorizationId: id, amountCents: 5_000, idempotencyKey: key() }),
    ).toMatchObject({
      status: 'refused',
      code: 'amount_exceeds_authorization',
    });
    expect(
      await booked.capture({ authorizationId: id, amountCents: 4_000, idempotencyKey: key() }),
    ).toMatchObject({
      status: 'captured',
    });
    expect(await sandboxAuthorizationState(t.db, id)).toEqual({
      amountCents: 10_000,
      capturedCents: 10_000,
      voidedCents: 0,
      refundedCents: 0,
    });
  });

  it('answers a retried capture with its first charge, and refuses the key for another amount', async () => {
    const id = await authorized(10_000);
    const k = key();
    const first = await booked.capture({ authorizationId: id, amountCents: 3_000, idempotencyKey: k });
    expect(await booked.capture({ authorizationId: id, amountCents: 3_000, idempotencyKey: k })).toEqual(
      first,
    );
    expect(
      await booked.capture({ authorizationId: id, amountCents: 3_001, idempotencyKey: k }),
    ).toMatchObject({
      status: 'refused',
      code: 'idempotency_key_reused',
    });
    expect((await sandboxAuthorizationState(t.db, id))?.capturedCents).toBe(3_000);
  });

  it('releases part of what is left, then the rest, never what was captured', async () => {
    const id = await authorized(10_000);
    await booked.capture({ authorizationId: id, amountCents: 4_000, idempotencyKey: key() });
    expect(
      await booked.voidAuthorization({ authorizationId: id, amountCents: 7_000, idempotencyKey: key() }),
    ).toMatchObject({ status: 'refused', code: 'amount_exceeds_authorization' });
    expect(
      await booked.voidAuthorization({ authorizationId: id, amountCents: 1_500, idempotencyKey: key() }),
    ).toEqual({ status: 'voided', authorizationId: id, amountCents: 1_500 });
    const rest = key();
    expect(await booked.voidAuthorization({ authorizationId: id, idempotencyKey: rest })).toEqual({
      status: 'voided',
      authorizationId: id,
      amountCents: 4_500,
    });
    // A retry answers what was released then, and nothing more is released.
    expect(await booked.voidAuthorization({ authorizationId: id, idempotencyKey: rest })).toMatchObject({
      amountCents: 4_500,
    });
    expect(
      await booked.capture({ authorizationId: id, amountCents: 1, idempotencyKey: key() }),
    ).toMatchObject({
      code: 'amount_exceeds_authorization',
    });
    expect(await sandboxAuthorizationState(t.db, id)).toEqual({
      amountCents: 10_000,
      capturedCents: 4_000,
      voidedCents: 6_000,
      refundedCents: 0,
    });
  });

  it('refunds a charge once per key and never more than it took, in several refunds', async () => {
    const id = await authorized(5_000);
    const captured = await booked.capture({ authorizationId: id, amountCents: 5_000, idempotencyKey: key() });
    if (captured.status !== 'captured') throw new Error('not captured');
    const k = key();
    const first = await booked.refund({ chargeId: captured.chargeId, amountCents: 3_000, idempotencyKey: k });
    expect(first).toMatchObject({ status: 'refunded', amountCents: 3_000 });
    expect(
      await booked.refund({ chargeId: captured.chargeId, amountCents: 3_000, idempotencyKey: k }),
    ).toEqual(first);
    expect(
      await booked.refund({ chargeId: captured.chargeId, amountCents: 2_001, idempotencyKey: key() }),
    ).toMatchObject({ status: 'refused', code: 'amount_exceeds_charge' });
    expect(
      await booked.refund({ chargeId: captured.chargeId, amountCents: 2_000, idempotencyKey: key() }),
    ).toMatchObject({ status: 'refunded' });
    expect((await sandboxAuthorizationState(t.db, id))?.refundedCents).toBe(5_000);
  });

  it('books an authorization or charge issued before it kept books, the first time it is used', async () => {
    const stateless = await gateway.authorize(request(tokens.visa, 8_000));
    if (stateless.status !== 'approved') throw new Error('not approved');
    const unbooked = stateless.authorizationId;
    expect(
      await booked.capture({ authorizationId: unbooked, amountCents: 8_000, idempotencyKey: key() }),
    ).toMatchObject({
      status: 'captured',
    });
    expect((await sandboxAuthorizationState(t.db, unbooked))?.capturedCents).toBe(8_000);
    const old = await gateway.charge(request(tokens.visa, 1_200));
    if (old.status !== 'charged') throw new Error('not charged');
    expect(
      await booked.refund({ chargeId: old.chargeId, amountCents: 1_200, idempotencyKey: key() }),
    ).toMatchObject({
      status: 'refunded',
    });
    expect(
      await booked.refund({ chargeId: old.chargeId, amountCents: 1, idempotencyKey: key() }),
    ).toMatchObject({
      code: 'amount_exceeds_charge',
    });
  });
});

/** A token issued by `other` for 4242…, as its own hosted fields would. */
async function tokenizeWith(other: SandboxGateway): Promise<string> {
  return other.issueCardToken({
    brand: 'visa',
    digits: '4242424242424242',
    last4: '4242',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    holderName: 'Ana Smith',
  });
}

describe('charge and refund', () => {
  it('charges a card and a bank account at once', async () => {
    expect(await gateway.charge(request(tokens.visa, 4_999))).toMatchObject({
      status: 'charged',
      chargeId: expect.stringMatching(/^sbch_/),
      amountCents: 4_999,
      method: { type: 'visa' },
    });
    expect(await gateway.charge(request(tokens.bank, 150_000))).toMatchObject({
      status: 'charged',
      amountCents: 150_000,
      method: { type: 'ach', last4: '6789' },
    });
  });

  it('declines the declining card and the failing bank account', async () => {
    expect(await gateway.charge(request(tokens.declined, 4_999))).toMatchObject({
      status: 'declined',
      code: 'card_declined',
    });
    expect(await gateway.charge(request(tokens.bankFails, 4_999))).toMatchObject({
      status: 'declined',
      message: 'The bank account could not be debited.',
    });
  });

  it('is the same as an authorization captured in full, so a retried charge gives the same charge id', async () => {
    const charged = await gateway.charge(request(tokens.visa, 7_700, { idempotencyKey: 'payment-9' }));
    const again = await gateway.charge(request(tokens.visa, 7_700, { idempotencyKey: 'payment-9' }));
    const authorized = await gateway.authorize(request(tokens.visa, 7_700, { idempotencyKey: 'payment-9' }));
    if (charged.status !== 'charged' || again.status !== 'charged' || authorized.status !== 'approved') {
      throw new Error('the test card approves');
    }
    expect(again.chargeId).toBe(charged.chargeId);
    expect(
      await gateway.capture({
        authorizationId: authorized.authorizationId,
        amountCents: 7_700,
        idempotencyKey: 'charge:payment-9',
      }),
    ).toMatchObject({
      chargeId: charged.chargeId,
    });
  });

  it('refunds up to the charged amount and refuses more', async () => {
    const charged = await gateway.charge(request(tokens.visa, 3_000));
    if (charged.status !== 'charged') throw new Error('the test card approves');
    const refund = await gateway.refund({
      chargeId: charged.chargeId,
      amountCents: 3_000,
      idempotencyKey: 'r-1',
    });
    expect(refund).toEqual({
      status: 'refunded',
      refundId: expect.stringMatching(/^sbre_/),
      amountCents: 3_000,
    });
    expect(
      await gateway.refund({ chargeId: charged.chargeId, amountCents: 3_000, idempotencyKey: 'r-1' }),
    ).toEqual(refund);
    expect(
      await gateway.refund({ chargeId: charged.chargeId, amountCents: 1_000, idempotencyKey: 'r-2' }),
    ).toMatchObject({
      status: 'refunded',
      amountCents: 1_000,
    });
    expect(
      await gateway.refund({ chargeId: charged.chargeId, amountCents: 3_001, idempotencyKey: 'r-3' }),
    ).toEqual({
      status: 'refused',
      code: 'amount_exceeds_charge',
      message: REFUSAL_MESSAGES.amount_exceeds_charge,
    });
  });

  it('refuses to refund an altered charge or an id of another kind', async () => {
    const charged = await gateway.charge(request(tokens.visa, 3_000));
    if (charged.status !== 'charged') throw new Error('the test card approves');
    const raised = withPayload(charged.chargeId, (payload) => {
      payload['a'] = 300_000;
    });
    expect(
      await gateway.refund({ chargeId: raised, amountCents: 300_000, idempotencyKey: 'r-4' }),
    ).toMatchObject({
      code: 'invalid_charge',
    });
    const authorized = await gateway.authorize(request(tokens.visa, 3_000));
    if (authorized.status !== 'approved') throw new Error('the test card approves');
    expect(
      await gateway.refund({ chargeId: authorized.authorizationId, amountCents: 100, idempotencyKey: 'r-5' }),
    ).toMatchObject({ code: 'invalid_charge' });
  });
});

describe('tampered and foreign tokens', () => {
  it('refuses a token whose outcome or card was changed, or signed with another key', async () => {
    const approved = withPayload(tokens.declined, (payload) => {
      payload['o'] = 'approve';
    });
    expect(await gateway.authorize(request(approved, 1_000))).toEqual({
      status: 'refused',
      code: 'invalid_token',
      message: REFUSAL_MESSAGES.invalid_token,
    });
    const renewed = withPayload(tokens.visa, (payload) => {
      payload['y'] = 2040;
    });
    expect(await gateway.describeToken(renewed)).toMatchObject({ status: 'refused', code: 'invalid_token' });
    const stranger = new SandboxGateway({ secret: 'another-secret-another-secret-0123456789' });
    expect(await gateway.charge(request(await tokenizeWith(stranger), 1_000))).toMatchObject({
      code: 'invalid_token',
    });
  });

  it('refuses what is not a token at all, however long', async () => {
    for (const token of [
      '',
      'tok_visa',
      '4242424242424242',
      `${tokens.visa.slice(0, -1)}${tokens.visa.endsWith('A') ? 'Q' : 'A'}`,
      'sbtok_' + 'A'.repeat(1_000_000),
    ]) {
      expect(await gateway.describeToken(token)).toMatchObject({ status: 'refused', code: 'invalid_token' });
      expect(await gateway.authorize(request(token, 1_000))).toMatchObject({ code: 'invalid_token' });
    }
  });

  it('refuses a MAC spelled another way that decodes to the same bytes', async () => {
    // The last of the MAC's 43 base64url characters holds 4 bits of the MAC and 2 unused ones:
    // flipping an unused bit gives another spelling of the same 32 bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = tokens.visa.at(-1) ?? '';
    const respelled = `${tokens.visa.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1] ?? ''}`;
    const mac = (token: string) => Buffer.from(token.slice(token.lastIndexOf('.') + 1), 'base64url');
    expect(mac(respelled)).toEqual(mac(tokens.visa));
    expect(respelled).not.toBe(tokens.visa);
    expect(await gateway.describeToken(respelled)).toMatchObject({
      status: 'refused',
      code: 'invalid_token',
    });
    expect((await gateway.describeToken(tokens.visa)).status).toBe('ok');
  });
});

describe('amounts and references', () => {
  it('throws for amounts that are not positive whole cents, a bug of the caller', async () => {
    for (const amountCents of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 10_000_000_000]) {
      await expect(gateway.authorize(request(tokens.visa, amountCents))).rejects.toThrow(RangeError);
      await expect(gateway.charge(request(tokens.visa, amountCents))).rejects.toThrow(RangeError);
    }
    await expect(gateway.authorize(request(tokens.visa, 100, { idempotencyKey: '' }))).rejects.toThrow(
      RangeError,
    );
    await expect(gateway.authorize(request(tokens.visa, 100, { reference: '' }))).rejects.toThrow(RangeError);
  });
});
