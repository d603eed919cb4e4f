import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreditInfoResponse, InvoicesResponse } from '@medsupply/contract';
import { CENTS_AMOUNT_MESSAGE } from '@medsupply/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { paymentMethodFixture } from '../test/fixtures';
import { PAYMENT_DRAFT_KEY, PAYMENT_RESULT_KEY } from '../lib/payment-draft';
import type { PaymentDraft } from '../lib/payment-draft';
import { PaymentCreatePage } from './payment-create-page';
import { PaymentMethodPage } from './payment-method-page';
import { PaymentReviewPage } from './payment-review-page';

const OWNER = '7:3';

const invoice = (id: number, tranId: string, amountDue: number) => ({
  id,
  tranId,
  status: 'Open',
  date: '2026-01-01',
  dueDate: '2026-01-31',
  daysOverdue: 40,
  poNumber: null,
  salesOrder: null,
  total: amountDue + 100,
  amountDue,
});

const openInvoices: InvoicesResponse = {
  results: [invoice(11, 'INV-100011', 250), invoice(12, 'INV-100012', 120.5)],
  page: 1,
  pages: 1,
  total: 2,
  limit: 10000,
};

const creditInfo: CreditInfoResponse = {
  creditMemos: [{ id: 21, tranId: 'CM-100021', date: '2026-02-01', total: 80, amountPaid: 30, maxApply: 50 }],
  unappliedPayments: [{ id: 31, tranId: 'PAY-100031', date: '2026-02-02', unappliedPayment: 15 }],
};

const card = (id: number, last4: string, expired: boolean) =>
  paymentMethodFixture(id, last4, {
    isDefault: !expired,
    isExpired: expired,
    expYear: expired ? 2025 : 2030,
  });

let requests: RecordedRequest[];
let paymentAnswer: () => Response | Promise<Response>;

beforeEach(() => {
  signIn();
  window.sessionStorage.clear();
  paymentAnswer = () =>
    json({
      payment: null,
      charged: 0,
      convenienceFee: 0,
      invoices: [{ id: 11, tranId: 'INV-100011', status: 'Paid In Full', amountDue: 0 }],
    });
  ({ requests } = mockApi({
    'GET /api/myaccount/transaction/invoices/paginate': () => json(openInvoices),
    'GET /api/payments/payments/getCreditInfo': () => json(creditInfo),
    'GET /api/myaccount/paymentmethod/getAll': () =>
      json({ paymentMethods: [card(5, '4242', false), card(6, '1881', true)] }),
    'POST /api/cart/cart/getConvenienceFee': (request) => {
      const { total } = JSON.parse(request.body ?? '{}') as { total: number };
      return json({ convenienceFeeTotal: Math.round(total * 3) / 100 });
    },
    'POST /api/payments/payments/createPayment': () => paymentAnswer(),
  }));
});

afterEach(() => {
  vi.useRealTimers();
});

const storedDraft = () =>
  JSON.parse(window.sessionStorage.getItem(PAYMENT_DRAFT_KEY) ?? 'null') as PaymentDraft | null;

function renderCreate(preselect?: { creditMemoId?: number }) {
  return renderPage(
    <PaymentCreatePage owner={OWNER} methodHref="/method" reviewHref="/review" preselect={preselect} />,
  );
}

