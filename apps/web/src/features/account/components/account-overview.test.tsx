import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { overviewFixture } from '@/test/auth-fixtures';
import { renderPage } from '@/test/render-page';

import { OverviewView } from './account-overview';

describe('Account overview (issue 18 point 8)', () => {
  it('shows the aging summary from the ledger, late buckets set apart, and leads to the statement and Make a payment', () => {
    renderPage(
      <OverviewView
        data={{ ...overviewFixture, credit: { ...overviewFixture.credit, availableCredits: 65 } }}
      />,
    );
    const aging = within(screen.getByRole('region', { name: 'Aging summary' }));
    const figure = (label: string) => aging.getByText(label).nextElementSibling?.textContent;
    expect(figure('Current')).toBe('$5,000.00');
    expect(figure('1-30 Days')).toBe('$2,765.50');
    expect(figure('31-60 Days')).toBe('$1,000.00');
    expect(figure('61-90 Days')).toBe('$0.00');
    expect(figure('Over 90 Days')).toBe('$0.00');
    expect(figure('Total')).toBe('$8,765.50');
    expect(aging.getByRole('link', { name: 'Account statement' }).getAttribute('href')).toBe(
      '/myaccount/menu/statements',
    );
    expect(screen.getByText(/\$65\.00 in unapplied payments and credits/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a payment' }).getAttribute('href')).toBe(
      '/myaccount/menu/payment/create',
    );
  });

  it('reconciles the open balance with the aging total: less the unapplied payments and credits', () => {
    renderPage(
      <OverviewView
        data={{
          ...overviewFixture,
          credit: { ...overviewFixture.credit, openBalance: 4853.11, availableCredits: 163.54 },
          aging: {
            current: 2689.57,
            days1To30: 2000,
            days31To60: 0,
            days61To90: 0,
            over90: 0,
            total: 4689.57,
          },
        }}
      />,
    );
    const aging = within(screen.getByRole('region', { name: 'Aging summary' }));
    expect(aging.getByText(/^Open balance/).textContent).toBe(
      'Open balance $4,853.11 − unapplied payments and credits $163.54 = total $4,689.57',
    );
  });

  it('says nothing of credits when there are none to apply', () => {
    renderPage(
      <OverviewView
        data={{ ...overviewFixture, credit: { ...overviewFixture.credit, availableCredits: 0 } }}
      />,
    );
    expect(screen.queryByText(/unapplied payments and credits \$/)).toBeNull();
  });

  it('shows recent orders with the status a buyer reads, not the order system’s name', () => {
    renderPage(<OverviewView data={overviewFixture} />);
    const row = screen.getByRole('row', { name: /SO-100011/ });
    expect(within(row).getByText('Fulfilled')).toBeTruthy();
    expect(within(row).queryByText('Billed')).toBeNull();
  });

  it('shows no aging without price visibility', () => {
    const { credit, openInvoices } = overviewFixture;
    renderPage(
      <OverviewView
        data={{
          ...overviewFixture,
          credit: { hasTerms: credit.hasTerms, terms: credit.terms },
          openInvoices: { count: openInvoices.count },
          aging: {},
        }}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Aging summary' })).toBeNull();
  });
});
