// The store the placement chaos orders from: a clinic on terms with a licensed ship-to, one item
// with plenty of stock, and a signed-in buyer (a bearer token the children share).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';
import { createClinic, createStockItem } from '../order-factories.ts';
import { createUser, loginAs } from '../factories.ts';

export interface ChaosFixture {
  accountId: number;
  userId: number;
  itemId: number;
  shipTo: number;
  authorization: string;
  stock: number;
  balance: number;
}

export async function createClinicForChaos(db: Db, secret: string): Promise<ChaosFixture> {
  const clinic = await createClinic(db, { creditCents: 2_000_000_000 });
  const stock = 1_000_000;
  const item = await createStockItem(db, { stock });
  const user = await createUser(db, { accountId: clinic.accountId });
  const { headers } = await loginAs(db, { jwtSecret: secret }, user);
  const [account] = await queryRows<{ balance: number }>(
    db,
    sql`SELECT available_balance_cents AS balance FROM accounts WHERE id = ${clinic.accountId}`,
  );
  return {
    accountId: clinic.accountId,
    userId: user.id,
    itemId: item.id,
    shipTo: clinic.licensed,
    authorization: headers.authorization,
    stock,
    balance: account?.balance ?? 0,
  };
}
