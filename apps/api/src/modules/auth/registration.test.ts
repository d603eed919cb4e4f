// Becoming a customer: access requests, the registration form's lists and the account application,
// with the staff notices received by a local SMTP server (service spec §7, §8).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, paths } from '@medsupply/contract';
import { accessRequests, accounts, addresses, users } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  createAccount as createTestAccount,
  createUser,
  ensureBusinessType,
  ensureContactRole,
  setAccountStatus,
} from '../../../test/factories.ts';
import { startMailServer, type MailServer } from '../../../test/mail-server.ts';

let t: TestContext;
let smtp: MailServer;
let clinicType: number;
let dentalType: number;
let buyerRole: number;
let ownerRole: number;
let counter = 0;

// Each request from an address of its own: these tests are about the form, not its rate limits
// (http/write-limits.ts, tested in test/security.test.ts).
let requestCount = 0;
const post = (url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: `198.51.100.${(requestCount += 1) % 250}`,
    payload: payload as Record<string, unknown>,
  });

beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestContext({ env: { SMTP_URL: smtp.url } });
  clinicType = await ensureBusinessType(t.db, 'Physician Practice');
  dentalType = await ensureBusinessType(t.db, 'Dental Office');
  buyerRole = await ensureContactRole(t.db, 'Purchasing');
  ownerRole = await ensureContactRole(t.db, 'Owner');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('business types and contact roles', () => {
  it('lists both, each by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: paths.auth.getBusinessTypesandContactRoles });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      businessTypes: [
        { id: dentalType, name: 'Dental Office' },
        { id: clinicType, name: 'Physician Practice' },
      ],
      contactRoles: [
        { id: ownerRole, name: 'Owner' },
        { id: buyerRole, name: 'Purchasing' },
      ],
    });
  });
});

