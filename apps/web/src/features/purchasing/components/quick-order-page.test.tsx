import type { QuickOrderLine } from '@medsupply/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render-page';

import { emptyCart, reorderLine } from '../test/fixtures';

import { QuickOrderPage } from './quick-order-page';

const CHECK = 'POST /api/myaccount/quickorder/check';
const ADD = 'POST /api/myaccount/quickorder/addToCart';

function item(id: number, displayName: string) {
  const {
    key: _k,
    lastOrderedDate: _d,
    lastOrderedQuantity: _q,
    lastTranId: _t,
    timesOrdered: _n,
    itemId: _i,
    ...rest
  } = reorderLine(id, displayName);
  return { id, ...rest };
}

function line(n: number, code: string, valid: boolean, extra: Partial<QuickOrderLine> = {}): QuickOrderLine {
  return {
    line: n,
    code,
    requestedQuantity: 2,
    quantity: valid ? 2 : 0,
    valid,
    reason: null,
    message: null,
    item: null,
    ...extra,
  };
}

const answerLines: QuickOrderLine[] = [
  line(1, 'MER-42', true, { item: item(42, 'Nitrile Exam Gloves') }),
  line(2, 'NOPE-1', false, { reason: 'unknown', message: 'No item has this item number or MPN' }),
  line(3, 'MER-43', true, { item: item(43, 'Sterile Gauze Pads') }),
  line(4, 'MER-44', false, {
    reason: 'restricted',
    message: 'This item is restricted for your account',
    item: item(44, 'Lidocaine 1%'),
  }),
  line(5, 'MER-45', true, { item: item(45, 'Medical Tape') }),
];

function setup() {
  const mock = mockApi({
    [CHECK]: () => json({ lines: answerLines, problems: [] }),
    [ADD]: () => json({ lines: answerLines, problems: [], cart: emptyCart }),
    'GET /api/myaccount/transactions/quickOrderProducts': () => json([]),
  });
  const onCart = vi.fn();
  renderPage(<QuickOrderPage onCart={onCart} />);
  return { ...mock, onCart };
}

async function paste(text: string) {
  await userEvent.click(screen.getByLabelText('Paste lines'));
  await userEvent.paste(text);
  await userEvent.click(screen.getByRole('button', { name: 'Add pasted lines' }));
}

const pasted = 'MER-42, 2\nNOPE-1, 2\nMER-43\t2\tBox\nMER-44 2\nMER-45;2';

describe('Quick Order (issue 21 point 2)', () => {
  it("says why a typed quantity is not a whole number, in the spec's words, and sends nothing until fixed", async () => {
    const { requests } = setup();
    await userEvent.type(screen.getByLabelText('Line 1 item number or MPN'), 'MER-42');
    const quantity = screen.getByLabelText<HTMLInputElement>('Line 1 quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2.5');
    expect(quantity.value).toBe('2.5');
    expect(screen.getByText('Line 1 quantity: Decimals not allowed')).toBeTruthy();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Add valid lines to cart' }));
    expect(await screen.findByText('Fix the quantities marked below, then try again.')).toBeTruthy();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, 'two');
    expect(screen.getByText('Line 1 quantity: Only numbers can be entered')).toBeTruthy();
    await userEvent.clear(quantity);
    expect(screen.getByText('Line 1 quantity: Enter a quantity of 1 or more.')).toBeTruthy();
    expect(requests.some((r) => r.path.startsWith('/api/myaccount/quickorder/'))).toBe(false);

    await userEvent.type(quantity, '3');
    expect(screen.queryByText(/Line 1 quantity:/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Check lines' }));
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/myaccount/quickorder/check')).toBe(true),
    );
    const sent = requests.find((r) => r.path === '/api/myaccount/quickorder/check');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ rows: [{ code: 'MER-42', quantity: 3 }] });
  });

  it('reads pasted lines into rows and tells each its reason when checked', async () => {
    const { requests } = setup();
    await paste(pasted);
    expect(screen.getByLabelText<HTMLInputElement>('Line 3 item number or MPN').value).toBe('MER-43');
    expect(screen.getByLabelText<HTMLInputElement>('Line 3 unit').value).toBe('Box');
    expect(screen.getByLabelText<HTMLInputElement>('Line 5 quantity').value).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Check lines' }));
    expect(await screen.findByText('No item has this item number or MPN')).toBeTruthy();
    expect(screen.getByText('Lidocaine 1%: This item is restricted for your account')).toBeTruthy();
    expect(screen.getByText('2 lines cannot be added: see the reason under each.')).toBeTruthy();
    const sent = JSON.parse(requests.find((r) => r.path.endsWith('/check'))?.body ?? '{}') as {
      rows: unknown[];
    };
    expect(sent.rows).toEqual([
      { code: 'MER-42', quantity: 2 },
      { code: 'NOPE-1', quantity: 2 },
      { code: 'MER-43', quantity: 2, unit: 'Box' },
      { code: 'MER-44', quantity: 2 },
      { code: 'MER-45', quantity: 2 },
    ]);
  });

  it('adds every valid line in one step and keeps the others with their reason', async () => {
    const { requests, onCart } = setup();
    await paste(pasted);
    await userEvent.click(screen.getByRole('button', { name: 'Add valid lines to cart' }));
    expect(await screen.findByText('3 lines added to your cart.')).toBeTruthy();
    expect(requests.filter((r) => r.path.endsWith('/addToCart'))).toHaveLength(1);
    expect(onCart).toHaveBeenCalledOnce();
    expect(screen.getByLabelText<HTMLInputElement>('Line 1 item number or MPN').value).toBe('NOPE-1');
    expect(screen.getByLabelText<HTMLInputElement>('Line 2 item number or MPN').value).toBe('MER-44');
    expect(screen.queryByLabelText('Line 3 item number or MPN')).toBeNull();
    expect(screen.getByText('No item has this item number or MPN')).toBeTruthy();
  });

  it('suggests items for the row being typed (quickOrderProducts)', async () => {
    const { requests } = mockApi({
      'GET /api/myaccount/transactions/quickOrderProducts': () =>
        json([{ ...item(42, 'Nitrile Exam Gloves'), mpn: 'HVM-42' }]),
    });
    const { container } = renderPage(<QuickOrderPage onCart={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Line 1 item number or MPN'), 'glo');
    await waitFor(() =>
      expect(container.querySelector('datalist option')?.getAttribute('value')).toBe('MER-42'),
    );
    expect(container.querySelector('datalist option')?.textContent).toBe('Nitrile Exam Gloves · MPN HVM-42');
    const asked = requests.filter((r) => r.path.endsWith('quickOrderProducts'));
    expect(new URL(asked.at(-1)?.url ?? '', 'http://x').searchParams.get('search')).toBe('glo');
  });

  it('says which pasted line it could not read', async () => {
    setup();
    await paste('MER-42, two');
    expect(await screen.findByText("Line 1: 'two' is not a quantity")).toBeTruthy();
  });

  it('reads an uploaded CSV, skipping its header row', async () => {
    setup();
    const file = new File(['Item Number,Quantity,Unit\nMER-42,3,Case\n'], 'order.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Upload a CSV file'), file);
    expect(await screen.findByDisplayValue('MER-42')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Line 1 quantity').value).toBe('3');
    expect(screen.getByLabelText<HTMLInputElement>('Line 1 unit').value).toBe('Case');
  });
});
