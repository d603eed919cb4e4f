// Contacts over HTTP (service spec §7 /api/contacts/*, issue 19 point 4): admins only; the generic
// paginate at 100 a page; create with an invitation mail whose link sets the password once and then
// signs in; edit of role and permissions; delete as deactivation that ends the contact's sessions;
// an admin cannot remove their own admin right or the last admin, even when two admins race; ids of
// another account refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, paths, type Contact, type ContactsPage } from '@medsupply/contract';
import {
  LAST_ADMIN_MESSAGE,
  OWN_ADMIN_MESSAGE,
  OWN_APPROVAL_MESSAGE,
  OWN_LOGIN_MESSAGE,
} from '@medsupply/domain';
import { contactInvitations, users } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createAccount, createUser, ensureContactRole, loginAs } from '../../../test/factories.ts';
import { mailsTo } from '../../../test/outbox-mail.ts';

let t: TestContext;
let roleId: number;

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  roleId = await ensureContactRole(t.db, 'Office Manager');
});
afterAll(async () => t.close());

interface Caller {
  accountId: number;
  userId: number;
  headers: { authorization: string };
}

async function callerOf(accountId: number, isAdmin: boolean): Promise<Caller> {
  const user = await createUser(t.db, { accountId, isAdmin });
  const { headers } = await loginAs(t.db, t.config, user);
  return { accountId, userId: user.id, headers };
}

async function newAdmin(): Promise<Caller> {
  return callerOf((await createAccount(t.db)).id, true);
}

const send = (caller: Caller | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(caller ? { headers: caller.headers } : {}),
  });

let serial = 0;
const newContact = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    email: `nurse${serial}-${process.pid}@lakeside.example`,
    firstName: 'Nora',
    lastName: `Nurse${serial}`,
    phone: '614 555 0102',
    title: 'Head nurse',
    contactRoleId: roleId,
    isAdmin: false,
    isPriceVisible: true,
    ordersNeedApproval: true,
    ...overrides,
  };
};

async function create(caller: Caller, overrides: Record<string, unknown> = {}): Promise<Contact> {
  const res = await send(caller, 'POST', paths.contacts.create, newContact(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ contact: Contact }>().contact;
}

const byIdUrl = (id: number | string) => paths.contacts.byId.replace(':id', String(id));

describe('who may call', () => {
  it('answers 401 to visitors and 403 to contacts who are not admins, on every call', async () => {
    const admin = await newAdmin();
    const buyer = await callerOf(admin.accountId, false);
    const calls: Array<['GET' | 'POST' | 'PATCH', string, unknown]> = [
      ['GET', paths.contacts.paginate, undefined],
      ['GET', byIdUrl(admin.userId), undefined],
      ['POST', paths.contacts.create, newContact()],
      ['PATCH', paths.contacts.edit, { id: admin.userId, title: 'x' }],
      ['POST', paths.contacts.delete, { id: admin.userId }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await send(null, method, url, payload)).statusCode).toBe(401);
      expect((await send(buyer, method, url, payload)).statusCode).toBe(403);
    }
  });
});

describe('listing', () => {
  it('pages the account’s active contacts, 100 a page by default', async () => {
    const admin = await newAdmin();
    await create(admin);
    const res = await send(admin, 'GET', paths.contacts.paginate);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<ContactsPage>();
    expect(page).toMatchObject({ limit: 100, page: 1, pages: 1, total: 2 });
    expect(page.results.map((c) => c.id)).toContain(admin.userId);
    const small = (
      await send(admin, 'GET', `${paths.contacts.paginate}?limit=1&page=2`)
    ).json<ContactsPage>();
    expect(small).toMatchObject({ limit: 1, page: 2, pages: 2, total: 2 });
    expect(small.results).toHaveLength(1);
    expect((await send(admin, 'GET', `${paths.contacts.paginate}?limit=101`)).statusCode).toBe(400);
  });
});

