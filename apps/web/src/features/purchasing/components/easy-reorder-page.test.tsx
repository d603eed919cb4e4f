import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render-page';

import { emptyCart, page, reorderLine } from '../test/fixtures';

import { EasyReorderPage } from './easy-reorder-page';

const REORDER = 'GET /api/myaccount/reorder/paginate';
const ADD_ITEMS = 'POST /api/cart/cart/addItems';
const ADD_ALL = 'POST /api/myaccount/reorder/addToCart';

const gloves = reorderLine(42, 'Nitrile Exam Gloves');
const gauze = reorderLine(43, 'Sterile Gauze Pads', { lastOrderedQuantity: 5, quantity: 5 });
const tape = reorderLine(44, 'Medical Tape', { isAddableToCart: false, lastTranId: 'SO-1003' });

function setup(notAdded: unknown[] = []) {
  const mock = mockApi({
    [REORDER]: () => json(page([gloves, gauze, tape])),
    [ADD_ITEMS]: () => json({ cart: emptyCart, notAdded }),
    [ADD_ALL]: () => json({ cart: emptyCart, notAdded }),
  });
  const onCart = vi.fn();
  renderPage(<EasyReorderPage onCart={onCart} />);
  return { ...mock, onCart };
}

const bodyOf = (requests: { path: string; body?: string }[], path: string) =>
  JSON.parse(requests.filter((r) => r.path === path).at(-1)?.body ?? 'null') as unknown;

describe('Easy Reorder (issue 21 point 1; storefront spec §9)', () => {
  it('asks for the last 90 days of Order History, 100 a page, and shows when each was last ordered', async () => {
    const { requests } = setup();
    expect(
      await screen.findByText(/Ordered on 11\/02\/2026: 3 Box · SO-1001/, {}, { timeout: 3000 }),
    ).toBeTruthy();
    const url = new URL(requests[0]?.url ?? '', 'http://x');
    expect(url.searchParams.get('days')).toBe('90');
    expect(url.searchParams.get('source')).toBe('Order History');
    expect(screen.getByRole('button', { name: 'Add Medical Tape to cart' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getAllByText('$12.50 per Box')).toHaveLength(3);
  });

  it('changes the window and the source', async () => {
    const { requests } = setup();
    await screen.findByText('Nitrile Exam Gloves');
    await userEvent.selectOptions(screen.getByLabelText('Ordered in'), 'Last 15 days');
    await userEvent.selectOptions(screen.getByLabelText('Source'), 'Estimates');
    const url = new URL(requests.at(-1)?.url ?? '', 'http://x');
    expect(url.searchParams.get('days')).toBe('15');
    expect(url.searchParams.get('source')).toBe('Estimates');
  });

  it('adds one row at the quantity and unit chosen on it', async () => {
    const { requests, onCart } = setup();
    await screen.findByText('Nitrile Exam Gloves');
    const quantity = screen.getByLabelText('Quantity of Nitrile Exam Gloves');
    // service spec §5: a fraction is said and not taken.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4.5');
    expect(screen.getByRole('alert').textContent).toBe('Decimals not allowed');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Unit of Nitrile Exam Gloves'), 'Case');
    expect(screen.getByText('$125.00 per Case')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add Nitrile Exam Gloves to cart' }));
    expect(await screen.findByText('1 line added to your cart.')).toBeTruthy();
    expect(bodyOf(requests, '/api/cart/cart/addItems')).toEqual({
      lines: [{ itemId: 42, quantity: 4, unit: 22 }],
    });
    expect(onCart).toHaveBeenCalledOnce();
  });

  it('adds the rows ticked, and says why a line was not added', async () => {
    const { requests } = setup([
      {
        itemId: 43,
        unit: 21,
        reason: 'allocation-cut',
        message: 'Only 2 left in your allocation',
        quantityAdded: 2,
      },
    ]);
    await screen.findByText('Nitrile Exam Gloves');
    await userEvent.click(screen.getByLabelText('Select Nitrile Exam Gloves'));
    await userEvent.click(screen.getByLabelText('Select Sterile Gauze Pads'));
    await userEvent.click(screen.getByRole('button', { name: 'Add selected (2)' }));
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('2 lines added to your cart.')).toBeTruthy();
    expect(notice.textContent).toContain('Sterile Gauze Pads: Only 2 left in your allocation (2 added)');
    expect(bodyOf(requests, '/api/cart/cart/addItems')).toEqual({
      lines: [
        { itemId: 42, quantity: 3, unit: 21 },
        { itemId: 43, quantity: 5, unit: 21 },
      ],
    });
  });

  it('adds every row of the window in one step', async () => {
    const { requests } = setup([
      {
        itemId: 44,
        unit: 21,
        reason: 'inactive',
        message: 'This item is no longer available',
        quantityAdded: 0,
      },
    ]);
    await screen.findByText('Nitrile Exam Gloves');
    await userEvent.click(screen.getByRole('button', { name: 'Add all to cart' }));
    expect(await screen.findByText('2 lines added to your cart.')).toBeTruthy();
    expect(bodyOf(requests, '/api/myaccount/reorder/addToCart')).toEqual({
      days: 90,
      source: 'Order History',
    });
  });
});
