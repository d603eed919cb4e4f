// Test fixtures of the cart tests: rows the shared factories do not make (addresses, tax rates,
// allocations, item lists, notifications) and a small HTTP client for one caller.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { allocationPeriodOf, isoDayIn } from '@medsupply/domain';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  addresses,
  cartNotifications,
  carts,
  itemAllocations,
  itemListDetails,
  itemLists,
  taxRates,
} from '../../db/schema/index.ts';
import type { Config } from '../../config.ts';
import { createUser, loginAs } from '../../../test/factories.ts';

export interface Client {
  userId: number;
  accountId: number;
  headers: Record<string, string>;
  get(path: string): Promise<{ status: number; body: unknown }>;
  post(path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
}

/** Requests as one caller (or anonymously with headers {}), answering status and parsed JSON. */
export function clientFor(
  app: FastifyInstance,
  headers: Record<string, string>,
  ids: { userId: number; accountId: number },
): Client {
  const parse = (payload: string): unknown => (payload === '' ? null : JSON.parse(payload));
  return {
    ...ids,
    headers,
    get: async (url) => {
      const res = await app.inject({ method: 'GET', url, headers });
      return { status: res.statusCode, body: parse(res.payload) };
    },
    post: async (url, body) => {
      const res = await app.inject({
        method: 'POST',
        url,
        headers,
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      return { status: res.statusCode, body: parse(res.payload) };
    },
  };
}

/** A new contact of the account, signed in. */
export async function newClient(
  t: { app: FastifyInstance; db: Db; config: Config },
  accountId: number,
  options: { isPriceVisible?: boolean } = {},
): Promise<Client> {
  const user = await createUser(t.db, {
    accountId,
    ...(options.isPriceVisible === undefined ? {} : { isPriceVisible: options.isPriceVisible }),
  });
  const { headers } = await loginAs(t.db, t.config, user);
  return clientFor(t.app, headers, { userId: user.id, accountId });
}

export async function addAddress(
  db: Db,
  accountId: number,
  input: { state: string; defaultShipping?: boolean },
): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({
      accountId,
      label: `Clinic ${input.state}`,
      addressee: 'Test Clinic',
      line1: '1 Main St',
      city: 'Springfield',
      state: input.state,
      zip: '00001',
      defaultShipping: input.defaultShipping ?? false,
    })
    .returning({ id: addresses.id });
  if (!row) throw new Error('address not created');
  return row.id;
}

export async function addTaxRate(
  db: Db,
  input: { state: string; ratePercent: number; shippingTaxable?: boolean; exemptRxItems?: boolean },
): Promise<void> {
  await db
    .insert(taxRates)
    .values({
      state: input.state,
      ratePercent: input.ratePercent,
      shippingTaxable: input.shippingTaxable ?? false,
      exemptRxItems: input.exemptRxItems ?? true,
    })
    .onConflictDoNothing();
}

export async function setAccountFlags(
  db: Db,
  accountId: number,
  flags: { taxExempt?: boolean; convFeeExempt?: boolean },
): Promise<void> {
  await db.update(accounts).set(flags).where(eq(accounts.id, accountId));
}

/** The account's allocation of the item for the current calendar month (the store's calendar). */
export async function addAllocation(
  db: Db,
  input: { accountId: number; itemId: number; maxQuantity: number; usedQuantity?: number },
): Promise<void> {
  const { start, end } = allocationPeriodOf('month', isoDayIn(new Date()));
  await db.insert(itemAllocations).values({
    accountId: input.accountId,
    itemId: input.itemId,
    periodStart: start,
    periodEnd: end,
    maxQuantity: input.maxQuantity,
    usedQuantity: input.usedQuantity ?? 0,
  });
}

export async function addItemList(
  db: Db,
  input: {
    accountId: number;
    contactId: number;
    shared?: boolean;
    lines: Array<{ itemId: number; unitId: number; quantity: number }>;
  },
): Promise<number> {
  const [list] = await db
    .insert(itemLists)
    .values({
      accountId: input.accountId,
      contactId: input.contactId,
      name: 'Restock',
      shared: input.shared ?? false,
    })
    .returning({ id: itemLists.id });
  if (!list) throw new Error('list not created');
  if (input.lines.length > 0) {
    await db.insert(itemListDetails).values(input.lines.map((l) => ({ itemListId: list.id, ...l })));
  }
  return list.id;
}

/** A notification on the contact's cart (the cart must exist). */
export async function addNotification(db: Db, cartId: number, message: string): Promise<void> {
  await db.insert(cartNotifications).values({ cartId, message });
}

export async function cartIdOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!row) throw new Error('no cart');
  return row.id;
}
