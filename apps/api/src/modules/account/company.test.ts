// The company pages' account calls over HTTP (issue 19 points 1, 3, 5, 6): the profile and its
// edit with the spec's validators; settings for admins only (403 otherwise), saved and read back;
// delivery days per ship-to with the cut-off and next dates; the dashboard's licence notices.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paths,
  type AccountSettings,
  type DeliveryDaysResponse,
  type OverviewResponse,
  type ProfileResponse,
} from '@medsupply/contract';
import { accounts, addressLicences, addresses, users } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  assignSalesRep,
  createAccount,
  createUser,
  ensureContactRole,
  ensureRxLevels,
  loginAs,
} from '../../../test/factories.ts';
import { preferencesOf } from './company.service.ts';

// Monday 1 June 2026, 10:00 in New York (before the 14:00 cut-off).
const NOW = new Date('2026-06-01T14:00:00Z');
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ now: () => NOW, workJobs: false });
  await ensureRxLevels(t.db);
});
afterAll(async () => t.close());

async function caller(options: { isAdmin?: boolean; accountId?: number } = {}) {
  const accountId = options.accountId ?? (await createAccount(t.db)).id;
  const user = await createUser(t.db, { accountId, isAdmin: options.isAdmin ?? false });
  const { headers } = await loginAs(t.db, t.config, user);
  return { accountId, userId: user.id, headers };
}

type Caller = Awaited<ReturnType<typeof caller>>;

const get = (c: Caller | null, url: string) =>
  t.app.inject({ method: 'GET', url, ...(c ? { headers: c.headers } : {}) });
const post = (c: Caller | null, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, ...(c ? { headers: c.headers } : {}) });

describe('profile', () => {
  it('shows the contact and the account’s name, number, terms and sales rep', async () => {
    const c = await caller();
    const roleId = await ensureContactRole(t.db, 'Physician');
    await t.db
      .update(users)
      .set({ contactRoleId: roleId, title: 'MD', phone: '6145550100' })
      .where(eq(users.id, c.userId));
    await assignSalesRep(t.db, c.accountId, { name: 'Dana Whitfield' });
    const res = await get(c, paths.account.getProfile);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json<ProfileResponse>();
    expect(profile.contact).toMatchObject({
      id: c.userId,
      title: 'MD',
      phone: '6145550100',
      contactRole: { id: roleId, name: 'Physician' },
    });
    expect(profile.account).toMatchObject({
      id: c.accountId,
      hasTerms: true,
      terms: 'Net 30',
      salesRep: { name: 'Dana Whitfield' },
    });
    expect(profile.account.accountNumber).toMatch(/^T/);
  });

  it('edits the contact’s own details', async () => {
    const c = await caller();
    const res = await post(c, paths.account.editProfile, {
      firstName: 'Alex',
      lastName: 'Morgan',
      email: 'Alex.Morgan@Lakeside.example',
      phone: '(614) 555-0199',
      title: 'Practice manager',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ProfileResponse>().contact).toMatchObject({
      firstName: 'Alex',
      email: 'alex.morgan@lakeside.example',
      phone: '(614) 555-0199',
      title: 'Practice manager',
    });
    const cleared = await post(c, paths.account.editProfile, {
      firstName: 'Alex',
      lastName: 'Morgan',
      email: 'alex@lakeside.example',
      phone: '',
      title: '',
    });
    expect(cleared.json<ProfileResponse>().contact).toMatchObject({ phone: null, title: null });
  });

  it('answers the spec’s messages for bad fields', async () => {
    const c = await caller();
    const base = { firstName: 'Alex', lastName: 'Morgan', email: 'alex@lakeside.example' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'alex@lakeside' }, 'Invalid email address'],
      [{ phone: '555-HELP' }, 'Must be a number'],
      [{ phone: '555-0101' }, 'Must be at least 10 characters'],
      [{ firstName: '' }, 'First name is required'],
    ];
    for (const [overrides, message] of cases) {
      const res = await post(c, paths.account.editProfile, { ...base, ...overrides });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
  });

  it('answers 401 to a visitor', async () => {
    expect((await get(null, paths.account.getProfile)).statusCode).toBe(401);
    const body = { firstName: 'Alex', lastName: 'Morgan', email: 'alex@lakeside.example' };
    expect((await post(null, paths.account.editProfile, body)).statusCode).toBe(401);
  });
});

