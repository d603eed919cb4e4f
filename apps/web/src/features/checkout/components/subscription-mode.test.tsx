// /subscription (issue 21 point 5): the checkout screen in subscription mode sets up an item list
// as a subscription: the list's lines, the ship-tos licensed for them (with why the others are
// left out), a schedule instead of the delivery date, terms or a saved payment method only.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { cartFixture, checkoutDataFixture } from '../test/fixtures';

import { CheckoutPage } from './checkout-page';
import type { SubscriptionChoices, SubscriptionMode } from './checkout-page';

const checked = (element: HTMLElement) => element instanceof HTMLInputElement && element.checked;

function mode(overrides: Partial<SubscriptionMode> = {}): SubscriptionMode {
  const cart = cartFixture();
  return {
    itemListId: 8,
    lines: { cartDetail: cart.cartDetail, totalItems: cart.totalItems },
    linesError: null,
    frequencies: [
      { value: 'weekly', label: 'Every week' },
      { value: 'monthly', label: 'Every month' },
    ],
    defaultFrequency: 'monthly',
    today: '2026-11-26',
    current: null,
    backHref: '/myaccount/menu/itemlists?list=8',
    onSubmit: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

describe('CheckoutPage in subscription mode', () => {
  beforeEach(() => signIn());

  it("starts a subscription of the list's lines to a licensed ship-to, on a schedule, paid by a saved card", async () => {
    const { requests } = mockApi({
      'GET /api/checkout/checkout/getCheckoutData': () => json(checkoutDataFixture()),
    });
    const subscription = mode();
    renderPage(
      <CheckoutPage cart={undefined} cartError={null} punchout={false} subscription={subscription} />,
    );

    expect(checked(await screen.findByRole('radio', { name: /Main Clinic/ }))).toBe(true);
    expect(requests.find((r) => r.path.endsWith('getCheckoutData'))?.url).toContain('itemListId=8');
    expect(
      screen.getByText('The Schedule III license FL6416881 at this address expired on 10/26/2026.'),
    ).toBeTruthy();
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Nitrile Exam Gloves')).toBeTruthy();
    expect(
      summary.getByText(/Each order is priced, taxed and charged on the day it is placed\./),
    ).toBeTruthy();
    // A schedule instead of the delivery date; a subscription cannot take a new card.
    expect(screen.queryByLabelText('Delivery date')).toBeNull();
    expect(screen.queryByRole('radio', { name: /New credit card/ })).toBeNull();
    expect(checked(screen.getByRole('radio', { name: /Pay on terms/ }))).toBe(true);

    expect(screen.getByLabelText<HTMLSelectElement>('Frequency').value).toBe('monthly');
    await userEvent.selectOptions(screen.getByLabelText('Frequency'), 'Every week');
    const date = screen.getByLabelText<HTMLInputElement>('First order on');
    expect(date.value).toBe('2026-11-26');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-20');
    expect(await screen.findByText('Choose today or a later day for the first order.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start subscription' }).disabled).toBe(true);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-07');
    await userEvent.click(screen.getByRole('radio', { name: /Visa ending 4242/ }));
    await userEvent.type(screen.getByLabelText(/PO number/), 'PO-STANDING');
    await userEvent.click(screen.getByRole('button', { name: 'Start subscription' }));

    expect(subscription.onSubmit).toHaveBeenCalledWith({
      frequency: 'weekly',
      nextDate: '2026-12-07',
      shipAddressId: 11,
      billAddressId: 13,
      paymentMethodId: 31,
      poNumber: 'PO-STANDING',
    } satisfies SubscriptionChoices);
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe(
      '/myaccount/menu/itemlists?list=8',
    );
  });

  it("starts from the list's subscription, saves it, and shows why the API refused", async () => {
    mockApi({ 'GET /api/checkout/checkout/getCheckoutData': () => json(checkoutDataFixture()) });
    const subscription = mode({
      current: {
        frequency: 'weekly',
        nextDate: '2026-12-14',
        shipAddressId: 11,
        billAddressId: 11,
        paymentMethodId: 31,
        poNumber: 'PO-9',
      },
      onSubmit: vi.fn(() => Promise.reject(new Error('The card on file has expired.'))),
    });
    renderPage(
      <CheckoutPage cart={undefined} cartError={null} punchout={false} subscription={subscription} />,
    );

    const save = await screen.findByRole('button', { name: 'Save subscription' });
    expect(screen.getByLabelText<HTMLSelectElement>('Frequency').value).toBe('weekly');
    expect(screen.getByLabelText<HTMLInputElement>('First order on').value).toBe('2026-12-14');
    expect(checked(screen.getByRole('radio', { name: /Visa ending 4242/ }))).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(/PO number/).value).toBe('PO-9');
    await userEvent.click(save);
    expect(await screen.findByText('The card on file has expired.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save subscription' }).disabled).toBe(false);
  });

  it('says so when the list has no items', async () => {
    mockApi({ 'GET /api/checkout/checkout/getCheckoutData': () => json(checkoutDataFixture()) });
    renderPage(
      <CheckoutPage
        cart={undefined}
        cartError={null}
        punchout={false}
        subscription={mode({ lines: { cartDetail: [], totalItems: 0 } })}
      />,
    );
    expect(await screen.findByText('This list has no items yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toBeTruthy();
  });
});
