import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderPayment } from '@medsupply/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import type { MockHandler } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { readDraft, readFailure, saveDraft } from '../lib/checkout-draft';
import { cartFixture, checkoutDataFixture } from '../test/fixtures';

import { ProcessingOrder } from './processing-order';
import { ReviewOrder } from './review-order';

const taxRate = { taxRate: 5, shippingTaxable: false, items: [{ itemId: 42, taxable: true }] };

function routes(placeOrder: MockHandler) {
  return mockApi({
    'GET /api/checkout/checkout/getCheckoutData': () => json(checkoutDataFixture()),
    'POST /api/cart/cart/getTaxRate': () => json(taxRate),
    'POST /api/checkout/checkout/placeOrder': placeOrder,
  });
}

function draft(payment: OrderPayment = { type: 'terms' }) {
  return saveDraft({
    shipAddressId: 11,
    billAddressId: 13,
    poNumber: 'PO-881',
    shipDate: '2026-12-01',
    payment,
    paymentLabel: 'Terms: Net 30',
    paymentKind: 'terms',
  });
}

const placed = {
  orderConfirmation: { id: 77 },
  status: 'Pending Fulfillment',
  subscriptionItemList: [],
};

describe('ReviewOrder', () => {
  beforeEach(() => {
    signIn();
    window.sessionStorage.clear();
  });
  afterEach(() => window.sessionStorage.clear());

  it('shows the choices kept from checkout and places the order once with the review’s key', async () => {
    const user = userEvent.setup();
    const saved = draft();
    let answer: (response: Response) => void = () => undefined;
    const { requests } = routes(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onPlaced = vi.fn();
    renderPage(<ReviewOrder cart={cartFixture()} onPlaced={onPlaced} />);
    expect(await screen.findByText('PO-881')).toBeTruthy();
    expect(screen.getByText('Terms: Net 30')).toBeTruthy();
    expect(screen.getByText('Tue 12/01/2026')).toBeTruthy();
    expect(await screen.findByText('$105.00')).toBeTruthy();

    const place = screen.getByRole('button', { name: 'Place order' });
    await user.dblClick(place);
    expect(await screen.findByRole('alertdialog', { name: 'Processing Order' })).toBeTruthy();
    answer(json(placed));
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalled());

    const calls = requests.filter((r) => r.path === '/api/checkout/checkout/placeOrder');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe(saved.idempotencyKey);
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({
      shipAddressId: 11,
      billAddressId: 13,
      poNumber: 'PO-881',
      shipDate: '2026-12-01',
      payment: { type: 'terms' },
    });
  });

  it('keeps the reason of a decline for /orderError', async () => {
    const user = userEvent.setup();
    draft({ type: 'token', token: 'tok_declines' });
    routes(() => apiError(402, 'Your card was declined.', 'PAYMENT_DECLINED'));
    renderPage(<ReviewOrder cart={cartFixture()} onPlaced={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    await vi.waitFor(() =>
      expect(readFailure()).toEqual({ message: 'Your card was declined.', code: 'PAYMENT_DECLINED' }),
    );
  });

  it('stays on the review with the same key when the answer is lost', async () => {
    const user = userEvent.setup();
    const saved = draft();
    routes(() => apiError(503, 'Service unavailable'));
    renderPage(<ReviewOrder cart={cartFixture()} onPlaced={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByText('Something went wrong while placing your order. Please try again.'),
    ).toBeTruthy();
    expect(readDraft()?.idempotencyKey).toBe(saved.idempotencyKey);
  });

  it('asks to start again when nothing was chosen on checkout', async () => {
    routes(() => json(placed));
    renderPage(<ReviewOrder cart={cartFixture()} onPlaced={vi.fn()} />);
    expect(
      await screen.findByText('Your checkout details were not found. Please start again from checkout.'),
    ).toBeTruthy();
  });
});

describe('ProcessingOrder', () => {
  afterEach(() => vi.useRealTimers());

  it("shows 'Dispatching to warehouse' after 3000 ms and a second line after 8000 ms", async () => {
    vi.useFakeTimers();
    render(<ProcessingOrder />);
    expect(screen.getByRole('heading', { name: 'Processing Order' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2999);
    });
    expect(screen.queryByText('Dispatching to warehouse')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('Dispatching to warehouse')).toBeTruthy();
    expect(screen.queryByText(/taking a little longer/)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.getByText(/taking a little longer than usual/)).toBeTruthy();
  });
});
