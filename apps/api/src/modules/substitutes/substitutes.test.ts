// Substitutes through HTTP (issue 34 point 4, ADR 0053): the equivalents of a backordered or
// recalled item ranked for the buyer (buyable now, then backordered, then not buyable), at the
// buyer's price level and without prices for a buyer who may not see them; the cart's offers; the
// one-press swap of a line (once, under its Idempotency-Key and a conditional update), its refusals,
// and another account's cart left alone; the recall page's list.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPaths,
  paths,
  substitutePaths,
  type AccountRecallsResponse,
  type AdminRecall,
} from '@medsupply/contract';
import { items } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createAccount, createItem, loginAs, relateItems } from '../../../test/factories.ts';
import { SAMPLE_PDF_BASE64, createRecallClinic, shipToClinic } from '../../../test/recall-factories.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import { newClient, type Client } from '../cart/cart.fixtures.ts';

interface SubstituteBody {
  id: number;
  standing: string;
  unit: { id: number; unitName: string } | null;
  price?: number | null;
}
interface ItemSubstitutesBody {
  itemId: number;
  reason: string | null;
  substitutes: SubstituteBody[];
}
interface CartBody {
  cartDetail: Array<{ id: number; itemId: number; unit: number; quantity: number }>;
}

// Base Price 12.00 a box for the account's level, List Price 15.00; a case is 10 boxes.
const UNITS: Array<[string, number]> = [
  ['Box', 1],
  ['Case of 10 Boxes', 10],
];

let t: TestContext;
let accountId = 0;
let otherAccountId = 0;
const gloves = { id: 0, box: 0, caseUnit: 0 };
const ids = { sameUnit: 0, outOfStock: 0, rx: 0, noPrice: 0, inStock: 0, recalled: 0, recalledAlt: 0 };

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  const { db } = t;
  accountId = (await createAccount(db, { rxLevels: [] })).id;
  otherAccountId = (await createAccount(db, { rxLevels: [] })).id;
  const original = await createItem(db, {
    displayName: 'Nitrile Gloves M',
    quantityAvailable: 0,
    units: UNITS,
  });
  Object.assign(gloves, {
    id: original.item.id,
    box: original.units[0]!.id,
    caseUnit: original.units[1]!.id,
  });
  // Sold in the gloves' own units (same unit type), in stock, at 11.00 a box for Base Price.
  const sameUnit = await createItem(db, {
    displayName: 'Vinyl Gloves M',
    prices: { 'List Price': 1400, 'Base Price': 1100 },
  });
  await db
    .update(items)
    .set({ unitTypeId: original.item.unitTypeId, defaultUnitId: gloves.box })
    .where(eq(items.id, sameUnit.item.id));
  ids.sameUnit = sameUnit.item.id;
  ids.outOfStock = (await createItem(db, { displayName: 'Latex Gloves M', quantityAvailable: 0 })).item.id;
  ids.rx = (await createItem(db, { displayName: 'Rx Gloves M', rxLevel: 1 })).item.id;
  ids.noPrice = (await createItem(db, { displayName: 'Unpriced Gloves M', prices: {} })).item.id;
  // The catalogue's order puts the unbuyable first: the ranking must not follow it.
  await relateItems(db, gloves.id, [ids.rx, ids.noPrice, ids.outOfStock, ids.sameUnit], 'alternative');

  ids.inStock = (await createItem(db, { displayName: 'Gauze 4x4' })).item.id;
  await relateItems(db, ids.inStock, [ids.sameUnit], 'alternative');
});

afterAll(async () => {
  await t.close();
});

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the answer's type, as res.json<T>() takes it
const get = async <T>(client: Client, url: string) => {
  const res = await client.get(url);
  return { status: res.status, body: res.body as T };
};

async function swap(client: Client, body: Record<string, unknown>, key: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: substitutePaths.swapLine,
    headers: { ...client.headers, 'idempotency-key': key },
    payload: body,
  });
  return { status: res.statusCode, body: res.json<CartBody & { code?: string }>(), headers: res.headers };
}

async function addGloves(client: Client, quantity = 2) {
  const res = await client.post(paths.cart.addItem, { itemId: gloves.id, unit: gloves.caseUnit, quantity });
  expect(res.status).toBe(200);
  const line = (res.body as CartBody).cartDetail.find((l) => l.itemId === gloves.id);
  if (!line) throw new Error('gloves line missing');
  return line;
}

