import { EstimateDetails as EstimateDetailsSchema } from '@medsupply/contract';
import type { EstimateSummary } from '@medsupply/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render-page';

import { EstimateDetails } from './estimate-details';
import { EstimatesList } from './estimates-list';
import { SaveCartAsEstimate } from './save-cart-as-estimate';

const summary = (id: number, overrides: Partial<EstimateSummary> = {}): EstimateSummary => ({
  id,
  tranId: `EST-${id}`,
  kind: 'estimate',
  status: 'Open',
  title: null,
  tranDate: '2026-11-10T15:00:00.000Z',
  expiresOn: '2026-12-10',
  canConvert: true,
  lineCount: 2,
  subtotal: 50,
  total: 50,
  ...overrides,
});

const units = [{ id: 21, unitName: 'Box', conversionRate: 1, baseUnit: true }];
const details = EstimateDetailsSchema.parse({
  ...summary(5, { title: 'Monthly gloves' }),
  memo: null,
  shipping: 0,
  tax: 0,
  lines: [
    {
      id: 1,
      itemId: 42,
      itemName: 'MER-42',
      displayName: 'Nitrile Exam Gloves',
      siteDisplayName: null,
      urlComponent: 'gloves',
      manufacturer: 'Halvorsen',
      mpn: 'H-42',
      thumbnailImage: null,
      matrixDetails: null,
      rxLevelId: 0,
      unit: 21,
      quantity: 2,
      units,
      isAddableToCart: true,
      quantityAvailable: 100,
      price: 25,
      lineTotal: 50,
    },
  ],
});
const cart = {
  id: 3,
  status: 'open',
  approvedBy: null,
  contactId: 7,
  cartDetail: [],
  saveForLater: [],
  notifications: [],
  totalItems: 0,
  totalQuantity: 0,
};

describe('Estimates and Quotes (issue 21 point 3)', () => {
  it('lists estimates 10 a page with status, expiry and total, filtered by status', async () => {
    const { requests } = mockApi({
      'GET /api/myaccount/estimates/paginate': () =>
        json({
          limit: 10,
          page: 1,
          pages: 1,
          total: 2,
          results: [summary(5), summary(4, { status: 'Expired', canConvert: false })],
        }),
    });
    renderPage(
      <EstimatesList kind="estimate" detailsHref={(id) => `/d?id=${id}`} listHref={(kind) => `/${kind}s`} />,
    );
    const link = await screen.findByRole('link', { name: 'EST-5' });
    expect(link.getAttribute('href')).toBe('/d?id=5');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('12/10/2026')).toBeTruthy();
    expect(within(row).getByText('$50.00')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('Expired')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Open');
    expect(new URL(requests.at(-1)?.url ?? '', 'http://x').searchParams.get('status')).toBe('Open');
  });

  it('reads quotes from their own list', async () => {
    mockApi({
      'GET /api/myaccount/quotes/paginate': () =>
        json({
          limit: 10,
          page: 1,
          pages: 1,
          total: 1,
          results: [summary(9, { kind: 'quote', tranId: 'QUO-9', status: 'Requested', canConvert: false })],
        }),
    });
    renderPage(
      <EstimatesList
        kind="quote"
        detailsHref={(id) => `/d?id=${id}&type=quote`}
        listHref={(kind) => `/${kind}s`}
      />,
    );
    expect(await screen.findByRole('link', { name: 'QUO-9' })).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('Requested')).toBeTruthy();
    const lists = screen.getByRole('navigation', { name: 'Estimates and quotes' });
    expect(within(lists).getByRole('link', { name: 'Estimates' }).getAttribute('href')).toBe('/estimates');
    expect(within(lists).getByRole('link', { name: 'Quotes' }).getAttribute('aria-current')).toBe('page');
  });

  it('converts an open estimate into the cart at its prices', async () => {
    const { requests } = mockApi({
      'GET /api/myaccount/estimates/5': () => json(details),
      'POST /api/myaccount/estimates/convertToCart': () =>
        json({ cart, estimate: summary(5, { status: 'Converted', canConvert: false }), notAdded: [] }),
    });
    const onConverted = vi.fn();
    renderPage(<EstimateDetails kind="estimate" id={5} onConverted={onConverted} />);
    expect(await screen.findByText('Monthly gloves')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '$50.00' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart at these prices' }));
    expect(await screen.findByText('1 line added to your cart.')).toBeTruthy();
    expect(JSON.parse(requests.find((r) => r.path.endsWith('convertToCart'))?.body ?? '{}')).toEqual({
      id: 5,
    });
    expect(onConverted).toHaveBeenCalledOnce();
  });

  it('says why an expired estimate cannot go into the cart', async () => {
    mockApi({
      'GET /api/myaccount/estimates/5': () => json({ ...details, status: 'Expired', canConvert: false }),
    });
    renderPage(<EstimateDetails kind="estimate" id={5} onConverted={vi.fn()} />);
    expect(
      await screen.findByText('Only an open estimate that has not expired can be added to the cart.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart at these prices' })).toBeNull();
  });

  it('says so for an estimate that is not the account’s', async () => {
    mockApi({ 'GET /api/myaccount/estimates/99': () => apiError(404, 'Estimate not found') });
    renderPage(<EstimateDetails kind="estimate" id={99} onConverted={vi.fn()} />);
    expect(await screen.findByText('Estimate not found')).toBeTruthy();
  });

  it('saves the cart as an estimate, or asks for a quote, from the cart', async () => {
    const { requests } = mockApi({
      'POST /api/myaccount/estimates/create': () => json(details),
      'POST /api/myaccount/quotes/create': () =>
        json({ ...details, id: 9, tranId: 'QUO-9', kind: 'quote', status: 'Requested' }),
    });
    renderPage(<SaveCartAsEstimate detailsHref={(kind, id) => `/${kind}/${id}`} listHref="/estimates" />);
    expect(screen.getByRole('link', { name: 'Your estimates and quotes' }).getAttribute('href')).toBe(
      '/estimates',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save as estimate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as estimate' });
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Monthly gloves');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as estimate' }));
    expect(await within(dialog).findByText('Saved as estimate EST-5.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'View EST-5' }).getAttribute('href')).toBe('/estimate/5');
    expect(JSON.parse(requests.find((r) => r.path.endsWith('estimates/create'))?.body ?? '{}')).toEqual({
      title: 'Monthly gloves',
    });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    const quote = await screen.findByRole('dialog', { name: 'Request a quote' });
    await userEvent.click(within(quote).getByRole('button', { name: 'Request a quote' }));
    expect(
      await within(quote).findByText('Quote QUO-9 requested. We will price it and let you know.'),
    ).toBeTruthy();
  });
});
