// Saved payment methods over HTTP (service spec §7 /api/myaccount/paymentmethod/*, issue 18 point 7):
// a method is saved from a gateway token with the display data the gateway reads from it, one
// default per account, expired cards marked and refused, deletes, other accounts' ids refused,
// and the service functions checkout and billing call.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_METHODS_MAX,
  hostedFieldsPaths,
  paths,
  type PaymentMethod,
  type PaymentMethodsResponse,
  type UpsertPaymentMethodResponse,
} from '@medsupply/contract';
import { CARD_EXPIRED_MESSAGE } from '@medsupply/domain';
import { paymentMethods } from '../../db/schema/index.ts';
import { isRefusal } from '../../core/refusals.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createAccount, createUser, loginAs } from '../../../test/factories.ts';
import { bankAccountToken, cardToken } from '../../../test/payment-tokens.ts';
import { REFUSAL_MESSAGES } from './gateway/payment-gateway.ts';
import {
  EXPIRED_DEFAULT_MESSAGE,
  PAYMENT_METHODS_LIMIT,
  PAYMENT_METHOD_EXPIRED,
  PAYMENT_METHOD_NOT_FOUND,
  methodForPayment,
  saveFromToken,
  usableMethods,
} from './payment-methods.service.ts';

// The store's clock for these tests: May 2026, so a card of 04/2026 has expired and 05/2026 has not.
const NOW = new Date('2026-05-15T16:00:00Z');
let t: TestContext;
let secret: string;

beforeAll(async () => {
  t = await createTestContext({ now: () => NOW });
  secret = t.config.jwtSecret;
});
afterAll(async () => {
  await t.close();
});

interface Caller {
  accountId: number;
  userId: number;
  headers: { authorization: string };
}

async function newCaller(options: { isPriceVisible?: boolean } = {}): Promise<Caller> {
  const account = await createAccount(t.db);
  const user = await createUser(t.db, { accountId: account.id, ...options });
  const { headers } = await loginAs(t.db, t.config, user);
  return { accountId: account.id, userId: user.id, headers };
}

async function getAll(caller: Caller): Promise<PaymentMethod[]> {
  const res = await t.app.inject({ method: 'GET', url: paths.paymentMethod.getAll, headers: caller.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentMethodsResponse>().paymentMethods;
}

const upsert = (caller: Caller, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: paths.paymentMethod.upsert, headers: caller.headers, payload });

async function save(caller: Caller, payload: Record<string, unknown>): Promise<PaymentMethod> {
  const res = await upsert(caller, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ paymentMethod: PaymentMethod }>().paymentMethod;
}

const remove = (caller: Caller, id: number) =>
  t.app.inject({ method: 'POST', url: paths.paymentMethod.delete, headers: caller.headers, payload: { id } });

describe('who may call', () => {
  it('answers 401 to a visitor on every call', async () => {
    const calls = [
      { method: 'GET' as const, url: paths.paymentMethod.getAll },
      { method: 'GET' as const, url: paths.paymentMethod.getTypes },
      { method: 'POST' as const, url: paths.paymentMethod.upsert, payload: { token: cardToken(secret) } },
      { method: 'POST' as const, url: paths.paymentMethod.delete, payload: { id: 1 } },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, call.url).toBe(401);
    }
  });

  it('lets a contact without price visibility keep the account’s methods (the page has no gate)', async () => {
    const caller = await newCaller({ isPriceVisible: false });
    const saved = await save(caller, { token: cardToken(secret) });
    expect((await getAll(caller)).map((m) => m.id)).toEqual([saved.id]);
  });
});

describe('GET getTypes', () => {
  it('lists the five card types of service spec §9 with their names', async () => {
    const caller = await newCaller();
    const res = await t.app.inject({
      method: 'GET',
      url: paths.paymentMethod.getTypes,
      headers: caller.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      types: [
        { type: 'visa', kind: 'card', name: 'Visa' },
        { type: 'amex', kind: 'card', name: 'American Express' },
        { type: 'discover', kind: 'card', name: 'Discover' },
        { type: 'mastercard', kind: 'card', name: 'Mastercard' },
        { type: 'ach', kind: 'ach', name: 'Bank account' },
      ],
    });
  });
});