describe('Make a Payment, select invoices (issue 18 point 3)', () => {
  it('reads the open invoices oldest first and starts every line unchecked: invoices at amount due, credits at 0', async () => {
    renderCreate();
    const amount = await screen.findByLabelText<HTMLInputElement>('Amount to pay on INV-100011');
    const query = new URL(requests[0]?.url ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      limit: '10000',
      'status.value': 'open',
      orderBy: 'asc',
    });
    expect(amount.value).toBe('250.00');
    expect(screen.getByLabelText<HTMLInputElement>('Amount to pay on INV-100012').value).toBe('120.50');
    expect(screen.getByLabelText<HTMLInputElement>('Amount to apply from CM-100021').value).toBe('0.00');
    expect(screen.getByLabelText<HTMLInputElement>('Amount to apply from PAY-100031').value).toBe('0.00');
    for (const box of screen.getAllByRole<HTMLInputElement>('checkbox')) expect(box.checked).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Available $50.00')).toBeTruthy();
  });

  it('refuses a credit over its bound with the message next to it, then keeps the plan for the next step', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.click(await screen.findByRole('checkbox', { name: /INV-100011/ }));
    await user.click(screen.getByRole('checkbox', { name: /INV-100012/ }));
    await user.click(screen.getByRole('checkbox', { name: /CM-100021/ }));
    const memo = screen.getByLabelText('Amount to apply from CM-100021');
    await user.clear(memo);
    await user.type(memo, '60');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(memo.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(memo.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(
      'Cannot apply more than $50.00, the remaining balance of this credit memo.',
    );
    expect(storedDraft()).toBeNull();

    await user.clear(memo);
    await user.type(memo, '50');
    const partial = screen.getByLabelText('Amount to pay on INV-100012');
    await user.clear(partial);
    await user.type(partial, '100');
    expect(memo.getAttribute('aria-invalid')).toBeNull();
    const summary = within(screen.getByRole('region', { name: 'Payment summary' }));
    expect(summary.getByText('$300.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const draft = storedDraft();
    expect(draft).toMatchObject({
      owner: OWNER,
      invoices: [
        { id: 11, number: 'INV-100011', applyCents: 25000 },
        { id: 12, number: 'INV-100012', applyCents: 10000 },
      ],
      creditMemos: [{ id: 21, number: 'CM-100021', applyCents: 5000 }],
      unappliedPayments: [],
      chargeCents: 30000,
      method: null,
    });
    expect(draft?.idempotencyKey).toMatch(/.{8,}/);
  });

  it('says next to an amount that is not dollars and cents why, and keeps the step until it is', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.click(await screen.findByRole('checkbox', { name: /INV-100011/ }));
    const amount = screen.getByLabelText('Amount to pay on INV-100011');
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(amount.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      CENTS_AMOUNT_MESSAGE,
    );
    expect(screen.queryByText('Select at least one invoice to pay.')).toBeNull();
    expect(storedDraft()).toBeNull();
    // Unticked, the line is not paid and its amount is not judged.
    await user.click(screen.getByRole('checkbox', { name: /INV-100011/ }));
    await user.click(screen.getByRole('checkbox', { name: /INV-100012/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() =>
      expect(storedDraft()?.invoices.map((line) => line.number)).toEqual(['INV-100012']),
    );
  });

  it('says so when no invoice is selected, and starts a memo chosen on Credit Memos at its remaining balance', async () => {
    const user = userEvent.setup();
    renderCreate({ creditMemoId: 21 });
    const memo = await screen.findByRole<HTMLInputElement>('checkbox', { name: /CM-100021/ });
    expect(memo.checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Amount to apply from CM-100021').value).toBe('50.00');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Select at least one invoice to pay.');
  });

  it('keeps the selection across a reload', async () => {
    const user = userEvent.setup();
    const first = renderCreate();
    await user.click(await screen.findByRole('checkbox', { name: /INV-100012/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    first.unmount();
    renderCreate();
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: /INV-100012/ })).checked).toBe(
      true,
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /INV-100011/ }).checked).toBe(false);
  });
});

const draft: PaymentDraft = {
  owner: OWNER,
  invoices: [{ id: 11, number: 'INV-100011', applyCents: 25000 }],
  creditMemos: [{ id: 21, number: 'CM-100021', applyCents: 5000 }],
  unappliedPayments: [],
  chargeCents: 20000,
  method: null,
  idempotencyKey: 'review-key-1',
};

