import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { signIn } from '@/test/render';
import { apiError, json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';

import { lineFixture, listFixture } from '../test/fixtures';
import { renderWithClient } from '../test/render';

import { AddToListPanel } from './add-to-list-dialog';
import type { AddToListItem } from './add-to-list-types';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

const item: AddToListItem = {
  id: 42,
  name: 'PureWave Nitrile Exam Gloves',
  thumbnailImage: null,
  units: [
    { id: 13, unitName: 'Box of 100', conversionRate: 1, baseUnit: true },
    { id: 14, unitName: 'Case of 10 Boxes', conversionRate: 10, baseUnit: false },
  ],
  defaultUnitId: 13,
};

const longName = 'Quarterly restock pediatric wing supplies';
const own = [
  listFixture({ id: 1, name: 'Exam room', itemListDetailCount: 3 }),
  listFixture({ id: 2, name: longName, itemListDetailCount: 1 }),
];
// A colleague's shared list: the API returns own lists only without showShared, but the dialog
// must never offer another contact's list even if one arrives.
const colleagues = listFixture({ id: 9, name: 'Front desk', isOwner: false, contactId: 8, shared: true });

function bodyOf(request: RecordedRequest | undefined): unknown {
  return request?.body ? JSON.parse(request.body) : undefined;
}

let requests: RecordedRequest[];
let created: ReturnType<typeof listFixture> | null;

beforeEach(() => {
  signIn();
  created = null;
  ({ requests } = mockApi({
    'GET /api/cart/itemList/getAllLists': () =>
      json(created ? [...own, colleagues, created] : [...own, colleagues]),
    'GET /api/cart/itemList/getListsByItemId': (request) => {
      const unit = new URL(request.url, 'http://127.0.0.1').searchParams.get('unit');
      return json(unit === '13' ? [{ itemListId: 1, detailId: 501, quantity: 2 }] : []);
    },
    'POST /api/cart/itemList/upsertListDetail': (request) => {
      const body = bodyOf(request) as { itemListId: number; quantity: number; unit: number };
      return json({
        updated: false,
        detail: lineFixture({
          id: 900,
          itemListId: body.itemListId,
          quantity: body.quantity,
          unit: body.unit,
        }),
      });
    },
    'POST /api/cart/itemList/deleteListDetailByItemListId': () => json({ updated: true }),
    'POST /api/cart/itemList/createList': (request) => {
      const { name } = bodyOf(request) as { name: string };
      created = listFixture({ id: 77, name });
      return json(created);
    },
  }));
});

describe('Add To List dialog (storefront spec §2.5, §5 "Item lists")', () => {
  it("offers only the contact's own lists, names truncated to 23 characters with the full name kept", async () => {
    renderWithClient(<AddToListPanel item={item} />);
    const group = await screen.findByRole('group', { name: 'Your lists' });
    const boxes = await within(group).findAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(['Exam room', longName]);
    expect(within(group).queryByText('Front desk')).toBeNull();

    const shown = within(group).getByText(/^Quarterly/);
    expect(shown.textContent).toBe('Quarterly restock pedi…');
    expect(shown.textContent).toHaveLength(23);
    expect(shown.closest('label')?.getAttribute('title')).toBe(longName);
  });

  it('checks the lists that already hold the item in the chosen unit', async () => {
    const { user } = renderWithClient(<AddToListPanel item={item} />);
    const exam = await screen.findByRole('checkbox', { name: 'Exam room' });
    await waitFor(() => expect(exam).toHaveProperty('checked', true));
    expect(screen.getByRole('checkbox', { name: longName })).toHaveProperty('checked', false);

    // In cases the item is on no list.
    await user.selectOptions(screen.getByLabelText('Unit'), '14');
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Exam room' })).toHaveProperty('checked', false),
    );
  });

  it('adds the item with its quantity and unit when a list is checked, and takes it off when unchecked', async () => {
    const { user } = renderWithClient(<AddToListPanel item={item} initialUnitId={14} initialQuantity={3} />);
    const other = await screen.findByRole('checkbox', { name: longName });
    await user.click(other);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(`Added to ${longName}`));
    expect(screen.getByRole('checkbox', { name: longName })).toHaveProperty('checked', true);
    const upsert = requests.find((request) => request.path.endsWith('/upsertListDetail'));
    expect(bodyOf(upsert)).toEqual({ itemListId: 2, itemId: 42, unit: 14, quantity: 3 });

    await user.click(screen.getByRole('checkbox', { name: longName }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: longName })).toHaveProperty('checked', false),
    );
    const removal = requests.find((request) => request.path.endsWith('/deleteListDetailByItemListId'));
    expect(bodyOf(removal)).toEqual({ itemListId: 2, itemId: 42, unit: 14 });
  });

  it.each([
    ['2.5', 'Decimals not allowed'],
    ['ten', 'Only numbers can be entered'],
    ['0', 'Enter a quantity of 1 or more.'],
  ])(
    'says why a quantity of %j cannot be used and adds nothing until it is put right',
    async (typed, message) => {
      const { user } = renderWithClient(<AddToListPanel item={item} initialUnitId={14} />);
      const other = await screen.findByRole('checkbox', { name: longName });
      const quantity = screen.getByLabelText<HTMLInputElement>('Quantity');
      await user.clear(quantity);
      await user.type(quantity, typed);
      await user.click(other);
      // The box keeps what was typed (not floored into another quantity), marked and explained.
      expect(quantity.value).toBe(typed);
      expect(quantity.getAttribute('aria-invalid')).toBe('true');
      const problem = document.getElementById(quantity.getAttribute('aria-describedby') ?? '');
      expect(problem?.textContent).toBe(message);
      expect(other).toHaveProperty('checked', false);
      await user.type(screen.getByLabelText('New list'), 'Crash cart{Enter}');
      expect(requests.some((request) => /upsertListDetail|createList/.test(request.path))).toBe(false);

      await user.clear(quantity);
      await user.type(quantity, '4');
      expect(quantity.getAttribute('aria-invalid')).toBe('false');
      await user.click(other);
      await waitFor(() =>
        expect(bodyOf(requests.find((request) => request.path.endsWith('/upsertListDetail')))).toEqual({
          itemListId: 2,
          itemId: 42,
          unit: 14,
          quantity: 4,
        }),
      );
    },
  );

  it('creates a list when Enter is pressed in New list, then adds the item to it', async () => {
    const { user } = renderWithClient(<AddToListPanel item={item} />);
    await screen.findByRole('checkbox', { name: 'Exam room' });
    const input = screen.getByLabelText('New list');
    await user.type(input, '  Crash cart  ');
    // Typing alone creates nothing.
    expect(requests.some((request) => request.path.endsWith('/createList'))).toBe(false);
    await user.keyboard('{Enter}');

    const newList = await screen.findByRole('checkbox', { name: 'Crash cart' });
    await waitFor(() => expect(newList).toHaveProperty('checked', true));
    expect(bodyOf(requests.find((request) => request.path.endsWith('/createList')))).toEqual({
      name: 'Crash cart',
    });
    expect(bodyOf(requests.find((request) => request.path.endsWith('/upsertListDetail')))).toEqual({
      itemListId: 77,
      itemId: 42,
      unit: 13,
      quantity: 1,
    });
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('asks for a name instead of creating a list with a blank one', async () => {
    const { user } = renderWithClient(<AddToListPanel item={item} />);
    await screen.findByRole('checkbox', { name: 'Exam room' });
    const input = screen.getByLabelText('New list');
    await user.type(input, '   {Enter}');
    expect(await screen.findByText('Please enter a list name')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((request) => request.path.endsWith('/createList'))).toBe(false);
  });

  it("shows the server's message when the list cannot be created", async () => {
    mockApi({
      'GET /api/cart/itemList/getAllLists': () => json(own),
      'GET /api/cart/itemList/getListsByItemId': () => json([]),
      'POST /api/cart/itemList/createList': () => apiError(400, 'List name must be at most 100 characters'),
    });
    const { user } = renderWithClient(<AddToListPanel item={item} />);
    await screen.findByRole('checkbox', { name: 'Exam room' });
    const input = screen.getByLabelText('New list');
    await user.type(input, 'x{Enter}');
    expect(await screen.findByText('List name must be at most 100 characters')).toBeTruthy();
  });
});
