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

function routes(
  placeOrder: MockHandler,
  spend: MockHandler = () => json({ reasons: [], refusal: null, budgets: [] }),
) {
  return mockApi({
    'GET /api/checkout/checkout/getCheckoutData': () => json(checkoutDataFixture()),
    'POST /api/cart/cart/getTaxRate': () => json(taxRate),
    'POST /api/checkout/checkout/placeOrder': placeOrder,
    'POST /api/myaccount/spend/preview': spend,
  });
}

const budget = {
  id: 5,
  scope: 'shipTo' as const,
  shipAddressId: 11,
  userId: null,
  targetName: 'Main Clinic',
  period: 'month' as const,
  periodLabel: 'December 2026',
  amount: 500,
  spent: 420,
  remaining: 80,
  hardLimit: false,
};

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

  it('says why the order will wait for approval and what the ship-to’s budget has left (issue 33)', async () => {
    draft();
    const { requests } = routes(
      () => json(placed),
      () =>
        json({
          reasons: [
            'The order total of $105.00 is over $100.00.',
            'This order is $25.00 over the monthly budget of Main Clinic ($80.00 left).',
          ],
          refusal: null,
          budgets: [budget],
        }),
    );
    renderPage(<ReviewOrder cart={cartFixture()} onPlaced={vi.fn()} />);
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('This order will wait for approval before it is processed:');
    expect(note.textContent).toContain('The order total of $105.00 is over $100.00.');
    const budgets = screen.getByRole('region', { name: 'Budgets this order counts against' });
    expect(budgets.textContent).toContain('Main Clinic, December 2026');
    expect(budgets.textContent).toContain('$80.00 of $500.00');
    expect(JSON.parse(requests.find((r) => r.path === '/api/myaccount/spend/preview')?.body ?? '{}')).toEqual(
      {
        shipAddressId: 11,
      },
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Place order' }).disabled).toBe(false);
  });

  it('over a hard budget the order cannot be placed, and says why', async () => {
    draft();
    const refusal =
      'This order is $25.00 over the monthly budget of Main Clinic ($80.00 left). Your administrator set it as a hard limit.';
    routes(
      () => json(placed),
      () => json({ reasons: [], refusal, budgets: [{ ...budget, hardLimit: true }] }),
    );
    renderPage(<ReviewOrder cart={cartFixture()} onPlaced={vi.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This order cannot be placed.');
    expect(alert.textContent).toContain(refusal);
    await vi.waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Place order' }).disabled).toBe(true),
    );
  });

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