describe('settings', () => {
  const settings: AccountSettings = {
    statementPreferences: {
      statementFrequency: 'quarterly',
      statementMethod: 'mail',
      statementIncludeInvoices: false,
    },
    accountPreferences: { approvalsNotification: false },
  };

  it('answers 403 to a contact who is not an admin, and 401 to a visitor', async () => {
    const c = await caller();
    expect((await get(c, paths.account.getSettings)).statusCode).toBe(403);
    expect((await post(c, paths.account.editSettings, settings)).statusCode).toBe(403);
    expect((await get(null, paths.account.getSettings)).statusCode).toBe(401);
  });

  it('saves the preferences for the statement and approval mails to read', async () => {
    const admin = await caller({ isAdmin: true });
    const before = (await get(admin, paths.account.getSettings)).json<AccountSettings>();
    expect(before).toEqual({
      statementPreferences: {
        statementFrequency: 'monthly',
        statementMethod: 'email',
        statementIncludeInvoices: true,
      },
      accountPreferences: { approvalsNotification: true },
    });
    const res = await post(admin, paths.account.editSettings, settings);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(settings);
    expect(await preferencesOf(t.db, admin.accountId)).toEqual(settings);
  });

  it('refuses unknown choices with a message', async () => {
    const admin = await caller({ isAdmin: true });
    const res = await post(admin, paths.account.editSettings, {
      ...settings,
      statementPreferences: { ...settings.statementPreferences, statementFrequency: 'daily' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('Choose weekly, monthly or quarterly');
  });
});

describe('delivery days', () => {
  it('lists each ship-to’s days (its own, else the account’s), the cut-off and the next dates', async () => {
    const c = await caller();
    await t.db
      .update(accounts)
      .set({ deliveryDays: ['Tuesday', 'Thursday'], dddShippingCutoffTime: '15:30' })
      .where(eq(accounts.id, c.accountId));
    const [main, annex] = await t.db
      .insert(addresses)
      .values([
        {
          accountId: c.accountId,
          label: 'Main',
          addressee: 'Main',
          line1: '1 A St',
          city: 'Columbus',
          state: 'OH',
          zip: '43219',
          defaultShipping: true,
        },
        {
          accountId: c.accountId,
          label: 'Annex',
          addressee: 'Annex',
          line1: '2 B St',
          city: 'Columbus',
          state: 'OH',
          zip: '43219',
          deliveryDays: ['Friday'],
        },
      ])
      .returning({ id: addresses.id });
    const res = await get(c, paths.account.deliveryDays);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<DeliveryDaysResponse>();
    expect(body).toMatchObject({
      provider: t.config.store.provider,
      dddShippingCutoffTime: '15:30',
      timeZone: 'America/New_York',
    });
    const byId = new Map(body.shipTos.map((s) => [s.addressId, s]));
    // Placed Monday before the cut-off: ships Monday, delivered from Tuesday on.
    expect(byId.get(main?.id ?? 0)).toMatchObject({
      deliveryDays: ['Tuesday', 'Thursday'],
      shipDate: '2026-06-01',
      nextDeliveryDates: ['2026-06-02', '2026-06-04', '2026-06-09', '2026-06-11'],
    });
    expect(byId.get(annex?.id ?? 0)).toMatchObject({
      deliveryDays: ['Friday'],
      nextDeliveryDates: ['2026-06-05', '2026-06-12', '2026-06-19', '2026-06-26'],
    });
    expect(body.shipTos[0]?.orderBy).toBe('2026-06-01T19:30:00.000Z');
  });
});

describe('dashboard licence notices', () => {
  it('shows verified licences within 60 days of expiry or expired, the most urgent first, unless renewed', async () => {
    const c = await caller();
    const [address] = await t.db
      .insert(addresses)
      .values({
        accountId: c.accountId,
        label: 'Main',
        addressee: 'Main',
        line1: '1 A St',
        city: 'Columbus',
        state: 'OH',
        zip: '43219',
      })
      .returning({ id: addresses.id });
    const addressId = address?.id ?? 0;
    await t.db.insert(addressLicences).values([
      { addressId, rxLevel: 3, licenceNumber: 'SOON', expiresOn: '2026-06-05', status: 'verified' },
      { addressId, rxLevel: 4, licenceNumber: 'LATER', expiresOn: '2026-07-20', status: 'verified' },
      { addressId, rxLevel: 5, licenceNumber: 'FAR', expiresOn: '2027-06-01', status: 'verified' },
      { addressId, rxLevel: 1, licenceNumber: 'GONE', expiresOn: '2026-05-01', status: 'verified' },
      { addressId, rxLevel: 2, licenceNumber: 'RENEWED', expiresOn: '2026-06-10', status: 'verified' },
      { addressId, rxLevel: 2, licenceNumber: 'RENEWAL', expiresOn: '2027-06-10', status: 'pending' },
    ]);
    const res = await get(c, paths.account.getOverViewData);
    expect(res.statusCode, res.body).toBe(200);
    const notices = res.json<OverviewResponse>().licenceNotices;
    expect(notices.map((n) => [n.licenceNumber, n.state, n.daysLeft])).toEqual([
      ['GONE', 'expired', -31],
      ['SOON', 'expiring', 4],
      ['LATER', 'expiring', 49],
    ]);
    expect(notices[1]?.notice).toBe('License SOON expires in 4 days.');
  });
});
