// Customer accounts over HTTP (issue 20 point 5, ADR 0029): searched by account or contact, read
// with links, contacts, addresses and licences and recent documents, and edited (terms, credit
// limit, price level, parent link) with the audit row's before and after; the role gate; a
// licence's document for compliance.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminCustomerDetails,
  type AdminCustomersPage,
  type AuditPage,
  type UpdateCustomerResponse,
  adminPaths,
} from '@medsupply/contract';
import { PARENT_LINK_MESSAGES } from '@medsupply/domain';
import { queryRows } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createAccount, createUser, ensurePriceLevel } from '../../../test/factories.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import { licenceDocumentStore } from '../addresses/addresses.service.ts';
import { addShipTo, balanceOf, createClinic } from '../checkout/checkout.fixtures.ts';

let t: TestContext;
let ar: { headers: { authorization: string } };
let admin: { headers: { authorization: string } };

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  ar = await signedInStaff(t.app, t.db, ['accounts_receivable']);
  admin = await signedInStaff(t.app, t.db, ['administrator']);
});
afterAll(async () => t.close());

const get = (url: string, headers = ar.headers) => t.app.inject({ method: 'GET', url, headers });
const patch = (id: number, payload: Record<string, unknown>, headers = ar.headers) =>
  t.app.inject({ method: 'PATCH', url: withId(adminPaths.customer, id), headers, payload });
const withId = (path: string, id: number) => path.replace(':id', String(id));

