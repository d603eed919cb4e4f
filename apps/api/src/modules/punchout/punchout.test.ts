// Punchout over HTTP (issue 28, ADR 0038): cXML set-up with its start link, shopping in punchout
// mode, returncart's PunchOutOrderMessage, OrderRequest placed once per payloadID, and every
// refusal of the "Reliability and security" list; each answered document is validated
// against our cXML subset (cxml-subset.ts).
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_CART_MESSAGES, paths, type User } from '@medsupply/contract';
import { queryRows } from '../../db/client.ts';
import { items, punchoutSessions } from '../../db/schema/index.ts';
import { createUser } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { clientFor, type Client } from '../cart/cart.fixtures.ts';
import {
  addToCart,
  contactOf,
  createClinic,
  createStockItem,
  type Clinic,
} from '../checkout/checkout.fixtures.ts';
import { readCxml, textOf, at, all, attr } from './cxml.ts';
import { cxmlSubsetProblems } from './cxml-subset.ts';
import {
  createProcurementSystem,
  itemNumberOf,
  orderRequestXml,
  postCxml,
  setupRequest,
  startUrlOf,
  statusOf,
  type ProcurementSystem,
} from './punchout.fixtures.ts';

const SETUP = '/punchout/cxml/setup';
const ORDER = '/punchout/cxml/order';

