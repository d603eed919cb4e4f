// The item edit page through the app's routes: it sends only what changed, shows the API's refusal
// in words, and a role without the catalogue sees why instead of the form.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminItemDetails, StaffMember } from '@medsupply/contract';
import { staffAreasOf } from '@medsupply/domain';

import { apiError, json, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

import { saveStaffSession } from '../lib/staff-session';

function member(roles: string[]): StaffMember {
  return {
    id: 2,
    username: 'orders@staff.medsupply.example',
    email: 'orders@staff.medsupply.example',
    firstName: 'Jordan',
    lastName: 'Reyes',
    roles,
    areas: staffAreasOf(roles),
  };
}

const item: AdminItemDetails = {
  id: 41,
  itemName: 'GLV-100',
  displayName: 'Nitrile exam gloves',
  manufacturer: 'Medline',
  mpn: 'MDS-100',
  parentId: null,
  isMatrixParent: false,
  inactive: false,
  restricted: false,
  carriesLots: false,
  lots: [],
  rxLevel: 0,
  quantityAvailable: 120,
  allocationPeriod: null,
  urlComponent: 'nitrile-exam-gloves',
  prices: [
    { priceLevelId: 1, priceLevel: 'List Price', price: 15 },
    { priceLevelId: 2, priceLevel: 'Tier 1', price: 12 },
  ],
  unitTypeId: 1,
  defaultUnitId: 1,
  allocationDefaultMax: null,
  options: {
    unitTypes: [
      {
        id: 1,
        name: 'Gloves',
        units: [
          { id: 1, unitName: 'Box', conversionRate: 1, baseUnit: true },
          { id: 2, unitName: 'Case of 10', conversionRate: 10, baseUnit: false },
        ],
      },
    ],
    rxLevels: [
      { id: 0, name: 'None', isControlledSubstance: false, sellable: true },
      { id: 3, name: 'Schedule III', isControlledSubstance: true, sellable: true },
    ],
  },
};

function open(roles: string[], patch: Parameters<typeof mockApi>[0][string]) {
  const staff = member(roles);
  saveStaffSession({ token: 'staff-token', expiresAt: Date.now() + 3_600_000, staff });
  const api = mockApi({
    'GET /api/admin/auth/me': () => json({ staff }),
    'GET /api/admin/items/41': () => json(item),
    'GET /api/admin/allocations': () => json({ limit: 50, page: 1, pages: 0, total: 0, results: [] }),
    'PATCH /api/admin/items/41': patch,
  });
  return { ...api, ...renderApp('/admin/catalogue/41') };
}

describe('/admin/catalogue/:id', () => {
  it('sends only the changed price and level, and says the storefront shows it', async () => {
    const { user, requests } = open(['order_desk'], () =>
      json({ ...item, rxLevel: 3, prices: [item.prices[0], { ...item.prices[1], price: 9.95 }] }),
    );
    const tier1 = await screen.findByLabelText('Tier 1', undefined, { timeout: 5000 });
    expect((tier1 as HTMLInputElement).value).toBe('12.00');
    await user.clear(tier1);
    await user.type(tier1, '9.95');
    await user.selectOptions(screen.getByLabelText('Rx / controlled-substance level'), '3');
    expect(screen.getByRole('option', { name: /Schedule III \(controlled substance\)/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The storefront shows the change now.')).toBeTruthy();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({
      prices: [{ priceLevelId: 2, price: 9.95 }],
      rxLevel: 3,
    });
  });

  it("shows the API's refusal in its words, and nothing is sent when nothing changed", async () => {
    const { user, requests } = open(['administrator'], () => apiError(400, 'Unknown Rx level.'));
    await screen.findByLabelText('Tier 1', undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing has changed yet.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
    await user.click(screen.getByLabelText(/^Restricted/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Unknown Rx level.')).toBeTruthy();
  });

  it("says under a level's price what the contract says of it, and sends an allocation set on the form", async () => {
    const { user, requests } = open(['order_desk'], () => json({ ...item, allocationPeriod: 'month' }));
    const tier1 = await screen.findByLabelText('Tier 1', undefined, { timeout: 5000 });
    await user.clear(tier1);
    await user.type(tier1, 'twelve');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Price must be a number')).toBeTruthy();
    expect(tier1.getAttribute('aria-invalid')).toBe('true');
    await user.clear(tier1);
    await user.type(tier1, '$9.999');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Price must be in whole cents')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

    await user.clear(tier1);
    await user.type(tier1, '$12');
    const allocation = screen.getByLabelText(/^Default allocation/);
    expect((allocation as HTMLInputElement).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Allocation period'), 'month');
    await user.type(allocation, '50');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The storefront shows the change now.')).toBeTruthy();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ allocationPeriod: 'month', allocationDefaultMax: 50 });
  });

  it('tells a member without the catalogue that it is not open to their roles', async () => {
    open(['content'], () => json(item));
    expect(await screen.findByText(/not open to your roles/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Tier 1')).toBeNull());
  });
});
