import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserNotification } from '@medsupply/contract';
import { beforeEach, describe, expect, it } from 'vitest';

import { userFixture } from '@/test/auth-fixtures';
import { categoriesFixture, siteConfigFixture } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import type { MockHandler } from '@/test/mock-api';
import { renderApp, signIn } from '@/test/render';

const NOTIFICATIONS = 'GET /api/myaccount/transactions/getUserNotifications';
const MARK_READ = 'POST /api/myaccount/transactions/markNotificationsAsRead';

function notification(
  id: number,
  notificationType: string,
  metaData: Record<string, unknown>,
  unread = true,
): UserNotification {
  return {
    id,
    notificationType,
    userNotificationStatus: { unread },
    metaData,
    createdAt: '2026-11-20T15:00:00.000Z',
  };
}

const delivered = notification(1, 'Fulfillment Delivered', {
  fulfillmentId: 7,
  workwaveId: '1Z999AA10123456784',
  deliveryDate: '20261119',
  timeOfDelivery: '14:05:00',
  tranId: 'SO-1042',
});
const backorder = notification(2, 'Backorder Ready', {
  item: { displayName: 'Nitrile Exam Gloves, Medium', urlComponent: 'nitrile-exam-gloves-m' },
  quantityPreviouslyBackordered: 4,
  salesOrderId: 12,
  tranId: 'SO-1040',
});
const backInStock = notification(
  3,
  'Item Back in Stock',
  { item: { displayName: 'Sterile Gauze 4x4', urlComponent: 'sterile-gauze-4x4' } },
  false,
);
const approved = notification(4, 'Order Approved', { salesOrderId: 13, tranId: 'SO-1041' }, false);
const rejected = notification(7, 'Order Rejected', { salesOrderId: 14, tranId: 'SO-1043' }, false);
const waiting = notification(8, 'Approval Needed', { salesOrderId: 15, tranId: 'SO-1044' }, false);
const unknown = notification(9, 'Price Change', { itemId: 3 }, false);
const recalledStock = notification(
  10,
  'Line Backordered',
  {
    item: { displayName: 'Lidocaine 1% Injection', urlComponent: 'lidocaine-1' },
    quantityBackordered: 3,
    salesOrderId: 16,
    tranId: 'SO-1045',
    reason: 'recall',
    recallNumber: 'RC-000004',
  },
  false,
);
const expiredStock = notification(
  11,
  'Line Backordered',
  {
    item: { displayName: 'Saline Flush 10 mL', urlComponent: 'saline-flush-10' },
    quantityBackordered: 2,
    salesOrderId: 17,
    tranId: 'SO-1046',
    reason: 'expiry',
    recallNumber: null,
  },
  false,
);

function shell(notifications: MockHandler) {
  return mockApi({
    'GET /api/site/config': () => json(siteConfigFixture),
    'GET /api/shopping/category/getCategories': () => json(categoriesFixture),
    'GET /api/auth/currentUser': () => json({ user: userFixture() }),
    [NOTIFICATIONS]: notifications,
    [MARK_READ]: () => json({ updated: 2 }),
  });
}

beforeEach(() => {
  shell(() => json([]));
});

