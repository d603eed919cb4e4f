// Addresses and licences over HTTP (service spec §7 /api/myaccount/address/*, issue 19 point 3):
// the list with licences and cut-off, upsert with US states and ZIP codes, one default of each kind,
// delete refused while open orders or subscriptions use the address, licence uploads checked by
// their bytes and pending verification, documents served to their account only, expiry badges, and
// every id of another account refused.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_IN_USE_MESSAGE,
  LICENCE_PAST_EXPIRY_MESSAGE,
  paths,
  type Address,
  type AddressesResponse,
  type Licence,
} from '@medsupply/contract';
import {
  DOCUMENT_MALFORMED_MESSAGE,
  DOCUMENT_TOO_LARGE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  INVALID_STATE_MESSAGE,
  INVALID_ZIP_MESSAGE,
} from '@medsupply/domain';
import { addressLicences, itemLists, salesOrders, subscriptions } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  createAccount,
  createSalesOrder,
  createUser,
  ensureRxLevels,
  loginAs,
} from '../../../test/factories.ts';
import {
  documentField,
  sampleGif,
  sampleJpeg,
  samplePdf,
  samplePng,
} from '../../../test/documents-samples.ts';

// The store's clock: 1 June 2026, noon in New York.
const NOW = new Date('2026-06-01T16:00:00Z');
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ now: () => NOW, workJobs: false });
  await ensureRxLevels(t.db);
});
afterAll(async () => t.close());

interface Caller {
  accountId: number;
  userId: number;
  headers: { authorization: string };
}

async function newCaller(): Promise<Caller> {
  const account = await createAccount(t.db);
  const user = await createUser(t.db, { accountId: account.id });
  const { headers } = await loginAs(t.db, t.config, user);
  return { accountId: account.id, userId: user.id, headers };
}

const post = (caller: Caller | null, url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    ...(caller ? { headers: caller.headers } : {}),
  });

