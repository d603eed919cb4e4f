import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatementResponse } from '@medsupply/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { StatementsPage } from './statements-page';

const statement: StatementResponse = {
  statementData: {
    startDate: '2025-12-27',
    statementDate: '2026-03-27',
    openTransactionsOnly: false,
    openingBalance: 1000,
    closingBalance: 1350.25,
    charges: 600.25,
    credits: 250,
    lines: [
      {
        kind: 'invoice',
        tranId: 'INV-100301',
        date: '2026-01-05',
        dueDate: '2026-02-04',
        amount: 600.25,
        open: 600.25,
        posted: 600.25,
        balance: 1600.25,
      },
      {
        kind: 'payment',
        tranId: 'PAY-100090',
        date: '2026-02-01',
        dueDate: null,
        amount: 250,
        open: 0,
        posted: -250,
        balance: 1350.25,
      },
    ],
    aging: { current: 100, days1To30: 200, days31To60: 300, days61To90: 400, over90: 350.25, total: 1350.25 },
  },
  lastUpdated: '2026-03-27T14:05:00.000Z',
};

let requests: RecordedRequest[];

beforeEach(() => {
  signIn();
  ({ requests } = mockApi({
    'GET /api/myaccount/transaction/statement': () => json(statement),
    'POST /api/myaccount/transaction/generatePDF': () =>
      json({ pdfUrl: '/api/myaccount/transaction/pdf?token=s', expiresAt: '2026-03-27T14:15:00.000Z' }),
  }));
});

describe('Account Statement (issue 18 point 6)', () => {
  it('opens on the last 90 days with balances, aging, transactions and lastUpdated, and downloads the PDF', async () => {
    const user = userEvent.setup();
    const openUrl = vi.fn();
    renderPage(<StatementsPage today="2026-03-27" openUrl={openUrl} />);
    expect(await screen.findByRole('heading', { name: 'Statement 12/27/2025 – 03/27/2026' })).toBeTruthy();
    expect(requests[0]?.url).toContain(
      'startDate=2025-12-27&statementDate=2026-03-27&openTransactionsOnly=false',
    );
    expect(screen.getByText(/Last updated 03\/27\/2026/)).toBeTruthy();
    expect(screen.getAllByText('$1,350.25').length).toBeGreaterThanOrEqual(2);
    const aging = within(screen.getByRole('region', { name: 'Aging' }));
    expect(aging.getByText('Over 90 Days')).toBeTruthy();
    expect(aging.getByText('$350.25')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('INV-100301')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(openUrl).toHaveBeenCalledWith('/api/myaccount/transaction/pdf?token=s'));
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      type: 'statement',
      startDate: '2025-12-27',
      statementDate: '2026-03-27',
      openTransactionsOnly: false,
    });
  });

  it('asks for the period chosen, open transactions only, and refuses a start after the statement date', async () => {
    const user = userEvent.setup();
    renderPage(<StatementsPage today="2026-03-27" />);
    await screen.findByRole('heading', { name: /Statement/ });
    const start = screen.getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'View statement' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'The start date must be on or before the statement date.',
    );
    expect(requests).toHaveLength(1);

    await user.clear(start);
    await user.type(start, '2026-01-01');
    await user.click(screen.getByLabelText('Open transactions only'));
    await user.click(screen.getByRole('button', { name: 'View statement' }));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.url).toContain(
      'startDate=2026-01-01&statementDate=2026-03-27&openTransactionsOnly=true',
    );
  });
});
