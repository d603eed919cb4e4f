// The sandbox gateway over HTTP (ADR 0021): the tokenize endpoint with every test number, the
// refusals of bad cards and bank accounts with their messages, malformed bodies (400, never 500),
// the rate limit, and the hosted fields page with its framing headers and accessible markup.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedFieldsPaths } from '@medsupply/contract';
import {
  ACCOUNT_NUMBER_LENGTH_MESSAGE,
  ACCOUNT_TYPE_MESSAGE,
  CARD_BRAND_UNKNOWN_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  CARD_HOLDER_REQUIRED_MESSAGE,
  CARD_NUMBER_CHARACTERS_MESSAGE,
  CARD_NUMBER_INVALID_MESSAGE,
  CVC_AMEX_MESSAGE,
  CVC_MESSAGE,
  EXPIRY_MONTH_MESSAGE,
  HOLDER_NAME_CHARACTERS_MESSAGE,
  ROUTING_NUMBER_INVALID_MESSAGE,
} from '@medsupply/domain';
import { buildApp } from '../../../app.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { TOKENIZE_RATE_LIMIT } from './sandbox.routes.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

/** Each test posts from its own address, so the per-address rate limit is one test's business. */
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.1.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

function tokenize(payload: unknown, remoteAddress = nextAddress()) {
  return t.app.inject({
    method: 'POST',
    url: hostedFieldsPaths.tokens,
    remoteAddress,
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload: payload as Record<string, unknown> }),
  });
}

const card = (overrides: Record<string, unknown> = {}) => ({
  kind: 'card',
  number: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  holderName: 'Ana Smith',
  ...overrides,
});
const bankAccount = (overrides: Record<string, unknown> = {}) => ({
  kind: 'ach',
  routingNumber: '011000015',
  accountNumber: '000123456789',
  holderName: 'Lakeside Family Clinic',
  accountType: 'checking',
  ...overrides,
});

/** The readable part of a signed token: base64url JSON between the kind and the MAC. */
function tokenPayloadText(token: string): string {
  const body = token.slice(token.indexOf('_') + 1, token.lastIndexOf('.'));
  return Buffer.from(body, 'base64url').toString('utf8');
}

