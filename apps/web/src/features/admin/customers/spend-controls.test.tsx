// The customer page's "Budgets & approval rules" section through the app's real routes (issue 33
// point 4): staff read an account's budgets (with what is left, red when over), its rules in words
// and the latest changes; nothing on it changes them.
import { screen, within } from '@testing-library/react';
import { SpendControlsResponse } from '@medsupply/contract';
import type { AdminCustomerDetails, StaffMember } from '@medsupply/contract';
import { staffAreasOf } from '@medsupply/domain';
import { describe, expect, it } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

import { saveStaffSession } from '../lib/staff-session';
import { SPEND_CONTROLS_TEXT } from './spend-controls';

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

const customer: AdminCustomerDetails = {
  id: 4,
  accountNumber: 'C10004',
  accountName: 'Lakeside Family Clinic',
  status: 'active',
  businessType: 'Physician Practice',
  phone: null,
  email: null,
  priceLevel: { id: 1, name: 'Tier 1' },
  terms: 'Net 30',
  creditLimit: 50000,
  availableBalance: 41250.5,
  rxLevels: [1],
  parent: null,
  children: [],
  contacts: [],
  addresses: [],
  recentOrders: [],
  recentInvoices: [],
  recentPayments: [],
  priceLevels: [{ id: 1, name: 'Tier 1' }],
  createdAt: '2024-01-05T10:00:00.000Z',
};

const controls = SpendControlsResponse.parse({
  accountId: 4,
  accountName: 'Lakeside Family Clinic',
  canEdit: false,
  budgets: [
    {
      id: 11,
      scope: 'shipTo',
      shipAddressId: 301,
      userId: null,
      targetName: 'Main Clinic',
      period: 'month',
      periodLabel: 'December 2026',
      amount: 2000,
      spent: 2300,
      remaining: -300,
      hardLimit: false,
    },
  ],
  rules: [
    {
      id: 21,
      kind: 'orderTotalOver',
      threshold: 500,
      categoryIds: [],
      rxLevels: [],
      approverUserIds: [],
      isActive: true,
      description: 'Orders over $500.00 need approval by any administrator.',
    },
  ],
  shipTos: [{ id: 301, name: 'Main Clinic' }],
  contacts: [],
  approvers: [],
  categories: [],
  rxLevels: [],
  changes: [
    {
      at: '2026-12-02T15:05:00.000Z',
      by: 'Priya Raman',
      subject: 'rule',
      action: 'created',
      summary: 'Approval rule created: Orders over $500.00 need approval by any administrator.',
    },
  ],
});

async function section() {
  return within(await screen.findByRole('region', { name: SPEND_CONTROLS_TEXT.title }, { timeout: 5000 }));
}

describe('/admin/customers/:id, Budgets & approval rules', () => {
  it('shows the budgets, the rules and the latest changes, read only', async () => {
    const { requests } = mockApi({
      ...signInAs(['accounts_receivable']),
      'GET /api/admin/customers/4': () => json(customer),
      'GET /api/admin/customers/4/punchout-systems': () => json({ systems: [] }),
      'GET /api/admin/customers/4/spend-controls': () => json(controls),
    });
    renderApp('/admin/customers/4');
    const panel = await section();
    const table = within(await panel.findByRole('table', { name: 'Budgets' }));
    const row = table.getByText('Main Clinic').closest('tr');
    if (!row) throw new Error('no budget row');
    expect(within(row).getByText('Monthly · December 2026')).toBeTruthy();
    expect(within(row).getByText('$2,000.00')).toBeTruthy();
    expect(within(row).getByText('$2,300.00')).toBeTruthy();
    expect(within(row).getByText('$300.00 over').className).toContain('text-red-700');
    expect(within(row).getByText('No')).toBeTruthy();
    const rule = panel.getByText('Orders over $500.00 need approval by any administrator.').closest('li');
    if (!rule) throw new Error('no rule');
    expect(within(rule).getByText('Active')).toBeTruthy();
    expect(
      panel.getByText('Approval rule created: Orders over $500.00 need approval by any administrator.'),
    ).toBeTruthy();
    expect(panel.getByText('Priya Raman · 12/02/2026 10:05 AM ET')).toBeTruthy();
    expect(panel.queryByRole('button')).toBeNull();
    expect(requests.some((r) => r.path === '/api/admin/customers/4/spend-controls')).toBe(true);
  });

  it('says when there is nothing set, and when the call fails', async () => {
    let fail = false;
    mockApi({
      ...signInAs(['accounts_receivable']),
      'GET /api/admin/customers/4': () => json(customer),
      'GET /api/admin/customers/4/punchout-systems': () => json({ systems: [] }),
      'GET /api/admin/customers/4/spend-controls': () =>
        fail
          ? apiError(404, 'Account not found')
          : json({ ...controls, budgets: [], rules: [], changes: [] }),
    });
    const first = renderApp('/admin/customers/4');
    let panel = await section();
    expect(await panel.findByText(SPEND_CONTROLS_TEXT.noBudgets)).toBeTruthy();
    expect(panel.getByText(SPEND_CONTROLS_TEXT.noRules)).toBeTruthy();
    expect(panel.getByText(SPEND_CONTROLS_TEXT.noChanges)).toBeTruthy();
    first.unmount();

    fail = true;
    renderApp('/admin/customers/4');
    panel = await section();
    expect((await panel.findByRole('alert')).textContent).toBe('Account not found');
  });
});