let t: TestContext;
let clinic: Clinic;
let system: ProcurementSystem;
let gloves: Awaited<ReturnType<typeof createStockItem>>;
let rxItem: Awaited<ReturnType<typeof createStockItem>>;
let glovesNumber: string;
let ipCount = 0;
/** An address of its own for each call that fails on purpose, so the sign-in limits never add up. */
const freshIp = () => `10.20.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  clinic = await createClinic(t.db);
  system = await createProcurementSystem(t.db, clinic.accountId);
  gloves = await createStockItem(t.db);
  rxItem = await createStockItem(t.db, { rxLevel: 1 });
  await t.db.update(items).set({ unspsc: '42132203' }).where(eq(items.id, gloves.id));
  glovesNumber = await itemNumberOf(t.db, gloves.id);
});
afterAll(async () => t.close());

/** Posts a set-up request and opens its start link: the punchout buyer as the browser holds it. */
async function punchIn(
  options: Parameters<typeof setupRequest>[1] = {},
  who: ProcurementSystem = system,
): Promise<Client & { location: string }> {
  const answer = await postCxml(t, SETUP, setupRequest(who, options));
  expect(statusOf(answer.body).code).toBe(200);
  const url = new URL(startUrlOf(answer.body));
  const opened = await t.app.inject({ method: 'GET', url: url.pathname });
  expect(opened.statusCode).toBe(303);
  const location = String(opened.headers.location);
  const token = new URLSearchParams(location.split('#')[1]).get('punchoutToken');
  if (!token) throw new Error(`no token in ${location}`);
  return {
    ...clientFor(
      t.app,
      { authorization: `Bearer ${token}` },
      { userId: who.contactId, accountId: who.accountId },
    ),
    location,
  };
}

/** The cXML document a returncart form carries, decoded from the HTML attribute. */
function formMessage(html: string): { action: string; cxml: string } {
  const decode = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const action = /<form method="post" action="([^"]*)">/.exec(html)?.[1];
  const value = /<input type="hidden" name="cxml-urlencoded" value="([^"]*)">/.exec(html)?.[1];
  if (action === undefined || value === undefined) throw new Error(`no cXML form in ${html}`);
  return { action: decode(action), cxml: decode(value) };
}

describe('PunchOutSetupRequest', () => {
  it('answers a PunchOutSetupResponse with a one-time start URL, valid against our cXML subset', async () => {
    const answer = await postCxml(t, SETUP, setupRequest(system));
    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('text/xml');
    expect(cxmlSubsetProblems(answer.body)).toEqual([]);
    expect(statusOf(answer.body).code).toBe(200);
    expect(startUrlOf(answer.body)).toMatch(/^http:\/\/localhost:3000\/punchout\/start\/[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a wrong shared secret, an unknown identity and a wrong To with cXML 401', async () => {
    for (const doc of [
      setupRequest(system, { secret: 'not-the-secret' }),
      setupRequest(system, { fromIdentity: 'AN-NOBODY' }),
      setupRequest(system, { toIdentity: '000000000' }),
    ]) {
      const answer = await postCxml(t, SETUP, doc, { ip: freshIp() });
      expect(answer.status).toBe(401);
      expect(statusOf(answer.body).code).toBe(401);
      expect(cxmlSubsetProblems(answer.body)).toEqual([]);
      expect(answer.body).not.toContain('StartPage');
    }
  });

  it('refuses malformed XML, a document that is not cXML, and missing parts with cXML 400', async () => {
    const docs = [
      '<cXML><Header></cXML>',
      '<?xml version="1.0"?><Order/>',
      setupRequest(system).replace(/<BuyerCookie>.*<\/BuyerCookie>/, ''),
      setupRequest(system, { formPostUrl: 'javascript:alert(1)' }),
      setupRequest(system, { operation: 'destroy' }),
      setupRequest(system, { shipToAddressId: 999999 }),
      '',
    ];
    for (const doc of docs) {
      const answer = await postCxml(t, SETUP, doc, { ip: freshIp() });
      expect(answer.status, doc.slice(0, 80)).toBe(400);
      expect(statusOf(answer.body).code).toBe(400);
      expect(cxmlSubsetProblems(answer.body)).toEqual([]);
    }
  });

  it('refuses external entities (XXE) and entity expansion (billion laughs) before parsing', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><cXML payloadID="1" timestamp="2026-01-01T00:00:00Z"><Header><From><Credential domain="x"><Identity>&xxe;</Identity></Credential></From></Header></cXML>`;
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><cXML payloadID="&lol3;" timestamp="t"/>`;
    const parameter = `<?xml version="1.0"?><!DOCTYPE cXML SYSTEM "x" [<!ENTITY % remote SYSTEM "http://127.0.0.1:9/x.dtd"> %remote;]><cXML/>`;
    for (const doc of [xxe, laughs, parameter]) {
      for (const url of [SETUP, ORDER]) {
        const answer = await postCxml(t, url, doc, { ip: freshIp() });
        expect(answer.status).toBe(400);
        expect(statusOf(answer.body).text).toContain('DTD declarations');
        expect(answer.body).not.toContain('root:');
      }
    }
  });

  it('reads nothing beyond the body limit and only XML media types', async () => {
    const huge = setupRequest(system, { buyerCookie: 'x'.repeat(600 * 1024) });
    const tooLarge = await postCxml(t, SETUP, huge, { ip: freshIp() });
    expect(tooLarge.status).toBe(413);
    expect(statusOf(tooLarge.body).code).toBe(413);
    const json = await postCxml(t, SETUP, '{"cXML":1}', { contentType: 'application/json', ip: freshIp() });
    expect(json.status).toBe(415);
    expect(statusOf(json.body).code).toBe(415);
  });
});

describe('the start link', () => {
  it('signs the contact in once, in punchout mode, with the session cookie, and goes to the store', async () => {
    const answer = await postCxml(t, SETUP, setupRequest(system));
    const path = new URL(startUrlOf(answer.body)).pathname;
    const opened = await t.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(String(opened.headers.location)).toMatch(/^\/#punchoutToken=/);
    expect(String(opened.headers['set-cookie'])).toMatch(/^session=.+HttpOnly; SameSite=Lax/);
    const token = new URLSearchParams(String(opened.headers.location).split('#')[1]).get('punchoutToken');
    const me = await t.app.inject({
      method: 'GET',
      url: paths.auth.currentUser,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    const { user } = me.json<{ user: User }>();
    expect(user.isPunchout).toBe(true);
    expect(user.account.id).toBe(clinic.accountId);

    const again = await t.app.inject({ method: 'GET', url: path });
    expect(again.statusCode).toBe(403);
    expect(again.payload).toContain('expired or was already used');
  });

  it('refuses an expired link and a made-up one', async () => {
    const answer = await postCxml(t, SETUP, setupRequest(system));
    const path = new URL(startUrlOf(answer.body)).pathname;
    await t.db.execute(sql`UPDATE punchout_sessions SET start_expires_at = now() - interval '1 second'`);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(403);
    const madeUp = await t.app.inject({ method: 'GET', url: `/punchout/start/${'A'.repeat(43)}` });
    expect(madeUp.statusCode).toBe(403);
  });

  it('starts create with an empty cart and edit with the request items put back', async () => {
    const first = await punchIn();
    await addToCart(first, gloves.id, 3);
    const edited = await punchIn({
      operation: 'edit',
      items: [{ itemNumber: glovesNumber, quantity: 4, unitOfMeasure: 'EA' }],
    });
    expect(edited.location).toMatch(/^\/cart#/);
    const cart = await edited.get(paths.cart.getCart);
    const lines = (cart.body as { cartDetail: Array<{ itemId: number; quantity: number; unit: number }> })
      .cartDetail;
    expect(lines.map((l) => [l.itemId, l.quantity, l.unit])).toEqual([[gloves.id, 4, gloves.eachUnit]]);
    const created = await punchIn();
    const empty = await created.get(paths.cart.getCart);
    expect((empty.body as { cartDetail: unknown[] }).cartDetail).toEqual([]);
  });

  it('keeps a punchout session out of checkout and out of every other account', async () => {
    const buyer = await punchIn();
    await addToCart(buyer, gloves.id, 1);
    const place = await t.app.inject({
      method: 'POST',
      url: paths.checkout.placeOrder,
      headers: { ...buyer.headers, 'idempotency-key': 'po-1' },
      payload: { shipAddressId: clinic.licensed, billAddressId: clinic.licensed, payment: { type: 'terms' } },
    });
    expect(place.statusCode).toBe(403);
    const other = await createClinic(t.db);
    const own = await buyer.get(paths.address.getAll);
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).toContain(`"id":${clinic.licensed},`);
    expect(JSON.stringify(own.body)).not.toContain(`"id":${other.licensed},`);
    const switched = await buyer.post(paths.auth.switchAccount, { accountSwitchId: other.accountId });
    expect(switched.status).toBe(403);
  });
});

describe('requisitioners', () => {
  it("signs the requisitioner in as their own punchout contact when the request names one, else the system's", async () => {
    const own = await createUser(t.db, {
      accountId: clinic.accountId,
      isPunchout: true,
      username: `nurse.${Date.now()}@clinic.example`,
    });
    const admin = await createUser(t.db, {
      accountId: clinic.accountId,
      isAdmin: true,
      username: `admin.${Date.now()}@clinic.example`,
    });
    const whoAmI = async (buyer: Client) => {
      const res = await buyer.get(paths.auth.currentUser);
      expect(res.status).toBe(200);
      return (res.body as { user: User }).user.id;
    };
    // Their own cart: what one requisitioner adds, another does not see.
    const nurse = await punchIn({ userEmail: own.email.toUpperCase() });
    expect(await whoAmI(nurse)).toBe(own.id);
    await addToCart(nurse, gloves.id, 1);
    const other = await punchIn({ userEmail: 'someone.else@hospital.example' });
    expect(await whoAmI(other)).toBe(system.contactId);
    // Another requisitioner's session (which starts empty) leaves the nurse's cart alone.
    const lines = async (buyer: Client) =>
      ((await buyer.get(paths.cart.getCart)).body as { cartDetail: Array<{ itemId: number }> }).cartDetail;
    expect(await lines(other)).toEqual([]);
    expect((await lines(nurse)).map((l) => l.itemId)).toEqual([gloves.id]);
    // A contact not marked for punchout (here an administrator) is never signed in this way.
    const notPunchout = await punchIn({ userEmail: admin.email });
    expect(await whoAmI(notPunchout)).toBe(system.contactId);
  });
});

describe('returncart', () => {
  it('answers an auto-posting form carrying the PunchOutOrderMessage, then ends the session', async () => {
    const cookie = `c-<&>"'-${Date.now()}`;
    const buyer = await punchIn({ buyerCookie: cookie, shipToAddressId: clinic.licensed });
    await addToCart(buyer, gloves.id, 2, gloves.boxUnit);
    await addToCart(buyer, rxItem.id, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: paths.checkout.returnCart,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(String(res.headers['content-security-policy'])).toContain(
      'form-action https://procurement.example',
    );
    const { action, cxml } = formMessage(res.payload);
    expect(action).toBe('https://procurement.example/punchout/return?id=1&session=2');
    expect(cxmlSubsetProblems(cxml)).toEqual([]);

    const root = readCxml(cxml);
    const message = at(root, 'Message', 'PunchOutOrderMessage');
    expect(textOf(message, 'BuyerCookie')).toBe(cookie);
    const lines = all(message, 'ItemIn');
    expect(lines).toHaveLength(2);
    const [box, rx] = lines;
    expect(attr(box, 'quantity')).toBe('2');
    expect(textOf(box, 'ItemID', 'SupplierPartID')).toBe(glovesNumber);
    expect(textOf(box, 'ItemID', 'SupplierPartAuxiliaryID')).toMatch(/^\d+$/);
    expect(textOf(box, 'ItemDetail', 'UnitOfMeasure')).toBe('BX');
    expect(textOf(box, 'ItemDetail', 'UnitPrice', 'Money')).toBe('1200.00');
    expect(textOf(box, 'ItemDetail', 'Classification')).toBe('42132203');
    expect(attr(at(box, 'ItemDetail', 'Classification'), 'domain')).toBe('UNSPSC');
    expect(textOf(box, 'ItemDetail', 'ManufacturerPartID')).not.toBe('');
    expect(textOf(box, 'ItemDetail', 'ManufacturerName')).not.toBe('');
    expect(attr(at(rx, 'ItemDetail', 'Classification'), 'domain')).toBe('SupplierCategory');
    expect(textOf(message, 'PunchOutOrderMessageHeader', 'Total', 'Money')).toBe('2412.00');

    const after = await buyer.get(paths.cart.getCart);
    expect(after.status).toBe(401);
  });

  it('refuses lines checkout would refuse, each with its reason, and sends nothing back', async () => {
    const buyer = await punchIn({ shipToAddressId: clinic.unlicensed });
    const restricted = await createStockItem(t.db);
    await addToCart(buyer, gloves.id, 1);
    await addToCart(buyer, rxItem.id, 1);
    await addToCart(buyer, restricted.id, 1);
    await t.db.update(items).set({ restricted: true }).where(eq(items.id, restricted.id));
    const res = await buyer.post(paths.checkout.returnCart);
    expect(res.status).toBe(400);
    const body = res.body as {
      code: string;
      message: string;
      lines: Array<{ itemId: number; code: string; message: string }>;
    };
    expect(body.code).toBe('CART_LINES_REFUSED');
    expect(body.message).toBe(RETURN_CART_MESSAGES.linesRefused);
    expect(body.lines.map((l) => [l.itemId, l.code])).toEqual([
      [rxItem.id, 'SHIP_TO_NOT_LICENSED'],
      [restricted.id, 'ITEM_RESTRICTED'],
    ]);
    // Nothing went back: the session still shops.
    expect((await buyer.get(paths.cart.getCart)).status).toBe(200);
  });

  it('refuses a line whose allocation the account used up meanwhile', async () => {
    const allocated = await createStockItem(t.db, { allocationMax: 5 });
    const buyer = await punchIn({ shipToAddressId: clinic.licensed });
    await addToCart(buyer, allocated.id, 5);
    const colleague = await contactOf(t, clinic.accountId);
    await addToCart(colleague, gloves.id, 1);
    await t.db.execute(
      sql`INSERT INTO item_allocations (account_id, item_id, period_start, period_end, max_quantity, used_quantity)
          VALUES (${clinic.accountId}, ${allocated.id}, date_trunc('month', now())::date,
            (date_trunc('month', now()) + interval '1 month - 1 day')::date, 5, 3)`,
    );
    const res = await buyer.post(paths.checkout.returnCart);
    expect(res.status).toBe(400);
    expect((res.body as { lines: Array<{ itemId: number; code: string }> }).lines).toEqual([
      expect.objectContaining({ itemId: allocated.id, code: 'NO_ALLOCATION' }),
    ]);
  });

  it('refuses more of a non-backorderable item than is in stock, as placing would', async () => {
    const scarce = await createStockItem(t.db, { stock: 10, backorderable: false });
    const buyer = await punchIn({ shipToAddressId: clinic.licensed });
    await addToCart(buyer, scarce.id, 3);
    await addToCart(buyer, gloves.id, 1);
    // Sold to someone else meanwhile: 2 left.
    await t.db.update(items).set({ quantityAvailable: 2 }).where(eq(items.id, scarce.id));
    const res = await buyer.post(paths.checkout.returnCart);
    expect(res.status).toBe(400);
    expect((res.body as { lines: Array<{ itemId: number; code: string; message: string }> }).lines).toEqual([
      expect.objectContaining({
        itemId: scarce.id,
        code: 'INSUFFICIENT_STOCK',
        message: expect.stringContaining('cannot be backordered'),
      }),
    ]);
  });

  it('refuses to send prices out for a contact who may not see them, and an inspect session', async () => {
    const inspect = await punchIn({
      operation: 'inspect',
      items: [{ itemNumber: glovesNumber, quantity: 1 }],
    });
    const res = await inspect.post(paths.checkout.returnCart);
    expect(res.status).toBe(403);
    expect((res.body as { message: string }).message).toBe(RETURN_CART_MESSAGES.inspectOnly);
    const buyer = await punchIn();
    await addToCart(buyer, gloves.id, 1);
    await t.db.execute(sql`UPDATE users SET is_price_visible = false WHERE id = ${system.contactId}`);
    try {
      const hidden = await buyer.post(paths.checkout.returnCart);
      expect(hidden.status).toBe(403);
      expect((hidden.body as { message: string }).message).toBe(RETURN_CART_MESSAGES.pricesHidden);
    } finally {
      await t.db.execute(sql`UPDATE users SET is_price_visible = true WHERE id = ${system.contactId}`);
    }
  });

  it('answers a malformed body with 400, never 500', async () => {
    const buyer = await punchIn();
    const res = await t.app.inject({
      method: 'POST',
      url: paths.checkout.returnCart,
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
  });

  it('with check, answers whether every line would go back and keeps the session', async () => {
    const buyer = await punchIn({ shipToAddressId: clinic.licensed });
    await addToCart(buyer, gloves.id, 2, gloves.boxUnit);
    const ready = await buyer.post(paths.checkout.returnCart, { check: true });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ready: true, lineCount: 1 });
    // Nothing went back: the session goes on, and the cart can still be returned.
    expect((await buyer.get(paths.cart.getCart)).status).toBe(200);
    await addToCart(buyer, rxItem.id, 1);
    const unlicensed = await punchIn({ shipToAddressId: clinic.unlicensed });
    await addToCart(unlicensed, rxItem.id, 1);
    const refused = await unlicensed.post(paths.checkout.returnCart, { check: true });
    expect(refused.status).toBe(400);
    expect((refused.body as { lines: Array<{ itemId: number; code: string }> }).lines).toEqual([
      expect.objectContaining({ itemId: rxItem.id, code: 'SHIP_TO_NOT_LICENSED' }),
    ]);
  });

  describe('posted as an HTML form by the storefront', () => {
    const formPost = (token: string, ip = '10.30.0.1') =>
      t.app.inject({
        method: 'POST',
        url: paths.checkout.returnCart,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
        remoteAddress: ip,
      });
    const tokenOf = (buyer: { headers: Record<string, string> }) =>
      String(buyer.headers['authorization']).replace(/^Bearer /, '');

    it('signs in by the token in its body and answers the auto-posting form', async () => {
      const buyer = await punchIn({ shipToAddressId: clinic.licensed });
      await addToCart(buyer, gloves.id, 1);
      const res = await formPost(tokenOf(buyer));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(String(res.headers['content-security-policy'])).toContain(
        'form-action https://procurement.example',
      );
      const { cxml } = formMessage(res.payload);
      expect(cxmlSubsetProblems(cxml)).toEqual([]);
      expect(all(at(readCxml(cxml), 'Message', 'PunchOutOrderMessage'), 'ItemIn')).toHaveLength(1);
      // The session ended: the same form again is told so, as a page.
      const again = await formPost(tokenOf(buyer));
      expect(again.statusCode).toBe(401);
      expect(again.headers['content-type']).toContain('text/html');
      expect(again.payload).toContain(RETURN_CART_MESSAGES.sessionEnded);
      expect(again.payload).toContain('href="/cart"');
    });

    it('answers a page, not JSON, for a bad token, refused lines and a session that is not punchout', async () => {
      const forged = await formPost('not-a-token');
      expect(forged.statusCode).toBe(401);
      expect(forged.payload).toContain(RETURN_CART_MESSAGES.sessionEnded);
      const empty = await t.app.inject({
        method: 'POST',
        url: paths.checkout.returnCart,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(empty.statusCode).toBe(401);

      const buyer = await punchIn({ shipToAddressId: clinic.unlicensed });
      await addToCart(buyer, rxItem.id, 1);
      const refused = await formPost(tokenOf(buyer));
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-type']).toContain('text/html');
      expect(refused.payload).toContain(RETURN_CART_MESSAGES.linesRefused);
      expect(refused.payload).toContain(await itemNumberOf(t.db, rxItem.id));
      expect(refused.payload).not.toContain('cxml-urlencoded');

      const ordinary = await contactOf(t, clinic.accountId);
      const notPunchout = await formPost(tokenOf(ordinary));
      expect(notPunchout.statusCode).toBe(403);
      expect(notPunchout.payload).toContain(RETURN_CART_MESSAGES.notPunchout);
    });

    it('refuses a form body over its limit', async () => {
      const big = await t.app.inject({
        method: 'POST',
        url: paths.checkout.returnCart,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${'a'.repeat(20_000)}`,
      });
      expect(big.statusCode).toBe(413);
    });
  });

  it('is only for a punchout session', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, gloves.id, 1);
    const res = await buyer.post(paths.checkout.returnCart);
    expect(res.status).toBe(403);
    expect((res.body as { message: string }).message).toBe(RETURN_CART_MESSAGES.notPunchout);
    const visitor = await t.app.inject({ method: 'POST', url: paths.checkout.returnCart });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('SAP OCI 4.0', () => {
  const HOOK = 'https://srm.hospital.example/sap/bc/hook?sap-client=100&x=1';
  const decode = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  /** The hook form's action, target and fields. */
  function hookForm(html: string): { action: string; target: string; fields: Map<string, string> } {
    const form = /<form method="post" action="([^"]*)" target="([^"]*)">/.exec(html);
    if (!form?.[1] || !form[2]) throw new Error(`no OCI form in ${html}`);
    const fields = new Map(
      [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
        (m) => [decode(m[1] ?? ''), decode(m[2] ?? '')] as [string, string],
      ),
    );
    return { action: decode(form[1]), target: form[2], fields };
  }
  const catalogCall = (fields: Record<string, string>, method: 'GET' | 'POST' = 'GET') =>
    method === 'GET'
      ? t.app.inject({
          method,
          url: `/punchout/oci?${new URLSearchParams(fields).toString()}`,
          remoteAddress: freshIp(),
        })
      : t.app.inject({
          method,
          url: '/punchout/oci',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
          remoteAddress: freshIp(),
        });
  const login = () => ({
    USERNAME: system.from.identity,
    PASSWORD: system.secret,
    HOOK_URL: HOOK,
    '~OkCode': 'ADDI',
    '~target': '_top',
    '~caller': 'CTLG',
  });
  function buyerOf(location: string) {
    const token = new URLSearchParams(location.split('#')[1]).get('punchoutToken');
    if (!token) throw new Error(`no token in ${location}`);
    return clientFor(
      t.app,
      { authorization: `Bearer ${token}` },
      { userId: system.contactId, accountId: system.accountId },
    );
  }

  it('signs the contact in from the catalog call and returns the cart as NEW_ITEM fields to the HOOK_URL', async () => {
    const opened = await catalogCall(login());
    expect(opened.statusCode).toBe(303);
    const location = String(opened.headers.location);
    expect(location).toMatch(/^\/#punchoutToken=/);
    const buyer = buyerOf(location);
    await addToCart(buyer, gloves.id, 2, gloves.boxUnit);
    const res = await t.app.inject({
      method: 'POST',
      url: paths.checkout.returnCart,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain(
      'form-action https://srm.hospital.example',
    );
    const { action, target, fields } = hookForm(res.payload);
    expect(action).toBe(HOOK);
    expect(target).toBe('_top');
    expect(Object.fromEntries(fields)).toMatchObject({
      'NEW_ITEM-QUANTITY[1]': '2',
      'NEW_ITEM-UNIT[1]': 'BX',
      'NEW_ITEM-PRICE[1]': '1200.00',
      'NEW_ITEM-PRICEUNIT[1]': '1',
      'NEW_ITEM-CURRENCY[1]': 'USD',
      'NEW_ITEM-VENDORMAT[1]': glovesNumber,
      'NEW_ITEM-MATGROUP[1]': '42132203',
      '~OkCode': 'ADDI',
      '~target': '_top',
      '~caller': 'CTLG',
    });
    expect(fields.get('NEW_ITEM-DESCRIPTION[1]')?.length).toBeLessThanOrEqual(40);
    expect(fields.get('NEW_ITEM-LONGTEXT_1:132[]')).toContain(fields.get('NEW_ITEM-MANUFACTMAT[1]'));
    expect([...fields.keys()].some((k) => k.includes('[2]'))).toBe(false);
    expect(res.payload).not.toContain('cxml-urlencoded');
    // The session ended with the return.
    expect((await buyer.get(paths.cart.getCart)).status).toBe(401);
  });

  it('takes the catalog call as a POSTed form too', async () => {
    const opened = await catalogCall(login(), 'POST');
    expect(opened.statusCode).toBe(303);
    const buyer = buyerOf(String(opened.headers.location));
    expect((await buyer.get(paths.cart.getCart)).status).toBe(200);
  });

  it('refuses a wrong login, a HOOK_URL that is not http(s), a bad frame name and other OCI functions', async () => {
    for (const [fields, status] of [
      [{ ...login(), PASSWORD: 'wrong' }, 401],
      [{ ...login(), USERNAME: 'AN-NOBODY' }, 401],
      [{ ...login(), USERNAME: '' }, 401],
      [{ ...login(), HOOK_URL: 'javascript:alert(1)' }, 400],
      [{ ...login(), HOOK_URL: '' }, 400],
      [{ ...login(), '~target': '"><script>' }, 400],
      [{ ...login(), FUNCTION: 'DETAIL' }, 400],
    ] as const) {
      const res = await catalogCall(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.payload).not.toContain('<script>');
    }
  });
});

describe('OrderRequest', () => {
  const order = (o: Partial<Parameters<typeof orderRequestXml>[1]> = {}) =>
    orderRequestXml(system, {
      shipToAddressId: clinic.licensed,
      items: [{ itemNumber: glovesNumber, quantity: 3, unitOfMeasure: 'EA', unitPrice: '12.00' }],
      ...o,
    });

  async function ordersOf(poNumber: string): Promise<Array<{ id: number; total_cents: number }>> {
    return queryRows(
      t.db,
      sql`SELECT id, total_cents FROM sales_orders WHERE account_id = ${clinic.accountId} AND po_number = ${poNumber}`,
    );
  }

  it('places the order through order-to-cash once, however often the payloadID is sent', async () => {
    const doc = order({ payloadId: 'order-once@buyer.example', orderId: 'PO-ONCE' });
    const first = await postCxml(t, ORDER, doc);
    expect(first.status).toBe(200);
    expect(cxmlSubsetProblems(first.body)).toEqual([]);
    expect(statusOf(first.body)).toMatchObject({ code: 200 });
    expect(statusOf(first.body).text).toMatch(/^Order \S+ accepted\.$/);
    const [again, concurrent] = await Promise.all([postCxml(t, ORDER, doc), postCxml(t, ORDER, doc)]);
    expect(statusOf(again.body)).toEqual(statusOf(first.body));
    expect(statusOf(concurrent.body)).toEqual(statusOf(first.body));
    const placed = await ordersOf('PO-ONCE');
    expect(placed).toHaveLength(1);
    expect(placed[0]?.total_cents).toBe(3600 + Math.round(3600 * 0.0625));
  });

  it('refuses another document under a payloadID already used', async () => {
    await postCxml(t, ORDER, order({ payloadId: 'reused@buyer.example', orderId: 'PO-R1' }));
    const other = await postCxml(
      t,
      ORDER,
      order({
        payloadId: 'reused@buyer.example',
        orderId: 'PO-R1',
        items: [{ itemNumber: glovesNumber, quantity: 9, unitPrice: '12.00' }],
      }),
    );
    expect(other.status).toBe(422);
    expect(statusOf(other.body).code).toBe(422);
    expect(await ordersOf('PO-R1')).toHaveLength(1);
  });

  it('accepts a price within the tolerance and refuses one beyond it with 409', async () => {
    const lenient = await createProcurementSystem(t.db, clinic.accountId, { toleranceBasisPoints: 100 });
    const within = orderRequestXml(lenient, {
      orderId: 'PO-TOL1',
      shipToAddressId: clinic.licensed,
      items: [{ itemNumber: glovesNumber, quantity: 1, unitPrice: '12.10' }],
    });
    expect((await postCxml(t, ORDER, within)).status).toBe(200);
    const beyond = orderRequestXml(lenient, {
      orderId: 'PO-TOL2',
      shipToAddressId: clinic.licensed,
      items: [{ itemNumber: glovesNumber, quantity: 1, unitPrice: '11.00' }],
    });
    const answer = await postCxml(t, ORDER, beyond);
    expect(answer.status).toBe(409);
    expect(statusOf(answer.body).text).toContain('differs from ours, 12.00');
    expect(await ordersOf('PO-TOL2')).toHaveLength(0);
  });

  it('validates lines as placeOrder does: licence at the ship-to, unknown items, restricted items', async () => {
    const unlicensed = await postCxml(
      t,
      ORDER,
      order({
        orderId: 'PO-RX',
        shipToAddressId: clinic.unlicensed,
        items: [{ itemNumber: await itemNumberOf(t.db, rxItem.id), quantity: 1, unitPrice: '12.00' }],
      }),
    );
    expect(unlicensed.status).toBe(422);
    expect(statusOf(unlicensed.body).text).toContain('cannot ship to Annex');
    const unknown = await postCxml(t, ORDER, order({ items: [{ itemNumber: 'NO-SUCH', quantity: 1 }] }));
    expect(unknown.status).toBe(400);
    const foreign = await createClinic(t.db);
    const elsewhere = await postCxml(
      t,
      ORDER,
      order({ orderId: 'PO-FOREIGN', shipToAddressId: foreign.licensed }),
    );
    expect(elsewhere.status).toBe(404);
    expect(await ordersOf('PO-FOREIGN')).toHaveLength(0);
  });

  it('refuses a wrong secret with 401 and places nothing', async () => {
    const answer = await postCxml(t, ORDER, order({ secret: 'guess', orderId: 'PO-GUESS' }), {
      ip: freshIp(),
    });
    expect(answer.status).toBe(401);
    expect(await ordersOf('PO-GUESS')).toHaveLength(0);
  });
});

describe('fuzzing the cXML endpoints', () => {
  it('never answers 500 or more, whatever is posted', async () => {
    const valid = setupRequest(system);
    const mutated = fc
      .tuple(fc.nat({ max: valid.length }), fc.nat({ max: 40 }), fc.string({ maxLength: 40 }))
      .map(([at, cut, insert]) => valid.slice(0, at) + insert + valid.slice(at + cut));
    const documents = fc.oneof(
      fc.string({ maxLength: 300 }),
      mutated,
      fc.constantFrom(
        // A processing instruction without a target once reached the parser past its validator.
        setupRequest(system).replace('<?xml version=', '<?'),
        '<cXML/>',
        '<cXML payloadID="1"><Request/></cXML>',
        '<<<>>>',
        '<a>&#0;</a>',
        '<a>&#x110000;</a>',
      ),
    );
    await fc.assert(
      fc.asyncProperty(documents, fc.constantFrom(SETUP, ORDER), async (doc, url) => {
        const answer = await postCxml(t, url, doc, { ip: freshIp() });
        expect(answer.status).toBeLessThan(500);
        expect(answer.contentType).toContain('text/xml');
      }),
      { numRuns: 150 },
    );
  });
});

describe('fuzzing the OCI catalog call and the returncart form', () => {
  it('never answers 500 or more, whatever fields arrive', async () => {
    const names = fc.constantFrom(
      'USERNAME',
      'PASSWORD',
      'HOOK_URL',
      '~target',
      '~OkCode',
      '~caller',
      'FUNCTION',
      'token',
    );
    const value = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom(
        system.from.identity,
        system.secret,
        'https://srm.example/hook',
        '_top',
        '',
        '\u0000',
        'x'.repeat(3000),
      ),
    );
    const fields = fc.dictionary(names, value, { maxKeys: 8 });
    await fc.assert(
      fc.asyncProperty(
        fields,
        fc.constantFrom('GET', 'POST'),
        fc.constantFrom('/punchout/oci', paths.checkout.returnCart),
        async (f, method, url) => {
          if (method === 'GET' && url !== '/punchout/oci') return;
          const res = await t.app.inject({
            method,
            url: method === 'GET' ? `${url}?${new URLSearchParams(f).toString()}` : url,
            ...(method === 'POST'
              ? {
                  headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  payload: new URLSearchParams(f).toString(),
                }
              : {}),
            remoteAddress: freshIp(),
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 120 },
    );
  });
});

it('keeps the start token only as a digest', async () => {
  const answer = await postCxml(t, SETUP, setupRequest(system));
  const token = startUrlOf(answer.body).split('/').pop() ?? '';
  const rows = await t.db.select({ hash: punchoutSessions.startTokenHash }).from(punchoutSessions);
  expect(rows.some((r) => r.hash.includes(token))).toBe(false);
});