describe('POST /gateway/sandbox/tokens: cards', () => {
  it('answers a token and the display data for each test card, never the number', async () => {
    const cases = [
      { number: '4242 4242 4242 4242', cvc: '123', brand: 'visa', last4: '4242' },
      { number: '4000 0000 0000 0002', cvc: '123', brand: 'visa', last4: '0002' },
      { number: '4000-0000-0000-9995', cvc: '123', brand: 'visa', last4: '9995' },
      { number: '5555555555554444', cvc: '321', brand: 'mastercard', last4: '4444' },
      { number: '3782 822463 10005', cvc: '4321', brand: 'amex', last4: '0005' },
      { number: '6011 1111 1111 1117', cvc: '555', brand: 'discover', last4: '1117' },
    ];
    for (const { number, cvc, brand, last4 } of cases) {
      const response = await tokenize(card({ number, cvc, expiry: '08/29' }));
      expect(response.statusCode, number).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json();
      expect(body).toEqual({
        token: expect.stringMatching(/^sbtok_/),
        kind: 'card',
        brand,
        last4,
        expMonth: 8,
        expYear: 2029,
      });
      const digits = number.replace(/\D/g, '');
      expect(body.token).not.toContain(digits);
      expect(tokenPayloadText(body.token)).not.toContain(digits);
      expect(tokenPayloadText(body.token)).not.toContain(`"${cvc}"`);
    }
  });

  it('gives a new token each time, even for the same card', async () => {
    const first = (await tokenize(card())).json().token;
    const second = (await tokenize(card())).json().token;
    expect(first).not.toBe(second);
  });

  it('refuses a number failing the Luhn check, with the message and the field', async () => {
    const response = await tokenize(card({ number: '4242 4242 4242 4241' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: CARD_NUMBER_INVALID_MESSAGE,
      code: 'INVALID_CARD',
      fields: { number: CARD_NUMBER_INVALID_MESSAGE },
    });
  });

  it('refuses an expired card, a month out of range and a brand the store does not take', async () => {
    const expired = await tokenize(card({ expiry: '01/20' }));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      message: CARD_EXPIRED_MESSAGE,
      fields: { expiry: CARD_EXPIRED_MESSAGE },
    });
    const month = await tokenize(card({ expiry: '13/30' }));
    expect(month.json()).toMatchObject({ fields: { expiry: EXPIRY_MONTH_MESSAGE } });
    const jcb = await tokenize(card({ number: '3530111333300000' }));
    expect(jcb.statusCode).toBe(400);
    expect(jcb.json()).toMatchObject({ fields: { number: CARD_BRAND_UNKNOWN_MESSAGE } });
  });

  it('refuses a security code of the wrong length for the brand', async () => {
    const amex = await tokenize(card({ number: '378282246310005', cvc: '123' }));
    expect(amex.statusCode).toBe(400);
    expect(amex.json()).toMatchObject({ message: CVC_AMEX_MESSAGE, fields: { cvc: CVC_AMEX_MESSAGE } });
    const visa = await tokenize(card({ cvc: '1234' }));
    expect(visa.json()).toMatchObject({ message: CVC_MESSAGE, fields: { cvc: CVC_MESSAGE } });
  });

  it('names every field with a problem, the message being the first in form order', async () => {
    const response = await tokenize(
      card({ number: '4242424242424241', expiry: '01/20', cvc: '1', holderName: ' ' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: CARD_NUMBER_INVALID_MESSAGE,
      fields: {
        number: CARD_NUMBER_INVALID_MESSAGE,
        expiry: CARD_EXPIRED_MESSAGE,
        cvc: CVC_MESSAGE,
        holderName: CARD_HOLDER_REQUIRED_MESSAGE,
      },
    });
  });
});

describe('POST /gateway/sandbox/tokens: bank accounts', () => {
  it('answers a token with the last four digits of the account', async () => {
    const response = await tokenize(bankAccount());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^sbtok_/),
      kind: 'ach',
      brand: 'ach',
      last4: '6789',
      expMonth: null,
      expYear: null,
    });
    expect(tokenPayloadText(body.token)).not.toContain('000123456789');
    expect(tokenPayloadText(body.token)).not.toContain('011000015');
  });

  it('refuses a routing number failing its checksum, a short account number and an unknown type', async () => {
    const routing = await tokenize(bankAccount({ routingNumber: '011000016' }));
    expect(routing.statusCode).toBe(400);
    expect(routing.json()).toMatchObject({
      message: ROUTING_NUMBER_INVALID_MESSAGE,
      code: 'INVALID_BANK_ACCOUNT',
      fields: { routingNumber: ROUTING_NUMBER_INVALID_MESSAGE },
    });
    const account = await tokenize(bankAccount({ accountNumber: '123' }));
    expect(account.json()).toMatchObject({ fields: { accountNumber: ACCOUNT_NUMBER_LENGTH_MESSAGE } });
    const type = await tokenize(bankAccount({ accountType: 'brokerage' }));
    expect(type.json()).toMatchObject({ fields: { accountType: ACCOUNT_TYPE_MESSAGE } });
  });
});