describe('creating a contact and the invitation', () => {
  it('creates the contact with its role and permissions and mails a link that sets the password once', async () => {
    const admin = await newAdmin();
    const contact = await create(admin);
    expect(contact).toMatchObject({
      contactRole: { id: roleId, name: 'Office Manager' },
      isAdmin: false,
      isPriceVisible: true,
      ordersNeedApproval: true,
      isActive: true,
      invitationPending: true,
    });
    expect(contact.username).toBe(contact.email);

    const [mail] = await mailsTo(t, contact.email);
    expect(mail?.subject).toMatch(/invited/);
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x');
    const hash = link.searchParams.get('invitation') ?? '';
    const username = link.searchParams.get('username') ?? '';
    expect(username).toBe(contact.username);

    const valid = await send(null, 'POST', paths.auth.validateInvitation, { username, hash });
    expect(valid.json()).toEqual({ valid: true });
    const password = 'Invited!Pass2026';
    const accepted = await send(null, 'POST', paths.auth.acceptInvitation, {
      username,
      hash,
      password,
      passwordMatch: password,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ message: contactMessages.invitationAccepted });

    const login = await send(null, 'POST', paths.auth.login, { username, password });
    expect(login.statusCode, login.body).toBe(200);
    // The link worked once.
    const again = await send(null, 'POST', paths.auth.acceptInvitation, {
      username,
      hash,
      password: 'Other!Pass2026',
      passwordMatch: 'Other!Pass2026',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(contactMessages.invitationInvalid);
    expect(
      (await send(null, 'POST', paths.auth.validateInvitation, { username, hash })).json(),
    ).toMatchObject({ valid: false });
    const listed = (await send(admin, 'GET', byIdUrl(contact.id))).json<{ contact: Contact }>().contact;
    expect(listed.invitationPending).toBe(false);
  });

  it('refuses an invitation link once it has expired, or once the contact was deleted', async () => {
    const admin = await newAdmin();
    const expired = await create(admin);
    const deleted = await create(admin);
    const linkOf = async (contact: Contact) => {
      const [mail] = await mailsTo(t, contact.email);
      const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x');
      return {
        username: link.searchParams.get('username') ?? '',
        hash: link.searchParams.get('invitation') ?? '',
      };
    };
    const expiredLink = await linkOf(expired);
    await t.db
      .update(contactInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(contactInvitations.userId, expired.id));
    const password = 'Invited!Pass2026';
    const late = await send(null, 'POST', paths.auth.acceptInvitation, {
      ...expiredLink,
      password,
      passwordMatch: password,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(contactMessages.invitationInvalid);

    const deletedLink = await linkOf(deleted);
    expect((await send(admin, 'POST', paths.contacts.delete, { id: deleted.id })).statusCode).toBe(200);
    const gone = await send(null, 'POST', paths.auth.acceptInvitation, {
      ...deletedLink,
      password,
      passwordMatch: password,
    });
    expect(gone.statusCode).toBe(400);
    const login = await send(null, 'POST', paths.auth.login, { username: deleted.username, password });
    expect(login.statusCode).not.toBe(200);
  });

  it('refuses a wrong link, mismatched passwords and a short password', async () => {
    const admin = await newAdmin();
    const contact = await create(admin);
    const wrong = await send(null, 'POST', paths.auth.acceptInvitation, {
      username: contact.username,
      hash: 'x'.repeat(43),
      password: 'Invited!Pass2026',
      passwordMatch: 'Invited!Pass2026',
    });
    expect(wrong.statusCode).toBe(400);
    const mismatch = await send(null, 'POST', paths.auth.acceptInvitation, {
      username: contact.username,
      hash: 'x'.repeat(43),
      password: 'Invited!Pass2026',
      passwordMatch: 'Invited!Pass2027',
    });
    expect(mismatch.json().message).toBe('Passwords do not match');
  });

  it('applies the spec validators to the form and refuses a taken username or an unknown role', async () => {
    const admin = await newAdmin();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'not-an-email' }, 'Invalid email address'],
      [{ phone: '614-555-CALL' }, 'Must be a number'],
      [{ phone: '555' }, 'Must be at least 10 characters'],
      [{ username: 'nora nurse' }, 'Cannot contain spaces'],
      [{ firstName: ' ' }, 'First name is required'],
    ];
    for (const [overrides, message] of cases) {
      const res = await send(admin, 'POST', paths.contacts.create, newContact(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const first = await create(admin);
    const taken = await send(admin, 'POST', paths.contacts.create, newContact({ username: first.username }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(contactMessages.usernameTaken);
    const role = await send(admin, 'POST', paths.contacts.create, newContact({ contactRoleId: 2_000_000 }));
    expect(role.statusCode).toBe(400);
  });
});

describe('editing and deleting', () => {
  it('changes role and permissions; the change holds on the contact’s next call', async () => {
    const admin = await newAdmin();
    const contact = await create(admin);
    const res = await send(admin, 'PATCH', paths.contacts.edit, {
      id: contact.id,
      isPriceVisible: false,
      isAdmin: true,
      ordersNeedApproval: false,
      title: 'Director',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ contact: Contact }>().contact).toMatchObject({
      isPriceVisible: false,
      isAdmin: true,
      ordersNeedApproval: false,
      title: 'Director',
    });
  });

  it('deactivates a contact: their sessions end, they are listed as inactive and can be restored', async () => {
    const admin = await newAdmin();
    const buyer = await callerOf(admin.accountId, false);
    const res = await send(admin, 'POST', paths.contacts.delete, { id: buyer.userId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ contact: Contact }>().contact.isActive).toBe(false);
    expect((await send(buyer, 'GET', paths.auth.currentUser)).statusCode).toBe(401);
    const active = (await send(admin, 'GET', paths.contacts.paginate)).json<ContactsPage>();
    expect(active.results.map((c) => c.id)).not.toContain(buyer.userId);
    const inactive = (
      await send(admin, 'GET', `${paths.contacts.paginate}?inactive=true`)
    ).json<ContactsPage>();
    expect(inactive.results.map((c) => c.id)).toEqual([buyer.userId]);
    expect((await send(admin, 'POST', paths.contacts.delete, { id: buyer.userId })).statusCode).toBe(404);
    const restored = await send(admin, 'PATCH', paths.contacts.edit, { id: buyer.userId, isActive: true });
    expect(restored.json<{ contact: Contact }>().contact.isActive).toBe(true);
  });

  it('refuses removing your own admin right, deleting yourself, and removing the last admin', async () => {
    const admin = await newAdmin();
    const own = await send(admin, 'PATCH', paths.contacts.edit, { id: admin.userId, isAdmin: false });
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe(OWN_ADMIN_MESSAGE);
    const self = await send(admin, 'POST', paths.contacts.delete, { id: admin.userId });
    expect(self.json().message).toBe(OWN_LOGIN_MESSAGE);
    // A second admin may demote the first only while another admin remains.
    const second = await callerOf(admin.accountId, true);
    expect(
      (await send(second, 'PATCH', paths.contacts.edit, { id: admin.userId, isAdmin: false })).statusCode,
    ).toBe(200);
    // `admin` is no admin any more: the contacts calls are closed to them.
    expect(
      (await send(admin, 'PATCH', paths.contacts.edit, { id: second.userId, isAdmin: false })).statusCode,
    ).toBe(403);
  });

  it('refuses an admin lifting the approval of their own orders; another admin may (issue 26)', async () => {
    const admin = await newAdmin();
    await t.db.update(users).set({ ordersNeedApproval: true }).where(eq(users.id, admin.userId));
    const own = await send(admin, 'PATCH', paths.contacts.edit, {
      id: admin.userId,
      ordersNeedApproval: false,
    });
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe(OWN_APPROVAL_MESSAGE);
    // Other changes of their own contact are still theirs to make.
    const title = await send(admin, 'PATCH', paths.contacts.edit, {
      id: admin.userId,
      title: 'Practice Manager',
    });
    expect(title.statusCode, title.body).toBe(200);
    const second = await callerOf(admin.accountId, true);
    const lifted = await send(second, 'PATCH', paths.contacts.edit, {
      id: admin.userId,
      ordersNeedApproval: false,
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json<{ contact: Contact }>().contact.ordersNeedApproval).toBe(false);
  });

  it('never leaves the account without an admin when two admins demote each other at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await newAdmin();
      const b = await callerOf(a.accountId, true);
      const [ab, ba] = await Promise.all([
        send(a, 'PATCH', paths.contacts.edit, { id: b.userId, isAdmin: false }),
        send(b, 'PATCH', paths.contacts.edit, { id: a.userId, isAdmin: false }),
      ]);
      const statuses = [ab.statusCode, ba.statusCode].sort();
      // The second to run either finds itself no admin any more (403) or the last admin (422).
      expect(statuses[0]).toBe(200);
      expect([403, 422]).toContain(statuses[1]);
      const refused = ab.statusCode === 200 ? ba : ab;
      if (refused.statusCode === 422) expect(refused.json().message).toBe(LAST_ADMIN_MESSAGE);
      const admins = (await send(ab.statusCode === 200 ? a : b, 'GET', paths.contacts.paginate))
        .json<ContactsPage>()
        .results.filter((c) => c.isAdmin);
      expect(admins).toHaveLength(1);
    }
  });
});

describe('ids of another account', () => {
  it('refuses another account’s contact on every call', async () => {
    const owner = await newAdmin();
    const intruder = await newAdmin();
    const contact = await create(owner);
    expect((await send(intruder, 'GET', byIdUrl(contact.id))).statusCode).toBe(404);
    expect(
      (await send(intruder, 'PATCH', paths.contacts.edit, { id: contact.id, isAdmin: true })).statusCode,
    ).toBe(404);
    expect((await send(intruder, 'POST', paths.contacts.delete, { id: contact.id })).statusCode).toBe(404);
    const list = (await send(intruder, 'GET', paths.contacts.paginate)).json<ContactsPage>();
    expect(list.results.map((c) => c.id)).toEqual([intruder.userId]);
    expect((await send(owner, 'GET', byIdUrl(contact.id))).json<{ contact: Contact }>().contact.isAdmin).toBe(
      false,
    );
  });
});
