import type { OpenItem } from '@medsupply/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render-page';

import { page } from '../test/fixtures';

import { OpenItemsPage } from './open-items-page';

function openItem(lineId: number, salesOrderId: number, overrides: Partial<OpenItem> = {}): OpenItem {
  return {
    lineId,
    salesOrderId,
    tranId: `SO-${salesOrderId}`,
    orderDate: '2026-11-01T15:00:00.000Z',
    status: 'Pending Fulfillment',
    itemId: lineId,
    itemName: `MER-${lineId}`,
    displayName: `Item ${lineId}`,
    urlComponent: `item-${lineId}`,
    unit: 21,
    unitName: 'Box',
    quantity: 10,
    quantityFulfilled: 4,
    quantityOpen: 6,
    quantityBackordered: 0,
    expectedDate: null,
    rate: 2,
    amountOpen: 12,
    ...overrides,
  };
}

describe('Open Items (issue 21 point 4)', () => {
  it('shows every open line by order, backorders with their expected date, each order linked', async () => {
    mockApi({
      'GET /api/myaccount/openitems/paginate': () =>
        json(
          page(
            [
              openItem(1, 100),
              openItem(2, 100, { quantityBackordered: 3, expectedDate: '2026-12-03' }),
              openItem(3, 101, { quantityFulfilled: 0, quantityOpen: 10 }),
            ],
            10,
          ),
        ),
    });
    renderPage(<OpenItemsPage orderHref={(id) => `/o?id=${id}`} />);
    const order = await screen.findByRole('region', { name: 'Order SO-100' });
    expect(within(order).getByRole('link', { name: 'Order SO-100' }).getAttribute('href')).toBe('/o?id=100');
    expect(within(order).getAllByText('6 of 10 Box open')).toHaveLength(2);
    expect(within(order).getByText('3 backordered · expected 12/03/2026')).toBeTruthy();
    expect(within(order).getAllByText('$12.00')).toHaveLength(2);
    const other = screen.getByRole('region', { name: 'Order SO-101' });
    expect(within(other).getByText('10 of 10 Box open')).toBeTruthy();
  });

  it('says when nothing is waiting to ship', async () => {
    mockApi({ 'GET /api/myaccount/openitems/paginate': () => json(page([], 10)) });
    renderPage(<OpenItemsPage orderHref={(id) => `/o?id=${id}`} />);
    expect(await screen.findByText('Nothing is waiting to ship.')).toBeTruthy();
  });
});
