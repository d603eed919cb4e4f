// The back office's customer, licence and content pages through the app's real routes (issue 20
// points 5, 6): the licence queue verifies with the expiry on the form, the account form sends only
// what changed, the banner editor saves a draft, previews and publishes (the banner preview's
// likeness to the storefront's: routes/admin/banner-preview.test.tsx).
import { screen, within } from '@testing-library/react';
import type { AdminContentEntry, AdminCustomerDetails, StaffMember } from '@medsupply/contract';
import { staffAreasOf } from '@medsupply/domain';
import { describe, expect, it } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

import { saveStaffSession } from '../lib/staff-session';

function member(roles: string[]): StaffMember {
  return {
    id: 4,
    username: 'staff@staff.medsupply.example',
    email: 'staff@staff.medsupply.example',
    firstName: 'Morgan',
    lastName: 'Lee',
    roles,
    areas: staffAreasOf(roles),
  };
}

function signInAs(roles: string[]) {
  saveStaffSession({ token: 'staff-token', expiresAt: Date.now() + 3_600_000, staff: member(roles) });
  return { 'GET /api/admin/auth/me': () => json({ staff: member(roles) }) };
}

const page = (results: unknown[]) => json({ limit: 25, page: 1, pages: 1, total: results.length, results });

describe('/admin/licences', () => {
  it('verifies a pending licence with the expiry on the form and says what it means', async () => {
    const licence = {
      id: 31,
      status: 'pending',
      rxLevel: 1,
      licenceNumber: 'OH-TDDD-02-118734',
      issuingAuthority: 'OH',
      expiresOn: '2028-11-25',
      hasDocument: true,
      address: {
        id: 5,
        label: 'Outpatient Pavilion',
        line1: '2210 Mercy Drive',
        city: 'Columbus',
        state: 'OH',
      },
      account: { id: 9, name: 'St. Brendan Surgical Center', number: 'C10009' },
      createdAt: '2026-11-25T10:00:00.000Z',
    };
    const { requests } = mockApi({
      ...signInAs(['compliance']),
      'GET /api/admin/licences': () => page([licence]),
      'POST /api/admin/licences/31/verify': () => json({ licence: { ...licence, status: 'verified' } }),
    });
    const { user } = renderApp('/admin/licences');
    const row = (await screen.findByText('OH-TDDD-02-118734', {}, { timeout: 5000 })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('button', { name: 'Open the document' })).toBeTruthy();
    const expiry = within(row).getByLabelText('Expires on (as on the document)');
    await user.clear(expiry);
    await user.type(expiry, '2028-10-31');
    await user.click(within(row).getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(
        'License OH-TDDD-02-118734 is verified until 10/31/2028; Outpatient Pavilion now covers checkout.',
      ),
    ).toBeTruthy();
    const verify = requests.find((r) => r.path === '/api/admin/licences/31/verify');
    expect(JSON.parse(verify?.body ?? '{}')).toEqual({ expiresOn: '2028-10-31' });
    expect(verify?.headers.get('Authorization')).toBe('Bearer staff-token');
  });
});

const customer: AdminCustomerDetails = {
  id: 9,
  accountNumber: 'C10009',
  accountName: 'St. Brendan Surgical Center',
  status: 'active',
  businessType: 'Surgery Center',
  phone: '555-0101',
  email: 'ap@st-brendan.example',
  priceLevel: { id: 1, name: 'Base Price' },
  terms: 'Net 30',
  creditLimit: 50000,
  availableBalance: 41250.5,
  rxLevels: [1, 3],
  parent: null,
  children: [],
  contacts: [],
  addresses: [],
  recentOrders: [],
  recentInvoices: [],
  recentPayments: [],
  priceLevels: [
    { id: 1, name: 'Base Price' },
    { id: 2, name: 'Gold' },
  ],
  createdAt: '2024-01-05T10:00:00.000Z',
};

