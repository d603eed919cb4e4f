// Fixtures of the checkout, order and approval tests: a licensed clinic with addresses, licences,
// tax rate and items; a signed-in contact with a cart; the mails the outbox holds; placeOrder calls.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { paths, type PlaceOrderResponse } from '@medsupply/contract';
import { unseal } from '../../core/outbox.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { accounts, items, users } from '../../db/schema/index.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { TestContext } from '../../../test/harness.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import { clientFor, type Client } from '../cart/cart.fixtures.ts';

export * from '../../../test/order-factories.ts';

export async function contactOf(
  t: TestContext,
  accountId: number,
  options: {
    isAdmin?: boolean;
    isPriceVisible?: boolean;
    isPunchout?: boolean;
    needsApproval?: boolean;
  } = {},
): Promise<Client & { email: string }> {
  const user = await createUser(t.db, {
    accountId,
    ...(options.isAdmin === undefined ? {} : { isAdmin: options.isAdmin }),
    ...(options.isPriceVisible === undefined ? {} : { isPriceVisible: options.isPriceVisible }),
    ...(options.isPunchout === undefined ? {} : { isPunchout: options.isPunchout }),
  });
  if (options.needsApproval) {
    await t.db.update(users).set({ ordersNeedApproval: true }).where(eq(users.id, user.id));
  }
  const { headers } = await loginAs(t.db, t.config, user);
  return { ...clientFor(t.app, headers, { userId: user.id, accountId }), email: user.email };
}

export interface PlaceResult {
  status: number;
  body: PlaceOrderResponse & { message?: string; code?: string };
  headers: Record<string, unknown>;
}

/** A placeOrder body: on terms, shipped and billed to the clinic's licensed address. */
export const termsOrder = (c: { licensed: number }, extra: Record<string, unknown> = {}) => ({
  shipAddressId: c.licensed,
  billAddressId: c.licensed,
  payment: { type: 'terms' },
  ...extra,
});

/** POST placeOrder as `client` with an Idempotency-Key (a new one unless given). */
export async function placeOrder(
  t: TestContext,
  client: Client,
  body: Record<string, unknown>,
  key: string | null = randomUUID(),
): Promise<PlaceResult> {
  const res = await t.app.inject({
    method: 'POST',
    url: paths.checkout.placeOrder,
    headers: { ...client.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export async function addToCart(
  client: Client,
  itemId: number,
  quantity: number,
  unit?: number,
): Promise<void> {
  const res = await client.post(paths.cart.addItem, { itemId, quantity, ...(unit ? { unit } : {}) });
  if (res.status !== 200) throw new Error(`addItem ${res.status}: ${JSON.stringify(res.body)}`);
}

/** The mails waiting in the outbox (the queue is not worked in these tests), opened. */
export async function outboxMails(t: TestContext): Promise<MailMessage[]> {
  const rows = await queryRows<{ data: { sealed: string } }>(
    t.db,
    sql`SELECT data FROM pgboss.job WHERE name = 'mail.send' ORDER BY created_on`,
  );
  return rows.map((r) => unseal(t.config.jwtSecret, r.data.sealed));
}

export async function balanceOf(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ cents: accounts.availableBalanceCents })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.cents ?? 0;
}

export async function stockOf(db: Db, itemId: number): Promise<number> {
  const [row] = await db.select({ n: items.quantityAvailable }).from(items).where(eq(items.id, itemId));
  return row?.n ?? 0;
}