describe('customer accounts', () => {
  it('finds accounts by name, number and contact e-mail, and pages them', async () => {
    const account = await createAccount(t.db, { accountName: `Quillfeather Dental ${process.pid}` });
    await createUser(t.db, { accountId: account.id, username: `q.contact.${process.pid}@quill.example` });
    const byName = (await get(`${adminPaths.customers}?q=quillfeather`)).json<AdminCustomersPage>();
    expect(byName.results.map((r) => r.id)).toEqual([account.id]);
    expect(byName.results[0]).toMatchObject({
      accountNumber: account.accountNumber,
      status: 'active',
      priceLevel: 'Base Price',
      terms: 'Net 30',
      creditLimit: 5000,
      contactCount: 1,
    });
    const byContact = (
      await get(`${adminPaths.customers}?q=q.contact.${process.pid}`)
    ).json<AdminCustomersPage>();
    expect(byContact.results.map((r) => r.id)).toEqual([account.id]);
    const byNumber = (
      await get(`${adminPaths.customers}?q=${account.accountNumber}`)
    ).json<AdminCustomersPage>();
    expect(byNumber.results.map((r) => r.id)).toContain(account.id);
    await createAccount(t.db);
    const first = (await get(`${adminPaths.customers}?limit=1`)).json<AdminCustomersPage>();
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.results).toHaveLength(1);
    const second = (await get(`${adminPaths.customers}?limit=1&page=2`)).json<AdminCustomersPage>();
    expect(second).toMatchObject({ limit: 1, page: 2 });
    expect(second.results[0]?.id).not.toBe(first.results[0]?.id);
    expect((await get(`${adminPaths.customers}?status=closed`)).statusCode).toBe(400);
    expect((await get(`${adminPaths.customers}?q=%25`)).json<AdminCustomersPage>().results).toEqual([]);
  });

  it('reads an account with its contacts, addresses and licences, and its recent documents', async () => {
    const clinic = await createClinic(t.db);
    await createUser(t.db, { accountId: clinic.accountId, isAdmin: true });
    const res = await get(withId(adminPaths.customer, clinic.accountId));
    expect(res.statusCode, res.body).toBe(200);
    const details = res.json<AdminCustomerDetails>();
    expect(details).toMatchObject({
      id: clinic.accountId,
      terms: 'Net 30',
      creditLimit: 10000,
      rxLevels: [1],
    });
    expect(details.contacts).toHaveLength(1);
    expect(details.addresses.map((a) => a.label)).toEqual(
      expect.arrayContaining(['Main', 'Annex', 'Old Wing']),
    );
    const main = details.addresses.find((a) => a.label === 'Main');
    expect(main?.licences[0]).toMatchObject({ rxLevel: 1, status: 'verified', expiresOn: '2099-12-31' });
    expect(details.priceLevels.map((l) => l.name)).toContain('Base Price');
    expect(details.recentOrders).toEqual([]);
    expect((await get(withId(adminPaths.customer, 2_000_000_000))).statusCode).toBe(404);
  });

  it('edits terms, credit limit and price level once, with the audit row before and after', async () => {
    const clinic = await createClinic(t.db, { creditCents: 500_000 });
    // An open exposure of $1,200: the available credit is $3,800 of $5,000.
    await t.db.execute(
      sql`UPDATE accounts SET available_balance_cents = 380000 WHERE id = ${clinic.accountId}`,
    );
    const gold = await ensurePriceLevel(t.db, 'Gold');
    const res = await patch(clinic.accountId, { terms: 'Net 45', creditLimit: 7500, priceLevelId: gold });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UpdateCustomerResponse>().customer).toMatchObject({
      terms: 'Net 45',
      creditLimit: 7500,
      availableBalance: 6300,
      priceLevel: { id: gold, name: 'Gold' },
    });
    expect(await balanceOf(t.db, clinic.accountId)).toBe(630_000);
    const audit = (
      await get(`${adminPaths.audit}?action=customer.update&entityId=${clinic.accountId}`, admin.headers)
    ).json<AuditPage>();
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0]).toMatchObject({
      entityType: 'account',
      before: { terms: 'Net 30', creditLimitCents: 500_000, availableBalanceCents: 380_000 },
      after: {
        terms: 'Net 45',
        creditLimitCents: 750_000,
        availableBalanceCents: 630_000,
        priceLevelId: gold,
      },
    });

    // Off terms: checkout no longer offers them; the same value again writes no audit row.
    const off = await patch(clinic.accountId, { terms: null });
    expect(off.json<UpdateCustomerResponse>().customer.terms).toBeNull();
    const [row] = await queryRows<{ has_terms: boolean }>(
      t.db,
      sql`SELECT has_terms FROM accounts WHERE id = ${clinic.accountId}`,
    );
    expect(row?.has_terms).toBe(false);
    await patch(clinic.accountId, { terms: null });
    const after = (
      await get(`${adminPaths.audit}?action=customer.update&entityId=${clinic.accountId}`, admin.headers)
    ).json<AuditPage>();
    expect(after.total).toBe(2);
  });

  it('refuses bad input with 400 and a clear message', async () => {
    const account = await createAccount(t.db);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Nothing to change'],
      [{ terms: 'Net thirty' }, "Terms must be 'Net N'"],
      [{ creditLimit: -1 }, 'Credit limit cannot be negative'],
      [{ creditLimit: 10.005 }, 'at most two decimals'],
      [{ priceLevelId: 2_000_000_000 }, 'Unknown price level.'],
      [{ parentId: 2_000_000_000 }, 'The chosen parent account does not exist.'],
      [{ parentId: account.id }, PARENT_LINK_MESSAGES.self],
      [{ status: 'inactive' }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await patch(account.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await patch(2_000_000_000, { terms: 'Net 30' })).statusCode).toBe(404);
  });

  it('links a child to a parent and unlinks it; accounts stay one level deep', async () => {
    const parent = await createAccount(t.db, { accountName: 'Harbor Health Group' });
    const child = await createAccount(t.db, { accountName: 'Harbor Health East' });
    const other = await createAccount(t.db);
    const linked = await patch(child.id, { parentId: parent.id });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<UpdateCustomerResponse>().customer.parent).toMatchObject({ id: parent.id });
    const parentView = (await get(withId(adminPaths.customer, parent.id))).json<AdminCustomerDetails>();
    expect(parentView.children.map((c) => c.id)).toEqual([child.id]);
    // A child cannot be a parent, and a parent cannot become a child.
    expect((await patch(other.id, { parentId: child.id })).body).toContain(
      PARENT_LINK_MESSAGES.parentIsChild,
    );
    expect((await patch(parent.id, { parentId: other.id })).body).toContain(PARENT_LINK_MESSAGES.hasChildren);
    const unlinked = await patch(child.id, { parentId: null });
    expect(unlinked.json<UpdateCustomerResponse>().customer.parent).toBeNull();
  });

  it('keeps accounts to roles that open customers', async () => {
    const account = await createAccount(t.db);
    const content = await signedInStaff(t.app, t.db, ['content']);
    const desk = await signedInStaff(t.app, t.db, ['order_desk']);
    expect((await get(adminPaths.customers, content.headers)).statusCode).toBe(403);
    expect((await get(withId(adminPaths.customer, account.id), desk.headers)).statusCode).toBe(403);
    expect((await patch(account.id, { terms: 'Net 15' }, desk.headers)).statusCode).toBe(403);
    const compliance = await signedInStaff(t.app, t.db, ['compliance']);
    expect((await get(withId(adminPaths.customer, account.id), compliance.headers)).statusCode).toBe(200);
  });
});

describe('licence documents', () => {
  it('serves a pending licence document to compliance, and 404 when there is none', async () => {
    const clinic = await createClinic(t.db);
    const addressId = await addShipTo(t.db, clinic.accountId, {
      label: 'Lab',
      zip: '88013',
      licences: [{ rxLevel: 1, expiresOn: '2031-01-31', status: 'pending', number: 'RX-DOC-1' }],
    });
    const [licence] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM address_licences WHERE address_id = ${addressId}`,
    );
    const id = licence?.id ?? 0;
    const compliance = await signedInStaff(t.app, t.db, ['compliance']);
    expect((await get(withId(adminPaths.licenceDocument, id), compliance.headers)).statusCode).toBe(404);
    const key = await licenceDocumentStore(t.config.dataDir).save(
      Buffer.from('%PDF-1.4 test'),
      'application/pdf',
    );
    await t.db.execute(
      sql`UPDATE address_licences SET document_key = ${key}, document_type = 'application/pdf',
        document_name = 'licence.pdf' WHERE id = ${id}`,
    );
    const res = await get(withId(adminPaths.licenceDocument, id), compliance.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.body).toContain('%PDF-1.4');
    const content = await signedInStaff(t.app, t.db, ['content']);
    expect((await get(withId(adminPaths.licenceDocument, id), content.headers)).statusCode).toBe(403);
  });
});