describe('/admin/customers/:id', () => {
  it('sends only what changed, and shows the saved account', async () => {
    const { requests } = mockApi({
      ...signInAs(['accounts_receivable']),
      'GET /api/admin/customers/9': () => json(customer),
      'PATCH /api/admin/customers/9': () =>
        json({ customer: { ...customer, creditLimit: 60000, priceLevel: { id: 2, name: 'Gold' } } }),
    });
    const { user } = renderApp('/admin/customers/9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'St. Brendan Surgical Center' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Available now: $41,250.50; a new limit moves it by the difference'),
    ).toBeTruthy();
    const limit = screen.getByLabelText('Credit limit (USD)');
    await user.clear(limit);
    await user.type(limit, '60000');
    await user.selectOptions(screen.getByLabelText('Price level'), 'Gold');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The change is in the audit log.')).toBeTruthy();
    const sent = requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ creditLimit: 60000, priceLevelId: 2 });
  });

  it('links a parent by its account number, and says when no account has it', async () => {
    const parent = {
      id: 1,
      accountNumber: 'C10001',
      accountName: 'Northwind Health Group',
      status: 'active',
      priceLevel: 'Hospital GPO',
      terms: 'Net 45',
      parent: null,
      childCount: 2,
      contactCount: 3,
      createdAt: '2024-01-05T10:00:00.000Z',
    };
    const { requests } = mockApi({
      ...signInAs(['accounts_receivable']),
      'GET /api/admin/customers/9': () => json(customer),
      'GET /api/admin/customers': (request) =>
        page(new URL(request.url, 'http://x').searchParams.get('q') === 'C10001' ? [parent] : []),
      'PATCH /api/admin/customers/9': () => json({ customer: { ...customer, parent: { ...parent } } }),
    });
    const { user } = renderApp('/admin/customers/9');
    const number = await screen.findByLabelText('Parent account number', {}, { timeout: 5000 });
    await user.type(number, 'c99999');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('No account is numbered C99999.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
    await user.clear(number);
    await user.type(number, 'C10001');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The change is in the audit log.')).toBeTruthy();
    const sent = requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ parentId: 1 });
  });

  it('tells a member whose roles do not open customers, without calling the API', async () => {
    const { requests } = mockApi({ ...signInAs(['content']) });
    renderApp('/admin/customers/9');
    expect(await screen.findByText(/not open to your roles/, {}, { timeout: 5000 })).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/admin/customers/9')).toBe(false);
  });
});

describe('/admin/content/:id (the alert banner)', () => {
  it('saves the draft, shows the preview, then publishes', async () => {
    const live = { title: 'Alert banner', data: { enabled: true, tone: 'info', html: '<p>Old news</p>' } };
    let entry: AdminContentEntry = {
      id: 3,
      kind: 'alertBanner',
      path: null,
      title: 'Alert banner',
      published: true,
      hasDraft: false,
      updatedAt: '2026-11-20T10:00:00.000Z',
      draftUpdatedAt: null,
      live,
      draft: null,
    };
    const website = (html: string) => ({
      navBar: null,
      mainNavigation: null,
      mainNavigationDropdown: null,
      homePage: null,
      footer: null,
      alertBanner: { enabled: true, tone: 'warning', html },
      pages: [],
    });
    const { requests } = mockApi({
      ...signInAs(['content']),
      'GET /api/admin/content/3': () => json({ entry }),
      'PUT /api/admin/content/3/draft': (request) => {
        const draft = JSON.parse(request.body ?? '{}') as AdminContentEntry['live'];
        entry = { ...entry, hasDraft: true, draft };
        return json({ entry });
      },
      'GET /api/admin/content/3/preview': () =>
        json({ website: website((entry.draft?.data['html'] as string | undefined) ?? ''), page: null }),
      'POST /api/admin/content/3/publish': () => {
        entry = { ...entry, hasDraft: false, live: entry.draft, draft: null };
        return json({ entry });
      },
    });
    const { user } = renderApp('/admin/content/3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alert banner' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
    // The HTML view, as the toolbar's editing needs a real browser (the journey covers it).
    await user.click(screen.getByRole('button', { name: 'HTML' }));
    const html = screen.getByLabelText('Banner text (HTML)');
    await user.clear(html);
    await user.type(html, '<p>Closed <b>Friday</b></p>');
    await user.selectOptions(screen.getByLabelText('Tone'), 'warning');
    await user.click(screen.getByRole('button', { name: 'Save draft and preview' }));
    const preview = within(await screen.findByRole('region', { name: 'Preview' }));
    expect((await preview.findByRole('complementary', { name: 'Store notice' })).textContent).toBe(
      'Closed Friday',
    );
    const saved = requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(saved?.body ?? '{}')).toEqual({
      title: 'Alert banner',
      data: { enabled: true, tone: 'warning', html: '<p>Closed <b>Friday</b></p>' },
    });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Published. The storefront shows it from the next page load.'),
    ).toBeTruthy();
  });
});