describe('the equivalents of an item', () => {
  it('ranks a backordered item’s alternatives: buyable now, then backordered, then not buyable', async () => {
    const buyer = await newClient(t, accountId);
    const res = await get<ItemSubstitutesBody>(buyer, `${substitutePaths.forItem}?id=${gloves.id}`);
    expect(res.status).toBe(200);
    expect(res.body.reason).toBe('backordered');
    expect(res.body.substitutes.map((s) => [s.id, s.standing])).toEqual([
      [ids.sameUnit, 'available'],
      [ids.outOfStock, 'backordered'],
      [ids.rx, 'unavailable'],
      [ids.noPrice, 'unavailable'],
    ]);
    // The buyer's level (Base Price), for one of the unit it would be added in.
    expect(res.body.substitutes[0]).toMatchObject({ price: 11, unit: { id: gloves.box, unitName: 'Box' } });
    expect(res.body.substitutes[3]?.price).toBeNull();
  });

  it('offers none for an item in stock and not recalled', async () => {
    const buyer = await newClient(t, accountId);
    const res = await get<ItemSubstitutesBody>(buyer, `${substitutePaths.forItem}?id=${ids.inStock}`);
    expect(res.body).toEqual({ itemId: ids.inStock, reason: null, substitutes: [] });
  });

  it('shows no price to a buyer without price visibility, and nothing to a visitor', async () => {
    const hidden = await newClient(t, accountId, { isPriceVisible: false });
    const res = await get<ItemSubstitutesBody>(hidden, `${substitutePaths.forItem}?id=${gloves.id}`);
    expect(res.body.substitutes).toHaveLength(4);
    expect(res.body.substitutes.some((s) => 'price' in s)).toBe(false);
    const visitor = await t.app.inject({
      method: 'GET',
      url: `${substitutePaths.forItem}?id=${gloves.id}`,
    });
    expect(visitor.statusCode).toBe(401);
    const unknown = await get(hidden, `${substitutePaths.forItem}?id=424242424`);
    expect(unknown.status).toBe(404);
  });
});

