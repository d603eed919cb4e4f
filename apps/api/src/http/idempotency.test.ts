// Idempotency-Key on the suite's database (PGlite, or PostgreSQL with TEST_DATABASE_URL): a route
// that counts how often its handler ran, and the registration form, which uses the key for real.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@medsupply/contract';
import { buildApp } from '../app.ts';
import { openTestDatabase, testConfig, type TestDatabase } from '../../test/harness.ts';
import {
  createAccount,
  createUser,
  ensureBusinessType,
  ensureContactRole,
  loginAs,
} from '../../test/factories.ts';
import { AppError } from './errors.ts';
import { idempotencyMessages, idempotent } from './idempotency.ts';
import { requireUser } from './auth.ts';

let opened: TestDatabase;
let app: FastifyInstance;
const ran = { count: 0, failNext: false };
const config = testConfig();

beforeAll(async () => {
  opened = await openTestDatabase();
  app = await buildApp({ config, database: opened.database, logger: false, workJobs: false });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const Body = z.object({ amount: z.number().int(), note: z.string().optional() });
  // A stand-in for placeOrder: slow enough that concurrent repeats overlap with the first run.
  r.post('/api/test/charge', { schema: { body: Body }, preValidation: requireUser }, async (request, reply) =>
    idempotent(
      opened.database.db,
      request,
      reply,
      async () => {
        ran.count += 1;
        const run = ran.count;
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (ran.failNext) {
          ran.failNext = false;
          throw new Error('the database went away');
        }
        if (request.body.amount < 0)
          throw AppError.of('PAYMENT_AMOUNT_INVALID', 'Amount must not be negative');
        return { run, amount: request.body.amount };
      },
      { required: true },
    ),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await opened.database.close();
  await opened.drop();
});

async function buyer() {
  const account = await createAccount(opened.database.db);
  const user = await createUser(opened.database.db, { accountId: account.id });
  return (await loginAs(opened.database.db, config, user)).headers;
}

const charge = (headers: Record<string, string>, key: string | undefined, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/test/charge',
    headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
    payload,
  });

describe('Idempotency-Key', () => {
  it('runs the handler once for 50 concurrent requests with one key, and answers all of them alike', async () => {
    const headers = await buyer();
    const before = ran.count;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => charge(headers, 'order-7f3c', { amount: 1250, note: 'PO 88' })),
    );
    expect(ran.count - before).toBe(1);
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]?.json()).toEqual({ run: before + 1, amount: 1250 });
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
  });

  it('replays the first answer for the same body in another key order, and refuses a different body', async () => {
    const headers = await buyer();
    const first = await charge(headers, 'k-1', { amount: 5, note: 'a' });
    const again = await app.inject({
      method: 'POST',
      url: '/api/test/charge',
      headers: { ...headers, 'idempotency-key': 'k-1', 'content-type': 'application/json' },
      payload: '{"note":"a","amount":5}',
    });
    expect(again.json()).toEqual(first.json());
    const other = await charge(headers, 'k-1', { amount: 6, note: 'a' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      message: idempotencyMessages.reused,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('keeps keys apart per user: the same key of another buyer runs anew', async () => {
    const [alice, bob] = [await buyer(), await buyer()];
    const before = ran.count;
    await charge(alice, 'shared-key', { amount: 1 });
    const bobs = await charge(bob, 'shared-key', { amount: 2 });
    expect(bobs.json()).toEqual({ run: before + 2, amount: 2 });
  });

  it('replays a refusal as it was first answered', async () => {
    const headers = await buyer();
    const before = ran.count;
    const first = await charge(headers, 'neg', { amount: -1 });
    const second = await charge(headers, 'neg', { amount: -1 });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'PAYMENT_AMOUNT_INVALID' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(first.json());
    expect(ran.count - before).toBe(1);
  });

  it('frees the key when the handler fails unexpectedly, so a retry runs', async () => {
    const headers = await buyer();
    ran.failNext = true;
    const failed = await charge(headers, 'retry-me', { amount: 3 });
    expect(failed.statusCode).toBe(500);
    const retried = await charge(headers, 'retry-me', { amount: 3 });
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a request without the key where it is required, and a malformed key anywhere', async () => {
    const headers = await buyer();
    const missing = await charge(headers, undefined, { amount: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REQUIRED',
      message: idempotencyMessages.required,
    });
    for (const bad of ['', 'x'.repeat(256), 'has space', 'tab\there']) {
      const res = await charge(headers, bad, { amount: 1 });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('makes a repeated registration with one key create one application', async () => {
    const db = opened.database.db;
    const body = {
      companyName: 'Once Clinic',
      firstName: 'Ida',
      lastName: 'Mpofu',
      email: 'ida@once-clinic.example',
      phone: '555-0110',
      businessTypeId: await ensureBusinessType(db, 'Clinic'),
      contactRoleId: await ensureContactRole(db, 'Owner'),
      address: { line1: '1 Main St', city: 'Bath', state: 'ME', zip: '04530' },
    };
    const send = () =>
      app.inject({
        method: 'POST',
        url: paths.auth.createAccount,
        headers: { 'idempotency-key': 'reg-1' },
        payload: body,
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']]).toContain('true');
    expect(await app.jobs.drain()).toBe(2); // the staff notice and the applicant's mail, once
  });
});
