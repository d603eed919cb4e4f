// The customer page's "Procurement (punchout)" section through the app's real routes (issue 28,
// ADR 0038): the systems with their deliveries, adding one (its secret shown once), a refusal's
// message, rotating a secret and disabling a system.
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminCustomerDetails, AdminProcurementSystem, StaffMember } from '@medsupply/contract';
import { staffAreasOf } from '@medsupply/domain';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

import { saveStaffSession } from '../lib/staff-session';
import { PROCUREMENT_TEXT } from './procurement-systems';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

function signInAs(roles: string[]) {
  const staff: StaffMember = {
    id: 4,
    username: 'staff@staff.medsupply.example',
    email: 'staff@staff.medsupply.example',
    firstName: 'Morgan',
    lastName: 'Lee',
    roles,
    areas: staffAreasOf(roles),
  };
  saveStaffSession({ token: 'staff-token', expiresAt: Date.now() + 3_600_000, staff });
  return { 'GET /api/admin/auth/me': () => json({ staff }) };
}

const contact = {
  id: 41,
  username: 'punchout@st-brendan.example',
  email: 'punchout@st-brendan.example',
  firstName: 'Procurement',
  lastName: 'System',
  phone: null,
  isAdmin: false,
  isActive: true,
  hasPassword: false,
  lastLoginAt: null,
};

const customer: AdminCustomerDetails = {
  id: 9,
  accountNumber: 'C10009',
  accountName: 'St. Brendan Surgical Center',
  status: 'active',
  businessType: 'Surgery Center',
  phone: null,
  email: null,
  priceLevel: { id: 1, name: 'Base Price' },
  terms: 'Net 30',
  creditLimit: 50000,
  availableBalance: 41250.5,
  rxLevels: [1],
  parent: null,
  children: [],
  contacts: [contact],
  addresses: [],
  recentOrders: [],
  recentInvoices: [],
  recentPayments: [],
  priceLevels: [{ id: 1, name: 'Base Price' }],
  createdAt: '2024-01-05T10:00:00.000Z',
};

const demo: AdminProcurementSystem = {
  id: 3,
  accountId: 9,
  name: 'St. Brendan e-Procurement (demo)',
  from: { domain: 'networkid', identity: 'AN-STBRENDAN-T' },
  to: { domain: 'networkid', identity: 'AN-MERIDIAN-T' },
  sender: { domain: 'networkid', identity: 'AN-STBRENDAN-T' },
  contact: { id: 41, name: 'Procurement System', email: 'punchout@st-brendan.example' },
  orderNotificationUrl: 'https://procurement.st-brendan.example/cxml/notify',
  priceTolerancePercent: 1,
  isActive: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  recentDeliveries: [
    {
      id: 7,
      documentType: 'ShipNoticeRequest',
      salesOrderId: 120,
      orderNumber: 'SO-100120',
      status: 'failed',
      attempts: 13,
      lastError: 'HTTP 500 from https://procurement.st-brendan.example',
      lastAttemptAt: '2026-01-06T10:00:00.000Z',
      deliveredAt: null,
      createdAt: '2026-01-06T03:00:00.000Z',
    },
  ],
  failedDeliveries: 1,
};

const SECRET = 'Xy7_secret-shown-once-0123456789';

async function section() {
  return within(await screen.findByRole('region', { name: PROCUREMENT_TEXT.title }, { timeout: 5000 }));
}