describe('Make a Payment, method and review (issue 18 point 3)', () => {
  it('offers the saved cards with the expired one marked and unusable', async () => {
    window.sessionStorage.setItem(PAYMENT_DRAFT_KEY, JSON.stringify(draft));
    const user = userEvent.setup();
    renderPage(<PaymentMethodPage owner={OWNER} createHref="/create" reviewHref="/review" />);
    const expired = await screen.findByRole<HTMLInputElement>('radio', { name: /Visa ending in 1881/ });
    expect(expired.disabled).toBe(true);
    expect(expired.closest('label')?.textContent).toContain('Expired');
    expect(await screen.findByText(/Card payments add a convenience fee of \$6\.00/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Visa ending in 4242/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(storedDraft()?.method).toEqual({
      kind: 'saved',
      id: 5,
      label: 'Visa ending in 4242',
      isCard: true,
    });
  });

  it('submits once with the review’s Idempotency-Key behind the Processing Payment loader', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.sessionStorage.setItem(
      PAYMENT_DRAFT_KEY,
      JSON.stringify({
        ...draft,
        method: { kind: 'saved', id: 5, label: 'Visa ending in 4242', isCard: true },
      }),
    );
    let answer: (response: Response) => void = () => undefined;
    paymentAnswer = () => new Promise<Response>((resolve) => (answer = resolve));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(
      <PaymentReviewPage owner={OWNER} createHref="/create" methodHref="/method" confirmationHref="/done" />,
    );
    const summary = within(await screen.findByRole('region', { name: 'Payment summary' }));
    expect(await summary.findByText('$6.00')).toBeTruthy();
    expect(summary.getByText('$206.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));

    const loader = await screen.findByRole('alertdialog', { name: 'Processing Payment' });
    expect(loader.textContent).not.toContain('Verifying Payment Details');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(loader.textContent).toContain('Verifying Payment Details');

    const post = requests.find((request) => request.path.endsWith('/createPayment'));
    expect(post?.headers.get('Idempotency-Key')).toBe('review-key-1');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      invoices: [{ id: 11, apply: 250 }],
      creditMemos: [{ id: 21, apply: 50 }],
      unappliedPayments: [],
      paymentMethod: { id: 5 },
    });
    await act(async () => {
      answer(
        json({
          payment: null,
          charged: 200,
          convenienceFee: 6,
          invoices: [{ id: 11, tranId: 'INV-100011', status: 'Paid In Full', amountDue: 0 }],
        }),
      );
      await vi.runOnlyPendingTimersAsync();
    });
    await vi.waitFor(() => expect(window.sessionStorage.getItem(PAYMENT_RESULT_KEY)).toContain('INV-100011'));
    expect(storedDraft()).toBeNull();
  });

  it('says Calculating… for the fee and the total while the fee is asked for, never $0.00', async () => {
    window.sessionStorage.setItem(
      PAYMENT_DRAFT_KEY,
      JSON.stringify({
        ...draft,
        method: { kind: 'saved', id: 5, label: 'Visa ending in 4242', isCard: true },
      }),
    );
    let answerFee: (response: Response) => void = () => undefined;
    mockApi({
      'POST /api/cart/cart/getConvenienceFee': () =>
        new Promise<Response>((resolve) => (answerFee = resolve)),
    });
    renderPage(
      <PaymentReviewPage owner={OWNER} createHref="/create" methodHref="/method" confirmationHref="/done" />,
    );
    const summary = within(await screen.findByRole('region', { name: 'Payment summary' }));
    const figure = (term: string) => summary.getByText(term).nextElementSibling?.textContent;
    expect(figure('Card convenience fee')).toBe('Calculating…');
    expect(figure('Total to charge')).toBe('Calculating…');
    expect(summary.queryByText('$0.00')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit payment' }).disabled).toBe(true);

    act(() => answerFee(json({ convenienceFeeTotal: 6 })));
    await vi.waitFor(() => expect(figure('Card convenience fee')).toBe('$6.00'));
    expect(figure('Total to charge')).toBe('$206.00');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit payment' }).disabled).toBe(false);
  });

  it('says the fee is unavailable when its call fails, holds the payment, and tries again on request', async () => {
    window.sessionStorage.setItem(
      PAYMENT_DRAFT_KEY,
      JSON.stringify({
        ...draft,
        method: { kind: 'saved', id: 5, label: 'Visa ending in 4242', isCard: true },
      }),
    );
    let feeFails = true;
    mockApi({
      'POST /api/cart/cart/getConvenienceFee': () =>
        feeFails ? apiError(503, 'Service Unavailable') : json({ convenienceFeeTotal: 6 }),
    });
    const user = userEvent.setup();
    renderPage(
      <PaymentReviewPage owner={OWNER} createHref="/create" methodHref="/method" confirmationHref="/done" />,
    );
    const summary = within(await screen.findByRole('region', { name: 'Payment summary' }));
    const figure = (term: string) => summary.getByText(term).nextElementSibling?.textContent;
    await vi.waitFor(() => expect(figure('Card convenience fee')).toBe('Unavailable'));
    expect(figure('Total to charge')).toBe('Unavailable');
    expect(summary.getByRole('alert').textContent).toContain(
      'The card convenience fee could not be calculated',
    );
    expect(summary.queryByText('$0.00')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit payment' }).disabled).toBe(true);

    feeFails = false;
    await user.click(summary.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(figure('Total to charge')).toBe('$206.00'));
    expect(summary.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal and takes a new Idempotency-Key for the next attempt', async () => {
    window.sessionStorage.setItem(
      PAYMENT_DRAFT_KEY,
      JSON.stringify({
        ...draft,
        method: { kind: 'saved', id: 5, label: 'Visa ending in 4242', isCard: true },
      }),
    );
    paymentAnswer = () => apiError(402, 'Your card was declined.', 'PAYMENT_DECLINED');
    const user = userEvent.setup();
    renderPage(
      <PaymentReviewPage owner={OWNER} createHref="/create" methodHref="/method" confirmationHref="/done" />,
    );
    await screen.findByText('$206.00');
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    expect(storedDraft()?.idempotencyKey).not.toBe('review-key-1');
  });
});