describe('notifications bell (storefront spec §2.4, §2.8)', () => {
  it('is absent for a visitor, who is not asked for notifications', async () => {
    const { requests } = shell(() => json([]));
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(requests.some((r) => r.path.endsWith('getUserNotifications'))).toBe(false);
  });

  it('shows a logged-in user the empty view', async () => {
    signIn();
    renderApp('/about');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }, { timeout: 4000 }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(popover.textContent).toContain('No Notifications');
  });

  it('counts the unread, words each type, and marks the unread read when it opens', async () => {
    signIn();
    const { requests } = shell(() =>
      json([
        delivered,
        backorder,
        backInStock,
        approved,
        rejected,
        waiting,
        recalledStock,
        expiredStock,
        unknown,
      ]),
    );
    renderApp('/about');
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 4000 });
    await userEvent.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });

    const track = within(popover).getByRole('link', { name: /Fulfillment Delivered/ });
    expect(track.textContent).toContain('Order SO-1042 was delivered on 11/19/2026 2:05 PM.');
    expect(track.getAttribute('href')).toBe('/tracking/1Z999AA10123456784');
    const ready = within(popover).getByRole('link', { name: /Backorder Ready/ });
    expect(ready.textContent).toContain('Nitrile Exam Gloves, Medium');
    expect(ready.textContent).toContain('the 4 previously backordered on order SO-1040');
    const restocked = within(popover).getByRole('link', { name: /Item Back in Stock/ });
    expect(restocked.textContent).toContain('Sterile Gauze 4x4 is back in stock.');
    expect(restocked.getAttribute('href')).toBe('/product/sterile-gauze-4x4');
    // Approvals (issue 33): the placer hears the outcome, the approver is asked.
    const yes = within(popover).getByRole('link', { name: /Order Approved/ });
    expect(yes.textContent).toContain('Your order SO-1041 was approved.');
    expect(yes.getAttribute('href')).toBe('/myaccount/menu/orderdetails?id=13');
    const no = within(popover).getByRole('link', { name: /Order Rejected/ });
    expect(no.textContent).toContain('Your order SO-1043 was rejected.');
    expect(no.getAttribute('href')).toBe('/myaccount/menu/orderdetails?id=14');
    const ask = within(popover).getByRole('link', { name: /Approval Needed/ });
    expect(ask.textContent).toContain('Order SO-1044 is waiting for your approval.');
    expect(ask.getAttribute('href')).toBe('/myaccount/menu/approvals');
    // Issue 34: units a recall took away from an open order go back to backorder.
    const recalled = within(popover).getByRole('link', { name: /SO-1045/ });
    expect(recalled.textContent).toContain(
      'Lidocaine 1% Injection: 3 on order SO-1045 are backordered: the stock they were to ship from was recalled (RC-000004).',
    );
    expect(recalled.getAttribute('href')).toBe('/myaccount/menu/orderdetails?id=16');
    expect(within(popover).getByRole('link', { name: /SO-1046/ }).textContent).toContain(
      'Saline Flush 10 mL: 2 on order SO-1046 are backordered: the stock they were to ship from has expired.',
    );
    expect(popover.textContent).toContain('You have a new notification.');

    await screen.findByRole('button', { name: 'Notifications' });
    const marks = requests.filter((r) => r.path.endsWith('markNotificationsAsRead'));
    expect(marks).toHaveLength(1);
    expect(JSON.parse(marks[0]?.body ?? '{}')).toEqual({ ids: [1, 2] });
    // Those unread when it opened stay marked New while it is open.
    expect(within(popover).getAllByText('New')).toHaveLength(2);
  });

  it('words older rows that carry only the fields the spec names', async () => {
    signIn();
    shell(() =>
      json([
        notification(
          5,
          'Fulfillment Delivered',
          { workwaveId: 'RT-88', deliveryDate: '20261102', timeOfDelivery: '09:30:00' },
          false,
        ),
        notification(
          6,
          'Backorder Ready',
          { item: { displayName: 'Sterile Gauze 4x4' }, quantityPreviouslyBackordered: 12 },
          false,
        ),
      ]),
    );
    renderApp('/about');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }, { timeout: 4000 }));
    const track = await screen.findByRole('link', { name: /Fulfillment Delivered/ });
    expect(track.textContent).toContain('Your order was delivered on 11/02/2026 9:30 AM.');
    expect(track.getAttribute('href')).toBe('/tracking/RT-88');
    const popover = screen.getByRole('dialog', { name: 'Notifications' });
    expect(popover.textContent).toContain(
      'Sterile Gauze 4x4: the 12 previously backordered are ready to ship.',
    );
  });

  it('tells the buyer an order shipped, with the carrier and a link to track it (issue 26)', async () => {
    signIn();
    shell(() =>
      json([
        notification(
          8,
          'Fulfillment Shipped',
          {
            fulfillmentId: 9,
            workwaveId: 'RT20261130-0042',
            carrier: 'UPS',
            trackingNumber: '1Z999AA10123456784',
            carrierUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
            shipDate: '20261130',
            tranId: 'SO-1043',
          },
          false,
        ),
      ]),
    );
    renderApp('/about');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }, { timeout: 4000 }));
    const track = await screen.findByRole('link', { name: /Fulfillment Shipped/ });
    expect(track.textContent).toContain(
      'Order SO-1043 shipped with UPS, tracking number 1Z999AA10123456784.',
    );
    expect(track.getAttribute('href')).toBe('/tracking/RT20261130-0042');
  });

  it('does not mark anything read when nothing is unread', async () => {
    signIn();
    const { requests } = shell(() => json([backInStock]));
    renderApp('/about');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }, { timeout: 4000 }));
    await screen.findByRole('link', { name: /Item Back in Stock/ });
    expect(requests.some((r) => r.path.endsWith('markNotificationsAsRead'))).toBe(false);
  });

  it('asks for the notifications again when the path changes', async () => {
    signIn();
    let answer: UserNotification[] = [];
    const { requests } = shell(() => json(answer));
    const { router } = renderApp('/about');
    await screen.findByRole('button', { name: 'Notifications' }, { timeout: 4000 });
    const asked = () => requests.filter((r) => r.path.endsWith('getUserNotifications')).length;
    const before = asked();
    answer = [delivered];
    await act(() => router.navigate('/contactus'));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 4000 });
    expect(asked()).toBe(before + 1);
  });
});