describe('swapping a cart line', () => {
  it('offers the equivalents under a backordered line and swaps it once, in the same unit and quantity', async () => {
    const buyer = await newClient(t, accountId);
    const line = await addGloves(buyer, 2);
    const offers = await get<{
      lines: Array<{ detailId: number; reason: string; substitutes: SubstituteBody[] }>;
    }>(buyer, substitutePaths.forCart);
    expect(offers.body.lines).toEqual([
      expect.objectContaining({ detailId: line.id, reason: 'backordered' }),
    ]);
    // The line's own unit (a case) where the substitute is sold in it: 10 boxes × 11.00.
    expect(offers.body.lines[0]?.substitutes[0]).toMatchObject({
      id: ids.sameUnit,
      standing: 'available',
      unit: { id: gloves.caseUnit },
      price: 110,
    });

    const body = { detailId: line.id, fromItemId: gloves.id, itemId: ids.sameUnit };
    const first = await swap(buyer, body, 'swap-1');
    expect(first.status).toBe(200);
    expect(first.body.cartDetail).toEqual([
      expect.objectContaining({ id: line.id, itemId: ids.sameUnit, unit: gloves.caseUnit, quantity: 2 }),
    ]);
    // The same press again (a retry): the first answer, nothing done twice.
    const retry = await swap(buyer, body, 'swap-1');
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.cartDetail).toHaveLength(1);
    // A second press with its own key finds the line swapped already.
    const second = await swap(buyer, body, 'swap-2');
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('CART_LINE_CHANGED');
    const cart = await get<CartBody>(buyer, paths.cart.getCart);
    expect(cart.body.cartDetail.map((l) => [l.itemId, l.unit, l.quantity])).toEqual([
      [ids.sameUnit, gloves.caseUnit, 2],
    ]);
    const after = await get<{ lines: unknown[] }>(buyer, substitutePaths.forCart);
    expect(after.body.lines).toEqual([]);
  });

  it('swaps two presses at the same moment once', async () => {
    const buyer = await newClient(t, accountId);
    const line = await addGloves(buyer, 1);
    const body = { detailId: line.id, fromItemId: gloves.id, itemId: ids.sameUnit };
    const answers = await Promise.all([swap(buyer, body, 'press-a'), swap(buyer, body, 'press-b')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const cart = await get<CartBody>(buyer, paths.cart.getCart);
    expect(cart.body.cartDetail.map((l) => [l.itemId, l.quantity])).toEqual([[ids.sameUnit, 1]]);
  });

  it('merges into a line of the substitute in that unit', async () => {
    const buyer = await newClient(t, accountId);
    await buyer.post(paths.cart.addItem, { itemId: ids.sameUnit, unit: gloves.caseUnit, quantity: 3 });
    const line = await addGloves(buyer, 2);
    const res = await swap(
      buyer,
      { detailId: line.id, fromItemId: gloves.id, itemId: ids.sameUnit },
      'merge',
    );
    expect(res.status).toBe(200);
    expect(res.body.cartDetail.map((l) => [l.itemId, l.unit, l.quantity])).toEqual([
      [ids.sameUnit, gloves.caseUnit, 5],
    ]);
  });

  it('refuses a substitute the buyer cannot buy, or an item that is not an equivalent, and keeps the line', async () => {
    const buyer = await newClient(t, accountId);
    const line = await addGloves(buyer, 2);
    const refusals = [
      [ids.rx, 'LICENSE_REQUIRED'],
      [ids.noPrice, 'ITEM_UNAVAILABLE'],
      [ids.inStock, 'NOT_A_SUBSTITUTE'],
    ] as const;
    for (const [itemId, code] of refusals) {
      const res = await swap(
        buyer,
        { detailId: line.id, fromItemId: gloves.id, itemId },
        `refused-${itemId}`,
      );
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(code);
    }
    const cart = await get<CartBody>(buyer, paths.cart.getCart);
    expect(cart.body.cartDetail.map((l) => [l.id, l.itemId, l.unit, l.quantity])).toEqual([
      [line.id, gloves.id, gloves.caseUnit, 2],
    ]);
  });

  it('ranks a substitute whose allocation is used up as not buyable, refuses it, and cuts a swap to what is left', async () => {
    const { db } = t;
    const tape = (await createItem(db, { displayName: 'Silk Tape 1 in', quantityAvailable: 0 })).item.id;
    const usedUp = (
      await createItem(db, {
        displayName: 'Paper Tape 1 in',
        allocationPeriod: 'month',
        allocationDefaultMax: 0,
      })
    ).item.id;
    const withRoom = (
      await createItem(db, {
        displayName: 'Cloth Tape 1 in',
        allocationPeriod: 'month',
        allocationDefaultMax: 10,
      })
    ).item.id;
    await relateItems(db, tape, [usedUp, withRoom], 'alternative');
    const buyer = await newClient(t, accountId);
    const page = await get<ItemSubstitutesBody>(buyer, `${substitutePaths.forItem}?id=${tape}`);
    expect(page.body.substitutes.map((s) => [s.id, s.standing])).toEqual([
      [withRoom, 'available'],
      [usedUp, 'unavailable'],
    ]);

    const added = await buyer.post(paths.cart.addItem, { itemId: tape, quantity: 15 });
    const line = (added.body as CartBody).cartDetail.find((l) => l.itemId === tape);
    if (!line) throw new Error('tape line missing');
    const refused = await swap(buyer, { detailId: line.id, fromItemId: tape, itemId: usedUp }, 'used-up');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('NO_ALLOCATION');
    const cut = await swap(buyer, { detailId: line.id, fromItemId: tape, itemId: withRoom }, 'with-room');
    expect(cut.status).toBe(200);
    expect(cut.body).toMatchObject({ addToCartAdjustment: true });
    expect(cut.body.cartDetail.map((l) => [l.itemId, l.quantity])).toEqual([[withRoom, 10]]);
  });

  it('never touches another account’s cart', async () => {
    const owner = await newClient(t, accountId);
    const line = await addGloves(owner, 2);
    const stranger = await newClient(t, otherAccountId);
    const res = await swap(stranger, { detailId: line.id, fromItemId: gloves.id, itemId: ids.sameUnit }, 'x');
    expect(res.status).toBe(404);
    const cart = await get<CartBody>(owner, paths.cart.getCart);
    expect(cart.body.cartDetail.map((l) => [l.id, l.itemId])).toEqual([[line.id, gloves.id]]);
    const theirs = await get<{ lines: unknown[] }>(stranger, substitutePaths.forCart);
    expect(theirs.body.lines).toEqual([]);
  });

  it('answers 401 without a login', async () => {
    const res = await t.app.inject({ method: 'POST', url: substitutePaths.swapLine, payload: {} });
    expect(res.statusCode).toBe(401);
    const cart = await t.app.inject({ method: 'GET', url: substitutePaths.forCart });
    expect(cart.statusCode).toBe(401);
  });
});

describe('a recalled item', () => {
  let clinic: Awaited<ReturnType<typeof createRecallClinic>>;

  it('offers equivalents on the product page, the cart and the recall page, never the recalled one', async () => {
    const { db } = t;
    const recalled = await createItem(db, { displayName: 'Suture Kit A', quantityAvailable: 40 });
    ids.recalled = recalled.item.id;
    ids.recalledAlt = (await createItem(db, { displayName: 'Suture Kit B (also recalled)' })).item.id;
    const kitC = (await createItem(db, { displayName: 'Suture Kit C' })).item.id;
    await relateItems(db, ids.recalled, [ids.recalledAlt, kitC], 'alternative');
    clinic = await createRecallClinic(db, 'Bayview Clinic');
    await shipToClinic(db, clinic, { id: ids.recalled, unitId: recalled.units[0]!.id }, 4);

    const { headers: staff } = await signedInStaff(t.app, db, ['compliance']);
    const drafted = await t.app.inject({
      method: 'POST',
      url: adminPaths.recalls,
      headers: staff,
      payload: {
        recallClass: 'II',
        title: 'Suture kits may be unsterile',
        reason: 'A sterilization record is missing.',
        instructions: 'Stop using the kits and keep them apart for return.',
        scope: [
          { itemId: ids.recalled, lotId: null },
          { itemId: ids.recalledAlt, lotId: null },
        ],
        notice: { fileName: 'notice.pdf', data: SAMPLE_PDF_BASE64 },
      },
    });
    expect(drafted.statusCode).toBe(200);
    const recallId = drafted.json<AdminRecall>().id;
    const published = await t.app.inject({
      method: 'POST',
      url: adminPaths.recallPublish.replace(':id', String(recallId)),
      headers: staff,
    });
    expect(published.statusCode).toBe(200);

    const buyer = await newClient(t, accountId);
    const page = await get<ItemSubstitutesBody>(buyer, `${substitutePaths.forItem}?id=${ids.recalled}`);
    expect(page.body.reason).toBe('recalled');
    expect(page.body.substitutes.map((s) => [s.id, s.standing])).toEqual([
      [kitC, 'available'],
      [ids.recalledAlt, 'unavailable'],
    ]);

    await buyer.post(paths.cart.addItem, { itemId: ids.recalled, quantity: 1 });
    const cart = await get<CartBody>(buyer, paths.cart.getCart);
    const line = cart.body.cartDetail.find((l) => l.itemId === ids.recalled);
    if (!line) throw new Error('recalled line missing');
    const refused = await swap(
      buyer,
      { detailId: line.id, fromItemId: ids.recalled, itemId: ids.recalledAlt },
      'recalled-alt',
    );
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('SUBSTITUTE_RECALLED');
    const swapped = await swap(buyer, { detailId: line.id, fromItemId: ids.recalled, itemId: kitC }, 'kit-c');
    expect(swapped.status).toBe(200);
    expect(swapped.body.cartDetail.some((l) => l.itemId === kitC)).toBe(true);

    const headers = (await loginAs(db, t.config, clinic.buyer)).headers;
    const recallsPage = await t.app.inject({ method: 'GET', url: paths.recalls.list, headers });
    const recall = recallsPage.json<AccountRecallsResponse>().recalls.find((r) => r.id === recallId);
    expect(recall?.substitutes).toEqual([
      expect.objectContaining({
        itemId: ids.recalled,
        substitutes: [
          expect.objectContaining({ id: kitC, standing: 'available', price: 12 }),
          expect.objectContaining({ id: ids.recalledAlt, standing: 'unavailable' }),
        ],
      }),
    ]);
  });
});