describe('POST upsert: saving a token', () => {
  it('saves a card typed into the hosted fields with the display data the gateway reads, never the number', async () => {
    const caller = await newCaller();
    const tokenized = await t.app.inject({
      method: 'POST',
      url: hostedFieldsPaths.tokens,
      remoteAddress: '10.9.0.1',
      payload: {
        kind: 'card',
        number: '5555 5555 5555 4444',
        expiry: '07/31',
        cvc: '321',
        holderName: 'Ana Smith',
      },
    });
    expect(tokenized.statusCode, tokenized.body).toBe(201);
    const token = tokenized.json<{ token: string }>().token;

    const res = await upsert(caller, { token, nickname: '  Front desk  ' });
    expect(res.statusCode, res.body).toBe(200);
    const method = res.json<{ paymentMethod: PaymentMethod }>().paymentMethod;
    expect(method).toMatchObject({
      type: 'mastercard',
      kind: 'card',
      typeName: 'Mastercard',
      last4: '4444',
      expMonth: 7,
      expYear: 2031,
      holderName: 'Ana Smith',
      nickname: 'Front desk',
      isDefault: true,
      isExpired: false,
    });
    // Neither the token nor any digit beyond the last four leaves the API or reaches the table.
    expect(res.body).not.toContain(token);
    expect(res.body).not.toContain('5555555555554444');
    const [row] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, method.id));
    expect(JSON.stringify(row)).not.toContain('5555555555554444');
    expect(row?.gatewayToken).toBe(token);
  });

  it('takes the display data from the token, not from the request', async () => {
    const caller = await newCaller();
    const method = await save(caller, {
      token: cardToken(secret),
      // What a tampered client might send alongside: ignored.
      last4: '9999',
      brand: 'amex',
      holderName: 'Somebody Else',
    });
    expect(method).toMatchObject({ type: 'visa', last4: '4242', holderName: 'Pat Tester' });
  });

  it('saves a bank account as type ach without an expiry', async () => {
    const caller = await newCaller();
    const method = await save(caller, { token: bankAccountToken(secret) });
    expect(method).toMatchObject({
      type: 'ach',
      kind: 'ach',
      typeName: 'Bank account',
      last4: '6789',
      expMonth: null,
      expYear: null,
      isExpired: false,
    });
  });

  it('refuses a token the gateway did not issue, or one that was altered, with its message', async () => {
    const caller = await newCaller();
    const genuine = cardToken(secret);
    for (const token of [
      'tok_made_up',
      `${genuine.slice(0, -3)}AAA`,
      cardToken('another-secret-another-secret-0123456789'),
    ]) {
      const res = await upsert(caller, { token });
      expect(res.statusCode, token).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'PAYMENT_DETAILS_INVALID',
        message: REFUSAL_MESSAGES.invalid_token,
      });
    }
    expect(await getAll(caller)).toEqual([]);
  });

  it('refuses a card past its expiry month, and takes one expiring this month', async () => {
    const caller = await newCaller();
    const res = await upsert(caller, { token: cardToken(secret, { expMonth: 4, expYear: 2026 }) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_METHOD_EXPIRED', message: CARD_EXPIRED_MESSAGE });
    const thisMonth = await save(caller, { token: cardToken(secret, { expMonth: 5, expYear: 2026 }) });
    expect(thisMonth.isExpired).toBe(false);
  });

  it('answers 400 with a message for a missing token, a token with an id, and malformed fields', async () => {
    const caller = await newCaller();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'token'],
      [{ token: '   ' }, 'token'],
      [{ id: 1, token: cardToken(secret) }, 'token'],
      [{ token: cardToken(secret), nickname: 'x'.repeat(61) }, 'nickname'],
      [{ token: cardToken(secret), isDefault: 'yes' }, 'isDefault'],
      [{ id: 'abc' }, 'id'],
      [{ token: 'x'.repeat(2001) }, 'token'],
    ];
    for (const [payload, field] of cases) {
      const res = await upsert(caller, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
  });

  it('keeps one entry when the same card is saved again, with the newer token', async () => {
    const caller = await newCaller();
    const first = await save(caller, { token: cardToken(secret), nickname: 'Office' });
    const again = cardToken(secret);
    const second = await save(caller, { token: again });
    expect(second.id).toBe(first.id);
    expect(second.nickname).toBe('Office');
    expect(await getAll(caller)).toHaveLength(1);
    const [row] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, first.id));
    expect(row?.gatewayToken).toBe(again);
  });

  it('says whether the card was on file already: false for a new card, true when entered again', async () => {
    const caller = await newCaller();
    const first = await upsert(caller, { token: cardToken(secret), nickname: 'Office' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<UpsertPaymentMethodResponse>().alreadySaved).toBe(false);

    // Entered again with the nickname field left empty: the entry is reused and keeps its name.
    const again = await upsert(caller, { token: cardToken(secret), nickname: null });
    expect(again.statusCode, again.body).toBe(200);
    const body = again.json<UpsertPaymentMethodResponse>();
    expect(body.alreadySaved).toBe(true);
    expect(body.paymentMethod.id).toBe(first.json<UpsertPaymentMethodResponse>().paymentMethod.id);
    expect(body.paymentMethod.nickname).toBe('Office');

    // A new nickname typed on the re-entry is taken.
    const renamed = await save(caller, { token: cardToken(secret), nickname: 'Front desk' });
    expect(renamed.nickname).toBe('Front desk');

    // Another card is new; a rename by id is not a re-entry.
    const other = await upsert(caller, { token: cardToken(secret, { expMonth: 9, expYear: 2031 }) });
    expect(other.json<UpsertPaymentMethodResponse>().alreadySaved).toBe(false);
    const byId = await upsert(caller, { id: renamed.id, nickname: 'Desk' });
    expect(byId.json<UpsertPaymentMethodResponse>().alreadySaved).toBe(false);
    expect(await getAll(caller)).toHaveLength(2);
  });

  it('refuses a method beyond the account’s limit', async () => {
    const caller = await newCaller();
    await t.db.insert(paymentMethods).values(
      Array.from({ length: PAYMENT_METHODS_MAX }, (_, i) => ({
        accountId: caller.accountId,
        type: 'visa' as const,
        gatewayToken: `tok_${i}`,
        last4: String(1000 + i),
        expMonth: 1,
        expYear: 2030,
        holderName: 'Pat Tester',
      })),
    );
    const res = await upsert(caller, { token: cardToken(secret) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_METHODS_LIMIT', message: PAYMENT_METHODS_LIMIT });
  });
});

describe('the default method', () => {
  it('makes the first method the default and moves the default when asked, one at a time', async () => {
    const caller = await newCaller();
    const visa = await save(caller, { token: cardToken(secret) });
    const mastercard = await save(caller, {
      token: cardToken(secret, { digits: '5555555555554444', brand: 'mastercard' }),
    });
    expect(visa.isDefault).toBe(true);
    expect(mastercard.isDefault).toBe(false);

    const ach = await save(caller, { token: bankAccountToken(secret), isDefault: true });
    expect(ach.isDefault).toBe(true);
    let all = await getAll(caller);
    expect(all.filter((m) => m.isDefault).map((m) => m.id)).toEqual([ach.id]);
    expect(all[0]?.id).toBe(ach.id);

    await save(caller, { id: mastercard.id, isDefault: true });
    all = await getAll(caller);
    expect(all.filter((m) => m.isDefault).map((m) => m.id)).toEqual([mastercard.id]);

    await save(caller, { id: mastercard.id, isDefault: false });
    expect((await getAll(caller)).filter((m) => m.isDefault)).toEqual([]);
  });

  it('renames a method and clears a nickname with an empty one', async () => {
    const caller = await newCaller();
    const method = await save(caller, { token: cardToken(secret) });
    expect((await save(caller, { id: method.id, nickname: 'Clinic card' })).nickname).toBe('Clinic card');
    expect((await save(caller, { id: method.id, nickname: '' })).nickname).toBeNull();
  });

  it('ends with exactly one default when many cards are saved as default at once', async () => {
    const caller = await newCaller();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        upsert(caller, { token: cardToken(secret, { expMonth: i + 1, expYear: 2030 }), isDefault: true }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const all = await getAll(caller);
    expect(all).toHaveLength(8);
    expect(all.filter((m) => m.isDefault)).toHaveLength(1);
  });
});

describe('expired cards', () => {
  async function withExpiredCard(caller: Caller): Promise<number> {
    const [row] = await t.db
      .insert(paymentMethods)
      .values({
        accountId: caller.accountId,
        type: 'visa',
        gatewayToken: cardToken(secret, { expMonth: 4, expYear: 2026 }),
        last4: '4242',
        expMonth: 4,
        expYear: 2026,
        holderName: 'Pat Tester',
      })
      .returning({ id: paymentMethods.id });
    if (!row) throw new Error('not inserted');
    return row.id;
  }

  it('are listed marked as expired, cannot become the default and cannot pay', async () => {
    const caller = await newCaller();
    const expiredId = await withExpiredCard(caller);
    const good = await save(caller, { token: cardToken(secret) });
    const all = await getAll(caller);
    expect(all.find((m) => m.id === expiredId)).toMatchObject({
      isExpired: true,
      expMonth: 4,
      expYear: 2026,
    });
    expect(all.find((m) => m.id === good.id)?.isExpired).toBe(false);

    const res = await upsert(caller, { id: expiredId, isDefault: true });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_METHOD_EXPIRED', message: EXPIRED_DEFAULT_MESSAGE });

    expect((await usableMethods(t.db, caller.accountId, NOW)).map((m) => m.id)).toEqual([good.id]);
    await expect(methodForPayment(t.db, caller.accountId, expiredId, NOW)).rejects.toSatisfy(
      (error) => isRefusal(error, 'PAYMENT_METHOD_EXPIRED') && error.message === PAYMENT_METHOD_EXPIRED,
    );
  });

  it('may still be deleted', async () => {
    const caller = await newCaller();
    const expiredId = await withExpiredCard(caller);
    expect((await remove(caller, expiredId)).statusCode).toBe(200);
    expect(await getAll(caller)).toEqual([]);
  });
});

describe('POST delete', () => {
  it('removes the method from the list and from use, and a second delete answers 404', async () => {
    const caller = await newCaller();
    const method = await save(caller, { token: cardToken(secret) });
    const res = await remove(caller, method.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect(await getAll(caller)).toEqual([]);
    await expect(methodForPayment(t.db, caller.accountId, method.id, NOW)).rejects.toSatisfy((error) =>
      isRefusal(error, 'PAYMENT_METHOD_NOT_FOUND'),
    );
    const again = await remove(caller, method.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: PAYMENT_METHOD_NOT_FOUND });
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    const caller = await newCaller();
    for (const id of [0, -1, 1.5, 'x', 2 ** 40]) {
      const res = await t.app.inject({
        method: 'POST',
        url: paths.paymentMethod.delete,
        headers: caller.headers,
        payload: { id },
      });
      expect(res.statusCode, String(id)).toBe(400);
    }
  });
});

describe("another account's methods", () => {
  it('are neither listed, changed, deleted nor usable, and answer 404 as if absent', async () => {
    const mine = await newCaller();
    const theirs = await newCaller();
    const their = await save(theirs, { token: cardToken(secret), nickname: 'Theirs' });

    expect(await getAll(mine)).toEqual([]);
    for (const payload of [
      { id: their.id, nickname: 'Mine now' },
      { id: their.id, isDefault: true },
    ]) {
      const res = await upsert(mine, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_METHOD_NOT_FOUND' });
    }
    expect((await remove(mine, their.id)).statusCode).toBe(404);
    await expect(methodForPayment(t.db, mine.accountId, their.id, NOW)).rejects.toSatisfy((error) =>
      isRefusal(error, 'PAYMENT_METHOD_NOT_FOUND'),
    );
    expect(await getAll(theirs)).toMatchObject([{ id: their.id, nickname: 'Theirs', isDefault: true }]);
  });
});

describe('the service other modules call', () => {
  it('saves a token for a job (no contact) and hands back the token to charge', async () => {
    const caller = await newCaller();
    const token = bankAccountToken(secret);
    const saved = await saveFromToken(
      t.db,
      t.app.gateway,
      { accountId: caller.accountId, userId: null },
      token,
      { isDefault: true },
      NOW,
    );
    expect(saved.alreadySaved).toBe(false);
    const chargeable = await methodForPayment(t.db, caller.accountId, saved.method.id, NOW);
    expect(chargeable.token).toBe(token);
    expect(chargeable.method).toMatchObject({ id: saved.method.id, type: 'ach', isDefault: true });
    expect((await usableMethods(t.db, caller.accountId, NOW)).map((m) => m.id)).toEqual([saved.method.id]);
  });
});
