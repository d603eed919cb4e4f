// Customers over HTTP (issue 20 point 5): an access request approved (account, first contact,
// invitation mail; the contact then sets a password and signs in) or declined (reason mailed), and
// a licence verified (the address then covers checkout; mailed) or rejected (reason mailed), each once,
// with its audit row and its role gate.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paths,
  type AccessRequestsPage,
  type ApproveAccessResponse,
  type AuditPage,
  type CheckoutDataResponse,
  type LicenceDecisionResponse,
  type LicencesPage,
  type RegistrationDecisionResponse,
  type RegistrationsPage,
  adminPaths,
} from '@medsupply/contract';
import { addCalendarDays, britishSpellingsIn, isoDayIn } from '@medsupply/domain';
import { queryRows } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { ensureBusinessType, ensureContactRole } from '../../../test/factories.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import {
  addShipTo,
  addToCart,
  contactOf,
  createClinic,
  createStockItem,
  outboxMails,
} from '../checkout/checkout.fixtures.ts';

let t: TestContext;
let staff: { headers: { authorization: string } };
let admin: { headers: { authorization: string } };

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  staff = await signedInStaff(t.app, t.db, ['compliance']);
  admin = await signedInStaff(t.app, t.db, ['administrator']);
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers = staff.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const get = (url: string, headers = staff.headers) => t.app.inject({ method: 'GET', url, headers });
const withId = (path: string, id: number) => path.replace(':id', String(id));

async function requestAccess(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: paths.auth.requestAccess,
    payload: {
      company: 'Bayview Pediatrics',
      firstName: 'Nora',
      lastName: 'Quinn',
      phone: '555-0100',
      email,
    },
  });
  expect(res.statusCode).toBe(200);
  const page = (await get(adminPaths.accessRequests)).json<AccessRequestsPage>();
  const found = page.results.find((r) => r.email === email);
  if (!found) throw new Error('access request not listed');
  return found;
}

async function auditOf(query: string): Promise<AuditPage> {
  return (await get(`${adminPaths.audit}?${query}`, admin.headers)).json<AuditPage>();
}

