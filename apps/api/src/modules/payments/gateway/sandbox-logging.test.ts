// No card number, security code or bank account number reaches the logs (PCI SAQ-A shape, ADR
// 0021): the app is built with its real logger at the most talkative level, writing to a buffer;
// tokenize requests of every kind go through it, and a body logged on purpose comes out redacted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { hostedFieldsPaths } from '@medsupply/contract';
import { buildApp } from '../../../app.ts';
import { openTestDatabase, testConfig } from '../../../../test/harness.ts';

const NUMBER = '4000000000009995';
const CVC = '9731';
const AMEX = '378282246310005';
const ROUTING = '011000015';
const ACCOUNT = '000987654321';

const lines: string[] = [];
let app: FastifyInstance;
let drop: () => Promise<void>;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  closeDatabase = () => opened.database.close();
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'trace' }),
    database: opened.database,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await closeDatabase();
  await drop();
});

const post = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: hostedFieldsPaths.tokens,
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload: payload as Record<string, unknown> }),
  });

describe('logs of the tokenize endpoint', () => {
  it('hold no card or account number and no security code, whatever the request', async () => {
    const card = { kind: 'card', number: NUMBER, expiry: '12/34', cvc: '973', holderName: 'Ana Smith' };
    const answers = [
      await post(card),
      await post({ ...card, number: AMEX, cvc: CVC }),
      await post({ ...card, number: AMEX, cvc: '973' }), // wrong code length: 400
      await post({ ...card, expiry: '01/20' }), // expired: 400
      await post({ ...card, extra: NUMBER }), // unknown field: 400
      await post(`{"kind":"card","number":"${NUMBER}",`), // not JSON: 400
      await post({
        kind: 'ach',
        routingNumber: ROUTING,
        accountNumber: ACCOUNT,
        holderName: 'A',
        accountType: 'checking',
      }),
      await post({
        kind: 'ach',
        routingNumber: ROUTING,
        accountNumber: ACCOUNT,
        holderName: '',
        accountType: 'checking',
      }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 400, 400, 400, 400, 201, 400]);

    const log = lines.join('');
    // The logger was on: each request left its lines (at trace level, incoming and completed).
    expect(lines.filter((line) => line.includes(hostedFieldsPaths.tokens)).length).toBeGreaterThanOrEqual(
      answers.length,
    );
    for (const secret of [NUMBER, AMEX, ACCOUNT, '"973"', `"${CVC}"`]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('redact the number, code and account fields of any body that is logged', () => {
    const before = lines.length;
    app.log.info(
      {
        body: {
          number: NUMBER,
          cvc: CVC,
          expiry: '12/34',
          routingNumber: ROUTING,
          accountNumber: ACCOUNT,
          holderName: 'Ana',
        },
      },
      'a body logged by mistake',
    );
    // Fastify's request serializer keeps method, URL and addresses of a logged request, no body.
    app.log.info(
      { req: { body: { number: NUMBER, cvc: CVC, accountNumber: ACCOUNT } } },
      'a request logged by mistake',
    );
    const written = lines
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, Record<string, Record<string, string>>>);
    expect(written).toHaveLength(2);
    expect(written[0]?.['body']).toEqual({
      number: '[Redacted]',
      cvc: '[Redacted]',
      expiry: '[Redacted]',
      routingNumber: '[Redacted]',
      accountNumber: '[Redacted]',
      holderName: 'Ana',
    });
    expect(written[1]?.['req']).toEqual({});
  });
});
