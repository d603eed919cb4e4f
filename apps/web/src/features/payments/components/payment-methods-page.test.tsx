import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { paymentMethodFixture } from '../test/fixtures';
import { PaymentMethodsPage } from './payment-methods-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

const method = paymentMethodFixture;

let requests: RecordedRequest[];
let upsertAnswer: () => Response;
/** Methods listed after the three on file (what a save added). */
let added: ReturnType<typeof method>[];

beforeEach(() => {
  signIn();
  vi.mocked(toast.success).mockClear();
  added = [];
  upsertAnswer = () => json({ paymentMethod: method(9, '1111'), alreadySaved: false });
  ({ requests } = mockApi({
    'GET /api/myaccount/paymentmethod/getAll': () =>
      json({
        paymentMethods: [
          method(5, '4242', { isDefault: true, nickname: 'Front desk' }),
          method(6, '1881', { expYear: 2025, isExpired: true }),
          method(7, '6789', {
            type: 'ach',
            kind: 'ach',
            typeName: 'Bank account',
            expMonth: null,
            expYear: null,
          }),
          ...added,
        ],
      }),
    'POST /api/myaccount/paymentmethod/upsert': () => upsertAnswer(),
    'POST /api/myaccount/paymentmethod/delete': () => json({ deleted: true }),
  }));
});

const posts = (path: string) =>
  requests
    .filter((request) => request.method === 'POST' && request.path.endsWith(path))
    .map((r) => JSON.parse(r.body ?? '{}') as unknown);

/** Plays the gateway's fields page: ready, then a token for every tokenize request. */
function playHostedFields(frame: HTMLIFrameElement) {
  const fields = frame.contentWindow!;
  const send = (data: unknown) =>
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: window.location.origin, source: fields }),
    );
  vi.spyOn(fields, 'postMessage').mockImplementation((message: unknown) => {
    const { requestId } = message as { requestId: string };
    setTimeout(() =>
      send({
        type: 'hosted-fields:token',
        requestId,
        token: 'tok_sandbox',
        brand: 'visa',
        last4: '1111',
        expMonth: 1,
        expYear: 2031,
      }),
    );
  });
  act(() => {
    send({ type: 'hosted-fields:ready', kind: 'card' });
  });
}

describe('Payment Methods (issue 18 point 7)', () => {
  it('lists the methods with the default and the expired card marked, and makes another the default', async () => {
    const user = userEvent.setup();
    renderPage(<PaymentMethodsPage />);
    const list = within(await screen.findByRole('list'));
    const first = list.getByText('Visa ending in 4242').closest('li')!;
    expect(within(first).getByText('Default')).toBeTruthy();
    const expired = list.getByText('Visa ending in 1881').closest('li')!;
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).getByText(/expired 04\/2025/)).toBeTruthy();
    expect(within(expired).queryByRole('button', { name: /Make .* the default/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Make Bank account ending in 6789 the default' }));
    await vi.waitFor(() => expect(posts('/upsert')).toEqual([{ id: 7, isDefault: true }]));
  });

  it('deletes a method after asking', async () => {
    const user = userEvent.setup();
    renderPage(<PaymentMethodsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Visa ending in 1881' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete this payment method?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(posts('/delete')).toEqual([{ id: 6 }]));
  });

  it('saves a card from the hosted fields’ token, and shows the server’s message or Error Uploading Payment Method when saving fails', async () => {
    const user = userEvent.setup();
    renderPage(<PaymentMethodsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    playHostedFields(screen.getByTitle<HTMLIFrameElement>('Card details'));
    await user.type(screen.getByLabelText(/Nickname/), 'Back office');

    upsertAnswer = () => apiError(400, 'This card is already saved.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This card is already saved.');

    upsertAnswer = () => apiError(500, 'Internal Server Error');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Error Uploading Payment Method'),
    );

    upsertAnswer = () => {
      added = [method(9, '1111', { nickname: 'Back office' })];
      return json({ paymentMethod: method(9, '1111', { nickname: 'Back office' }), alreadySaved: false });
    };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: 'Add a card' })).toBeNull());
    expect(posts('/upsert').at(-1)).toEqual({
      token: 'tok_sandbox',
      nickname: 'Back office',
      isDefault: false,
    });
    // The save says so, and the view goes to the card saved (not left at the foot of the page).
    expect(toast.success).toHaveBeenCalledWith('Visa ending in 1111 was saved.');
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByText('Visa ending in 1111').closest('li')),
    );
  });

  it('says when the card entered was saved already, and goes to that card', async () => {
    const user = userEvent.setup();
    renderPage(<PaymentMethodsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    playHostedFields(screen.getByTitle<HTMLIFrameElement>('Card details'));
    upsertAnswer = () =>
      json({
        paymentMethod: method(5, '4242', { isDefault: true, nickname: 'Front desk' }),
        alreadySaved: true,
      });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'This card is already saved: Visa ending in 4242 was updated.',
      ),
    );
    // An empty nickname field is not sent as a wish to erase the saved card's name.
    expect(posts('/upsert').at(-1)).toEqual({ token: 'tok_sandbox', nickname: null, isDefault: false });
    const row = screen.getByText('Visa ending in 4242').closest('li');
    await vi.waitFor(() => expect(document.activeElement).toBe(row));
    expect(within(row!).getByText(/Front desk/)).toBeTruthy();
    expect(screen.getAllByText('Visa ending in 4242')).toHaveLength(1);
  });
  it('waits for the hosted fields when Save is pressed while they are still loading', async () => {
    const user = userEvent.setup();
    renderPage(<PaymentMethodsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    await user.type(screen.getByLabelText(/Nickname/), 'Front desk 2');
    // Pressed before the gateway's page has said it is ready: no refusal, the press waits.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).toBeNull();
    playHostedFields(screen.getByTitle<HTMLIFrameElement>('Card details'));
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: 'Add a card' })).toBeNull());
    expect(posts('/upsert').at(-1)).toEqual({
      token: 'tok_sandbox',
      nickname: 'Front desk 2',
      isDefault: false,
    });
  });
});
