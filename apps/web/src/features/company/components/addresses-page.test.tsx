import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADDRESS_IN_USE_MESSAGE, LICENCE_PENDING_MESSAGE } from '@medsupply/contract';
import type { Address, UpsertAddressBody, UpsertLicenceBody } from '@medsupply/contract';
import { INVALID_ZIP_MESSAGE } from '@medsupply/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { address, licence } from '../test/fixtures';

import { AddressesPage } from './addresses-page';

let requests: RecordedRequest[];
let addresses: Address[];

const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

beforeEach(() => {
  signIn();
  addresses = [
    address(7, {
      label: 'Main clinic',
      defaultShipping: true,
      defaultBilling: true,
      controlledSubstance: [
        licence(1, {
          expiresOn: '2026-04-10',
          expiry: { state: 'expiring', daysLeft: 25, threshold: 30 },
          notice: 'License DEA-1 expires in 25 days',
        }),
      ],
    }),
    address(8, { label: 'Annex' }),
  ];
  ({ requests } = mockApi({
    'GET /api/myaccount/address/getAll': () =>
      json({ mappedResults: addresses, dddShippingCutoffTime: '14:00' }),
    'GET /api/shopping/item/getSellableControlledSubstances': () =>
      json([
        { id: 3, name: 'Schedule III', isControlledSubstance: true },
        { id: 4, name: 'Schedule IV', isControlledSubstance: true },
      ]),
    'POST /api/myaccount/address/upsert': (request) => {
      const body = JSON.parse(request.body ?? '{}') as UpsertAddressBody;
      const saved = address(body.id ?? 9, {
        ...body,
        line2: null,
        attention: null,
        phone: null,
      });
      addresses = body.id ? addresses.map((a) => (a.id === body.id ? saved : a)) : [...addresses, saved];
      return json({ address: saved });
    },
    'POST /api/myaccount/address/delete': (request) => {
      const { id } = JSON.parse(request.body ?? '{}') as { id: number };
      if (id === 7) return apiError(409, ADDRESS_IN_USE_MESSAGE);
      addresses = addresses.filter((a) => a.id !== id);
      return json({ deleted: true });
    },
    'GET /api/myaccount/address/licence/document': () =>
      new Response(PDF, { headers: { 'Content-Type': 'application/pdf' } }),
    'POST /api/myaccount/address/licence/upsert': (request) => {
      const body = JSON.parse(request.body ?? '{}') as UpsertLicenceBody;
      const added = licence(2, {
        addressId: body.addressId,
        licenceNumber: body.licenceNumber,
        status: 'pending',
        statusLabel: 'Pending verification',
        coversCheckout: false,
      });
      addresses = addresses.map((a) =>
        a.id === body.addressId ? { ...a, controlledSubstance: [added, ...a.controlledSubstance] } : a,
      );
      return json({ licence: added });
    },
  }));
});

function card(name: string) {
  return screen.getByRole('region', { name });
}

