// The item-on-a-line read model (core/line-item.ts) read straight from the database: prices at the
// buyer's level, line totals in the line's unit, the picture of a variant's family, whether the line
// can be bought (the buy rule, core/buy-rule.ts), and a line that keeps the price it was sold at.
// Cart lines, saved items and list lines are checked through their own calls in their modules' tests.
import { sql } from 'drizzle-orm';
import { derivePermissions } from '@medsupply/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/harness.ts';
import { createAccount, createCatalogItem, createItem } from '../../test/factories.ts';
import type { Buyer } from './actor.ts';
import { lineItems, type LineSource } from './line-item.ts';

const database = useTestDatabase();

/** A buyer of `account` holding licences for `rxLevels` (what http/auth.ts builds from a session). */
function buyerOf(account: { id: number; priceLevelId: number; rxLevels: number[] }): Buyer {
  return {
    kind: 'buyer',
    ip: null,
    user: {
      id: 1,
      sessionId: '00000000-0000-4000-8000-000000000000',
      username: 'buyer',
      email: 'buyer@example.test',
      firstName: 'Bea',
      lastName: 'Buyer',
      isPunchout: false,
      isParentLogin: false,
    },
    account: {
      id: account.id,
      accountName: 'Clinic',
      parentId: null,
      rxLevels: account.rxLevels,
      priceLevelId: account.priceLevelId,
    },
    relatedAccountIds: [],
    permissions: derivePermissions({ isPriceVisible: true, isAdmin: false, accountParentId: null }),
  };
}

/** Lines given as (id, item, unit, quantity[, base price sold at]) rows instead of a table's. */
function valuesSource(rows: Array<[number, number, number, number, number?]>, withPrice = false): LineSource {
  const values = sql.join(
    rows.map(
      ([id, item, unit, quantity, cents]) =>
        sql`(${id}::int, ${item}::int, ${unit}::int, ${quantity}::int, ${cents ?? null}::int)`,
    ),
    sql`, `,
  );
  return {
    from: sql`(VALUES ${values}) AS s(id, item_id, unit_id, quantity, sold_cents)`,
    where: sql`TRUE`,
    orderBy: sql`s.id`,
    ...(withPrice ? { priceCents: sql`s.sold_cents` } : {}),
  };
}

let buyer: Buyer;

beforeAll(async () => {
  const account = await createAccount(database().db, { priceLevel: 'Tier 7', rxLevels: [1, 2] });
  buyer = buyerOf(account);
});

describe('the item on a line', () => {
  it("prices one base unit at the buyer's level, else the list price, and totals the line in its unit", async () => {
    const db = database().db;
    const own = await createItem(db, { prices: { 'List Price': 1500, 'Tier 7': 1100 } });
    const listOnly = await createItem(db, { prices: { 'List Price': 1500 } });
    const box = own.units[1]?.id ?? 0;
    const [a, b] = await lineItems(
      db,
      buyer,
      valuesSource([
        [1, own.item.id, box, 2],
        [2, listOnly.item.id, listOnly.units[0]?.id ?? 0, 3],
      ]),
    );
    expect(a).toMatchObject({ lineId: 1, itemId: own.item.id, unitId: box, quantity: 2, priceCents: 1100 });
    // service spec §9: 11.00 × 100 a box × 2 boxes.
    expect(a?.lineCents).toBe(220_000);
    expect(a?.isAddableToCart).toBe(true);
    expect(b).toMatchObject({ priceCents: 1500, lineCents: 4500, isAddableToCart: true });
  });

  it("shows a variant's family picture when it has none, and its units", async () => {
    const db = database().db;
    const parent = await createCatalogItem(db, { isMatrixParent: true, thumbnailUrl: '/media/family.jpg' });
    const variant = await createCatalogItem(db, { parentId: parent.item.id, thumbnailUrl: null });
    const [line] = await lineItems(
      db,
      buyer,
      valuesSource([[1, variant.item.id, variant.units[0]?.id ?? 0, 1]]),
    );
    expect(line?.identity.thumbnailImage).toBe('/media/family.jpg');
    expect(line?.units.map((u) => u.conversionRate)).toEqual([1, 100]);
    // The family itself is not something one can buy: a variant must be chosen.
    const [family] = await lineItems(
      db,
      buyer,
      valuesSource([[1, parent.item.id, parent.units[0]?.id ?? 0, 1]]),
    );
    expect(family?.isAddableToCart).toBe(false);
  });

  it('can be bought only when the buy rule holds, the unit is the item’s and there is a price', async () => {
    const db = database().db;
    const cases = {
      ok: await createItem(db, { rxLevel: 1 }),
      inactive: await createItem(db, { inactive: true }),
      restricted: await createItem(db, { restricted: true }),
      unlicensed: await createItem(db, { rxLevel: 3 }),
      // Level 2 is held by the account but not sold online (ensureRxLevels: sellable false).
      notSellable: await createItem(db, { rxLevel: 2 }),
      unpriced: await createItem(db, { prices: {} }),
    };
    const other = await createItem(db);
    const entries = Object.entries(cases);
    const lines = await lineItems(
      db,
      buyer,
      valuesSource([
        ...entries.map(([, c], i): [number, number, number, number] => [
          i + 1,
          c.item.id,
          c.units[0]?.id ?? 0,
          1,
        ]),
        // A unit of another item's unit type (the item's type changed since the line was written).
        [99, cases.ok.item.id, other.units[0]?.id ?? 0, 1],
      ]),
    );
    expect(Object.fromEntries(lines.map((l) => [l.lineId, l.isAddableToCart]))).toEqual({
      1: true,
      2: false,
      3: false,
      4: false,
      5: false,
      6: false,
      99: false,
    });
    expect(lines.find((l) => l.lineId === 6)).toMatchObject({ priceCents: null, lineCents: null });
    expect(lines.find((l) => l.lineId === 99)).toMatchObject({ priceCents: 1500, lineCents: null });
  });

  it('keeps the price a line was sold at when its source names one (order and invoice lines)', async () => {
    const db = database().db;
    const { item, units } = await createItem(db, { prices: { 'List Price': 1500 } });
    const [line] = await lineItems(db, buyer, valuesSource([[1, item.id, units[1]?.id ?? 0, 3, 990]], true));
    expect(line).toMatchObject({ priceCents: 990, lineCents: 990 * 100 * 3 });
  });
});
