// The back office's catalogue, allocations and staff accounts over HTTP (issue 20 points 1 and 4,
// ADR 0031): an item's price at a level reaches the buyer at that level, an inactive item leaves
// search, allocations set and changed reach the storefront's remaining allocation and checkout,
// staff created, re-roled and deactivated (sessions end), never the last administrator; every
// change with its audit row, and the role gates.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paths,
  type AdminAllocation,
  type AdminAllocationsPage,
  type AdminItemDetails,
  type AdminItemsPage,
  type AdminStaffMember,
  type AdminStaffPage,
  type AuditPage,
  type AuditStaffResponse,
  adminPaths,
} from '@medsupply/contract';
import { queryRows } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createCatalogItem } from '../../../test/factories.ts';
import { signedInStaff, staffSignIn } from '../../../test/staff-factories.ts';
import {
  addToCart,
  contactOf,
  createClinic,
  createStockItem,
  placeOrder,
  type Clinic,
} from '../checkout/checkout.fixtures.ts';

type Headers = { authorization: string };
let t: TestContext;
let clinic: Clinic;
let desk: { headers: Headers; staff: { id: number } };
let admin: { headers: Headers; staff: { id: number } };

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  clinic = await createClinic(t.db, { creditCents: 100_000_000 });
  desk = await signedInStaff(t.app, t.db, ['order_desk']);
  admin = await signedInStaff(t.app, t.db, ['administrator']);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const withId = (path: string, id: number) => path.replace(':id', String(id));

async function lastAudit(entityType: string, entityId: number, action?: string) {
  const res = await call(
    'GET',
    `${adminPaths.audit}?entityType=${entityType}&entityId=${entityId}&limit=1${action ? `&action=${action}` : ''}`,
    admin.headers,
  );
  expect(res.statusCode).toBe(200);
  return res.json<AuditPage>().results[0];
}

