// ADR 0035: the gateway is never called inside a database transaction. The guard refuses such a
// call as the bug it is, and lets the same call through outside one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { insideTransaction } from '../../../db/client.ts';
import { cardToken } from '../../../../test/payment-tokens.ts';
import { GatewayCalledInTransaction, guardGateway } from './guarded-gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
});
afterAll(async () => t.close());

describe('the guarded gateway', () => {
  it('refuses a call made inside a transaction, and makes it outside one', async () => {
    const gateway = guardGateway(new SandboxGateway({ secret: t.config.jwtSecret }));
    const request = {
      token: cardToken(t.config.jwtSecret),
      amountCents: 1_000,
      reference: 'SO-1',
      idempotencyKey: 'guard-1',
    };
    expect(insideTransaction()).toBe(false);
    await expect(
      t.db.transaction(async () => {
        expect(insideTransaction()).toBe(true);
        return gateway.authorize(request);
      }),
    ).rejects.toBeInstanceOf(GatewayCalledInTransaction);
    // A savepoint is inside its transaction too.
    await expect(
      t.db.transaction(async (tx) => tx.transaction(async () => gateway.charge(request))),
    ).rejects.toBeInstanceOf(GatewayCalledInTransaction);
    await expect(gateway.authorize(request)).resolves.toMatchObject({ status: 'approved' });
  });

  it('is the gateway every module gets from the app', async () => {
    await expect(
      t.db.transaction(async () => t.app.gateway.describeToken(cardToken(t.config.jwtSecret))),
    ).rejects.toBeInstanceOf(GatewayCalledInTransaction);
  });
});
