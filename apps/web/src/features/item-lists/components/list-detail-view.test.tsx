import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { signIn } from '@/test/render';
import { apiError, json, mockApi } from '@/test/mock-api';
import type { MockHandler, RecordedRequest } from '@/test/mock-api';

import { lineFixture, listFixture } from '../test/fixtures';
import { renderWithClient } from '../test/render';

import { ListDetailView } from './list-detail-view';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

const gloves = lineFixture({ id: 501, itemId: 42, quantity: 2, unit: 13, price: 12.5, lineTotal: 25 });
const gauze = lineFixture({
  id: 502,
  itemId: 43,
  quantity: 1,
  unit: 13,
  displayName: 'Gauze Pads 4x4',
  siteDisplayName: null,
  price: 4,
  lineTotal: 4,
});

function bodyOf(request: RecordedRequest | undefined): unknown {
  return request?.body ? JSON.parse(request.body) : undefined;
}

function setUp(routes: Record<string, MockHandler> = {}, list = listFixture({ itemListDetailCount: 2 })) {
  return mockApi({
    'GET /api/cart/itemList/getListDetails': () => json({ list, details: [gloves, gauze] }),
    'GET /api/cart/itemList/getAllLists': () => json([list]),
    ...routes,
  });
}

function renderDetail(onCartUpdated = vi.fn(), showPrices = true) {
  return renderWithClient(
    <ListDetailView itemListId={1} showPrices={showPrices} onCartUpdated={onCartUpdated} />,
  );
}

function glovesLine() {
  return screen.getByRole('listitem', { name: 'PureWave Nitrile Exam Gloves' });
}

beforeEach(() => {
  signIn();
});