async function getAll(caller: Caller): Promise<AddressesResponse> {
  const res = await t.app.inject({ method: 'GET', url: paths.address.getAll, headers: caller.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AddressesResponse>();
}

const clinic = (overrides: Record<string, unknown> = {}) => ({
  label: 'Main clinic',
  addressee: 'Lakeside Family Practice',
  line1: '100 Lake Rd',
  city: 'Columbus',
  state: 'oh',
  zip: '43219',
  phone: '(614) 555-0101',
  ...overrides,
});

async function addAddress(caller: Caller, overrides: Record<string, unknown> = {}): Promise<Address> {
  const res = await post(caller, paths.address.upsert, clinic(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ address: Address }>().address;
}

const licenceBody = (addressId: number, overrides: Record<string, unknown> = {}) => ({
  addressId,
  licenceNumber: 'OH-TDDD-0042',
  issuingAuthority: 'OH',
  rxLevel: 3,
  expiresOn: '2027-05-31',
  document: documentField(samplePdf),
  ...overrides,
});

async function addLicence(caller: Caller, addressId: number, overrides: Record<string, unknown> = {}) {
  const res = await post(caller, paths.address.upsertLicence, licenceBody(addressId, overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ licence: Licence }>().licence;
}

describe('who may call', () => {
  it('answers 401 to a visitor on every call', async () => {
    expect((await t.app.inject({ method: 'GET', url: paths.address.getAll })).statusCode).toBe(401);
    expect((await post(null, paths.address.upsert, clinic())).statusCode).toBe(401);
    expect((await post(null, paths.address.delete, { id: 1 })).statusCode).toBe(401);
    expect((await post(null, paths.address.upsertLicence, licenceBody(1))).statusCode).toBe(401);
    const doc = await t.app.inject({ method: 'GET', url: `${paths.address.licenceDocument}?id=1` });
    expect(doc.statusCode).toBe(401);
  });
});

describe('addresses', () => {
  it('adds the first address as the default of both kinds, with the state upper-cased', async () => {
    const caller = await newCaller();
    const first = await addAddress(caller);
    expect(first).toMatchObject({
      state: 'OH',
      zip: '43219',
      defaultShipping: true,
      defaultBilling: true,
      country: 'US',
    });
    const list = await getAll(caller);
    expect(list.mappedResults.map((a) => a.id)).toEqual([first.id]);
    expect(list.dddShippingCutoffTime).toBe('14:00');
  });

  it('keeps one default shipping and one default billing address', async () => {
    const caller = await newCaller();
    const first = await addAddress(caller);
    const second = await addAddress(caller, { label: 'Annex', defaultShipping: true });
    const list = await getAll(caller);
    const byId = new Map(list.mappedResults.map((a) => [a.id, a]));
    expect(byId.get(second.id)?.defaultShipping).toBe(true);
    expect(byId.get(first.id)?.defaultShipping).toBe(false);
    expect(byId.get(first.id)?.defaultBilling).toBe(true);
    // The default shipping address is listed first.
    expect(list.mappedResults[0]?.id).toBe(second.id);
  });

  it('keeps one default shipping address when two are made the default at once', async () => {
    const caller = await newCaller();
    await addAddress(caller);
    const results = await Promise.all(
      ['North', 'South', 'East'].map((label) =>
        post(caller, paths.address.upsert, clinic({ label, defaultShipping: true })),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const defaults = (await getAll(caller)).mappedResults.filter((a) => a.defaultShipping);
    expect(defaults).toHaveLength(1);
  });

  it('keeps a billing-only address out of the default ship-to and of the delivery days', async () => {
    const caller = await newCaller();
    // An account's first address is its default of both kinds, unless it is billing-only.
    const office = await addAddress(caller, { label: 'Accounts Payable', billingOnly: true });
    expect(office).toMatchObject({ billingOnly: true, defaultShipping: false, defaultBilling: true });
    const clinicAddress = await addAddress(caller, { label: 'Clinic', defaultShipping: true });
    expect(clinicAddress.billingOnly).toBe(false);
    const refused = await post(
      caller,
      paths.address.upsert,
      clinic({ id: office.id, label: 'Accounts Payable', billingOnly: true, defaultShipping: true }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'A billing-only address receives no deliveries, so it cannot be the default shipping address.',
    );
    // The default ship-to cannot become billing-only either.
    const asDefault = await post(
      caller,
      paths.address.upsert,
      clinic({ id: clinicAddress.id, label: 'Clinic', billingOnly: true }),
    );
    expect(asDefault.statusCode).toBe(400);
    expect((await getAll(caller)).mappedResults.map((a) => [a.label, a.billingOnly])).toEqual([
      ['Clinic', false],
      ['Accounts Payable', true],
    ]);
    const days = await t.app.inject({
      method: 'GET',
      url: paths.account.deliveryDays,
      headers: caller.headers,
    });
    expect(days.statusCode, days.body).toBe(200);
    expect(days.json<{ shipTos: Array<{ label: string }> }>().shipTos.map((s) => s.label)).toEqual([
      'Clinic',
    ]);
  });

  it('edits an address of the account', async () => {
    const caller = await newCaller();
    const address = await addAddress(caller);
    const res = await post(
      caller,
      paths.address.upsert,
      clinic({ id: address.id, city: 'Dublin', zip: '43017-1234', deliveryDays: ['Monday'] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ address: Address }>().address).toMatchObject({
      id: address.id,
      city: 'Dublin',
      zip: '43017-1234',
      deliveryDays: ['Monday'],
    });
  });

  it('refuses states and ZIP codes that are not US ones, and the spec validators', async () => {
    const caller = await newCaller();
    const badState = await post(caller, paths.address.upsert, clinic({ state: 'ZZ' }));
    expect(badState.statusCode).toBe(400);
    expect(badState.json<{ message: string }>().message).toContain(INVALID_STATE_MESSAGE);
    const badZip = await post(caller, paths.address.upsert, clinic({ zip: '4321' }));
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json<{ message: string }>().message).toContain(INVALID_ZIP_MESSAGE);
    const badPhone = await post(caller, paths.address.upsert, clinic({ phone: '614-CALL-NOW' }));
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json<{ message: string }>().message).toContain('Must be a number');
    const blank = await post(caller, paths.address.upsert, clinic({ city: '  ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toContain('City is required');
  });

  it('deletes an unused address', async () => {
    const caller = await newCaller();
    const address = await addAddress(caller);
    const res = await post(caller, paths.address.delete, { id: address.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getAll(caller)).mappedResults).toEqual([]);
    // Gone means gone: a second delete or an edit is refused.
    expect((await post(caller, paths.address.delete, { id: address.id })).statusCode).toBe(404);
  });

  it('refuses to delete an address an open order ships to, and allows it once the order is closed', async () => {
    const caller = await newCaller();
    const address = await addAddress(caller);
    const order = await createSalesOrder(t.db, {
      accountId: caller.accountId,
      status: 'Pending Fulfillment',
      shipAddressId: address.id,
    });
    const refused = await post(caller, paths.address.delete, { id: address.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(ADDRESS_IN_USE_MESSAGE);
    await t.db.update(salesOrders).set({ status: 'Closed' }).where(eq(salesOrders.id, order.id));
    expect((await post(caller, paths.address.delete, { id: address.id })).statusCode).toBe(200);
  });

  it('refuses to delete an address an active subscription uses', async () => {
    const caller = await newCaller();
    const address = await addAddress(caller);
    const [list] = await t.db
      .insert(itemLists)
      .values({ accountId: caller.accountId, contactId: caller.userId, name: 'Monthly gloves' })
      .returning({ id: itemLists.id });
    if (!list) throw new Error('list not created');
    await t.db
      .insert(subscriptions)
      .values({ itemListId: list.id, intervalWeeks: 4, nextRunOn: '2026-07-01', billAddressId: address.id });
    const refused = await post(caller, paths.address.delete, { id: address.id });
    expect(refused.statusCode).toBe(409);
    await t.db.update(subscriptions).set({ active: false }).where(eq(subscriptions.itemListId, list.id));
    expect((await post(caller, paths.address.delete, { id: address.id })).statusCode).toBe(200);
  });
});

describe('licences', () => {
  it('adds a licence pending verification that does not count for checkout', async () => {
    const caller = await newCaller();
    const address = await addAddress(caller);
    const licence = await addLicence(caller, address.id);
    expect(licence).toMatchObject({
      addressId: address.id,
      licenceNumber: 'OH-TDDD-0042',
      issuingAuthority: 'OH',
      rxLevel: 3,
      rxLevelName: 'Schedule III',
      status: 'pending',
      statusLabel: 'Pending verification',
      coversCheckout: false,
      hasDocument: true,
      documentName: 'licence.pdf',
    });
    const list = await getAll(caller);
    expect(list.mappedResults[0]?.controlledSubstance.map((l) => l.id)).toEqual([licence.id]);
  });

  it('stores the document outside the web root under a random name and serves it to the account only', async () => {
    const caller = await newCaller();
    const other = await newCaller();
    const address = await addAddress(caller);
    const licence = await addLicence(caller, address.id, {
      document: documentField(samplePng, '../../etc/passwd.png'),
    });
    const files = await readdir(path.join(t.config.dataDir, 'licence-documents'));
    expect(files.some((f) => /^[a-f0-9]{32}\.png$/.test(f))).toBe(true);
    const own = await t.app.inject({
      method: 'GET',
      url: `${paths.address.licenceDocument}?id=${licence.id}`,
      headers: caller.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(own.rawPayload.equals(samplePng)).toBe(true);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${paths.address.licenceDocument}?id=${licence.id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('takes JPEG images too', async () => {
    const caller = await newCaller();
    const address = await addAddress(caller);
    expect(
      (await addLicence(caller, address.id, { document: documentField(sampleJpeg, 'scan.jpg') })).hasDocument,
    ).toBe(true);
  });

  it('refuses a wrong type, an oversize file and a malformed one with a message', async () => {
    const caller = await newCaller();
    const address = await addAddress(caller);
    const cases: Array<[unknown, string]> = [
      [documentField(sampleGif, 'licence.pdf'), DOCUMENT_TYPE_MESSAGE],
      [documentField(samplePdf.subarray(0, 12)), DOCUMENT_MALFORMED_MESSAGE],
      [{ fileName: 'x.pdf', data: 'not base64 at all!' }, DOCUMENT_MALFORMED_MESSAGE],
      [{ fileName: 'x.pdf', data: 'JVBERi0=x' }, DOCUMENT_MALFORMED_MESSAGE],
      [documentField(Buffer.concat([samplePdf, Buffer.alloc(5 * 1024 * 1024)])), DOCUMENT_TOO_LARGE_MESSAGE],
    ];
    for (const [document, message] of cases) {
      const res = await post(caller, paths.address.upsertLicence, licenceBody(address.id, { document }));
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect((await getAll(caller)).mappedResults[0]?.controlledSubstance).toEqual([]);
  });

  it('answers a body far over the limit with 413, not a crash', async () => {
    const caller = await newCaller();
    const res = await post(
      caller,
      paths.address.upsertLicence,
      licenceBody(1, { document: { fileName: 'big.pdf', data: 'A'.repeat(9 * 1024 * 1024) } }),
    );
    expect(res.statusCode).toBe(413);
  });

  it('refuses an expiry in the past and an unknown level', async () => {
    const caller = await newCaller();
    const address = await addAddress(caller);
    const past = await post(
      caller,
      paths.address.upsertLicence,
      licenceBody(address.id, { expiresOn: '2026-05-31' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json<{ message: string }>().message).toBe(LICENCE_PAST_EXPIRY_MESSAGE);
    const level = await post(caller, paths.address.upsertLicence, licenceBody(address.id, { rxLevel: 99 }));
    expect(level.statusCode).toBe(400);
    const date = await post(
      caller,
      paths.address.upsertLicence,
      licenceBody(address.id, { expiresOn: '2027-02-30' }),
    );
    expect(date.statusCode).toBe(400);
  });

  it('renews a licence: the renewal is pending and the old one keeps covering', async () => {
    const caller = await newCaller();
    const address = await addAddress(caller);
    const old = await addLicence(caller, address.id, { expiresOn: '2026-06-20' });
    await t.db.update(addressLicences).set({ status: 'verified' }).where(eq(addressLicences.id, old.id));
    const renewal = await addLicence(caller, address.id, { renewsId: old.id, expiresOn: '2028-06-20' });
    expect(renewal).toMatchObject({ renewsId: old.id, status: 'pending', coversCheckout: false });
    const licences = (await getAll(caller)).mappedResults[0]?.controlledSubstance ?? [];
    expect(licences.find((l) => l.id === old.id)).toMatchObject({
      coversCheckout: true,
      expiry: { state: 'expiring', daysLeft: 19, threshold: 30 },
    });
  });

  it('shows the expiry badge of verified licences at 60, 30 and 7 days and once expired', async () => {
    const caller = await newCaller();
    const address = await addAddress(caller);
    const cases: Array<[string, string, number | null]> = [
      ['2026-07-31', 'expiring', 60],
      ['2026-07-01', 'expiring', 30],
      ['2026-06-08', 'expiring', 7],
      ['2026-12-31', 'valid', null],
    ];
    for (const [expiresOn] of cases) {
      const l = await addLicence(caller, address.id, {
        expiresOn,
        licenceNumber: `L-${expiresOn}`,
        rxLevel: 4 + (cases.findIndex((c) => c[0] === expiresOn) % 2),
      });
      await t.db.update(addressLicences).set({ status: 'verified' }).where(eq(addressLicences.id, l.id));
    }
    const [expired] = await t.db
      .insert(addressLicences)
      .values({
        addressId: address.id,
        rxLevel: 1,
        licenceNumber: 'L-OLD',
        expiresOn: '2026-05-01',
        status: 'verified',
      })
      .returning({ id: addressLicences.id });
    const licences = (await getAll(caller)).mappedResults[0]?.controlledSubstance ?? [];
    for (const [expiresOn, state, threshold] of cases) {
      expect(licences.find((l) => l.expiresOn === expiresOn)?.expiry).toMatchObject({ state, threshold });
    }
    const old = licences.find((l) => l.id === expired?.id);
    expect(old).toMatchObject({
      coversCheckout: false,
      expiry: { state: 'expired' },
      notice: 'License L-OLD has expired. Add the renewed license.',
    });
  });
});

describe('ids of another account', () => {
  it('refuses another account’s address and licence on every call', async () => {
    const owner = await newCaller();
    const intruder = await newCaller();
    const address = await addAddress(owner);
    const licence = await addLicence(owner, address.id);
    const edit = await post(intruder, paths.address.upsert, clinic({ id: address.id, city: 'Elsewhere' }));
    expect(edit.statusCode).toBe(404);
    expect((await post(intruder, paths.address.delete, { id: address.id })).statusCode).toBe(404);
    expect((await post(intruder, paths.address.upsertLicence, licenceBody(address.id))).statusCode).toBe(404);
    const ownAddress = await addAddress(intruder);
    const renew = await post(
      intruder,
      paths.address.upsertLicence,
      licenceBody(ownAddress.id, { renewsId: licence.id }),
    );
    expect(renew.statusCode).toBe(404);
    expect((await getAll(intruder)).mappedResults.map((a) => a.id)).toEqual([ownAddress.id]);
    expect((await getAll(owner)).mappedResults[0]).toMatchObject({ city: 'Columbus' });
  });
});
