import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import type { MockHandler } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { readDraft } from '../lib/checkout-draft';
import { cartFixture, checkoutDataFixture, shipDatesFixture } from '../test/fixtures';

import { CheckoutPage } from './checkout-page';

const taxRate = { taxRate: 5, shippingTaxable: false, items: [{ itemId: 42, taxable: true }] };

function routes(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/checkout/checkout/getCheckoutData': () => json(checkoutDataFixture()),
    'GET /api/checkout/checkout/getAlternateShippingData': () => json(shipDatesFixture),
    'POST /api/cart/cart/getTaxRate': () => json(taxRate),
    'POST /api/cart/cart/getConvenienceFee': (request) => {
      const { total } = JSON.parse(request.body ?? '{}') as { total: number };
      return json({ convenienceFeeTotal: Math.round(total * 3) / 100 });
    },
    ...overrides,
  });
}

const checked = (element: HTMLElement) => element instanceof HTMLInputElement && element.checked;
const disabled = (element: HTMLElement) => element instanceof HTMLButtonElement && element.disabled;
const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));

describe('CheckoutPage', () => {
  beforeEach(() => {
    signIn();
    window.sessionStorage.clear();
  });
  afterEach(() => window.sessionStorage.clear());

  it('offers the licensed ship-tos and says why each other address is left out', async () => {
    routes();
    renderPage(<CheckoutPage cart={cartFixture()} cartError={null} punchout={false} />);
    expect(checked(await screen.findByRole('radio', { name: /Main Clinic/ }))).toBe(true);
    expect(screen.queryByRole('radio', { name: /West Madison/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Addresses that cannot receive this order' })).toBeTruthy();
    expect(
      screen.getByText('West Madison Clinic: 2200 Lakeside Terrace, Madison, WI 53705', { selector: 'span' }),
    ).toBeTruthy();
    expect(
      screen.getByText('The Schedule III license FL6416881 at this address expired on 10/26/2026.'),
    ).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Tue 12/01/2026' })).toBeTruthy();
    expect(checked(screen.getByRole('radio', { name: /Pay on terms \(Net 30\)/ }))).toBe(true);
    expect(screen.getByText('Available balance: $500.00')).toBeTruthy();
    expect(await summary().findByText('$5.00')).toBeTruthy();
    expect(summary().getByText('FREE')).toBeTruthy();
    expect(summary().getByText('$105.00')).toBeTruthy();
  });

  it('refuses terms over the available balance with a clear message', async () => {
    routes({
      'GET /api/checkout/checkout/getCheckoutData': () =>
        json(
          checkoutDataFixture({ invoiceDetails: { hasTerms: true, terms: 'Net 30', availableBalance: 80 } }),
        ),
    });
    renderPage(<CheckoutPage cart={cartFixture()} cartError={null} punchout={false} />);
    expect(
      await screen.findByText(
        "This order's total of $105.00 is more than your available balance of $80.00. Please pay by card, or pay open invoices first.",
      ),
    ).toBeTruthy();
    expect(disabled(screen.getByRole('button', { name: 'Continue to review' }))).toBe(true);
  });

  it("blocks placing while the tax is in the 'error' state", async () => {
    routes({
      'POST /api/cart/cart/getTaxRate': () => apiError(422, 'No tax rate is known for this address.'),
    });
    renderPage(<CheckoutPage cart={cartFixture()} cartError={null} punchout={false} />);
    expect(
      await screen.findByText(
        'Tax could not be calculated for this address. Please try again or choose another address.',
      ),
    ).toBeTruthy();
    expect(summary().getByText('Unavailable')).toBeTruthy();
    expect(disabled(screen.getByRole('button', { name: 'Continue to review' }))).toBe(true);
  });

  it('adds the convenience fee for a card and keeps the choices for the review', async () => {
    const user = userEvent.setup();
    routes();
    renderPage(<CheckoutPage cart={cartFixture()} cartError={null} punchout={false} />);
    await user.click(await screen.findByRole('radio', { name: /Visa ending 4242/ }));
    // service spec §9: fee on subtotal + shipping + tax = 3 % of $105.00.
    expect(await summary().findByText('$3.15')).toBeTruthy();
    expect(summary().getByText('$108.15')).toBeTruthy();
    await user.type(screen.getByLabelText(/PO number/), 'PO-881');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(readDraft()).toMatchObject({
      shipAddressId: 11,
      billAddressId: 13,
      poNumber: 'PO-881',
      shipDate: '2026-12-01',
      payment: { type: 'paymentMethod', paymentMethodId: 31 },
      paymentLabel: 'Visa ending 4242',
      paymentKind: 'card',
    });
    expect(readDraft()?.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('charges no fee to an exempt account', async () => {
    routes({
      'GET /api/checkout/checkout/getCheckoutData': () => json(checkoutDataFixture({ convFeeExempt: true })),
    });
    const user = userEvent.setup();
    renderPage(<CheckoutPage cart={cartFixture()} cartError={null} punchout={false} />);
    await user.click(await screen.findByRole('radio', { name: /Visa ending 4242/ }));
    expect(await summary().findByText('$105.00')).toBeTruthy();
    expect(summary().queryByText('Convenience fee')).toBeNull();
  });

  it('checks out a buyer without price visibility (no money shown, nothing blocked)', async () => {
    const user = userEvent.setup();
    routes({
      'GET /api/checkout/checkout/getCheckoutData': () =>
        json(
          checkoutDataFixture({
            invoiceDetails: { hasTerms: true, terms: 'Net 30' },
            submissionDetails: { requiresApproval: true, canPlaceOrder: true, lineCount: 1 },
          }),
        ),
    });
    const line = cartFixture().cartDetail[0];
    if (!line) throw new Error('fixture');
    const { price: _price, lineTotal: _lineTotal, ...unpriced } = line;
    const cart = cartFixture({
      cartDetail: [unpriced],
      subtotal: undefined,
      shipping: undefined,
      tax: undefined,
      taxRate: undefined,
      total: undefined,
      convenienceFee: undefined,
    });
    renderPage(<CheckoutPage cart={cart} cartError={null} punchout={false} />);
    expect(await screen.findByText(/Prices are confirmed on your order\./)).toBeTruthy();
    expect(
      screen.getByText(
        'Your orders are reviewed by an administrator of your company before they are processed.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Available balance/)).toBeNull();
    await screen.findByRole('option', { name: 'Tue 12/01/2026' });
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(readDraft()?.payment).toEqual({ type: 'terms' });
  });

  it('has no checkout in punchout mode', async () => {
    routes();
    renderPage(<CheckoutPage cart={cartFixture()} cartError={null} punchout />);
    expect(await screen.findByRole('heading', { name: 'Checkout is not available' })).toBeTruthy();
    expect(
      screen.getByText(
        'Orders are sent from your procurement system; checkout is not available in punchout mode.',
      ),
    ).toBeTruthy();
  });
});
