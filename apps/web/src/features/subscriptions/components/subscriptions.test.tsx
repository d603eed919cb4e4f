import type { Subscription } from '@medsupply/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render-page';

import { MakeListSubscription } from './make-list-subscription';
import { SubscriptionsPage } from './subscriptions-page';

const address = (id: number, label: string, defaultShipping = false) => ({
  id,
  label,
  attention: null,
  addressee: 'Lakeside Clinic',
  line1: `${id} Lake Rd`,
  line2: null,
  city: 'Madison',
  state: 'WI',
  zip: '53703',
  country: 'US',
  phone: null,
  defaultShipping,
  defaultBilling: false,
  deliveryDays: null,
  controlledSubstance: [],
});

const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  itemListId: 8,
  listName: 'Exam room restock',
  frequency: 'monthly',
  nextDate: '2027-01-05',
  shipAddressId: 2,
  billAddressId: 2,
  paymentMethodId: null,
  paymentType: 'terms',
  poNumber: null,
  active: true,
  lastResult: null,
  ...overrides,
});

function api(subscriptions: Subscription[]) {
  return mockApi({
    'GET /api/myaccount/transactions/getSubscriptions': () => json(subscriptions),
    'GET /api/myaccount/address/getAll': () =>
      json({
        mappedResults: [address(1, 'Warehouse'), address(2, 'Main clinic', true)],
        dddShippingCutoffTime: '14:00',
      }),
    'GET /api/myaccount/paymentmethod/getAll': () => json({ paymentMethods: [] }),
    'POST /api/myaccount/transactions/upsertSubscription': (request) =>
      json(subscription(JSON.parse(request.body ?? '{}') as Partial<Subscription>)),
    'POST /api/myaccount/transactions/deleteSubscription': () => json({ updated: true }),
  });
}

const links = {
  listHref: (id: number) => `/list/${id}`,
  orderHref: (id: number) => `/order/${id}`,
  editHref: (id: number) => `/edit/${id}`,
};

describe('Subscriptions (issue 21 point 5)', () => {
  it("leads from a list's page to /subscription for that list, to start or edit its subscription", async () => {
    api([]);
    const { unmount } = renderPage(<MakeListSubscription itemListId={8} subscriptionsHref="/subs" />);
    const make = await screen.findByRole('link', { name: 'Make this list a subscription' });
    expect(make.getAttribute('href')).toBe('/subscription?itemListId=8');
    // The account menu does not list subscriptions (storefront spec §2.3): the list page leads there.
    expect(screen.getByRole('link', { name: 'Your subscriptions' }).getAttribute('href')).toBe('/subs');
    unmount();
    api([subscription()]);
    renderPage(<MakeListSubscription itemListId={8} subscriptionsHref="/subs" />);
    expect((await screen.findByRole('link', { name: 'Edit subscription' })).getAttribute('href')).toBe(
      '/subscription?itemListId=8',
    );
    expect(screen.getByText(/every month, next order 01\/05\/2027/)).toBeTruthy();
  });

  it('says the subscription was saved and edits it on /subscription', async () => {
    api([subscription()]);
    renderPage(<SubscriptionsPage {...links} notice="Subscription saved." />);
    // The notice is a status once the list is there (the loading block before it is one too).
    expect((await screen.findByText('Subscription saved.')).closest('[role="status"]')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Edit subscription of Exam room restock' }).getAttribute('href'),
    ).toBe('/edit/8');
  });

  it('lists subscriptions with their schedule, ship-to, payment and last result', async () => {
    api([
      subscription({
        lastResult: {
          runOn: '2026-12-05',
          status: 'placed',
          salesOrderId: 31,
          tranId: 'SO-31',
          message: null,
          at: '2026-12-05T06:00:00Z',
        },
      }),
      subscription({
        itemListId: 9,
        listName: 'Lab supplies',
        frequency: 'weekly',
        lastResult: {
          runOn: '2026-12-01',
          status: 'failed',
          salesOrderId: null,
          tranId: null,
          message: 'Your credit limit would be exceeded',
          at: '2026-12-01T06:00:00Z',
        },
      }),
    ]);
    renderPage(<SubscriptionsPage {...links} />);
    const first = (await screen.findByRole('link', { name: 'Exam room restock' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(first).getByText('Every month')).toBeTruthy();
    expect(within(first).getByText('01/05/2027')).toBeTruthy();
    expect(await within(first).findByText('Main clinic, Madison')).toBeTruthy();
    expect(within(first).getByText('On account terms')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'SO-31' }).getAttribute('href')).toBe('/order/31');
    expect(screen.getByText('Not placed for 12/01/2026: Your credit limit would be exceeded')).toBeTruthy();
  });

  it('ends a subscription after asking', async () => {
    const { requests } = api([subscription()]);
    renderPage(<SubscriptionsPage {...links} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'End subscription of Exam room restock' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'End subscription' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End subscription' }));
    await screen.findByRole('button', { name: 'End subscription of Exam room restock' });
    expect(JSON.parse(requests.find((r) => r.path.endsWith('deleteSubscription'))?.body ?? '{}')).toEqual({
      itemListId: 8,
    });
  });
});