describe('POST /gateway/sandbox/tokens: malformed requests', () => {
  async function expect400(payload: unknown, message?: RegExp | string) {
    const response = await tokenize(payload);
    expect(response.statusCode, JSON.stringify(payload).slice(0, 100)).toBe(400);
    const body = response.json();
    expect(typeof body.message).toBe('string');
    if (message !== undefined) expect(body.message).toMatch(message);
  }

  it('refuses bodies that are not a card or bank account with 400 and a message', async () => {
    await expect400({}, /kind must be 'card' or 'ach'/);
    await expect400({ ...card(), kind: 'paypal' }, /kind must be 'card' or 'ach'/);
    await expect400([card()]);
    await expect400('null');
    await expect400('"4242424242424242"');
    await expect400('{"kind":"card",', 'The request body is not valid JSON.');
    await expect400(card({ number: undefined }), /number/);
    await expect400(card({ extra: 'field' }), /extra/);
    await expect400(bankAccount({ number: '4242424242424242' }), /number/);
  });

  it('refuses numbers given as JSON numbers, huge ones included', async () => {
    await expect400(card({ number: 4242424242424242 }), /number: must be text/);
    await expect400('{"kind":"card","number":1e400,"expiry":"12/34","cvc":"123","holderName":"A"}', /number/);
    await expect400(card({ cvc: 123 }), /cvc: must be text/);
    await expect400(bankAccount({ routingNumber: 11000015 }), /routingNumber: must be text/);
  });

  it('refuses overlong fields before judging them', async () => {
    await expect400(card({ number: '4'.repeat(100_000) }), /number: must have at most 40 characters/);
    await expect400(card({ holderName: 'A'.repeat(201) }), /holderName: must have at most 200 characters/);
    await expect400(bankAccount({ accountNumber: '1'.repeat(41) }), /accountNumber/);
  });

  it('refuses NUL in any field (the rule every request meets, issue 16) and other control characters', async () => {
    const nul = /must not contain the NUL character/;
    await expect400(card({ number: '4242\u00004242\u000042424242' }), nul);
    await expect400(card({ holderName: 'Ana\u0000Smith' }), nul);
    await expect400(card({ cvc: '12\u00003' }), nul);
    await expect400(card({ expiry: '12\u0000/34' }), nul);
    await expect400(bankAccount({ accountNumber: '1234\u00005678' }), nul);
    await expect400(card({ number: '4242\u00074242\u000742424242' }), CARD_NUMBER_CHARACTERS_MESSAGE);
    await expect400(card({ holderName: 'Ana\u0007Smith' }), HOLDER_NAME_CHARACTERS_MESSAGE);
    await expect400(card({ cvc: '12\u00073' }), CVC_MESSAGE);
    await expect400(bankAccount({ accountNumber: '1234\u00075678' }), ACCOUNT_NUMBER_LENGTH_MESSAGE);
  });

  it('refuses a body that is not a JSON object, or too large', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: hostedFieldsPaths.tokens,
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'text/plain' },
      payload: 'number=4242424242424242',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/^Invalid body/);
    const huge = await tokenize(JSON.stringify(card({ holderName: 'A'.repeat(2_000_000) })));
    expect(huge.statusCode).toBe(413);
  });

  it('answers any JSON value with 201 or 400, never an error of its own', async () => {
    const field = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.stringMatching(/^[\d \-/]{0,24}$/),
      fc.jsonValue(),
    );
    const shaped = fc.record(
      {
        kind: fc.constantFrom('card', 'ach', 'other'),
        number: field,
        expiry: field,
        cvc: field,
        holderName: field,
        routingNumber: field,
        accountNumber: field,
        accountType: fc.oneof(fc.constantFrom('checking', 'savings'), field),
      },
      { requiredKeys: ['kind'] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), shaped), async (payload) => {
        const response = await tokenize(JSON.stringify(payload));
        expect([201, 400]).toContain(response.statusCode);
        expect(typeof response.json().message === 'string' || response.statusCode === 201).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

describe('POST /gateway/sandbox/tokens: rate limit', () => {
  it(`refuses an address after ${TOKENIZE_RATE_LIMIT.max} attempts a minute with 429 and Retry-After`, async () => {
    const address = nextAddress();
    for (let i = 0; i < TOKENIZE_RATE_LIMIT.max; i += 1) {
      const response = await tokenize(i % 2 === 0 ? card() : card({ number: '4242424242424241' }), address);
      expect([201, 400]).toContain(response.statusCode);
    }
    const refused = await tokenize(card(), address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/),
    });
    // Another address is not held back.
    expect((await tokenize(card())).statusCode).toBe(201);
  });

  it('counts in the database, so a second API process on it refuses the same address (issue 27)', async () => {
    const address = nextAddress();
    const second = await buildApp({ config: t.config, database: t.database, logger: false, workJobs: false });
    try {
      const viaSecond = (payload: unknown) =>
        second.inject({
          method: 'POST',
          url: hostedFieldsPaths.tokens,
          remoteAddress: address,
          payload: payload as Record<string, unknown>,
        });
      // Half the attempts through each process: neither alone reaches the limit.
      for (let i = 0; i < TOKENIZE_RATE_LIMIT.max; i += 1) {
        const response = i % 2 === 0 ? await tokenize(card(), address) : await viaSecond(card());
        expect(response.statusCode).toBe(201);
      }
      expect((await viaSecond(card())).statusCode).toBe(429);
      expect((await tokenize(card(), address)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('GET /gateway/sandbox/fields', () => {
  const page = (query: string) => t.app.inject({ method: 'GET', url: `${hostedFieldsPaths.page}?${query}` });

  it('may be framed by the store itself only, keeping the rest of the policy', async () => {
    const response = await page('kind=card');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves every other answer unframeable', async () => {
    for (const url of ['/api/health', hostedFieldsPaths.styles, `${hostedFieldsPaths.page}?kind=wallet`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(String(response.headers['content-security-policy']), url).not.toContain(
        "frame-ancestors 'self'",
      );
    }
  });

  it('labels every card field, with the autocomplete tokens and numeric keypads, and no inline script', async () => {
    const html = (await page('kind=card')).body;
    for (const [id, label, autocomplete] of [
      ['number', 'Card number', 'cc-number'],
      ['expiry', 'Expiration (MM/YY)', 'cc-exp'],
      ['cvc', 'Security code', 'cc-csc'],
      ['holderName', 'Name on card', 'cc-name'],
    ] as const) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      const input = new RegExp(`<input id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(input).toContain(`autocomplete="${autocomplete}"`);
      expect(input).toContain(`aria-describedby="${id}-error`);
      expect(html).toContain(`<p class="error" id="${id}-error" aria-live="polite"></p>`);
      if (id !== 'holderName') expect(input).toContain('inputmode="numeric"');
    }
    expect(html).toContain(`<script src="${hostedFieldsPaths.script}" defer></script>`);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/ on[a-z]+=/);
  });

  it('serves bank-account fields for kind=ach', async () => {
    const html = (await page('kind=ach')).body;
    expect(html).toContain('<label for="routingNumber">Routing number</label>');
    expect(html).toContain('<label for="accountNumber">Account number</label>');
    expect(html).toContain('<legend>Account type</legend>');
    expect(html).toContain('data-kind="ach"');
  });

  it("talks to the store's own origin only", async () => {
    const own = await page('kind=card');
    expect(own.body).toContain('data-parent-origin="http://localhost:80"');
    const publicOrigin = await page(`kind=card&origin=${encodeURIComponent('http://localhost:3000')}`);
    expect(publicOrigin.statusCode).toBe(200);
    expect(publicOrigin.body).toContain('data-parent-origin="http://localhost:3000"');
    for (const origin of [
      'https://evil.example',
      'http://localhost:3000/checkout',
      'javascript:alert(1)',
      'null',
      '"><script>',
    ]) {
      const response = await page(`kind=card&origin=${encodeURIComponent(origin)}`);
      expect(response.statusCode, origin).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
    }
  });

  it('refuses a missing or unknown kind', async () => {
    for (const query of ['', 'kind=paypal', 'kind=card&x=1']) {
      const response = await page(query);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('serves its script and stylesheet from its own path', async () => {
    const script = await t.app.inject({ method: 'GET', url: hostedFieldsPaths.script });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    // The domain rules are bundled in, zod is not: the page stays light.
    expect(script.body).toContain('hosted-fields:tokenize');
    expect(script.body.length).toBeLessThan(25_000);
    const styles = await t.app.inject({ method: 'GET', url: hostedFieldsPaths.styles });
    expect(styles.statusCode).toBe(200);
    expect(styles.headers['content-type']).toBe('text/css; charset=utf-8');
  });
});
