// No card or bank account number in any table, log line or answer (issue 18 "Reliability", PCI
// SAQ-A shape, ADR 0021): the app runs with its real logger at the most talkative level; the test
// numbers are entered in the hosted fields' tokenize endpoint as a browser would, paid with, saved
// as methods; then every table of the database (ours and the job queue's) and every log line are
// scanned for them.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedFieldsPaths, paths } from '@medsupply/contract';
import { buildApp } from '../../app.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { openTestDatabase, testConfig } from '../../../test/harness.ts';
import { createAccount, createInvoice, createUser, loginAs } from '../../../test/factories.ts';
import { TEST_BANK_ACCOUNT, TEST_CARD_NUMBERS } from '../../../test/payment-tokens.ts';

const lines: string[] = [];
let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
const config = testConfig({ LOG_LEVEL: 'trace' });

beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.database.db;
  app = await buildApp({
    config,
    database: opened.database,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
  close = async () => {
    await app.close();
    await opened.database.close();
    await opened.drop();
  };
});
afterAll(async () => close());

describe('card and account numbers', () => {
  it('are kept in no table, log line or answer after tokenizing, paying and saving', async () => {
    const answers: string[] = [];
    const account = await createAccount(db);
    const user = await createUser(db, { accountId: account.id });
    const { headers } = await loginAs(db, config, user);
    const invoice = await createInvoice(db, { accountId: account.id, totalCents: 50_000 });
    const tokenize = async (payload: Record<string, unknown>): Promise<string> => {
      const res = await app.inject({ method: 'POST', url: hostedFieldsPaths.tokens, payload });
      answers.push(res.body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ token: string }>().token;
    };
    const card = await tokenize({
      kind: 'card',
      number: TEST_CARD_NUMBERS.approve,
      expiry: '12/34',
      cvc: '123',
      holderName: 'Pat Tester',
    });
    const bank = await tokenize({
      kind: 'ach',
      routingNumber: TEST_BANK_ACCOUNT.routingNumber,
      accountNumber: TEST_BANK_ACCOUNT.accountNumber,
      accountType: 'checking',
      holderName: 'Test Clinic',
    });
    let n = 0;
    for (const token of [card, bank]) {
      const res = await app.inject({
        method: 'POST',
        url: paths.payments.createPayment,
        headers: { ...headers, 'idempotency-key': `secrets-${++n}` },
        payload: { invoices: [{ id: invoice.id, apply: 100 }], paymentMethod: { token, save: true } },
      });
      answers.push(res.body);
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const url of [paths.paymentMethod.getAll, paths.transaction.paymentsPaginate]) {
      answers.push((await app.inject({ method: 'GET', url, headers })).body);
    }

    const tables = await queryRows<{ name: string }>(
      db,
      sql`SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
        WHERE table_schema IN ('public', 'pgboss') AND table_type = 'BASE TABLE'`,
    );
    let dump = '';
    for (const { name } of tables) {
      const rows = await queryRows<{ t: string | null }>(
        db,
        sql`SELECT string_agg(x::text, ' ') AS t FROM ${sql.raw(name)} x`,
      );
      dump += ` ${rows[0]?.t ?? ''}`;
    }
    const log = lines.join('');
    // The scan read something: the logger was on, the payments and saved methods are in the dump.
    expect(log.length).toBeGreaterThan(1000);
    expect(dump).toContain('Pat Tester');
    expect(dump).toContain('PAY-');
    for (const secret of [
      TEST_CARD_NUMBERS.approve,
      TEST_BANK_ACCOUNT.accountNumber,
      '424242424242',
      '0001234567',
    ]) {
      expect(dump.includes(secret), `database holds ${secret}`).toBe(false);
      expect(log.includes(secret), `logs hold ${secret}`).toBe(false);
      expect(answers.join(' ').includes(secret), `answers hold ${secret}`).toBe(false);
    }
  });
});
