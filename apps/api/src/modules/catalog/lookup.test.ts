// Product lookup over HTTP (issue 19 point 8): many item numbers or MPNs at once; per line the item,
// its availability, its price only for buyers who may see prices, and whether this account may buy
// it and why not (the one buy rule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_NOT_FOUND_MESSAGE, paths, type ProductLookupResponse } from '@medsupply/contract';
import { LICENSE_REQUIRED_MESSAGE } from '@medsupply/domain';
import { RESTRICTED_MESSAGE } from '../../core/buy-rule.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  createAccount,
  createCatalogItem,
  createUser,
  ensureRxLevels,
  loginAs,
} from '../../../test/factories.ts';

let t: TestContext;
const tag = `LK${process.pid}`;

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  await ensureRxLevels(t.db);
  const prices = { 'List Price': 1500, 'Base Price': 1200 };
  await createCatalogItem(t.db, {
    itemName: `${tag}-GLOVE`,
    mpn: `${tag}-MPN-1`,
    prices,
    quantityAvailable: 40,
  });
  await createCatalogItem(t.db, {
    itemName: `${tag}-GAUZE`,
    mpn: `${tag}_MPN%2`,
    prices,
    quantityAvailable: 0,
  });
  await createCatalogItem(t.db, { itemName: `${tag}-SCALPEL`, restricted: true, prices });
  await createCatalogItem(t.db, { itemName: `${tag}-KETAMINE`, rxLevel: 3, prices });
});
afterAll(async () => t.close());

async function lookup(options: { isPriceVisible?: boolean; rxLevels?: number[] }, numbers: string[]) {
  const account = await createAccount(t.db, { rxLevels: options.rxLevels ?? [] });
  const user = await createUser(t.db, {
    accountId: account.id,
    isPriceVisible: options.isPriceVisible ?? true,
  });
  const { headers } = await loginAs(t.db, t.config, user);
  return t.app.inject({ method: 'POST', url: paths.catalog.lookup, headers, payload: { numbers } });
}

describe('product lookup', () => {
  it('answers five numbers line by line: found, by MPN, unknown, restricted, licence needed', async () => {
    const res = await lookup({}, [
      `${tag}-glove`,
      ` ${tag}_MPN%2 `,
      `${tag}-NOPE`,
      `${tag}-SCALPEL`,
      `${tag}-KETAMINE`,
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json<ProductLookupResponse>().results;
    expect(lines.map((l) => [l.query, l.matchedBy, l.mayBuy, l.reason])).toEqual([
      [`${tag}-glove`, 'itemName', true, null],
      [`${tag}_MPN%2`, 'mpn', true, null],
      [`${tag}-NOPE`, null, false, LOOKUP_NOT_FOUND_MESSAGE],
      [`${tag}-SCALPEL`, 'itemName', false, RESTRICTED_MESSAGE],
      [`${tag}-KETAMINE`, 'itemName', false, LICENSE_REQUIRED_MESSAGE],
    ]);
    expect(lines[0]?.item).toMatchObject({
      itemName: `${tag}-GLOVE`,
      isInStock: true,
      quantityAvailable: 40,
      price: 12,
    });
    expect(lines[1]?.item).toMatchObject({ itemName: `${tag}-GAUZE`, isInStock: false });
    expect(lines[2]?.item).toBeNull();
  });

  it('treats % and _ as plain characters, not wildcards', async () => {
    const res = await lookup({}, [`${tag}%`, `${tag}-GLOV_`]);
    expect(res.json<ProductLookupResponse>().results.map((l) => l.matchedBy)).toEqual([null, null]);
  });

  it('lets an account with the licence level buy the controlled item', async () => {
    const res = await lookup({ rxLevels: [3] }, [`${tag}-KETAMINE`]);
    expect(res.json<ProductLookupResponse>().results[0]).toMatchObject({ mayBuy: true, reason: null });
  });

  it('leaves prices out for a buyer without price visibility', async () => {
    const res = await lookup({ isPriceVisible: false }, [`${tag}-GLOVE`]);
    const item = res.json<ProductLookupResponse>().results[0]?.item;
    expect(item).toMatchObject({ itemName: `${tag}-GLOVE` });
    expect(item).not.toHaveProperty('price');
    expect(item).not.toHaveProperty('prices');
  });

  it('answers each number once, drops blanks, and refuses an empty or oversized request', async () => {
    const res = await lookup({}, [`${tag}-GLOVE`, `${tag}-glove`, '  ']);
    expect(res.json<ProductLookupResponse>().results).toHaveLength(1);
    expect((await lookup({}, [])).statusCode).toBe(400);
    expect(
      (
        await lookup(
          {},
          Array.from({ length: 101 }, (_, i) => `N${i}`),
        )
      ).statusCode,
    ).toBe(400);
  });

  it('needs a login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: paths.catalog.lookup,
      payload: { numbers: ['X'] },
    });
    expect(res.statusCode).toBe(401);
  });
});
