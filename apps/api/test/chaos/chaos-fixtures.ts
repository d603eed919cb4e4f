// The store the placement chaos orders from: a clinic on terms with a licensed ship-to, one item
// with plenty of stock for its terms orders and two for its card orders, a signed-in buyer (a
// bearer token the children share), a card token it pays with, and a signed-in staff member who
// ships, cancels and refunds (issue 26).
import { sql } from 'drizzle-orm';
import { paths } from '@medsupply/contract';
import { queryRows, type Db } from '../../src/db/client.ts';
import type { Send } from '../card-cycle.ts';
import { createClinic, createStockItem } from '../order-factories.ts';
import { createUser, loginAs } from '../factories.ts';
import { cardToken } from '../payment-tokens.ts';
import { createStaff, staffLoginAs } from '../staff-factories.ts';

export interface ChaosFixture {
  accountId: number;
  userId: number;
  itemId: number;
  /** The items of the card orders (card-cycle.ts: the first partly shipped, the second partly cancelled). */
  cardItems: { first: number; second: number };
  shipTo: number;
  authorization: string;
  staffAuthorization: string;
  cardToken: string;
  /** Each item's stock at the start. */
  stock: number;
  balance: number;
}

export async function createClinicForChaos(db: Db, secret: string): Promise<ChaosFixture> {
  const clinic = await createClinic(db, { creditCents: 2_000_000_000 });
  const stock = 1_000_000;
  const item = await createStockItem(db, { stock });
  const first = await createStockItem(db, { stock });
  const second = await createStockItem(db, { stock });
  const user = await createUser(db, { accountId: clinic.accountId });
  const { headers } = await loginAs(db, { jwtSecret: secret }, user);
  const staff = await createStaff(db, { roles: ['order_desk', 'accounts_receivable'] });
  const staffLogin = await staffLoginAs(db, { jwtSecret: secret }, staff);
  const [account] = await queryRows<{ balance: number }>(
    db,
    sql`SELECT available_balance_cents AS balance FROM accounts WHERE id = ${clinic.accountId}`,
  );
  return {
    accountId: clinic.accountId,
    userId: user.id,
    itemId: item.id,
    cardItems: { first: first.id, second: second.id },
    shipTo: clinic.licensed,
    authorization: headers.authorization,
    staffAuthorization: staffLogin.headers.authorization,
    cardToken: cardToken(secret),
    stock,
    balance: account?.balance ?? 0,
  };
}

/**
 * The Idempotency-Key of the chaos's order number `n`: odd numbers are card orders, each taken
 * through card-cycle.ts (placed, partly shipped, partly cancelled, partly refunded), even numbers
 * terms orders of one unit, as the chaos placed before issue 26.
 */
export const chaosKeyOf = (n: number): string => (n % 2 === 1 ? `chaos-card-${n}` : `chaos-${n}`);

/** The order number of a chaos key; null for another key. */
export function chaosNumberOf(key: string | null): number | null {
  const match = /^chaos-(?:card-)?(\d+)$/.exec(key ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * A chaos terms order: the buyer's cart emptied (a card order's lines left by a run cut short stay
 * out of it), one unit of `itemId` added, the cart placed with `key`. An answer of 409 (the key's
 * first run died holding it, or another process holds it now) is waited out.
 */
export async function termsOrder(
  send: Send,
  setup: { buyer: string; itemId: number; shipTo: number },
  key: string,
): Promise<number> {
  const emptied = await send({ method: 'POST', url: paths.cart.emptyCart, authorization: setup.buyer });
  if (emptied.status !== 200) throw new Error(`emptyCart answered ${emptied.status}: ${emptied.body}`);
  const added = await send({
    method: 'POST',
    url: paths.cart.addItem,
    authorization: setup.buyer,
    body: { itemId: setup.itemId, quantity: 1 },
  });
  if (added.status !== 200) throw new Error(`addItem answered ${added.status}: ${added.body}`);
  for (;;) {
    const res = await send({
      method: 'POST',
      url: paths.checkout.placeOrder,
      authorization: setup.buyer,
      idempotencyKey: key,
      body: { shipAddressId: setup.shipTo, billAddressId: setup.shipTo, payment: { type: 'terms' } },
    });
    if (res.status === 200) {
      return (JSON.parse(res.body) as { orderConfirmation: { id: number } }).orderConfirmation.id;
    }
    if (res.status !== 409) throw new Error(`placeOrder answered ${res.status}: ${res.body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