describe('items', () => {
  it('finds items by number, MPN or name, exact numbers first, and filters inactive ones', async () => {
    const item = await createCatalogItem(t.db, { itemName: 'ZQX-100', displayName: 'Zeta gauze pad' });
    await createCatalogItem(t.db, { itemName: 'ZQX-1000', displayName: 'Zeta gauze roll' });
    const res = await call('GET', `${adminPaths.items}?q=zqx-100`, desk.headers);
    expect(res.statusCode).toBe(200);
    const page = res.json<AdminItemsPage>();
    expect(page.results.map((r) => r.itemName)).toEqual(['ZQX-100', 'ZQX-1000']);
    expect(page.total).toBe(2);
    const byName = await call('GET', `${adminPaths.items}?q=gauze%20roll`, desk.headers);
    expect(byName.json<AdminItemsPage>().results.map((r) => r.itemName)).toEqual(['ZQX-1000']);
    const inactive = await call('GET', `${adminPaths.items}?q=zqx&status=inactive`, desk.headers);
    expect(inactive.json<AdminItemsPage>().total).toBe(0);
    const details = await call('GET', withId(adminPaths.item, item.item.id), desk.headers);
    expect(details.statusCode).toBe(200);
    const body = details.json<AdminItemDetails>();
    expect(body.prices.map((p) => p.priceLevel)).toContain('Base Price');
    expect(body.options.rxLevels.length).toBeGreaterThan(0);
    expect((await call('GET', withId(adminPaths.item, 2_000_000), desk.headers)).statusCode).toBe(404);
  });

  it("changes a price level's price: the buyer at that level sees it, with the audit row", async () => {
    const item = await createStockItem(t.db);
    const buyer = await contactOf(t, clinic.accountId);
    const seen = async () =>
      (await buyer.get(`${paths.catalog.item}?id=${item.id}`)).body as { price?: number | null };
    expect((await seen()).price).toBe(12);
    const details = await call('GET', withId(adminPaths.item, item.id), desk.headers);
    const base = details.json<AdminItemDetails>().prices.find((p) => p.priceLevel === 'Base Price');
    if (!base) throw new Error('no Base Price level');
    const res = await call('PATCH', withId(adminPaths.item, item.id), desk.headers, {
      prices: [{ priceLevelId: base.priceLevelId, price: 9.95 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminItemDetails>().prices.find((p) => p.priceLevel === 'Base Price')?.price).toBe(9.95);
    expect((await seen()).price).toBe(9.95);
    const entry = await lastAudit('item', item.id);
    expect(entry?.action).toBe('item.update');
    expect((entry?.before?.['prices'] as Record<string, number>)['Base Price']).toBe(12);
    expect((entry?.after?.['prices'] as Record<string, number>)['Base Price']).toBe(9.95);

    // Clearing the level's own price falls back to List Price ($15).
    await call('PATCH', withId(adminPaths.item, item.id), desk.headers, {
      prices: [{ priceLevelId: base.priceLevelId, price: null }],
    });
    expect((await seen()).price).toBe(15);
  });

  it('takes an inactive item out of the storefront search and listing, and back', async () => {
    const item = await createCatalogItem(t.db, { itemName: 'QWZ-777', displayName: 'Quokka wound wash' });
    const search = async () => {
      const res = await t.app.inject({ method: 'GET', url: `${paths.catalog.paginate}?searchTerm=quokka` });
      expect(res.statusCode).toBe(200);
      return res.json<{ results: Array<{ id: number }> }>().results.map((r) => r.id);
    };
    expect(await search()).toContain(item.item.id);
    const off = await call('PATCH', withId(adminPaths.item, item.item.id), desk.headers, { inactive: true });
    expect(off.statusCode).toBe(200);
    expect(await search()).not.toContain(item.item.id);
    const quick = await t.app.inject({ method: 'GET', url: `${paths.catalog.getItemList}?search=QWZ-777` });
    expect(JSON.stringify(quick.json())).not.toContain('QWZ-777');
    await call('PATCH', withId(adminPaths.item, item.item.id), desk.headers, { inactive: false });
    expect(await search()).toContain(item.item.id);
  });

  it('marks an item restricted, and the add to cart is refused', async () => {
    const item = await createStockItem(t.db);
    const res = await call('PATCH', withId(adminPaths.item, item.id), desk.headers, { restricted: true });
    expect(res.json<AdminItemDetails>().restricted).toBe(true);
    const buyer = await contactOf(t, clinic.accountId);
    const add = await buyer.post(paths.cart.addItem, { itemId: item.id, quantity: 1 });
    expect(add.status).not.toBe(200);
  });

  it('changes the Rx level and the default unit, refusing unknown levels, units and empty edits', async () => {
    const item = await createStockItem(t.db);
    const details = (
      await call('GET', withId(adminPaths.item, item.id), desk.headers)
    ).json<AdminItemDetails>();
    const rx = await call('PATCH', withId(adminPaths.item, item.id), desk.headers, { rxLevel: 1 });
    expect(rx.json<AdminItemDetails>().rxLevel).toBe(1);
    const unit = await call('PATCH', withId(adminPaths.item, item.id), desk.headers, {
      defaultUnitId: item.boxUnit,
    });
    expect(unit.statusCode, unit.body).toBe(200);
    expect(unit.json<AdminItemDetails>().defaultUnitId).toBe(item.boxUnit);
    const otherType = details.options.unitTypes.find((u) => u.id !== details.unitTypeId);
    const foreignUnit = otherType?.units[0]?.id;
    if (foreignUnit !== undefined) {
      const bad = await call('PATCH', withId(adminPaths.item, item.id), desk.headers, {
        defaultUnitId: foreignUnit,
      });
      expect(bad.statusCode).toBe(400);
    }
    for (const payload of [
      { rxLevel: 999 },
      {},
      { prices: [{ priceLevelId: 999_999, price: 1 }] },
      { prices: [{ priceLevelId: 1, price: 1.005 }] },
      { inactive: 'yes' },
    ]) {
      const res = await call('PATCH', withId(adminPaths.item, item.id), desk.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
  });

  it('is open to the order desk and administrators, not to content or compliance', async () => {
    const content = await signedInStaff(t.app, t.db, ['content']);
    const compliance = await signedInStaff(t.app, t.db, ['compliance']);
    expect((await call('GET', adminPaths.items, content.headers)).statusCode).toBe(403);
    expect((await call('GET', adminPaths.allocations, compliance.headers)).statusCode).toBe(403);
    expect((await call('GET', adminPaths.items, admin.headers)).statusCode).toBe(200);
  });
});

describe('allocations', () => {
  it("sets and changes an account's allocation: the storefront's remaining allocation and checkout follow", async () => {
    const item = await createStockItem(t.db, { allocationMax: 2 });
    const buyer = await contactOf(t, clinic.accountId);
    const remaining = async () =>
      (
        (await buyer.post(paths.allocation.getItemAllocation, { itemId: item.id })).body as {
          allocationMax: number | null;
        }
      ).allocationMax;
    expect(await remaining()).toBe(2);

    const set = await call('PUT', adminPaths.allocations, desk.headers, {
      accountId: clinic.accountId,
      itemId: item.id,
      maxQuantity: 5,
    });
    expect(set.statusCode, set.body).toBe(200);
    const allocation = set.json<AdminAllocation>();
    expect(allocation).toMatchObject({ maxQuantity: 5, usedQuantity: 0, period: 'month' });
    expect(await remaining()).toBe(5);
    expect((await lastAudit('allocation', allocation.id))?.action).toBe('allocation.set');

    await addToCart(buyer, item.id, 4);
    const placed = await placeOrder(t, buyer, {
      shipAddressId: clinic.licensed,
      billAddressId: clinic.licensed,
      payment: { type: 'terms' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    // Below what was ordered: refused, nothing written.
    const below = await call('PATCH', withId(adminPaths.allocation, allocation.id), desk.headers, {
      maxQuantity: 3,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json<{ message: string }>().message).toContain('already ordered 4');

    const change = await call('PATCH', withId(adminPaths.allocation, allocation.id), desk.headers, {
      maxQuantity: 6,
    });
    expect(change.statusCode).toBe(200);
    expect(change.json<AdminAllocation>()).toMatchObject({ maxQuantity: 6, usedQuantity: 4 });
    expect(await remaining()).toBe(2);
    const entry = await lastAudit('allocation', allocation.id);
    expect(entry?.before?.['maxQuantity']).toBe(5);
    expect(entry?.after?.['maxQuantity']).toBe(6);

    // Set again for the same period: the same row, changed.
    const again = await call('PUT', adminPaths.allocations, desk.headers, {
      accountId: clinic.accountId,
      itemId: item.id,
      maxQuantity: 4,
    });
    expect(again.json<AdminAllocation>().id).toBe(allocation.id);
    expect(await remaining()).toBe(0);

    const list = await call('GET', `${adminPaths.allocations}?itemId=${item.id}`, desk.headers);
    expect(list.json<AdminAllocationsPage>().results).toHaveLength(1);
  });

  it('sets a quarter for a future day, and refuses items not on allocation and unknown accounts', async () => {
    const item = await createStockItem(t.db, { allocationMax: 1 });
    await call('PATCH', withId(adminPaths.item, item.id), desk.headers, { allocationPeriod: 'quarter' });
    const res = await call('PUT', adminPaths.allocations, desk.headers, {
      accountId: clinic.accountId,
      itemId: item.id,
      day: '2030-05-20',
      maxQuantity: 10,
    });
    expect(res.json<AdminAllocation>()).toMatchObject({ periodStart: '2030-04-01', periodEnd: '2030-06-30' });
    const byNumbers = await call('PUT', adminPaths.allocations, desk.headers, {
      accountNumber: (
        await queryRows<{ n: string }>(
          t.db,
          sql`SELECT account_number AS n FROM accounts WHERE id = ${clinic.accountId}`,
        )
      )[0]?.n,
      itemName: (
        await queryRows<{ n: string }>(t.db, sql`SELECT item_name AS n FROM items WHERE id = ${item.id}`)
      )[0]?.n,
      day: '2030-05-21',
      maxQuantity: 12,
    });
    expect(byNumbers.statusCode, byNumbers.body).toBe(200);
    expect(byNumbers.json<AdminAllocation>()).toMatchObject({
      id: res.json<AdminAllocation>().id,
      maxQuantity: 12,
    });
    const missing = await call('PUT', adminPaths.allocations, desk.headers, {
      itemId: item.id,
      maxQuantity: 1,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('account number');
    const plain = await createStockItem(t.db);
    const refused = await call('PUT', adminPaths.allocations, desk.headers, {
      accountId: clinic.accountId,
      itemId: plain.id,
      maxQuantity: 1,
    });
    expect(refused.statusCode).toBe(400);
    const noAccount = await call('PUT', adminPaths.allocations, desk.headers, {
      accountId: 2_000_000,
      itemId: item.id,
      maxQuantity: 1,
    });
    expect(noAccount.statusCode).toBe(404);
    const negative = await call('PUT', adminPaths.allocations, desk.headers, {
      accountId: clinic.accountId,
      itemId: item.id,
      maxQuantity: -1,
    });
    expect(negative.statusCode).toBe(400);
  });
});

describe('staff accounts', () => {
  const newMember = (username: string, roles: string[]) => ({
    username,
    email: `${username}@store.example`,
    firstName: 'Casey',
    lastName: 'Content',
    roles,
    password: 'Welcome!2026',
  });

  it('creates a member who signs in with the roles given; usernames stay unique', async () => {
    const res = await call(
      'POST',
      adminPaths.staff,
      admin.headers,
      newMember(`casey${process.pid}`, ['content']),
    );
    expect(res.statusCode, res.body).toBe(200);
    const member = res.json<AdminStaffMember>();
    expect(member).toMatchObject({ roles: ['content'], isActive: true });
    const session = await staffSignIn(t.app, member.username, 'Welcome!2026');
    expect(session.session.staff.areas).toEqual(['content']);
    expect((await call('GET', adminPaths.items, session.headers)).statusCode).toBe(403);
    const entry = await lastAudit('staff', member.id, 'staff.create');
    expect(entry?.after?.['roles']).toEqual(['content']);
    expect(JSON.stringify(entry)).not.toContain('Welcome!2026');
    const again = await call(
      'POST',
      adminPaths.staff,
      admin.headers,
      newMember(member.username, ['content']),
    );
    expect(again.statusCode).toBe(409);
    const list = await call('GET', `${adminPaths.staff}?q=${member.username}`, admin.headers);
    expect(list.json<AdminStaffPage>().results.map((m) => m.id)).toEqual([member.id]);
  });

  it('refuses bad input with 400 and clear messages', async () => {
    for (const payload of [
      { ...newMember('ok1', ['content']), roles: [] },
      { ...newMember('ok2', ['content']), roles: ['superuser'] },
      { ...newMember('has space', ['content']) },
      { ...newMember('ok3', ['content']), password: 'short' },
      { ...newMember('ok4', ['content']), email: 'not-an-email' },
    ]) {
      const res = await call('POST', adminPaths.staff, admin.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('changes roles (effective at once) and deactivation ends their sessions', async () => {
    const created = await call(
      'POST',
      adminPaths.staff,
      admin.headers,
      newMember(`dana${process.pid}`, ['content']),
    );
    const member = created.json<AdminStaffMember>();
    const session = await staffSignIn(t.app, member.username, 'Welcome!2026');
    const roles = await call('PATCH', withId(adminPaths.staffMember, member.id), admin.headers, {
      roles: ['order_desk'],
    });
    expect(roles.json<AdminStaffMember>().roles).toEqual(['order_desk']);
    expect((await call('GET', adminPaths.items, session.headers)).statusCode).toBe(200);
    const off = await call('PATCH', withId(adminPaths.staffMember, member.id), admin.headers, {
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await call('GET', adminPaths.me, session.headers)).statusCode).toBe(401);
    const sessions = await queryRows<{ live: number }>(
      t.db,
      sql`SELECT count(*)::int AS live FROM staff_sessions WHERE staff_id = ${member.id} AND ended_at IS NULL`,
    );
    expect(sessions[0]?.live).toBe(0);
    const entry = await lastAudit('staff', member.id, 'staff.deactivate');
    expect(entry?.before?.['isActive']).toBe(true);
    expect(entry?.after?.['sessionsEnded']).toBe(1);
    const signIn = await t.app.inject({
      method: 'POST',
      url: adminPaths.login,
      payload: { username: member.username, password: 'Welcome!2026' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('never leaves the store without an active administrator', async () => {
    // Only administrators of this test remain active.
    await t.db.execute(
      sql`UPDATE staff_members SET is_active = false WHERE 'administrator' = ANY(roles) AND id <> ${admin.staff.id}`,
    );
    const self = await call('PATCH', withId(adminPaths.staffMember, admin.staff.id), admin.headers, {
      roles: ['content'],
    });
    expect(self.statusCode).toBe(400);
    expect(self.json<{ message: string }>().message).toContain('at least one active administrator');
    const deactivate = await call('PATCH', withId(adminPaths.staffMember, admin.staff.id), admin.headers, {
      isActive: false,
    });
    expect(deactivate.statusCode).toBe(400);
    // With a second administrator, the first may step down.
    const second = await call(
      'POST',
      adminPaths.staff,
      admin.headers,
      newMember(`erin${process.pid}`, ['administrator']),
    );
    expect(second.statusCode).toBe(200);
    const stepDown = await call('PATCH', withId(adminPaths.staffMember, admin.staff.id), admin.headers, {
      roles: ['administrator', 'content'],
    });
    expect(stepDown.statusCode).toBe(200);
  });

  it('is for administrators only; the audit page lists staff names for compliance', async () => {
    const content = await signedInStaff(t.app, t.db, ['content']);
    const compliance = await signedInStaff(t.app, t.db, ['compliance']);
    expect((await call('GET', adminPaths.staff, desk.headers)).statusCode).toBe(403);
    expect(
      (await call('POST', adminPaths.staff, compliance.headers, newMember('x1', ['content']))).statusCode,
    ).toBe(403);
    const names = await call('GET', adminPaths.auditStaff, compliance.headers);
    expect(names.statusCode).toBe(200);
    expect(names.json<AuditStaffResponse>().staff.length).toBeGreaterThan(1);
    expect((await call('GET', adminPaths.auditStaff, content.headers)).statusCode).toBe(403);
  });
  it('two administrators taking the role from each other at once leave one administrator', async () => {
    const a = await signedInStaff(t.app, t.db, ['administrator']);
    const b = await signedInStaff(t.app, t.db, ['administrator']);
    await t.db.execute(
      sql`UPDATE staff_members SET is_active = false
        WHERE 'administrator' = ANY(roles) AND id NOT IN (${a.staff.id}, ${b.staff.id})`,
    );
    const answers = await Promise.all([
      call('PATCH', withId(adminPaths.staffMember, b.staff.id), a.headers, { roles: ['content'] }),
      call('PATCH', withId(adminPaths.staffMember, a.staff.id), b.headers, { roles: ['content'] }),
    ]);
    // One demotion goes through. The other is refused: as taking the last administrator away (400)
    // when both were in flight together, or with 403 when it came after the first had committed
    // (its sender is no administrator any more).
    const statuses = answers.map((r) => r.statusCode).sort();
    expect([
      [200, 400],
      [200, 403],
    ]).toContainEqual(statuses);
    const left = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM staff_members WHERE is_active AND 'administrator' = ANY(roles)`,
    );
    expect(left[0]?.n).toBe(1);
  });
});
