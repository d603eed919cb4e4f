import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';

import { listFixture } from '../test/fixtures';
import { renderWithClient } from '../test/render';

import { ItemListsPage } from './item-lists-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

const mine = listFixture({ id: 1, name: 'Exam room', itemListDetailCount: 3, subscription: true });
const colleagues = listFixture({
  id: 9,
  name: 'Front desk supplies',
  isOwner: false,
  shared: true,
  contactId: 8,
  contactName: 'Jordan Lee',
});

let requests: RecordedRequest[];
let lists = [mine];

beforeEach(() => {
  signIn();
  lists = [mine];
  ({ requests } = mockApi({
    'GET /api/cart/itemList/getAllLists': (request) =>
      json(request.url.includes('showShared=true') ? [...lists, colleagues] : lists),
    'POST /api/cart/itemList/deleteList': () => {
      lists = [];
      return json({ updated: true });
    },
    'POST /api/cart/itemList/editList': (request) => {
      const body = JSON.parse(request.body ?? '{}') as { shared?: boolean };
      lists = [{ ...mine, ...body }];
      return json(lists[0]);
    },
  }));
});

function renderPage() {
  return renderWithClient(<ItemListsPage openListId={null} showPrices onCartUpdated={vi.fn()} />);
}

describe('item lists page (storefront spec §2.3 "Item Lists")', () => {
  it("shows colleagues' shared lists only with 'Show shared lists', and read-only", async () => {
    const { user } = renderPage();
    const own = await screen.findByRole('list', { name: 'My lists' });
    expect(within(own).getByRole('link', { name: 'Exam room' })).toBeTruthy();
    expect(within(own).getByText('Subscription')).toBeTruthy();
    expect(screen.queryByText('Front desk supplies')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Show shared lists' }));
    const shared = await screen.findByRole('list', { name: 'Shared with me' });
    expect(within(shared).getByRole('link', { name: 'Front desk supplies' })).toBeTruthy();
    expect(within(shared).getByText('Shared by Jordan Lee')).toBeTruthy();
    expect(within(shared).queryByRole('button')).toBeNull();
    expect(within(shared).queryByRole('switch')).toBeNull();
    expect(requests.some((request) => request.url.includes('showShared=true'))).toBe(true);
  });

  it('flips the shared flag of an own list', async () => {
    const { user } = renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Share Exam room with your colleagues' });
    expect(toggle).toHaveProperty('checked', false);
    await user.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Share Exam room with your colleagues' })).toHaveProperty(
        'checked',
        true,
      ),
    );
    const edit = requests.find((request) => request.path.endsWith('/editList'));
    expect(JSON.parse(edit?.body ?? '{}')).toEqual({ id: 1, shared: true });
    // issue 31 point 2: the save says so.
    expect(vi.mocked(toast.success)).toHaveBeenCalledWith('Exam room is now shared with your colleagues.');
  });

  it('renames an own list and says so', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Rename Exam room' }));
    const box = screen.getByRole('textbox', { name: 'New name for Exam room' });
    await user.clear(box);
    await user.type(box, 'Exam room 2{Enter}');
    await waitFor(() =>
      expect(vi.mocked(toast.success)).toHaveBeenCalledWith('List renamed to Exam room 2.'),
    );
    const edit = requests.find((request) => request.path.endsWith('/editList'));
    expect(JSON.parse(edit?.body ?? '{}')).toEqual({ id: 1, name: 'Exam room 2' });
  });

  it('deletes a list only after the confirmation, then shows the empty state', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Exam room' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this list?' });
    expect(requests.some((request) => request.path.endsWith('/deleteList'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete list' }));
    expect(await screen.findByText('No item lists yet')).toBeTruthy();
    const removal = requests.find((request) => request.path.endsWith('/deleteList'));
    expect(JSON.parse(removal?.body ?? '{}')).toEqual({ id: 1 });
  });
});