describe('access requests', () => {
  const request = (overrides: Record<string, unknown> = {}) => ({
    company: 'Riverbend Family Medicine',
    firstName: 'Dana',
    lastName: 'Okafor',
    phone: '(555) 201-3344',
    email: `  Dana.Okafor${(counter += 1)}@Riverbend.EXAMPLE `,
    ...overrides,
  });

  it('stores the request with the e-mail trimmed and lower-cased, and tells the staff', async () => {
    const body = request();
    const res = await post(paths.auth.requestAccess, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your request has been created' });

    const email = body.email.trim().toLowerCase();
    const rows = await t.db.select().from(accessRequests).where(eq(accessRequests.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company: 'Riverbend Family Medicine',
      firstName: 'Dana',
      lastName: 'Okafor',
      phone: '(555) 201-3344',
      status: 'new',
    });

    const mail = await smtp.waitFor((m) => m.text.includes(email));
    expect(mail.to).toEqual([t.config.store.supportEmail]);
    expect(mail.subject).toBe('Access request: Riverbend Family Medicine');
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${email}`, 'im'));
    expect(mail.text).toContain('Name: Dana Okafor');
  });

  it('keeps user input out of the mail’s headers and HTML', async () => {
    const email = `mallory${(counter += 1)}@example.com`;
    const res = await post(
      paths.auth.requestAccess,
      request({ company: 'Evil <b>Co</b>\r\nBcc: victim@example.com', email }),
    );
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.text.includes(email));
    expect(mail.to).toEqual([t.config.store.supportEmail]);
    const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(mail.text).not.toMatch(/^Bcc:/im);
    expect(mail.text).toContain('Company: Evil <b>Co</b> Bcc: victim@example.com');
    expect(mail.html).toContain('Evil &lt;b&gt;Co&lt;/b&gt;');
  });

  it.each([
    ['an invalid e-mail', { email: 'dana@riverbend' }, 'Invalid email address'],
    ['a missing company', { company: undefined }, 'company'],
    ['a blank first name', { firstName: '  ' }, 'First name is required'],
    ['a number as phone', { phone: 5552013344 }, 'phone'],
    ['an overlong company', { company: 'C'.repeat(201) }, 'Company must be at most 200 characters'],
  ])('answers 400 with a message for %s', async (_name, overrides, message) => {
    const res = await post(paths.auth.requestAccess, request(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('account application', () => {
  const application = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return {
      companyName: 'Harbor Urgent Care',
      firstName: 'Lee',
      lastName: 'Santos',
      email: `Lee.Santos${counter}@Harbor.example`,
      phone: '555-410-2020',
      businessTypeId: clinicType,
      contactRoleId: buyerRole,
      address: { line1: '200 Harbor Way', line2: 'Suite 4', city: 'Portland', state: 'ME', zip: '04101' },
      password: 'harbor password 1',
      passwordMatch: 'harbor password 1',
      ...overrides,
    };
  };

  it('creates an account awaiting approval, its admin contact and address, and says so', async () => {
    const body = application();
    const res = await post(paths.auth.createAccount, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: authMessages.accountApplicationReceived });
    expect(res.json().message).toMatch(/^Thank you! Your account application has been received/);

    const email = body.email.toLowerCase();
    const [user] = await t.db.select().from(users).where(eq(users.username, email));
    expect(user).toMatchObject({
      email,
      firstName: 'Lee',
      lastName: 'Santos',
      isAdmin: true,
      contactRoleId: buyerRole,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [account] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, user?.accountId ?? 0));
    expect(account).toMatchObject({
      accountName: 'Harbor Urgent Care',
      status: 'pending_approval',
      businessTypeId: clinicType,
      hasTerms: false,
      creditLimitCents: 0,
      parentId: null,
    });
    const rows = await t.db
      .select()
      .from(addresses)
      .where(eq(addresses.accountId, account?.id ?? 0));
    expect(rows).toEqual([
      expect.objectContaining({
        line1: '200 Harbor Way',
        line2: 'Suite 4',
        city: 'Portland',
        state: 'ME',
        zip: '04101',
        country: 'US',
        defaultShipping: true,
        defaultBilling: true,
      }),
    ]);

    // The staff and the applicant hear of it.
    const staff = await smtp.waitFor(
      (m) => m.to.includes(t.config.store.supportEmail) && m.text.includes(email),
    );
    expect(staff.subject).toBe('Account application: Harbor Urgent Care');
    expect(staff.text).toContain('Business type: Physician Practice');
    const applicant = await smtp.waitFor((m) => m.to.includes(email));
    expect(applicant.text).toContain('Hello Lee,');

    // Nobody signs in before approval; after it, the chosen password works.
    const early = await post(paths.auth.login, { username: email, password: 'harbor password 1' });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(authMessages.accountPendingApproval);
    await setAccountStatus(t.db, account?.id ?? 0, 'active');
    const later = await post(paths.auth.login, { username: body.email, password: 'harbor password 1' });
    expect(later.statusCode).toBe(200);
    expect(later.json().user.account.accountName).toBe('Harbor Urgent Care');
  });

  it('accepts an application without a password', async () => {
    const body = application({ password: undefined, passwordMatch: undefined });
    expect((await post(paths.auth.createAccount, body)).statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.username, body.email.toLowerCase()));
    expect(user?.passwordHash).toBeNull();
  });

  it('answers an e-mail that already has a login as any other, creates nothing and mails its owner', async () => {
    const account = await createTestAccount(t.db);
    const existing = await createUser(t.db, { accountId: account.id });
    const res = await post(
      paths.auth.createAccount,
      application({ email: `  ${existing.username.toUpperCase()}` }),
    );
    // Issue 16 point 6: the form does not tell who has a login here.
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: authMessages.accountApplicationReceived });
    const toOwner = await smtp.waitFor((m) => m.to.includes(existing.email));
    expect(toOwner.subject).toBe(`Your ${t.config.store.name} login`);
    expect(toOwner.text).toContain('already has a login');
    const logins = await t.db.select().from(users).where(eq(users.username, existing.username));
    expect(logins).toHaveLength(1);
    expect(logins[0]?.accountId).toBe(account.id);

    const body = application();
    const first = await post(paths.auth.createAccount, body);
    const second = await post(paths.auth.createAccount, body);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
  });

  it('creates one account for two simultaneous applications with one e-mail, answering both alike', async () => {
    const body = application({ password: undefined, passwordMatch: undefined });
    const results = await Promise.all([
      post(paths.auth.createAccount, body),
      post(paths.auth.createAccount, body),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results[0].json()).toEqual(results[1].json());
    const rows = await t.db.select().from(users).where(eq(users.username, body.email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a short password', { password: 'short', passwordMatch: 'short' }, 'Must be at least 8 characters'],
    ['passwords that differ', { passwordMatch: 'something else' }, 'Passwords do not match'],
    ['an unknown business type', { businessTypeId: 987_654 }, authMessages.unknownBusinessType],
    ['an unknown contact role', { contactRoleId: 987_654 }, authMessages.unknownContactRole],
    ['an invalid e-mail', { email: 'lee@harbor' }, 'Invalid email address'],
    ['a missing address', { address: undefined }, 'address'],
    ['a missing city', { address: { line1: '1 A St', state: 'ME', zip: '04101' } }, 'address.city'],
    ['a business type as text', { businessTypeId: 'clinic' }, 'businessTypeId'],
    ['an overlong last name', { lastName: 'S'.repeat(101) }, 'Last name must be at most 100 characters'],
  ])('answers 400 with a message for %s and creates nothing', async (_name, overrides, message) => {
    const body = application(overrides);
    const res = await post(paths.auth.createAccount, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    if (typeof body.email === 'string') {
      const rows = await t.db.select().from(users).where(eq(users.username, body.email.toLowerCase()));
      expect(rows).toEqual([]);
    }
  });
});