describe('item list detail (storefront spec §4 "Item list detail")', () => {
  it('reverts quantity and unit to the originals when an edit fails, and says so', async () => {
    let answer: (response: Response) => void = () => undefined;
    setUp({
      'POST /api/cart/itemList/upsertListDetail': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderDetail();
    const quantity = await screen.findByRole('textbox', {
      name: 'Quantity for PureWave Nitrile Exam Gloves',
    });
    await user.clear(quantity);
    await user.type(quantity, '7');
    await user.tab();

    // While the server works the line is marked updating and shows the new value.
    await waitFor(() => expect(glovesLine().getAttribute('aria-busy')).toBe('true'));
    expect(within(glovesLine()).getByText('Updating')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Quantity for PureWave/ }).value).toBe('7');
    expect(within(glovesLine()).getByText('$87.50')).toBeTruthy();

    answer(apiError(422, 'Item not available'));
    await waitFor(() => expect(glovesLine().getAttribute('aria-busy')).toBe('false'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Quantity for PureWave/ }).value).toBe('2');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Unit for PureWave/ }).value).toBe('13');
    expect(within(glovesLine()).getByText('$25.00')).toBeTruthy();
    expect(vi.mocked(toast.error)).toHaveBeenCalledWith(expect.stringContaining('back as they were'));
  });

  it('keeps the saved quantity and unit as the new originals when an edit succeeds', async () => {
    const { requests } = setUp({
      'POST /api/cart/itemList/upsertListDetail': (request) => {
        const body = bodyOf(request) as { quantity: number; unit: number };
        return json({
          updated: true,
          detail: { ...gloves, quantity: body.quantity, unit: body.unit, lineTotal: 250 },
        });
      },
    });
    const { user } = renderDetail();
    const unit = await screen.findByRole('combobox', { name: 'Unit for PureWave Nitrile Exam Gloves' });
    await user.selectOptions(unit, '14');
    await waitFor(() => expect(glovesLine().getAttribute('aria-busy')).toBe('false'));
    expect(bodyOf(requests.find((request) => request.path.endsWith('/upsertListDetail')))).toEqual({
      id: 501,
      itemListId: 1,
      itemId: 42,
      unit: 14,
      quantity: 2,
    });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Unit for PureWave/ }).value).toBe('14');
    // price × conversion × quantity (storefront spec §9): 12.50 × 10 × 2.
    expect(within(glovesLine()).getByText('$250.00')).toBeTruthy();
    expect(vi.mocked(toast.error)).not.toHaveBeenCalled();
    // issue 31 point 2: the save says so.
    expect(vi.mocked(toast.success)).toHaveBeenCalledWith(`${gloves.itemName} updated on this list.`);
  });

  it.each([
    ['abc', 'Only numbers can be entered'],
    ['2.5', 'Decimals not allowed'],
    ['0', 'Enter a quantity of 1 or more.'],
    ['', 'Enter a quantity of 1 or more.'],
  ])(
    'does not save a typed quantity of %j and says why beside the box (service spec §5)',
    async (typed, message) => {
      const { requests } = setUp();
      const { user } = renderDetail();
      const quantity = await screen.findByRole<HTMLInputElement>('textbox', {
        name: 'Quantity for PureWave Nitrile Exam Gloves',
      });
      await user.clear(quantity);
      if (typed) await user.type(quantity, typed);
      await user.keyboard('{Enter}');
      await user.tab();
      // Kept as typed (not floored into another quantity), marked, and explained.
      expect(quantity.value).toBe(typed);
      expect(quantity.getAttribute('aria-invalid')).toBe('true');
      const problem = document.getElementById(quantity.getAttribute('aria-describedby') ?? '');
      expect(problem?.textContent).toBe(message);
      expect(requests.some((request) => request.path.endsWith('/upsertListDetail'))).toBe(false);

      // Put right, it is saved and the message goes.
      await user.clear(quantity);
      await user.type(quantity, '3{Enter}');
      await waitFor(() =>
        expect(requests.some((request) => request.path.endsWith('/upsertListDetail'))).toBe(true),
      );
      expect(quantity.getAttribute('aria-invalid')).toBe('false');
      expect(within(glovesLine()).queryByRole('alert')).toBeNull();
    },
  );

  it('removes a line only when the delete answer says updated', async () => {
    let updated = false;
    setUp({ 'POST /api/cart/itemList/deleteListDetail': () => json({ updated }) });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Remove Gauze Pads 4x4' }));
    await waitFor(() => expect(vi.mocked(toast.error)).toHaveBeenCalled());
    expect(screen.getByRole('listitem', { name: 'Gauze Pads 4x4' })).toBeTruthy();

    updated = true;
    await user.click(screen.getByRole('button', { name: 'Remove Gauze Pads 4x4' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Gauze Pads 4x4' })).toBeNull());
  });

  it('adds the whole list to the cart, reporting refused lines and the adjustment warning', async () => {
    const cart = {
      id: 3,
      status: 'open',
      approvedBy: null,
      contactId: 7,
      cartDetail: [],
      saveForLater: [],
      notifications: [],
      totalItems: 1,
      totalQuantity: 2,
      addToCartAdjustment: true,
    };
    const { requests } = setUp({
      'POST /api/cart/cart/addItemList': () =>
        json({ cart, refused: [{ itemId: 43, reason: 'This item requires a medical license to purchase' }] }),
    });
    const onCartUpdated = vi.fn();
    const { user } = renderDetail(onCartUpdated);
    await user.click(await screen.findByRole('button', { name: 'Add all to cart' }));
    expect(await screen.findByText(/Gauze Pads 4x4: This item requires a medical license/)).toBeTruthy();
    expect(bodyOf(requests.find((request) => request.path.endsWith('/addItemList')))).toEqual({
      itemListId: 1,
    });
    expect(onCartUpdated).toHaveBeenCalledWith(cart);
    expect(vi.mocked(toast.warning)).toHaveBeenCalledWith(
      'Item quantites are limited and has been adjusted in your cart',
    );
    expect(vi.mocked(toast.success)).toHaveBeenCalledWith('Added 1 item to your cart');
  });

  it("shows a colleague's shared list read-only: no edits, no removal", async () => {
    setUp({}, listFixture({ isOwner: false, shared: true, contactName: 'Jordan Lee' }));
    renderDetail();
    await screen.findByText('Shared by Jordan Lee');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add all to cart' })).toBeTruthy();
  });

  it('shows no prices without price visibility', async () => {
    setUp({
      'GET /api/cart/itemList/getListDetails': () =>
        json({
          list: listFixture(),
          details: [lineFixture({ price: undefined, lineTotal: undefined })],
        }),
    });
    renderDetail(vi.fn(), false);
    await screen.findByRole('listitem', { name: 'PureWave Nitrile Exam Gloves' });
    expect(screen.queryByText(/\$/)).toBeNull();
  });
});
