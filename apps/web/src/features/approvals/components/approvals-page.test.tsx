import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApprovalOrder, ApprovalsResponse } from '@medsupply/contract';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { ApprovalsPage } from './approvals-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

const address = {
  addressee: 'Lakeside Family Clinic',
  line1: '2200 Lakeside Terrace',
  city: 'Madison',
  state: 'WI',
  zip: '53704',
  country: 'US',
};

function order(id: number, overrides: Partial<ApprovalOrder> = {}): ApprovalOrder {
  return {
    id,
    tranId: `SO-${id}`,
    accountName: 'Lakeside Family Clinic',
    status: 'Pending Approval',
    orderDate: '2026-11-25T15:00:00.000Z',
    placedBy: 'Tom Becker',
    poNumber: null,
    shipAddress: address,
    billAddress: { ...address, line2: 'Suite 300' },
    paymentDescription: 'Terms (Net 30)',
    lines: [
      {
        id: id * 10,
        lineNumber: 1,
        itemId: 42,
        itemName: 'MER-104231',
        displayName: 'Nitrile Exam Gloves',
        urlComponent: 'nitrile-exam-gloves',
        thumbnailImage: null,
        unit: 21,
        unitName: 'Box',
        rxLevel: 0,
        quantity: 3,
        quantityFulfilled: 0,
        quantityBackordered: 0,
        quantityCancelled: 0,
        quantityBilled: 0,
        price: 12.5,
        amount: 37.5,
      },
    ],
    total: 39.38,
    rejectionReason: null,
    reasons: [],
    mayDecide: true,
    ...overrides,
  };
}