describe('/admin/customers/:id, Procurement (punchout)', () => {
  it('lists the systems with their failed deliveries', async () => {
    mockApi({
      ...signInAs(['accounts_receivable']),
      'GET /api/admin/customers/9': () => json(customer),
      'GET /api/admin/customers/9/punchout-systems': () => json({ systems: [demo] }),
    });
    renderApp('/admin/customers/9');
    const panel = await section();
    const card = within(await panel.findByRole('listitem', { name: demo.name }));
    expect(card.getByText('1 failed delivery')).toBeTruthy();
    expect(card.getByText('AN-MERIDIAN-T (networkid)', { selector: 'dd' })).toBeTruthy();
    expect(card.getByText('Procurement System (punchout@st-brendan.example)')).toBeTruthy();
    const row = card.getByRole('link', { name: 'SO-100120' }).closest('tr');
    if (!row) throw new Error('no delivery row');
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('HTTP 500 from https://procurement.st-brendan.example')).toBeTruthy();
  });

  it('adds a system, shows its secret once, and says why the API refused one', async () => {
    let systems: AdminProcurementSystem[] = [];
    let refuse = true;
    const { requests } = mockApi({
      ...signInAs(['accounts_receivable']),
      'GET /api/admin/customers/9': () => json(customer),
      'GET /api/admin/customers/9/punchout-systems': () => json({ systems }),
      'POST /api/admin/customers/9/punchout-systems': () => {
        if (refuse) {
          refuse = false;
          return apiError(400, 'The order notification URL must be an http or https URL', 'VALIDATION');
        }
        systems = [{ ...demo, recentDeliveries: [], failedDeliveries: 0 }];
        return json({ system: systems[0], sharedSecret: SECRET });
      },
    });
    const { user } = renderApp('/admin/customers/9');
    // Pasted, not typed key by key: twelve fields typed a key at a time outlasted the test's 5 s on
    // a busy machine; what is checked is what the form sends and shows.
    const fill = async (field: HTMLElement, text: string) => {
      await user.clear(field);
      await user.click(field);
      await user.paste(text);
    };
    const panel = await section();
    expect(await panel.findByText(PROCUREMENT_TEXT.none)).toBeTruthy();
    await user.click(panel.getByRole('button', { name: PROCUREMENT_TEXT.add }));
    const form = within(panel.getByRole('form', { name: PROCUREMENT_TEXT.add }));
    await fill(form.getByLabelText('Name'), demo.name);
    await fill(form.getByLabelText('From (buyer) domain'), 'NetworkID');
    await fill(form.getByLabelText('From (buyer) identity'), 'AN-STBRENDAN-T');
    await fill(form.getByLabelText('To (this store) domain'), 'NetworkID');
    await fill(form.getByLabelText('To (this store) identity'), 'AN-MERIDIAN-T');
    await fill(form.getByLabelText('Sender domain'), 'NetworkID');
    await fill(form.getByLabelText('Sender identity'), 'AN-STBRENDAN-T');
    await user.selectOptions(form.getByLabelText('Contact a punchout session signs in as'), '41');
    const tolerance = form.getByLabelText('Price tolerance (%)');
    await fill(tolerance, '1');
    await fill(
      form.getByLabelText('Order notification URL'),
      'https://procurement.st-brendan.example/cxml/notify',
    );
    await user.click(form.getByRole('button', { name: 'Add and show the secret' }));
    expect(await form.findByText('The order notification URL must be an http or https URL')).toBeTruthy();
    expect(panel.queryByLabelText('Shared secret')).toBeNull();

    await user.click(form.getByRole('button', { name: 'Add and show the secret' }));
    expect((await panel.findByLabelText('Shared secret')).textContent).toBe(SECRET);
    expect(panel.getByText(PROCUREMENT_TEXT.secretOnce)).toBeTruthy();
    const sent = requests.filter((r) => r.method === 'POST').at(-1);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      name: demo.name,
      from: { domain: 'NetworkID', identity: 'AN-STBRENDAN-T' },
      to: { domain: 'NetworkID', identity: 'AN-MERIDIAN-T' },
      sender: { domain: 'NetworkID', identity: 'AN-STBRENDAN-T' },
      contactId: 41,
      orderNotificationUrl: 'https://procurement.st-brendan.example/cxml/notify',
      priceTolerancePercent: 1,
    });
    expect(await panel.findByRole('listitem', { name: demo.name })).toBeTruthy();
    await user.click(panel.getByRole('button', { name: 'I have copied it' }));
    expect(panel.queryByText(SECRET)).toBeNull();
  });

  it('rotates a secret after a second press, and disables a system', async () => {
    const { requests } = mockApi({
      ...signInAs(['accounts_receivable']),
      'GET /api/admin/customers/9': () => json(customer),
      'GET /api/admin/customers/9/punchout-systems': () => json({ systems: [demo] }),
      'POST /api/admin/punchout-systems/3/rotate-secret': () => json({ system: demo, sharedSecret: SECRET }),
      'PATCH /api/admin/punchout-systems/3': () => json({ system: { ...demo, isActive: false } }),
    });
    const { user } = renderApp('/admin/customers/9');
    const panel = await section();
    const card = within(await panel.findByRole('listitem', { name: demo.name }));
    await user.click(card.getByRole('button', { name: 'Rotate secret' }));
    expect(requests.some((r) => r.path.endsWith('/rotate-secret'))).toBe(false);
    await user.click(card.getByRole('button', { name: PROCUREMENT_TEXT.rotateConfirm }));
    expect((await panel.findByLabelText('Shared secret')).textContent).toBe(SECRET);

    await user.click(card.getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ isActive: false });
    expect(patch?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(vi.mocked(toast.success)).toHaveBeenCalledWith(`${demo.name} disabled.`));
  });

  it('saves an edited system and says so, sending only what changed', async () => {
    const { requests } = mockApi({
      ...signInAs(['accounts_receivable']),
      'GET /api/admin/customers/9': () => json(customer),
      'GET /api/admin/customers/9/punchout-systems': () => json({ systems: [demo] }),
      'PATCH /api/admin/punchout-systems/3': () => json({ system: { ...demo, priceTolerancePercent: 2 } }),
    });
    const { user } = renderApp('/admin/customers/9');
    const panel = await section();
    const card = within(await panel.findByRole('listitem', { name: demo.name }));
    await user.click(card.getByRole('button', { name: 'Edit' }));
    const form = within(await panel.findByRole('form', { name: `Edit ${demo.name}` }));
    const tolerance = form.getByLabelText(/Price tolerance/);
    await user.clear(tolerance);
    await user.type(tolerance, '2');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(vi.mocked(toast.success)).toHaveBeenCalledWith(`${demo.name} saved.`));
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ priceTolerancePercent: 2 });
  });
});