describe('access requests', () => {
  it('approves one into an account whose first contact sets a password from the mail and signs in', async () => {
    const email = `nora.${process.pid}@bayview.example`;
    const request = await requestAccess(email);
    const res = await post(withId(adminPaths.approveAccessRequest, request.id), {
      accountName: 'Bayview Pediatrics LLC',
    });
    expect(res.statusCode, res.body).toBe(200);
    const approved = res.json<ApproveAccessResponse>();
    expect(approved).toMatchObject({
      request: { status: 'approved' },
      account: { accountName: 'Bayview Pediatrics LLC' },
      contact: { username: email },
    });
    expect(approved.account.accountNumber).toBe(`C${10000 + approved.account.id}`);

    const invitation = (await outboxMails(t)).find((m) => m.to === email && m.subject.includes('invited'));
    const link = /https?:\/\/\S+invitation=\S+/.exec(invitation?.text ?? '')?.[0];
    if (!link) throw new Error('no invitation link mailed');
    const url = new URL(link);
    const accepted = await t.app.inject({
      method: 'POST',
      url: paths.auth.acceptInvitation,
      payload: {
        username: url.searchParams.get('username'),
        hash: url.searchParams.get('invitation'),
        password: 'Bayview!2026',
        passwordMatch: 'Bayview!2026',
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: paths.auth.login,
      payload: { username: email, password: 'Bayview!2026' },
    });
    expect(login.statusCode, login.body).toBe(200);

    // Decided once: a second approval or a decline is refused.
    expect((await post(withId(adminPaths.approveAccessRequest, request.id), {})).statusCode).toBe(409);
    expect(
      (await post(withId(adminPaths.declineAccessRequest, request.id), { reason: 'x' })).statusCode,
    ).toBe(409);
    expect((await post(withId(adminPaths.approveAccessRequest, 2_000_000_000), {})).statusCode).toBe(404);
    const audit = await auditOf(`action=accessRequest.approve&entityId=${request.id}`);
    expect(audit.results[0]?.after).toMatchObject({ status: 'approved', accountId: approved.account.id });
  });

  it('declines one with the reason mailed, and refuses a decline without a reason', async () => {
    const email = `later.${process.pid}@bayview.example`;
    const request = await requestAccess(email);
    const url = withId(adminPaths.declineAccessRequest, request.id);
    expect((await post(url, { reason: '   ' })).statusCode).toBe(400);
    const res = await post(url, { reason: 'We only serve licensed clinics in our delivery area.' });
    expect(res.statusCode).toBe(200);
    const mail = (await outboxMails(t)).find((m) => m.to === email);
    expect(mail?.text).toContain('We only serve licensed clinics in our delivery area.');
    expect((await auditOf(`action=accessRequest.decline&entityId=${request.id}`)).total).toBe(1);
  });

  it('keeps access requests to staff whose roles open customers', async () => {
    const content = await signedInStaff(t.app, t.db, ['content']);
    expect((await get(adminPaths.accessRequests, content.headers)).statusCode).toBe(403);
  });
});

describe('licences', () => {
  it('verifies a pending licence with its expiry: the address then covers checkout', async () => {
    const clinic = await createClinic(t.db);
    const annex = await addShipTo(t.db, clinic.accountId, {
      label: 'North Annex',
      zip: '88011',
      licences: [{ rxLevel: 1, expiresOn: '2030-06-30', status: 'pending', number: 'RX-NEW-9' }],
    });
    const buyer = await contactOf(t, clinic.accountId);
    const rxItem = await createStockItem(t.db, { rxLevel: 1 });
    await addToCart(buyer, rxItem.id, 1);
    const shipTos = async () =>
      ((await buyer.get(paths.checkout.getCheckoutData)).body as CheckoutDataResponse).shipAddresses.map(
        (a) => a.id,
      );
    expect(await shipTos()).not.toContain(annex);

    const pending = (await get(adminPaths.licences))
      .json<LicencesPage>()
      .results.find((l) => l.licenceNumber === 'RX-NEW-9');
    if (!pending) throw new Error('pending license not listed');
    expect(pending).toMatchObject({
      status: 'pending',
      account: { id: clinic.accountId },
      address: { id: annex },
    });
    const url = withId(adminPaths.verifyLicence, pending.id);
    const yesterday = addCalendarDays(isoDayIn(new Date()), -1);
    expect((await post(url, { expiresOn: yesterday })).statusCode).toBe(400);
    const res = await post(url, { expiresOn: '2030-05-31' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LicenceDecisionResponse>().licence).toMatchObject({
      status: 'verified',
      expiresOn: '2030-05-31',
    });
    expect(await shipTos()).toContain(annex);
    const mailed = (await outboxMails(t)).find((m) => m.subject === 'License RX-NEW-9 is verified');
    expect(mailed?.text).toContain('valid until 2030-05-31');
    expect(mailed?.text).toContain('North Annex');
    // The store speaks US English (ADR 0042): 'license', never 'licence', in what the buyer reads.
    expect(mailed?.text).toContain('The license RX-NEW-9 you sent');
    expect(britishSpellingsIn(`${mailed?.subject ?? ''}\n${mailed?.text ?? ''}`)).toEqual([]);
    expect((await post(url, { expiresOn: '2030-05-31' })).statusCode).toBe(409);
    const audit = await auditOf(`action=licence.verify&entityId=${pending.id}`);
    expect(audit.results[0]).toMatchObject({
      before: { status: 'pending', expiresOn: '2030-06-30' },
      after: { status: 'verified', expiresOn: '2030-05-31' },
    });
  });

  it('rejects a pending licence with the reason mailed to the account', async () => {
    const clinic = await createClinic(t.db);
    const admin1 = await contactOf(t, clinic.accountId, { isAdmin: true });
    const addressId = await addShipTo(t.db, clinic.accountId, {
      label: 'Satellite',
      zip: '88012',
      licences: [{ rxLevel: 1, expiresOn: '2031-01-31', status: 'pending', number: 'RX-BLUR-3' }],
    });
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM address_licences WHERE address_id = ${addressId}`,
    );
    const url = withId(adminPaths.rejectLicence, row?.id ?? 0);
    const res = await post(url, { reason: 'The scan is unreadable; please upload a clearer copy.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LicenceDecisionResponse>().licence.status).toBe('rejected');
    const mail = (await outboxMails(t)).find((m) => m.to === admin1.email && m.subject.includes('RX-BLUR-3'));
    expect(mail?.text).toContain('The scan is unreadable; please upload a clearer copy.');
    expect(mail?.subject).toBe('License RX-BLUR-3 was not accepted');
    expect(britishSpellingsIn(`${mail?.subject ?? ''}\n${mail?.text ?? ''}`)).toEqual([]);
    expect((await post(url, { reason: 'again' })).statusCode).toBe(409);
    const desk = await signedInStaff(t.app, t.db, ['order_desk']);
    expect((await post(url, { reason: 'x' }, desk.headers)).statusCode).toBe(403);
  });
});

describe('registrations (accounts applied for on the storefront)', () => {
  async function apply(email: string, password?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: paths.auth.createAccount,
      remoteAddress: '198.51.100.77',
      payload: {
        companyName: 'Harbor Urgent Care',
        firstName: 'Lee',
        lastName: 'Santos',
        email,
        phone: '555-410-2020',
        businessTypeId: await ensureBusinessType(t.db, 'Physician Practice'),
        contactRoleId: await ensureContactRole(t.db, 'Buyer'),
        address: { line1: '200 Harbor Way', city: 'Portland', state: 'ME', zip: '04101' },
        ...(password ? { password, passwordMatch: password } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = (await get(adminPaths.registrations)).json<RegistrationsPage>();
    const found = page.results.find((r) => r.contact?.username === email);
    if (!found) throw new Error('application not listed');
    return found;
  }

  it('approves an application: the account opens and its applicant signs in', async () => {
    const email = `lee.${process.pid}@harbor.example`;
    const application = await apply(email, 'harbor password 1');
    expect(application).toMatchObject({ status: 'pending_approval', businessType: 'Physician Practice' });
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: paths.auth.login,
        payload: { username: email, password: 'harbor password 1' },
      });
    expect((await signIn()).statusCode).toBe(403);
    const res = await post(withId(adminPaths.approveRegistration, application.accountId), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RegistrationDecisionResponse>().registration.status).toBe('active');
    expect((await signIn()).statusCode).toBe(200);
    const mail = (await outboxMails(t)).find((m) => m.to === email && m.subject.includes('account is open'));
    expect(mail?.text).toContain('Harbor Urgent Care');
    expect((await post(withId(adminPaths.approveRegistration, application.accountId), {})).statusCode).toBe(
      409,
    );
    expect((await auditOf(`action=registration.approve&entityId=${application.accountId}`)).total).toBe(1);
  });

  it('invites an approved applicant who set no password, and declines with the reason mailed', async () => {
    const invited = `no.password.${process.pid}@harbor.example`;
    const first = await apply(invited);
    expect((await post(withId(adminPaths.approveRegistration, first.accountId), {})).statusCode).toBe(200);
    expect((await outboxMails(t)).some((m) => m.to === invited && m.subject.includes('invited'))).toBe(true);

    const declined = `declined.${process.pid}@harbor.example`;
    const second = await apply(declined);
    const url = withId(adminPaths.declineRegistration, second.accountId);
    const res = await post(url, { reason: 'We deliver to Maine from next spring only.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RegistrationDecisionResponse>().registration.status).toBe('inactive');
    const mail = (await outboxMails(t)).find(
      (m) => m.to === declined && m.subject.startsWith('Your application to'),
    );
    expect(mail?.text).toContain('We deliver to Maine from next spring only.');
    expect((await post(withId(adminPaths.approveRegistration, 2_000_000_000), {})).statusCode).toBe(404);
  });
});