describe('ApprovalsPage', () => {
  beforeEach(() => {
    signIn();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  function serve() {
    let state: ApprovalsResponse = {
      pending: [order(101), order(102)],
      rejected: [order(90, { status: 'Rejected', rejectionReason: 'Over budget' })],
    };
    const api = mockApi({
      'GET /api/myaccount/approvals/getApprovals': () => json(state),
      'POST /api/myaccount/approvals/approve': (request) => {
        const { id } = JSON.parse(request.body ?? '{}') as { id: number };
        state = { ...state, pending: state.pending.filter((o) => o.id !== id) };
        return json({ id, tranId: `SO-${id}`, status: 'Pending Fulfillment' });
      },
      'POST /api/myaccount/approvals/reject': (request) => {
        const { id, reason } = JSON.parse(request.body ?? '{}') as { id: number; reason?: string };
        const moved = state.pending.find((o) => o.id === id);
        state = {
          pending: state.pending.filter((o) => o.id !== id),
          rejected: moved
            ? [{ ...moved, status: 'Rejected', rejectionReason: reason ?? null }, ...state.rejected]
            : state.rejected,
        };
        return json({ id, tranId: `SO-${id}`, status: 'Rejected' });
      },
    });
    return api;
  }

  it('lists waiting and rejected orders with their details', async () => {
    const user = userEvent.setup();
    serve();
    renderPage(<ApprovalsPage />);
    expect(await screen.findByRole('heading', { name: 'Waiting for approval (2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rejected (1)' })).toBeTruthy();
    const rejected = screen.getByRole('article', { name: 'Order SO-90' });
    expect(within(rejected).getByText('Rejected')).toBeTruthy();
    expect(within(rejected).getByText('Reason: Over budget')).toBeTruthy();
    const first = screen.getByRole('article', { name: 'Order SO-101' });
    expect(within(first).getByText(/Placed 11\/25\/2026 by Tom Becker/)).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Show details' }));
    expect(within(first).getByText('Terms (Net 30)')).toBeTruthy();
    expect(within(first).getByText('Nitrile Exam Gloves')).toBeTruthy();
    expect(within(first).getByText('$37.50')).toBeTruthy();
  });

  it('approves an order, which leaves the waiting list', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderPage(<ApprovalsPage />);
    const first = await screen.findByRole('article', { name: 'Order SO-101' });
    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { name: 'Waiting for approval (1)' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Order SO-101' })).toBeNull();
    expect(requests.find((r) => r.path.endsWith('/approve'))?.body).toBe('{"id":101}');
    expect(toast.success).toHaveBeenCalledWith('Order SO-101 approved. It is on its way to the warehouse.');
  });

  it("rejects an order with a reason: it moves to the rejected list as 'Rejected'", async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderPage(<ApprovalsPage />);
    const second = await screen.findByRole('article', { name: 'Order SO-102' });
    await user.click(within(second).getByRole('button', { name: 'Reject' }));
    await user.type(within(second).getByLabelText(/Reason/), 'Use the monthly list');
    await user.click(within(second).getByRole('button', { name: 'Reject order SO-102' }));
    expect(await screen.findByRole('heading', { name: 'Rejected (2)' })).toBeTruthy();
    const moved = screen.getByRole('article', { name: 'Order SO-102' });
    expect(within(moved).getByText('Rejected')).toBeTruthy();
    expect(within(moved).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(JSON.parse(requests.find((r) => r.path.endsWith('/reject'))?.body ?? '{}')).toEqual({
      id: 102,
      reason: 'Use the monthly list',
    });
  });

  it('lists why each order waits and how each reason was decided; no buttons when another approver decides', async () => {
    mockApi({
      'GET /api/myaccount/approvals/getApprovals': () =>
        json({
          pending: [
            order(101, {
              mayDecide: false,
              reasons: [
                {
                  reason: 'The order total of $612.40 is over $500.00.',
                  decision: 'approved',
                  decidedBy: 'Dana Reyes',
                  note: 'Flu season',
                },
                {
                  reason: 'The order holds controlled substances.',
                  decision: 'pending',
                  decidedBy: null,
                  note: null,
                },
              ],
            }),
          ],
          rejected: [],
        }),
    });
    renderPage(<ApprovalsPage />);
    const card = await screen.findByRole('article', { name: 'Order SO-101' });
    const why = within(card).getByRole('list', { name: 'Why order SO-101 needs approval' });
    const items = within(why)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'The order total of $612.40 is over $500.00. Approved by Dana Reyes · “Flu season”',
      'The order holds controlled substances. Waiting',
    ]);
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(
      within(card).getByText('Waiting for another approver: you cannot decide this order.'),
    ).toBeTruthy();
  });

  it("names each order's account when the list holds several (a parent login's)", async () => {
    mockApi({
      'GET /api/myaccount/approvals/getApprovals': () =>
        json({ pending: [order(101), order(102, { accountName: 'Northwind Urgent Care' })], rejected: [] }),
    });
    renderPage(<ApprovalsPage />);
    const child = await screen.findByRole('article', { name: 'Order SO-102' });
    expect(
      within(child).getByText(/Placed 11\/25\/2026 by Tom Becker for Northwind Urgent Care/),
    ).toBeTruthy();
  });

  it('names the account of orders that are not the current account’s', async () => {
    mockApi({
      'GET /api/myaccount/approvals/getApprovals': () =>
        json({ pending: [order(103, { accountName: 'Northwind Urgent Care' })], rejected: [] }),
    });
    renderPage(<ApprovalsPage currentAccountName="Northwind Health Group" />);
    const child = await screen.findByRole('article', { name: 'Order SO-103' });
    expect(within(child).getByText(/by Tom Becker for Northwind Urgent Care/)).toBeTruthy();
  });

  it('approves with a note for the person who placed it', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderPage(<ApprovalsPage />);
    const first = await screen.findByRole('article', { name: 'Order SO-101' });
    await user.type(within(first).getByLabelText(/Note with your approval/), 'Flu season stock');
    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() =>
      expect(JSON.parse(requests.find((r) => r.path.endsWith('/approve'))?.body ?? '{}')).toEqual({
        id: 101,
        note: 'Flu season stock',
      }),
    );
  });

  it('says when an approval is recorded but the order still waits for another approver', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/myaccount/approvals/getApprovals': () => json({ pending: [order(101)], rejected: [] }),
      'POST /api/myaccount/approvals/approve': () =>
        json({ id: 101, tranId: 'SO-101', status: 'Pending Approval' }),
    });
    renderPage(<ApprovalsPage />);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Your approval of order SO-101 is recorded. It still waits for another approver.',
      ),
    );
  });

  it("decides through an approval mail's link, which opens its order", async () => {
    const user = userEvent.setup();
    const token = 'a'.repeat(43);
    const { requests } = mockApi({
      'GET /api/myaccount/approvals/getApprovals': () =>
        json({ pending: [order(101), order(102)], rejected: [] }),
      'GET /api/myaccount/approvals/link': () => json({ id: 102 }),
      'POST /api/myaccount/approvals/link': () =>
        json({ id: 102, tranId: 'SO-102', status: 'Pending Fulfillment' }),
    });
    renderPage(<ApprovalsPage />, { path: `/myaccount/menu/approvals?link=${token}` });
    const linked = await screen.findByRole('article', { name: 'Order SO-102' });
    await vi.waitFor(() => expect(linked.className).toContain('ring-2'));
    await user.click(within(linked).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() =>
      expect(JSON.parse(requests.find((r) => r.method === 'POST')?.body ?? '{}')).toEqual({
        token,
        decision: 'approve',
      }),
    );
  });

  it('says why a link cannot be used', async () => {
    mockApi({
      'GET /api/myaccount/approvals/getApprovals': () => json({ pending: [order(101)], rejected: [] }),
      'GET /api/myaccount/approvals/link': () =>
        apiError(
          403,
          'This approval link cannot be used: it was used already, has expired, or was sent to another approver. Open Approve Orders to decide the order.',
        ),
    });
    renderPage(<ApprovalsPage />, { path: `/myaccount/menu/approvals?link=${'b'.repeat(43)}` });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^This approval link cannot be used/);
  });

  it('says so when someone else decided first', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/myaccount/approvals/getApprovals': () => json({ pending: [order(101)], rejected: [] }),
      'POST /api/myaccount/approvals/approve': () =>
        apiError(409, 'This order is no longer waiting for approval.'),
    });
    renderPage(<ApprovalsPage />);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This order is no longer waiting for approval.'),
    );
  });
});