describe('AddressesPage', () => {
  it('lists addresses with defaults, the cut-off and each licence with its expiry badge', async () => {
    renderPage(<AddressesPage />);
    const main = await screen.findByRole('region', { name: 'Main clinic' });
    expect(screen.getByText('Orders placed before 2:00 PM ET ship the same business day.')).toBeTruthy();
    expect(within(main).getByText('Default shipping')).toBeTruthy();
    expect(within(main).getByText('Default billing')).toBeTruthy();
    expect(within(main).getByText('License DEA-1 expires in 25 days')).toBeTruthy();
    expect(within(main).getByText(/DEA · Schedule III · expires 04\/10\/2026/)).toBeTruthy();
    expect(within(card('Annex')).getByText('No licenses on file for this address.')).toBeTruthy();
  });

  it('checks state and ZIP, then adds an address', async () => {
    const user = userEvent.setup();
    renderPage(<AddressesPage />);
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await user.type(within(form).getByLabelText(/^Label/), 'Surgery centre');
    await user.type(within(form).getByLabelText('Addressee'), 'Lakeside Surgery');
    await user.type(within(form).getByLabelText('Address'), '12 Shore Rd');
    await user.type(within(form).getByLabelText('City'), 'Madison');
    await user.type(within(form).getByLabelText('ZIP code'), '5370');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText(INVALID_ZIP_MESSAGE)).toBeTruthy();
    expect(within(form).getByText('Choose a US state')).toBeTruthy();
    await user.selectOptions(within(form).getByLabelText('State'), 'WI');
    await user.type(within(form).getByLabelText('ZIP code'), '3');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Surgery centre has been saved.')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Surgery centre' })).toBeTruthy();
    const sent = requests.find((r) => r.path === '/api/myaccount/address/upsert');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      state: 'WI',
      zip: '53703',
      label: 'Surgery centre',
    });
  });

  it('makes an address the default shipping one with its whole body', async () => {
    const user = userEvent.setup();
    renderPage(<AddressesPage />);
    await screen.findByRole('region', { name: 'Annex' });
    await user.click(within(card('Annex')).getByRole('button', { name: 'Make default shipping' }));
    await within(card('Annex')).findByText('Default shipping');
    const sent = requests.find((r) => r.path === '/api/myaccount/address/upsert');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ id: 8, label: 'Annex', defaultShipping: true });
  });

  it('marks an address billing only: badged, never offered as the default shipping one', async () => {
    const user = userEvent.setup();
    renderPage(<AddressesPage />);
    await screen.findByRole('region', { name: 'Annex' });
    await user.click(within(card('Annex')).getByRole('button', { name: 'Edit Annex' }));
    const form = screen.getByRole('form', { name: 'Edit Annex' });
    await user.click(within(form).getByRole('checkbox', { name: /^Billing only/ }));
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(card('Annex')).findByText('Billing only')).toBeTruthy();
    expect(within(card('Annex')).queryByRole('button', { name: 'Make default shipping' })).toBeNull();
    expect(within(card('Annex')).getByRole('button', { name: 'Make default billing' })).toBeTruthy();
    const sent = requests.find((r) => r.path === '/api/myaccount/address/upsert');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      id: 8,
      billingOnly: true,
      defaultShipping: false,
    });
  });

  it('says why an address in use cannot be deleted, and deletes another', async () => {
    const user = userEvent.setup();
    renderPage(<AddressesPage />);
    await screen.findByRole('region', { name: 'Main clinic' });
    await user.click(screen.getByRole('button', { name: 'Delete Main clinic' }));
    await user.click(within(card('Main clinic')).getByRole('button', { name: 'Yes, delete' }));
    expect((await within(card('Main clinic')).findByRole('alert')).textContent).toBe(ADDRESS_IN_USE_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Delete Annex' }));
    await user.click(within(card('Annex')).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Annex has been deleted.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Annex' })).toBeNull();
  });

  it('refuses a document that is not a PDF or image, then uploads a licence shown pending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<AddressesPage />);
    await user.click(await screen.findByRole('button', { name: 'Add a license to Annex' }));
    const form = screen.getByRole('form', { name: 'New license' });
    await user.type(within(form).getByLabelText('License number'), 'OH-778');
    await user.type(within(form).getByLabelText(/Issuing state or agency/), 'OH');
    await within(form).findByRole('option', { name: 'Schedule IV' });
    await user.selectOptions(within(form).getByLabelText('Schedule or Rx level'), '4');
    await user.type(within(form).getByLabelText('Expires on'), '2027-06-30');
    const input = within(form).getByLabelText(/License document/);
    await user.upload(input, new File(['hello'], 'licence.txt', { type: 'text/plain' }));
    await user.click(within(form).getByRole('button', { name: 'Add license' }));
    expect(await within(form).findByText('The document must be a PDF, PNG or JPEG file.')).toBeTruthy();
    await user.upload(input, new File([PDF], 'licence.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Add license' }));
    expect(await screen.findByText(LICENCE_PENDING_MESSAGE)).toBeTruthy();
    expect(await within(card('Annex')).findByText('Pending verification')).toBeTruthy();
    expect(within(card('Annex')).queryByRole('button', { name: 'Renew license OH-778' })).toBeNull();
    const sent = JSON.parse(
      requests.find((r) => r.path === '/api/myaccount/address/licence/upsert')?.body ?? '{}',
    ) as UpsertLicenceBody;
    expect(sent).toMatchObject({
      addressId: 8,
      licenceNumber: 'OH-778',
      rxLevel: 4,
      expiresOn: '2027-06-30',
    });
    expect(atob(sent.document.data)).toBe(PDF);
  });

  it('renews a licence: the form starts from it and sends renewsId', async () => {
    const user = userEvent.setup();
    renderPage(<AddressesPage />);
    await user.click(await screen.findByRole('button', { name: 'Renew license DEA-1' }));
    const form = screen.getByRole('form', { name: 'Renew license DEA-1' });
    expect(within(form).getByLabelText<HTMLInputElement>('License number').value).toBe('DEA-1');
    await user.type(within(form).getByLabelText('Expires on'), '2028-04-10');
    await user.upload(
      within(form).getByLabelText(/License document/),
      new File([PDF], 'r.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Upload renewal' }));
    expect(await screen.findByText(LICENCE_PENDING_MESSAGE)).toBeTruthy();
    const sent = requests.find((r) => r.path === '/api/myaccount/address/licence/upsert');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ addressId: 7, renewsId: 1 });
  });

  it('shows a skeleton for the Rx level of a renewal, not “Choose…”, until the levels are read', async () => {
    let answerLevels: (response: Response) => void = () => undefined;
    const user = userEvent.setup();
    mockApi({
      'GET /api/myaccount/address/getAll': () =>
        json({ mappedResults: addresses, dddShippingCutoffTime: '14:00' }),
      'GET /api/shopping/item/getSellableControlledSubstances': () =>
        new Promise<Response>((resolve) => (answerLevels = resolve)),
    });
    renderPage(<AddressesPage />);
    await user.click(await screen.findByRole('button', { name: 'Renew license DEA-1' }));
    const form = screen.getByRole('form', { name: 'Renew license DEA-1' });
    // The licence renewed is Schedule III: no control may say otherwise while the levels load.
    expect(within(form).getByRole('status', { name: 'Loading Schedule or Rx level' })).toBeTruthy();
    expect(within(form).queryByRole('combobox', { name: 'Schedule or Rx level' })).toBeNull();
    expect(within(form).queryByText('Choose…')).toBeNull();
    answerLevels(
      json([
        { id: 3, name: 'Schedule III', isControlledSubstance: true },
        { id: 4, name: 'Schedule IV', isControlledSubstance: true },
      ]),
    );
    const level = await within(form).findByRole<HTMLSelectElement>('combobox', {
      name: 'Schedule or Rx level',
    });
    expect(level.value).toBe('3');
  });

  it('downloads a licence’s document with the login’s token', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:licence');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(<AddressesPage />);
    await user.click(await screen.findByRole('button', { name: 'Download dea.pdf' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    const sent = requests.find((r) => r.path === '/api/myaccount/address/licence/document');
    expect(sent?.url).toContain('id=1');
    expect(sent?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(createObjectURL).toHaveBeenCalledOnce();
    click.mockRestore();
  });
});
