// Factories of an ordering clinic (checkout, orders, chaos and the placeOrder bench): a licensed
// clinic on terms with three ship-tos and a taxed state, and stock items. No test runner here, so
// the bench and the chaos runner use them too.
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { addressLicences, addresses, items } from '../src/db/schema/index.ts';
import { addTaxRate } from '../src/modules/cart/cart.fixtures.ts';
import { createAccount, createCatalogItem, ensureRxLevels } from './factories.ts';

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
