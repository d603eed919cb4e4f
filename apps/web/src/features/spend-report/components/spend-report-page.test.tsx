import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpendReportResponse } from '@medsupply/contract';
import { SPEND_DEFINITION } from '@medsupply/domain';
import { describe, expect, it, vi } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { SpendReportPage } from './spend-report-page';

// jsdom lays nothing out, so recharts would draw 0 × 0 charts and warn; the charts themselves are
// the browser journey's (e2e/spend-report-journeys.spec.ts). Here: that each is named and placed.
vi.mock('./spend-charts', () => {
  const Chart = ({ label, describedBy }: { label: string; describedBy: string }) => (
    <div role="img" aria-label={label} aria-describedby={describedBy} />
  );
  return { MonthChart: Chart, BreakdownChart: Chart };
});

const report = (overrides: Partial<SpendReportResponse> = {}): SpendReportResponse => ({
  from: '2026-01-01',
  to: '2026-02-28',
  timeZone: 'America/New_York',
  accountId: 7,
  accounts: [{ id: 7, accountName: 'Lakeside Family Clinic' }],
  totals: { spent: 950, merchandise: 1000, credits: 50, orders: 4 },
  comparison: {
    thisPeriod: { from: '2026-01-01', to: '2026-02-28', spent: 950 },
    lastPeriod: { from: '2025-11-03', to: '2025-12-31', spent: 500 },
    changePercent: 90,
  },
  byMonth: [
    { month: '2026-01', label: 'Jan 2026', spent: 400, budget: 600 },
    { month: '2026-02', label: 'Feb 2026', spent: 550, budget: 600 },
  ],
  byCategory: [{ id: 1, name: 'Exam Gloves', spent: 1000 }],
  byLocation: [
    { id: 3, name: 'Main Clinic', spent: 1000 },
    { id: null, name: 'No location (account credits)', spent: -50 },
  ],
  byContact: [{ id: 9, name: 'Priya Raman', spent: 950 }],
  byItem: [{ id: 11, itemNumber: 'GLV-1', name: 'Nitrile Gloves', quantity: 10, spent: 1000 }],
  budgets: [
    {
      accountId: 7,
      accountName: 'Lakeside Family Clinic',
      period: 'month',
      label: 'February 2026',
      start: '2026-02-01',
      end: '2026-03-01',
      amount: 600,
      spent: 550,
      hardLimit: false,
    },
  ],
  ...overrides,
});

const empty = report({
  totals: { spent: 0, merchandise: 0, credits: 0, orders: 0 },
  byMonth: [],
  byCategory: [],
  byLocation: [],
  byContact: [],
  byItem: [],
  budgets: [],
});

describe('Spend Reports page (issue 33 point 3)', () => {
  it("opens on the last 12 months of the account's spend, each breakdown with its table of figures", async () => {
    signIn();
    const { requests } = mockApi({ 'GET /api/myaccount/spend/report': () => json(report()) });
    renderPage(<SpendReportPage today="2026-02-15" isParentLogin={false} accounts={[]} />);
    expect(screen.getByRole('status', { name: 'Loading spend report' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: /01\/01\/2026 – 02\/28\/2026 · Lakeside Family Clinic/ }),
    ).toBeTruthy();
    expect(requests[0]?.url).toContain('from=2025-03-01&to=2026-02-15');
    expect(requests[0]?.url).not.toContain('accountId');
    expect(screen.getByTestId('spend-total').textContent).toBe('$950.00');
    expect(screen.getByText('+90.0%')).toBeTruthy();
    const months = within(screen.getByRole('region', { name: 'Spend by month: figures' }));
    expect(months.getByRole('rowheader', { name: 'Feb 2026' })).toBeTruthy();
    expect(months.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '$400.00',
      '$600.00',
      '$550.00',
      '$600.00',
    ]);
    const locations = within(screen.getByRole('region', { name: 'Spend by location: figures' }));
    expect(locations.getByText('-$50.00')).toBeTruthy();
    // The budget table: the section and its scrollable table share the heading's name.
    const budget = screen.getAllByRole('region', { name: 'Against budget' }).at(-1);
    expect(budget && within(budget).getByText('February 2026')).toBeTruthy();
    expect(budget && within(budget).getByText('$50.00')).toBeTruthy();
    for (const name of ['month', 'category', 'location', 'contact', 'item']) {
      expect(screen.getByRole('heading', { level: 2, name: `Spend by ${name}` })).toBeTruthy();
      // Each chart is an image named for what it shows and described by its table of figures.
      const chart = await screen.findByRole('img', { name: `Bar chart: spend by ${name}` });
      const table = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
      expect(table?.getAttribute('aria-label')).toBe(`Spend by ${name}: figures`);
    }
    expect(screen.getByText(SPEND_DEFINITION)).toBeTruthy();
  });

  it('lets a parent login read all its accounts, then one, and refuses a range the wrong way round', async () => {
    signIn();
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/myaccount/spend/report': () => json(report({ accountId: null })),
    });
    renderPage(
      <SpendReportPage
        today="2026-02-15"
        isParentLogin
        accounts={[
          { id: 7, accountName: 'Northwind Family' },
          { id: 8, accountName: 'Northwind Pediatrics' },
        ]}
      />,
    );
    expect(await screen.findByRole('heading', { name: /· All accounts$/ })).toBeTruthy();
    expect(requests[0]?.url).toContain('accountId=all');
    await user.selectOptions(screen.getByLabelText('Account'), 'Northwind Pediatrics');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await vi.waitFor(() => expect(requests.at(-1)?.url).toContain('accountId=8'));

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeTruthy();
    expect(requests.every((request) => !request.url.includes('from=2026-03-01'))).toBe(true);
  });

  it('says when nothing was spent, and offers to try again when the report cannot load', async () => {
    signIn();
    let fail = true;
    mockApi({
      'GET /api/myaccount/spend/report': () => (fail ? apiError(500, 'Something went wrong.') : json(empty)),
    });
    const user = userEvent.setup();
    renderPage(<SpendReportPage today="2026-02-15" isParentLogin={false} accounts={[]} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the spend report.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No spend in these dates' })).toBeTruthy();
  });
});
