import { screen } from '@testing-library/react';
import type { SalesOrderDetails } from '@medsupply/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { readDraft, saveDraft, saveFailure } from '../lib/checkout-draft';
import { addressFixture } from '../test/fixtures';

import { OrderConfirmation } from './order-confirmation';
import { OrderError } from './order-error';

const address = addressFixture();
const order: SalesOrderDetails = {
  id: 77,
  tranId: 'SO-101077',
  accountId: 1,
  status: 'Pending Fulfillment',
  statusLabel: 'Pending Fulfillment',
  orderDate: '2026-11-26T15:00:00.000Z',
  shipDate: '2026-12-01',
  poNumber: 'PO-881',
  memo: null,
  placedBy: 'Nadia Haddad',
  shipAddress: address,
  billAddress: address,
  paymentType: 'card',
  paymentDescription: 'Visa ending 4242',
  lines: [
    {
      id: 1,
      lineNumber: 1,
      itemId: 42,
      itemName: 'MER-104231',
      displayName: 'Nitrile Exam Gloves',
      urlComponent: 'nitrile-exam-gloves',
      thumbnailImage: null,
      unit: 21,
      unitName: 'Box',
      rxLevel: 0,
      quantity: 2,
      quantityFulfilled: 0,
      quantityBackordered: 1,
      quantityCancelled: 0,
      quantityBilled: 0,
      price: 50,
      amount: 100,
    },
  ],
  subtotal: 100,
  shipping: 0,
  tax: 5,
  convenienceFee: 3.15,
  total: 108.15,
  nextSteps: 'We have received your order and sent it to the warehouse for delivery on 12/01/2026.',
  approvalReasons: [],
  approvalStatus: 'not_required',
  shipments: [],
  invoices: [],
};

function keepDraft() {
  saveDraft({
    shipAddressId: 11,
    billAddressId: 11,
    poNumber: '',
    shipDate: null,
    payment: { type: 'terms' },
    paymentLabel: 'Terms: Net 30',
    paymentKind: 'terms',
  });
}

describe('order confirmation and order error', () => {
  beforeEach(() => {
    signIn();
    window.sessionStorage.clear();
  });
  afterEach(() => window.sessionStorage.clear());

  it('confirms the order with its number, lines, totals, delivery date and what happens next', async () => {
    mockApi({ 'GET /api/myaccount/salesorders/byId': () => json(order) });
    keepDraft();
    renderPage(<OrderConfirmation id={77} />);
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Order SO-101077 has been placed' }),
    ).toBeTruthy();
    // The number stays whole on a narrow screen: it is not broken at its hyphen.
    expect(screen.getByText('SO-101077', { selector: 'h2 span' }).className).toContain('whitespace-nowrap');
    expect(screen.getByText(order.nextSteps)).toBeTruthy();
    expect(screen.getByText('Tue 12/01/2026')).toBeTruthy();
    expect(screen.getByText('Nitrile Exam Gloves')).toBeTruthy();
    expect(screen.getByText('FREE')).toBeTruthy();
    expect(screen.getByText('$3.15')).toBeTruthy();
    expect(screen.getByText('$108.15')).toBeTruthy();
    // The review's choices served their order.
    expect(readDraft()).toBeNull();
  });

  it('says when the order waits for approval', async () => {
    mockApi({
      'GET /api/myaccount/salesorders/byId': () =>
        json({
          ...order,
          status: 'Pending Approval',
          statusLabel: 'Pending Approval',
          approvalStatus: 'pending',
          approvalReasons: [{ reason: 'The order total of $612.40 is over $500.00.', decision: 'pending' }],
        }),
    });
    renderPage(<OrderConfirmation id={77} />);
    expect(
      await screen.findByRole('heading', { name: 'Order SO-101077 is waiting for approval' }),
    ).toBeTruthy();
    // Why it waits (issue 33).
    expect(screen.getByRole('heading', { name: 'Why it needs approval' })).toBeTruthy();
    expect(screen.getByText('The order total of $612.40 is over $500.00.')).toBeTruthy();
  });

  it('shows why the order was not placed and that the cart is kept', () => {
    keepDraft();
    saveFailure({ message: 'Your card was declined.', code: 'PAYMENT_DECLINED' });
    renderPage(<OrderError />);
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
    expect(
      screen.getByText('Nothing was charged and your cart has been kept, so you can try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe('/checkout');
    expect(screen.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
    expect(readDraft()).toBeNull();
  });
});
