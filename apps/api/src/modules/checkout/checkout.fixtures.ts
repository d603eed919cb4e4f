// Fixtures of the checkout, order and approval tests: a licensed clinic with addresses, licences,
// tax rate and items; a signed-in contact with a cart; the mails the outbox holds; placeOrder calls.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { paths, type PlaceOrderResponse } from '@medsupply/contract';
import { unseal } from '../../core/outbox.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { accounts, addressLicences, addresses, items, users } from '../../db/schema/index.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { TestContext } from '../../../test/harness.ts';
import {
  createAccount,
  createCatalogItem,
  createUser,
  ensureRxLevels,
  loginAs,
} from '../../../test/factories.ts';
import { addTaxRate, clientFor, type Client } from '../cart/cart.fixtures.ts';

export const CHECKOUT_STATE = 'C7';
export const TAX_RATE = 6.25;

export async function addShipTo(
  db: Db,
  accountId: number,
  input: {
    label: string;
    state?: string;
    zip?: string;
    city?: string;
    licences?: Array<{
      rxLevel: number;
      expiresOn: string;
      status?: 'pending' | 'verified' | 'rejected';
      number?: string;
    }>;
    defaultShipping?: boolean;
  },
): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({
      accountId,
      label: input.label,
      addressee: `${input.label} Clinic`,
      line1: '12 Harbor Rd',
      city: input.city ?? 'Lakeside',
      state: input.state ?? CHECKOUT_STATE,
      zip: input.zip ?? `9${String(accountId).padStart(4, '0')}`,
      defaultShipping: input.defaultShipping ?? false,
      defaultBilling: input.defaultShipping ?? false,
    })
    .returning({ id: addresses.id });
  if (!row) throw new Error('address not created');
  for (const l of input.licences ?? []) {
    await db.insert(addressLicences).values({
      addressId: row.id,
      rxLevel: l.rxLevel,
      licenceNumber: l.number ?? `LIC-${row.id}-${l.rxLevel}`,
      expiresOn: l.expiresOn,
      status: l.status ?? 'verified',
    });
  }
  return row.id;
}

export interface Clinic {
  accountId: number;
  /** Licensed for Rx (level 1) through 2099. */
  licensed: number;
  /** No licence at all. */
  unlicensed: number;
  /** Its Rx licence expired on 2020-01-31. */
  expired: number;
}

/** A clinic on terms (credit `creditCents`) with three ship-tos in a taxed state. */
export async function createClinic(
  db: Db,
  options: { creditCents?: number; hasTerms?: boolean } = {},
): Promise<Clinic> {
  await ensureRxLevels(db);
  await addTaxRate(db, { state: CHECKOUT_STATE, ratePercent: TAX_RATE });
  const account = await createAccount(db, {
    rxLevels: [1],
    creditLimitCents: options.creditCents ?? 1_000_000,
    ...(options.hasTerms === undefined ? {} : { hasTerms: options.hasTerms }),
  });
  return {
    accountId: account.id,
    licensed: await addShipTo(db, account.id, {
      label: 'Main',
      licences: [{ rxLevel: 1, expiresOn: '2099-12-31' }],
      defaultShipping: true,
    }),
    unlicensed: await addShipTo(db, account.id, { label: 'Annex', zip: '88001', city: 'Annex Town' }),
    expired: await addShipTo(db, account.id, {
      label: 'Old Wing',
      zip: '88002',
      licences: [{ rxLevel: 1, expiresOn: '2020-01-31', number: 'RX-OLD-1' }],
    }),
  };
}

/** An item with a price of $12.00 a base unit (units Each and Box of 100). */
export async function createStockItem(
  db: Db,
  input: { stock?: number; rxLevel?: number; backorderable?: boolean; allocationMax?: number } = {},
) {
  const created = await createCatalogItem(db, {
    quantityAvailable: input.stock ?? 1000,
    rxLevel: input.rxLevel ?? 0,
    prices: { 'List Price': 1500, 'Base Price': 1200 },
    ...(input.allocationMax === undefined
      ? {}
      : { allocationPeriod: 'month' as const, allocationDefaultMax: input.allocationMax }),
  });
  if (input.backorderable === false) {
    await db.update(items).set({ backorderable: false }).where(eq(items.id, created.item.id));
  }
  const each = created.units[0];
  if (!each) throw new Error('item without units');
  return { id: created.item.id, eachUnit: each.id, boxUnit: created.units[1]?.id ?? each.id };
}

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
